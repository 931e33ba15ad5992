"""Reading run files: TREC text (`qid Q0 docid rank score tag`), CSV, JSONL and Parquet.

TREC text is read as trec_eval 10 reads it: blank lines and `#` comment lines are skipped, and
fields after the sixth (the tag) are ignored.

Arrow reads the whole file (multi-threaded, explicit column types, ids always strings: "007"
stays "007"). Only when Arrow refuses a file is it read again in Python, to name its first bad
line (Parquet: row) in a one-line InputError; CSV, JSONL and Parquet records that turn out to
be fine (JSON ids mixing numbers and text) are then taken from that Python pass.
"""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Callable

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv

from labeler.dataio.records.arrow_views import boolean_numpy, chunked_numpy
from labeler.dataio.records.duplicates import duplicate_row
from labeler.dataio.records.blanks import scan_text_file
from labeler.dataio.records.containers import CONTAINERS
from labeler.dataio.records.formats import TextLines, require_file, sniff_format
from labeler.dataio.records.ids import IdColumnError, clean_id_column
from labeler.dataio.runs.table import RUN_SCHEMA, RunTable
from labeler.dataio.runs.values import RUN_ROLES, rank_problem, records_table, score_problem
from labeler.dataio.records.files import assign_columns, csv_text_column, iter_csv_records, located_error
from labeler.dataio.records.whitespace import BLOCK_SIZE, data_fields, first_bad_line, line_of_row, read_whitespace_table
from labeler.domain.errors import InputError
from labeler.domain.file_formats import without_format_extensions

TREC_RUN_FIELDS = ("qid", "q0", "docid", "rank", "score", "tag")
_TREC_TYPES = {
    "qid": pa.string(),
    "docid": pa.string(),
    "rank": pa.int64(),
    "score": pa.float64(),
    "tag": pa.dictionary(pa.int32(), pa.string()),
}
_TAGS_SHOWN = 5


def read_run(
    path: str | Path, *, format: str | None = None, name: str | None = None, ranks: bool = True
) -> RunTable:
    """Read a run file: TREC text (6 whitespace-separated fields, any more ignored; `#` lines are
    comments), or CSV/JSONL/Parquet with columns qid, docid, score[, rank] (aliases:
    query_id/query-id, chunk_id/doc_id/corpus-id).

    The name defaults to the run tag, else the file stem. Ids are strings. Errors name the
    1-based line (Parquet: the row): too few fields, a score that is not a finite number, a
    rank that is not an integer, an empty file, a chunk id repeated within one query (the line
    of the second occurrence), and a TREC file holding several run tags (the line where the
    second tag starts; read_runs_by_tag splits such a file).

    ranks=False is evaluation's read, trec_eval's: a TREC file's rank and tag fields are not
    parsed at all (faster, and 8 bytes a row less), so neither a broken rank nor several tags
    is noticed; the run is named by the last line's tag, as trec_eval names it (its runid).
    """
    path = require_file(path)
    container = sniff_format(path, format)
    table, tags = _read_table(path, container, ranks)
    tag = _last_tag(path) if container == "text" and tags is None else None
    if tags is not None:
        names, codes = _tag_codes(tags)
        if len(names) > 1:
            raise _several_tags(path, names, codes)
        tag = names[0]
    del tags  # freed before the duplicate check, which is where a big run peaks
    run = RunTable(_compact(table, ranks), name=name or tag or _stem(path), tag=tag, path=str(path))
    del table
    _check_duplicates(run, path, container)
    return run


def read_runs_by_tag(path: str | Path, *, format: str | None = None) -> list[RunTable]:
    """Each run tag of a TREC run file as a run of its own, named by its tag, in the order the
    tags first appear; rows keep the file's order. Checked as read_run checks (a chunk may
    appear once per query in each run)."""
    path = require_file(path)
    container = sniff_format(path, format)
    if container != "text":
        raise InputError(path, None, f"only TREC run files carry run tags (their 6th field); this file reads as {container}")
    table, tags = _read_table(path, container, True)
    assert tags is not None
    names, codes = _tag_codes(tags)
    if len(names) == 1:
        run = RunTable(_compact(table, True), name=names[0], tag=names[0], path=str(path))
        _check_duplicates(run, path, container)
        return [run]
    order = np.argsort(codes, kind="stable")
    bounds = np.searchsorted(codes[order], np.arange(len(names) + 1))
    runs = []
    for code, tag in enumerate(names):
        rows = order[bounds[code] : bounds[code + 1]]
        run = RunTable(_compact(table.take(pa.array(rows, pa.int64())), True), name=tag, tag=tag, path=str(path))
        _check_duplicates(run, path, container, rows)
        runs.append(run)
    return runs


