"""Writing a run in any of the formats it can be read from, atomically."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv

from labeler.dataio.records.arrow_views import arrow_view
from labeler.dataio.runs.table import RunTable
from labeler.dataio.records.files import FORMULA_START, atomic_path
from labeler.domain.errors import LabelerError


def write_run(path: str | Path, run: RunTable, format: str = "trec") -> Path:
    """Test seam: the inverse of the run reader, so tests write run files in every format the reader takes.

    Write a run atomically: trec (`qid Q0 docid rank score tag`; a missing rank becomes the
    row's position within its query in file order), csv (header qid,docid,score,rank), jsonl,
    or parquet. Scores are written with the shortest text that reads back to the same float."""
    writer = _WRITERS.get(format)
    if writer is None:
        *others, last = _WRITERS
        raise LabelerError(f"unknown run format {format!r}; use {', '.join(others)} or {last}")
    path = Path(path)
    with atomic_path(path) as temp:
        writer(temp, run)
    return path


def _write_trec(temp: Path, run: RunTable) -> None:
    table = run.table
    rank = table.column("rank") if "rank" in table.column_names else None
    if rank is None or rank.null_count:
        rank = arrow_view(_positions_within_query(run))
    n = table.num_rows
    out = pa.table(
        {
            "qid": table.column("qid"),
            "q0": pa.repeat("Q0", n),
            "docid": table.column("docid"),
            "rank": rank,
            "score": table.column("score"),
            "tag": pa.repeat(run.tag or run.name, n),
        }
    )
    options = pacsv.WriteOptions(include_header=False, delimiter=" ", quoting_style="none")
    pacsv.write_csv(out, temp, options)


def _write_csv(temp: Path, run: RunTable) -> None:
    """Ids that start with a formula character get the leading ' every CSV labeler writes gives them
    (domain.untrusted.csv_cell), which every CSV reader of labeler removes again."""
    table = run.table
    for name in ("qid", "docid"):
        table = table.set_column(table.schema.get_field_index(name), name, _formula_quoted(table.column(name)))
    pacsv.write_csv(table, temp, pacsv.WriteOptions(quoting_style="needed"))


def _formula_quoted(column: pa.ChunkedArray) -> pa.ChunkedArray:
    if not pc.any(pc.match_substring_regex(column, FORMULA_START)).as_py():
        return column
    return pc.replace_substring_regex(column, pattern=FORMULA_START, replacement="'\\0")


def _write_jsonl(temp: Path, run: RunTable) -> None:
    import json

    with open(temp, "w", encoding="utf-8", newline="\n") as handle:
        for batch in run.row_batches():
            for qid, docid, score, rank in batch:
                record = {"qid": qid, "docid": docid, "score": score}
                if rank is not None:
                    record["rank"] = rank
                handle.write(json.dumps(record, ensure_ascii=False))
                handle.write("\n")


def _write_parquet(temp: Path, run: RunTable) -> None:
    import pyarrow.parquet as pq

    pq.write_table(run.table, temp)


# Every format a run can be written in (and read back from).
_WRITERS: dict[str, Callable[[Path, RunTable], None]] = {
    "trec": _write_trec,
    "csv": _write_csv,
    "jsonl": _write_jsonl,
    "parquet": _write_parquet,
}


def _positions_within_query(run: RunTable) -> np.ndarray:
    codes = run.query_codes()
    positions = np.empty(len(codes), dtype=np.int64)
    # rows of a query need not be contiguous: count occurrences so far, per query
    order = np.argsort(codes, kind="stable")
    sorted_codes = codes[order]
    starts = np.flatnonzero(np.r_[True, sorted_codes[1:] != sorted_codes[:-1]])
    group_start = np.repeat(starts, np.diff(np.r_[starts, len(codes)]))
    positions[order] = np.arange(len(codes)) - group_start + 1
    return positions
