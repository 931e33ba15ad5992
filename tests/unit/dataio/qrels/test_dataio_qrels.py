"""Qrels readers and writer: TREC, BEIR TSV, CSV/JSONL/Parquet; errors name the line."""

from __future__ import annotations

import json

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from labeler.dataio.qrels.files import QrelsTable, read_qrels, write_qrels
from labeler.domain import QrelRow
from labeler.domain.errors import InputError

TRIPLES = [("q1", "007", 2), ("q1", "d2", 0), ("q2", "d1", -1)]


def _write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _triples(qrels: QrelsTable):
    return [(r.query_id, r.chunk_id, r.grade) for r in qrels.rows()]


def test_trec_qrels_with_line_numbers_and_negative_grades(tmp_path):
    qrels = read_qrels(_write(tmp_path, "q.txt", "q1 0 007 2\nq1 0 d2 0\nq2 Q0 d1 -1\n"))
    assert qrels.rows() == [QrelRow("q1", "007", 2, 1), QrelRow("q1", "d2", 0, 2), QrelRow("q2", "d1", -1, 3)]
    assert qrels.n_rows == 3 and qrels.n_queries == 2


def test_comments_blank_lines_tabs_and_spaces_keep_line_numbers(tmp_path):
    text = "# judged by NIST\nq1\t0\t007\t2\n\nq1  0 d2   0\r\nq2 0 d1 -1\n"
    qrels = read_qrels(_write(tmp_path, "q.qrels", text))
    assert _triples(qrels) == TRIPLES and [r.line for r in qrels.rows()] == [2, 4, 5]


def test_beir_tsv_with_its_header(tmp_path):
    with_header = "query-id\tcorpus-id\tscore\nq1\t007\t2\nq1\td2\t0\nq2\td1\t-1\n"
    qrels = read_qrels(_write(tmp_path, "test.tsv", with_header))
    assert _triples(qrels) == TRIPLES and qrels.rows()[0].line == 2


@pytest.mark.parametrize("text", ["q1\t007\t2\nq1\td2\t0\n", "1048585 0 7187158\n1048585 0 7187157\n"],
                         ids=["beir-without-header", "trec-without-grades"])
def test_three_fields_without_the_beir_header_are_an_error_as_to_trec_eval(tmp_path, text):
    """trec_eval 10: `Malformed line 1`. Read as BEIR, a TREC qrels missing its grades made the
    passage id a grade (7187158)."""
    path = _write(tmp_path, "q.txt", text)
    with pytest.raises(InputError) as caught:
        read_qrels(path)
    assert str(caught.value) == (f"{path}:1: expected 4 fields (qid iter docid grade), found 3 "
                                 "(a BEIR qrels TSV starts with its header: query-id corpus-id score)")


def test_trec_format_reads_four_fields_only(tmp_path):
    """--format trec (and labeler trec-eval) read qrels as trec_eval does: a BEIR header is a malformed line."""
    path = _write(tmp_path, "test.tsv", "query-id\tcorpus-id\tscore\nq1\t007\t2\n")
    with pytest.raises(InputError) as caught:
        read_qrels(path, format="trec")
    assert str(caught.value) == f"{path}:1: expected 4 fields (qid iter docid grade), found 3"


def test_csv_jsonl_parquet_with_aliases(tmp_path):
    csv_path = _write(tmp_path, "q.csv", "query_id,chunk_id,relevance\nq1,007,2\nq1,d2,0\nq2,d1,-1\n")
    jsonl_path = _write(
        tmp_path, "q.jsonl", "".join(json.dumps({"query-id": q, "corpus-id": d, "label": g}) + "\n" for q, d, g in TRIPLES)
    )
    parquet_path = tmp_path / "q.parquet"
    pq.write_table(pa.table({"qid": ["q1", "q1", "q2"], "docid": ["007", "d2", "d1"], "grade": [2, 0, -1]}), parquet_path)
    for path in (csv_path, jsonl_path, parquet_path):
        assert _triples(read_qrels(path)) == TRIPLES, path
    assert [r.line for r in read_qrels(csv_path).rows()] == [2, 3, 4]


