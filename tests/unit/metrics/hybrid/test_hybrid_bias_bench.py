"""The harness's corrections of the ideal DCG's bias (bench/hybrid_bias.py, ``bench_hybrid.py bias``): its main
variant is the estimator's value and standard error, the corrections move an estimated ideal DCG, and a measure
with a fixed denominator is left alone by every correction."""

from __future__ import annotations

import numpy as np

from bench.hybrid_bias import draw
from labeler.metrics.hybrid import Sample, estimate
from labeler.metrics.hybrid.design import design_sizes, sequential_poisson
from labeler.metrics.hybrid.measures import ratio_measure
from tests.unit.metrics.hybrid.test_hybrid import strong_collection

NDCG10 = ratio_measure("nDCG@10")
P10 = ratio_measure("P@10")
assert NDCG10 is not None and P10 is not None


def _sample(measure, share: float = 0.1, seed: int = 1):  # type: ignore[no-untyped-def]
    pool, human = strong_collection()
    chosen = sequential_poisson(design_sizes(pool, measure), np.random.default_rng(seed).random(pool.size),
                                int(share * pool.size))
    grade = np.full(pool.size, -1)
    grade[chosen.order] = human[chosen.order]
    return pool, Sample(grade, chosen.pi)


def test_main_is_the_estimator_s_value_and_standard_error() -> None:
    pool, sample = _sample(NDCG10)
    got, result = draw(pool, sample, NDCG10, model=False), estimate(pool, sample, NDCG10)
    assert np.allclose(got.values["main"], result.value)
    assert np.allclose(got.errors["main"], result.stderr())
    # the ideal DCG is estimated here: the corrections move the value, and every one is finite
    assert not np.allclose(got.values["beale, bootstrap"], result.value)
    assert all(np.isfinite(v).all() for v in got.values.values())
    assert (got.variance > 0).any()


def test_a_fixed_denominator_is_left_alone() -> None:
    pool, sample = _sample(P10)
    got = draw(pool, sample, P10)
    for name, value in got.values.items():
        assert np.allclose(value, got.values["main"]), name
    assert np.allclose(got.curvature, 0.0) and np.allclose(got.variance, 0.0)
