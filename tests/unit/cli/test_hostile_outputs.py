"""Every output path over the hostile corpus (tests/hostile/texts.py): nothing leaks through.

One real database holds hostile queries, chunks, ids, annotator, model and run names, notes and
LLM reasons, imported through the CLI like a user's files. Then every command that writes text
runs over it: the CLI's tables and messages, the HTML, Markdown, CSV and JSON reports, judgment
and suggestion exports, eval's csv/json/trec output and TREC qrels. No terminal, Markdown, HTML or
CSV output may carry a raw control, bidi or zero-width character; no CSV cell may start a
formula; HTML has no live tag; JSON decodes to exactly the stored text.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
from html.parser import HTMLParser
from pathlib import Path

import pytest

from labeler.cli import main
from labeler.domain import Suggestion, SuggestionStatus
from labeler.services.project import open_repository
from tests.hostile import texts as hostile

FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
TERMINAL, CSV, JSON, MARKDOWN, HTML, TREC = "terminal", "csv", "json", "markdown", "html", "trec"


def _cli(db: Path, *args: str) -> tuple[int, str, str]:
    """Run labeler as a user would; its exit status, stdout and stderr."""
    stdout, stderr = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        with pytest.raises(SystemExit) as exited:
            main(["--db", str(db), *args])
    return int(exited.value.code or 0), stdout.getvalue(), stderr.getvalue()


def _write_inputs(folder: Path) -> None:
    with open(folder / "queries.jsonl", "w", encoding="utf-8") as out:
        for i, qid in enumerate(hostile.QUERY_IDS):
            out.write(json.dumps({"_id": qid, "text": hostile.TEXTS[i % len(hostile.TEXTS)]}) + "\n")
    with open(folder / "chunks.jsonl", "w", encoding="utf-8") as out:
        for i, cid in enumerate(hostile.CHUNK_IDS):
            text = hostile.BIG if i == 0 else hostile.TEXTS[i % len(hostile.TEXTS)]
            out.write(json.dumps({"_id": cid, "title": hostile.TEXTS[(i + 3) % len(hostile.TEXTS)],
                                  "text": text}) + "\n")
    for r, _ in enumerate(hostile.RUN_NAMES):
        order = hostile.CHUNK_IDS[r:] + hostile.CHUNK_IDS[:r]
        with open(folder / f"run{r}.jsonl", "w", encoding="utf-8") as out:
            for qid in hostile.QUERY_IDS:
                for rank, cid in enumerate(order):
                    out.write(json.dumps({"qid": qid, "docid": cid, "score": 20 - rank}) + "\n")


@pytest.fixture(scope="module")
def hostile_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A migrated SQLite database full of hostile text, built through the CLI and the repository."""
    folder = tmp_path_factory.mktemp("hostile")
    db = folder / "hostile.db"
    _write_inputs(folder)
    commands = [["import", "queries", str(folder / "queries.jsonl")],
                ["import", "chunks", str(folder / "chunks.jsonl")]]
    commands += [["import", "run", str(folder / f"run{r}.jsonl"), "--name", name]
                 for r, name in enumerate(hostile.RUN_NAMES)]
    commands.append(["pool", "--depth", "4"])
    for command in commands:
        code, _, err = _cli(db, *command)
        assert code == 0, (command, err)
    repository = open_repository(str(db))
    try:
        pairs = [(p.query_id, p.chunk_id) for p in repository.list_pairs()]
        for n, (query_id, chunk_id) in enumerate(pairs):
            for a, annotator in enumerate(hostile.ANNOTATORS):
                note = hostile.BIG if (n, a) == (0, 0) else hostile.TEXTS[(n + a) % len(hostile.TEXTS)]
                repository.record_judgment(query_id, chunk_id, annotator, (n + a) % 4, note=note)
            repository.add_suggestion(Suggestion(
                query_id, chunk_id, hostile.MODEL, "hash", SuggestionStatus.OK, grade=n % 4,
                reason=hostile.TEXTS[n % len(hostile.TEXTS)], raw_text=hostile.SCRIPT + hostile.OSC_TITLE))
    finally:
        repository.close()
    return db