@pytest.mark.parametrize(
    ("name", "text", "line", "words"),
    [
        ("a.txt", "q1 0 d1 1\nq1 0 d2 1e3\n", 2, "not an integer"),
        ("b.txt", "q1 0 d1 1\nq1 0 d2\n", 2, "expected 4 fields"),
        ("c.txt", "# c\nq1 0 d1 1\nq1 0 d2 x\n", 3, "not an integer"),
        ("d.csv", "qid,docid,grade\nq,d,1\nq,e,high\n", 3, "not an integer"),
        ("e.jsonl", '{"qid":"q","docid":"d","grade":1}\n{"qid":"q","docid":"e","grade":0.5}\n', 2, "not an integer"),
        ("f.tsv", "query-id\tcorpus-id\tscore\nq\td\t1\nq\te\n", 3, "expected 3 fields"),
    ],
)
def test_errors_name_the_line(tmp_path, name, text, line, words):
    with pytest.raises(InputError) as caught:
        read_qrels(_write(tmp_path, name, text))
    assert caught.value.line == line and words in caught.value.message, str(caught.value)


def test_empty_qrels_is_an_error(tmp_path):
    with pytest.raises(InputError, match="empty"):
        read_qrels(_write(tmp_path, "q.txt", "\n"))


def test_duplicate_pair_last_line_wins_when_asked(tmp_path):
    qrels = read_qrels(_write(tmp_path, "q.txt", "q 0 d 1\nq 0 e 0\nq 0 d 3\n"), on_duplicate="last")
    assert [(r.chunk_id, r.grade, r.line) for r in qrels.rows()] == [("e", 0, 2), ("d", 3, 3)]
    assert qrels.latest().rows() == qrels.rows()


def test_write_qrels_sorted_trec_and_round_trip(tmp_path):
    rows = [("q2", "d1", -1), ("10", "b", 1), ("q1", "007", 2), ("9", "a", 0), ("q1", "d2", 0)]
    path = write_qrels(tmp_path / "out.qrels", rows)
    assert path.read_text().splitlines() == ["10 0 b 1", "9 0 a 0", "q1 0 007 2", "q1 0 d2 0", "q2 0 d1 -1"]
    assert sorted(_triples(read_qrels(path))) == sorted(rows)


def test_from_rows_has_no_line_numbers():
    qrels = QrelsTable.from_rows([("q", 7, 1)])
    assert qrels.rows() == [QrelRow("q", "7", 1, None)]


def test_write_qrels_refuses_ids_with_spaces(tmp_path):
    with pytest.raises(InputError):
        write_qrels(tmp_path / "x.qrels", [("a b", "d", 1)])


# --- a pair graded twice (issue 10, item 1) -------------------------------------------------


def _parquet(tmp_path, name, columns):
    path = tmp_path / name
    pq.write_table(pa.table(columns), path)
    return path


@pytest.mark.parametrize(
    ("name", "text", "where", "first"),
    [
        ("g.qrels", "q1 0 d1 2\nq1 0 d1 3\n", "g.qrels:2:", 1),
        ("g.tsv", "query-id\tcorpus-id\tscore\nq1\td1\t2\nq1\tx\t0\nq1\td1\t3\n", "g.tsv:4:", 2),
        ("h.csv", 'qid,docid,grade\nq1,d1,2\nq1,"x\ny",0\nq1, d1 ,3\n', "h.csv:5:", 2),
        ("g.jsonl", '{"qid":"q1","docid":"d1","grade":2}\n\n{"qid":"q1","docid":"d1","grade":3}\n', "g.jsonl:3:", 1),
    ],
)
def test_a_pair_graded_differently_twice_is_an_error_at_the_second_line(tmp_path, name, text, where, first):
    with pytest.raises(InputError) as caught:
        read_qrels(_write(tmp_path, name, text))
    assert str(caught.value) == f"{tmp_path / where} chunk 'd1' is graded twice for query 'q1': 3 here, 2 on line {first}"


