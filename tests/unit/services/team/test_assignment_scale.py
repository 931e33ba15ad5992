"""Assignment at scale: kept per-annotator assignment counts equal a recount after random writes, and
the set-wise `assign` gives exactly the assignment of the row-by-row greedy rule it replaced."""

from __future__ import annotations

import contextlib
import random
from collections import defaultdict
from collections.abc import Callable, Sequence

import pytest
from sqlalchemy import delete

from labeler.domain import NotFoundError, Chunk, Judgment, JudgmentSource, Pair, Query
from labeler.domain.models import INDEPENDENT_SOURCES
from labeler.services.team.assignment import assign, assignment_progress
from labeler.storage import Repository
from labeler.storage.counts import assignments as kept_assignments
from labeler.storage.counts.assignments import ASSIGNED_PREFIX, ASSIGNMENTS_KEPT, DONE_PREFIX
from labeler.storage.counts.kept import Deltas, kept_count_t
from tests.random_writes import ANNOTATORS, QUERIES, count_drift, random_writes


def _scan_progress(repository: Repository) -> dict[str, tuple[int, int]]:
    """annotator -> (assigned, done) counted from the tables, as team-status counted before."""
    judged = {(j.query_id, j.chunk_id, j.annotator) for j in repository.current_judgments(sources=INDEPENDENT_SOURCES)}
    progress: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for q, c, a in repository.assignments():
        progress[a][0] += 1
        progress[a][1] += (q, c, a) in judged
    return {a: (n, done) for a, (n, done) in sorted(progress.items())}


def _assignment_writes(repository: Repository, rng: random.Random) -> list[Callable[[], object]]:
    """Writes of assignments: assign, clear (some or all) and add by hand."""

    def assign_some() -> None:
        team = rng.sample(ANNOTATORS, rng.randint(2, 3))
        with contextlib.suppress(NotFoundError):  # the pool is still empty
            assign(repository, rng.randint(1, 2), team)

    def clear_some() -> None:
        repository.clear_assignments(None if rng.random() < 0.3 else [rng.choice(ANNOTATORS)])

    def add_by_hand() -> None:
        pairs = repository.list_pairs()
        if pairs:
            picked = rng.sample(pairs, min(len(pairs), 4))
            repository.add_assignments([(p.query_id, p.chunk_id, rng.choice(ANNOTATORS)) for p in picked])

    return [assign_some, assign_some, clear_some, add_by_hand]


def _history(
    repository: Repository, seed: int, steps: int, seen: set[str] | None = None
) -> dict[str, tuple[int, int]]:
    """Random writes of judgments and assignments; the first drift of any kept count (empty if none).
    seen collects the names of the non-zero kept counts along the way."""
    rng = random.Random(seed)
    judgment_writes = random_writes(repository, rng)
    judgment_writes[0]()
    writes = judgment_writes + _assignment_writes(repository, rng)
    for _ in range(steps):
        rng.choice(writes)()
        if drift := count_drift(repository):
            return drift
        if repository.assignment_progress() != _scan_progress(repository):
            return {"progress": (0, 1)}
        if seen is not None:
            with repository.engine.connect() as conn:
                seen.update(name for name, n in conn.execute(kept_count_t.select()) if n)
    return {}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_kept_assignment_counts_equal_a_recount_after_random_writes(any_repository: Repository, seed: int) -> None:
    seen: set[str] = set()
    assert _history(any_repository, seed, steps=150, seen=seen) == {}
    assert ASSIGNMENTS_KEPT in seen and any(name.startswith(DONE_PREFIX) for name in seen)


