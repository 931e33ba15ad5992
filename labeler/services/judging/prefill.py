"""LLM prefill: plan which pool pairs to send to the judge (cache, filters), then run it and store every answer.

Suggestions never become judgments here: they are stored apart (repository.add_suggestions),
committed in small batches as they arrive (see _SuggestionWriter), so an interrupted run keeps
everything already received. The plan keeps pair ids only; texts are read in batches when needed.
"""

from __future__ import annotations

import asyncio
import dataclasses
import threading
import time
from collections.abc import Callable, Coroutine, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from labeler.domain import Chunk, LabelerError, Query, Suggestion, SuggestionStatus
from labeler.domain.errors import NotSavedError
from labeler.services.judging.claims import DEFAULT_LEASE_SECONDS, PairClaims
from labeler.services.judging.journal import AnswerKeeper, store_kept_answers
from labeler.services.roles import require_judge

# The plan lives in prefill_plan; its names stay importable from here.
from labeler.services.judging.prefill_plan import (
    CACHED_STATUSES as CACHED_STATUSES,
    FILTERS as FILTERS,
    TEXT_BATCH as TEXT_BATCH,
    PrefillPlan as PrefillPlan,
    pairs_with_texts as pairs_with_texts,
    plan_prefill as plan_prefill,
    plan_samples as plan_samples,
    sample_names as sample_names,
)

if TYPE_CHECKING:
    from labeler.judge import CancelSignal, JudgeConfig
    from labeler.storage import Repository

# A first answer that fails like this would fail for every pair: stop at once, store nothing.
_FATAL_FIRST_ERRORS = ("connection error", "HTTP 401", "HTTP 403", "HTTP 404")

ProgressCallback = Callable[[int, int], None]


@dataclass(slots=True)
class PrefillSummary:
    """What a run stored and spent. done counts status ok; failed counts status error; retries
    counts requests sent again after a transient failure (429, 5xx, timeout...); held_back_seconds
    is the wall time the adaptive rate limiter kept requests waiting."""

    model: str
    prompt_hash: str
    done: int = 0
    unparsed: int = 0
    refused: int = 0
    failed: int = 0
    cached: int = 0
    missing_text: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    requests: int = 0
    retries: int = 0
    held_back_seconds: float = 0.0
    wall_seconds: float = 0.0
    cancelled: bool = False
    first_error: str | None = None  # the reason of the first suggestion stored with status error
    claimed_elsewhere: int = 0  # skipped: another run was judging them (services.judging.claims)
    answered_elsewhere: int = 0  # skipped: another run answered them (or sent them in a batch job) meanwhile
    kept_from_before: int = 0  # answers an earlier run could not store, stored first (services.judging.journal)
    kept_aside: int = 0  # answers this run could not store, written to its journal

    @property
    def answered(self) -> int:
        """Pairs the model answered (ok, unparsed or refused): stored minus failed."""
        return self.stored - self.failed

    @property
    def headline(self) -> str:
        """One line for people: "200 judged · 0 failed · 61 retries · rate limiter held back 4.2 s"."""
        return (
            f"{self.stored:,} judged · {self.failed:,} failed · {self.retries:,} retries · "
            f"rate limiter held back {self.held_back_seconds:.1f} s"
        )

    @property
    def stored(self) -> int:
        """Suggestions committed by this run, in any status."""
        return self.done + self.unparsed + self.refused + self.failed

    @property
    def requests_per_second(self) -> float:
        """Chat requests per second of wall time (0 when no time passed)."""
        return self.requests / self.wall_seconds if self.wall_seconds > 0 else 0.0

    def add(self, suggestion: Suggestion) -> None:
        """Count one stored suggestion under its status, with its tokens."""
        status = suggestion.status
        if status is SuggestionStatus.OK:
            self.done += 1
        elif status is SuggestionStatus.UNPARSED:
            self.unparsed += 1
        elif status is SuggestionStatus.REFUSED:
            self.refused += 1
        else:
            self.failed += 1
            if self.first_error is None:
                self.first_error = suggestion.reason or "no reason given"
        self.tokens_in += suggestion.tokens_in or 0
        self.tokens_out += suggestion.tokens_out or 0


class PrefillInterrupted(KeyboardInterrupt):
    """Ctrl-C stopped a run; ``summary`` counts what was stored before it (all of it is kept)."""

    def __init__(self, summary: PrefillSummary) -> None:
        super().__init__(f"stopped: {summary.stored} suggestions kept")
        self.summary = summary


