"""What trec_eval 10 reads, labeler reads the same way (issue 13 item 3): `#` comment lines in
runs and qrels, run lines with trailing fields after the tag, and qrels grades written `1.5` or
`+2`. The expected values were checked against trec_eval 10.0 built from usnistgov/trec_eval
(commit f425365): it reads a grade with C's atol and skips a run line's fields after the sixth."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labeler.cli import main
from labeler.dataio.records import whitespace_rewrite
from labeler.dataio.qrels.files import read_qrels
from labeler.dataio.runs.reader import read_run, read_runs_by_tag
from labeler.domain.errors import InputError

PLAIN_RUN = "q1 Q0 a 1 7 t\nq1 Q0 b 2 6 t\nq1 Q0 c 3 5 t\nq2 Q0 x 1 2.5 t\n"
ROWS = [("q1", "a", 7.0), ("q1", "b", 6.0), ("q1", "c", 5.0), ("q2", "x", 2.5)]
# The same run with comments (indented, consecutive, last), blank lines, and fields after the tag.
DRESSED_RUN = (
    "# run header\n  # indented comment\nq1 Q0 a 1 7 t extra cols here\n\n# c2\n# c3\n"
    "q1 Q0 b 2 6 t x\nq1\tQ0\tc\t3\t5\tt\t\tjunk\n   \nq2 Q0 x 1 2.5 t\n# last\n"
)


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _rows(path: Path, ranks: bool = True) -> list[tuple[str, str, float]]:
    run = read_run(path, ranks=ranks)
    return [row[:3] for batch in run.row_batches() for row in batch]


@pytest.mark.parametrize("ranks", [True, False], ids=["import", "eval"])
def test_comments_blank_lines_and_trailing_fields_are_skipped(tmp_path, ranks):
    path = _write(tmp_path, "dressed.trec", DRESSED_RUN)
    assert _rows(path, ranks) == ROWS
    assert read_run(path, ranks=ranks).name == "t"


@pytest.mark.parametrize("ranks", [True, False], ids=["import", "eval"])
def test_a_comment_arrow_could_parse_as_a_row_is_still_a_comment(tmp_path, ranks):
    """Six fields of the right kinds after '#': the fast path parses it, then drops it (its tag
    would otherwise be a second run tag)."""
    path = _write(tmp_path, "c.trec", "# made by 1 2.5 other\n" + PLAIN_RUN)
    assert _rows(path, ranks) == ROWS and read_run(path, ranks=ranks).name == "t"


def test_trailing_fields_leave_the_tag_in_the_sixth(tmp_path):
    path = _write(tmp_path, "tags.trec", "q1 Q0 a 1 7 bm25 dense\nq1 Q0 b 2 6 dense bm25\n")
    assert [run.name for run in read_runs_by_tag(path)] == ["bm25", "dense"]
    with pytest.raises(InputError) as caught:
        read_run(path)
    assert caught.value.line == 2 and "2 run tags" in caught.value.message


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("# c\n\n# c\nq1 Q0 a 1 7 t x\nq1 Q0 b 2 6\n", 5, "expected 6 fields"),
        ("# c\nq1 Q0 a 1 7 t x\n  # c\nq1 Q0 b 2 abc t x\n", 4, "not a number"),
        ("# c\nq1 Q0 a 1 7 t x y\n# c\nq1 Q0 a 2 6 t\n", 4, "appears twice"),
        ("# c\nq1 Q0 a 1 7 t x\nq1 Q0 b x 6 t\n", 3, "rank 'x' is not an integer"),
        ("# only\n  # comments\n", None, "empty"),
    ],
    ids=["too-few", "score", "duplicate", "rank", "only-comments"],
)
def test_errors_after_comments_name_their_line(tmp_path, text, line, words):
    path = _write(tmp_path, "bad.trec", text)
    with pytest.raises(InputError) as caught:
        read_run(path)
    assert caught.value.line == line and words in caught.value.message, str(caught.value)


def test_pieces_of_a_big_file_are_cut_as_one(tmp_path, monkeypatch):
    """The rewrite works through the bytes in pieces; a piece boundary changes nothing."""
    monkeypatch.setattr(whitespace_rewrite, "_PIECE_BYTES", 7)
    lines = [f"q{i % 3} Q0 d{i} {i} {i / 2} t {'x ' * (i % 4)}" for i in range(50)]
    lines[10:10] = ["# comment", "  # another"]
    path = _write(tmp_path, "pieces.trec", "\n".join(lines) + "\n")
    assert _rows(path) == [(f"q{i % 3}", f"d{i}", i / 2) for i in range(50)]


@pytest.mark.parametrize(
    ("spelled", "grade"),
    [("1.5", 1), ("+2", 2), ("0.9", 0), ("-1.5", -1), ("2.7", 2), (".5", 0), ("3.", 3), ("-0.5", 0), ("+0", 0)],
)
def test_trec_grades_are_read_as_trec_evals_atol(tmp_path, spelled, grade):
    for name, text in (("fast.qrels", f"q1 0 a {spelled}\n"), ("slow.qrels", f"# c\nq1\t0 a  {spelled}\n")):
        assert [(r.grade, r.line) for r in read_qrels(_write(tmp_path, name, text)).rows()] == [
            (grade, 1 if name == "fast.qrels" else 2)
        ]


@pytest.mark.parametrize("spelled", ["1e3", "0x3", ".", "+", "-", "1.5.2", "x", "1,5", "1.5e0"])
def test_grades_atol_would_misread_are_refused_at_their_line(tmp_path, spelled):
    with pytest.raises(InputError) as caught:
        read_qrels(_write(tmp_path, "g.qrels", f"q1 0 a 1\n# c\nq1 0 b {spelled}\n"))
    assert caught.value.line == 3 and "not an integer" in caught.value.message


def test_a_fractional_grade_past_int64_is_out_of_range(tmp_path):
    with pytest.raises(InputError, match="out of range") as caught:
        read_qrels(_write(tmp_path, "g.qrels", "q1 0 a 1\nq1 0 b 9223372036854775808.5\n"))
    assert caught.value.line == 2


def test_beir_grades_stay_integers(tmp_path):
    """trec_eval's atol reading is for its own format; a BEIR TSV's 1.5 is still refused."""
    with pytest.raises(InputError, match="not an integer"):
        read_qrels(_write(tmp_path, "b.tsv", "query-id\tcorpus-id\tscore\nq1\ta\t1.5\n"))


def test_qrels_comments_anywhere_are_skipped(tmp_path):
    """trec_eval 10 skips one '#' line at a line's very start (two in a row, an indented one or
    a last one break it); labeler skips every line whose first non-blank character is '#'."""
    text = "# a\n# b\nq1 0 a 1\n  # c\n\nq1 0 b +2\n# last\n"
    assert [(r.chunk_id, r.grade, r.line) for r in read_qrels(_write(tmp_path, "c.qrels", text)).rows()] == [
        ("a", 1, 3), ("b", 2, 6)
    ]


# What trec_eval 10.0 prints for G_QRELS and G_RUN (`-q -m ndcg -m num_rel -m ndcg_cut.3`): the
# grades it reads are 1, 2, 0, -1, 2, 0, 1 (atol), not 1.5, 2, 0.9, -1.5, 2.7, 0.5, 1000.
G_QRELS = "q1 0 a 1.5\nq1 0 b +2\nq1 0 c 0.9\nq1 0 d -1.5\nq1 0 e 2.7\nq1 0 f .5\nq1 0 g 1\n"
G_RUN = "# a comment\n" + "".join(f"q1 Q0 {d} {i + 1} {7 - i} t extra\n" for i, d in enumerate("abcdefg"))
G_TREC_EVAL = [
    "num_rel               \tq1\t4",
    "ndcg                  \tq1\t0.8035",
    "ndcg_cut_3            \tq1\t0.6013",
    "num_rel               \tall\t4",
    "ndcg                  \tall\t0.8035",
    "ndcg_cut_3            \tall\t0.6013",
]


def _cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exited:
        main(list(args))
    captured = capsys.readouterr()
    return exited.value.code, captured.out, captured.err


def test_trec_eval_prints_what_trec_eval_10_prints(tmp_path, capsys):
    qrels, run = _write(tmp_path, "g.qrels", G_QRELS), _write(tmp_path, "g.run", G_RUN)
    code, out, err = _cli(capsys, "trec-eval", "-q", "-m", "ndcg", "-m", "num_rel", "-m", "ndcg_cut.3", str(qrels), str(run))
    assert code == 0, err
    assert out.splitlines() == G_TREC_EVAL


def test_eval_and_imports_read_the_same_inputs(tmp_path, capsys):
    qrels, run = _write(tmp_path, "g.qrels", G_QRELS), _write(tmp_path, "g.run", G_RUN)
    code, out, err = _cli(capsys, "eval", "--qrels", str(qrels), "-m", "ndcg_cut.3", "--format", "trec", str(run))
    assert code == 0, err
    assert out.splitlines() == [line for line in G_TREC_EVAL if line.startswith("ndcg_cut_3")]
    db = tmp_path / "labeler.db"
    for kind, path in (("qrels", qrels), ("run", run)):
        code, _, err = _cli(capsys, "--db", str(db), "import", kind, str(path), *(["--clip"] if kind == "qrels" else []))
        assert code == 0, err


@settings(max_examples=300, deadline=None, database=None)
@given(
    text=st.text(alphabet=" \t\r\f\v\n#ab1.", max_size=80),
    kept=st.sampled_from([None, 1, 2, 6]),
    piece=st.integers(1, 12),
)
def test_rewrite_keeps_each_lines_data_fields_and_the_line_count(text, kept, piece):
    """The numpy rewrite against the plain reading of each line: fields split at ASCII blanks,
    `#` lines empty, at most `kept` fields, one line out per line in."""
    path = Path(tempfile.mkdtemp()) / "r.trec"
    path.write_bytes(text.encode())
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(whitespace_rewrite, "_PIECE_BYTES", piece)
        data, delimiter = whitespace_rewrite.rewritten_bytes(path, kept)
    expected = []
    for line in text.split("\n"):
        fields = re.split(r"[ \t\r\f\v]+", line.strip(" \t\r\f\v"))
        fields = [] if fields == [""] or fields[0].startswith("#") else fields
        expected.append(fields[:kept] if kept else fields)
    got = [line.split(delimiter) if line else [] for line in data.decode().split("\n")]
    assert got == expected
