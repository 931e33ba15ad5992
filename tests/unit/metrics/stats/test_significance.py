"""Paired tests, Holm and confidence intervals: hand-computed values and scipy (a test-only oracle)."""

from __future__ import annotations

import math
import warnings
from typing import cast

import numpy as np
import pytest
import scipy.stats  # type: ignore[import-untyped]  # a test-only oracle, no stubs installed

from labeler.metrics.stats.significance import (
    TestResult,
    bootstrap_ci,
    bootstrap_cis,
    holm,
    paired_t_test,
    randomization_test,
    randomization_tests,
    regularized_beta,
    t_ci,
    t_cdf,
    t_ppf,
    t_two_sided_p,
)


def _pairs(n: int, seed: int, shift: float = 0.02) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    a = rng.random(n)
    return a, a + rng.normal(shift, 0.1, n)


def _mean_diff(x: np.ndarray, y: np.ndarray, axis: int = -1) -> np.ndarray:
    return np.mean(x - y, axis=axis)


# --- Student t -------------------------------------------------------------------------------


@pytest.mark.parametrize(("a", "b"), [(0.5, 0.5), (2.0, 3.0), (10.0, 0.5), (0.5, 200.0), (350.0, 0.5)])
def test_regularized_beta_matches_scipy(a: float, b: float) -> None:
    for x in [1e-6, 0.01, 0.3, 0.5, 0.77, 0.99, 1 - 1e-9]:
        assert regularized_beta(a, b, x) == pytest.approx(scipy.special.betainc(a, b, x), abs=2e-12)
    assert regularized_beta(a, b, 0.0) == 0.0
    assert regularized_beta(a, b, 1.0) == 1.0


def test_regularized_beta_closed_forms() -> None:
    for x in [1e-12, 1e-6, 0.2, 0.5, 0.9, 1 - 1e-9]:
        # I_x(1/2, 1/2) = (2/pi) asin(sqrt(x)), written through 1 - x above 1/2 to stay well-conditioned
        arcsine = (
            2 / math.pi * math.asin(math.sqrt(x)) if x < 0.5 else 1 - 2 / math.pi * math.asin(math.sqrt(1 - x))
        )
        assert regularized_beta(0.5, 0.5, x, 1 - x) == pytest.approx(arcsine, abs=1e-15)
        assert regularized_beta(1.0, 3.5, x) == pytest.approx(1 - (1 - x) ** 3.5, abs=1e-15)


def test_t_distribution_matches_scipy() -> None:
    for df in [1, 2, 3, 7, 30, 31, 120, 5000]:
        for t in [-12.0, -2.5, -0.3, 0.0, 0.01, 1.0, 2.0, 4.5, 30.0]:
            assert t_cdf(t, df) == pytest.approx(scipy.stats.t.cdf(t, df), abs=1e-14)
            assert t_two_sided_p(t, df) == pytest.approx(2 * scipy.stats.t.sf(abs(t), df), abs=1e-13)
    # Small p-values keep their relative precision (x and 1 - x are passed separately).
    assert t_two_sided_p(40.0, 50) == pytest.approx(2 * scipy.stats.t.sf(40.0, 50), rel=1e-10)
    assert t_two_sided_p(math.inf, 5) == 0.0


def test_t_ppf_matches_scipy_to_1e_8() -> None:
    for df in [1, 2, 3, 4, 9, 29, 99, 999, 20_000]:
        for q in [0.001, 0.025, 0.05, 0.3, 0.5, 0.51, 0.8, 0.9, 0.95, 0.975, 0.99, 0.995, 0.9995]:
            assert t_ppf(q, df) == pytest.approx(scipy.stats.t.ppf(q, df), abs=1e-8, rel=1e-10)
    assert t_ppf(0.975, 1) == pytest.approx(12.706204736174698, abs=1e-9)  # tables: 12.706
    assert t_ppf(0.975, 10) == pytest.approx(2.2281388519649385, abs=1e-9)  # tables: 2.228
    with pytest.raises(ValueError, match="quantile"):
        t_ppf(1.0, 5)


