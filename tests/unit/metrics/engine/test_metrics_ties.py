"""Tie report: a query is affected when another order of its tied rows changes a value."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from labeler.metrics import UNJUDGED, EvalArrays, evaluate, parse_measure
from labeler.metrics.request import ScoringRequest
from tests.unit.metrics.eval_support import encode

MEASURES = [parse_measure(m) for m in
            ("nDCG@1", "nDCG@2", "nDCG", "P@1", "P@2", "R@1", "RR", "RR@1", "AP", "AP@2",
             "R-Prec", "Judged@1", "Judged@2", "num_ret", "num_rel", "num_rel_ret")]


def test_tie_at_the_top_that_decides_the_value_is_reported() -> None:
    # Both score 1.0; trec_eval puts "b" (larger id) first, grade 2: nDCG@1 = 1. The other
    # order gives 0, so the largest possible change is 1.0, for nDCG@1 of q1.
    run = {"q1": {"a": 1.0, "b": 1.0}, "q2": {"x": 2.0, "y": 1.0}}
    qrels = {"q1": {"a": 0, "b": 2}, "q2": {"x": 1}}
    result = evaluate(encode(run, qrels), ScoringRequest([parse_measure(m) for m in ("nDCG@1", "RR", "P@2")]))
    assert result.per_query["nDCG@1"].tolist() == [1.0, 1.0]
    ties = result.ties
    assert ties.n_queries_affected == 1
    assert ties.per_measure == {"nDCG@1": 1, "RR": 1, "P@2": 0}
    assert (ties.max_change, ties.measure_of_max, ties.query_of_max) == (1.0, "nDCG@1", "q1")


def test_ties_that_cannot_change_a_value_are_not_reported() -> None:
    run = {
        "same_grade": {"a": 1.0, "b": 1.0, "c": 0.5},  # tied rows share grade 1
        "both_unjudged": {"a": 2.0, "b": 1.0, "c": 1.0},  # tied rows both unjudged
        "no_tie": {"a": 3.0, "b": 2.0, "c": 1.0},
    }
    qrels = {"same_grade": {"a": 1, "b": 1, "c": 0}, "both_unjudged": {"a": 2, "z": 1},
             "no_tie": {"a": 0, "b": 1, "c": 3}}
    ties = evaluate(encode(run, qrels), ScoringRequest(MEASURES)).ties
    assert ties.n_queries_affected == 0
    assert set(ties.per_measure.values()) == {0}
    assert (ties.max_change, ties.measure_of_max, ties.query_of_max) == (0.0, "", "")


def test_a_tie_below_the_cutoff_affects_only_deeper_measures() -> None:
    # Ranks 2 and 3 tie (grades 0 and 1): @1 measures cannot move; nDCG, AP and P@2 can.
    run = {"q": {"top": 3.0, "a": 1.0, "b": 1.0}}
    qrels = {"q": {"top": 1, "a": 1, "b": 0}}
    per = evaluate(encode(run, qrels), ScoringRequest(MEASURES)).ties.per_measure
    assert {name for name, n in per.items() if n} == {"nDCG@2", "nDCG", "P@2", "AP", "AP@2",
                                                      "R-Prec"}


def test_judged_at_k_is_affected_when_a_tie_straddles_k_mixing_judged_and_unjudged() -> None:
    run = {"q": {"judged": 1.0, "unjudged": 1.0}}
    ties = evaluate(encode(run, {"q": {"judged": 0}}), ScoringRequest([parse_measure("Judged@1")])).ties
    assert ties.per_measure == {"Judged@1": 1} and ties.max_change == 1.0


def test_float32_ties_count_as_ties_in_compat_9_only() -> None:
    run = {"q": {"a": 1e20 + 1e5, "b": 1e20}}  # distinct doubles, one float32
    ties = evaluate(encode(run, {"q": {"a": 1}}), ScoringRequest([parse_measure("RR")], compat=9)).ties
    assert ties.per_measure == {"RR": 1} and ties.max_change == 0.5
    ties = evaluate(encode(run, {"q": {"a": 1}}), ScoringRequest([parse_measure("RR")])).ties
    assert ties.per_measure == {"RR": 0} and ties.max_change == 0.0


def _small_collection(seed: int):
    rng = np.random.default_rng(seed)
    run, qrels = {}, {}
    for q in range(10):
        docs = [f"d{i}" for i in rng.choice(9, size=int(rng.integers(2, 6)), replace=False)]
        run[f"q{q}"] = {d: float(rng.choice([1.0, 2.0])) for d in docs}
        grades = rng.choice([UNJUDGED, UNJUDGED, -1, 0, 1, 2, 3], size=len(docs))
        qrels[f"q{q}"] = {d: int(g) for d, g in zip(docs, grades) if g != UNJUDGED}
        qrels[f"q{q}"]["unretrieved"] = int(rng.integers(0, 3))
    return run, qrels


def _values_in_order(ranking: list[str], grades: dict[str, int], gain: str) -> dict[str, float]:
    """Values for one query ranked exactly as given (distinct scores, so no ties)."""
    run = {"q": {chunk: float(len(ranking) - i) for i, chunk in enumerate(ranking)}}
    result = evaluate(encode(run, {"q": grades}), ScoringRequest(MEASURES, gain=gain))
    return {name: float(values[0]) for name, values in result.per_query.items()}


@pytest.mark.parametrize("gain", ["linear", "exponential"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_grade_sorted_blocks_are_the_extremes_over_every_tie_order(seed: int, gain: str) -> None:
    """Brute force: enumerate every order of every tied block; compare the affected counts."""
    run, qrels = _small_collection(seed)
    report = evaluate(encode(run, qrels), ScoringRequest(MEASURES, gain=gain)).ties
    affected = {m.name: 0 for m in MEASURES}
    largest = 0.0
    for qid, docs in run.items():
        blocks = [sorted(c for c in docs if docs[c] == s) for s in sorted(set(docs.values()), reverse=True)]
        seen: dict[str, list[float]] = {m.name: [] for m in MEASURES}
        for orders in itertools.product(*(itertools.permutations(b) for b in blocks)):
            ranking = [c for block in orders for c in block]
            for name, value in _values_in_order(ranking, qrels[qid], gain).items():
                seen[name].append(value)
        for name, values in seen.items():
            change = max(values) - min(values)
            affected[name] += change > 1e-12
            largest = max(largest, change)
    assert report.per_measure == affected
    assert report.max_change == pytest.approx(largest, abs=1e-12)


def test_no_queries_no_ties() -> None:
    empty = np.zeros(0, dtype=np.int64)
    arrays = EvalArrays([], empty, empty.astype(float), empty, empty, empty, empty)
    result = evaluate(arrays, ScoringRequest(MEASURES))
    assert result.query_ids == [] and result.ties.n_queries_affected == 0
    assert all(v == 0.0 for v in result.means.values())
