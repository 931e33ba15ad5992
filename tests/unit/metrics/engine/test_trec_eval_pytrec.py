"""`trec-eval --compat 9` equals pytrec_eval (trec_eval 9's C code) on tie-heavy random data,
for every per-query measure pytrec_eval has."""

from __future__ import annotations

import numpy as np
import pytest
import pytrec_eval

from labeler.metrics.engine.trec import trec_evaluate
from labeler.metrics.trec_eval.table import parse_trec_measures
from tests.unit.metrics.eval_support import encode, random_collection

MEASURES = [
    "num_ret", "num_rel", "num_rel_ret", "map", "Rprec", "bpref", "recip_rank", "iprec_at_recall", "P",
    "recall", "infAP", "Rprec_mult", "utility", "11pt_avg", "binG", "G", "ndcg", "ndcg_rel", "Rndcg",
    "ndcg_cut", "map_cut", "relative_P", "success", "set_P", "set_relative_P", "set_recall", "set_map",
    "set_F", "num_nonrel_judged_ret",
]


@pytest.mark.parametrize("level", [1, 2])
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_compat_9_matches_pytrec_eval_on_every_query(seed: int, level: int) -> None:
    run, qrels = random_collection(seed)
    result = trec_evaluate(encode(run, qrels), parse_trec_measures(MEASURES), relevance_level=level, compat=9)
    expected = pytrec_eval.RelevanceEvaluator(qrels, set(MEASURES), relevance_level=level).evaluate(run)
    assert result.query_ids == sorted(expected)
    compared = 0
    for line in result.lines:
        theirs = np.array([expected[q][line.name] for q in result.query_ids], dtype=np.float64)
        np.testing.assert_allclose(np.array(line.per_query, dtype=np.float64), theirs, rtol=0, atol=1e-9,
                                   err_msg=line.name)
        compared += 1
    assert compared == sum(len(r.printed_names()) for r in parse_trec_measures(MEASURES))


@pytest.mark.parametrize("seed", [0, 3])
def test_compat_9_summaries_match_pytrec_eval_aggregation(seed: int) -> None:
    """The `all` values, geometric means (gm_map, gm_bpref) included."""
    run, qrels = random_collection(seed)
    names = ["map", "gm_map", "bpref", "gm_bpref", "P", "num_rel_ret", "ndcg"]
    result = trec_evaluate(encode(run, qrels), parse_trec_measures(names), compat=9)
    expected = pytrec_eval.RelevanceEvaluator(qrels, set(names)).evaluate(run)
    for line in result.lines:
        theirs = [expected[q][line.name] for q in result.query_ids]
        aggregated = pytrec_eval.compute_aggregated_measure(line.name, theirs)
        assert line.summary == pytest.approx(aggregated, abs=1e-9), line.name


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_labeler_eval_names_of_trec_measures_match_pytrec_eval(seed: int) -> None:
    """bpref, infAP, Success@k, SetP, SetR, SetF in `labeler eval` are trec_eval's (compat 9)."""
    from labeler.metrics import evaluate, parse_measure
    from labeler.metrics.request import ScoringRequest

    run, qrels = random_collection(seed)
    names = {"bpref": "bpref", "infAP": "infAP", "Success@5": "success_5", "SetP": "set_P",
             "SetR": "set_recall", "SetF": "set_F"}
    result = evaluate(encode(run, qrels), ScoringRequest([parse_measure(n) for n in names], compat=9))
    expected = pytrec_eval.RelevanceEvaluator(qrels, {"bpref", "infAP", "success.5", "set_P", "set_recall",
                                                      "set_F"}).evaluate(run)
    for ours, theirs in names.items():
        assert parse_measure(ours).trec_name == theirs and parse_measure(theirs).name == ours
        np.testing.assert_allclose(result.per_query[ours], [expected[q][theirs] for q in result.query_ids],
                                   rtol=0, atol=1e-9, err_msg=ours)
