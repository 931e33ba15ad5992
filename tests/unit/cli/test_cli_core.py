"""The core command line, end to end on a real SQLite file: imports, pooling, status, exports, errors."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from labeler.cli import cli
from tests.projects.tiny_project import CORPUS_JSONL, QRELS, QUERIES_TSV, RUN_A, RUN_B, db_digest, main_exit, run_cli


@pytest.fixture()
def files(tmp_path: Path) -> dict[str, Path]:
    paths = {
        "queries": tmp_path / "topics.tsv",
        "corpus": tmp_path / "corpus.jsonl",
        "run_a": tmp_path / "a.trec",
        "run_b": tmp_path / "b.trec",
        "qrels": tmp_path / "qrels.txt",
    }
    for key, text in zip(paths, (QUERIES_TSV, CORPUS_JSONL, RUN_A, RUN_B, QRELS)):
        paths[key].write_text(text)
    return paths


@pytest.fixture()
def db(tmp_path: Path) -> Path:
    return tmp_path / "project.db"


def load_all(db: Path, files: dict[str, Path]) -> None:
    run_cli(db, "import", "queries", str(files["queries"]))
    run_cli(db, "import", "chunks", str(files["corpus"]))
    run_cli(db, "import", "run", str(files["run_a"]))
    run_cli(db, "import", "run", str(files["run_b"]))
    run_cli(db, "import", "qrels", str(files["qrels"]), "--annotator", "alice")


def test_full_flow_pool_status_export(db, files, tmp_path):
    load_all(db, files)
    result = run_cli(db, "pool", "--depth", "2")
    # bm25 top2: q1 c1,c3; q2 c3,c2 (tie 3.3 -> c3 before c2); dense top2: q1 c3,c4; q2 c2
    # union: q1 {c1,c3,c4}, q2 {c2,c3}; the qrels import already made q1/c1, q1/c3, q2/c2
    assert "5 pairs" in result.output and "2 new" in result.output and "3 already" in result.output
    assert "1 pairs lack chunk text" in result.output  # c4 has no text
    status = run_cli(db, "status").output
    assert "alice" in status
    out = tmp_path / "out" / "qrels.txt"
    run_cli(db, "export", "qrels", "--out", str(out), "--parents")
    assert out.read_text().splitlines() == ["q1 0 c1 3", "q1 0 c3 1", "q2 0 c2 2"]
    sidecar = json.loads(out.with_name("qrels.meta.json").read_text())
    assert sidecar["annotators"] == {"alice": 3} and sidecar["aggregation"] == "majority"


def test_imports_are_idempotent(db, files):
    load_all(db, files)
    before = db_digest(db)
    for kind, key in (("queries", "queries"), ("chunks", "corpus"), ("run", "run_a"), ("qrels", "qrels")):
        extra = ["--annotator", "alice"] if kind == "qrels" else []
        result = run_cli(db, "import", kind, str(files[key]), *extra)
        assert "0 added" in result.output or "nothing added" in result.output, result.output
    assert db_digest(db) == before


@pytest.mark.parametrize(
    ("kind", "text", "line", "fragment"),
    [
        ("run", "q1 Q0 c1 1 9.5 bm25\nq1 Q0 c2 2 abc bm25\n", 2, "score"),
        ("run", "q1 Q0 c1 1 9.5 bm25\nq1 Q0 c2 2\n", 2, "field"),
        ("run", "q1 Q0 c1 1 9.5 bm25\nq1 Q0 c1 2 8.0 bm25\n", 2, "twice"),
        ("qrels", "q1 0 c1 3\nq1 0 c2 7\n", 2, "0-3"),
        ("qrels", "q1 0 c1 3\nq1 0 c2\n", 2, "field"),
        ("queries", "q1\tfine\nq2\n", 2, ""),
    ],
)
def test_bad_input_is_one_line_exit_2_and_database_unchanged(db, files, tmp_path, capsys, kind, text, line, fragment):
    load_all(db, files)
    before = db_digest(db)
    bad = tmp_path / f"bad.{'trec' if kind == 'run' else 'txt' if kind == 'qrels' else 'tsv'}"
    bad.write_text(text)
    code = main_exit(db, "import", kind, str(bad))
    err = capsys.readouterr().err.strip()
    assert code == 2
    assert len(err.splitlines()) == 1 and f"{bad}:{line}" in err and fragment in err.lower(), err
    assert "Traceback" not in err
    assert db_digest(db) == before


def test_clip_and_strict(db, files, tmp_path, capsys):
    load_all(db, files)
    wild = tmp_path / "wild.txt"
    wild.write_text("q1 0 c2 7\nq1 0 c4 -1\n")
    result = run_cli(db, "import", "qrels", str(wild), "--clip", "--annotator", "bob")
    assert "2 added" in result.output
    unknown = tmp_path / "unknown.trec"
    unknown.write_text("q1 Q0 c1 1 1.0 x\nq77 Q0 c1 1 1.0 x\n")
    assert main_exit(db, "import", "run", str(unknown), "--strict") == 2
    assert f"{unknown}:2" in capsys.readouterr().err


def test_user_errors_without_traceback(db, files, tmp_path, capsys):
    assert main_exit(db, "import", "run", str(tmp_path / "missing.trec")) == 2
    assert "no such file" in capsys.readouterr().err
    run_cli(db, "import", "queries", str(files["queries"]))
    assert main_exit(db, "pool", "--depth", "5") == 2
    assert "no runs imported" in capsys.readouterr().err
    run_cli(db, "import", "run", str(files["run_a"]))
    assert main_exit(db, "pool", "--run", "nope") == 2
    assert "bm25" in capsys.readouterr().err


def test_export_judgments_round_trip_formats(db, files, tmp_path):
    load_all(db, files)
    for ext in ("csv", "jsonl", "parquet"):
        out = tmp_path / f"judgments.{ext}"
        run_cli(db, "export", "judgments", str(out))
        assert out.exists() and out.stat().st_size > 0
    text = (tmp_path / "judgments.jsonl").read_text().splitlines()
    first = json.loads(text[0])
    assert {"annotator", "grade", "source", "status", "created_at"} <= set(first)


def test_exported_qrels_import_back_identically(db, files, tmp_path):
    load_all(db, files)
    out = tmp_path / "qrels.txt"
    run_cli(db, "export", "qrels", "--out", str(out))
    other = tmp_path / "other.db"
    run_cli(other, "import", "qrels", str(out), "--annotator", "alice")
    out2 = tmp_path / "qrels2.txt"
    run_cli(other, "export", "qrels", "--out", str(out2))
    assert out.read_text() == out2.read_text()


def test_not_a_labeler_database_is_left_untouched(tmp_path, capsys):
    foreign = tmp_path / "foreign.db"
    con = sqlite3.connect(foreign)
    con.execute("create table customers(id integer)")
    con.commit()
    con.close()
    digest = hashlib.sha256(foreign.read_bytes()).hexdigest()
    assert main_exit(foreign, "status") == 2
    assert "labeler" in capsys.readouterr().err
    assert hashlib.sha256(foreign.read_bytes()).hexdigest() == digest


@pytest.mark.parametrize("command", [["status"], ["eval", "bm25"], ["export", "qrels"], ["pool"]])
def test_read_commands_never_create_a_database_at_a_mistyped_path(tmp_path, capsys, command):
    missing = tmp_path / "typo" / "projcet.db"
    assert main_exit(missing, *command) == 2
    assert "no labeler database" in capsys.readouterr().err
    assert not missing.exists() and not missing.parent.exists()


def test_import_of_a_missing_file_creates_no_database(tmp_path, capsys):
    db = tmp_path / "new.db"
    assert main_exit(db, "import", "queries", str(tmp_path / "nope.tsv")) == 2
    assert "no such file" in capsys.readouterr().err and not db.exists()


@pytest.mark.parametrize(
    ("db", "fragment"),
    [("DIR", "is a directory"), ("sqlite://", "in-memory"), ("foo://bar", "cannot open database"), ("", "empty")],
)
def test_unusable_database_arguments_are_one_line_errors(tmp_path, capsys, db, fragment):
    target = str(tmp_path) if db == "DIR" else db
    from labeler.cli import main

    with pytest.raises(SystemExit) as excinfo:
        main(["--db", target, "status"])
    err = capsys.readouterr().err.strip()
    assert excinfo.value.code == 2 and len(err.splitlines()) == 1 and fragment in err, err


def test_a_locked_database_is_one_line_without_sql(db, files, tmp_path, capsys, monkeypatch):
    import labeler.storage.engine as engine

    load_all(db, files)
    more = tmp_path / "more.tsv"
    more.write_text("q9\tanother query\n")
    short_wait = tuple("PRAGMA busy_timeout=50" if "busy_timeout" in p else p for p in engine.SQLITE_PRAGMAS)
    monkeypatch.setattr(engine, "SQLITE_PRAGMAS", short_wait)
    blocker = sqlite3.connect(db, timeout=0)
    blocker.execute("BEGIN IMMEDIATE")  # another writer holds the lock, as a long import would
    try:
        code = main_exit(db, "import", "queries", str(more))
    finally:
        blocker.rollback()
        blocker.close()
    err = capsys.readouterr().err.strip()
    assert code == 2 and len(err.splitlines()) == 1 and "busy" in err and "INSERT" not in err, err


def test_two_qrels_files_are_two_annotators_by_default(db, files, tmp_path):
    load_all(db, files)
    for who, grade in (("carol", 3), ("dan", 0)):
        path = tmp_path / f"qrels.{who}.txt"
        path.write_text(f"q1 0 c1 {grade}\n")
        output = run_cli(db, "import", "qrels", str(path)).output
        assert "1 added" in output and f"stored as annotator '{who}' (from the file name" in output
    status = run_cli(db, "status").output
    assert "judged by carol" in status and "judged by dan" in status


def test_each_export_keeps_its_own_sidecar(db, files, tmp_path):
    load_all(db, files)
    run_cli(db, "export", "qrels", "--out", str(tmp_path / "qrels.all.txt"))
    run_cli(db, "export", "qrels", "--annotator", "alice", "--out", str(tmp_path / "qrels.alice.txt"))
    assert json.loads((tmp_path / "qrels.all.meta.json").read_text())["aggregation"] == "majority"
    assert json.loads((tmp_path / "qrels.alice.meta.json").read_text())["aggregation"] == "annotator:alice"


def test_whose_grades_count_is_said_once(db, files, capsys):
    load_all(db, files)
    assert main_exit(db, "export", "qrels", "--annotator", "alice", "--aggregate", "max") == 2
    assert "give one" in capsys.readouterr().err
    assert main_exit(db, "export", "qrels", "--aggregate", "annotator:nobody") == 2
    assert "no judgments by annotator 'nobody'" in capsys.readouterr().err
    assert main_exit(db, "eval", "bm25", "--aggregate", "annotator:nobody") == 2
    assert "no judgments by 'nobody'; annotators: alice" in capsys.readouterr().err


def test_report_and_eval_take_the_same_scoring_options(db, files, tmp_path):
    load_all(db, files)
    out = tmp_path / "r.json"
    run_cli(db, "report", "bm25", "dense", "--aggregate", "max", "--relevant-grade", "2", "--out", str(out))
    evaluated = json.loads(run_cli(db, "eval", "bm25", "dense", "--aggregate", "max", "--relevant-grade", "2",
                                   "--format", "json").output)
    reported = json.loads(out.read_text())
    assert [r["means"] for r in reported["runs"]] == [r["means"] for r in evaluated["runs"]]


def test_eval_table_and_report_state_the_same_tie_sensitivity(tmp_path):
    from labeler.paths import demo_data_dir

    data = demo_data_dir()
    qrels, runs = str(data / "qrels-seed.txt"), [str(data / "run-bm25.trec"), str(data / "run-dense.trec")]
    table = CliRunner().invoke(cli, ["--db", str(tmp_path / "none.db"), "eval", *runs, "--qrels", qrels])
    out = tmp_path / "r.json"
    CliRunner().invoke(cli, ["--db", str(tmp_path / "none.db"), "report", *runs, "--qrels", qrels, "--out", str(out)])
    sentences = [run["tie_sentence"] for run in json.loads(out.read_text())["runs"]]
    assert all(sentence and sentence in " ".join(table.output.split()) for sentence in sentences), (sentences, table.output)


def test_db_demo_names_the_demo_database(monkeypatch, capsys):
    """issue 15, 1: after `labeler demo`, `--db demo` and LABELER_DB=demo reach its database."""
    from labeler.cli import main

    with pytest.raises(SystemExit) as excinfo:
        main(["--db", "demo", "status"])
    assert excinfo.value.code == 2 and "labeler demo" in capsys.readouterr().err  # not built yet: says how
    result = CliRunner().invoke(cli, ["demo", "--no-app"])
    assert result.exit_code == 0 and result.output.splitlines()[-1] == (
        "next: `labeler --db demo eval bm25 dense` scores the demo's two runs with the grades so far")
    assert "pairs" in CliRunner().invoke(cli, ["--db", "demo", "status"]).output
    monkeypatch.setenv("LABELER_DB", "demo")
    shown = CliRunner().invoke(cli, ["eval", "bm25", "dense", "--format", "json"])
    assert shown.exit_code == 0 and '"bm25"' in shown.output


def test_a_postgresql_url_without_its_driver_says_how_to_install_it(monkeypatch, capsys):
    """issue 15, 10: not "No module named 'psycopg'"."""
    import sys

    from labeler.cli import main

    monkeypatch.setitem(sys.modules, "psycopg", None)  # the driver is missing, as on a plain install
    with pytest.raises(SystemExit) as excinfo:
        main(["--db", "postgresql+psycopg://ann:secret@db.example/labels", "status"])
    err = capsys.readouterr().err
    assert excinfo.value.code == 2 and 'pip install "labeler[postgres]"' in err
    assert "secret" not in err and err.count("\n") == 1
