"""Paired significance tests, multiple-comparison correction and confidence intervals over queries.

Conventions (pinned by tests/unit/test_significance.py):

- Inputs are per-query score vectors paired by position: ``a[i]`` and ``b[i]`` are the same query.
  ``a`` is the baseline, ``b`` the candidate; differences are ``d = b - a``, so a positive
  ``mean_difference`` (and statistic) means ``b`` scores higher.
- Every test is two-sided. Empty or mismatched inputs, or non-finite scores, raise ValueError.
- The Student t distribution is computed here with numpy and the standard library only, through
  the regularized incomplete beta function (Numerical Recipes' continued fraction ``betacf``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

import numpy as np

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
# Student t distribution (numpy-free scalar maths; exact to about 1e-14)
# ---------------------------------------------------------------------------------------------


def _beta_continued_fraction(a: float, b: float, x: float) -> float:
    """Continued fraction of the incomplete beta function (Numerical Recipes ``betacf``, Lentz)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c = 1.0
    d = 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    # Converges in O(sqrt(max(a, b))) steps; the cap only guards against a bug, never binds in use.
    for m in range(1, 100_000):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-16:
            return h
    raise ArithmeticError(f"incomplete beta continued fraction did not converge (a={a}, b={b})")


def _log_gamma_ratio(a: float, b: float) -> float:
    """log(Gamma(a + b) / Gamma(a)), without the cancellation of two large lgamma values."""
    if a < 30.0 or b > a:
        return math.lgamma(a + b) - math.lgamma(a)

    def stirling_tail(x: float) -> float:  # lgamma(x) - [(x - 1/2) log x - x + log(2 pi)/2]
        x2 = x * x
        return (1 / 12 - (1 / 360 - (1 / 1260 - (1 / 1680 - 1 / (1188 * x2)) / x2) / x2) / x2) / x

    c = a + b
    return (c - 0.5) * math.log1p(b / a) + b * math.log(a) - b + stirling_tail(c) - stirling_tail(a)


def regularized_beta(a: float, b: float, x: float, one_minus_x: float | None = None) -> float:
    """I_x(a, b), the regularized incomplete beta function; pass 1 - x too when it is known exactly."""
    y = 1.0 - x if one_minus_x is None else one_minus_x
    if not (a > 0 and b > 0):
        raise ValueError(f"regularized_beta needs a > 0 and b > 0, got a={a}, b={b}")
    if x <= 0.0:
        return 0.0
    if y <= 0.0:
        return 1.0
    # log1p of the smaller complement keeps a * log(x) exact when x is close to 1 and a is large.
    log_x = math.log1p(-y) if y < 0.5 else math.log(x)
    log_y = math.log1p(-x) if x < 0.5 else math.log(y)
    log_front = _log_gamma_ratio(a, b) - math.lgamma(b) + a * log_x + b * log_y
    # The fraction converges fast for x < (a + 1) / (a + b + 2); otherwise use the symmetry
    # I_x(a, b) = 1 - I_{1-x}(b, a).
    if x < (a + 1.0) / (a + b + 2.0):
        return math.exp(log_front) * _beta_continued_fraction(a, b, x) / a
    return 1.0 - math.exp(log_front) * _beta_continued_fraction(b, a, y) / b


def t_two_sided_p(t: float, df: float) -> float:
    """P(|T| >= |t|) for Student's t with df degrees of freedom: I_{df/(df+t^2)}(df/2, 1/2)."""
    if df <= 0:
        raise ValueError(f"degrees of freedom must be positive, got {df}")
    if math.isinf(t):
        return 0.0
    t2 = t * t
    # x and 1 - x computed separately so small p-values keep their relative precision.
    return regularized_beta(df / 2.0, 0.5, df / (df + t2), t2 / (df + t2))


def t_cdf(t: float, df: float) -> float:
    """P(T <= t) for Student's t with df degrees of freedom."""
    tail = 0.5 * t_two_sided_p(t, df)
    return 1.0 - tail if t > 0 else tail


def _t_pdf(t: float, df: float) -> float:
    log_pdf = (
        math.lgamma((df + 1.0) / 2.0)
        - math.lgamma(df / 2.0)
        - 0.5 * math.log(df * math.pi)
        - (df + 1.0) / 2.0 * math.log1p(t * t / df)
    )
    return math.exp(log_pdf)


