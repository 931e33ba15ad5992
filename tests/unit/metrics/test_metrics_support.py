"""The metrics tests' helpers (eval_support) hold: byte-order codes, unjudged rows marked."""

from __future__ import annotations

from labeler.metrics import UNJUDGED
from tests.unit.metrics.eval_support import byte_order_codes, encode


def test_codes_follow_byte_order_not_python_case_folding() -> None:
    codes = byte_order_codes({"d10", "d2", "D1", "dé", "z"})
    assert sorted(codes, key=codes.__getitem__) == ["D1", "d10", "d2", "dé", "z"]


def test_encode_marks_unjudged_rows_and_keeps_unretrieved_qrels() -> None:
    arrays = encode({"q1": {"a": 1.0, "b": 0.5}}, {"q1": {"a": 2, "c": 1}, "q2": {"x": 0}})
    assert arrays.query_ids == ["q1", "q2"]
    assert sorted(arrays.run_grade.tolist()) == [UNJUDGED, 2]
    assert sorted(arrays.qrels_grade.tolist()) == [0, 1, 2]
