"""The prefill plan: which pool pairs to send to the judge, for one model or its repeated samples.

Streams the pool (texts read TEXT_BATCH pairs at a time, the plan keeps only ids), looks the cache
up one batch at a time, leaves out pairs waiting in a pending batch job (their answers come with
`labeler judge --collect`), and sizes the prompts with the counter it is given.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypedDict, TypeVar, Unpack

from labeler.domain import Chunk, LabelerError, Query, SuggestionStatus
from labeler.judge.suspects import suspect_flags  # loaded with the plan: its one-time costs are not a batch's
from labeler.services.roles import Action, require

if TYPE_CHECKING:
    from labeler.judge.prompt import PromptTemplate
    from labeler.judge.tokens import TokenCounter
    from labeler.storage import Repository

T = TypeVar("T")

FILTERS: tuple[str, ...] = ("unjudged", "all", "no-suggestion")

# Statuses that are the model's own answer: a pair holding one is not asked again (the cache).
# An ERROR (timeout, 5xx, connection) says nothing about the pair, so a re-run retries it.
CACHED_STATUSES = frozenset({SuggestionStatus.OK, SuggestionStatus.UNPARSED, SuggestionStatus.REFUSED})

# Pool pairs whose texts are read (and prompts sized) at a time, planning and running alike:
# memory stays bounded whatever the size of the pool.
TEXT_BATCH = 500



@dataclass(frozen=True, slots=True)
class PrefillPlan:
    """What a prefill would do: the pairs to send (queue order) and what was left out and why."""

    model: str  # the suggestion set's name: the model, or "M#k" for sample k of model M
    prompt_hash: str
    template: PromptTemplate
    filter: str
    pairs: tuple[tuple[str, str], ...]  # (query id, chunk id) to send, in queue order; texts are read when sent
    selected: int  # pairs matching the filter and --query
    cached: int  # skipped: same model, prompt and texts already answered (not counted when force)
    missing_text: int  # skipped: the chunk has no stored text
    over_limit: int  # left for a later run by --limit
    estimated_tokens: int  # prompt tokens of the pairs to send, counted as token_count says
    token_count: str = "estimate (≈4 chars/token)"  # how estimated_tokens was counted (judge.tokens)
    tokens_exact: bool = False  # estimated_tokens is the tokenizer's own count, not an estimate
    output_tokens: int = 0  # answer tokens of the pairs to send (judge.tokens.ANSWER_TOKENS each)
    sample_of: str | None = None  # the model asked, when this plan is one of its repeated samples
    pending: int = 0  # skipped: waiting in a pending batch job of this set and prompt (its answer is on the way)
    force: bool = False  # made with force: cached answers were not left out
    hold_back_pending: bool = True  # pairs waiting in a pending batch job were left out
    suspects: int = 0  # of the pairs to send, those whose passage may fool the judge (services.judging.suspects)

    @property
    def requests(self) -> int:
        """Pairs that would be sent (each one request, plus a re-ask if its answer is unusable)."""
        return len(self.pairs)

    @property
    def request_model(self) -> str:
        """The model the requests name (model itself, unless this is a sample set "M#k")."""
        return self.sample_of or self.model


# Prompts rendered and counted at a time: enough for the tokenizer's batch call to pay off, few
# enough that rendered prompts never outweigh the batch of texts they are made from.
COUNT_BATCH = 64


def _add_sizes(
    pairs: list[tuple[Query, Chunk, list[int]]], counter: TokenCounter, template: PromptTemplate, totals: list[int]
) -> None:
    """Count the prompts of these pairs and add each one's size to the total of every set sending it."""
    from labeler.judge import build_messages

    sizes = counter.count([build_messages(query, chunk, template) for query, chunk, _ in pairs])
    for (_, _, sending), size in zip(pairs, sizes, strict=True):
        for index in sending:
            totals[index] += size


def sample_names(model: str, samples: int) -> list[str]:
    """The suggestion sets of repeated samples: "M#1" ... "M#N"; one sample is the model's own name."""
    if samples < 1:
        raise LabelerError("--samples must be 1 or more")
    return [model] if samples == 1 else [f"{model}#{number}" for number in range(1, samples + 1)]


