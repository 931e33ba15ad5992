"""TREC text read as trec_eval 10 reads it, by every path that reads it (issue 23): the run tag
trec_eval prints, fields split at any run of blanks, bare CR line ends.

`labeler trec-eval` reads a run three ways (the small-file fast path, the fast path's range reader
for big files, the full command) and `labeler eval` and the imports read it once more; each test
below holds every one of them to the same answer.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from labeler.dataio.eval_input import run_ranges
from labeler.dataio.eval_input import small_files as run_small
from labeler.launch.trec_eval import fast_trec_eval
from tests.cli_main import run_main

QRELS = "q1 0 a 1\nq1 0 b 0\nq1 0 c 2\nq2 0 x 1\n"


def _write(tmp_path: Path, name: str, data: str | bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path


def _fast(args: list[str], big: bool) -> str | None:
    """The fast path's printout (None: it declined); ``big`` reads the run a range at a time."""
    out = io.StringIO()
    with pytest.MonkeyPatch.context() as patch, contextlib.redirect_stdout(out):
        if big:
            patch.setattr(run_small, "SMALL_BYTES", 0)
            patch.setattr(run_ranges, "RANGE_BYTES", 64)
        answered = fast_trec_eval(args)
    return out.getvalue() if answered else None


def _cli(args: list[str]) -> tuple[int, str, str]:
    return run_main(args)


def trec_eval_everywhere(args: list[str]) -> tuple[int, str, str]:
    """`labeler trec-eval ARGS` by the full command, checked against both fast paths: each of them
    prints the same, or declines (and then the full command answers)."""
    full = _cli(["trec-eval", *args])
    for big in (False, True):
        fast = _fast(args, big)
        assert fast is None or (full[0] == 0 and fast == full[1]), (big, fast, full)
    return full


# --- item 4: runid is the last line's tag ----------------------------------------------------


@pytest.mark.parametrize("blank", [" ", "\t"])
def test_runid_is_the_last_lines_tag_as_trec_eval_prints_it(tmp_path, blank):
    """trec_eval 10 sets runid from every line it reads: the last line's tag is printed."""
    lines = ["q1 Q0 a 1 3 first", "q1 Q0 b 2 2 first", "q2 Q0 x 1 1 middle", "q1 Q0 c 3 1 last", "# trailing comment", ""]
    run = _write(tmp_path, "tags.run", "\n".join(line.replace(" ", blank) for line in lines) + "\n")
    qrels = _write(tmp_path, "q.qrels", QRELS)
    code, out, err = trec_eval_everywhere(["-m", "runid", "-m", "num_ret", str(qrels), str(run)])
    assert code == 0, err
    assert out.splitlines()[0] == "runid                 \tall\tlast"
    code, out, err = _cli(["trec-eval", "-R", "qrels_jg", str(qrels), str(run)])  # judgment groups: read_run
    assert code == 0 and out.splitlines()[0] == "runid                 \tall\tlast", err


def test_runid_of_a_compressed_run_is_its_last_tag_too(tmp_path):
    import gzip

    run = tmp_path / "tags.run.gz"
    run.write_bytes(gzip.compress(b"q1 Q0 a 1 3 first\nq1 Q0 b 2 2 second\n"))
    qrels = _write(tmp_path, "q.qrels", QRELS)
    code, out, err = trec_eval_everywhere(["-m", "runid", str(qrels), str(run)])
    assert code == 0, err
    assert out == "runid                 \tall\tsecond\n"


# --- item 1: fields split at any run of blanks ------------------------------------------------

RUN_LINES = [
    ("q1", "a", "1", "3.5"), ("q1", "b", "2", "2.5"), ("q1", "c", "3", "2.5"), ("q1", "z", "4", "1"),
    ("q2", "x", "1", "0.5"), ("q2", "y", "2", "0.25"),
]


def _run_text(gaps: list[str], ends: str = "\n") -> str:
    """RUN_LINES with each line's five gaps taken from ``gaps`` in turn."""
    out = []
    for number, (qid, doc, rank, score) in enumerate(RUN_LINES):
        fields = [qid, "Q0", doc, rank, score, "tag"]
        gap = gaps[number % len(gaps)]
        out.append(gap.join(fields) + ends)
    return "".join(out)


def _eval_lines(run: Path, qrels: Path) -> list[str]:
    code, out, err = _cli(["eval", "--qrels", str(qrels), "-m", "AP", "-m", "nDCG@2", "--format", "trec", str(run)])
    assert code == 0, err
    return out.splitlines()


@pytest.mark.parametrize("gaps", [[" \t"], ["\t "], [" \t ", "\t"], ["  "], ["\t\t"], ["\v"], ["\f "],
                                  [" ", " ", " ", " ", " ", " \t"], ["\t", "\t", " "]],
                         ids=repr)
