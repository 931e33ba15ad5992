"""`labeler report`: the same numbers as `labeler eval`, HTML tables that hold them, escaped
untrusted text, nothing fetched from the network, and (with chromium) a real rendering."""

from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from labeler.metrics.request import scoring_request
from labeler.cli import main
from labeler.dataio.qrels.files import QrelsTable, read_qrels
from labeler.dataio.reports.html import report_html
from labeler.dataio.reports.markdown import report_markdown
from labeler.dataio.reports.writing import report_csv
from labeler.dataio.runs.reader import read_run
from labeler.domain import Query
from labeler.paths import demo_data_dir
from labeler.services.evaluation.comparison import compare_runs
from labeler.services.reporting import report_document

EVAL_KEYS = ("name", "rows", "queries", "means", "per_query", "ties")
HOLES_KEYS = ("holes", "llm_share", "warning")
CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)


def _cli(capsys, *args: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exited:
        main(list(args))
    captured = capsys.readouterr()
    return exited.value.code, captured.out, captured.err


@pytest.fixture
def demo_files(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for name in ("run-bm25.trec", "run-dense.trec", "qrels-full.txt", "qrels-seed.txt"):
        shutil.copy(demo_data_dir() / name, tmp_path / name)
    return tmp_path


class Tables(HTMLParser):
    """Every <table> of a page as rows of cell texts, by id (or class), plus tags and links seen."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: list[tuple[dict, list[list[str]]]] = []
        self.tags: list[str] = []
        self.links: list[str] = []
        self._stack: list[tuple[dict, list[list[str]]]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        self.tags.append(tag)
        self.links += [v for k, v in attrs if k in ("src", "href") and v]
        if tag == "table":
            self._stack.append((attributes, []))
        elif tag == "tr" and self._stack:
            self._stack[-1][1].append([])
        elif tag in ("td", "th") and self._stack:
            self._cell = []
        elif tag == "br" and self._cell is not None:
            self._cell.append(" ")

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None and self._stack:
            self._stack[-1][1][-1].append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "table" and self._stack:
            self.tables.append(self._stack.pop())

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)

    def by_id(self, table_id: str) -> list[list[str]]:
        return next(rows for attributes, rows in self.tables if attributes.get("id") == table_id)

    def by_class(self, css: str) -> list[tuple[dict, list[list[str]]]]:
        return [(a, rows) for a, rows in self.tables if a.get("class") == css]


def _parse(html: str) -> Tables:
    parser = Tables()
    parser.feed(html)
    parser.close()
    return parser


@pytest.mark.parametrize("options", [
    (),
    ("--gain", "exponential", "--relevant-grade", "2", "-m", "AP", "-m", "nDCG", "-m", "num_rel_ret", "-m", "P@5"),
    ("--complete", "-m", "nDCG@10", "-m", "R-Prec"),
    ("-m", "RBP(p=0.9,rel=2)@10", "-m", "bpref", "-m", "nDCG(gains={0:0,1:1,2:3})@5", "-m", "IPrec@0.5",
     "-m", "SetRelP", "-m", "NumQ", "-m", "AP(judged_only=True)"),
])
def test_report_json_numbers_are_labeler_evals(demo_files, capsys, options):
    """Same files, same options: the report's per-run block is eval's JSON, key for key."""
    qrels = ["--qrels", "qrels-seed.txt"]  # seed qrels: holes, queries judged partly
    code, out, err = _cli(capsys, "eval", "run-bm25.trec", "run-dense.trec", *qrels, *options, "--format", "json")
    assert code == 0, err
    expected = json.loads(out)
    code, out, err = _cli(capsys, "report", "run-bm25.trec", "run-dense.trec", *qrels, *options,
                          "--out", "exports/r.json", "--out", "exports/r.csv")
    assert code == 0, err
    report = json.loads((demo_files / "exports" / "r.json").read_text(encoding="utf-8"))
    assert report["measures"] == expected["measures"] and report["qrels"] == expected["qrels"]
    assert {k: report["options"][k] for k in expected["options"]} == expected["options"]
    assert {k: report["conventions"][k] for k in expected["conventions"]} == expected["conventions"]
    for got, want in zip(report["runs"], expected["runs"], strict=True):
        assert {k: got[k] for k in EVAL_KEYS} == {k: want[k] for k in EVAL_KEYS}
        assert set(want) == {*EVAL_KEYS, "estimates", "vs_baseline", *HOLES_KEYS}  # eval adds its estimates
        assert {k: got[k] for k in HOLES_KEYS} == {k: want[k] for k in HOLES_KEYS}  # and its holes, as reports do
        for name, mean in want["means"].items():
            assert got["summary"][name]["mean"] == mean
    # CSV: the same numbers again
    rows = list(csv.DictReader(io.StringIO((demo_files / "exports" / "r.csv").read_text(encoding="utf-8"))))
    for run in expected["runs"]:
        for qid, values in run["per_query"].items():
            for name, value in values.items():
                cell = next(r["value"] for r in rows if (r["run"], r["query"], r["measure"], r["statistic"])
                            == (run["name"], qid, name, "value"))
                assert float(cell) == value
        for name, mean in run["means"].items():
            cell = next(r["value"] for r in rows if (r["run"], r["query"], r["measure"], r["statistic"])
                        == (run["name"], "all", name, "mean"))
            assert float(cell) == mean


def test_report_from_the_database_matches_eval_and_names_who_judged(tmp_path, capsys, monkeypatch):
    from labeler.services.demo import build_demo

    monkeypatch.chdir(tmp_path)
    build_demo(tmp_path / "demo.db").close()
    code, out, err = _cli(capsys, "--db", "demo.db", "eval", "bm25", "dense", "--format", "json")
    assert code == 0, err
    expected = json.loads(out)
    code, out, err = _cli(capsys, "--db", "demo.db", "report", "bm25", "dense", "--baseline", "bm25",
                          "--out", "r.json", "--out", "r.html", "--out", "r.md")
    assert code == 0, err
    assert out.splitlines() == ["wrote r.json", "wrote r.html", "wrote r.md"]
    report = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert [{k: r[k] for k in EVAL_KEYS} for r in report["runs"]] == [{k: r[k] for k in EVAL_KEYS}
                                                                      for r in expected["runs"]]
    assert report["qrels_info"]["judged_by"] == [{"annotator": "demo-seed", "source": "import", "judgments": 145}]
    html = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "how do heat pumps work in cold climates" in html  # query texts from the database
    assert "demo-seed" in (tmp_path / "r.md").read_text(encoding="utf-8")


def test_html_tables_hold_the_numbers(demo_files, capsys):
    code, _, err = _cli(capsys, "report", "run-bm25.trec", "run-dense.trec", "--qrels", "qrels-seed.txt",
                        "--baseline", "bm25", "-m", "nDCG@10", "-m", "RR", "--worst", "2",
                        "--out", "r.html", "--out", "r.json")
    assert code == 0, err
    document = json.loads((demo_files / "r.json").read_text(encoding="utf-8"))
    page = _parse((demo_files / "r.html").read_text(encoding="utf-8"))
    assert {"script", "link", "img", "iframe"}.isdisjoint(page.tags)
    assert page.links == []  # nothing to fetch
    assert page.tags.count("svg") == 2  # win/loss for run-dense, the distribution

    summary = page.by_id("summary")
    assert summary[0] == ["run", "nDCG@10", "RR"]
    for row, run in zip(summary[1:], document["runs"], strict=True):
        assert row[0] == run["name"]
        s = run["summary"]["nDCG@10"]
        assert row[1] == (f"{s['mean']:.4f} [{s['ci_low']:.4f}, {s['ci_high']:.4f}] judged {s['judged']:.2f}")
        assert row[2].startswith(f"{run['means']['RR']:.4f} [")
    differences = page.by_id("differences")
    dense = document["runs"][1]["vs_baseline"]["nDCG@10"]
    assert differences[1][0] == "dense" and f"{dense['mean_difference']:+.4f}" in differences[1][1]
    assert f"Holm {dense['p_holm']:.4f}" in differences[1][1]

    per_query = page.by_id("per-query")
    header = per_query[0]
    assert header[:5] == ["query", "text", "bm25", "dense", "Δ dense"] and header[-1] == "relevant"
    assert len(per_query) - 1 == len(document["queries"])
    by_query = {row[0]: row for row in per_query[1:]}
    for run_index, run in enumerate(document["runs"]):
        for qid, values in run["per_query"].items():
            assert by_query[qid][2 + run_index] == f"{values['nDCG@10']:.4f}"
    for q in document["queries"]:
        bm25, dense_value = q["values"]["bm25"], q["values"]["dense"]
        assert by_query[q["id"]][4] == f"{dense_value - bm25:+.4f}"
        assert by_query[q["id"]][-1] == str(q["relevant"])

    drills = page.by_class("drill")
    assert len(drills) == len(document["worst"]) == 4  # two worst queries per run
    for (attributes, rows), entry in zip(drills, document["worst"]):
        assert (attributes["data-run"], attributes["data-query"]) == (entry["run"], entry["query"])
        assert rows[-1][1] == f"{entry['dcg']:.4f}" and rows[-1][3] == f"{entry['idcg']:.4f}"
        value = document["runs"][[r["name"] for r in document["runs"]].index(entry["run"])]["per_query"][entry["query"]]
        assert entry["ndcg"] == pytest.approx(value["nDCG@10"], abs=1e-12)
        body = rows[1:-1]
        assert [r[0] for r in body] == [str(i) for i in range(1, len(body) + 1)]
        assert sum(r[3] == "unjudged" for r in body) == len(entry["holes"])


def test_worst_queries_are_the_largest_gaps(demo_files):
    runs = [read_run(demo_files / "run-bm25.trec"), read_run(demo_files / "run-dense.trec")]
    qrels = read_qrels(demo_files / "qrels-full.txt")
    comparison = compare_runs(runs, qrels, scoring_request(["nDCG@5"]))
    document = report_document(comparison, runs, qrels, worst=3).to_json()
    for run in ("bm25", "dense"):
        shown = [e["query"] for e in document["worst"] if e["run"] == run]
        gaps = sorted(((1 - v["nDCG@5"], q) for q, v in
                       document["runs"][0 if run == "bm25" else 1]["per_query"].items()), key=lambda x: -x[0])
        assert [1 - e["ndcg"] for e in document["worst"] if e["run"] == run] == pytest.approx([g for g, _ in gaps[:3]])
        assert len(shown) == 3 and all(e["k"] == 5 for e in document["worst"])


def test_a_single_run_report_has_no_comparison(demo_files, capsys):
    code, _, err = _cli(capsys, "report", "run-dense.trec", "--qrels", "qrels-seed.txt", "--out", "one.html",
                        "--out", "one.md")
    assert code == 0, err
    page = _parse((demo_files / "one.html").read_text(encoding="utf-8"))
    assert page.tags.count("svg") == 1  # the distribution only
    assert all(a.get("id") != "differences" for a, _ in page.tables)
    assert page.by_id("per-query")[0] == ["query", "text", "dense", "Judged@10 dense", "relevant"]
    assert "Against the baseline" not in (demo_files / "one.md").read_text(encoding="utf-8")


HOSTILE_QUERY = '<script>alert("q")</script> | *bold* & [x](http://evil)'
HOSTILE_CHUNK = "<img/src=x>&amp;|"


def _hostile(tmp_path: Path, repository):
    run_path = tmp_path / "hostile.trec"
    run_path.write_text(f"q1 Q0 {HOSTILE_CHUNK} 1 2.0 first\nq1 Q0 ok 2 1.0 first\nq2 Q0 ok 1 1.0 first\n", encoding="utf-8")
    other = tmp_path / "other.trec"
    other.write_text(f"q1 Q0 ok 1 2.0 other\nq1 Q0 {HOSTILE_CHUNK} 2 1.0 other\nq2 Q0 ok 1 1.0 other\n", encoding="utf-8")
    repository.upsert_queries([Query("q1", HOSTILE_QUERY), Query("q2", "plain")])
    qrels = QrelsTable.from_rows([("q1", "ok", 2), ("q2", "ok", 1), ("q2", "zz", 3)])
    runs = [read_run(run_path), read_run(other)]
    comparison = compare_runs(runs, qrels, scoring_request(["nDCG@10"]), repository=repository)
    return report_document(comparison, runs, qrels, title="<b>T</b>")


def test_untrusted_text_is_escaped_in_html(tmp_path, repository):
    document = _hostile(tmp_path, repository)
    html = report_html(document)
    page = _parse(html)
    assert "script" not in page.tags and "img" not in page.tags
    assert "<h1>&lt;b&gt;T&lt;/b&gt;</h1>" in html
    assert page.links == []
    per_query = {row[0]: row for row in page.by_id("per-query")[1:]}
    assert per_query["q1"][1] == HOSTILE_QUERY  # shown literally
    chunks = [row[2] for _, rows in page.by_class("drill") for row in rows[1:-1]]
    assert HOSTILE_CHUNK in chunks


def test_untrusted_text_is_inert_in_markdown(tmp_path, repository):
    from markdown_it import MarkdownIt

    text = report_markdown(_hostile(tmp_path, repository))
    assert r"\<script>" in text and r"\<img" in text  # backslash-escaped in the file: raw text stays readable
    rendered = MarkdownIt("commonmark").enable("table").render(text)
    assert "<script" not in rendered and "<img" not in rendered and "&lt;script&gt;" in rendered
    for line in text.splitlines():
        if line.startswith("| q1 "):
            assert line.count(" | ") == line.replace("\\|", "").count(" | ")  # the query's pipe is escaped
            assert r"\|" in line


def test_csv_has_a_header_and_every_value(tmp_path, repository):
    document = _hostile(tmp_path, repository)
    rows = list(csv.reader(io.StringIO(report_csv(document))))
    assert rows[0] == ["run", "query", "measure", "statistic", "value"]
    marks = [r for r in rows if r[3] == "mark"]
    assert [r[0] for r in marks] == ["other"]


def test_unknown_output_suffix_and_baseline_fail_in_one_line(demo_files, capsys):
    code, _, err = _cli(capsys, "report", "run-bm25.trec", "--qrels", "qrels-full.txt", "--out", "r.pdf")
    assert code == 2 and "unknown report format .pdf" in err and not (demo_files / "r.pdf").exists()
    code, _, err = _cli(capsys, "report", "run-bm25.trec", "--qrels", "qrels-full.txt", "--baseline", "nope",
                        "--out", "r.html")
    assert code == 2 and "baseline 'nope'" in err and len(err.strip().splitlines()) == 1


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")
def test_chromium_renders_the_report(demo_files, capsys, tmp_path):
    code, _, err = _cli(capsys, "report", "run-bm25.trec", "run-dense.trec", "--qrels", "qrels-seed.txt",
                        "--out", "r.html")
    assert code == 0, err
    shot = tmp_path / "report.png"
    profile = tmp_path / "profile"
    subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", f"--user-data-dir={profile}",
         f"--screenshot={shot}", "--window-size=1280,1600", (demo_files / "r.html").as_uri()],
        capture_output=True, timeout=60, check=False,
    )
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert (width, height) == (1280, 1600)
    assert len(data) > 50_000  # a page with tables and charts, not a blank screen


def test_to_json_is_dataclasses_asdict_without_the_deep_copy(demo_files):
    import dataclasses
    import json

    runs = [read_run(demo_files / "run-bm25.trec"), read_run(demo_files / "run-dense.trec")]
    qrels = read_qrels(demo_files / "qrels-full.txt")
    report = report_document(compare_runs(runs, qrels, scoring_request(["nDCG@5", "RR"])), runs, qrels, worst=3)
    assert json.dumps(report.to_json(), sort_keys=True) == json.dumps(dataclasses.asdict(report), sort_keys=True)


def test_win_loss_bars_carry_their_query_ids_flat_when_a_printout_can_show_them():
    """A printout has no tooltips, so up to 60 bars are labelled with their query: horizontally (they were
    9 px text turned -60 degrees), in one row, two staggered rows, or by number with a key naming each."""
    from labeler.dataio.reports.charts import AXIS_SIZE, LABELLED_QUERIES, Label, text_width, win_loss_chart

    def names(chart):
        return [s for s in chart.shapes if isinstance(s, Label) and s.anchor == "middle"]

    dl = [str(q) for q in (300986, 845121, 1107704, 975079, 832573, 818583, 835760, 23287, 237669, 540006,
                           112700, 337656, 300025, 661905, 508292, 952284, 1111577, 2082, 30611, 681645)]
    one_row = win_loss_chart([(q, 0.3 - i / 50) for i, q in enumerate(dl)])
    labels = names(one_row)
    assert [label.text for label in labels] == dl and len({label.y for label in labels}) == 1 and not one_row.key
    assert all(label.size >= AXIS_SIZE for label in one_row.shapes if isinstance(label, Label))
    for a, b in zip(labels, labels[1:]):  # flat and apart: no two names overlap
        assert a.x + text_width(a.text) / 2 < b.x - text_width(b.text) / 2

    medium = [f"t-{i:04d}" for i in range(40)]
    staggered = names(win_loss_chart([(q, 0.01) for q in medium]))
    assert [label.text for label in staggered] == medium and len({label.y for label in staggered}) == 2
    for a, b in zip(staggered, staggered[2:]):  # the same row: every other name
        assert a.y == b.y and a.x + text_width(a.text) / 2 < b.x - text_width(b.text) / 2

    long_ids = [f"customer-support-topic-{i:03d}" for i in range(30)]
    keyed = win_loss_chart([(q, 0.1 - i / 100) for i, q in enumerate(long_ids)])
    assert [label.text for label in names(keyed)] == [str(i + 1) for i in range(30)]
    assert keyed.key == [(str(i + 1), q) for i, q in enumerate(long_ids)]
    assert any("the key under the chart names each numbered bar" in s.text for s in keyed.shapes
               if isinstance(s, Label))

    many = win_loss_chart([(f"q{i}", 0.01) for i in range(LABELLED_QUERIES + 1)])
    assert not names(many) and not many.key
    assert any(isinstance(s, Label) and "hover a bar" in s.text for s in many.shapes)


def test_the_key_and_the_captions_are_written_around_each_chart(demo_files):
    """A chart's caption is its title, above it (under it, it read as the next chart's title); its key follows it."""
    import re

    from labeler.dataio.reports.html import report_html

    runs = [read_run(demo_files / "run-bm25.trec"), read_run(demo_files / "run-dense.trec")]
    qrels = read_qrels(demo_files / "qrels-full.txt")
    html = report_html(report_document(compare_runs(runs, qrels, scoring_request(["nDCG@10"])), runs, qrels, worst=1))
    figures = re.findall(r"<figure[^>]*>(.*?)</figure>", html, re.S)
    assert figures and all(f.startswith("<figcaption>") and f.index("</figcaption>") < f.index("<svg") for f in figures)
    assert "rotate(" not in html


def test_worst_query_rows_show_a_title_or_snippet_when_the_database_has_the_chunk(tmp_path, repository):
    """issue 15, 9: a printed report could only show chunk ids in its worst-query tables."""
    from labeler.domain import Chunk

    repository.upsert_queries([Query("q1", "first"), Query("q2", "second")])
    repository.upsert_chunks([[Chunk("ok", "word " * 40), Chunk("zz", "body", title="<b>Heading</b> & more")]])
    run_path = tmp_path / "r.trec"
    run_path.write_text("q1 Q0 ok 1 2.0 r\nq2 Q0 zz 1 1.0 r\nq2 Q0 ok 2 0.5 r\n", encoding="utf-8")
    qrels = QrelsTable.from_rows([("q1", "gone", 2), ("q2", "zz", 3), ("q2", "ok", 1)])
    runs = [read_run(run_path)]
    report = report_document(compare_runs(runs, qrels, scoring_request(["nDCG@10"]), repository=repository), runs, qrels,
                             repository=repository)
    rows = {row.chunk: row.snippet for worst in report.worst for row in (*worst.ranked, *worst.ideal)}
    assert rows["zz"] == "<b>Heading</b> & more" and rows["gone"] is None
    assert rows["ok"] is not None and len(rows["ok"]) <= 80 and rows["ok"].endswith("word …")
    assert "&lt;b&gt;Heading&lt;/b&gt; &amp; more" in report_html(report)
    assert r"— \<b>Heading\</b> & more" in report_markdown(report)
    no_db = report_document(compare_runs(runs, qrels, scoring_request(["nDCG@10"])), runs, qrels)
    assert all(row.snippet is None for worst in no_db.worst for row in worst.ranked)