class PlanOptions(TypedDict, total=False):
    """What plan_prefill and plan_samples take besides the model (defaults in plan_prefill's docstring)."""

    filter: str
    query_ids: Iterable[str] | None
    limit: int | None
    template: PromptTemplate
    force: bool
    tokens: TokenCounter | None
    size_prompts: bool
    hold_back_pending: bool


def plan_prefill(repository: Repository, *, model: str, **options: Unpack[PlanOptions]) -> PrefillPlan:
    """Choose the pool pairs to send, in queue order (query import order, then best rank, then chunk id).

    filter (default "unjudged"): "unjudged" = no current judgment by anyone; "no-suggestion" = no
    suggestion with status ok from any model; "all". query_ids: only these queries' pairs. A pair
    whose newest suggestion by the same model, prompt hash and input hash (the texts the prompt
    shows) is ok/unparsed/refused is cached and not sent unless force; an error status is retried.
    Pairs without chunk text are skipped. A pair waiting in a pending batch job of the same model and
    prompt hash is skipped (counted in pending: not paid for twice) unless hold_back_pending is False
    (default: not force). limit caps the pairs sent (cached, pending and skipped pairs do not count
    toward it). template: a template text, a few-shot prompt or None (the default).
    tokens counts the prompts (default: the ≈4 chars/token estimate; judge.tokens.token_counter
    for the model's own). size_prompts (default True) False: no prompt is rendered or counted
    (estimated_tokens 0), for a caller that renders each prompt once itself (batch submission).
    Streams the pool: texts are read TEXT_BATCH pairs at a time and the plan keeps only ids. The
    pairs to send are read by the suspects detector as they stream by (PrefillPlan.suspects).
    """
    return plan_samples(repository, model=model, samples=1, **options)[0]


def plan_samples(
    repository: Repository, *, model: str, samples: int, **options: Unpack[PlanOptions]
) -> list[PrefillPlan]:
    """One plan per suggestion set of sample_names(model, samples), from one pass over the pool.

    Each set has its own cache (a pair answered in "M#1" is still sent for "M#2") and its own
    limit; every other rule is plan_prefill's. Each pair's prompt is counted once, whatever the
    number of sets sending it.
    """
    require(repository, Action.PREFILL)
    from labeler.judge import input_hash, prompt_hash
    from labeler.judge.tokens import ANSWER_TOKENS, ESTIMATE

    filter = options.get("filter", "unjudged")  # noqa: A001 - the CLI's word
    query_ids = options.get("query_ids")
    limit = options.get("limit")
    template = options.get("template")
    force = options.get("force", False)
    counter = options.get("tokens") or ESTIMATE
    size_prompts = options.get("size_prompts", True)
    hold_back = options.get("hold_back_pending", not force)
    names = sample_names(model, samples)
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
    pairs: list[list[tuple[str, str]]] = [[] for _ in names]
    waiting = [repository.pending_batch_pairs(name, template_hash) if hold_back else set() for name in names]
    cached = [0] * len(names)
    pending = [0] * len(names)
    over_limit = [0] * len(names)
    token_totals = [0] * len(names)
    selected = missing = 0
    chunks: dict[str, Chunk] = {}
    flagged: set[tuple[str, str]] = set()  # pairs to send that the suspects detector flags
    for rows in _rebatched(pool, TEXT_BATCH):
        selected += len(rows)
        chunks.clear()  # before the next batch is read: one batch of texts alive at a time, not two
        chunks = repository.get_chunks(chunk_id for _, _, chunk_id in rows)
        newest: list[dict[tuple[int, str | None], SuggestionStatus]] = [{} for _ in names]
        if not force:
            pair_ids = [pair_id for pair_id, _, _ in rows]
            by_set = repository.newest_suggestion_statuses_of_sets(pair_ids, names, template_hash)  # one query
            newest = [by_set[name] for name in names]
        to_count: list[tuple[Query, Chunk, list[int]]] = []  # a pair to size, and the sets sending it
        to_read: list[tuple[Query, Chunk]] = []  # pairs some set sends: read by the suspects detector
        for pair_id, query_id, chunk_id in rows:
            chunk = chunks.get(chunk_id)
            if chunk is None:
                missing += 1
                continue
            query = queries[query_id]
            key = (pair_id, input_hash(query, chunk))
            sending: list[int] = []
            for index in range(len(names)):
                if newest[index].get(key) in CACHED_STATUSES:
                    cached[index] += 1
                elif (query_id, chunk_id) in waiting[index]:
                    pending[index] += 1
                elif limit is not None and len(pairs[index]) >= limit:
                    over_limit[index] += 1
                else:
                    pairs[index].append((query.id, chunk.id))  # the query's own id string: one object per query
                    sending.append(index)
            if sending:
                to_read.append((query, chunk))
            if len(to_read) >= SUSPECT_BATCH:
                flagged.update(_flagged(to_read))
                to_read = []
            if sending and size_prompts:
                to_count.append((query, chunk, sending))
            if len(to_count) >= COUNT_BATCH:
                _add_sizes(to_count, counter, template, token_totals)
                to_count = []
        _add_sizes(to_count, counter, template, token_totals)
        flagged.update(_flagged(to_read))
        to_count, to_read = [], []  # no text of this batch outlives it
    return [
        PrefillPlan(
            model=name,
            prompt_hash=template_hash,
            template=template,
            filter=filter,
            pairs=tuple(pairs[index]),
            selected=selected,
            cached=cached[index],
            missing_text=missing,
            over_limit=over_limit[index],
            estimated_tokens=token_totals[index],
            token_count=counter.label if size_prompts else "not counted",
            tokens_exact=counter.exact and size_prompts,
            output_tokens=ANSWER_TOKENS * len(pairs[index]),
            sample_of=model if name != model else None,
            pending=pending[index],
            force=force,
            hold_back_pending=hold_back,
            suspects=sum(1 for pair in pairs[index] if pair in flagged),
        )
        for index, name in enumerate(names)
    ]


