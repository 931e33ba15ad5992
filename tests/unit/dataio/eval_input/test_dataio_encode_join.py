"""The join of a run to its qrels (encode_codes) gives every run row its qrels grade, found by the
pair's ids: short chunk ids (coded by their bytes) or long ones (ranked), qrels listed by query or
interleaved, queries only in one side."""

from __future__ import annotations

import pyarrow as pa
from hypothesis import given, settings
from hypothesis import strategies as st

from labeler.dataio.eval_input.encode import RunCodes, encode_codes
from labeler.dataio.qrels.files import QrelsTable
from labeler.dataio.runs.table import RunTable
from labeler.metrics.arrays import UNJUDGED

_QUERIES = st.sampled_from(["1", "10", "2", "q\u00e9", "b"])


def _chunks(long: bool) -> st.SearchStrategy[str]:
    return st.sampled_from([("passage_number_" if long else "") + c for c in ("a", "B", "d1", "d10", "d2", "\u00e9")])


@settings(max_examples=200, deadline=None)
@given(data=st.data(), long=st.booleans())
def test_every_run_row_gets_its_pairs_grade(data: st.DataObject, long: bool) -> None:
    run_rows = data.draw(st.lists(st.tuples(_QUERIES, _chunks(long), st.floats(-5, 5)), min_size=1, max_size=30,
                                  unique_by=lambda row: row[:2]))
    qrels_rows = data.draw(st.lists(st.tuples(_QUERIES, _chunks(long), st.integers(-2, 4)), max_size=30,
                                    unique_by=lambda row: row[:2]))
    run = RunTable(pa.table({"qid": [q for q, _, _ in run_rows], "docid": [d for _, d, _ in run_rows],
                             "score": pa.array([s for _, _, s in run_rows], pa.float64())}), name="r")
    arrays = encode_codes(RunCodes.of(run), QrelsTable.from_rows(qrels_rows), narrow_queries=data.draw(st.booleans()))
    grade = {(q, d): g for q, d, g in qrels_rows}
    assert arrays.query_ids == sorted({q for q, _, _ in run_rows} | {q for q, _, _ in qrels_rows}, key=str.encode)
    assert [arrays.query_ids[i] for i in arrays.run_query.tolist()] == [q for q, _, _ in run_rows]
    assert arrays.run_grade.tolist() == [grade.get((q, d), UNJUDGED) for q, d, _ in run_rows]
    assert [arrays.query_ids[i] for i in arrays.qrels_query.tolist()] == [q for q, _, _ in qrels_rows]
    assert arrays.qrels_grade.tolist() == [g for _, _, g in qrels_rows]
    codes = arrays.run_doc_order.tolist()
    for (_, a, _), code_a in zip(run_rows, codes):
        for (_, b, _), code_b in zip(run_rows, codes):
            assert (code_a < code_b) == (a.encode() < b.encode())
