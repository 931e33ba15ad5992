"""Whitespace-separated text tables with a fixed number of fields (TREC runs and qrels), read
by Arrow, with the first bad line named in a one-line InputError when Arrow refuses the file.

Fields are split as trec_eval 10 splits them: at any run of ASCII blanks (space, tab, VT, FF), with
blanks at either end of a line ignored (labeler.dataio.records.blanks; a CR no LF follows is refused). A
line whose first non-blank character is `#` is a comment, as in trec_eval 10's runs and qrels.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv

from labeler.dataio.records.blanks import scan_text_file
from labeler.dataio.records.formats import TextLines
from labeler.dataio.records.whitespace_rewrite import rewritten_bytes
from labeler.domain.errors import InputError

BLOCK_SIZE = 4 << 20  # 4 MiB blocks: full speed on 2 cores with a small read buffer footprint


def read_whitespace_table(
    path: Path,
    fields: tuple[str, ...],
    types: dict[str, pa.DataType],
    check_line: Callable[[list[str]], str | None],
    *,
    skip_rows: int = 0,
    extra_fields: bool = False,
) -> pa.Table:
    """Whitespace-separated text with a fixed number of fields, parsed by Arrow: a file whose blanks
    are all tabs or all spaces on the fast path (a blank of the other kind would stay inside a
    field there); mixed or doubled blanks, VT and FF, stray spaces, comments and (with
    `extra_fields`) fields past the last of `fields` by rewriting the bytes first (slower); any
    file Arrow still refuses is scanned in Python to name its first bad line with
    `check_line(fields) -> message | None`. Blank lines and `#` comment lines are skipped; a bare
    CR is refused at its line. Two blanks in a row on the fast path leave an empty field: the
    callers' id rule finds it in an id (labeler.dataio.records.ids), and first_bad_line names the line."""
    delimiter = scan_text_file(path)
    if delimiter is not None:
        try:
            return _without_comment_rows(arrow_whitespace(path, delimiter, fields, types, skip_rows), fields[0])
        except pa.ArrowInvalid:
            pass
    rewritten, delimiter = rewritten_bytes(path, len(fields) if extra_fields else None)
    try:
        return arrow_whitespace(pa.BufferReader(rewritten), delimiter, fields, types, skip_rows)
    except pa.ArrowInvalid as exc:
        failure = str(exc)
    first_bad_line(path, check_line, skip_rows)
    if not rewritten.strip():
        raise InputError(path, None, "empty file: no lines to read")
    located = _first_unparsable_line(rewritten.split(b"\n"), delimiter, fields, types, skip_rows)
    if located is not None:
        raise InputError(path, located[0], f"cannot parse: {located[1]}")
    raise InputError(path, None, f"cannot parse: {failure.splitlines()[0]}")


def split_fields(text: str) -> list[str]:
    """A line's fields as Arrow sees them once the blanks are normalized (only ASCII blanks
    separate fields: a no-break space is part of a field, as it is for Arrow)."""
    body = text.strip(_BLANK_TEXT)
    return _FIELD_GAP.split(body) if body else []


def data_fields(text: str) -> list[str]:
    """A line's fields (split_fields), or none for a `#` comment line."""
    parts = split_fields(text)
    return [] if parts and parts[0].startswith("#") else parts


def first_bad_line(path: Path, check_line: Callable[[list[str]], str | None], skip_rows: int = 0) -> None:
    """Scan the file line by line and raise an InputError at the first line check_line rejects."""
    for number, text in TextLines(path):
        if number <= skip_rows:
            continue
        parts = data_fields(text)
        if not parts:
            continue
        problem = check_line(parts)
        if problem:
            raise InputError(path, number, problem)


def _first_unparsable_line(
    lines: list[bytes], delimiter: str, fields: tuple[str, ...], types: dict[str, pa.DataType], skip_rows: int
) -> tuple[int, str] | None:
    """(1-based line, Arrow's complaint) of the first rewritten line Arrow refuses, found by
    bisection (each line parses on its own); the net under check_line, which only mirrors
    Arrow's grammar."""

    def failure(start: int, end: int) -> str | None:
        data = b"\n".join(lines[start:end])
        if not data.strip():
            return None
        try:
            arrow_whitespace(pa.BufferReader(data), delimiter, fields, types, 0)
        except pa.ArrowInvalid as exc:
            return str(exc).splitlines()[0]
        return None

    low, high = skip_rows, len(lines)
    if failure(low, high) is None:
        return None
    while high - low > 1:
        middle = (low + high) // 2
        if failure(low, middle) is not None:
            high = middle
        else:
            low = middle
    return low + 1, failure(low, high) or "unreadable line"


def line_of_row(path: Path, row: int, skip_rows: int = 0) -> int:
    """The 1-based line holding the 0-based data row `row` (blank and comment lines skipped);
    error path only."""
    seen = -1
    for number, text in TextLines(path):
        if number <= skip_rows or not data_fields(text):
            continue
        seen += 1
        if seen == row:
            return number
    return row + 1 + skip_rows


def arrow_whitespace(
    source: Any, delimiter: str, fields: tuple[str, ...], types: dict[str, pa.DataType], skip_rows: int
) -> pa.Table:
    """Arrow's parse of one source (a path or a buffer) with the options every reader here uses:
    no quoting, no nulls, only the columns in ``types``."""
    read = pacsv.ReadOptions(column_names=list(fields), block_size=BLOCK_SIZE, skip_rows=skip_rows)
    parse = pacsv.ParseOptions(delimiter=delimiter, quote_char=False, double_quote=False, escape_char=False)
    convert = pacsv.ConvertOptions(
        column_types=types,
        include_columns=list(types),
        strings_can_be_null=False,
        quoted_strings_can_be_null=False,
        null_values=[],
    )
    return pacsv.read_csv(source, read, parse, convert)


def _without_comment_rows(table: pa.Table, first_field: str) -> pa.Table:
    """The table without rows from `#` lines: a comment that happens to have the right number of
    fields, of the right kinds, parses as a row on the fast path."""
    if first_field not in table.column_names:
        return table
    comments = pc.starts_with(table.column(first_field), "#")
    if not pc.any(comments).as_py():
        return table
    table = table.filter(pc.invert(comments))
    for at, field in enumerate(table.schema):  # a dictionary would still hold the comment's values
        if pa.types.is_dictionary(field.type):
            values = table.column(at).cast(field.type.value_type)
            table = table.set_column(at, field.name, pc.dictionary_encode(values).cast(field.type))
    return table


_BLANK_TEXT = " \t\r\f\v\n"
_FIELD_GAP = re.compile(r"[ \t\r\f\v]+")
