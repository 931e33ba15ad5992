"""The cells a file of LLM grades adds to qrels: probabilities P(grade 0..3) and a reason.

Probabilities come as one list cell (`probs`: a list, or its JSON text in CSV) or as four number
cells (`p0`..`p3`). Every cell is checked set-wise with numpy first; only a file with a bad or
unusual cell is checked again row by row, to name the first bad row in its own words.
"""

from __future__ import annotations

import math
from typing import Any, Literal

import numpy as np

from labeler.dataio.records.cells import CellError, json_kind, clipped_repr
from labeler.dataio.records.files import json_value

PROBABILITY_TOLERANCE = 1e-3
"""How far from 1 the four probabilities of a pair may sum (rounding in the producer's output)."""

P_COLUMNS = ("p0", "p1", "p2", "p3")

ProbabilityForm = Literal["probs", "p"] | None
"""How a record gives probabilities: one list cell, four cells, or not at all (no such column)."""


def probability_matrix(forms: list[ProbabilityForm], cells: list[Any]) -> np.ndarray:
    """Every record's P(grade 0..3) as a float64 (n, 4) array, NaN rows where a record gives none;
    the first bad record (in order) is a CellError raised with its index as `args[1]`."""
    fast = _all_plain(forms, cells)
    if fast is not None:
        return fast
    matrix = np.full((len(cells), 4), np.nan)
    for index, (form, cell) in enumerate(zip(forms, cells)):
        try:
            row = row_probabilities(form, cell)
        except CellError as exc:
            raise CellError(str(exc), index) from None
        if row is not None:
            matrix[index] = row
    return matrix


def _all_plain(forms: list[ProbabilityForm], cells: list[Any]) -> np.ndarray | None:
    """The matrix when every record gives valid probabilities in one form as plain numbers (or
    none at all); None when any record needs the row-by-row checks."""
    if not cells or any(form != forms[0] for form in forms):
        return None
    if forms[0] is None:
        return np.full((len(cells), 4), np.nan)
    values: list[Any] = cells
    if forms[0] == "probs" and isinstance(cells[0], str):
        try:
            values = [json_value(cell) for cell in cells]
        except ValueError:
            return None
    try:
        if any(type(v) is bool for row in values for v in row):  # numpy would take True as 1.0
            return None
        matrix = np.array(values, dtype=np.float64)
    except (ValueError, TypeError):  # a null cell, ragged rows, blanks, text that is no number
        return None
    if matrix.shape != (len(cells), 4) or not _valid(matrix).all():
        return None
    return matrix


def _valid(matrix: np.ndarray) -> np.ndarray:
    """Per row: finite, each in [0, 1], summing to 1 within the tolerance."""
    in_range = np.isfinite(matrix).all(axis=1) & (matrix >= 0.0).all(axis=1) & (matrix <= 1.0).all(axis=1)
    ok: np.ndarray = in_range & (np.abs(matrix.sum(axis=1) - 1.0) <= PROBABILITY_TOLERANCE)
    return ok


def row_probabilities(form: ProbabilityForm, cell: Any) -> tuple[float, float, float, float] | None:
    """One record's P(grade 0..3), checked (CellError says what is wrong), or None when it gives none."""
    if form is None:
        return None
    if form == "probs":
        values = _probability_list(cell)
    else:
        if all(is_empty(part) for part in cell):
            return None
        missing = [name for name, part in zip(P_COLUMNS, cell) if is_empty(part)]
        if missing:
            raise CellError(f"probabilities are incomplete: {', '.join(missing)} missing")
        values = [_number(part, name) for name, part in zip(P_COLUMNS, cell)]
    if values is None:
        return None
    for grade, value in enumerate(values):
        if not 0.0 <= value <= 1.0:
            raise CellError(f"probability of grade {grade} is {value}, outside 0-1")
    total = math.fsum(values)
    if abs(total - 1.0) > PROBABILITY_TOLERANCE:
        raise CellError(f"probabilities sum to {total:.6g}, not 1 (within {PROBABILITY_TOLERANCE:g})")
    p0, p1, p2, p3 = values
    return p0, p1, p2, p3


def _probability_list(cell: Any) -> list[float] | None:
    """A probs cell (a list, or its JSON text in CSV) as 4 floats; empty or null is None."""
    if is_empty(cell):
        return None
    if isinstance(cell, str):
        try:
            cell = json_value(cell)
        except ValueError as exc:
            raise CellError(f"probs is not a JSON array: {exc}") from None
    if hasattr(cell, "tolist"):  # a numpy array from Parquet
        cell = cell.tolist()
    if not isinstance(cell, (list, tuple)):
        raise CellError(f"probs must be an array of 4 numbers, found {json_kind(cell)}")
    if len(cell) != 4:
        raise CellError(f"probs must hold 4 numbers (grades 0-3), found {len(cell)}")
    return [_number(value, f"probs[{index}]") for index, value in enumerate(cell)]


def _number(cell: Any, what: str) -> float:
    """A finite number from a cell (a JSON/Parquet number or decimal text); booleans are not numbers."""
    if isinstance(cell, bool) or cell is None:
        raise CellError(f"{what} must be a number, found {clipped_repr(cell)}")
    try:
        value = float(cell.strip() if isinstance(cell, str) else cell)
    except (TypeError, ValueError):
        raise CellError(f"{what} must be a number, found {clipped_repr(cell)}") from None
    if not math.isfinite(value):
        raise CellError(f"{what} must be a finite number, found {clipped_repr(cell)}")
    return value


def reason_cell(cell: Any) -> str | None:
    """A reason cell as text; empty or null is None, anything but text a CellError."""
    if is_empty(cell):
        return None
    if not isinstance(cell, str):
        raise CellError(f"reason must be text, found {json_kind(cell)}")
    return cell


def is_empty(cell: Any) -> bool:
    """None, NaN or blank text: no value given."""
    return cell is None or (isinstance(cell, float) and math.isnan(cell)) or (isinstance(cell, str) and not cell.strip())
