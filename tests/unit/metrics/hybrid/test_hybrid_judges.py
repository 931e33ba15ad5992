"""Several judges' grades as the calibration's evidence (``Pool.evidence``): one judge gives today's values
exactly, each pair is still predicted without its own human grade, a second judge that knows more narrows
the intervals at the same coverage, and evidence that reads the sampled pairs' human grades (a judge shown
the human's grade) is caught by the coverage test."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from labeler.metrics.hybrid import Pool, Sample, estimate, true_values
from labeler.metrics.hybrid.design import design_sizes, sequential_poisson
from labeler.metrics.hybrid.estimator import predicted_grades
from labeler.metrics.hybrid.measures import ratio_measure
from tests.unit.metrics.hybrid.test_hybrid import strong_collection, synthetic

NDCG10 = ratio_measure("nDCG@10")
assert NDCG10 is not None

# the estimator's values and whole-jackknife standard errors (floored by the anticipated one) on
# strong_collection's 10% sample below, before Pool.evidence existed
ONE_JUDGE_VALUES = [0.9890508056336429, 0.9758636405099523, 0.8775066267253105, 0.7859310664070727,
                    0.7725405838688797, 0.6088420546050853, 0.5316062600142306, 0.42812865817747275]
ONE_JUDGE_STDERR = [0.044892972759079185, 0.029957905536113164, 0.03745919822343523, 0.0357906971122461,
                    0.04931417107883855, 0.05484283084497704, 0.030536594383899104, 0.04176586525144928]


def _sample(pool: Pool, human: np.ndarray, uniforms: np.ndarray, budget: float) -> Sample:
    chosen = sequential_poisson(design_sizes(pool, NDCG10), uniforms, int(budget * pool.size))
    grade = np.full(pool.size, -1)
    grade[chosen.order] = human[chosen.order]
    return Sample(grade=grade, pi=chosen.pi)


def test_one_judge_gives_the_values_it_gave_before_several_could_be_read() -> None:
    pool, human = strong_collection()
    sample = _sample(pool, human, np.random.default_rng(5).random(pool.size), 0.1)
    for same in (pool, replace(pool, evidence=np.zeros((pool.size, 0), dtype=np.int64))):
        result = estimate(same, sample, NDCG10)
        assert np.allclose(result.value, ONE_JUDGE_VALUES, rtol=0, atol=1e-12)
        assert result.anticipated is not None
        whole = np.maximum(result.spread(result.replicates), np.sqrt(np.maximum(result.anticipated, 0.0)))
        assert np.allclose(whole, ONE_JUDGE_STDERR, rtol=0, atol=1e-12)
        assert np.allclose(result.stderr(), estimate(pool, sample, NDCG10).stderr(), rtol=0, atol=1e-12)


def second_judge(human: np.ndarray, seed: int = 3) -> np.ndarray:
    """(N, 1) a judge that gives the human grade on 85% of the pairs and a random grade elsewhere."""
    rng = np.random.default_rng(seed)
    return np.where(rng.random(len(human)) < 0.15, rng.integers(0, 4, len(human)), human)[:, None]


def test_each_pair_is_predicted_without_its_own_grade_whatever_the_judges() -> None:
    pool, human = synthetic(per_query=40)
    pool = replace(pool, evidence=second_judge(human))
    sample = _sample(pool, human, np.random.default_rng(0).random(pool.size), 0.25)
    probs = predicted_grades(pool, sample, NDCG10)
    pair = int(np.flatnonzero(sample.taken)[3])
    changed = sample.grade.copy()
    changed[pair] = 3 - changed[pair]
    again = predicted_grades(pool, Sample(changed, sample.pi), NDCG10)
    assert np.allclose(again[pair], probs[pair], rtol=0, atol=1e-12)
    assert not np.allclose(again, probs)  # the other pairs do read it


def _coverage_and_width(pool: Pool, human: np.ndarray, draws: int = 40, budget: float = 0.2,
                        leak: bool = False) -> tuple[float, float]:
    """(coverage, mean half-width) over seeded draws; ``leak``: the second judge's column is the human grade
    of each sampled pair (-1 elsewhere), evidence that depends on the sample."""
    truth = true_values(pool, human, NDCG10)
    rng = np.random.default_rng(11)
    covered, halves = [], []
    for _ in range(draws):
        sample = _sample(pool, human, rng.random(pool.size), budget)
        seen = replace(pool, evidence=np.where(sample.taken, sample.grade, -1)[:, None]) if leak else pool
        result = estimate(seen, sample, NDCG10)
        half = result.half_width(result.stderr())
        covered.append(np.abs(result.value - truth) <= half)
        halves.append(half)
    return float(np.mean(covered)), float(np.mean(halves))


def test_a_judge_that_knows_more_narrows_the_intervals_at_the_same_coverage() -> None:
    pool, human = strong_collection()
    alone_coverage, alone_half = _coverage_and_width(pool, human)
    both_coverage, both_half = _coverage_and_width(replace(pool, evidence=second_judge(human)), human)
    assert alone_coverage >= 0.9 and both_coverage >= 0.9
    assert both_half <= 0.8 * alone_half


def test_evidence_that_reads_the_sampled_pairs_human_grades_fails_the_coverage_test() -> None:
    pool, human = strong_collection()
    honest, _ = _coverage_and_width(pool, human)
    leaked, _ = _coverage_and_width(pool, human, leak=True)
    assert honest >= 0.9 and leaked < 0.7
