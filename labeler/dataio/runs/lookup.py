"""Pointing at the line of a run file where something first appears (for one-line errors)."""

from __future__ import annotations

from pathlib import Path

import pyarrow.compute as pc

from labeler.dataio.records.containers import CONTAINERS
from labeler.dataio.records.formats import sniff_format
from labeler.dataio.runs.table import RunTable
from labeler.dataio.records.whitespace import line_of_row


def first_line_of_query(run: RunTable, query_id: str) -> int | None:
    """1-based line of the query's first row in the run's file (None when it cannot be said)."""
    row: int | None = pc.index(run.table["qid"], query_id).as_py()
    if row is None or row < 0 or not run.path:
        return None
    path = Path(run.path)
    kind = sniff_format(path)
    container = CONTAINERS[kind]
    if container.read is None:  # text: blank and comment lines are not rows
        return line_of_row(path, row)
    return None if container.first_line is None else row + container.first_line
