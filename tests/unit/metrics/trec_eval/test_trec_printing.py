"""trec_eval's %6.4f, printed column-wise (labeler.metrics.trec_eval.printing.decimals), is printf's
byte for byte: on exact halves (odd multiples of 1/32, which printf rounds half to even), on values
a hair either side of a half, on -0.0, NaN of either sign, infinities, negatives and values past 1,
and on a large random sample; the block printer gives the same lines as the one-line printer."""

from __future__ import annotations

import math

import numpy as np

from labeler.metrics.trec_eval.printing import TrecLine, TrecResult, _decimal, _row, decimals, trec_blocks

_NEGATIVE_NAN = -math.copysign(math.nan, 1.0)


def _awkward() -> list[float]:
    halves = [k / 20000 for k in range(1, 20000, 2)]  # every half of a ten-thousandth in [0, 1]
    near = [np.nextafter(h, side) for h in halves for side in (0.0, 2.0)]
    exact = [j / 32 for j in range(33)] + [j / 64 for j in range(65)]  # exact binary halves among them
    special = [0.0, -0.0, 1.0, math.nan, _NEGATIVE_NAN, math.inf, -math.inf, -1e-9, -0.00005, 1.00004, 1.00005,
               0.99995, 0.999949999999, 5e-324, 2.5, 12345.67885, -3.14159265, 1e300, -1e-300]
    return [*halves, *near, *exact, *special]


def test_decimals_match_printf_on_awkward_values():
    values = np.asarray(_awkward(), dtype=np.float64)
    assert decimals(values).tolist() == [_decimal(float(value)) for value in values]


def test_decimals_match_printf_on_a_random_sample():
    rng = np.random.default_rng(7)
    values = np.concatenate([rng.random(200_000), rng.integers(0, 10001, 20_000) / 10000,
                             rng.integers(0, 64, 5_000) / rng.integers(1, 200, 5_000), rng.normal(0, 3, 5_000)])
    assert decimals(values).tolist() == ["%6.4f" % value for value in values.tolist()]


def test_negative_nan_keeps_its_sign_as_printf_does():
    assert decimals(np.asarray([_NEGATIVE_NAN, math.nan, -0.0])).tolist() == ["  -nan", "   nan", "-0.0000"]


def test_the_block_printer_prints_what_the_line_printer_prints():
    values = _awkward()
    queries = [f"q{i}" for i in range(len(values))]
    lines = [TrecLine("map", values, 0.5), TrecLine("num_ret", [float(i) for i in range(len(values))], 1.0, integer=True),
             TrecLine("relstring", ["1 0 2"] * len(values), None)]
    for zscores in (False, True):
        printed = "\n".join(trec_blocks(TrecResult(queries, lines), per_query=True, summary=False, zscores=zscores,
                                        queries_per_block=777))
        expected = [_row(line.name, q, (line.per_query or [])[i], line.integer, zscores)
                    for i, q in enumerate(queries) for line in lines]
        assert printed.split("\n") == expected