# --- paired t-test ---------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 5, 10, 50, 400, 7000])
def test_paired_t_test_matches_scipy_ttest_rel(n: int) -> None:
    for seed in range(5):
        a, b = _pairs(n, seed)
        ours = paired_t_test(a, b)
        theirs = scipy.stats.ttest_rel(b, a)  # our d = b - a is scipy's first minus second
        assert ours.p_value == pytest.approx(theirs.pvalue, abs=1e-10)
        assert ours.statistic == pytest.approx(theirs.statistic, rel=1e-10)
        assert ours.mean_difference == pytest.approx(float(np.mean(b - a)), abs=1e-15)
        assert ours.n == n and ours.name == "paired t-test"


def test_paired_t_test_direction_b_minus_a() -> None:
    a = np.array([0.1, 0.2, 0.3, 0.4])
    b = np.array([0.3, 0.3, 0.6, 0.5])  # d = 0.2, 0.1, 0.3, 0.1: mean 0.175, sd 0.0957
    result = paired_t_test(a, b)
    assert result.mean_difference == pytest.approx(0.175)
    assert result.statistic == pytest.approx(0.175 / (np.std([0.2, 0.1, 0.3, 0.1], ddof=1) / 2))
    assert result.statistic > 0
    assert paired_t_test(b, a).statistic == pytest.approx(-result.statistic)
    assert paired_t_test(b, a).p_value == pytest.approx(result.p_value)


def test_paired_t_test_degenerate_cases_give_p_1_without_warnings() -> None:
    a = np.array([0.5, 0.25, 0.75, 1.0])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        identical = paired_t_test(a, a.copy())
        constant_shift = paired_t_test(a, a + 0.125)  # every difference equal: sd = 0
        single = paired_t_test(np.array([0.2]), np.array([0.9]))
    assert identical == TestResult("paired t-test", 0.0, 0.0, 1.0, 4)
    assert constant_shift == TestResult("paired t-test", 0.125, 0.0, 1.0, 4)
    assert single == TestResult("paired t-test", cast(float, pytest.approx(0.7)), 0.0, 1.0, 1)


def test_paired_inputs_are_validated() -> None:
    with pytest.raises(ValueError, match="empty"):
        paired_t_test(np.array([]), np.array([]))
    with pytest.raises(ValueError, match="same queries"):
        paired_t_test(np.array([0.1, 0.2]), np.array([0.1]))
    with pytest.raises(ValueError, match="finite"):
        randomization_test(np.array([0.1, np.nan]), np.array([0.1, 0.2]))
    with pytest.raises(ValueError, match="empty"):
        randomization_test([], [])


# --- randomization test ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("differences", "expected_p"),
    [
        # sums of +-1 +-2 +-3: 6, 4, 2, 0, 0, -2, -4, -6; |sum| >= 6 twice
        ([1.0, 2.0, 3.0], 2 / 8),
        # sums of +-1 +-1 +-2 (observed 1 - 1 + 2 = 2): 4, 2, 2, 0, 0, -2, -2, -4; six reach 2
        ([1.0, -1.0, 2.0], 6 / 8),
        # 16 flips of 1, 2, 3, 4: only all-plus and all-minus reach |10|
        ([1.0, 2.0, 3.0, 4.0], 2 / 16),
        # every difference 0: every flip ties the observed 0
        ([0.0, 0.0, 0.0], 1.0),
    ],
)
def test_exact_randomization_hand_computed(differences: list[float], expected_p: float) -> None:
    d = np.array(differences)
    a = np.full(d.size, 0.3)
    result = randomization_test(a, a + d, exact=True)
    assert result.p_value == pytest.approx(expected_p, abs=1e-12)
    assert result.mean_difference == pytest.approx(d.mean())
    # auto mode enumerates because 2**n <= n_resamples
    assert randomization_test(a, a + d).p_value == result.p_value


def test_exact_randomization_single_query() -> None:
    # one difference 0.5: flips +0.5 and -0.5 both reach |0.5|
    assert randomization_test([0.2], [0.7]).p_value == 1.0


