"""Qrels readers and writer: TREC, BEIR TSV, CSV/JSONL/Parquet; errors name the line."""

from __future__ import annotations

import json

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from labeler.dataio.qrels import QrelsTable, read_qrels, write_qrels
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


def test_beir_tsv_with_and_without_header(tmp_path):
    with_header = "query-id\tcorpus-id\tscore\nq1\t007\t2\nq1\td2\t0\nq2\td1\t-1\n"
    qrels = read_qrels(_write(tmp_path, "test.tsv", with_header))
    assert _triples(qrels) == TRIPLES and qrels.rows()[0].line == 2
    assert _triples(read_qrels(_write(tmp_path, "b.tsv", with_header.split("\n", 1)[1]))) == TRIPLES


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
        ("a.txt", "q1 0 d1 1\nq1 0 d2 1.5\n", 2, "not an integer"),
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
