"""A path the user typed is untrusted text too: every line that echoes one ("wrote PATH", the demo's
database, status's database) goes through the terminal sink, as error lines already did. A folder
named with an escape sequence, a newline and a bidi override must print as visible escapes on one
line, while the file itself lands at the exact path given."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from labeler.cli import main
from labeler.services.demo import build_demo

HOSTILE_NAME = "evil\x1b[31mred\x1b]0;title\x07\nline\u202eexe"
SHOWN_NAME = "evil\\x1b[31mred\\x1b]0;title\\x07\\nline<U+202E>exe"
RAW = ("\x1b", "\x07", "\u202e")


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo database (judgments, two runs, a model's suggestions), built once for this module."""
    db = tmp_path_factory.mktemp("hostile_paths") / "labeler.db"
    build_demo(db).close()
    return db


@pytest.fixture
def hostile(tmp_path: Path) -> Path:
    """A folder whose name holds ESC sequences, BEL, a newline and a right-to-left override."""
    folder = tmp_path / HOSTILE_NAME
    folder.mkdir()
    return folder


def labeler(capsys, *args: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exited:
        main(list(args))
    out, err = capsys.readouterr()
    return int(exited.value.code or 0), out, err


def assert_shown_safely(out: str, err: str, *, says: str) -> None:
    """No raw escape, BEL or override anywhere; the line naming the folder shows it escaped, whole."""
    for char in RAW:
        assert char not in out and char not in err, (char, out, err)
    lines = [line for line in (out + err).splitlines() if SHOWN_NAME in line]
    assert lines, (out, err)
    assert all(says in line or line.startswith("next: ") for line in lines), lines


def export_llm_qrels(demo_db: Path, tmp_path: Path, capsys) -> Path:
    target = tmp_path / "llm.txt"
    code, _, err = labeler(capsys, "--db", str(demo_db), "export", "qrels", "--source", "llm", "--out", str(target))
    assert code == 0, err
    return target


WRITERS = {
    "export qrels": (("export", "qrels", "--out", "{dir}/q.txt"), "q.txt", "wrote "),
    "export judgments": (("export", "judgments", "{dir}/j.csv"), "j.csv", "wrote "),
    "export suggestions": (("export", "suggestions", "{dir}/s.jsonl"), "s.jsonl", "wrote "),
    "report": (("report", "bm25", "dense", "--out", "{dir}/r.md"), "r.md", "wrote "),
    "sample": (("sample", "--budget", "3", "--model", "demo-judge", "--new", "--out", "{dir}/chosen.tsv"), "chosen.tsv",
               "wrote "),
}


@pytest.mark.parametrize("name", sorted(WRITERS))
def test_a_wrote_line_shows_a_hostile_out_path_escaped_on_one_line(name, demo_db, hostile, tmp_path, capsys):
    args, written, says = WRITERS[name]
    db = tmp_path / "copy.db"
    shutil.copyfile(demo_db, db)
    code, out, err = labeler(capsys, "--db", str(db), *(arg.replace("{dir}", str(hostile)) for arg in args))
    assert code == 0, err
    assert (hostile / written).is_file()  # written at the exact path given
    assert_shown_safely(out, err, says=says)


def test_simulate_out_path_is_shown_escaped(demo_db, hostile, tmp_path, capsys):
    data = Path(__file__).resolve().parents[4] / "labeler" / "demo" / "data"
    llm = export_llm_qrels(demo_db, tmp_path, capsys)
    code, out, err = labeler(capsys, "simulate", "--qrels", str(data / "qrels-full.txt"), "--llm-qrels", str(llm),
                             str(data / "run-bm25.trec"), str(data / "run-dense.trec"), "--draws", "2", "--budget", "10",
                             "--strategy", "uniform", "--out", str(hostile / "sim.json"))
    assert code == 0, err
    assert (hostile / "sim.json").is_file()
    assert_shown_safely(out, err, says="wrote ")


def test_status_shows_a_hostile_database_path_without_raw_escapes(demo_db, hostile, capsys):
    db = hostile / "labeler.db"
    shutil.copyfile(demo_db, db)
    code, out, err = labeler(capsys, "--db", str(db), "status")
    assert code == 0, err
    assert "database: " in out  # the URL (SQLAlchemy percent-encodes the path) ...
    for char in RAW:  # ... never with a raw escape, whatever renders it
        assert char not in out and char not in err


def test_demo_shows_its_database_path_escaped(hostile, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(hostile))
    code, out, err = labeler(capsys, "demo", "--no-app")
    assert code == 0, err
    assert (hostile / "labeler" / "demo.db").is_file()
    assert_shown_safely(out, err, says="demo database: ")
