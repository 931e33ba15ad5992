"""Assignment, progress, adjudication and the disagreement queue, on SQLite and PostgreSQL."""

from __future__ import annotations

from collections import Counter

import pytest

from labeler.domain import (
    Chunk,
    Judgment,
    JudgmentSource,
    LabelerError,
    NotFoundError,
    Pair,
    Query,
    Suggestion,
    SuggestionStatus,
)
from labeler.services.team.assignment import (
    adjudicate,
    adjudicator_name,
    assign,
    assignment_progress,
    disagreements,
)
from labeler.services.exporting.exports import export_qrels
from labeler.storage import open_repository
from labeler.storage.revisions import run_alembic


def _pool(repository, queries: int = 3, per_query: int = 4) -> list[tuple[str, str]]:
    keys = [(f"q{i}", f"c{i}-{j}") for i in range(queries) for j in range(per_query)]
    repository.upsert_queries([Query(f"q{i}", f"query {i}") for i in range(queries)])
    repository.upsert_chunks([[Chunk(c, f"text {c}") for _, c in keys]])
    repository.add_pairs([Pair(q, c, "pool", best_rank=int(c.split("-")[1]) + 1) for q, c in keys])
    return keys


def test_each_pair_gets_k_annotators_balanced_and_deterministic(any_repository):
    keys = _pool(any_repository)  # 12 pairs
    report = assign(any_repository, 2, ["ann", "bob", "cat"])
    assert (report.pairs, report.added, report.already_covered) == (12, 24, 0)
    assert report.load == {"ann": 8, "bob": 8, "cat": 8}
    rows = any_repository.assignments()
    per_pair = Counter((q, c) for q, c, _ in rows)
    assert set(per_pair) == set(keys) and set(per_pair.values()) == {2}
    # least loaded first, ties by the team's order: the first pairs go to ann+bob, then cat+ann, ...
    assert [a for q, c, a in rows if (q, c) == ("q0", "c0-0")] == ["ann", "bob"]
    assert [a for q, c, a in rows if (q, c) == ("q0", "c0-1")] == ["ann", "cat"]
    again = assign(any_repository, 2, ["ann", "bob", "cat"])
    assert (again.added, again.already_covered) == (0, 12)
    assert any_repository.assignments() == rows


def test_same_input_gives_the_same_assignment_on_another_database(tmp_path, any_repository):
    _pool(any_repository)
    assign(any_repository, 2, ["x", "y", "z", "w"])
    other = open_repository(str(tmp_path / "other.db"))
    try:
        _pool(other)
        assign(other, 2, ["x", "y", "z", "w"])
        assert other.assignments() == any_repository.assignments()
    finally:
        other.close()


def test_existing_judgments_count_towards_k(any_repository):
    _pool(any_repository, queries=1, per_query=3)
    any_repository.record_judgment("q0", "c0-0", "bob", 2)
    any_repository.import_judgments([Judgment("q0", "c0-1", "trec", 1, source=JudgmentSource.IMPORT)])
    # An adjudication is not an independent judgment: it does not cover the pair.
    adjudicate(any_repository, "q0", "c0-2", "boss", 3)
    report = assign(any_repository, 2, ["ann", "bob"])
    rows = any_repository.assignments()
    assert [(c, a) for _, c, a in rows] == [
        ("c0-0", "ann"),
        ("c0-1", "ann"),  # covered by trec's imported grade and one of the team: ann (lighter than bob)
        ("c0-2", "ann"),
        ("c0-2", "bob"),
    ]
    assert report.load == {"ann": 3, "bob": 2}


def test_default_team_skips_import_only_and_adjudicator_names(any_repository):
    _pool(any_repository, queries=1, per_query=2)
    any_repository.import_judgments([Judgment("q0", "c0-0", "trec", 1, source=JudgmentSource.IMPORT)])
    any_repository.record_judgment("q0", "c0-0", "ann", 1)
    any_repository.record_judgment("q0", "c0-1", "bob", 1)
    adjudicate(any_repository, "q0", "c0-0", "boss", 1)
    assert assign(any_repository, 2).annotators == ("ann", "bob")