@pytest.mark.parametrize("n", [2, 4, 8, 12])
def test_exact_randomization_equals_scipy_exact(n: int) -> None:
    for seed in range(4):
        a, b = _pairs(n, seed, shift=0.05)
        ours = randomization_test(a, b, exact=True)
        theirs = scipy.stats.permutation_test(
            (b, a), _mean_diff, permutation_type="samples", vectorized=True, n_resamples=np.inf
        )
        assert ours.p_value == pytest.approx(theirs.pvalue, abs=1e-12)


def test_sampled_randomization_is_close_to_exact_and_to_scipy() -> None:
    a, b = _pairs(16, 3, shift=0.04)
    exact = randomization_test(a, b, exact=True).p_value
    sd = math.sqrt(exact * (1 - exact) / 10_000)
    for seed in range(3):
        sampled = randomization_test(a, b, exact=False, seed=seed)
        assert abs(sampled.p_value - exact) < 5 * sd
    a, b = _pairs(60, 7, shift=0.03)
    ours = randomization_test(a, b, n_resamples=20_000).p_value
    theirs = scipy.stats.permutation_test(
        (b, a), _mean_diff, permutation_type="samples", vectorized=True,
        n_resamples=20_000, rng=np.random.default_rng(1),
    ).pvalue
    assert 0.01 < ours < 0.99
    assert abs(ours - theirs) < 5 * math.sqrt(2 * ours * (1 - ours) / 20_000)


def test_sampled_randomization_is_deterministic_and_corrected() -> None:
    a, b = _pairs(40, 1, shift=0.5)  # overwhelming difference: no flip reaches it
    first = randomization_test(a, b, n_resamples=999, seed=5)
    assert first == randomization_test(a, b, n_resamples=999, seed=5)
    assert first.p_value == pytest.approx(1 / 1000)  # (0 + 1) / (999 + 1), never 0
    a, b = _pairs(40, 2)
    assert randomization_test(a, b, seed=1) == randomization_test(a, b, seed=1)
    same = randomization_test(a, a.copy(), exact=False, n_resamples=500)
    assert same.p_value == 1.0


def test_randomization_chunks_large_inputs() -> None:
    a, b = _pairs(3000, 4, shift=0.0)  # 3000 x 10,000 flips: many blocks of at most 2**20 values
    result = randomization_test(a, b)
    assert 0.0 < result.p_value <= 1.0
    assert result.p_value == pytest.approx(paired_t_test(a, b).p_value, abs=0.03)
    with pytest.raises(ValueError, match="too large"):
        randomization_test(a, b, exact=True)


# --- Holm ------------------------------------------------------------------------------------


def test_holm_textbook_example() -> None:
    # Four hypotheses: sorted 0.005, 0.01, 0.03, 0.04 scaled by 4, 3, 2, 1 -> 0.02, 0.03, 0.06,
    # 0.04; the running maximum makes the last 0.06. Returned in input order.
    assert holm([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.03, 0.06, 0.06, 0.02])


def test_holm_statsmodels_style_values() -> None:
    # statsmodels.stats.multitest.multipletests(p, method="holm")[1] for these p-values
    p = [0.01, 0.02, 0.03, 0.04, 0.05, 0.5]
    assert holm(p) == pytest.approx([0.06, 0.10, 0.12, 0.12, 0.12, 0.5])
    assert holm([0.2, 0.9, 0.6]) == pytest.approx([0.6, 1.0, 1.0])  # capped at 1
    assert holm([0.04]) == [0.04]
    assert holm([]) == []
    # ties keep equal adjusted values
    assert holm([0.01, 0.01, 0.2]) == pytest.approx([0.03, 0.03, 0.2])


def test_holm_is_monotone_and_bounded() -> None:
    rng = np.random.default_rng(0)
    p = rng.random(50) ** 3
    adjusted = np.array(holm(p))
    order = np.argsort(p)
    assert (np.diff(adjusted[order]) >= 0).all()
    assert (adjusted >= p).all() and (adjusted <= 1).all()
    with pytest.raises(ValueError, match="between 0 and 1"):
        holm([0.1, 1.5])


# --- confidence intervals --------------------------------------------------------------------


