"""Each convention of evaluate(), pinned by a small hand-computed case."""

from __future__ import annotations

from math import log2

import pytest

from labeler.domain import LabelerError
from labeler.metrics import evaluate, parse_measure
from labeler.metrics.request import ScoringRequest
from tests.unit.metrics.eval_support import encode


def _one(run, qrels, measure: str, **options) -> float:
    result = evaluate(encode(run, qrels), ScoringRequest([parse_measure(measure)], **options))
    assert len(result.query_ids) == 1
    return float(result.per_query[parse_measure(measure).name][0])


def test_query_with_only_zero_grades_scores_zero_and_still_counts() -> None:
    run = {"zero": {"a": 2.0, "b": 1.0}, "good": {"a": 1.0}}
    qrels = {"zero": {"a": 0, "b": 0}, "good": {"a": 1}}
    result = evaluate(encode(run, qrels), ScoringRequest([parse_measure("nDCG@10"), parse_measure("AP")]))
    assert result.query_ids == ["good", "zero"]
    assert result.per_query["nDCG@10"].tolist() == [1.0, 0.0]
    assert result.means["nDCG@10"] == 0.5 and result.means["AP"] == 0.5


def test_ideal_dcg_uses_judged_chunks_the_run_never_retrieved() -> None:
    run = {"q": {"b": 1.0, "x": 0.5}}
    qrels = {"q": {"a": 3, "b": 1}}  # "a" never retrieved, still in the ideal ranking
    assert _one(run, qrels, "nDCG@10") == pytest.approx(1 / (3 + 1 / log2(3)))
    assert _one(run, qrels, "nDCG@1") == pytest.approx(1 / 3)


def test_unjudged_and_negative_grades_gain_zero_and_stay_out_of_the_ideal() -> None:
    run = {"q": {"neg": 3.0, "unjudged": 2.0, "good": 1.0}}
    qrels = {"q": {"neg": -1, "good": 2}}
    assert _one(run, qrels, "nDCG") == pytest.approx((2 / log2(4)) / 2)
    assert _one(run, qrels, "nDCG", gain="exponential") == pytest.approx((3 / log2(4)) / 3)


def test_gain_linear_is_the_default_and_exponential_is_two_to_the_grade_minus_one() -> None:
    run = {"q": {"a": 2.0, "b": 1.0}}
    qrels = {"q": {"a": 1, "b": 3}}
    assert _one(run, qrels, "nDCG") == pytest.approx((1 + 3 / log2(3)) / (3 + 1 / log2(3)))
    assert _one(run, qrels, "nDCG", gain="exponential") == pytest.approx(
        (1 + 7 / log2(3)) / (7 + 1 / log2(3)))


def test_precision_divides_by_k_even_when_fewer_were_retrieved() -> None:
    assert _one({"q": {"a": 1.0, "b": 0.5}}, {"q": {"a": 1}}, "P@5") == pytest.approx(0.2)


def test_recall_and_ap_without_relevant_chunks_are_zero() -> None:
    run, qrels = {"q": {"a": 1.0}}, {"q": {"a": 0}}
    assert _one(run, qrels, "R@100") == 0.0 and _one(run, qrels, "AP") == 0.0
    assert _one(run, qrels, "R-Prec") == 0.0 and _one(run, qrels, "RR") == 0.0


def test_relevant_grade_sets_the_binary_threshold() -> None:
    run = {"q": {"a": 2.0, "b": 1.0}}
    qrels = {"q": {"a": 1, "b": 2}}
    assert _one(run, qrels, "RR") == 1.0
    assert _one(run, qrels, "RR", relevant_grade=2) == 0.5
    assert _one(run, qrels, "num_rel", relevant_grade=2) == 1.0
    # nDCG uses grades, not the threshold.
    assert _one(run, qrels, "nDCG", relevant_grade=2) == _one(run, qrels, "nDCG")
    with pytest.raises(LabelerError, match="relevant grade must be at least 1"):
        _one(run, qrels, "RR", relevant_grade=0)


def test_judged_at_k_divides_by_min_k_and_retrieved() -> None:
    run = {"q": {"a": 3.0, "b": 2.0, "c": 1.0}}
    qrels = {"q": {"a": 0, "c": -1}}  # any grade counts as judged, also 0 and negative
    assert _one(run, qrels, "Judged@10") == pytest.approx(2 / 3)
    assert _one(run, qrels, "Judged@2") == pytest.approx(1 / 2)
    assert _one(run, qrels, "Judged") == pytest.approx(2 / 3)


def test_rr_at_k_ignores_relevant_chunks_below_k() -> None:
    run = {"q": {"a": 3.0, "b": 2.0, "c": 1.0}}
    qrels = {"q": {"c": 1}}
    assert _one(run, qrels, "RR@2") == 0.0 and _one(run, qrels, "RR@3") == pytest.approx(1 / 3)


def test_averaging_ignores_run_queries_without_qrels_and_sums_counts() -> None:
    run = {"q1": {"a": 1.0, "b": 0.5}, "q2": {"a": 1.0}, "unjudged_query": {"a": 1.0}}
    qrels = {"q1": {"a": 1, "z": 1}, "q2": {"b": 1}, "not_run": {"a": 1}}
    result = evaluate(encode(run, qrels), ScoringRequest([parse_measure(m) for m in
                                           ("num_ret", "num_rel", "num_rel_ret", "R@10")]))
    assert result.query_ids == ["q1", "q2"]
    assert result.means["num_ret"] == 3 and result.means["num_rel"] == 3
    assert result.means["num_rel_ret"] == 1 and result.means["R@10"] == pytest.approx(0.25)
    complete = evaluate(encode(run, qrels), ScoringRequest([parse_measure("num_rel"), parse_measure("R@10")], complete=True))
    assert complete.query_ids == ["not_run", "q1", "q2"]
    assert complete.means["num_rel"] == 4 and complete.means["R@10"] == pytest.approx(0.5 / 3)


def test_query_ids_come_in_string_order_like_trec_eval() -> None:
    run = {q: {"a": 1.0} for q in ("q10", "q2", "Q1")}
    result = evaluate(encode(run, {q: {"a": 1} for q in run}), ScoringRequest([parse_measure("RR")]))
    assert result.query_ids == ["Q1", "q10", "q2"]


def test_all_negative_query_counts_retrieved_and_scores_zero() -> None:
    # trec_eval itself misbehaves here (pytrec_eval reports num_ret 0 or crashes), so this is
    # our definition: the query is judged, nothing is relevant, everything retrieved counts.
    run = {"q": {"a": 1.0, "b": 0.5}}
    qrels = {"q": {"a": -1, "c": -2}}
    assert _one(run, qrels, "num_ret") == 2 and _one(run, qrels, "nDCG") == 0.0
    assert _one(run, qrels, "Judged@2") == 0.5 and _one(run, qrels, "num_rel") == 0


def test_conventions_are_reported_and_unknown_gain_is_refused() -> None:
    result = evaluate(encode({"q": {"a": 1.0}}, {"q": {"a": 1}}), ScoringRequest([parse_measure("RR")], gain="exponential", relevant_grade=2, complete=True))
    text = result.conventions
    assert "2^grade - 1" in text["gain"] and "log2(rank + 1)" in text["discount"]
    assert "grade >= 2" in text["relevant_grade"] and "-c" in text["averaging"]
    assert "chunk id descending" in text["ranking"] and "float32" in text["ranking"]
    with pytest.raises(LabelerError, match="unknown gain"):
        evaluate(encode({"q": {"a": 1.0}}, {"q": {"a": 1}}), ScoringRequest([parse_measure("RR")], gain="log"))
