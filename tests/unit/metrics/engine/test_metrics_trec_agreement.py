"""Agreement with pytrec_eval (trec_eval 9) on every query and measure, on tie-heavy random data."""

from __future__ import annotations

import dataclasses
import math

import numpy as np
import pytest
import pytrec_eval

from labeler.metrics import evaluate, parse_measure
from labeler.metrics.request import ScoringRequest
from tests.unit.metrics.eval_support import encode, random_collection, trec_ranking

TREC_MEASURES = {
    "ndcg_cut.1,3,5,10,100", "ndcg", "P.1,3,5,10,100", "recall.1,5,10,100", "recip_rank",
    "map", "map_cut.3,10,100", "Rprec", "num_ret", "num_rel", "num_rel_ret",
}
OURS = [
    "nDCG@1", "nDCG@3", "nDCG@5", "nDCG@10", "nDCG@100", "nDCG", "P@1", "P@3", "P@5", "P@10",
    "P@100", "R@1", "R@5", "R@10", "R@100", "RR", "AP", "AP@3", "AP@10", "AP@100", "R-Prec",
    "num_ret", "num_rel", "num_rel_ret",
]


@pytest.mark.parametrize("wide_codes", [False, True])
@pytest.mark.parametrize("relevant_grade", [1, 2, 3])
@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4, 5])
def test_every_query_and_measure_matches_pytrec_eval(
        seed: int, relevant_grade: int, wide_codes: bool) -> None:
    run, qrels = random_collection(seed)
    measures = [parse_measure(m) for m in OURS]
    arrays = encode(run, qrels)
    if wide_codes:
        # Codes too wide to pack with the tie groups: exercises the lexsort fallback.
        arrays = dataclasses.replace(arrays, run_doc_order=arrays.run_doc_order * 2**56 + 12345)
    result = evaluate(arrays, ScoringRequest(measures, relevant_grade=relevant_grade, compat=9))
    expected = pytrec_eval.RelevanceEvaluator(
        qrels, TREC_MEASURES, relevance_level=relevant_grade).evaluate(run)

    assert result.query_ids == sorted(expected)  # queries in both run and qrels, string order
    for measure in measures:
        ours = result.per_query[measure.name]
        theirs = np.array([expected[q][measure.trec_name] for q in result.query_ids])
        np.testing.assert_allclose(ours, theirs, rtol=0, atol=1e-9, err_msg=measure.name)
        aggregated = pytrec_eval.compute_aggregated_measure(measure.trec_name, theirs)
        assert result.means[measure.name] == pytest.approx(aggregated, abs=1e-9), measure.name


def test_random_data_exercises_the_awkward_cases() -> None:
    """Guard the generator: ties, float32-only ties, unjudged, odd queries are all present."""
    run, qrels = random_collection(0)
    assert set(run) - set(qrels) and set(qrels) - set(run)
    assert any(all(g == 0 for g in d.values()) for d in qrels.values())
    assert any(g < 0 for d in qrels.values() for g in d.values())
    assert any(len(set(d.values())) < len(d) for d in run.values())
    assert any(c not in qrels.get(q, {}) for q, d in run.items() for c in d)
    assert any({1e20, 1e20 + 1e5} <= set(d.values()) for d in run.values())


def test_complete_averages_missing_queries_as_zero_but_counts_their_relevant() -> None:
    """trec_eval -c (pytrec_eval has no -c): missing judged queries score 0, num_rel counts."""
    run, qrels = random_collection(3)
    measures = [parse_measure(m) for m in ("nDCG@10", "AP", "RR", "num_rel", "num_ret")]
    arrays = encode(run, qrels)
    plain = evaluate(arrays, ScoringRequest(measures))
    full = evaluate(arrays, ScoringRequest(measures, complete=True))
    missing = sorted(set(qrels) - set(run))
    assert missing and full.query_ids == sorted(qrels)
    for name in ("nDCG@10", "AP", "RR", "num_ret"):
        values = dict(zip(full.query_ids, full.per_query[name]))
        assert all(values[q] == 0.0 for q in missing)
        assert full.means[name] * (1 if name == "num_ret" else len(full.query_ids)) == (
            pytest.approx(plain.means[name] * (1 if name == "num_ret" else len(plain.query_ids))))
    relevant = {q: sum(g >= 1 for g in qrels[q].values()) for q in qrels}
    assert dict(zip(full.query_ids, full.per_query["num_rel"])) == relevant
    assert full.means["num_rel"] == sum(relevant.values())


def _exponential_ndcg(ranking: list[str], judged: dict[str, int], k: int | None) -> float:
    """Textbook Burges nDCG@k with IDCG over all judged chunks; 0 when IDCG is 0."""
    def gain(grade: int) -> float:
        return 2.0 ** grade - 1.0 if grade > 0 else 0.0
    top = ranking if k is None else ranking[:k]
    dcg = sum(gain(judged.get(c, 0)) / math.log2(i + 2) for i, c in enumerate(top))
    ideal = sorted((gain(g) for g in judged.values()), reverse=True)
    ideal = ideal if k is None else ideal[:k]
    idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg > 0 else 0.0


def _judged_at(ranking: list[str], judged: dict[str, int], k: int) -> float:
    top = ranking[:k]
    return sum(c in judged for c in top) / len(top) if top else 0.0


def _rr_at(ranking: list[str], judged: dict[str, int], k: int, level: int) -> float:
    return next((1.0 / (i + 1) for i, c in enumerate(ranking[:k]) if judged.get(c, -99) >= level), 0.0)


@pytest.mark.parametrize("compat", [9, 10])
@pytest.mark.parametrize("seed", [0, 1, 2, 7])
def test_measures_without_trec_eval_counterpart_match_direct_formulas(seed: int, compat: int) -> None:
    run, qrels = random_collection(seed)
    names = ["nDCG@3", "nDCG@5", "nDCG", "Judged@5", "Judged@10", "RR@3", "RR@10"]
    arrays = encode(run, qrels)
    result = evaluate(arrays, ScoringRequest([parse_measure(m) for m in names], gain="exponential", relevant_grade=2, compat=compat))
    for i, qid in enumerate(result.query_ids):
        ranking, judged = trec_ranking(run[qid], compat), qrels[qid]
        for k in (3, 5, None):
            name = "nDCG" if k is None else f"nDCG@{k}"
            assert result.per_query[name][i] == pytest.approx(
                _exponential_ndcg(ranking, judged, k), abs=1e-12)
        for k in (5, 10):
            assert result.per_query[f"Judged@{k}"][i] == pytest.approx(_judged_at(ranking, judged, k))
        for k in (3, 10):
            assert result.per_query[f"RR@{k}"][i] == pytest.approx(_rr_at(ranking, judged, k, 2))
