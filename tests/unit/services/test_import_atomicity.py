"""Imports are all or nothing: a qrels import or a pooling that fails leaves no placeholder query.

Placeholder queries (text "", metadata {"placeholder": True}) stand in for query ids that qrels
or runs name before their texts are imported. They are created in the same transaction as the
judgments or pairs that need them, so a failure after them rolls them back too. The failures
here are real ones raised by the database: a trigger that rejects every row of a table.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from labeler.domain import InputError, Judgment, JudgmentSource, Pair, Query
from labeler.services.importing import import_qrels, import_run
from labeler.services.pooling import pool

PLACEHOLDER = {"placeholder": True}


def _reject_inserts(repository, table: str) -> None:
    """Make the database refuse every INSERT into table (a trigger), on SQLite or PostgreSQL."""
    with repository.engine.begin() as conn:
        if repository.dialect == "sqlite":
            conn.exec_driver_sql(
                f"CREATE TRIGGER reject_{table} BEFORE INSERT ON {table} "
                f"BEGIN SELECT RAISE(ABORT, 'rejected by the test'); END"
            )
        else:
            conn.exec_driver_sql(
                "CREATE FUNCTION reject_row() RETURNS trigger AS $$ "
                "BEGIN RAISE EXCEPTION 'rejected by the test'; END $$ LANGUAGE plpgsql"
            )
            conn.exec_driver_sql(
                f"CREATE TRIGGER reject_{table} BEFORE INSERT ON {table} FOR EACH ROW EXECUTE FUNCTION reject_row()"
            )


def _write(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def test_failed_qrels_import_leaves_no_placeholder_query(any_repository, tmp_path):
    any_repository.upsert_queries([Query("q1", "known query")])
    qrels = _write(tmp_path / "qrels.txt", ["q1 0 c1 2", "q9 0 c2 1"])
    _reject_inserts(any_repository, "judgment")
    with pytest.raises(Exception, match="rejected by the test"):
        import_qrels(any_repository, qrels)
    assert any_repository.query_ids() == {"q1"}
    assert any_repository.pair_count() == 0
    assert any_repository.annotators() == []


def test_failed_pooling_leaves_no_placeholder_query(any_repository, tmp_path):
    any_repository.upsert_queries([Query("q1", "known query")])
    run = _write(tmp_path / "bm25.run", ["q1 Q0 c1 1 2.0 bm25", "q9 Q0 c2 1 1.0 bm25"])
    import_run(any_repository, run)
    _reject_inserts(any_repository, "pair_run")
    with pytest.raises(Exception, match="rejected by the test"):
        pool(any_repository, depth=1)
    assert any_repository.query_ids() == {"q1"}
    assert any_repository.pair_count() == 0


def test_qrels_import_creates_placeholders_and_keeps_known_queries(any_repository, tmp_path):
    any_repository.upsert_queries([Query("q1", "known query")])
    qrels = _write(tmp_path / "qrels.txt", ["q1 0 c1 2", "q9 0 c2 1"])
    counts = import_qrels(any_repository, qrels, annotator="ann")
    assert counts.added == 2
    queries = {q.id: q for q in any_repository.list_queries()}
    assert queries["q1"].text == "known query" and not queries["q1"].metadata
    assert queries["q9"].text == "" and queries["q9"].metadata == PLACEHOLDER


def test_strict_qrels_import_refuses_unknown_queries_and_writes_nothing(any_repository, tmp_path):
    from labeler.domain import InputError

    any_repository.upsert_queries([Query("q1", "known query")])
    qrels = _write(tmp_path / "qrels.txt", ["q1 0 c1 2", "q9 0 c2 1"])
    with pytest.raises(InputError, match="unknown query 'q9'"):
        import_qrels(any_repository, qrels, strict=True)
    assert any_repository.query_ids() == {"q1"} and any_repository.pair_count() == 0


def test_pooling_reports_and_creates_placeholder_queries(any_repository, tmp_path):
    any_repository.upsert_queries([Query("q1", "known query")])
    import_run(any_repository, _write(tmp_path / "bm25.run", ["q1 Q0 c1 1 2.0 bm25", "q9 Q0 c2 1 1.0 bm25"]))
    report = pool(any_repository, depth=1)
    assert (report.new_pairs, report.new_queries) == (2, 1)
    assert any_repository.get_query("q9").metadata == PLACEHOLDER
    assert any_repository.get_query("q1").text == "known query"


def test_repository_placeholders_never_overwrite_and_roll_back_with_the_write(any_repository):
    any_repository.upsert_queries([Query("q1", "known query", metadata={"lang": "en"})])
    counts = any_repository.import_judgments(
        [Judgment("q1", "c1", "ann", 2, source=JudgmentSource.IMPORT), Judgment("q2", "c1", "ann", 1)],
        placeholder_queries=["q1", "q2"],
    )
    assert counts.added == 2
    assert any_repository.get_query("q1") == Query("q1", "known query", metadata={"lang": "en"})
    assert any_repository.get_query("q2") == Query("q2", "", metadata=PLACEHOLDER)
    # add_pairs: same rule, and an unknown run (checked inside the transaction) rolls the placeholder back
    from labeler.domain import NotFoundError

    with pytest.raises(NotFoundError, match="unknown runs"):
        any_repository.add_pairs([Pair("q3", "c1", "pool", runs=("nope",))], placeholder_queries=["q3"])
    assert "q3" not in any_repository.query_ids()
    assert any_repository.add_pairs([Pair("q3", "c1", "pool"), Pair("q1", "c2", "pool")], placeholder_queries=["q1", "q3"]) == (2, 0)
    assert any_repository.get_query("q3").metadata == PLACEHOLDER
    assert any_repository.get_query("q1").text == "known query"
    # placeholders join the queue order after the queries already there
    assert [q.id for q in any_repository.list_queries()] == ["q1", "q2", "q3"]


def test_conflicting_qrels_leave_no_placeholder_query_nor_annotator(any_repository, tmp_path):
    any_repository.upsert_queries([Query("q1", "known query")])
    qrels = _write(tmp_path / "qrels.txt", ["q9 0 c1 2", "q1 0 c2 1", "q9 0 c1 3"])
    with pytest.raises(InputError, match=r"qrels.txt:3: chunk 'c1' is graded twice for query 'q9': 3 here, 2 on line 1$"):
        import_qrels(any_repository, qrels)
    assert any_repository.query_ids() == {"q1"}
    assert any_repository.pair_count() == 0
    assert any_repository.annotators() == []
    import_qrels(any_repository, qrels, on_duplicate="max")
    assert any_repository.query_ids() == {"q1", "q9"} and any_repository.pair_count() == 2