def _read_table(path: Path, container: str, ranks: bool) -> tuple[pa.Table, pa.ChunkedArray | None]:
    """The file's rows as RUN_SCHEMA columns, scores and ids checked, and (TREC, with ranks) its
    tags. Without ranks a TREC file's rank and tag fields are not parsed, as trec_eval scores."""
    tags = None
    if container == "text" and ranks:
        table = read_whitespace_table(path, TREC_RUN_FIELDS, _TREC_TYPES, _check_trec_run_line, extra_fields=True)
        tags = table.column("tag")
        table = table.select(list(RUN_SCHEMA.names))
    elif container == "text":
        types = {field: _TREC_TYPES[field] for field in ("qid", "docid", "score")}
        table = read_whitespace_table(path, TREC_RUN_FIELDS, types, _check_trec_fields_and_score, extra_fields=True)
    else:
        table = _TABLE_READERS[container](path)
    if table.num_rows == 0:
        raise InputError(path, None, "empty file: no run lines")
    table = _clean_ids(table, path, container)
    _check_scores(table, path, container)
    return table, tags


def _check_trec_run_line(parts: list[str]) -> str | None:
    return _too_few_fields(parts) or rank_problem(parts[3]) or score_problem(parts[4])


def _check_trec_fields_and_score(parts: list[str]) -> str | None:
    return _too_few_fields(parts) or score_problem(parts[4])


def _too_few_fields(parts: list[str]) -> str | None:
    """Fewer than 6 fields is a broken line; more are ignored, as trec_eval ignores them."""
    if len(parts) < len(TREC_RUN_FIELDS):
        return f"expected 6 fields (qid Q0 docid rank score tag), found {len(parts)}"
    return None


def run_name(path: str | Path, data: bytes | memoryview | None = None) -> str:
    """A TREC run file's id as read_run(ranks=False) names it: the last data line's tag (what
    trec_eval 10 prints as runid: each line it reads sets it), else the file name without its format
    extensions (labeler.domain.file_formats.without_format_extensions). ``data``:
    the plain file's bytes, when the caller holds them already."""
    path = Path(path)
    if data is not None:
        return _tag_of_last_line(len(data), lambda start: bytes(data[start:])) or _stem(path)
    return _last_tag(path) or _stem(path)


_TAIL_BYTES = 1 << 16


def _last_tag(path: Path) -> str | None:
    """The tag (6th field) of the last data line (blank and `#` lines skipped), or None when that
    line has fewer fields; a plain file is read from its end, a compressed one through."""
    if path.suffix.lower() == ".gz":
        last: list[str] = []
        for _, text in TextLines(path):
            last = data_fields(text) or last
        return last[5] if len(last) >= 6 else None

    def tail(start: int) -> bytes:
        with open(path, "rb") as handle:
            handle.seek(start)
            return handle.read()

    return _tag_of_last_line(path.stat().st_size, tail)


def _tag_of_last_line(size: int, tail_from: Callable[[int], bytes]) -> str | None:
    """_last_tag of a plain text of ``size`` bytes whose bytes from an offset on ``tail_from`` gives."""
    want = _TAIL_BYTES
    while True:
        start = max(0, size - want)
        tail = tail_from(start)[: size - start]
        lines = tail.split(b"\n")
        if start > 0:
            lines = lines[1:]  # the first may be cut short
        for line in reversed(lines):
            parts = data_fields(line.decode("utf-8", errors="replace"))
            if parts:
                return parts[5] if len(parts) >= 6 else None
        if start == 0:
            return None
        want *= 4


def _tag_codes(tags: pa.ChunkedArray) -> tuple[list[str], np.ndarray]:
    """The distinct tags in order of first appearance, and each row's index among them (an empty
    array when there is only one tag: nothing to split)."""
    unified = tags.unify_dictionaries()
    names = unified.chunk(0).dictionary.to_pylist()
    if len(names) == 1:
        return names, np.zeros(0, dtype=np.int32)
    indices = pa.chunked_array([chunk.indices for chunk in unified.chunks], pa.int32())
    return names, chunked_numpy(indices, np.int32)