@pytest.mark.parametrize("skipped", ["own_judgments_changed", "record_assignment_counts"])
def test_a_skipped_assignment_count_update_is_caught(
    repository: Repository, skipped: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the check above is only worth something if leaving out either kind of update fails it
    if skipped == "own_judgments_changed":
        monkeypatch.setattr(Deltas, skipped, lambda self, *args: None)
    else:
        monkeypatch.setattr(kept_assignments, skipped, lambda *args: None)
    assert any(_history(repository, seed, steps=150) for seed in (1, 2))


def test_an_adjudication_is_not_the_annotators_own_judgment(repository: Repository) -> None:
    repository.upsert_queries([Query("q", "query")])
    repository.add_pairs([Pair("q", "c", "pool")])
    repository.add_assignments([("q", "c", "ann")])
    repository.record_judgment("q", "c", "ann", 2, source=JudgmentSource.ADJUDICATED)
    assert repository.assignment_progress() == {"ann": (1, 0)}
    repository.record_judgment("q", "c", "ann", 1)
    assert repository.assignment_progress() == {"ann": (1, 1)}
    repository.undo_last("ann")
    assert repository.assignment_progress() == {"ann": (1, 0)} == _scan_progress(repository)


def test_a_database_without_kept_assignment_counts_scans_then_records_them(repository: Repository) -> None:
    repository.upsert_queries([Query("q", "query")])
    repository.add_pairs([Pair("q", f"c{i}", "pool") for i in range(4)])
    repository.add_assignments([("q", "c0", "ann"), ("q", "c1", "ann"), ("q", "c2", "bea")])
    repository.record_judgment("q", "c1", "ann", 3)
    # as a database whose counts were backfilled before assignment counts were kept
    with repository.engine.begin() as conn:
        names = kept_count_t.c.name
        conn.execute(delete(kept_count_t).where(names.like(f"{ASSIGNED_PREFIX}%") | names.like(f"{DONE_PREFIX}%")
                                                | (names == ASSIGNMENTS_KEPT)))
    repository.record_judgment("q", "c2", "bea", 1)  # a delta onto a missing row must not be trusted
    expected = {"ann": (2, 1), "bea": (1, 1)}
    assert repository.assignment_progress() == expected  # the scan
    repository.add_assignments([("q", "c3", "cem")])
    assert repository.assignment_progress() == {**expected, "cem": (1, 0)}
    assert count_drift(repository) == {}


# --- set-wise assign against the row-by-row rule it replaced ------------------------------------


def _greedy_assign(repository: Repository, per_pair: int, team: Sequence[str]) -> tuple[list[tuple[str, str, str]], int]:
    """The assignment `assign` made before it went set-wise (Python objects per pair): new
    (query, chunk, annotator) triples and how many pairs were already covered."""
    covered: dict[tuple[str, str], set[str]] = defaultdict(set)
    for judgment in repository.current_judgments(sources=INDEPENDENT_SOURCES):
        covered[(judgment.query_id, judgment.chunk_id)].add(judgment.annotator)
    for query_id, chunk_id, annotator in repository.assignments():
        covered[(query_id, chunk_id)].add(annotator)
    load = {name: 0 for name in team}
    for holders in covered.values():
        for name in holders & load.keys():
            load[name] += 1
    order = {name: i for i, name in enumerate(team)}
    new: list[tuple[str, str, str]] = []
    already = 0
    for pair in repository.list_pairs():
        holders = covered.get((pair.query_id, pair.chunk_id), set())
        missing = per_pair - len(holders)
        if missing <= 0:
            already += 1
            continue
        candidates = sorted((name for name in team if name not in holders), key=lambda n: (load[n], order[n]))
        for name in candidates[:missing]:
            new.append((pair.query_id, pair.chunk_id, name))
            load[name] += 1
    return new, already


def _random_project(repository: Repository, rng: random.Random) -> None:
    """Pairs with ties in best rank, judgments of every source (some by people off the team), assignments."""
    queries = [f"q{i}" for i in range(rng.randint(3, 7))]
    repository.upsert_queries([Query(q, f"text {q}") for q in reversed(queries)])
    pairs = {(q, f"c{rng.randint(0, 40)}") for q in queries for _ in range(rng.randint(2, 12))}
    repository.upsert_chunks([[Chunk(c, "text") for c in sorted({c for _, c in pairs})]])
    repository.add_pairs([Pair(q, c, "pool", best_rank=rng.choice([None, 1, 2, 3])) for q, c in sorted(pairs)])
    people = ["ann", "bea", "cem", "dov", "eli", "outsider"]
    sources = [JudgmentSource.HUMAN, JudgmentSource.IMPORT, JudgmentSource.LLM_ACCEPTED, JudgmentSource.ADJUDICATED]
    judgments = [
        Judgment(q, c, rng.choice(people), rng.randint(0, 3), source=rng.choice(sources))
        for q, c in sorted(pairs)
        if rng.random() < 0.5
    ]
    repository.import_judgments(judgments)
    assigned = [(q, c, rng.choice(people)) for q, c in sorted(pairs) if rng.random() < 0.3]
    repository.add_assignments(assigned)


@pytest.mark.parametrize("seed", range(8))
def test_setwise_assign_equals_the_greedy_rule(any_repository: Repository, seed: int) -> None:
    rng = random.Random(seed)
    _random_project(any_repository, rng)
    for _ in range(2):  # a second round starts from the first one's assignments
        team = rng.sample(["ann", "bea", "cem", "dov", "eli", "new"], rng.randint(2, 5))
        per_pair = rng.randint(1, len(team))
        before = set(any_repository.assignments())
        expected, already = _greedy_assign(any_repository, per_pair, team)
        report = assign(any_repository, per_pair, team)
        assert set(any_repository.assignments()) - before == set(expected)
        assert (report.added, report.already_covered) == (len(expected), already)
    assert any_repository.assignment_progress() == _scan_progress(any_repository) == assignment_progress(any_repository)


@pytest.mark.parametrize("foreign", ["assignedXdone:1", "ASSIGNED:1"])
def test_a_full_recount_leaves_kept_counts_of_other_names_alone(any_repository: Repository, foreign: str) -> None:
    # "assignedXdone:1" matched LIKE 'assigned_done:%' (`_` is any character); "ASSIGNED:1" matched
    # SQLite's case-blind LIKE 'assigned:%'. Neither is an assignment count.
    any_repository.upsert_queries([Query("q", "query")])
    any_repository.add_pairs([Pair("q", "c0", "pool")])
    any_repository.add_assignments([("q", "c0", "ann")])
    with any_repository.engine.begin() as conn:
        conn.execute(kept_count_t.insert().values(name=foreign, n=7))
        kept_assignments.record_assignment_counts(conn)
    with any_repository.engine.connect() as conn:
        kept = dict(conn.execute(kept_count_t.select()).all())
    assert kept[foreign] == 7
    assert any_repository.assignment_progress() == {"ann": (1, 0)}
