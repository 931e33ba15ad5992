"""The calibration refined by each query's own sampled pairs: an LLM lenient on one query and strict on
another is corrected there by that query's graded pairs, each pair still predicted without itself, a
jackknife replicate's dropped pairs counting as little in the refinement as in the weights, and on a
collection whose judge's leniency varies by query the intervals are narrower at the same coverage."""

from __future__ import annotations

import numpy as np
import pytest

from labeler.metrics.hybrid import Pool, Sample, estimate, replicate_weights, true_values
from labeler.metrics.hybrid import calibration
from labeler.metrics.hybrid.calibration import cells, cross_fit
from labeler.metrics.hybrid.design import design_sizes, sequential_poisson
from labeler.metrics.hybrid.estimator import predicted_grades
from labeler.metrics.hybrid.measures import ratio_measure
from tests.unit.metrics.hybrid.test_hybrid import strong_collection

NDCG10 = ratio_measure("nDCG@10")
assert NDCG10 is not None


def lenient_on_one_query(n_queries: int = 6, per_query: int = 40) -> tuple[Pool, np.ndarray]:
    """The LLM grades every pair of query 0 a 3 where humans gave 0, and is right everywhere else."""
    query = np.repeat(np.arange(n_queries), per_query)
    human = np.where(query == 0, 0, (np.arange(len(query)) // 2) % 4)
    llm = np.where(query == 0, 3, human)
    return Pool(query=query, n_queries=n_queries, llm=llm, top=np.full((1, n_queries, 10), -1)), human


def half_sampled(human: np.ndarray, query: np.ndarray) -> Sample:
    """Every other pair sampled with pi = 1/2 (pairs graded with certainty would refine them anyway)."""
    grade = np.where(np.arange(len(human)) % 2 == 0, human, -1)
    return Sample(grade=grade, pi=np.full(len(human), 0.5))


def test_a_query_s_own_sampled_pairs_correct_its_other_pairs() -> None:
    pool, human = lenient_on_one_query()
    probs = predicted_grades(pool, half_sampled(human, pool.query), NDCG10)
    expected_gain = probs @ NDCG10.gain_of_grades()
    lenient = (pool.query == 0) & (np.arange(pool.size) % 2 == 1)
    honest_threes = (pool.query != 0) & (human == 3)
    # the cell of LLM grade 3 is mostly true 3s; query 0's twenty sampled 0s pull its own pairs down
    assert expected_gain[lenient].max() < 1.0
    assert expected_gain[honest_threes].min() > 2.0


def test_each_pair_is_still_predicted_without_its_own_grade() -> None:
    pool, human = lenient_on_one_query()
    sample = half_sampled(human, pool.query)
    probs = predicted_grades(pool, sample, NDCG10)
    pair = 4  # sampled, in query 0
    changed = sample.grade.copy()
    changed[pair] = 3
    again = predicted_grades(pool, Sample(changed, sample.pi), NDCG10)
    assert np.allclose(again[pair], probs[pair])
    assert not np.allclose(again[pair + 2], probs[pair + 2])  # its neighbours do read it


def test_a_pair_a_replicate_drops_counts_for_nothing_in_its_query() -> None:
    pool, human = lenient_on_one_query()
    sample = half_sampled(human, pool.query)
    cell, n_cells = cells(pool, NDCG10.depth)
    tau = calibration.shrink_weight(sample.pi)
    weight = np.where(sample.taken, 2.0, 0.0)
    share = np.where(sample.taken, 1.0, 0.0)
    dropped = 6
    weight[dropped], share[dropped] = 0.0, 0.0
    without = sample.grade.copy()
    without[dropped] = -1
    kept = np.arange(pool.size) != dropped
    refined = cross_fit(pool, cell, n_cells, sample.grade, weight, tau, sample.certain, share)
    absent = cross_fit(pool, cell, n_cells, without, weight, tau, sample.certain, share)
    assert np.allclose(refined[kept], absent[kept])
    # the estimator's replicates give each sampled pair its weight's factor: 1/pi times its share
    rows = replicate_weights(sample, 20)
    assert np.allclose(rows[0][sample.taken] * sample.pi[sample.taken], 1.0)


def _widths(draws: int, budget: float = 0.1) -> tuple[float, float]:
    """(coverage, mean half-width) of the hybrid intervals on ``strong_collection`` (a judge lenient on a
    third of the queries, strict on a third)."""
    pool, human = strong_collection()
    truth = true_values(pool, human, NDCG10)
    sizes = design_sizes(pool, NDCG10)
    rng = np.random.default_rng(3)
    covered, halves = [], []
    for _ in range(draws):
        chosen = sequential_poisson(sizes, rng.random(pool.size), int(budget * pool.size))
        grade = np.full(pool.size, -1)
        grade[chosen.order] = human[chosen.order]
        result = estimate(pool, Sample(grade=grade, pi=chosen.pi), NDCG10)
        half = result.half_width(result.stderr())
        covered.append(np.abs(result.value - truth) <= half)
        halves.append(half)
    return float(np.mean(covered)), float(np.mean(halves))


def test_intervals_are_narrower_at_the_same_coverage_where_the_judge_s_leniency_varies_by_query(
        monkeypatch: pytest.MonkeyPatch) -> None:
    coverage, half = _widths(draws=40)
    # a kappa_S this large leaves the prediction as the cells alone make it: the estimator before the refinement
    monkeypatch.setattr(calibration, "SAMPLE_QUERY_SHRINK", 1e12)
    plain_coverage, plain_half = _widths(draws=40)
    assert coverage >= 0.9 and plain_coverage >= 0.9
    assert half <= 0.93 * plain_half