def _several_tags(path: Path, names: list[str], codes: np.ndarray) -> InputError:
    row = int(np.flatnonzero(codes != codes[0])[0])
    shown = ", ".join(_printable(tag) for tag in names[:_TAGS_SHOWN])
    if len(names) > _TAGS_SHOWN:
        shown += ", ..."
    return InputError(
        path,
        line_of_row(path, row),
        f"this run file holds {len(names)} run tags ({shown}); the second, {_printable(names[1])}, starts here; "
        "import one run per file, or pass --split-by-tag to import each tag as its own run",
    )


def _printable(text: str) -> str:
    return text if text.isprintable() else repr(text)


def _compact(table: pa.Table, ranks: bool) -> pa.Table:
    """Scores in one contiguous chunk (numpy then views them without a copy); the rank column
    dropped when not wanted."""
    score_at = table.schema.get_field_index("score")
    table = table.set_column(score_at, "score", table.column("score").combine_chunks())
    if not ranks and "rank" in table.column_names:
        table = table.drop_columns(["rank"])
    return table


def _stem(path: Path) -> str:
    """The run's name from its file's name: without the format extensions (labeler.domain.file_formats)."""
    return without_format_extensions(path.name)


# --- CSV, JSONL, Parquet --------------------------------------------------------------------


def _read_csv_run(path: Path) -> pa.Table:
    scan_text_file(path)  # a bare CR: refused at its line (Arrow would end a line there)
    header, line = _csv_header(path)
    roles, _ = assign_columns(header, RUN_ROLES)
    _require(path, roles, header, line)
    types = {roles["qid"]: pa.string(), roles["docid"]: pa.string(), roles["score"]: pa.float64()}
    if "rank" in roles:
        types[roles["rank"]] = pa.int64()
    read = pacsv.ReadOptions(block_size=BLOCK_SIZE)
    convert = pacsv.ConvertOptions(
        column_types=types, include_columns=list(types), strings_can_be_null=False, null_values=[""]
    )
    try:
        table = _standardize(pacsv.read_csv(path, read_options=read, convert_options=convert), roles)
    except (pa.ArrowException, UnicodeDecodeError):  # e.g. a blank first line Arrow takes for the header
        return records_table(path, "csv", roles)
    # ids as the record reader gives them: without the ' a CSV writer put before a formula character
    for name in ("qid", "docid"):
        table = table.set_column(table.schema.get_field_index(name), name, csv_text_column(table.column(name)))
    return table


def _csv_header(path: Path) -> tuple[list[str], int]:
    for number, text in TextLines(path):
        if text.strip():
            try:
                return [name.strip() for name in next(csv.reader([text]))], number
            except csv.Error as exc:
                raise InputError(path, number, f"malformed CSV header: {exc}") from None
    raise InputError(path, None, "empty file: no header and no rows")


def _require(path: Path, roles: dict[str, str], names: list[str], line: int | None) -> None:
    for role in ("qid", "docid", "score"):
        if role not in roles:
            aliases = ", ".join(RUN_ROLES[role])
            raise InputError(path, line, f"no {role} column: expected one of {aliases}; found {', '.join(names)}")


def _read_jsonl_run(path: Path) -> pa.Table:
    import pyarrow.json as pajson

    scan_text_file(path)  # a bare CR: refused at its line (Arrow would end a line there)
    try:
        table = pajson.read_json(path)
        names = table.column_names  # a key that is not UTF-8 fails only here
    except (pa.ArrowException, UnicodeDecodeError):
        return records_table(path, "jsonl", None)
    roles, _ = assign_columns(names, RUN_ROLES)
    _require(path, roles, names, _first_record_line(path))
    try:
        return _standardize(table, roles)
    except (pa.ArrowInvalid, pa.ArrowTypeError):
        return records_table(path, "jsonl", None)


def _first_record_line(path: Path) -> int | None:
    return next((number for number, text in TextLines(path) if text.strip()), None)


def _read_parquet_run(path: Path) -> pa.Table:
    import pyarrow.parquet as pq

    try:
        table = pq.read_table(path)
    except (pa.ArrowException, OSError) as exc:
        raise InputError(path, None, f"not a readable Parquet file: {str(exc).splitlines()[0]}") from None
    roles, _ = assign_columns(table.column_names, RUN_ROLES)
    _require(path, roles, table.column_names, None)
    try:
        return _standardize(table, roles)
    except (pa.ArrowInvalid, pa.ArrowTypeError):
        return records_table(path, "parquet", roles)



