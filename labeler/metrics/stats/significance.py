"""Paired significance tests, multiple-comparison correction and confidence intervals over queries.

Conventions (pinned by tests/unit/metrics/stats/test_significance.py):

- Inputs are per-query score vectors paired by position: ``a[i]`` and ``b[i]`` are the same query.
  ``a`` is the baseline, ``b`` the candidate; differences are ``d = b - a``, so a positive
  ``mean_difference`` (and statistic) means ``b`` scores higher.
- Every test is two-sided. Empty or mismatched inputs, or non-finite scores, raise ValueError.
- The Student t distribution (labeler.metrics.stats.student_t) needs the standard library only.
- Resampling is shared: ``randomization_tests`` and ``bootstrap_cis`` take many series at once and
  draw the random sign flips (or bootstrap resamples) once per (number of queries, seed), then apply
  them to every series of that length as one matrix product. The draws are the very ones a call
  for a single series makes (the same generator, seed and block sizes), so batching never changes
  a result: ``randomization_test`` and ``bootstrap_ci`` are the one-series case.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from labeler.metrics.stats.student_t import regularized_beta, t_cdf, t_ppf, t_two_sided_p

__all__ = [
    "TestResult", "bootstrap_ci", "bootstrap_cis", "holm", "paired_t_test", "randomization_test",
    "randomization_tests", "regularized_beta", "t_cdf", "t_ci", "t_ppf", "t_two_sided_p",
]

# Elements of a (resamples x queries) block built at once: bounds memory at about 8 MB per array.
_BLOCK_ELEMENTS = 1 << 20
# Largest n for which exact enumeration of the 2**n sign flips is allowed (16 M flips).
_MAX_EXACT_N = 24


@dataclass(frozen=True)
class TestResult:
    """Outcome of a paired test: mean of b - a, the test statistic, two-sided p-value, n queries."""

    __test__: ClassVar[bool] = False  # not a pytest test class despite its name

    name: str
    mean_difference: float
    statistic: float
    p_value: float
    n: int


# ---------------------------------------------------------------------------------------------
# Paired tests
# ---------------------------------------------------------------------------------------------


def _paired_differences(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    if a.ndim != 1 or b.ndim != 1:
        raise ValueError("per-query scores must be one-dimensional")
    if a.shape != b.shape:
        raise ValueError(f"paired scores need the same queries: {a.size} values vs {b.size}")
    if a.size == 0:
        raise ValueError("no queries to compare: both score vectors are empty")
    if not (np.isfinite(a).all() and np.isfinite(b).all()):
        raise ValueError("per-query scores must be finite numbers (no NaN or infinity)")
    differences: np.ndarray = b - a
    return differences


def paired_t_test(a: np.ndarray, b: np.ndarray) -> TestResult:
    """Two-sided paired t-test on d = b - a: t = mean(d) / (sd(d, ddof=1) / sqrt(n)), df = n - 1.

    When t is undefined (one query, or every difference equal so sd = 0, including identical
    runs) the result is statistic 0.0 and p-value 1.0: no evidence, never NaN or an infinite t.
    """
    d = _paired_differences(a, b)
    n = d.size
    mean = float(d.mean())
    if n < 2 or np.all(d == d[0]):
        return TestResult("paired t-test", mean, 0.0, 1.0, n)
    sd = float(d.std(ddof=1))
    t = mean / (sd / math.sqrt(n))
    return TestResult("paired t-test", mean, t, t_two_sided_p(t, n - 1), n)


def _by_length(series: Sequence[np.ndarray]) -> dict[int, list[int]]:
    """Positions of the series grouped by length: series of one length share their random draws."""
    groups: dict[int, list[int]] = {}
    for position, values in enumerate(series):
        groups.setdefault(values.size, []).append(position)
    return groups


def _columns(series: Sequence[np.ndarray], positions: list[int]) -> np.ndarray:
    """The series at those positions as the columns of one (n x s) matrix, s >= 2.

    A lone series is doubled: a one-column product would go to BLAS gemv, which sums in another
    order than gemm, and a series' result must not depend on what else is batched with it (gemm's
    columns are computed independently of one another, pinned by tests/unit/metrics/stats/test_significance.py).
    """
    chosen = [series[p] for p in positions]
    return np.stack(chosen if len(chosen) > 1 else chosen * 2, axis=1)


def _sign_flip_blocks(n: int, n_resamples: int, seed: int, exact: bool) -> Iterator[np.ndarray]:
    """0/1 sign flips as float64 blocks of rows x n (at most _BLOCK_ELEMENTS values each): all 2**n
    flips in order when exact, else n_resamples random ones from default_rng(seed)."""
    rows_per_block = max(1, _BLOCK_ELEMENTS // n)
    if exact:
        total = 2**n
        bit_positions = np.arange(n, dtype=np.int64)
        for start in range(0, total, rows_per_block):
            codes = np.arange(start, min(start + rows_per_block, total), dtype=np.int64)
            yield ((codes[:, None] >> bit_positions) & 1).astype(np.float64)
        return
    rng = np.random.default_rng(seed)
    for start in range(0, n_resamples, rows_per_block):
        rows = min(rows_per_block, n_resamples - start)
        # 8 fair coin flips per random byte: several times faster than one integer per flip
        random_bytes = rng.integers(0, 256, size=(rows, (n + 7) // 8), dtype=np.uint8)
        yield np.unpackbits(random_bytes, axis=1, count=n).astype(np.float64)


def randomization_tests(
    pairs: Sequence[tuple[np.ndarray | Sequence[float], np.ndarray | Sequence[float]]],
    *,
    n_resamples: int = 10_000,
    seed: int = 0,
    exact: bool | None = None,
) -> list[TestResult]:
    """randomization_test of every (a, b) pair, in order, with the sign flips drawn once per length.

    Each result equals ``randomization_test(a, b, n_resamples=..., seed=..., exact=...)``: the
    pairs of one length see the same flips a lone call draws, applied to all their differences at
    once (one flips @ differences product per block instead of one per pair).
    """
    differences = [_paired_differences(np.asarray(a), np.asarray(b)) for a, b in pairs]
    if n_resamples < 1:
        raise ValueError(f"n_resamples must be at least 1, got {n_resamples}")
    results: dict[int, TestResult] = {}
    for n, positions in _by_length(differences).items():
        use_exact = (2**n <= n_resamples) if exact is None else exact
        if use_exact and n > _MAX_EXACT_N:
            raise ValueError(f"exact enumeration of 2**{n} sign flips is too large; use exact=False")
        d = _columns(differences, positions)
        # summed per contiguous series, as before batching (a column-wise sum rounds differently)
        kept = [differences[p] for p in positions]
        kept = kept * 2 if len(kept) < d.shape[1] else kept  # a lone series is doubled in d
        totals = np.array([x.sum() for x in kept])
        threshold = np.abs(totals) - 1e-9 * np.array([np.abs(x).sum() for x in kept])
        counts = np.zeros(d.shape[1], dtype=np.int64)
        for flips in _sign_flip_blocks(n, n_resamples, seed, use_exact):
            # flipping the signs where flips is 1 turns sum(d) into sum(d) - 2 * (flips @ d)
            counts += np.count_nonzero(np.abs(totals - 2.0 * (flips @ d)) >= threshold, axis=0)
        for column, position in enumerate(positions):
            count = int(counts[column])
            p = count / 2**n if use_exact else (count + 1) / (n_resamples + 1)
            mean = float(differences[position].mean())
            results[position] = TestResult("randomization test", mean, mean, min(1.0, p), n)
    return [results[position] for position in range(len(differences))]


def randomization_test(
    a: np.ndarray | Sequence[float],
    b: np.ndarray | Sequence[float],
    *,
    n_resamples: int = 10_000,
    seed: int = 0,
    exact: bool | None = None,
) -> TestResult:
    """Fisher's paired randomization test: flip the sign of each d = b - a at random, two-sided.

    Statistic: mean(d). p-value: share of sign flips whose |mean| is at least the observed one
    (relative tolerance 1e-9 against rounding). Random flips: p = (count + 1) / (n_resamples + 1),
    the observed assignment counted once, deterministic for a seed. Exact (every one of the 2**n
    flips enumerated, p = count / 2**n): when ``exact=True``, or by default when 2**n <= n_resamples;
    ``exact=False`` always samples. Identical runs give p = 1. Many pairs: randomization_tests.
    """
    return randomization_tests([(a, b)], n_resamples=n_resamples, seed=seed, exact=exact)[0]


def holm(p_values: Sequence[float] | np.ndarray) -> list[float]:
    """Holm-Bonferroni adjusted p-values, in input order.

    Sorted ascending p_(1) <= ... <= p_(m): adjusted p_(i) = max over j <= i of min(1, (m - j + 1) p_(j)),
    so adjusted values are monotone in the raw ones and capped at 1 (as statsmodels' "holm").
    """
    p = np.asarray(p_values, dtype=np.float64)
    if p.ndim != 1:
        raise ValueError("p-values must be a flat sequence")
    if p.size == 0:
        return []
    if np.isnan(p).any() or (p < 0).any() or (p > 1).any():
        raise ValueError("p-values must be numbers between 0 and 1")
    m = p.size
    order = np.argsort(p, kind="stable")
    scaled = np.minimum(1.0, (m - np.arange(m)) * p[order])
    adjusted_sorted = np.maximum.accumulate(scaled)
    adjusted = np.empty(m, dtype=np.float64)
    adjusted[order] = adjusted_sorted
    return [float(x) for x in adjusted]


# ---------------------------------------------------------------------------------------------
# Confidence intervals of a mean over queries
# ---------------------------------------------------------------------------------------------


def _values_and_level(values: np.ndarray | Sequence[float], confidence: float) -> np.ndarray:
    x = np.asarray(values, dtype=np.float64)
    if x.ndim != 1:
        raise ValueError("per-query values must be one-dimensional")
    if x.size == 0:
        raise ValueError("no values: a confidence interval needs at least one query")
    if not np.isfinite(x).all():
        raise ValueError("per-query values must be finite numbers (no NaN or infinity)")
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must be between 0 and 1 (e.g. 0.95), got {confidence}")
    return x


def _resample_counts(rng: np.random.Generator, rows: int, n: int) -> np.ndarray:
    """rows bootstrap resamples of n queries as counts (rows x n, float64): how often each query is
    drawn. The draws are rng.integers(0, n, (rows, n)), with replacement, as bootstrap_ci has always
    drawn them; counts instead of gathered values let one matrix product average every series."""
    picks = rng.integers(0, n, size=(rows, n))
    picks += np.arange(0, rows * n, n)[:, None]  # row r counts into bins r*n .. r*n + n - 1
    return np.bincount(picks.ravel(), minlength=rows * n).reshape(rows, n).astype(np.float64)


def bootstrap_cis(
    series: Sequence[np.ndarray | Sequence[float]],
    *,
    confidence: float = 0.95,
    n_resamples: int = 10_000,
    seed: int = 0,
) -> list[tuple[float, float]]:
    """bootstrap_ci of every series, in order, with the resamples drawn once per length.

    Series of one length share the resamples a lone call draws (default_rng(seed), blocks of at
    most _BLOCK_ELEMENTS draws): their resampled means are counts @ values, one product per block
    for all of them, memory bounded by the block (about 24 MB) plus n_resamples means per series.
    """
    values = [_values_and_level(v, confidence) for v in series]
    if n_resamples < 1:
        raise ValueError(f"n_resamples must be at least 1, got {n_resamples}")
    alpha = 1.0 - confidence
    intervals: dict[int, tuple[float, float]] = {}
    for n, positions in _by_length(values).items():
        x = _columns(values, positions)
        rng = np.random.default_rng(seed)
        means = np.empty((n_resamples, x.shape[1]), dtype=np.float64)
        rows_per_block = max(1, _BLOCK_ELEMENTS // n)
        for start in range(0, n_resamples, rows_per_block):
            rows = min(rows_per_block, n_resamples - start)
            means[start : start + rows] = (_resample_counts(rng, rows, n) @ x) / n
        low, high = np.quantile(means, [alpha / 2.0, 1.0 - alpha / 2.0], axis=0)
        for column, position in enumerate(positions):
            intervals[position] = (float(low[column]), float(high[column]))
    return [intervals[position] for position in range(len(values))]


def bootstrap_ci(
    values: np.ndarray | Sequence[float],
    *,
    confidence: float = 0.95,
    n_resamples: int = 10_000,
    seed: int = 0,
) -> tuple[float, float]:
    """Percentile bootstrap interval of the mean: resample queries with replacement n_resamples times.

    Bounds are the (1 - confidence)/2 and (1 + confidence)/2 quantiles (numpy's linear
    interpolation) of the resampled means; deterministic for a seed. One query gives (x, x).
    Many series: bootstrap_cis.
    """
    return bootstrap_cis([values], confidence=confidence, n_resamples=n_resamples, seed=seed)[0]


def t_ci(values: np.ndarray | Sequence[float], confidence: float = 0.95) -> tuple[float, float]:
    """Student t interval of the mean: mean +- t_{n-1, (1+confidence)/2} * s / sqrt(n), s with ddof=1.

    One query has no spread estimate: the interval is undefined and returned as (nan, nan).
    """
    x = _values_and_level(values, confidence)
    n = x.size
    mean = float(x.mean())
    if n < 2:
        return math.nan, math.nan
    half_width = t_ppf((1.0 + confidence) / 2.0, n - 1) * float(x.std(ddof=1)) / math.sqrt(n)
    return mean - half_width, mean + half_width