def test_parquet_duplicate_names_rows(tmp_path):
    path = _parquet(tmp_path, "g.parquet", {"qid": ["q1", "q1", "q1"], "docid": ["d1", "x", "d1"], "grade": [2, 0, 3]})
    with pytest.raises(InputError) as caught:
        read_qrels(path)
    assert str(caught.value) == f"{path}: row 3: chunk 'd1' is graded twice for query 'q1': 3 here, 2 on row 1"


def test_identical_repeats_are_one_judgment_and_policies_pick_a_grade(tmp_path):
    text = "q 0 d 1\nq 0 e 0\nq 0 d 1\nq 0 d 3\nq 0 d 2\n"
    path = _write(tmp_path, "p.qrels", text)
    same = read_qrels(_write(tmp_path, "same.qrels", "q 0 d 1\nq 0 e 0\nq 0 d 1\n"))
    assert [(r.chunk_id, r.grade, r.line) for r in same.rows()] == [("d", 1, 1), ("e", 0, 2)]
    picked = {policy: [(r.chunk_id, r.grade, r.line) for r in read_qrels(path, on_duplicate=policy).rows()]
              for policy in ("last", "max", "min")}
    assert picked == {
        "last": [("e", 0, 2), ("d", 2, 5)],
        "max": [("e", 0, 2), ("d", 3, 4)],
        "min": [("d", 1, 1), ("e", 0, 2)],
    }
    with pytest.raises(InputError, match=r"p.qrels:4: chunk 'd' is graded twice for query 'q': 3 here, 1 on line 1$"):
        read_qrels(path)


def test_same_pair_text_under_other_queries_is_not_a_duplicate(tmp_path):
    text = "q1 0 d 1\nq2 0 d 2\nq 0 1d 3\nq1d 0 x 0\nq1 0 dx 1\n"
    assert len(read_qrels(_write(tmp_path, "ok.qrels", text)).rows()) == 5


# --- numbers, blanks and lengths (issue 10, items 5-7) --------------------------------------


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("q1 0 d1 1\nq1 0 d2 99999999999999999999999\n", 2, "out of range"),
        ("q1 0 d1 1\nq1 0 d2 9223372036854775808\n", 2, "out of range"),
        ("q1 0 d1 1\nq1 0 d2 0x3\n", 2, "not an integer"),
        ("q1 0 d1 1\nq1 0 d2 1_0\n", 2, "not an integer"),
        ("q1 0 d1 1\nq1 0 d2 \u0663\n", 2, "not an integer"),
        ("q1 0 d1 1\nq1 0 d2 NaN\n", 2, "not an integer"),
        ("q1 0 d1 1\nq1 0 d2 true\n", 2, "not an integer"),
        ("q1 0 d1 1\nq1 0 d\xa02 1 x\n", 2, "expected 4 fields"),
    ],
)
def test_bad_grades_name_their_line(tmp_path, text, line, words):
    with pytest.raises(InputError) as caught:
        read_qrels(_write(tmp_path, "n.qrels", text))
    assert caught.value.line == line and words in caught.value.message, str(caught.value)