def t_ppf(q: float, df: float) -> float:
    """The q-quantile of Student's t (inverse of t_cdf): safeguarded Newton steps inside a bisection bracket."""
    if not 0.0 < q < 1.0:
        raise ValueError(f"quantile level must be in (0, 1), got {q}")
    if df <= 0:
        raise ValueError(f"degrees of freedom must be positive, got {df}")
    if q == 0.5:
        return 0.0
    # Solve the upper tail for t > 0 (precise for q near 1), then mirror for q < 0.5.
    tail = 1.0 - q if q > 0.5 else q
    upper_tail = lambda t: 0.5 * t_two_sided_p(t, df)  # noqa: E731
    lo, hi = 0.0, 1.0
    while upper_tail(hi) > tail:
        lo, hi = hi, hi * 2.0
    t = 0.5 * (lo + hi)
    for _ in range(200):
        excess = upper_tail(t) - tail  # decreasing in t
        if excess > 0:
            lo = t
        else:
            hi = t
        step = excess / _t_pdf(t, df)  # Newton on tail(t) - target, tail' = -pdf
        candidate = t + step
        if not lo < candidate < hi:
            candidate = 0.5 * (lo + hi)
        if abs(candidate - t) <= 1e-15 * max(1.0, abs(t)) or hi - lo <= 1e-15 * max(1.0, hi):
            t = candidate
            break
        t = candidate
    return t if q > 0.5 else -t


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
    return b - a


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


def _flipped_abs_sums(d: np.ndarray, flips: np.ndarray) -> np.ndarray:
    """|sum of d with the sign flipped where flips is 1|, one value per row of 0/1 flips."""
    return np.abs(d.sum() - 2.0 * (flips.astype(np.float64) @ d))


def randomization_test(
    a: np.ndarray,
    b: np.ndarray,
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
    ``exact=False`` always samples. Identical runs give p = 1.
    """
    d = _paired_differences(a, b)
    n = d.size
    if n_resamples < 1:
        raise ValueError(f"n_resamples must be at least 1, got {n_resamples}")
    mean = float(d.mean())
    observed = abs(float(d.sum()))
    threshold = observed - 1e-9 * float(np.abs(d).sum())
    use_exact = (2**n <= n_resamples) if exact is None else exact
    if use_exact and n > _MAX_EXACT_N:
        raise ValueError(f"exact enumeration of 2**{n} sign flips is too large; use exact=False")
    rows_per_block = max(1, _BLOCK_ELEMENTS // n)
    count = 0
    if use_exact:
        total = 2**n
        bit_positions = np.arange(n, dtype=np.int64)
        for start in range(0, total, rows_per_block):
            codes = np.arange(start, min(start + rows_per_block, total), dtype=np.int64)
            flips = (codes[:, None] >> bit_positions) & 1
            count += int(np.count_nonzero(_flipped_abs_sums(d, flips) >= threshold))
        p = count / total
    else:
        rng = np.random.default_rng(seed)
        for start in range(0, n_resamples, rows_per_block):
            rows = min(rows_per_block, n_resamples - start)
            # 8 fair coin flips per random byte: several times faster than one integer per flip
            random_bytes = rng.integers(0, 256, size=(rows, (n + 7) // 8), dtype=np.uint8)
            flips = np.unpackbits(random_bytes, axis=1, count=n)
            count += int(np.count_nonzero(_flipped_abs_sums(d, flips) >= threshold))
        p = (count + 1) / (n_resamples + 1)
    return TestResult("randomization test", mean, mean, min(1.0, p), n)


def holm(p_values: Sequence[float]) -> list[float]:
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
    """
    x = _values_and_level(values, confidence)
    if n_resamples < 1:
        raise ValueError(f"n_resamples must be at least 1, got {n_resamples}")
    n = x.size
    rng = np.random.default_rng(seed)
    means = np.empty(n_resamples, dtype=np.float64)
    rows_per_block = max(1, _BLOCK_ELEMENTS // n)
    for start in range(0, n_resamples, rows_per_block):
        rows = min(rows_per_block, n_resamples - start)
        picks = rng.integers(0, n, size=(rows, n))
        means[start : start + rows] = x[picks].mean(axis=1)
    alpha = 1.0 - confidence
    low, high = np.quantile(means, [alpha / 2.0, 1.0 - alpha / 2.0])
    return float(low), float(high)


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
