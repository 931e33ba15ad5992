"""Ids never silently changed by a round trip through CSV: `export judgments x.csv` quotes ids that start
with = + - @ (spreadsheets would run them), and every CSV reader of labeler removes that quote again, so
`eval --qrels x.csv` scores what the original qrels score (it scored 0 with no warning). Ids CSV cannot
hold (control, bidi, zero-width characters, shown as visible escapes) are said at export."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli_main import run_main

IDS = {"q": "=q1", "d": ["-d1", "d2", "'=d3", "@d4", "+d5"]}


@pytest.fixture
def project(tmp_path, monkeypatch) -> Path:
    monkeypatch.chdir(tmp_path)
    q, docs = IDS["q"], IDS["d"]
    Path("q.tsv").write_text(f"{q}\tquery one\n")
    Path("r.trec").write_text("".join(f"{q} Q0 {d} {i + 1} {9 - i}.0 r\n" for i, d in enumerate(docs)))
    Path("qrels.txt").write_text("".join(f"{q} 0 {d} {g}\n" for d, g in zip(docs, (2, 0, 1, 3, 0))))
    for args in (["import", "queries", "q.tsv"], ["import", "run", "r.trec"],
                 ["import", "qrels", "qrels.txt", "--annotator", "nist"]):
        assert run_main(args)[0] == 0
    return tmp_path


def scores(qrels: str) -> dict:
    code, out, err = run_main(["eval", "r.trec", "--qrels", qrels, "--format", "json", "-m", "nDCG@10", "-m", "RR"])
    assert code == 0, err
    return json.loads(out)["runs"]


def test_judgments_exported_to_csv_score_as_the_qrels_they_came_from(project):
    code, _, err = run_main(["export", "judgments", "x.csv"])
    assert code == 0, err
    cells = Path("x.csv").read_text()
    assert "'=q1,'-d1" in cells and "''=d3" in cells  # no spreadsheet runs them
    assert scores("x.csv") == scores("qrels.txt")
    assert scores("x.csv")[0]["means"]["nDCG@10"] > 0.5


def test_queries_chunks_and_runs_written_to_csv_read_back_with_their_ids(project):
    from labeler.dataio.corpus.queries import read_queries, write_queries
    from labeler.dataio.runs.reader import read_run
    from labeler.dataio.runs.writers import write_run
    from labeler.domain import Query

    write_queries("q.csv", [Query(id=i, text="t") for i in ("=a", "'-b", "c")])
    assert [q.id for q in read_queries("q.csv")] == ["=a", "'-b", "c"]
    run = read_run("r.trec")
    write_run("r.csv", run, format="csv")
    assert "'=q1" in Path("r.csv").read_text()
    assert read_run("r.csv").table.column("docid").to_pylist() == run.table.column("docid").to_pylist()


def test_an_export_says_which_ids_csv_cannot_hold(project):
    Path("odd.txt").write_text("=q1 0 d\u200bzw 1\n")
    assert run_main(["import", "qrels", "odd.txt", "--annotator", "nist"])[0] == 0
    code, _, err = run_main(["export", "judgments", "x.csv"])
    assert code == 0 and err.splitlines()[0] == (
        "note: 1 ids hold control, bidi or zero-width characters, which CSV shows as visible escapes: read back, "
        "they are other ids; write .jsonl or .parquet for an exact copy")
    code, _, err = run_main(["export", "judgments", "x.jsonl"])
    assert code == 0 and "note:" not in err