# Pairs the suspects detector reads at once while planning: its working memory is a few times the
# texts it reads, so a fraction of a TEXT_BATCH keeps the plan's peak near one batch of texts.
SUSPECT_BATCH = 50


def _flagged(pairs: list[tuple[Query, Chunk]]) -> set[tuple[str, str]]:
    """The (query id, chunk id) of the pairs the suspects detector flags, read at once."""
    if not pairs:
        return set()
    from labeler.services.judging.suspects import judged_texts

    flags = suspect_flags([judged_texts(query, chunk) for query, chunk in pairs])
    return {(query.id, chunk.id) for (query, chunk), found in zip(pairs, flags, strict=True) if found}


def pairs_with_texts(
    repository: Repository,
    pairs: Sequence[tuple[str, str]],
    keep: Callable[[list[tuple[Query, Chunk]]], list[tuple[Query, Chunk]]] | None = None,
) -> Iterator[tuple[Query, Chunk]]:
    """The plan's pairs with their current texts, read TEXT_BATCH chunks at a time, lazily.

    A query or chunk deleted since the plan was made is passed over. keep (judge_claims.PairClaims.keep)
    sees each batch before it is handed out and returns the pairs to hand out.
    """
    needed = {query_id for query_id, _ in pairs}
    queries = {query.id: query for query in repository.list_queries() if query.id in needed}
    chunks: dict[str, Chunk] = {}
    for start in range(0, len(pairs), TEXT_BATCH):
        batch = pairs[start : start + TEXT_BATCH]
        chunks.clear()  # one batch of texts alive at a time, not two
        chunks = repository.get_chunks(chunk_id for _, chunk_id in batch)
        found = [(queries[query_id], chunks[chunk_id]) for query_id, chunk_id in batch
                 if query_id in queries and chunk_id in chunks]
        yield from found if keep is None else keep(found)


def _rebatched(batches: Iterable[list[T]], size: int) -> Iterator[list[T]]:
    """The items of batches of any size again, in order, as lists of at most size."""
    for batch in batches:
        for start in range(0, len(batch), size):
            yield batch[start : start + size]
