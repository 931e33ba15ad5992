"""LLM prefill: plan which pool pairs to send to the judge (cache, filters), then run it and store every answer.

Suggestions never become judgments here: they are stored apart (repository.add_suggestions),
committed in small batches as they arrive (see _SuggestionWriter), so an interrupted run keeps
everything already received. The plan keeps pair ids only; texts are read in batches when needed.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Coroutine, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from labeler.domain import Chunk, LabelerError, Query, Suggestion, SuggestionStatus

if TYPE_CHECKING:
    from labeler.judge import CancelSignal, JudgeConfig
    from labeler.storage import Repository

FILTERS: tuple[str, ...] = ("unjudged", "all", "no-suggestion")

# Statuses that are the model's own answer: a pair holding one is not asked again (the cache).
# An ERROR (timeout, 5xx, connection) says nothing about the pair, so a re-run retries it.
CACHED_STATUSES = frozenset({SuggestionStatus.OK, SuggestionStatus.UNPARSED, SuggestionStatus.REFUSED})

# A first answer that fails like this would fail for every pair: stop at once, store nothing.
_FATAL_FIRST_ERRORS = ("connection error", "HTTP 401", "HTTP 403", "HTTP 404")

ProgressCallback = Callable[[int, int], None]
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class PrefillPlan:
    """What a prefill would do: the pairs to send (queue order) and what was left out and why."""

    model: str
    prompt_hash: str
    template: str | None
    filter: str
    pairs: tuple[tuple[str, str], ...]  # (query id, chunk id) to send, in queue order; texts are read when sent
    selected: int  # pairs matching the filter and --query
    cached: int  # skipped: same model, prompt and texts already answered (not counted when force)
    missing_text: int  # skipped: the chunk has no stored text
    over_limit: int  # left for a later run by --limit
    estimated_tokens: int  # prompt tokens of the pairs to send (estimate_tokens)

    @property
    def requests(self) -> int:
        """Pairs that would be sent (each one request, plus a re-ask if its answer is unusable)."""
        return len(self.pairs)


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


class PrefillInterrupted(KeyboardInterrupt):
    """Ctrl-C stopped a run; ``summary`` counts what was stored before it (all of it is kept)."""

    def __init__(self, summary: PrefillSummary) -> None:
        super().__init__(f"stopped: {summary.stored} suggestions kept")
        self.summary = summary


# Pool pairs whose texts are read (and prompts sized) at a time, planning and running alike:
# memory stays bounded whatever the size of the pool.
TEXT_BATCH = 500


def plan_prefill(
    repository: Repository,
    *,
    model: str,
    filter: str = "unjudged",  # noqa: A002 - the CLI's word
    query_ids: Iterable[str] | None = None,
    limit: int | None = None,
    template: str | None = None,
    force: bool = False,
) -> PrefillPlan:
    """Choose the pool pairs to send, in queue order (query import order, then best rank, then chunk id).

    filter: "unjudged" = no current judgment by anyone; "no-suggestion" = no suggestion with
    status ok from any model; "all". A pair whose newest suggestion by the same model, prompt
    hash and input hash (the texts the prompt shows) is ok/unparsed/refused is cached and not
    sent unless force; an error status is retried. Pairs without chunk text are skipped.
    limit caps the pairs sent (cached and skipped pairs do not count toward it).
    Streams the pool: texts are read TEXT_BATCH pairs at a time and the plan keeps only ids.
    """
    from labeler.judge import build_messages, estimate_tokens, input_hash, prompt_hash

    if filter not in FILTERS:
        raise LabelerError(f"unknown filter {filter!r}; use one of {', '.join(FILTERS)}")
    if limit is not None and limit < 0:
        raise LabelerError("--limit must be 0 or more")
    template_hash = prompt_hash(template)
    queries = {query.id: query for query in repository.list_queries()}
    wanted: set[str] | None = None
    if query_ids is not None:
        wanted = set(query_ids)
        unknown = sorted(wanted - queries.keys())
        if unknown:
            raise LabelerError(f"unknown query id(s): {', '.join(unknown[:10])}")

    pool = repository.pool_pair_batches(
        unjudged=filter == "unjudged", without_ok_suggestion=filter == "no-suggestion", query_ids=wanted
    )
    pairs: list[tuple[str, str]] = []
    selected = cached = missing = over_limit = tokens = 0
    chunks: dict[str, Chunk] = {}
    for rows in _rebatched(pool, TEXT_BATCH):
        selected += len(rows)
        chunks.clear()  # before the next batch is read: one batch of texts alive at a time, not two
        chunks = repository.get_chunks(chunk_id for _, _, chunk_id in rows)
        newest: dict[tuple[int, str | None], SuggestionStatus] = {}
        if not force:
            newest = repository.newest_suggestion_statuses([pair_id for pair_id, _, _ in rows], model, template_hash)
        for pair_id, query_id, chunk_id in rows:
            chunk = chunks.get(chunk_id)
            if chunk is None:
                missing += 1
                continue
            query = queries[query_id]
            if newest.get((pair_id, input_hash(query, chunk))) in CACHED_STATUSES:
                cached += 1
                continue
            if limit is not None and len(pairs) >= limit:
                over_limit += 1
                continue
            pairs.append((query.id, chunk.id))  # the query's own id string: one object per query, not per pair
            tokens += estimate_tokens(build_messages(query, chunk, template))
    return PrefillPlan(
        model=model,
        prompt_hash=template_hash,
        template=template,
        filter=filter,
        pairs=tuple(pairs),
        selected=selected,
        cached=cached,
        missing_text=missing,
        over_limit=over_limit,
        estimated_tokens=tokens,
    )


def _rebatched(batches: Iterable[list[T]], size: int) -> Iterator[list[T]]:
    """The items of batches of any size again, in order, as lists of at most size."""
    for batch in batches:
        for start in range(0, len(batch), size):
            yield batch[start : start + size]


def _pair_texts(repository: Repository, pairs: Sequence[tuple[str, str]]) -> Iterator[tuple[Query, Chunk]]:
    """The plan's pairs with their current texts, read TEXT_BATCH chunks at a time, lazily.

    A query or chunk deleted since the plan was made is passed over.
    """
    needed = {query_id for query_id, _ in pairs}
    queries = {query.id: query for query in repository.list_queries() if query.id in needed}
    chunks: dict[str, Chunk] = {}
    for start in range(0, len(pairs), TEXT_BATCH):
        batch = pairs[start : start + TEXT_BATCH]
        chunks.clear()  # one batch of texts alive at a time, not two
        chunks = repository.get_chunks(chunk_id for _, chunk_id in batch)
        for query_id, chunk_id in batch:
            chunk = chunks.get(chunk_id)
            query = queries.get(query_id)
            if chunk is not None and query is not None:
                yield query, chunk


def _count(summary: PrefillSummary, suggestion: Suggestion) -> None:
    status = suggestion.status
    if status is SuggestionStatus.OK:
        summary.done += 1
    elif status is SuggestionStatus.UNPARSED:
        summary.unparsed += 1
    elif status is SuggestionStatus.REFUSED:
        summary.refused += 1
    else:
        summary.failed += 1
    summary.tokens_in += suggestion.tokens_in or 0
    summary.tokens_out += suggestion.tokens_out or 0


class _SuggestionWriter:
    """Commits suggestions as they arrive, batch_size at a time (one transaction each), or sooner
    once the oldest waiting one is MAX_WAIT seconds old; on_progress follows each commit.

    Progress and the summary count committed suggestions only, so nothing is ever shown as saved
    before it is: a crash loses at most the answers of the last MAX_WAIT seconds, none of them
    shown. Callers flush() at the end (also on Ctrl-C or failure) so an orderly stop loses nothing.
    """

    MAX_WAIT = 0.25

    def __init__(
        self,
        repository: Repository,
        summary: PrefillSummary,
        total: int,
        on_progress: ProgressCallback | None,
        batch_size: int,
    ) -> None:
        self.received = 0
        self._repository = repository
        self._summary = summary
        self._total = total
        self._on_progress = on_progress
        self._batch_size = batch_size
        self._waiting: list[Suggestion] = []
        self._oldest_at = 0.0

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
        """Commit every waiting answer in one transaction, then report progress."""
        if not self._waiting:
            return
        batch, self._waiting = self._waiting, []
        self._repository.add_suggestions(batch)
        for suggestion in batch:
            _count(self._summary, suggestion)
        if self._on_progress is not None:
            self._on_progress(self._summary.stored, self._total)


async def _prefill(
    repository: Repository,
    config: JudgeConfig,
    plan: PrefillPlan,
    summary: PrefillSummary,
    on_progress: ProgressCallback | None,
    cancel_event: CancelSignal | None,
) -> None:
    from labeler.judge import Judge

    total = plan.requests
    writer = _SuggestionWriter(repository, summary, total, on_progress, batch_size=max(1, config.concurrency // 4))

    def on_result(suggestion: Suggestion) -> None:
        if writer.received == 0 and suggestion.status is SuggestionStatus.ERROR:
            reason = suggestion.reason or ""
            if reason.startswith(_FATAL_FIRST_ERRORS):
                raise LabelerError(f"the first request failed, nothing stored: {reason}")
        writer.add(suggestion)

    try:
        async with Judge(config) as judge:
            items = _pair_texts(repository, plan.pairs)
            judged = await judge.judge_many(items, on_result, cancel_event=cancel_event, template=plan.template)
    finally:
        writer.flush()  # also on Ctrl-C, cancellation or a failure: every answer received is kept
    summary.requests = judged.requests
    summary.retries = judged.retries
    summary.held_back_seconds = judged.held_back_seconds
    # A worker that sees the event first returns quietly, so the event itself is asked too.
    stopped_early = cancel_event is not None and cancel_event.is_set() and summary.stored < total
    summary.cancelled = judged.cancelled or stopped_early


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
) -> PrefillSummary:
    """Send the plan's pairs to the judge (config: a JudgeConfig), committing suggestions as they arrive.

    Blocking: runs its own event loop (call it from a thread worker in the TUI). on_progress(stored,
    total) follows every commit. Setting cancel_event (threading.Event or asyncio.Event) stops the
    run and returns with cancelled=True; Ctrl-C raises PrefillInterrupted. Either way every
    suggestion already received stays stored. A first answer that is a connection, 401, 403 or 404
    error raises LabelerError before anything is stored. config.model must match plan.model.
    """
    if config.model != plan.model:
        raise LabelerError(f"the plan was made for model {plan.model!r}, not {config.model!r}")
    summary = PrefillSummary(
        model=plan.model, prompt_hash=plan.prompt_hash, cached=plan.cached, missing_text=plan.missing_text
    )
    started = time.perf_counter()
    try:
        if plan.pairs:
            _run_in_fresh_loop(lambda: _prefill(repository, config, plan, summary, on_progress, cancel_event))
    except KeyboardInterrupt as interrupt:
        summary.cancelled = True
        summary.wall_seconds = time.perf_counter() - started
        raise PrefillInterrupted(summary) from interrupt
    summary.wall_seconds = time.perf_counter() - started
    return summary