# The run readers of the record containers (a text container's TREC fields are read in _read_table):
# one per container of labeler.dataio.records.containers that has records.
_TABLE_READERS: dict[str, Callable[[Path], pa.Table]] = {
    "csv": _read_csv_run,
    "jsonl": _read_jsonl_run,
    "parquet": _read_parquet_run,
}


def _standardize(table: pa.Table, roles: dict[str, str]) -> pa.Table:
    """Rename to qid/docid/score/rank, ids as strings, rank int64 (null where absent). A column
    of the wrong kind (boolean scores, floating-point ids) raises ArrowTypeError, so that the
    records are read one by one and the first bad one is named."""
    text = (pa.types.is_string, pa.types.is_large_string)
    whole = (pa.types.is_integer,)
    number = (pa.types.is_floating, pa.types.is_decimal)
    columns = {
        "qid": _cast(table.column(roles["qid"]), pa.string(), text + whole),
        "docid": _cast(table.column(roles["docid"]), pa.string(), text + whole),
        "score": _cast(table.column(roles["score"]), pa.float64(), text + whole + number),
    }
    for role in ("qid", "docid"):
        columns[role].validate(full=True)  # Arrow's JSON and Parquet readers let bad UTF-8 through
    if "rank" in roles:
        columns["rank"] = _cast(table.column(roles["rank"]), pa.int64(), text + whole + number + (pa.types.is_null,))
    else:
        columns["rank"] = pa.nulls(table.num_rows, pa.int64())
    return pa.table(columns, schema=RUN_SCHEMA)


def _cast(column: pa.ChunkedArray, to: pa.DataType, kinds: tuple[Callable[[pa.DataType], bool], ...]) -> pa.ChunkedArray:
    if not any(kind(column.type) for kind in kinds):
        raise pa.ArrowTypeError(f"a {column.type} column")
    return column.cast(to)


# --- checks on the whole table --------------------------------------------------------------


def _row_error(path: Path, container: str, row: int, message: str) -> InputError:
    """An error at the 0-based data row `row`, located by its line (Parquet: its row)."""
    if CONTAINERS[container].unit == "row":
        return located_error(path, "row", row + 1, message)
    if container == "csv":
        for index, (number, _) in enumerate(iter_csv_records(path)):
            if index == row:
                return InputError(path, number, message)
        return InputError(path, None, message)
    return InputError(path, line_of_row(path, row), message)


def _clean_ids(table: pa.Table, path: Path, container: str) -> pa.Table:
    """The table with its ids by the id rule (labeler.dataio.records.ids), or the first refusal at its
    line. A TREC line's blanks never reach an id, but on Arrow's fast path two in a row leave an
    empty field: the line then has too few fields, and says so."""
    for role in ("qid", "docid"):
        try:
            column = clean_id_column(table.column(role), role)
        except IdColumnError as exc:
            if container == "text":
                first_bad_line(path, _too_few_fields)
            raise _row_error(path, container, exc.row, str(exc)) from None
        table = table.set_column(table.schema.get_field_index(role), role, column)
    return table


def _check_scores(table: pa.Table, path: Path, container: str) -> None:
    score = table.column("score")
    if score.null_count:
        row = int(np.flatnonzero(boolean_numpy(score.is_null()))[0])
        raise _row_error(path, container, row, "missing score")
    finite = pc.is_finite(score)
    if not pc.all(finite).as_py():
        row = int(np.flatnonzero(~boolean_numpy(finite))[0])
        value = score[row].as_py()
        raise _row_error(path, container, row, f"score {value!r} is not finite")


def _check_duplicates(run: RunTable, path: Path, container: str, file_rows: np.ndarray | None = None) -> None:
    """A chunk id twice in one query is an error at the second occurrence; `file_rows` maps the
    run's rows to the file's when the run is a part of it."""
    row = duplicate_row(run.query_codes(), run.doc_coder().codes)
    if row is not None:
        qid = run.table.column("qid")[row].as_py()
        docid = run.table.column("docid")[row].as_py()
        at = int(file_rows[row]) if file_rows is not None else row
        raise _row_error(path, container, at, f"chunk {docid!r} appears twice for query {qid!r}")