class _SuggestionWriter:
    """Commits suggestions as they arrive, batch_size at a time (one transaction each), or sooner
    once the oldest waiting one is MAX_WAIT seconds old; on_progress follows each commit.

    Progress and the summary count committed suggestions only, so nothing is ever shown as saved
    before it is: a crash loses at most the answers of the last MAX_WAIT seconds, none of them
    shown. Callers finish() at the end (also on Ctrl-C or failure) so an orderly stop loses nothing.
    A commit that fails for want of the database (NotSavedError: a full disk, the file lost, the
    server gone) calls on_failure (the run stops sending) and keeps that batch and every later
    answer aside; finish() tries them once more, then writes them to the run's journal.
    """

    MAX_WAIT = 0.25

    def __init__(
        self,
        repository: Repository,
        summary: PrefillSummary,
        total: int,
        on_progress: ProgressCallback | None,
        batch_size: int,
        claims: PairClaims | None = None,
        on_failure: Callable[[], None] | None = None,
    ) -> None:
        self.received = 0
        self._repository = repository
        self._summary = summary
        self._total = total
        self._claims = claims  # each commit releases the claims of the pairs it stores
        self._on_progress = on_progress
        self._batch_size = batch_size
        self._on_failure = on_failure
        self._waiting: list[Suggestion] = []
        self._oldest_at = 0.0
        self._unsaved: list[Suggestion] = []
        self.failure: NotSavedError | None = None
        self._claim_failed = False

    def add(self, suggestion: Suggestion) -> None:
        """Take one answer; commit the waiting ones when the batch is full or the oldest is due."""
        self.received += 1
        now = time.monotonic()
        if not self._waiting:
            self._oldest_at = now
        self._waiting.append(suggestion)
        if len(self._waiting) >= self._batch_size or now - self._oldest_at >= self.MAX_WAIT:
            self.flush()

    def flush(self) -> None:
        """Commit every waiting answer in one transaction, then report progress (after a failed
        commit: set them aside with the others)."""
        if not self._waiting:
            return
        batch, self._waiting = self._waiting, []
        if self.failure is not None:
            self._unsaved.extend(batch)
            return
        try:
            self._store(batch)
        except NotSavedError as failure:
            self.failure = failure
            self._unsaved.extend(batch)
            if self._on_failure is not None:
                self._on_failure()

    def _store(self, batch: list[Suggestion]) -> None:
        holder = None if self._claims is None else self._claims.holder
        self._repository.add_suggestions(batch, release_claims_of=holder)
        for suggestion in batch:
            self._summary.add(suggestion)
        if self._on_progress is not None:
            skipped = 0 if self._claims is None else self._claims.skipped
            self._on_progress(self._summary.stored, self._total - skipped)

    def fail(self, failure: NotSavedError) -> None:
        """A write the run needs (a claim) failed: nothing more is sent, and finish() raises it."""
        if self.failure is None:
            self.failure = failure
            self._claim_failed = True
        if self._on_failure is not None:
            self._on_failure()

    def finish(self, keeper: AnswerKeeper) -> None:
        """Commit what waits; answers set aside are tried once more (the disk may have room again),
        then kept in a journal: AnswersNotStored says where."""
        self.flush()
        if not self._unsaved:
            if self._claim_failed and self.failure is not None:
                raise self.failure
            return
        unsaved, self._unsaved = self._unsaved, []
        try:
            self._store(unsaved)
            return
        except NotSavedError as failure:
            self.failure = failure
        self._summary.kept_aside = len(unsaved)
        assert self.failure is not None
        raise keeper.keep(unsaved, self.failure) from None


class _StopSending:
    """The judge's cancel signal: the caller's, or a failed commit (nothing more is sent)."""

    def __init__(self, caller: CancelSignal | None) -> None:
        self._caller = caller
        self._failed = False

    def set(self) -> None:
        self._failed = True

    def is_set(self) -> bool:
        return self._failed or (self._caller is not None and self._caller.is_set())


async def _prefill(
    repository: Repository,
    config: JudgeConfig,
    plan: PrefillPlan,
    summary: PrefillSummary,
    on_progress: ProgressCallback | None,
    cancel_event: CancelSignal | None,
    abandon_event: CancelSignal | None,
    claims: PairClaims,
    keeper: AnswerKeeper,
) -> None:
    from labeler.judge import Judge

    total = plan.requests
    stop = _StopSending(cancel_event)
    writer = _SuggestionWriter(repository, summary, total, on_progress, batch_size=_batch_size(config),
                               claims=claims, on_failure=stop.set)

    def on_result(suggestion: Suggestion) -> None:
        if writer.received == 0 and suggestion.status is SuggestionStatus.ERROR:
            reason = suggestion.reason or ""
            if reason.startswith(_FATAL_FIRST_ERRORS):
                raise LabelerError(f"the first request failed, nothing stored: {reason}")
        if suggestion.model != plan.model:  # a repeated sample is stored under its set's name, "M#k"
            suggestion = dataclasses.replace(suggestion, model=plan.model)
        writer.add(suggestion)

    def claimed_items() -> Iterator[tuple[Query, Chunk]]:
        try:
            yield from pairs_with_texts(repository, plan.pairs, keep=claims.keep)
        except NotSavedError as failure:  # claiming the next pairs failed: the answers in flight still come
            writer.fail(failure)

    try:
        async with Judge(config) as judge:
            judged = await judge.judge_many(claimed_items(), on_result, cancel_event=stop, template=plan.template,
                                            abandon_event=abandon_event)
    finally:
        writer.finish(keeper)  # also on Ctrl-C, cancellation or a failure: every answer received is kept
    summary.requests = judged.requests
    summary.retries = judged.retries
    summary.held_back_seconds = judged.held_back_seconds
    # A worker that sees the event first returns quietly, so the event itself is asked too.
    stopped_early = stop.is_set() and summary.stored < total - claims.skipped
    summary.cancelled = judged.cancelled or stopped_early


