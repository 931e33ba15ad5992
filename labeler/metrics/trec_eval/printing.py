"""trec_eval's printout of a TrecResult, line for line: `%-22s\\t%s\\t%6.4f`, counts as integers,
`relstring` quoted, `runid` as text; query by query with -q, then the `all` lines."""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

from labeler.metrics.trec_eval.line import DECIMAL, NAME_FIELD, trec_line


@dataclass(frozen=True)
class TrecLine:
    """One printed measure: its name, value per reported query, summary value and how it prints."""

    name: str
    per_query: list[float] | list[str] | None  # None: summary only (runid, num_q, gm_*)
    summary: float | str | None  # None: per query only (relstring)
    integer: bool = False


@dataclass(frozen=True)
class TrecResult:
    """trec_eval's output as data: queries in print order and one TrecLine per printed name."""

    query_ids: list[str]
    lines: list[TrecLine]


def trec_blocks(result: TrecResult, *, per_query: bool, summary: bool, zscores: bool = False,
                queries_per_block: int = 1000) -> Iterator[str]:
    """trec_eval's printout as text blocks of whole lines (no final newline), a few queries at a time
    (a big run's all_trec printout is ~100 lines per query; holding it all costs ~100 MB): with
    per_query every query's lines (query by query, measures in table order), then the `all` lines;
    "%-22s\\t%s\\t%6.4f", counts as integers. Under -Z (``zscores``) every measure's name gets
    trec_eval's "Z" prefix and counts print as decimals."""
    if per_query:
        shown = [line for line in result.lines if line.per_query is not None]
        for start in range(0, len(result.query_ids), queries_per_block):
            if shown:
                yield _query_lines(shown, result.query_ids[start : start + queries_per_block], start, zscores)
    if summary:
        lines = [_row(line.name, "all", line.summary, line.integer, zscores) for line in result.lines
                 if line.summary is not None]
        if lines:
            yield "\n".join(lines)


def _query_lines(shown: list[TrecLine], query_ids: list[str], start: int, zscores: bool) -> str:
    """Every per-query line of these queries (query by query, measures in order), as _row formats
    them: one template per query, filled in one formatting call for the whole block."""
    import numpy as np

    pieces: list[str] = []
    cells = np.empty((len(query_ids), len(shown), 2), dtype=object)
    cells[:, :, 0] = np.asarray(query_ids, dtype=object)[:, None]
    for at, line in enumerate(shown):
        values: Any = (line.per_query or [])[start : start + len(query_ids)]
        if len(values) and isinstance(values[0], str):  # relstring: quoted text
            pieces.append(_literal(NAME_FIELD % line.name) + "%s\t%s")
            cells[:, at, 1] = [f"'{value}'" for value in values]
            continue
        if line.integer and not zscores:
            pieces.append(_literal(NAME_FIELD % line.name) + "%s\t%d")
            cells[:, at, 1] = [int(value) for value in values]
            continue
        pieces.append(_literal(("Z" if zscores else "") + NAME_FIELD % line.name) + "%s\t%s")
        cells[:, at, 1] = decimals(np.asarray(values, dtype=np.float64))
    return "\n".join(["\n".join(pieces)] * len(query_ids)) % tuple(cells.ravel().tolist())


def decimals(values: np.ndarray) -> np.ndarray:
    """printf's %6.4f of each value (_decimal), as an array of str: a value in [0, 1] rounds to its
    ten-thousandths in numpy and takes that string from a table; the others, and the few whose
    ten-thousandths land within a hair of a half (where the product by 10,000 may have rounded the
    other way, and where printf's round-half-even on the exact binary value decides), are printed
    by Python one by one."""
    import numpy as np

    out = np.empty(len(values), dtype=object)
    with np.errstate(invalid="ignore"):
        scaled = values * 10000.0
        nearest = np.floor(scaled + 0.5)
        tabled = (values >= 0.0) & (values <= 1.0) & ~np.signbit(values) & (np.abs(scaled - nearest) < _SAFE)
    at = np.flatnonzero(tabled)
    out[at] = _ten_thousandths()[nearest[at].astype(np.intp)]
    for index in np.flatnonzero(~tabled).tolist():
        out[index] = _decimal(float(values[index]))
    return out


# within this of a half (in ten-thousandths), a value is printed by Python: the product's own
# rounding error is below 10,000 * 2**-53 (about 1e-12) for values in [0, 1]
_SAFE = 0.5 - 1e-9


@cache
def _ten_thousandths() -> np.ndarray:
    """"0.0000", "0.0001", ..., "1.0000": %6.4f of k / 10,000 for k = 0..10,000."""
    import numpy as np

    return np.array([f"{k // 10000}.{k % 10000:04d}" for k in range(10001)], dtype=object)


def _literal(text: str) -> str:
    """Text as a %-format template that prints it as it is."""
    return text.replace("%", "%%")


def _row(name: str, qid: str, value: Any, integer: bool, zscores: bool = False) -> str:
    if isinstance(value, str):
        return trec_line(name, qid, value if name == "runid" else f"'{value}'")
    if integer and not zscores:
        return trec_line(name, qid, "%d" % int(value))
    return ("Z" if zscores else "") + trec_line(name, qid, _decimal(value))


def _negative_nan(value: float) -> bool:
    return value != value and math.copysign(1.0, value) < 0


def _decimal(value: float) -> str:
    """printf's %6.4f, which keeps a NaN's sign ("  -nan", as 0/0 and inf/inf give on x86-64), where
    Python's % drops it."""
    return "%6s" % "-nan" if _negative_nan(value) else DECIMAL % value
