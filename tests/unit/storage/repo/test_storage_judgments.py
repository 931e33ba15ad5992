"""Judgments: re-grade supersedes, undo walks back, history is never erased; skips; qrels import."""

from __future__ import annotations

import pytest

from labeler.domain import Judgment, JudgmentSource, LabelerError, NotFoundError, Query, UpsertCounts


@pytest.fixture
def repo(repository):
    repository.upsert_queries([Query("q1", "one"), Query("q2", "two")])
    return repository


def _grades(repo, annotator="ann") -> dict[tuple[str, str], int]:
    return {(j.query_id, j.chunk_id): j.grade for j in repo.current_judgments(annotator)}


def test_regrade_then_undo_restores_previous_then_nothing(repo):
    first = repo.record_judgment("q1", "c1", "ann", 1, seconds_spent=4.5)
    assert (first.grade, first.source, first.seconds_spent) == (1, JudgmentSource.HUMAN, 4.5)
    repo.record_judgment("q1", "c1", "ann", 3)
    assert _grades(repo) == {("q1", "c1"): 3}
    undone = repo.undo_last("ann")
    assert undone.grade == 3
    assert _grades(repo) == {("q1", "c1"): 1}
    assert repo.undo_last("ann").grade == 1
    assert _grades(repo) == {}
    assert repo.undo_last("ann") is None
    history = repo.judgment_history()
    assert [(j.grade, status) for j, status in history] == [(1, "undone"), (3, "undone")]


def test_undo_walks_back_across_queries(repo):
    repo.record_judgment("q1", "c1", "ann", 0)
    repo.record_judgment("q2", "c2", "ann", 2)
    repo.record_judgment("q1", "c1", "ann", 1)
    repo.record_judgment("q1", "c1", "bob", 3)
    assert repo.undo_last("ann").grade == 1  # bob's later grade is not ann's to undo
    assert _grades(repo) == {("q1", "c1"): 0, ("q2", "c2"): 2}
    assert repo.undo_last("ann").query_id == "q2"
    assert repo.undo_last("ann").query_id == "q1"
    assert repo.undo_last("ann") is None
    assert _grades(repo, "bob") == {("q1", "c1"): 3}
    assert repo.undo_last("nobody") is None


def test_history_keeps_superseded_rows(repo):
    repo.record_judgment("q1", "c1", "ann", 1)
    repo.record_judgment("q1", "c1", "ann", 2)
    repo.record_judgment("q1", "c1", "ann", 2)
    assert [(j.grade, s) for j, s in repo.judgment_history()] == [(1, "superseded"), (2, "superseded"), (2, "current")]


def test_record_judgment_creates_manual_pair_and_rejects_bad_input(repo):
    repo.record_judgment("q1", "new-chunk", "ann", 2)
    assert [(p.chunk_id, p.origin) for p in repo.list_pairs()] == [("new-chunk", "manual")]
    with pytest.raises(LabelerError, match="between 0 and 3"):
        repo.record_judgment("q1", "c1", "ann", 5)
    with pytest.raises(NotFoundError, match="unknown queries"):
        repo.record_judgment("q404", "c1", "ann", 1)


def test_set_note_changes_current_only(repo):
    assert repo.set_note("q1", "c1", "ann", "why") is None
    repo.record_judgment("q1", "c1", "ann", 2, note="first")
    assert repo.set_note("q1", "c1", "ann", "because").note == "because"
    assert repo.current_judgments("ann")[0].note == "because"


def test_current_judgments_filters_by_annotator_and_source(repo):
    repo.record_judgment("q1", "c1", "ann", 2)
    repo.record_judgment("q1", "c1", "bob", 1, source=JudgmentSource.LLM_ACCEPTED)
    assert {j.annotator for j in repo.current_judgments()} == {"ann", "bob"}
    assert [j.annotator for j in repo.current_judgments(sources={JudgmentSource.LLM_ACCEPTED})] == ["bob"]
    assert repo.annotators() == ["ann", "bob"]


