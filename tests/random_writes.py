"""Random writes of every kind that changes a kept count, and the drift between kept counts and a
recount: what the kept-count tests of storage and of team assignments share."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable

from labeler.domain import Chunk, Judgment, JudgmentSource, NotFoundError, Pair, Query, Suggestion, SuggestionStatus
from labeler.domain.pool.pool_rows import PoolRows
from labeler.services.team.assignment import adjudicate, undo_last_adjudication
from labeler.storage import Repository
from labeler.storage.counts.kept import kept_rows, recount_rows

QUERIES = [f"q{i}" for i in range(8)]
CHUNKS = [f"c{i}" for i in range(30)]
ANNOTATORS = ["ann", "bea", "cem"]


def count_drift(repository: Repository) -> dict[str, tuple[int, int]]:
    """name -> (kept, recounted) for every count that differs (a missing row counts as 0)."""
    with repository.engine.connect() as conn:
        kept, fresh = kept_rows(conn), recount_rows(conn)
    return {
        name: (kept.get(name, 0), fresh.get(name, 0))
        for name in set(kept) | set(fresh)
        if kept.get(name, 0) != fresh.get(name, 0)
    }


def random_writes(repository: Repository, rng: random.Random) -> list[Callable[[], object]]:
    """Every kind of write that changes a kept count, with random arguments."""

    def some_pairs(n: int) -> list[tuple[str, str]]:
        return [(rng.choice(QUERIES[:known[0]]), rng.choice(CHUNKS)) for _ in range(n)]

    known = [2]  # queries imported so far (a prefix of QUERIES)

    def queries() -> None:
        known[0] = min(len(QUERIES), known[0] + rng.randint(0, 2))
        repository.upsert_queries([Query(q, f"text of {q}") for q in QUERIES[: known[0]]])

    def chunks() -> None:
        ids = rng.sample(CHUNKS, rng.randint(1, 6))
        repository.upsert_chunks([[Chunk(c, f"text {c}") for c in ids[:3]], [Chunk(c, "other") for c in ids[2:]]])

    def pool() -> None:
        pairs = [Pair(q, c, origin="pool", best_rank=rng.randint(1, 9)) for q, c in some_pairs(rng.randint(1, 8))]
        placeholder = [Pair("placeholder-q", rng.choice(CHUNKS), origin="pool")] if rng.random() < 0.2 else []
        if rng.random() < 0.5:
            repository.add_pairs(pairs + placeholder, placeholder_queries=["placeholder-q"] if placeholder else [])
            return
        # the set-wise path `labeler pool` takes (storage.repo.pool): same pairs as columns, no run links
        chosen = {(p.query_id, p.chunk_id): p.best_rank for p in pairs + placeholder}
        repository.add_pool(
            PoolRows(query_ids=[q for q, _ in chosen], chunk_ids=[c for _, c in chosen], best_ranks=list(chosen.values()),
                     link_pairs=[], link_runs=[], link_ranks=[], runs=[]),
            origin="pool", placeholder_queries=["placeholder-q"] if placeholder else [])

    def grade() -> None:
        q, c = some_pairs(1)[0]
        source = rng.choice([JudgmentSource.HUMAN, JudgmentSource.HUMAN, JudgmentSource.LLM_ACCEPTED])
        repository.record_judgment(q, c, rng.choice(ANNOTATORS), rng.randint(0, 3), source=source)

    def undo() -> None:
        repository.undo_last(rng.choice(ANNOTATORS))

    def import_qrels() -> None:
        annotator = rng.choice([*ANNOTATORS, "importer"])
        rows = [Judgment(q, c, annotator, rng.randint(0, 3), source=JudgmentSource.IMPORT) for q, c in some_pairs(rng.randint(1, 12))]
        repository.import_judgments(rows)

    def adjudication() -> None:
        q, c = some_pairs(1)[0]
        if rng.random() < 0.3:
            undo_last_adjudication(repository, "dee")
        else:
            with contextlib.suppress(NotFoundError):  # a pair not in the pool yet
                adjudicate(repository, q, c, "dee", rng.randint(0, 3))

    def suggestion() -> None:
        q, c = some_pairs(1)[0]
        repository.add_suggestion(
            Suggestion(q, c, model="m", prompt_hash="p", status=SuggestionStatus.OK, grade=rng.randint(0, 3))
        )

    def skip() -> None:
        for pair in repository.list_pairs(rng.choice(QUERIES[: known[0]]))[:3]:
            (repository.skip if rng.random() < 0.6 else repository.unskip)(pair.query_id, pair.chunk_id, rng.choice(ANNOTATORS))

    return [queries, chunks, pool, grade, grade, undo, import_qrels, adjudication, suggestion, skip]
