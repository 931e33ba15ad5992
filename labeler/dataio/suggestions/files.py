"""Files of LLM grades made elsewhere: qrels (TREC `qid 0 docid grade`, BEIR TSV, CSV/JSONL/Parquet
with qid, docid, grade) plus, in CSV/JSONL/Parquet, optional probabilities and a reason.

Query ids, chunk ids and grades are read by the qrels reader (`dataio.qrels.files.read_qrels`: the same
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

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

import numpy as np

from labeler.dataio.records.cells import CellError, clipped_repr
from labeler.dataio.records.formats import sniff_format
from labeler.dataio.records.ids import clean_id
from labeler.dataio.qrels.files import QRELS_ROLES, read_qrels
from labeler.dataio.suggestions.cells import (
    P_COLUMNS,
    PROBABILITY_TOLERANCE,
    ProbabilityForm,
    probability_matrix,
    reason_cell,
)
from labeler.dataio.records.files import (
    NumberedRecord,
    assign_columns,
    located_error,
)
from labeler.dataio.records.containers import CONTAINERS, records_of
from labeler.metrics.grades.model import ModelGrades

EXTRA_ROLES: dict[str, tuple[str, ...]] = {
    "probs": ("probs", "probabilities", "grade_probs"),
    **{name: (name,) for name in P_COLUMNS},
    "reason": ("reason", "rationale"),
}


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
    extras = _read_extras(path, sniff_format(path, format), qrels.unit, len(lines))
    probs = np.full((len(lines), 4), np.nan)
    reasons: list[str | None] = [None] * len(lines)
    if extras is not None:
        # both in line order: each qrels row finds its record by line number
        at = np.searchsorted(extras.numbers, np.asarray(lines, dtype=np.int64))
        probs = extras.probs[at]
        reasons = [extras.reasons[i] for i in at.tolist()]
    return SuggestionFile(
        str(path), qrels.unit, table.column("qid").to_pylist(), table.column("docid").to_pylist(),
        grades, probs, reasons, lines,
    )


def read_model_grades(path: str | Path, *, format: str | None = None) -> ModelGrades:
    """An LLM qrels file (any format read_suggestion_file reads) as the estimators' arrays."""
    return read_suggestion_file(path, format=format).model_grades()


@dataclass(frozen=True, slots=True)
class _Extras:
    """What the file's records add to its qrels rows, one entry per record in file order."""

    numbers: np.ndarray
    probs: np.ndarray
    reasons: list[str | None]


def _read_extras(path: Path, container: str, unit: str, qrels_rows: int) -> _Extras | None:
    """Every record's probabilities and reason; None when the format has no such columns (text
    qrels; CSV or Parquet whose header names none). A pair on several records (the file has more
    records than the qrels have rows) must give the same probabilities and reason on each."""
    if CONTAINERS[container].read is None:  # text qrels: four fields, no cells beside them
        return None
    records: Iterator[NumberedRecord] = records_of(Path(path), container)
    numbers: list[int] = []
    forms: list[ProbabilityForm] = []
    cells: list[Any] = []
    reasons: list[str | None] = []
    roles_by_keys: dict[tuple[str, ...], tuple[dict[str, str], ProbabilityForm]] = {}
    ids: list[tuple[Any, Any]] = []  # raw id cells: only a file with repeated pairs needs them
    for number, record in records:
        keys = tuple(record)
        known = roles_by_keys.get(keys)
        if known is None:
            known = roles_by_keys[keys] = _extra_roles(path, unit, number, keys)
            if container != "jsonl" and known[0].keys().isdisjoint(EXTRA_ROLES):
                return None  # fixed columns, none of them extra: nothing to add to the qrels
        roles, form = known
        numbers.append(number)
        forms.append(form)
        cells.append(_probability_cell(record, roles, form))
        try:
            reasons.append(reason_cell(record.get(roles["reason"])) if "reason" in roles else None)
        except CellError as exc:
            raise located_error(path, unit, number, str(exc)) from None
        ids.append((record.get(roles.get("qid", "")), record.get(roles.get("docid", ""))))
    try:
        probs = probability_matrix(forms, cells)
    except CellError as exc:
        raise located_error(path, unit, numbers[exc.args[1]], exc.args[0]) from None
    extras = _Extras(np.asarray(numbers, dtype=np.int64), probs, reasons)
    if len(numbers) > qrels_rows:
        _check_repeats(path, unit, extras, ids)
    return extras


def _extra_roles(path: Path, unit: str, number: int, keys: tuple[str, ...]) -> tuple[dict[str, str], ProbabilityForm]:
    """The columns' roles and how they give probabilities; both forms at once is an error."""
    roles = assign_columns(list(keys), EXTRA_ROLES | QRELS_ROLES)[0]
    p_columns = [p for p in P_COLUMNS if p in roles]
    if "probs" in roles and p_columns:
        raise located_error(path, unit, number, "give probabilities as one probs column or as p0..p3 columns, not both")
    form: ProbabilityForm = "probs" if "probs" in roles else "p" if p_columns else None
    return roles, form


def _probability_cell(record: dict[str, Any], roles: dict[str, str], form: ProbabilityForm) -> Any:
    """The record's raw probabilities: the probs cell, the four p cells (None where a column is
    absent), or None when the record has no probability column."""
    if form == "probs":
        return record.get(roles["probs"])
    if form == "p":
        return tuple(record.get(roles[p]) if p in roles else None for p in P_COLUMNS)
    return None


def _check_repeats(path: Path, unit: str, extras: _Extras, ids: list[tuple[Any, Any]]) -> None:
    """A pair on several records with other probabilities or reason is an error at the later record."""
    first_seen: dict[tuple[str, str], int] = {}
    for index, (qid, docid) in enumerate(ids):
        pair = (clean_id(qid, "qid"), clean_id(docid, "docid"))  # read_qrels has accepted every id
        earlier = first_seen.setdefault(pair, index)
        same_probs = np.array_equal(extras.probs[earlier], extras.probs[index], equal_nan=True)
        if not same_probs or extras.reasons[earlier] != extras.reasons[index]:
            message = (
                f"chunk {clipped_repr(pair[1])} for query {clipped_repr(pair[0])} has other probabilities or reason "
                f"than on {unit} {int(extras.numbers[earlier])}"
            )
            raise located_error(path, unit, int(extras.numbers[index]), message)


__all__ = ["PROBABILITY_TOLERANCE", "SuggestionFile", "read_model_grades", "read_suggestion_file"]