def test_skip_unskip_and_grading_clears_skip(repo):
    repo.record_judgment("q1", "c1", "ann", 2)
    repo.undo_last("ann")
    repo.skip("q1", "c1", "ann")
    repo.skip("q1", "c1", "ann")
    assert repo.skipped("ann") == {("q1", "c1")}
    assert repo.skipped("bob") == set()
    repo.unskip("q1", "c1", "ann")
    assert repo.skipped("ann") == set()
    repo.skip("q1", "c1", "ann")
    repo.record_judgment("q1", "c1", "ann", 1)
    assert repo.skipped("ann") == set()
    with pytest.raises(NotFoundError):
        repo.skip("q1", "not-in-pool", "ann")


def test_import_judgments_counts_added_updated_unchanged(repo):
    rows = [Judgment("q1", f"c{i}", "qrels", i % 4, source=JudgmentSource.IMPORT) for i in range(10)]
    assert repo.import_judgments(rows) == UpsertCounts(added=10, pairs_added=10)  # none of the pairs was pooled
    assert repo.import_judgments(rows) == UpsertCounts(unchanged=10)
    changed = rows[:3] + [Judgment("q1", "c3", "qrels", 0, source=JudgmentSource.IMPORT)]
    changed.append(Judgment("q2", "cx", "qrels", 1, source=JudgmentSource.IMPORT))
    assert repo.import_judgments(changed) == UpsertCounts(added=1, updated=1, unchanged=3, pairs_added=1)  # q2/cx
    assert _grades(repo, "qrels")[("q1", "c3")] == 0
    assert {p.origin for p in repo.list_pairs()} == {"qrels"}
    assert sum(1 for _, s in repo.judgment_history() if s == "superseded") == 1


def test_import_judgments_rejects_unknown_query_and_writes_nothing(repo):
    rows = [Judgment("q1", "c1", "qrels", 1), Judgment("q404", "c1", "qrels", 1)]
    with pytest.raises(NotFoundError, match="q404"):
        repo.import_judgments(rows)
    assert repo.judgment_history() == [] and repo.pair_count() == 0 and repo.annotators() == []


def test_import_judgments_in_bulk_across_many_queries_keeps_the_history_rules(any_repository):
    """More queries than one write batch: counts, superseding and the last repeat win, both backends."""
    queries = [f"q{i:04d}" for i in range(1_100)]
    any_repository.upsert_queries([Query(q, q) for q in queries])
    first = [Judgment(q, f"c{k}", "ann", (i + k) % 4) for i, q in enumerate(queries) for k in range(2)]
    assert any_repository.import_judgments(first) == UpsertCounts(added=2_200, pairs_added=2_200)
    again = [Judgment(j.query_id, j.chunk_id, "ann", (j.grade + (1 if j.query_id.endswith("7") else 0)) % 4) for j in first]
    again.append(Judgment("q1099", "c0", "ann", 0))  # a repeat later in the file wins: 3 -> 0
    again.append(Judgment("q0001", "c9", "bob", 2))
    changed = sum(1 for j in first if j.query_id.endswith("7")) + 1
    counts = any_repository.import_judgments(again)
    assert counts == UpsertCounts(added=1, updated=changed, unchanged=2_200 - changed, pairs_added=1)  # q0001/c9
    current = {(j.query_id, j.chunk_id, j.annotator): j.grade for j in any_repository.current_judgments()}
    assert len(current) == 2_201 and current[("q1099", "c0", "ann")] == 0
    history = any_repository.judgment_history()
    superseded = [j for j, status in history if status == "superseded"]
    assert len(superseded) == counts.updated


def test_import_judgments_unknown_query_in_a_late_batch_writes_nothing(any_repository):
    queries = [f"q{i:04d}" for i in range(1_100)]
    any_repository.upsert_queries([Query(q, q) for q in queries])
    rows = [Judgment(q, "c", "ann", 1) for q in queries] + [Judgment("zz-unknown", "c", "ann", 1)]
    with pytest.raises(NotFoundError):
        any_repository.import_judgments(rows)
    assert any_repository.current_judgments() == [] and any_repository.list_pairs() == []
