"""Every numeric option's type, in one place: click refuses a value outside it in one line.

An integer option fits SQLite's INTEGER and numpy's int64 (labeler.domain.limits.MAX_INTEGER);
a float option is a finite number (FloatRange lets nan through, as nan compares false with its
bounds); and the options that size work in memory or time — tasks in flight, repeated samples,
few-shot examples, simulated draws — have a ceiling far above any real use and far below what
exhausts the machine. click says `Invalid value for '--budget': ... is not in the range ...`
and exits 2, so no huge or negative number reaches numpy or SQLite as a traceback.
"""

from __future__ import annotations

import math
from typing import Any

import click

from labeler.domain.limits import MAX_INTEGER

MAX_CONCURRENCY = 4096  # one asyncio worker each; providers throttle far below
MAX_SAMPLES = 100  # repeated samples of one model's grade per pair
MAX_EXAMPLES = 100  # few-shot examples in one prompt
MAX_DRAWS = 100_000  # simulated samples per budget and strategy (each a full estimate)


class Count(click.IntRange):
    """An IntRange whose help leaves out the machine's ceiling (MAX_INTEGER): `--help` says `x>=1`,
    and a number past the ceiling is refused in words, not as `1<=x<=9223372036854775807`."""

    name = "integer"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """The integer, refused past the machine's ceiling (said in words) or outside the range."""
        number = click.INT.convert(value, param, ctx)
        if self.max == MAX_INTEGER and number > MAX_INTEGER:
            self.fail(f"{value} is larger than labeler takes (at most 2^63 - 1, a 64-bit integer)", param, ctx)
        return super().convert(number, param, ctx)

    def _describe_range(self) -> str:
        """click's range text for help and refusals, without a ceiling that is only the machine's."""
        if self.max == MAX_INTEGER and self.min is not None:
            return f"x>{'' if self.min_open else '='}{self.min}"
        return super()._describe_range()


def count(min: int = 0, max: int = MAX_INTEGER) -> Count:
    """An integer option from min to max (by default: anything SQLite and numpy hold)."""
    return Count(min=min, max=max)


class FiniteFloat(click.FloatRange):
    """A FloatRange that also refuses nan, inf and -inf; its help shows only the bounds it has."""

    name = "float"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """The number, refused unless finite and within the range."""
        number = click.FLOAT.convert(value, param, ctx)
        if not math.isfinite(number):
            self.fail(f"{value} is not a finite number", param, ctx)
        return super().convert(number, param, ctx)

    def _describe_range(self) -> str:
        """click's range text; nothing for an unbounded float (click would print `x<=None`)."""
        if self.min is None and self.max is None:
            return ""
        return super()._describe_range()


def real(min: float | None = None, max: float | None = None, *, min_open: bool = False,
         max_open: bool = False) -> FiniteFloat:
    """A finite float option, optionally bounded."""
    return FiniteFloat(min=min, max=max, min_open=min_open, max_open=max_open)


SEED = count(0)
PROBABILITY = real(0.0, 1.0, min_open=True, max_open=True)  # a confidence level or a test's alpha
