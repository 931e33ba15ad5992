"""Whose grades `import qrels` stores (said after the import; the rule in the help), and a command that
failed leaves nothing behind: no empty labeler.db in the folder an import was refused in."""

from __future__ import annotations

from pathlib import Path

import pytest

from labeler.services.importing import qrels_annotator_name
from tests.cli_main import run_main


@pytest.mark.parametrize("name, annotator", [
    ("qrels.bob", "bob"),
    ("qrels.alice.txt", "alice"),
    ("bob.qrels", "bob"),
    ("bob.qrels.txt", "bob"),
    ("qrels-bob.tsv", "bob"),
    ("QRELS_dana.csv.gz", "dana"),
    ("nist.txt", "nist"),
    ("qrels.txt", "qrels"),
    ("qrels", "qrels"),
    ("2021.qrels.pass.final.txt", "2021.qrels.pass.final"),
    ("judge.v2.jsonl", "judge.v2"),
])
def test_the_file_name_names_the_annotator(name, annotator):
    assert qrels_annotator_name(Path(name)) == annotator


def test_an_import_says_whose_grades_it_stored(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("qrels.bob").write_text("q1 0 d1 2\nq1 0 d2 0\n")
    code, out, err = run_main(["import", "qrels", "qrels.bob"])
    assert code == 0, err
    assert out.splitlines()[0] == ("judgments: 2 added, 0 updated, 0 unchanged, stored as annotator 'bob' "
                                   "(from the file name; --annotator NAME names another)")
    assert "judged by bob" in run_main(["status"])[1]
    code, out, _ = run_main(["import", "qrels", "qrels.bob", "--annotator", "nist"])
    assert code == 0 and out.splitlines()[0].endswith("2 added, 0 updated, 0 unchanged, stored as annotator 'nist'")


def test_the_help_says_how_the_name_is_chosen():
    _, out, _ = run_main(["import", "qrels", "--help"])
    said = " ".join(out.split())
    assert "qrels.bob, bob.qrels.txt and qrels-bob.tsv are bob's" in said and "e.g. qrels.alice" not in said


def test_a_file_imported_before_under_the_earlier_name_is_not_counted_twice(tmp_path, monkeypatch):
    """labeler stored qrels.alice.txt's grades as 'qrels.alice': importing it again by today's rule would add
    them as a second annotator 'alice', and every majority would count them twice."""
    monkeypatch.chdir(tmp_path)
    Path("qrels.alice.txt").write_text("q1 0 d1 2\n")
    assert run_main(["import", "qrels", "qrels.alice.txt", "--annotator", "qrels.alice"])[0] == 0
    code, out, err = run_main(["import", "qrels", "qrels.alice.txt"])
    assert code == 2 and out == ""
    assert err == ("error: qrels.alice.txt: the database has grades of 'qrels.alice', the name labeler gave this "
                   "file's grades before: --annotator qrels.alice imports into them again, --annotator alice makes a "
                   "new annotator\n")
    assert "judged by alice" not in run_main(["status"])[1]


@pytest.mark.parametrize("args, content", [
    (("import", "qrels", "bad.txt"), "q1 0 d1 2\nq1 0 d2 x\n"),
    (("import", "queries", "bad.txt", "--force"), "q1\tone\nq2\n"),
    (("import", "chunks", "bad.txt", "--force"), "c1\tsome text\nc2\n"),
    (("import", "run", "bad.txt", "--force"), "q1 Q0 d1 1 2.0 r\nq1 Q0 d2 2 x r\n"),
    (("import", "suggestions", "bad.txt", "--model", "m"), "q1 0 d1 2\nq1 0 d2 9\n"),
])
def test_a_failed_import_in_an_empty_folder_leaves_no_database(tmp_path, monkeypatch, args, content):
    monkeypatch.chdir(tmp_path)
    Path("bad.txt").write_text(content)
    code, _, err = run_main(list(args))
    assert code == 2 and err.startswith("error: bad.txt:2:"), err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.txt"]
    again = run_main(list(args))
    assert again[2] == err  # the same message: nothing of the first attempt changed the second


def test_a_failed_import_into_an_existing_project_keeps_the_project(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("good.txt").write_text("q1 0 d1 2\n")
    Path("bad.txt").write_text("q1 0 d1 2\nq1 0 d2 x\n")
    assert run_main(["import", "qrels", "good.txt"])[0] == 0
    assert run_main(["import", "qrels", "bad.txt"])[0] == 2
    assert Path("labeler.db").exists() and "judged by good" in run_main(["status"])[1]
