"""The harness's decomposition of the interval's variance (bench/hybrid_spread.py, ``bench_hybrid.py spread``):
its whole jackknife is the estimator's replicates', its kept variant the estimator's standard error, the parts of a measure with a fixed denominator are all the
numerator's, and for such a linear statistic the bootstrap agrees with the linearization."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from bench.hybrid_spread import VARIANTS, pieces
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
    return pool, human, Sample(grade, chosen.pi)


def test_the_whole_jackknife_and_the_floor_are_the_estimator_s_own() -> None:
    pool, human, sample = _sample(NDCG10)
    got, result = pieces(pool, sample, NDCG10, human), estimate(pool, sample, NDCG10)
    assert np.allclose(np.clip(got.value, 0.0, 1.0), result.value)
    assert np.allclose(np.sqrt(got.jack), result.spread(result.replicates))
    assert np.allclose(VARIANTS["main (whole jackknife)"](got), replace(result, numerator_replicates=None).stderr())
    assert result.anticipated is not None and np.allclose(got.anticipated, result.anticipated)
    assert np.allclose(VARIANTS["kept: jack num + fd ideal"](got), result.stderr())
    assert result.ideal_variance is not None and np.allclose(got.fd_ideal + got.fd_cross, result.ideal_variance)
    # the ideal DCG is estimated here: its parts are not empty
    assert (got.jack_ideal > 0).any() and (got.fd_ideal > 0).any() and (got.boot_ideal > 0).any()


def test_a_fixed_denominator_leaves_everything_to_the_numerator() -> None:
    pool, human, sample = _sample(P10)
    got = pieces(pool, sample, P10, human)
    for part in (got.jack_ideal, got.lin_ideal, got.fd_ideal, got.boot_ideal, got.fd_cross, got.lin_cross):
        assert np.allclose(part, 0.0)
    assert np.allclose(got.jack_num, got.jack)
    assert np.allclose(got.boot_num, got.boot)
    # a linear statistic with the calibration fixed: the bootstrap's variance is the linearization's
    ratio = got.boot / got.lin_num
    assert 0.75 < np.median(ratio) < 1.33
