"""Student's t distribution with numpy-free scalar maths (exact to about 1e-14).

Computed through the regularized incomplete beta function (Numerical Recipes' continued fraction
``betacf``), with the standard library only, so significance tests need no scipy.
"""

from __future__ import annotations

import math


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
