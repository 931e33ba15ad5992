"""Text qrels: TREC `qid iter docid grade` and BEIR TSV `query-id corpus-id score` (with its header).

A file of three-field lines is BEIR only when its first line is BEIR's header: without it, a line
of three fields is an error, as it is to trec_eval (`Malformed line`). A TREC qrels missing its
grade column (`1048585 0 7187158`) would otherwise read as qid, docid and a grade of 7187158.

Fields are separated by runs of ASCII blanks only (space, tab, FF, VT), as trec_eval splits them
(a CR no LF follows is refused: formats.BARE_CR): a no-break space or U+2028 inside an id stays
part of it. Blank lines are skipped and a line whose
first field starts with '#' is a comment. A TREC grade is read as trec_eval reads it (`1.5` is 1,
`+2` is 2: see trec_grade_cell); a BEIR grade must be an integer. Two readers give the same table: Arrow for plain files
(one kind of separator, no comments, no blank lines, so row N is line N), and a line-by-line
reader for every other file and for naming the line of any error.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pyarrow as pa

from labeler.dataio.records.cells import CellError
from labeler.dataio.records.formats import MAX_LINE_BYTES, TextLines, read_bytes
from labeler.dataio.records.ids import IdColumnError, clean_id, clean_id_column
from labeler.dataio.qrels.rows import QRELS_SCHEMA, grade_cell, qrels_arrow_table, trec_grade_cell
from labeler.dataio.records.arrow_views import arrow_view
from labeler.dataio.records.whitespace import arrow_whitespace
from labeler.domain.errors import InputError

_BEIR_HEADER_FIRST = {"query-id", "query_id", "qid", "queryid"}
_BLANK = " \t\n\r\f\v"
_BLANKS = re.compile(r"[ \t\n\r\f\v]+")
_BOM = b"\xef\xbb\xbf"


def fields_of(text: str) -> list[str]:
    """A line's fields, split at ASCII blanks only (str.split would split at U+00A0 too)."""
    stripped = text.strip(_BLANK)
    return _BLANKS.split(stripped) if stripped else []


def read_text_qrels(path: Path, *, beir: bool = True) -> pa.Table:
    """A text qrels file as a QRELS_SCHEMA table: four fields a line, or (with ``beir``) three
    after a BEIR header line, which is skipped. Any malformed line is an InputError naming it."""
    first_line, first = _first_fields(path)
    if beir and len(first) == 3 and first[0].lower() in _BEIR_HEADER_FIRST:
        fields: tuple[str, ...] = ("qid", "docid", "grade")
        skip = first_line
    else:
        fields, skip = ("qid", "iter", "docid", "grade"), 0
    data = read_bytes(path)
    table = _arrow_qrels(data, fields, skip) if _plain(data) else None
    del data
    return table if table is not None else _line_by_line(path, fields, skip, beir)


def _first_fields(path: Path) -> tuple[int, list[str]]:
    for number, text in TextLines(path):
        parts = fields_of(text)
        if parts and not parts[0].startswith("#"):
            return number, parts
    raise InputError(path, None, "empty file: no judgments")


def _plain(data: bytes) -> bool:
    """Whether Arrow reads the file exactly as the line reader would: no line starting with a
    blank or '#' (so no comment, no blank line: row N is line N), no FF/VT (blanks to trec_eval,
    not to Arrow), no CR but in CRLF, one kind of separator (with tabs, Arrow would keep a space
    inside a field), no "0x" (Arrow reads "0x3" as 3), valid UTF-8 and no line over the limit
    (the line reader names those). Byte searches and numpy over the bytes decide."""
    if data.startswith(_BOM):
        data = data[len(_BOM) :]
    if not data:
        return False
    if b"\f" in data or b"\v" in data or (b"\t" in data and b" " in data):
        return False
    if b"\r" in data and data.count(b"\r") != data.count(b"\r\n"):
        return False  # a CR that does not end a line
    if (b"x" in data and b"0x" in data) or (b"X" in data and b"0X" in data):  # memchr first: a pair search is slow
        return False
    if data[:1] in _NEEDING_CARE or _LINE_NEEDING_CARE.search(data):
        return False  # a line starting with a blank or '#' (a following line ends the last one)
    if len(data) > MAX_LINE_BYTES and _long_line(data):  # no line can be longer than the whole file
        return False
    if data.isascii():  # ASCII is UTF-8: one fast pass instead of a decode
        return True
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _long_line(data: bytes) -> bool:
    """Whether a line of data is longer than MAX_LINE_BYTES. A line that long spans a whole window
    of half that size, aligned: when every such window holds a line end (one memchr each, which
    stops at the first), none is; else the line ends are found and measured."""
    half = MAX_LINE_BYTES // 2
    if all(data.find(b"\n", start, start + half) >= 0 for start in range(0, len(data) - half + 1, half)):
        return False
    octets = np.frombuffer(data, dtype=np.uint8)
    ends = np.flatnonzero(octets == 0x0A)
    return int(np.diff(ends, prepend=-1, append=len(data)).max()) - 1 > MAX_LINE_BYTES


_NEEDING_CARE = (b"\n", b"\r", b" ", b"\t", b"#")
_LINE_NEEDING_CARE = re.compile(rb"\n[\n\r \t#]")


def _arrow_qrels(data: bytes, fields: tuple[str, ...], skip: int) -> pa.Table | None:
    """The fast path for a plain file's bytes (_plain: one kind of blank, no comment, no bare CR,
    no line too long), parsed as they were read; None when a line needs the line reader to
    judge it (a wrong field count, two blanks in a row, a grade Arrow cannot read as int64)."""
    types = {"qid": pa.string(), "docid": pa.string(), "grade": pa.int64()}
    try:
        table = arrow_whitespace(pa.BufferReader(data), "\t" if b"\t" in data else " ", fields, types, skip)
    except pa.ArrowInvalid:  # the line reader names the line in qrels' own words
        return None
    try:  # two blanks in a row leave an empty field: the line reader names the line
        qids, docids = clean_id_column(table.column("qid"), "qid"), clean_id_column(table.column("docid"), "docid")
    except IdColumnError:
        return None
    lines = arrow_view(np.arange(skip + 1, skip + 1 + table.num_rows, dtype=np.int64))
    return pa.table([qids, docids, table.column("grade"), lines], schema=QRELS_SCHEMA)


def _line_by_line(path: Path, fields: tuple[str, ...], skip: int, beir: bool) -> pa.Table:
    qids: list[str] = []
    docids: list[str] = []
    grades: list[int] = []
    lines: list[int] = []
    doc_at = fields.index("docid")
    layout = " ".join(fields)
    grade_of = trec_grade_cell if "iter" in fields else grade_cell
    for number, text in TextLines(path):
        if number <= skip:
            continue
        parts = fields_of(text)
        if not parts or parts[0].startswith("#"):
            continue
        if len(parts) != len(fields):
            beir_hint = " (a BEIR qrels TSV starts with its header: query-id corpus-id score)" if (
                beir and len(fields) == 4 and len(parts) == 3) else ""
            raise InputError(path, number, f"expected {len(fields)} fields ({layout}), found {len(parts)}{beir_hint}")
        try:
            grades.append(grade_of(parts[-1]))
            qids.append(clean_id(parts[0], "qid"))
            docids.append(clean_id(parts[doc_at], "docid"))
        except CellError as exc:
            raise InputError(path, number, str(exc)) from None
        lines.append(number)
    return qrels_arrow_table(qids, docids, grades, lines)
