"""One run record's values checked in Python: the grammar Arrow parses, restated so that the
first bad line of a file Arrow refuses can be named, and records Arrow could not type (JSON ids
mixing numbers and text) can still be read."""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping

import pyarrow as pa

from labeler.dataio.runs.table import RUN_SCHEMA
from labeler.dataio.records.cells import CellError, decimal_comma
from labeler.dataio.records.ids import clean_id
from labeler.dataio.records.files import (
    NumberedRecord,
    assign_columns,
    located_error,
)
from labeler.dataio.records.containers import CONTAINERS, records_of

RUN_ROLES: dict[str, tuple[str, ...]] = {
    "qid": ("qid", "query_id", "query-id", "queryid", "topic"),
    "docid": ("docid", "doc_id", "chunk_id", "corpus-id", "corpus_id", "pid", "id"),
    "score": ("score", "sim", "similarity"),
    "rank": ("rank",),
}

# What Arrow's CSV reader takes as a double and as an int64 (ASCII digits only, no "_").
_FLOAT_TEXT = re.compile(r"[+-]?(?:(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|inf(?:inity)?|nan)", re.I)
_INT_TEXT = re.compile(r"-?[0-9]+")
_INT64 = (-(2**63), 2**63 - 1)


def score_problem(value: Any) -> str | None:
    """Why a score cannot be used (not a number, not finite), or None when it can."""
    if value is None or value == "":
        return "missing score"
    number, problem = _number(value, "score", "a number", _FLOAT_TEXT, float)
    if problem:
        return problem
    try:
        finite = math.isfinite(number)
    except OverflowError:  # an integer beyond any double
        finite = False
    return None if finite else f"score {_shown(value)} is not finite"


def rank_problem(value: Any) -> str | None:
    """Why a rank cannot be used (not an integer, beyond 64 bits), or None; no rank is fine."""
    if value is None or value == "":
        return None
    number, problem = _number(value, "rank", "an integer", _INT_TEXT, int)
    if problem:
        return problem
    if isinstance(number, float) and not number.is_integer():
        return f"rank {value!r} is not an integer"
    if not _INT64[0] <= number <= _INT64[1]:
        return f"rank {_shown(value)} is too large"
    return None


def _number(
    value: Any, role: str, noun: str, pattern: re.Pattern[str], convert: Callable[[str], float | int]
) -> tuple[float | int, str | None]:
    """(the value as a number, None), or (0, why not): text must match Arrow's `pattern`."""
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        return 0, f"{role} must be {noun}, not {_shown(value)}"
    if isinstance(value, str):
        if not pattern.fullmatch(value.strip(" ")):
            comma = f" (a comma as the decimal mark? write {value.strip(' ').replace(',', '.')})" if decimal_comma(value) else ""
            return 0, f"{role} {value!r} is not {noun}{comma}"
        return convert(value), None
    return value, None


def records_table(path: Path, container: str, roles: Mapping[str, str] | None) -> pa.Table:
    """The run read record by record in Python (CSV, JSONL or Parquet), every value checked:
    the first bad one raises `path:LINE: ...` (`path: row N: ...` for Parquet)."""
    unit = CONTAINERS[container].unit
    qids: list[str] = []
    docids: list[str] = []
    scores: list[float] = []
    ranks: list[int | None] = []
    for number, record in _records(path, container):
        mapping = roles if roles is not None else assign_columns(list(record), RUN_ROLES)[0]
        try:
            qid = clean_id(record.get(mapping["qid"]) if "qid" in mapping else None, "qid")
            docid = clean_id(record.get(mapping["docid"]) if "docid" in mapping else None, "docid")
            score: Any = record.get(mapping["score"]) if "score" in mapping else None
            rank: Any = record.get(mapping["rank"]) if "rank" in mapping else None
            problem = score_problem(score) or rank_problem(rank)
            if problem:
                raise CellError(problem)
        except CellError as exc:
            raise located_error(path, unit, number, str(exc)) from None
        qids.append(qid)
        docids.append(docid)
        scores.append(float(score))
        ranks.append(None if rank in (None, "") else int(rank))
    columns = [pa.array(qids, pa.string()), pa.array(docids, pa.string()),
               pa.array(scores, pa.float64()), pa.array(ranks, pa.int64())]
    return pa.Table.from_arrays(columns, schema=RUN_SCHEMA)


def _records(path: Path, container: str) -> Iterator[NumberedRecord]:
    return records_of(path, container)


def _shown(value: Any) -> str:
    """A value as the file spells it (JSON's true/false/null), cut short."""
    if isinstance(value, bool):
        return "true" if value else "false"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