def test_t_ci_matches_scipy_interval() -> None:
    rng = np.random.default_rng(3)
    for n in [2, 5, 30, 500]:
        x = rng.random(n)
        for confidence in [0.9, 0.95, 0.99]:
            low, high = scipy.stats.t.interval(
                confidence, n - 1, loc=x.mean(), scale=scipy.stats.sem(x)
            )
            assert t_ci(x, confidence) == pytest.approx((low, high), abs=1e-10)


def test_t_ci_edge_cases() -> None:
    assert t_ci([0.5, 0.5, 0.5]) == (0.5, 0.5)
    low, high = t_ci([0.7])
    assert math.isnan(low) and math.isnan(high)
    with pytest.raises(ValueError, match="at least one query"):
        t_ci([])
    with pytest.raises(ValueError, match="confidence"):
        t_ci([0.1, 0.2], confidence=95)


def test_bootstrap_ci_agrees_with_scipy_percentile_bootstrap() -> None:
    rng = np.random.default_rng(8)
    x = rng.beta(2, 5, 80)
    ours = bootstrap_ci(x, seed=2)
    theirs = scipy.stats.bootstrap(
        (x,), np.mean, method="percentile", n_resamples=10_000, rng=np.random.default_rng(2)
    ).confidence_interval
    width = ours[1] - ours[0]
    assert ours[0] == pytest.approx(theirs.low, abs=0.05 * width)
    assert ours[1] == pytest.approx(theirs.high, abs=0.05 * width)
    # and, for a mean of 80 values, close to the t interval
    assert ours == pytest.approx(t_ci(x), abs=0.08 * width)
    assert ours[0] < x.mean() < ours[1]


def test_bootstrap_ci_is_deterministic_and_handles_edges() -> None:
    x = np.linspace(0, 1, 25)
    assert bootstrap_ci(x, seed=4) == bootstrap_ci(x, seed=4)
    assert bootstrap_ci(x, seed=4) != bootstrap_ci(x, seed=5)
    narrow = bootstrap_ci(x, confidence=0.5)
    wide = bootstrap_ci(x, confidence=0.99)
    assert wide[0] < narrow[0] < narrow[1] < wide[1]
    assert bootstrap_ci([0.4]) == (0.4, 0.4)
    assert bootstrap_ci([0.25, 0.25, 0.25]) == (0.25, 0.25)
    big = np.random.default_rng(0).random(5000)  # several resampling blocks
    low, high = bootstrap_ci(big, n_resamples=2000)
    assert low < big.mean() < high
    with pytest.raises(ValueError, match="at least one query"):
        bootstrap_ci([])


# --- shared resamples (issue 12): batches equal lone calls, and today's draws -----------------


