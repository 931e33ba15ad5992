"""Claims on the pairs a judge run is sending, so concurrent runs of one model and prompt never pay
for the same pair twice.

A run (live `labeler judge`, the app's prefill, or a `--batch` submission) claims the pairs it is
about to send, TEXT_BATCH at a time as its plan is read: a lease in the judge_claim table, keyed by
pair, suggestion set and prompt hash, held by the run's random holder id until an expiry measured by
the database's clock. A pair another run holds under a live lease is skipped (and counted). Right
after claiming, the pairs another run answered meanwhile are let go too: a live run stores each
answer and releases its claim in one transaction, so a pair whose claim could be taken shows its
answer (the plan's own cache rule; with force, an answer stored since this run began), and a pair
that went into a pending batch job of the same set and prompt is left to that job. A thread renews
the run's leases every quarter of their length while the run lives; a live run releases a claim
with the suggestion it stores, a batch submission once its job is recorded (the job's requests hold
the pairs from then on), and every run releases the rest when it ends, Ctrl-C included. A run that
dies without ending (kill -9, power loss) leaves its claims to expire after lease_seconds.
"""

from __future__ import annotations

import logging
import threading
import uuid
from collections.abc import Sequence
from datetime import datetime
from types import TracebackType
from typing import TYPE_CHECKING

from labeler.domain import Chunk, Query

if TYPE_CHECKING:
    from labeler.storage import Repository

log = logging.getLogger(__name__)

#: Seconds a claim lives without renewal (`judge --lease-seconds`).
DEFAULT_LEASE_SECONDS = 120.0


class PairClaims:
    """One run's claims on the pairs of one suggestion set and prompt; use as a context manager
    (renewed while inside, all released on the way out)."""

    def __init__(
        self,
        repository: Repository,
        *,
        model: str,
        prompt_hash: str,
        force: bool,
        hold_back_pending: bool,
        lease_seconds: float = DEFAULT_LEASE_SECONDS,
    ) -> None:
        """model is the suggestion set ("M" or "M#k"); force and hold_back_pending as the run's plan had them."""
        from labeler.storage.repo.base import utcnow

        if lease_seconds <= 0:
            raise ValueError("lease_seconds must be positive")
        self.holder = uuid.uuid4().hex
        self.claimed_elsewhere = 0  # skipped: another run's live lease
        self.answered_elsewhere = 0  # skipped: answered (or sent in a batch job) by another run meanwhile
        self._repository = repository
        self._model = model
        self._prompt_hash = prompt_hash
        self._force = force
        self._hold_back_pending = hold_back_pending
        self._lease = lease_seconds
        # a forced run sends pairs answered before it began again, but not those another run answers meanwhile
        self._since: datetime | None = utcnow() if force else None
        self._stop = threading.Event()
        self._renewer: threading.Thread | None = None

    @property
    def skipped(self) -> int:
        """Pairs of the plan this run let go to another run."""
        return self.claimed_elsewhere + self.answered_elsewhere

    def __enter__(self) -> PairClaims:
        self._renewer = threading.Thread(target=self._renew, name="labeler-claims", daemon=True)
        self._renewer.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self._stop.set()
        if self._renewer is not None:
            self._renewer.join()
        try:
            self._repository.release_claims(self.holder)
        except Exception as failure:  # never hide the run's own outcome; the leases expire anyway
            log.warning("could not release the claims of this run (they expire on their own): %s", failure)

    def keep(self, items: Sequence[tuple[Query, Chunk]]) -> list[tuple[Query, Chunk]]:
        """The items this run may send: claimed now, and not answered or batched by another run meanwhile."""
        from labeler.judge import input_hash
        from labeler.services.judging.prefill_plan import CACHED_STATUSES

        if not items:
            return []
        keys = [(query.id, chunk.id) for query, chunk in items]
        held, elsewhere = self._repository.claim_pairs(keys, model=self._model, prompt_hash=self._prompt_hash,
                                                       holder=self.holder, lease_seconds=self._lease)
        self.claimed_elsewhere += elsewhere
        pair_ids = list(held.values())
        newest = self._repository.newest_suggestion_statuses_of_sets(
            pair_ids, [self._model], self._prompt_hash, since=self._since)[self._model]
        batched = (self._repository.pending_batch_pair_ids(pair_ids, self._model, self._prompt_hash)
                   if self._hold_back_pending else set())
        kept: list[tuple[Query, Chunk]] = []
        let_go: list[int] = []
        for query, chunk in items:
            pair_id = held.get((query.id, chunk.id))
            if pair_id is None:
                continue
            if newest.get((pair_id, input_hash(query, chunk))) in CACHED_STATUSES or pair_id in batched:
                let_go.append(pair_id)
            else:
                kept.append((query, chunk))
        if let_go:
            self.answered_elsewhere += len(let_go)
            self._repository.release_claims(self.holder, let_go)
        return kept

    def release(self) -> None:
        """Drop every claim of this run now (a batch submission, once its job holds the pairs)."""
        self._repository.release_claims(self.holder)

    def _renew(self) -> None:
        """Extend the leases every quarter of their length until the run ends."""
        interval = self._lease / 4
        while not self._stop.wait(interval):
            try:
                self._repository.renew_claims(self.holder, self._lease)
            except Exception as failure:  # a busy database: the next tick tries again
                log.debug("claim renewal failed: %s", failure)