def test_any_run_of_blanks_separates_fields_as_trec_eval_splits_them(tmp_path, gaps):
    """trec_eval 10 splits a line at every run of blanks (C's isspace); Arrow splits at one byte, so
    `q1 \\tQ0 \\ta` kept a tab inside the ids (map 0.0000 where trec_eval says 0.2122 on DL 2021)."""
    qrels = _write(tmp_path, "q.qrels", QRELS)
    plain = _write(tmp_path, "plain.run", _run_text([" "]))
    odd = _write(tmp_path, "odd.run", _run_text(gaps))
    args = ["-q", "-m", "all_trec"]
    expected = trec_eval_everywhere([*args, str(qrels), str(plain)])
    assert expected[0] == 0, expected[2]
    assert trec_eval_everywhere([*args, str(qrels), str(odd)]) == expected
    assert _eval_lines(odd, qrels) == _eval_lines(plain, qrels)
    odd_qrels = _write(tmp_path, "odd.qrels", "".join(gaps[i % len(gaps)].join(line.split()) + "\n"
                                                      for i, line in enumerate(QRELS.splitlines())))
    assert trec_eval_everywhere([*args, str(odd_qrels), str(plain)]) == expected
    db = tmp_path / "labeler.db"
    for kind, path in (("run", odd), ("qrels", odd_qrels)):
        code, _, err = _cli(["--db", str(db), "import", kind, str(path)])
        assert code == 0, err
    assert _stored_pairs(db) == {(q, d) for q, d, _, _ in RUN_LINES} | {("q1", "a"), ("q1", "b"), ("q1", "c"), ("q2", "x")}


def _stored_pairs(db: Path) -> set[tuple[str, str]]:
    """The (query, chunk) pairs of the stored run and of the pool the qrels import made."""
    from labeler.dataio.runs.table import RunTable
    from labeler.storage import open_repository

    repository = open_repository(str(db), read_only=True)
    try:
        run = RunTable.from_bytes(repository.run_data("tag"))
        pairs = {(pair.query_id, pair.chunk_id) for pair in repository.list_pairs()}
    finally:
        repository.close()
    return {(q, d) for batch in run.row_batches() for q, d, *_ in batch} | pairs


def test_a_tab_separated_run_whose_ids_hold_a_space_is_split_there_too(tmp_path):
    """`a b` is two fields to trec_eval (docid a, rank b, score 1): the score moves, as there."""
    qrels = _write(tmp_path, "q.qrels", "q1 0 a 1\nq1 0 c 1\n")
    tabs = _write(tmp_path, "tabs.run", "q1\tQ0\tc\t1\t2.0\tt\nq1\tQ0\ta b\t1\t3.0\tt\n")
    spaces = _write(tmp_path, "spaces.run", "q1 Q0 c 1 2.0 t\nq1 Q0 a b 1 3.0 t\n")
    assert trec_eval_everywhere(["-q", "-m", "all_trec", str(qrels), str(tabs)]) == \
        trec_eval_everywhere(["-q", "-m", "all_trec", str(qrels), str(spaces)])


def test_plain_lines_then_a_mixed_one_far_down_are_split_alike(tmp_path):
    """The fast path used to take its one separator from the first line: a line far down mixing
    blanks must still be split at both."""
    qrels = _write(tmp_path, "q.qrels", "q1 0 d0 1\nq2 0 e5 1\n")
    lines = [f"q1 Q0 d{i} {i + 1} {1000 - i} t\n" for i in range(3000)] + ["q2 \tQ0 \te5 \t1 \t9 \tt\n"]
    run = _write(tmp_path, "far.run", "".join(lines))
    code, out, err = trec_eval_everywhere(["-q", "-m", "num_rel_ret", str(qrels), str(run)])
    assert code == 0, err
    assert "num_rel_ret           \tq2\t1" in out.splitlines()


@pytest.mark.parametrize("line", ["q1 Q0  1 2.0 t\n", " Q0 d 1 2.0 t\n", "\tq1\tQ0\td\t1\t2.0\n"],
                         ids=["empty-docid", "leading-blank", "leading-tab"])
def test_a_line_of_five_fields_and_a_doubled_blank_is_refused_as_five_fields(tmp_path, line):
    """Arrow's split reads two blanks as an empty field, so such a line looked like six fields."""
    qrels = _write(tmp_path, "q.qrels", QRELS)
    run = _write(tmp_path, "five.run", "q1 Q0 a 1 3.0 t\n" + line)
    code, _, err = trec_eval_everywhere(["-m", "map", str(qrels), str(run)])
    assert code == 2 and f"{run}:2: expected 6 fields" in err, err


