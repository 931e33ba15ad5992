"""Files of LLM grades: every format, probabilities in both forms, and each bad line named."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from labeler.dataio.suggestions.files import read_model_grades, read_suggestion_file
from labeler.domain import InputError

PROBS = [[0.1, 0.2, 0.3, 0.4], [0.7, 0.1, 0.1, 0.1]]


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def _jsonl(path: Path, records: list[dict[str, object]]) -> Path:
    return _write(path, "".join(json.dumps(record) + "\n" for record in records))


def test_trec_qrels_have_grades_and_no_probabilities(tmp_path):
    grades = read_suggestion_file(_write(tmp_path / "llm.txt", "q1 0 c1 2\nq1 0 c2 0\nq2 0 c1 3\n"))
    assert (grades.query_ids, grades.chunk_ids, grades.grades.tolist()) == (["q1", "q1", "q2"], ["c1", "c2", "c1"], [2, 0, 3])
    assert np.isnan(grades.probs).all() and grades.reasons == [None] * 3 and grades.lines == [1, 2, 3]


@pytest.mark.parametrize("layout", ["probs-json", "p-columns"])
def test_csv_probabilities_in_either_form(tmp_path, layout):
    if layout == "probs-json":
        body = 'qid,docid,grade,probs,reason\nq1,c1,3,"[0.1, 0.2, 0.3, 0.4]",fits\nq1,c2,0,"[0.7, 0.1, 0.1, 0.1]",\n'
    else:
        body = "qid,docid,grade,p0,p1,p2,p3,reason\nq1,c1,3,0.1,0.2,0.3,0.4,fits\nq1,c2,0,0.7,0.1,0.1,0.1,\n"
    grades = read_suggestion_file(_write(tmp_path / "llm.csv", body))
    assert grades.probs.tolist() == PROBS
    assert grades.reasons == ["fits", None] and grades.grades.tolist() == [3, 0]


def test_jsonl_list_probabilities_and_rows_without_any(tmp_path):
    path = _jsonl(
        tmp_path / "llm.jsonl",
        [
            {"qid": "q1", "docid": "c1", "grade": 3, "probs": PROBS[0], "reason": "fits"},
            {"qid": "q1", "docid": "c2", "grade": 1},
            {"query_id": 7, "chunk_id": "c3", "grade": 0, "probs": None},
        ],
    )
    grades = read_suggestion_file(path)
    assert grades.query_ids == ["q1", "q1", "7"]
    assert grades.probs[0].tolist() == PROBS[0] and np.isnan(grades.probs[1:]).all()
    assert grades.reasons == ["fits", None, None]


@pytest.mark.parametrize("layout", ["list", "p-columns"])
def test_parquet_probabilities_in_either_form(tmp_path, layout):
    columns: dict[str, object] = {"qid": ["q1", "q1"], "docid": ["c1", "c2"], "grade": [3, 0]}
    if layout == "list":
        columns["probs"] = pa.array(PROBS, pa.list_(pa.float64()))
    else:
        columns.update({f"p{g}": [row[g] for row in PROBS] for g in range(4)})
    path = tmp_path / "llm.parquet"
    pq.write_table(pa.table(columns), path)
    grades = read_suggestion_file(path)
    assert grades.probs.tolist() == PROBS and grades.unit == "row"


def test_model_grades_from_a_file_are_sorted_per_pair(tmp_path):
    path = _write(tmp_path / "llm.csv", "qid,docid,grade,probs\nq2,c1,1,\nq1,c2,3,\"[0.1, 0.2, 0.3, 0.4]\"\n")
    grades = read_model_grades(path)
    assert (grades.query_ids, grades.chunk_ids, grades.grades.tolist()) == (["q1", "q2"], ["c2", "c1"], [3, 1])
    assert grades.has_probs.tolist() == [True, False]
    assert grades.expected_grades().tolist() == pytest.approx([2.0, 1.0])


def test_identical_repeated_lines_are_one_suggestion(tmp_path):
    body = 'qid,docid,grade,probs\nq1,c1,3,"[0.1, 0.2, 0.3, 0.4]"\nq1,c1,3,"[0.1, 0.2, 0.3, 0.4]"\n'
    assert read_suggestion_file(_write(tmp_path / "llm.csv", body)).n_rows == 1


@pytest.mark.parametrize(
    ("name", "body", "message"),
    [
        ("grade.txt", "q1 0 c1 2\nq1 0 c2 4\n", "grade.txt:2: grade 4 is outside 0-3"),
        ("negative.txt", "q1 0 c1 -1\n", "negative.txt:1: grade -1 is outside 0-3"),
        ("sum.csv", "qid,docid,grade,p0,p1,p2,p3\nq1,c1,1,0.1,0.2,0.3,0.4\nq1,c2,1,0.5,0.5,0.5,0\n",
         "sum.csv:3: probabilities sum to 1.5, not 1 (within 0.001)"),
        ("short.jsonl", '{"qid": "q1", "docid": "c1", "grade": 1, "probs": [0.5, 0.5]}\n',
         "short.jsonl:1: probs must hold 4 numbers (grades 0-3), found 2"),
        ("range.jsonl", '{"qid": "q1", "docid": "c1", "grade": 1, "probs": [1.5, -0.5, 0, 0]}\n',
         "range.jsonl:1: probability of grade 0 is 1.5, outside 0-1"),
        ("text.csv", "qid,docid,grade,probs\nq1,c1,1,high\n", "text.csv:2: probs is not a JSON array"),
        ("partial.csv", "qid,docid,grade,p0,p1,p2,p3\nq1,c1,1,0.5,0.5,,\n",
         "partial.csv:2: probabilities are incomplete: p2, p3 missing"),
        ("both.csv", 'qid,docid,grade,probs,p0\nq1,c1,1,"[1,0,0,0]",1\n', "both.csv:2: give probabilities as one probs column"),
        ("nograde.csv", "qid,docid,probs\nq1,c1,\n", "nograde.csv:1: no grade column"),
        ("conflict.txt", "q1 0 c1 2\nq1 0 c2 1\nq1 0 c1 3\n", "conflict.txt:3: chunk 'c1' is graded twice for query 'q1': 3 here, 2 on line 1"),
        ("probs-conflict.csv", 'qid,docid,grade,probs\nq1,c1,1,"[0,1,0,0]"\nq1,c1,1,"[0.5,0.5,0,0]"\n',
         "probs-conflict.csv:3: chunk 'c1' for query 'q1' has other probabilities or reason than on line 2"),
        ("reason.jsonl", '{"qid": "q1", "docid": "c1", "grade": 1, "reason": 3}\n', "reason.jsonl:1: reason must be text"),
    ],
)
def test_bad_lines_are_named(tmp_path, name, body, message):
    with pytest.raises(InputError) as excinfo:
        read_suggestion_file(_write(tmp_path / name, body))
    assert str(excinfo.value).startswith(str(tmp_path / message))


def test_parquet_errors_name_the_row(tmp_path):
    path = tmp_path / "llm.parquet"
    pq.write_table(pa.table({"qid": ["q1", "q1"], "docid": ["c1", "c2"], "grade": [1, 1], "p0": [1.0, 0.5],
                             "p1": [0.0, 0.0], "p2": [0.0, 0.0], "p3": [0.0, 0.0]}), path)
    with pytest.raises(InputError, match=r"llm.parquet: row 2: probabilities sum to 0.5"):
        read_suggestion_file(path)