def test_too_few_annotators_or_empty_pool_is_a_user_error(any_repository):
    with pytest.raises(NotFoundError, match="pool is empty"):
        assign(any_repository, 1, ["a"])
    _pool(any_repository, queries=1, per_query=1)
    with pytest.raises(LabelerError, match="needs at least 3 annotators; have 2"):
        assign(any_repository, 3, ["a", "b"])
    with pytest.raises(LabelerError, match="at least 1"):
        assign(any_repository, 0, ["a"])


def test_progress_counts_own_current_judgments_of_assigned_pairs(any_repository):
    _pool(any_repository, queries=1, per_query=4)
    assign(any_repository, 1, ["ann", "bob"])
    mine = [(q, c) for q, c, a in any_repository.assignments() if a == "ann"]
    any_repository.record_judgment(*mine[0], "ann", 2)
    any_repository.record_judgment(*mine[1], "ann", 1)
    any_repository.undo_last("ann")  # undone: no longer judged
    any_repository.record_judgment(*mine[0], "bob", 0)  # not assigned to bob: not counted
    assert assignment_progress(any_repository) == {"ann": (2, 1), "bob": (2, 0)}
    assert any_repository.clear_assignments(["bob"]) == 2
    assert assignment_progress(any_repository) == {"ann": (2, 1)}


def test_assignments_of_unknown_pairs_are_refused_whole(any_repository):
    _pool(any_repository, queries=1, per_query=1)
    with pytest.raises(NotFoundError, match="unknown pairs: q0/nope"):
        any_repository.add_assignments([("q0", "c0-0", "ann"), ("q0", "nope", "ann")])
    assert any_repository.assignments() == []


def test_disagreement_queue_lists_every_grade_and_note_largest_spread_first(any_repository):
    _pool(any_repository, queries=1, per_query=4)
    grades = {"c0-0": (0, 3, 1), "c0-1": (2, 2, 2), "c0-2": (1, 2, None), "c0-3": (3, None, None)}
    for chunk, row in grades.items():
        for annotator, grade in zip(("ann", "bob", "cat"), row):
            if grade is not None:
                any_repository.record_judgment("q0", chunk, annotator, grade, note=f"{annotator} on {chunk}")
    queue = disagreements(any_repository)
    assert [(d.chunk_id, d.spread) for d in queue] == [("c0-0", 3), ("c0-2", 1)]
    assert [(g.annotator, g.grade, g.note) for g in queue[0].grades] == [
        ("ann", 0, "ann on c0-0"),
        ("bob", 3, "bob on c0-0"),
        ("cat", 1, "cat on c0-0"),
    ]
    assert [d.chunk_id for d in disagreements(any_repository, min_diff=2)] == ["c0-0"]

    settled = adjudicate(any_repository, "q0", "c0-0", "ann", 2, note="the passage answers it")
    assert (settled.annotator, settled.source) == (adjudicator_name("ann"), JudgmentSource.ADJUDICATED)
    # The adjudicator's own grade is still there, and the pair leaves the queue.
    assert [d.chunk_id for d in disagreements(any_repository)] == ["c0-2"]
    full = disagreements(any_repository, include_adjudicated=True)[0]
    assert [(g.annotator, g.grade) for g in full.grades] == [("ann", 0), ("bob", 3), ("cat", 1)]
    assert (full.adjudication.annotator, full.adjudication.grade) == ("ann", 2)


def test_adjudicated_grade_wins_in_the_qrels_export(any_repository, tmp_path):
    _pool(any_repository, queries=1, per_query=2)
    for annotator, grade in (("ann", 0), ("bob", 0), ("cat", 3)):
        any_repository.record_judgment("q0", "c0-0", annotator, grade)
    any_repository.record_judgment("q0", "c0-1", "ann", 1)
    adjudicate(any_repository, "q0", "c0-0", "boss", 3)
    result = export_qrels(any_repository, tmp_path / "q.txt", policy="majority")
    assert result.path.read_text().split("\n")[:2] == ["q0 0 c0-0 3", "q0 0 c0-1 1"]
    with pytest.raises(NotFoundError):
        adjudicate(any_repository, "q0", "not-pooled", "boss", 1)
    with pytest.raises(LabelerError):
        adjudicate(any_repository, "q0", "c0-1", "boss", 4)