@pytest.mark.parametrize(
    ("name", "text", "line"),
    [
        ("b.csv", "qid,docid,grade\nq,d,1\nq,e,99999999999999999999999\n", 3),
        ("b.csv", "qid,docid,grade\nq,d,1\nq,e,\n", 3),
        ("b.csv", "qid,docid,grade\nq,d,1\nq, ,1\n", 3),
        ("b.jsonl", '{"qid":"q","docid":"d","grade":1}\n{"qid":"q","docid":"e","grade":true}\n', 2),
        ("b.jsonl", '{"qid":"q","docid":"d","grade":1}\n{"qid":"q","docid":"e","grade":NaN}\n', 2),
        ("b.jsonl", '{"qid":"q","docid":"d","grade":1}\n{"qid":"q","docid":"e","grade":Infinity}\n', 2),
        ("b.jsonl", '{"qid":"q","docid":"d","grade":1}\n{"qid":"q","docid":"e","grade":1e30}\n', 2),
        ("b.jsonl", '{"qid":"q","docid":"d","grade":1}\n{"qid":true,"docid":"e","grade":1}\n', 2),
        ("b.jsonl", '{"qid":"q","docid":"d","grade":1}\n{"qid":"q","docid":"e","grade":' + "9" * 5000 + "}\n", 2),
        ("b.jsonl", '{"qid":"q","docid":"d","grade":1}\n{"qid":"q","docid":"\\ud800","grade":1}\n', 2),
        ("b.jsonl", '{"qid":"q","docid":"d","grade":1}\n' + "[" * 100000 + "\n", 2),
    ],
)
def test_bad_cells_in_tables_name_their_line(tmp_path, name, text, line):
    with pytest.raises(InputError) as caught:
        read_qrels(_write(tmp_path, name, text))
    assert caught.value.line == line, str(caught.value)


@pytest.mark.parametrize(
    ("columns", "row"),
    [
        ({"qid": ["q", "q"], "docid": ["d", "e"], "grade": [1.0, 2.5]}, 2),
        ({"qid": ["q", "q"], "docid": ["d", "e"], "grade": [1.0, float("nan")]}, 2),
        ({"qid": ["q", "q"], "docid": ["d", "e"], "grade": pa.array([1, 2**63 + 5], pa.uint64())}, 2),
        ({"qid": ["q", None], "docid": ["d", "e"], "grade": [1, 2]}, 2),
        ({"qid": ["q", "q"], "docid": ["d", "  "], "grade": [1, 2]}, 2),
    ],
)
def test_bad_parquet_values_name_their_row(tmp_path, columns, row):
    path = _parquet(tmp_path, "b.parquet", columns)
    with pytest.raises(InputError) as caught:
        read_qrels(path)
    assert str(caught.value).startswith(f"{path}: row {row}: "), str(caught.value)


def test_boolean_parquet_grades_are_refused(tmp_path):
    path = _parquet(tmp_path, "b.parquet", {"qid": ["q"], "docid": ["d"], "grade": [True]})
    with pytest.raises(InputError, match="column grade holds bool"):
        read_qrels(path)


def test_fast_and_line_by_line_readers_agree(tmp_path):
    """Arrow reads plain files; a comment sends the same lines through the line reader."""
    body = "q1 0 d\xa01 2\nq1 0 007 03\nq2 0 d1 -1\nq2 0 d2 -0\n"
    fast = read_qrels(_write(tmp_path, "fast.qrels", body))
    slow = read_qrels(_write(tmp_path, "slow.qrels", "# a comment\n" + body))
    assert _triples(fast) == _triples(slow) == [("q1", "d\xa01", 2), ("q1", "007", 3), ("q2", "d1", -1), ("q2", "d2", 0)]
    assert [r.line for r in fast.rows()] == [1, 2, 3, 4] and [r.line for r in slow.rows()] == [2, 3, 4, 5]


@pytest.mark.parametrize(
    "text",
    ["q1 0 d1 1\r\nq1 0 d2 2\r\n", "q1\t0\td1\t1\nq1 0 d2\t2\n", "q1 0 d1 1\n  \nq1 0 d2 2", "q1 0 d1\f1\n"],
)
def test_line_endings_and_blanks_are_trec_evals(tmp_path, text):
    qrels = read_qrels(_write(tmp_path, "e.qrels", text))
    assert [r.chunk_id for r in qrels.rows()][0] == "d1"


def test_a_bare_carriage_return_is_refused_at_its_line(tmp_path):
    """trec_eval reads a CR as a blank, so a file with bare CR line ends is one line to it."""
    with pytest.raises(InputError) as caught:
        read_qrels(_write(tmp_path, "cr.qrels", "q1 0 d0 1\nq1 0 d1 1\rq1 0 d2 2\n"))
    assert caught.value.line == 2 and "bare CR" in caught.value.message