# --- item 3: bare CR line ends -----------------------------------------------------------------

BARE_CR = "a carriage return without a line feed (bare CR line ends?)"


@pytest.mark.parametrize("big", [False, True], ids=["small", "past-16MB"])
def test_bare_cr_line_ends_are_refused_at_every_size(tmp_path, big):
    """trec_eval 10 reads a CR as a blank: a run with CR line ends is one line to it, of which it
    keeps the first six fields (num_ret 1, exit 0); its qrels are `Malformed line 1`. labeler split
    a small one into lines and called a big one a line too long; now both are refused, naming the
    cause, by trec-eval, eval and every import."""
    qrels = _write(tmp_path, "q.qrels", QRELS)
    lines = _run_text([" "], ends="\r").encode()
    if big:
        lines += b"".join(b"q3 Q0 d%d 1 1 tag\r" % i for i in range(1_000_000))
        assert len(lines) > 16 << 20
    run = _write(tmp_path, "mac.run", lines)
    code, _, err = trec_eval_everywhere(["-m", "map", str(qrels), str(run)])
    assert (code, err) == (2, f"error: {run}:1: {_bare_cr_message()}\n")
    for args in (["eval", "--qrels", str(qrels), str(run)], ["--db", str(tmp_path / "x.db"), "import", "run", str(run)]):
        code, _, err = _cli(args)
        assert code == 2 and f"{run}:1: {BARE_CR}" in err, err


def _bare_cr_message() -> str:
    from labeler.dataio.records.formats import BARE_CR as message

    return message


@pytest.mark.parametrize(("kind", "name", "text", "line"), [
    ("qrels", "q.qrels", "q1 0 a 1\nq1 0 b 0\rq1 0 c 2\n", 2),
    ("qrels", "q.csv", "qid,docid,grade\rq1,a,1\r", 1),
    ("queries", "t.tsv", "q1\tfirst\r\nq2\tsecond\rq3\tthird\r\n", 2),
    ("chunks", "c.tsv", "a\tone passage\rb\tanother\r", 1),
    ("chunks", "c.jsonl", '{"_id": "a", "text": "x"}\r{"_id": "b", "text": "y"}\n', 1),
    ("run", "r.csv", "qid,docid,score\nq1,a,1\rq1,b,2\n", 2),
    ("run", "r.jsonl", '{"qid": "q1", "docid": "a", "score": 1}\r{"qid": "q1", "docid": "b", "score": 2}\n', 1),
])
def test_a_bare_cr_is_refused_by_every_text_reader(tmp_path, kind, name, text, line):
    """A TSV of chunks with CR line ends was one chunk holding the whole file as its text."""
    path = _write(tmp_path, name, text)
    code, _, err = _cli(["--db", str(tmp_path / "x.db"), "import", kind, str(path)])
    assert (code, err) == (2, f"error: {path}:{line}: {_bare_cr_message()}\n")


def test_crlf_line_ends_read_as_lf_ones_on_every_path(tmp_path):
    qrels = _write(tmp_path, "q.qrels", QRELS.replace("\n", "\r\n"))
    plain = _write(tmp_path, "plain.run", _run_text([" "]))
    crlf = _write(tmp_path, "crlf.run", _run_text(["\t"], ends="\r\n"))
    expected = trec_eval_everywhere(["-q", "-m", "all_trec", str(qrels), str(plain)])
    assert expected[0] == 0 and trec_eval_everywhere(["-q", "-m", "all_trec", str(qrels), str(crlf)]) == expected


def test_judgment_group_qrels_are_split_and_refused_alike(tmp_path):
    """-R qrels_jg read its file with Python's universal newlines and str.split (a CR ended a line)."""
    run = _write(tmp_path, "r.run", _run_text([" "]))
    plain = _write(tmp_path, "jg.qrels", "q1 alice a 1\nq1 bob a 0\nq1 bob c 2\nq2 alice x 1\n")
    mixed = _write(tmp_path, "mixed.qrels", "q1 \talice\t a 1\nq1\v bob a 0\n\tq1 bob c 2 \nq2 \f alice x 1\n")
    expected = _cli(["trec-eval", "-q", "-R", "qrels_jg", str(plain), str(run)])
    assert expected[0] == 0, expected[2]
    assert _cli(["trec-eval", "-q", "-R", "qrels_jg", str(mixed), str(run)]) == expected
    mac = _write(tmp_path, "mac.qrels", "q1 alice a 1\rq1 bob a 0\r")
    assert _cli(["trec-eval", "-R", "qrels_jg", str(mac), str(run)]) == (2, "", f"error: {mac}:1: {_bare_cr_message()}\n")
