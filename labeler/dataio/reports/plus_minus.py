"""How an estimate with an interval is written everywhere (eval's table and trec rows, reports)."""

from __future__ import annotations

import math


def plus_minus(value: float | None, half_width: float | None, *, signed: bool = False) -> str:
    """"0.5690 ± 0.0412" ("+0.0510 ± 0.0200" signed), "0.5690" without an interval, "" without a value."""
    if value is None:
        return ""
    text = f"{value:+.4f}" if signed else f"{value:.4f}"
    if half_width is None:
        return text
    return f"{text} ± {half_width:.4f}" if math.isfinite(half_width) else f"{text} ± inf"


def settled_words(settled: bool | None) -> str:
    """" (settled)" / " (not settled)" after a difference with an interval; "" without one."""
    return "" if settled is None else " (settled)" if settled else " (not settled)"