def _bootstrap_ci_by_gathering(x: np.ndarray, n_resamples: int = 10_000, seed: int = 0) -> tuple[float, float]:
    """bootstrap_ci as it was before resamples were shared: gather x[picks] per block and average."""
    n = x.size
    rng = np.random.default_rng(seed)
    means = np.empty(n_resamples)
    rows_per_block = max(1, (1 << 20) // n)
    for start in range(0, n_resamples, rows_per_block):
        rows = min(rows_per_block, n_resamples - start)
        means[start : start + rows] = x[rng.integers(0, n, size=(rows, n))].mean(axis=1)
    low, high = np.quantile(means, [0.025, 0.975])
    return float(low), float(high)


def _randomization_p_one_by_one(d: np.ndarray, n_resamples: int = 10_000, seed: int = 0) -> float:
    """The sampled randomization p-value as it was before flips were shared: one flips @ d per pair."""
    n = d.size
    threshold = abs(float(d.sum())) - 1e-9 * float(np.abs(d).sum())
    rng = np.random.default_rng(seed)
    count = 0
    rows_per_block = max(1, (1 << 20) // n)
    for start in range(0, n_resamples, rows_per_block):
        rows = min(rows_per_block, n_resamples - start)
        flips = np.unpackbits(rng.integers(0, 256, size=(rows, (n + 7) // 8), dtype=np.uint8), axis=1, count=n)
        count += int(np.count_nonzero(np.abs(d.sum() - 2.0 * (flips.astype(np.float64) @ d)) >= threshold))
    return min(1.0, (count + 1) / (n_resamples + 1))


def _mixed_series(seed: int) -> list[np.ndarray]:
    """Series of several lengths (some lengths once, some many times), continuous and graded."""
    rng = np.random.default_rng(seed)
    lengths = [7, 300, 300, 300, 1, 2500, 300, 40, 40, 2500]
    return [rng.random(n) if i % 2 else rng.integers(0, 4, n) / 3 for i, n in enumerate(lengths)]


def test_bootstrap_cis_of_a_batch_equal_lone_calls_exactly() -> None:
    series = _mixed_series(1)
    assert bootstrap_cis(series, n_resamples=3000, seed=3) == [
        bootstrap_ci(x, n_resamples=3000, seed=3) for x in series
    ]
    assert bootstrap_cis([]) == []


def test_bootstrap_draws_the_same_resamples_as_before_sharing() -> None:
    # Same generator, seed and blocks: only the float summation order of each mean differs
    # (counts @ values instead of a pairwise sum of gathered values), a few ulps.
    for seed, x in enumerate(_mixed_series(2)):
        old = _bootstrap_ci_by_gathering(x, n_resamples=2000, seed=seed)
        assert bootstrap_ci(x, n_resamples=2000, seed=seed) == pytest.approx(old, rel=1e-13, abs=1e-15)


def test_randomization_tests_of_a_batch_equal_lone_calls_and_the_old_p_values() -> None:
    rng = np.random.default_rng(4)
    pairs = []
    for x in _mixed_series(3):
        shift = rng.choice([0.0, 0.01, 0.3])
        pairs.append((x, np.clip(x + rng.normal(shift, 0.2, x.size).round(1), -1, 2)))
    pairs.append((pairs[1][0], pairs[1][0].copy()))  # identical runs
    batch = randomization_tests(pairs, n_resamples=4000, seed=9)
    assert batch == [randomization_test(a, b, n_resamples=4000, seed=9) for a, b in pairs]
    for (a, b), result in zip(pairs, batch):
        if a.size > 12:  # sampled, not enumerated
            assert result.p_value == _randomization_p_one_by_one(b - a, 4000, 9)
    assert batch[-1].p_value == 1.0
    assert randomization_tests([]) == []


def test_randomization_tests_separate_identical_and_very_different_runs() -> None:
    a, b = _pairs(7000, 5, shift=0.2)
    same, different = randomization_tests([(a, a.copy()), (a, b)], n_resamples=2000)
    assert same.p_value == 1.0
    assert different.p_value == pytest.approx(1 / 2001)


def _coverage(n_sets: int = 1000, n: int = 50) -> float:
    """Share of seeded normal data sets (mean 0.3) whose bootstrap 95% interval contains 0.3."""
    data = np.random.default_rng(12).normal(0.3, 1.0, size=(n_sets, n))
    intervals = bootstrap_cis(list(data), n_resamples=2000, seed=1)
    return float(np.mean([low <= 0.3 <= high for low, high in intervals]))


def test_bootstrap_interval_covers_a_normal_mean_about_95_percent() -> None:
    # The percentile bootstrap of a mean of 50 slightly under-covers (about 94%); 1,000 sets give
    # a standard error of about 0.7 points.
    assert 0.92 <= _coverage() <= 0.97


def test_the_coverage_check_catches_broken_resampling(monkeypatch: pytest.MonkeyPatch) -> None:
    import labeler.metrics.stats.significance as significance

    def without_replacement(rng: np.random.Generator, rows: int, n: int) -> np.ndarray:
        return np.ones((rows, n))  # every resample a permutation: the mean never moves

    def half_as_many_draws(rng: np.random.Generator, rows: int, n: int) -> np.ndarray:
        picks = rng.integers(0, n, size=(rows, n // 2))
        counts = np.zeros((rows, n))
        np.add.at(counts, (np.arange(rows)[:, None], picks), 2.0)  # twice the variance of a mean of n
        return counts

    monkeypatch.setattr(significance, "_resample_counts", without_replacement)
    assert _coverage() < 0.5
    monkeypatch.setattr(significance, "_resample_counts", half_as_many_draws)
    assert _coverage() > 0.97