def test_upgrade_from_0001_with_data_keeps_it_and_adds_assignments(any_db):
    from sqlalchemy import text

    from labeler.storage.engine import database_url, make_engine

    run_alembic(any_db, "upgrade", "0001")
    engine = make_engine(database_url(any_db), pooled=False)
    try:
        with engine.begin() as conn:
            conn.execute(text("INSERT INTO query (id, text, metadata, ordinal) VALUES ('q0', 't', '{}', 0)"))
    finally:
        engine.dispose()
    repository = open_repository(any_db)  # upgrades 0001 -> head
    try:
        assert [q.id for q in repository.list_queries()] == ["q0"]
        repository.add_pairs([Pair("q0", "c", "pool")])
        assert repository.add_assignments([("q0", "c", "ann")]) == 1
    finally:
        repository.close()


# --- the command line -------------------------------------------------------------------------


def _cli(db, *args, ok=True):
    from click.testing import CliRunner

    from labeler.cli import cli

    result = CliRunner().invoke(cli, ["--db", db, *args], catch_exceptions=True)
    if ok:
        assert result.exit_code == 0, (result.output, result.exception)
    return result


def test_cli_assign_status_disagreements_adjudicate_and_agreement(any_db):
    import json

    repository = open_repository(any_db)
    try:
        _pool(repository, queries=2, per_query=3)
        repository.add_suggestion(Suggestion("q0", "c0-0", "judge-1", "p", SuggestionStatus.OK, grade=3))
    finally:
        repository.close()
    out = _cli(any_db, "assign", "--per-pair", "2", "--annotators", "ann,bob,[red]cat").output
    assert "6 pairs, 2 judgments each: 12 assignments added" in out and "[red]cat" in out
    status = json.loads(_cli(any_db, "team-status", "--format", "json").output)
    assert status == {"[red]cat": {"assigned": 4, "judged": 0}, "ann": {"assigned": 4, "judged": 0}, "bob": {"assigned": 4, "judged": 0}}
    repository = open_repository(any_db)
    try:
        for n, (q, c, a) in enumerate(repository.assignments()):
            repository.record_judgment(q, c, a, (n * 7) % 4, note="[/]" if n == 0 else None)
    finally:
        repository.close()
    table = _cli(any_db, "team-status").output
    assert "100%" in table
    queue = json.loads(_cli(any_db, "disagreements", "--format", "json").output)
    assert queue and all(d["spread"] >= 1 for d in queue)
    assert "[/]" in _cli(any_db, "disagreements", "--all").output  # notes shown literally
    first = queue[0]
    out = _cli(any_db, "--annotator", "boss", "adjudicate", first["query_id"], first["chunk_id"], "2").output
    assert "adjudicated grade 2 (adjudicator:boss)" in out
    assert len(json.loads(_cli(any_db, "disagreements", "--format", "json").output)) == len(queue) - 1
    humans = json.loads(_cli(any_db, "agreement", "--humans", "--format", "json").output)
    assert humans["items"] == 6 and len(humans["pairwise"]) == 3
    assert "Krippendorff's alpha (ordinal)" in _cli(any_db, "agreement", "--humans").output
    llm = json.loads(_cli(any_db, "agreement", "--format", "json").output)
    assert [r["model"] for r in llm] == ["judge-1"] and llm[0]["items"] == 2
    assert "leniency" in _cli(any_db, "agreement", "--model", "judge-1").output
    bad = _cli(any_db, "assign", "--per-pair", "4", "--annotators", "a,b", ok=False)
    assert bad.exit_code != 0 and "needs at least 4 annotators" in str(bad.exception)