def _batch_size(config: JudgeConfig) -> int:
    """Answers committed together: a quarter of the requests in flight."""
    return max(1, config.concurrency // 4)


def _run_in_fresh_loop(make_coroutine: Callable[[], Coroutine[Any, Any, None]]) -> None:
    """asyncio.run here, or in a helper thread when this thread already runs a loop."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        asyncio.run(make_coroutine())
        return
    failure: list[BaseException] = []

    def target() -> None:
        try:
            asyncio.run(make_coroutine())
        except BaseException as error:  # handed back to the caller's thread
            failure.append(error)

    helper = threading.Thread(target=target, name="labeler-prefill")
    helper.start()
    helper.join()
    if failure:
        raise failure[0]


def run_prefill(
    repository: Repository,
    config: JudgeConfig,
    plan: PrefillPlan,
    *,
    on_progress: ProgressCallback | None = None,
    cancel_event: CancelSignal | None = None,
    lease_seconds: float = DEFAULT_LEASE_SECONDS,
    abandon_event: CancelSignal | None = None,
) -> PrefillSummary:
    """Send the plan's pairs to the judge (config: a JudgeConfig), committing suggestions as they arrive.

    Each pair is claimed before it is sent (services.judging.claims: a lease of lease_seconds, renewed
    while the run lives, released with its suggestion or when the run ends), so a concurrent run of
    the same set and prompt skips it: the summary counts those skipped (claimed_elsewhere,
    answered_elsewhere).

    Blocking: runs its own event loop (call it from a thread worker in the TUI). on_progress(stored,
    total) follows every commit. Setting cancel_event (threading.Event or asyncio.Event) stops
    sending: the answers in flight, already paid for, are awaited and stored, and it returns with
    cancelled=True. Setting abandon_event, or Ctrl-C (KeyboardInterrupt: PrefillInterrupted), stops
    at once and drops the requests in flight. Either way every suggestion already received stays
    stored. A first answer that is a connection, 401, 403 or 404 error raises LabelerError before
    anything is stored. config.model must be the model the plan asks (plan.request_model); a
    sample set's answers are stored under its name (plan.model).

    Before anything is sent, answers an earlier run paid for and could not store are stored
    (services.judging.journal; summary.kept_from_before), so the claims below skip their pairs.
    A commit that fails for want of the database stops sending, the answers in flight are awaited,
    and every answer not stored is written to the journal: AnswersNotStored says where.
    """
    require_judge(repository, config.model, config.base_url)
    if config.model != plan.request_model:
        raise LabelerError(f"the plan was made for model {plan.request_model!r}, not {config.model!r}")
    summary = PrefillSummary(
        model=plan.model, prompt_hash=plan.prompt_hash, cached=plan.cached, missing_text=plan.missing_text
    )
    started = time.perf_counter()
    summary.kept_from_before = store_kept_answers(repository).stored
    claims = PairClaims(repository, model=plan.model, prompt_hash=plan.prompt_hash, force=plan.force,
                        hold_back_pending=plan.hold_back_pending, lease_seconds=lease_seconds)
    try:
        if plan.pairs:
            with claims, AnswerKeeper(repository, _batch_size(config) + config.concurrency) as keeper:
                _run_in_fresh_loop(lambda: _prefill(repository, config, plan, summary, on_progress, cancel_event,
                                                    abandon_event, claims, keeper))
    except KeyboardInterrupt as interrupt:
        summary.cancelled = True
        summary.wall_seconds = time.perf_counter() - started
        raise PrefillInterrupted(summary) from interrupt
    finally:
        summary.claimed_elsewhere = claims.claimed_elsewhere
        summary.answered_elsewhere = claims.answered_elsewhere
    summary.wall_seconds = time.perf_counter() - started
    return summary