def _outputs(db: Path, out: Path) -> list[tuple[str, str, str]]:
    """(what, sink, text) for every output path; every command must succeed."""
    runs = list(hostile.RUN_NAMES)
    seen: list[tuple[str, str, str]] = []

    def run(sink: str, *args: str) -> None:
        code, stdout, stderr = _cli(db, *args)
        assert code == 0, (args, stderr)
        seen.append((" ".join(args[:3]), sink, stdout + stderr))

    run(TERMINAL, "status")
    run(TERMINAL, "eval", *runs, "--per-query")
    run(CSV, "eval", *runs, "--per-query", "--format", "csv")
    run(JSON, "eval", *runs, "--format", "json")
    run(TERMINAL, "assign", "--per-pair", "5", "--annotators", ",".join((*hostile.ANNOTATORS, "@late")))
    run(TERMINAL, "team-status")
    run(JSON, "team-status", "--format", "json")
    run(TERMINAL, "agreement", "--humans")
    run(JSON, "agreement", "--humans", "--format", "json")
    run(TERMINAL, "agreement")
    run(JSON, "agreement", "--format", "json")
    run(TERMINAL, "agreement", "--model", hostile.MODEL)  # with the system ranking of the hostile run names
    run(JSON, "agreement", "--model", hostile.MODEL, "--format", "json")
    run(TERMINAL, "disagreements")
    run(JSON, "disagreements", "--format", "json")
    files = {"r.html": HTML, "r.md": MARKDOWN, "r.csv": CSV, "r.json": JSON}
    run(TERMINAL, "report", *runs, *[arg for name in files for arg in ("--out", str(out / name))])
    for name in ("judgments", "suggestions"):
        run(TERMINAL, "export", name, str(out / f"{name}.csv"))
        run(TERMINAL, "export", name, str(out / f"{name}.jsonl"))
        files |= {f"{name}.csv": CSV, f"{name}.jsonl": JSON}
    seen += [(name, sink, (out / name).read_text(encoding="utf-8")) for name, sink in files.items()]
    return seen


@pytest.fixture(scope="module")
def outputs(hostile_db: Path, tmp_path_factory: pytest.TempPathFactory) -> list[tuple[str, str, str]]:
    return _outputs(hostile_db, tmp_path_factory.mktemp("outputs"))


def test_every_output_path_ran(outputs):
    sinks = {sink for _, sink, _ in outputs}
    assert sinks == {TERMINAL, CSV, JSON, MARKDOWN, HTML}
    assert len(outputs) >= 25


@pytest.mark.parametrize("sink", [TERMINAL, CSV, MARKDOWN, HTML])
def test_no_raw_control_bidi_or_zero_width_character(outputs, sink):
    for what, kind, text in outputs:
        if kind != sink:
            continue
        leaked = sorted({f"U+{ord(ch):04X}" for ch in hostile.FORBIDDEN if ch in text})
        assert not leaked, f"{what} ({sink}) carries raw {', '.join(leaked)}"


def test_json_outputs_escape_what_a_terminal_acts_on_yet_keep_the_data(outputs):
    for what, kind, text in outputs:
        if kind != JSON:
            continue
        leaked = sorted({f"U+{ord(ch):04X}" for ch in hostile.FORBIDDEN if ch in text})
        assert not leaked, f"{what} carries raw {', '.join(leaked)}"
        documents = [json.loads(line) for line in text.splitlines()] if what.endswith(".jsonl") else [json.loads(text)]
        assert documents
    judgments = next(text for what, _, text in outputs if what == "judgments.jsonl")
    annotators = {json.loads(line)["annotator"] for line in judgments.splitlines()}
    assert annotators == set(hostile.ANNOTATORS)  # lossless: the very names, escapes decoded
    notes = {json.loads(line)["note"] for line in judgments.splitlines()}
    assert hostile.BIG in notes and hostile.OSC_TITLE in notes


def _is_number(cell: str) -> bool:
    try:
        float(cell)
    except ValueError:
        return False
    return True


def test_no_csv_cell_starts_a_formula(outputs):
    cells = 0
    for what, kind, text in outputs:
        if kind != CSV:
            continue
        for row in csv.reader(io.StringIO(text)):
            for cell in row:
                cells += 1
                assert _is_number(cell) or not cell.startswith(FORMULA_START), f"{what}: formula {cell[:40]!r}"
    assert cells > 1000
    judgments = next(text for what, _, text in outputs if what == "judgments.csv")
    rows = list(csv.DictReader(io.StringIO(judgments)))
    assert {r["chunk_id"] for r in rows} >= {"'" + hostile.FORMULA, "'+1", "'-1", "'@SUM(1)"}
    assert any(r["note"] == hostile.BIG for r in rows)  # 1 MB cell written whole


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: set[str] = set()
        self.attributes: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.add(tag)
        self.attributes.update(name for name, _ in attrs)


