"""Fuzzing every importer (queries, chunks, qrels; TSV/TREC, CSV, JSONL, Parquet) with hostile files.

Each example runs the real import service against a real SQLite file migrated by Alembic and
holds the import's promise: it succeeds, or it raises a LabelerError whose message is one line
naming the file and a line (`FILE:N: ...`) or a Parquet row (`FILE: row N: ...`) (or, for what
only a whole file can be, saying so: see _WHOLE_FILE), and the
database is exactly as before (sha256 of its SQL dump). Any other exception fails the test.
The runs are derandomized, so CI sees the same examples every time.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Callable

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from labeler.domain.errors import LabelerError
from labeler.services.importing import import_chunks, import_qrels, import_queries
from tests.unit.dataio.fuzz_support import FUZZ, HOSTILE_JSON, HOSTILE_TEXT, db_digest

IMPORTERS: dict[str, Callable[..., Any]] = {
    "queries": import_queries,
    "chunks": import_chunks,
    "qrels": lambda repository, path: import_qrels(repository, path, clip=True),
}
LINE_ENDS = ["\n", "\r\n", "\r"]


_LOCATED = r"(?::[1-9][0-9]*: |: row [1-9][0-9]*: )"
# Verdicts on a whole file, which no line or row could carry: nothing in it, not Parquet at
# all, a Parquet column of the wrong type or missing (CSV names its header line instead).
_WHOLE_FILE = r": (?:empty file|not a readable Parquet file|column \w+ holds |no \w+ column)"


def _import_holds_its_promise(workspace: Any, kind: str, name: str, content: bytes | Callable[[Path], None]) -> None:
    repository, root, counter = workspace
    path = root / f"{next(counter)}-{name}"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        content(path)
    db = root / "fuzz.db"
    before = db_digest(db)
    try:
        IMPORTERS[kind](repository, path)
        event("imported")
    except LabelerError as exc:
        message = str(exc)
        event("refused: " + re.sub(r"['\"].*|\d+", "", message.split(": ", 2 if ": row" in message else 1)[-1])[:40])
        assert "\n" not in message and "Traceback" not in message, message
        located = re.match(re.escape(str(path)) + _LOCATED, message)
        whole_file = re.match(re.escape(str(path)) + _WHOLE_FILE, message)
        assert located or whole_file, f"not located: {message[:300]!r}"
        assert db_digest(db) == before, f"database changed by a failed import: {message[:200]!r}"
    finally:
        path.unlink()


# --- strategies -----------------------------------------------------------------------------

_ids = st.text(alphabet="abcdefgh0123456789-_", min_size=1, max_size=6)
_words = st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\t\r\n"), min_size=1, max_size=20)
_hostile = st.sampled_from(HOSTILE_TEXT)
_ends = st.sampled_from(LINE_ENDS)


@st.composite
def _broken_lines(draw: st.DrawFn, rows: list[list[str]], hostile: st.SearchStrategy[str] = _hostile) -> list[list[str]]:
    """Rows with one field of one row replaced by a hostile value (or left alone, 1 in 8); the
    last field (a qrels grade, a chunk position) is picked half the time, numbers being where
    readers broke."""
    if rows and draw(st.integers(0, 7)):
        row = draw(st.integers(0, len(rows) - 1))
        last = len(rows[row]) - 1
        field = last if draw(st.booleans()) else draw(st.integers(0, last))
        rows[row][field] = draw(hostile)
    return rows


@st.composite
def _text_file(draw: st.DrawFn, rows: list[list[str]], separator: str, header: list[str] | None = None) -> bytes:
    """Rows joined by a separator, with mixed line ends, an optional BOM and trailing newline."""
    lines = ([separator.join(header)] if header else []) + [separator.join(row) for row in rows]
    if draw(st.integers(0, 3)):  # mostly one ending per file, with an odd CRLF; else anything
        usual = draw(st.sampled_from(["\n", "\r\n"]))
        ends = [draw(st.sampled_from([usual] * 5 + ["\r\n"])) for _ in lines]
    else:
        ends = [draw(_ends) for _ in lines]
    body = "".join(line + end for line, end in zip(lines, ends))
    if not draw(st.booleans()):
        body = body.rstrip("\r\n")
    if draw(st.integers(0, 5)) == 0:
        body = "\ufeff" + body
    return body.encode("utf-8", "surrogatepass")


def _csv_cell(value: str) -> str:
    return '"' + value.replace('"', '""') + '"' if any(c in value for c in ',"\r\n') else value


def _query_rows(draw: st.DrawFn) -> list[list[str]]:
    n = draw(st.integers(1, 5))
    return [[f"q{i}{draw(_ids)}", draw(_words)] for i in range(n)]


def _chunk_rows(draw: st.DrawFn) -> list[list[str]]:
    n = draw(st.integers(1, 5))
    return [[f"c{i}{draw(_ids)}", draw(_words), draw(_words), draw(_ids), str(draw(st.integers(-3, 10**6)))] for i in range(n)]


def _qrels_rows(draw: st.DrawFn) -> list[list[str]]:
    n = draw(st.integers(1, 6))
    return [[draw(st.sampled_from(["q1", "q2", "q3"])), draw(st.sampled_from(["d1", "d2", "d3", "d4"])),
             str(draw(st.integers(-1, 4)))] for _ in range(n)]


ROWS = {"queries": _query_rows, "chunks": _chunk_rows, "qrels": _qrels_rows}
HEADERS = {"queries": ["id", "text"], "chunks": ["id", "text", "title", "doc_id", "position"], "qrels": ["qid", "docid", "grade"]}


# --- the properties ---------------------------------------------------------------------------


@FUZZ
@given(kind=st.sampled_from(sorted(IMPORTERS)), suffix=st.sampled_from([".tsv", ".qrels", ".csv", ".jsonl", ".parquet", ""]),
       content=st.binary(max_size=400))
def test_random_bytes(workspace, kind, suffix, content):
    _import_holds_its_promise(workspace, kind, f"random{suffix}", content)


@FUZZ
@given(kind=st.sampled_from(sorted(IMPORTERS)), data=st.data())
def test_whitespace_text_with_one_field_broken(workspace, kind, data):
    rows = ROWS[kind](data.draw)
    if kind == "chunks":
        rows = [row[: data.draw(st.sampled_from([2, 3]))] for row in rows]
        width = len(rows[0])
        rows = [row[:width] + [""] * (width - len(row)) for row in rows]
    if kind == "qrels" and data.draw(st.booleans()):
        rows = [[q, "0", d, g] for q, d, g in rows]  # TREC layout; otherwise BEIR's three fields
    rows = data.draw(_broken_lines(rows))
    separator = data.draw(st.sampled_from(["\t", " ", "  ", " \t"])) if kind == "qrels" else "\t"
    content = data.draw(_text_file(rows, separator))
    _import_holds_its_promise(workspace, kind, f"broken.{'qrels' if kind == 'qrels' else 'tsv'}", content)


@FUZZ
@given(kind=st.sampled_from(sorted(IMPORTERS)), data=st.data())
def test_csv_with_one_field_broken(workspace, kind, data):
    rows = data.draw(_broken_lines(ROWS[kind](data.draw)))
    header = HEADERS[kind]
    if data.draw(st.integers(0, 9)) == 0:
        header = [data.draw(_hostile)] + header[1:]
    content = data.draw(_text_file([[_csv_cell(v) for v in row] for row in rows], ",", header))
    _import_holds_its_promise(workspace, kind, "broken.csv", content)


@FUZZ
@given(kind=st.sampled_from(sorted(IMPORTERS)), data=st.data())
def test_jsonl_with_one_field_broken(workspace, kind, data):
    keys = {"queries": ["_id", "text"], "chunks": ["_id", "text", "title", "doc_id", "position"],
            "qrels": ["qid", "docid", "grade"]}[kind]
    rows = ROWS[kind](data.draw)
    lines = []
    for row in rows:
        record: dict[str, Any] = dict(zip(keys, row))
        for key in ("position", "grade"):
            if key in record:
                record[key] = int(record[key])
        lines.append(record)
    texts = [json.dumps(record, ensure_ascii=data.draw(st.booleans())) for record in lines]
    if data.draw(st.integers(0, 7)):
        at = data.draw(st.integers(0, len(texts) - 1))
        key = data.draw(st.sampled_from(keys + ["metadata"]))
        token = data.draw(st.sampled_from(HOSTILE_JSON) | _hostile.map(json.dumps))
        record = dict(lines[at], **{key: "\x00PLACEHOLDER\x00"})
        texts[at] = json.dumps(record).replace('"\\u0000PLACEHOLDER\\u0000"', token)
    if data.draw(st.integers(0, 9)) == 0:
        texts.insert(data.draw(st.integers(0, len(texts))), data.draw(_hostile))
    content = data.draw(_text_file([[t] for t in texts], ""))
    _import_holds_its_promise(workspace, kind, "broken.jsonl", content)


_PARQUET_COLUMNS = {
    "int64": (pa.int64(), st.integers(-(2**63), 2**63 - 1)),
    "uint64": (pa.uint64(), st.integers(0, 2**64 - 1)),
    "float64": (pa.float64(), st.floats(allow_nan=True, allow_infinity=True)),
    "bool": (pa.bool_(), st.booleans()),
    "string": (pa.string(), _ids | _hostile),
    "date": (pa.date32(), st.integers(-(2**31), 2**31 - 1)),
}


@FUZZ
@given(kind=st.sampled_from(sorted(IMPORTERS)), data=st.data())
def test_parquet_with_columns_of_any_type(workspace, kind, data):
    names = HEADERS[kind] + (["metadata"] if kind != "qrels" and data.draw(st.booleans()) else [])
    n = data.draw(st.integers(1, 5))
    columns = {}
    for name in names:
        type_name = data.draw(st.sampled_from(sorted(_PARQUET_COLUMNS)))
        arrow_type, values = _PARQUET_COLUMNS[type_name]
        cells = data.draw(st.lists(values | st.none(), min_size=n, max_size=n))
        if type_name == "date":
            columns[name] = pa.array(cells, pa.int32()).cast(pa.date32())
        else:
            columns[name] = pa.array(cells, arrow_type)

    def write(path: Path) -> None:
        pq.write_table(pa.table(columns), path)

    _import_holds_its_promise(workspace, kind, "typed.parquet", write)


@FUZZ
@given(kind=st.sampled_from(sorted(IMPORTERS)), data=st.data())
def test_valid_parquet_is_imported_and_hostile_ids_stay_data(workspace, kind, data):
    rows = data.draw(_broken_lines(ROWS[kind](data.draw)))
    columns = {name: [row[i] for row in rows] for i, name in enumerate(HEADERS[kind])}

    def write(path: Path) -> None:
        pq.write_table(pa.table(columns), path)

    _import_holds_its_promise(workspace, kind, "strings.parquet", write)


@FUZZ
@given(data=st.data())
def test_text_qrels_fast_and_line_by_line_readers_agree(tmp_path_factory, data):
    """Arrow reads plain files; a leading comment line sends the same lines through the line
    reader. Both give the same judgments (one line later), or the same error (one line later)."""
    from labeler.dataio.qrels.files import read_qrels

    rows = data.draw(_broken_lines(_qrels_rows(data.draw), st.sampled_from(HOSTILE_TEXT[:40])))
    if data.draw(st.booleans()):
        rows = [[q, "0", d, g] for q, d, g in rows]
    separator = data.draw(st.sampled_from(["\t", " ", "  ", " \t", "\u00a0"]))
    body = data.draw(_text_file(rows, separator)).removeprefix("\ufeff".encode())
    root = tmp_path_factory.mktemp("agree")
    outcomes = []
    for name, content in (("plain.qrels", body), ("commented.qrels", b"# comment\n" + body)):
        path = root / name
        path.write_bytes(content)
        try:
            qrels = read_qrels(path, on_duplicate="last")
            outcomes.append([(r.query_id, r.chunk_id, r.grade, r.line) for r in qrels.rows()])
        except LabelerError as exc:
            outcomes.append((exc.line, exc.message) if hasattr(exc, "line") else str(exc))
    plain, commented = outcomes
    if isinstance(plain, list) and isinstance(commented, list):
        assert [(q, d, g, line + 1) for q, d, g, line in plain] == commented
    elif isinstance(plain, tuple) and isinstance(commented, tuple) and plain[0] is not None:
        assert (plain[0] + 1, plain[1]) == commented
    else:
        assert type(plain) is type(commented), (plain, commented)


@FUZZ
@given(rows=st.lists(st.tuples(st.sampled_from(["q", "q1", "é", "q\x00"]), st.sampled_from(["d", "d1", "dd", "a" * 300]),
                               st.integers(-1, 3)), max_size=25),
       policy=st.sampled_from(["error", "last", "max", "min"]))
def test_one_grade_per_pair_matches_a_dictionary(rows, policy):
    """The numpy duplicate resolution against the obvious Python one."""
    from labeler.dataio.qrels.pairs import one_grade_per_pair
    from labeler.dataio.qrels.rows import qrels_arrow_table

    table = qrels_arrow_table([r[0] for r in rows], [r[1] for r in rows], [r[2] for r in rows], list(range(1, len(rows) + 1)))
    seen: dict[tuple[str, str], list[tuple[int, int]]] = {}
    conflict = None
    for line, (qid, docid, grade) in enumerate(rows, start=1):
        earlier = seen.setdefault((qid, docid), [])
        if conflict is None and earlier and grade != earlier[0][1]:
            conflict = line
        earlier.append((line, grade))
    if policy == "error" and conflict is not None:
        with pytest.raises(LabelerError, match=rf"^f:{conflict}: chunk "):
            one_grade_per_pair(table, policy, "f")
        return
    pick = {
        "error": lambda group: group[0],
        "last": lambda group: group[-1],
        "max": lambda group: max(group, key=lambda lg: (lg[1], -lg[0])),
        "min": lambda group: min(group, key=lambda lg: (lg[1], lg[0])),
    }[policy]
    expected = sorted(pick(group)[0] for group in seen.values())
    assert one_grade_per_pair(table, policy, "f").column("line").to_pylist() == expected
