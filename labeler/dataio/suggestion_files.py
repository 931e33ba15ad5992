"""Files of LLM grades made elsewhere: qrels (TREC `qid 0 docid grade`, BEIR TSV, CSV/JSONL/Parquet
with qid, docid, grade) plus, in CSV/JSONL/Parquet, optional probabilities and a reason.

Query ids, chunk ids and grades are read by the qrels reader (`dataio.qrels.read_qrels`: the same
column aliases, line numbers and duplicate rule); this module adds what qrels lack:

- grades must be 0..3;
- probabilities P(grade 0..3), either one list column `probs` (aliases `probabilities`,
  `grade_probs`: a JSON array in JSONL, a list column in Parquet, the array's JSON text in CSV) or
  four number columns `p0 p1 p2 p3`; each in [0, 1], summing to 1 within 1e-3; an empty cell
  (or null, or a missing JSONL key) means no probabilities for that pair;
- an optional text column `reason` (alias `rationale`).

A pair on several lines must agree: different grades are an error (qrels' rule), and so are the
same grade with different probabilities or reasons; identical repeats are one suggestion.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

import numpy as np

from labeler.dataio.cells import CellError, id_cell, json_kind, shown
from labeler.dataio.formats import sniff_format
from labeler.dataio.qrels import QRELS_ROLES, read_qrels
from labeler.dataio.tables import (
    NumberedRecord,
    assign_columns,
    iter_csv_records,
    iter_jsonl_records,
    iter_parquet_records,
    json_value,
    located_error,
)
from labeler.metrics.model_grades import ModelGrades

PROBABILITY_TOLERANCE = 1e-3
"""How far from 1 the four probabilities of a pair may sum (rounding in the producer's output)."""

EXTRA_ROLES: dict[str, tuple[str, ...]] = {
    "probs": ("probs", "probabilities", "grade_probs"),
    "p0": ("p0",),
    "p1": ("p1",),
    "p2": ("p2",),
    "p3": ("p3",),
    "reason": ("reason", "rationale"),
}
_P_COLUMNS = ("p0", "p1", "p2", "p3")

Extras = tuple[tuple[float, float, float, float] | None, str | None]
"""What a record adds to its qrels row: the probabilities (or None) and the reason (or None)."""


@dataclass(frozen=True, slots=True)
class SuggestionFile:
    """One suggestion per pair, in file order: ids, grade (0..3), probabilities (a row of NaN:
    none given), reason (None: none given) and the line (Parquet: row) each came from."""

    path: str
    unit: str
    query_ids: list[str]
    chunk_ids: list[str]
    grades: np.ndarray
    probs: np.ndarray
    reasons: list[str | None]
    lines: list[int]

    @property
    def n_rows(self) -> int:
        """How many pairs the file grades."""
        return len(self.query_ids)

    def model_grades(self) -> ModelGrades:
        """The grades (and probabilities) as the estimators read them."""
        return ModelGrades.from_columns(self.query_ids, self.chunk_ids, self.grades, self.probs)


def read_suggestion_file(path: str | Path, *, format: str | None = None) -> SuggestionFile:
    """Read a file of LLM grades (see the module docstring); any bad line is an InputError naming
    it (`FILE:LINE: message`; Parquet: `FILE: row N: message`)."""
    path = Path(path)
    qrels = read_qrels(path, format=format, on_duplicate="error")
    table = qrels.table
    grades = np.asarray(table.column("grade").to_numpy(), dtype=np.int64)
    lines: list[int] = table.column("line").to_pylist()
    outside = np.flatnonzero((grades < 0) | (grades > 3))
    if len(outside):
        first = int(outside[np.argmin(np.asarray(lines)[outside])])
        raise located_error(path, qrels.unit, lines[first], f"grade {int(grades[first])} is outside 0-3")
    extras = _read_extras(path, sniff_format(path, format), qrels.unit)
    probs = np.full((len(lines), 4), np.nan)
    reasons: list[str | None] = [None] * len(lines)
    for index, line in enumerate(lines):
        found = extras.get(line)
        if found is not None:
            if found[0] is not None:
                probs[index] = found[0]
            reasons[index] = found[1]
    return SuggestionFile(
        str(path), qrels.unit, table.column("qid").to_pylist(), table.column("docid").to_pylist(),
        grades, probs, reasons, lines,
    )


def read_model_grades(path: str | Path, *, format: str | None = None) -> ModelGrades:
    """An LLM qrels file (any format read_suggestion_file reads) as the estimators' arrays."""
    return read_suggestion_file(path, format=format).model_grades()


def _read_extras(path: Path, container: str, unit: str) -> dict[int, Extras]:
    """line -> (probabilities, reason) of every record that has either; {} for text qrels."""
    if container == "text":
        return {}
    records: Iterator[NumberedRecord]
    if container == "csv":
        records = iter_csv_records(path)
    elif container == "jsonl":
        records = iter_jsonl_records(path)
    else:
        records = iter_parquet_records(path)
    extras: dict[int, Extras] = {}
    first_seen: dict[tuple[str, str], tuple[int, Extras]] = {}
    roles_by_keys: dict[tuple[str, ...], dict[str, str]] = {}
    for number, record in records:
        keys = tuple(record)
        roles = roles_by_keys.get(keys)
        if roles is None:
            roles = roles_by_keys[keys] = assign_columns(list(keys), EXTRA_ROLES | QRELS_ROLES)[0]
            if container != "jsonl" and not roles.keys() & EXTRA_ROLES.keys():
                return {}  # fixed columns, none of them extra: nothing to add to the qrels
        try:
            found = (_probabilities(record, roles), _reason(record, roles))
            pair = (id_cell(record.get(roles.get("qid", "")), "qid"), id_cell(record.get(roles.get("docid", "")), "docid"))
        except CellError as exc:
            raise located_error(path, unit, number, str(exc)) from None
        earlier = first_seen.setdefault(pair, (number, found))
        if earlier[1] != found:
            message = f"chunk {shown(pair[1])} for query {shown(pair[0])} has other probabilities or reason than on {unit} {earlier[0]}"
            raise located_error(path, unit, number, message)
        if found != (None, None):
            extras[number] = found
    return extras


def _probabilities(record: dict[str, Any], roles: dict[str, str]) -> tuple[float, float, float, float] | None:
    """The record's P(grade 0..3), checked, or None when it gives none."""
    if "probs" in roles:
        if any(role in roles for role in _P_COLUMNS):
            raise CellError("give probabilities as one probs column or as p0..p3 columns, not both")
        values = _probability_list(record.get(roles["probs"]))
    elif any(role in roles for role in _P_COLUMNS):
        cells = [record.get(roles[role]) if role in roles else None for role in _P_COLUMNS]
        if all(_empty(cell) for cell in cells):
            return None
        missing = [role for role, cell in zip(_P_COLUMNS, cells) if _empty(cell)]
        if missing:
            raise CellError(f"probabilities are incomplete: {', '.join(missing)} missing")
        values = [_number(cell, role) for role, cell in zip(_P_COLUMNS, cells)]
    else:
        return None
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
    if _empty(cell):
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
        raise CellError(f"{what} must be a number, found {shown(cell)}")
    try:
        value = float(cell.strip() if isinstance(cell, str) else cell)
    except (TypeError, ValueError):
        raise CellError(f"{what} must be a number, found {shown(cell)}") from None
    if not math.isfinite(value):
        raise CellError(f"{what} must be a finite number, found {shown(cell)}")
    return value


def _reason(record: dict[str, Any], roles: dict[str, str]) -> str | None:
    cell = record.get(roles["reason"]) if "reason" in roles else None
    if _empty(cell):
        return None
    if not isinstance(cell, str):
        raise CellError(f"reason must be text, found {json_kind(cell)}")
    return cell


def _empty(cell: Any) -> bool:
    """None, NaN or blank text: no value given."""
    return cell is None or (isinstance(cell, float) and math.isnan(cell)) or (isinstance(cell, str) and not cell.strip())


__all__ = ["PROBABILITY_TOLERANCE", "SuggestionFile", "read_model_grades", "read_suggestion_file"]