def test_html_has_no_live_tag_and_shows_the_text(outputs):
    html = next(text for what, _, text in outputs if what == "r.html")
    parser = _Tags()
    parser.feed(html)
    assert {"script", "img", "iframe", "a", "link"}.isdisjoint(parser.tags)
    assert not any(name.startswith("on") for name in parser.attributes)
    assert "&lt;script&gt;" in html and "\\x1b]0;pwned\\x07" in html and "&lt;U+202E&gt;" in html


def test_markdown_renders_inert(outputs):
    from markdown_it import MarkdownIt

    text = next(text for what, _, text in outputs if what == "r.md")
    rendered = MarkdownIt("commonmark").enable("table").render(text)
    assert "<script" not in rendered and "<img" not in rendered and "<a " not in rendered
    assert "&lt;script&gt;" in rendered  # shown as text, not dropped
    assert "&amp;lt;" not in rendered.replace("&amp;lt;=", "")  # entities show as characters
    per_query = [line for line in text.splitlines() if line.startswith("| q") or line.startswith("| \\=")]
    header = next(line for line in text.splitlines() if line.startswith("| query | text |"))
    columns = header.count(" | ")
    for line in per_query:  # no pipe in an id or text splits a row
        assert line.replace("\\|", "").count(" | ") == columns, line


def test_terminal_tables_show_the_escapes(outputs):
    table = next(text for what, kind, text in outputs if what.startswith("eval") and kind == TERMINAL)
    assert "run\\x1b]0;pwned\\x07" in table and "q<U+202E>evil" in table
    status = next(text for what, _, text in outputs if what == "status")
    assert "ann\\x1b]0;pwned\\x07" in status


def test_trec_outputs_stay_exact_or_refuse_in_one_line(hostile_db, tmp_path):
    """TREC qrels are byte-exact for tools: an id with whitespace cannot be written, and says so."""
    code, _, err = _cli(hostile_db, "export", "qrels", "--out", str(tmp_path / "all.txt"))
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "whitespace in TREC qrels" in err and not (tmp_path / "all.txt").exists()
    assert not any(ch in err for ch in hostile.FORBIDDEN)

    code, out, err = _cli(hostile_db, "eval", *hostile.RUN_NAMES, "--format", "trec", "--per-query")
    assert code == 0, err
    for line in out.splitlines():
        assert len(line.split("\t")) == 3, line  # measure, query, value: ids carry no tab or newline


def test_error_line_shows_escapes_on_one_line(hostile_db, tmp_path):
    bad = tmp_path / "queries.tsv"
    bad.write_text("q1\tfine\n" + hostile.OSC_TITLE + "\u202e\t\n", encoding="utf-8")
    code, _, err = _cli(hostile_db, "import", "queries", str(bad))
    assert code == 2 and len(err.strip().splitlines()) == 1, err
    assert not any(ch in err for ch in hostile.FORBIDDEN), err

    code, _, err = _cli(hostile_db, "adjudicate", hostile.QUERY_IDS[0], "no\nsuch" + hostile.ANSI, "2")
    assert code == 2 and len(err.strip().splitlines()) == 1, err
    assert not any(ch in err for ch in hostile.FORBIDDEN), err

    # the message lists the imported runs' names, straight from the database
    code, _, err = _cli(hostile_db, "eval", "no\nsuch run")
    assert code == 2 and len(err.strip().splitlines()) == 1, err
    assert not any(ch in err for ch in hostile.FORBIDDEN), err
    assert "run\\x1b]0;pwned\\x07)" in err and "no\\nsuch run" in err


def test_the_system_ranking_names_hostile_runs_safely(hostile_db):
    code, out, err = _cli(hostile_db, "agreement", "--model", hostile.MODEL)
    assert code == 0, err
    assert f"system ranking of {len(hostile.RUN_NAMES)} runs by nDCG@10" in out
    assert not any(ch in out for ch in hostile.FORBIDDEN)
