"""Hostile import files through the real CLI on a real SQLite file: exit 2, one line naming the
file and line (or Parquet row), nothing written (issue 10, items 1, 5-7)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from tests.projects.tiny_project import db_digest, main_exit, run_cli


def _errors(capsys) -> list[str]:
    return [line for line in capsys.readouterr().err.splitlines() if line]


def _grades(db: Path) -> list[tuple[str, str, int]]:
    con = sqlite3.connect(db)
    try:
        rows = con.execute(
            "select p.query_id, p.chunk_id, j.grade from judgment j join pair p on p.id = j.pair_id order by 1, 2"
        ).fetchall()
    finally:
        con.close()
    return [tuple(row) for row in rows]


def test_conflicting_duplicate_qrels_lines_are_refused_and_nothing_is_imported(tmp_path, capsys):
    db = tmp_path / "p.db"
    run_cli(db, "import", "queries", str(_text(tmp_path / "t.tsv", "q1\tquery one\n")))
    before = db_digest(db)
    qrels = _text(tmp_path / "g.qrels", "q1 0 d0 1\nq1 0 d1 2\nq1 0 d1 3\n")
    assert main_exit(db, "import", "qrels", str(qrels)) == 2
    assert _errors(capsys) == [f"error: {qrels}:3: chunk 'd1' is graded twice for query 'q1': 3 here, 2 on line 2; "
                               "keep one with --on-duplicate last|max|min"]
    assert db_digest(db) == before


@pytest.mark.parametrize(("policy", "grade"), [("last", 3), ("max", 3), ("min", 2)])
def test_on_duplicate_picks_one_grade(tmp_path, policy, grade):
    db = tmp_path / "p.db"
    qrels = _text(tmp_path / "g.qrels", "q1 0 d1 3\nq1 0 d1 2\nq1 0 d1 2\nq1 0 d1 3\n")
    run_cli(db, "import", "qrels", "--on-duplicate", policy, str(qrels))
    assert _grades(db) == [("q1", "d1", grade)]


def test_identical_repeated_lines_are_one_judgment(tmp_path):
    db = tmp_path / "p.db"
    result = run_cli(db, "import", "qrels", str(_text(tmp_path / "g.qrels", "q1 0 d1 2\nq1 0 d1 2\n")))
    assert "1 added" in result.output and _grades(db) == [("q1", "d1", 2)]


def test_eval_with_a_qrels_file_refuses_conflicts_unless_told(tmp_path, capsys):
    run = _text(tmp_path / "r.trec", "q1 Q0 d1 1 2.0 t\nq1 Q0 d2 2 1.0 t\n")
    qrels = _text(tmp_path / "g.qrels", "q1 0 d1 0\nq1 0 d1 1\n")
    db = tmp_path / "none.db"
    assert main_exit(db, "eval", str(run), "--qrels", str(qrels), "-m", "P@1") == 2
    assert _errors(capsys) == [f"error: {qrels}:2: chunk 'd1' is graded twice for query 'q1': 1 here, 0 on line 1; "
                               "keep one with --on-duplicate last|max|min"]
    result = run_cli(db, "eval", str(run), "--qrels", str(qrels), "-m", "P@1", "--on-duplicate", "min", "--format", "csv")
    assert result.output.splitlines()[1] == "t,all,P@1,0"  # min keeps grade 0: d1 is not relevant
    assert not db.exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((), "row 2: grade 7 is outside 0-3 (use --clip to clip it)"),
        (("--strict",), "row 1: unknown query 'q9' (import its queries first, or drop --strict)"),
    ],
)
def test_parquet_qrels_errors_name_the_row(tmp_path, capsys, args, message):
    db = tmp_path / "p.db"
    path = tmp_path / "g.parquet"
    pq.write_table(pa.table({"qid": ["q9", "q9"], "docid": ["d1", "d2"], "grade": [1, 7 if not args else 1]}), path)
    assert main_exit(db, "import", "qrels", *args, str(path)) == 2
    assert _errors(capsys) == [f"error: {path}: {message}"]


@pytest.mark.parametrize(
    ("kind", "name", "content", "where", "words"),
    [
        ("chunks", "c.jsonl", '{"_id": "c1", "text": "x", "position": 99999999999999999999999}\n', ":1:", "out of range"),
        ("chunks", "c.jsonl", '{"_id": "c1", "text": "x", "position": NaN}\n', ":1:", "position must be an integer"),
        ("qrels", "g.qrels", "q1 0 d1 1\nq1 0 d2 99999999999999999999999\n", ":2:", "out of range"),
        ("queries", "report.png", b"\x89PNG\r\n\x1a\n\x00\xff", ":1:", "not valid UTF-8"),
        ("queries", "q.jsonl", '{"_id": "q1", "text": "\\ud800"}\n', ":1:", "surrogate"),
    ],
)
def test_hostile_values_are_one_line_errors(tmp_path, capsys, kind, name, content, where, words):
    db = tmp_path / "p.db"
    run_cli(db, "import", "queries", str(_text(tmp_path / "t.tsv", "q0\tknown\n")))
    before = db_digest(db)
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    assert main_exit(db, "import", kind, str(path)) == 2
    [line] = _errors(capsys)
    assert line.startswith(f"error: {path}{where} ") and words in line, line
    assert db_digest(db) == before


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
@pytest.mark.parametrize("kind", ["queries", "chunks", "qrels"])
@pytest.mark.parametrize("format_", [None, "tsv", "csv", "jsonl"])
def test_dev_zero_is_refused_at_the_line_limit(tmp_path, capsys, kind, format_):
    options = ("--format", format_) if format_ else ()
    assert main_exit(tmp_path / "p.db", "import", kind, *options, "/dev/zero") == 2
    assert _errors(capsys) == ["error: /dev/zero:1: line is longer than 16 MB"]


def _text(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path
