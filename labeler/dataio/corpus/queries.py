"""Queries files: TREC topics-as-TSV, BEIR queries.jsonl, and CSV/JSONL/Parquet tables."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable, Iterator

from labeler.dataio.records.cells import CellError, optional_text_cell, text_cell
from labeler.dataio.records.formats import TextLines, require_file, sniff_format
from labeler.dataio.records.ids import clean_id
from labeler.dataio.records.files import (
    NumberedRecord,
    assign_columns,
    clean_metadata,
    located_error,
    require_roles,
    metadata_cell,
    write_lines,
)
from labeler.dataio.records.containers import CONTAINERS, records_of, write_records
from labeler.domain.errors import InputError, LabelerError
from labeler.domain.models import Query
from labeler.domain.file_formats import write_extensions

QUERY_ROLES: dict[str, tuple[str, ...]] = {
    "id": ("id", "qid", "query_id", "_id"),
    "text": ("text", "query"),
    "description": ("description",),
    "narrative": ("narrative",),
    "metadata": ("metadata",),
}

QUERY_COLUMNS: tuple[str, ...] = ("id", "text", "description", "narrative", "metadata")


def read_queries(path: str | Path, *, format: str | None = None) -> list[Query]:
    """Every query of a file, in file order; any malformed line is an InputError naming it.

    TSV (`qid<TAB>text`, no header; a first line `qid<TAB>text` is skipped): exactly two columns.
    Tables (CSV/JSONL/Parquet, BEIR queries.jsonl): id from id/qid/query_id/_id, text from
    text/query, optional description and narrative (also taken from a BEIR `metadata` object's
    description/narrative keys); a `metadata` object and all other columns go to Query.metadata. Ids follow the id rule
    (labeler.dataio.records.ids: blanks around them stripped); text is kept verbatim but must not be blank.
    """
    path = require_file(path)
    container = sniff_format(path, format)
    records: Iterable[NumberedRecord] = records_of(path, container, text=_tsv_records)
    unit = CONTAINERS[container].unit

    queries: list[Query] = []
    first_seen: dict[str, int] = {}
    roles_by_keys: dict[tuple[str, ...], tuple[dict[str, str], list[str]]] = {}
    for number, record in records:
        keys = tuple(record)
        if keys not in roles_by_keys:
            roles_by_keys[keys] = assign_columns(keys, QUERY_ROLES)
            required = {"id": QUERY_ROLES["id"], "text": QUERY_ROLES["text"]}
            require_roles(path, container, roles_by_keys[keys][0], required, keys)
        roles, extras = roles_by_keys[keys]
        try:
            query = _query_from(record, roles, extras)
        except CellError as exc:
            raise located_error(path, unit, number, str(exc)) from None
        if query.id in first_seen:
            raise located_error(
                path, unit, number, f"duplicate query id {query.id!r} (first on {unit} {first_seen[query.id]})"
            )
        first_seen[query.id] = number
        queries.append(query)
    if not queries:
        raise InputError(path, None, "empty file: no queries found")
    return queries


def _query_from(record: dict[str, Any], roles: dict[str, str], extras: list[str]) -> Query:
    if "id" not in roles:
        raise CellError("missing query id (expected a key named id, qid, query_id or _id)")
    if "text" not in roles:
        raise CellError("missing query text (expected a key named text or query)")
    metadata = clean_metadata({name: record[name] for name in extras})
    if "metadata" in roles:
        metadata.update(metadata_cell(record[roles["metadata"]]))
    description = optional_text_cell(record.get(roles.get("description", "")), "description")
    narrative = optional_text_cell(record.get(roles.get("narrative", "")), "narrative")
    # BEIR keeps TREC topic fields inside `metadata`: lift them into their own fields
    if description is None and metadata.get("description") is not None:
        description = optional_text_cell(metadata.pop("description"), "description")
    if narrative is None and metadata.get("narrative") is not None:
        narrative = optional_text_cell(metadata.pop("narrative"), "narrative")
    return Query(
        id=clean_id(record[roles["id"]], "query id"),
        text=text_cell(record[roles["text"]], "query text"),
        description=description,
        narrative=narrative,
        metadata=metadata,
    )


def _tsv_records(path: Path, lines: TextLines | None = None) -> Iterator[NumberedRecord]:
    """`qid<TAB>text` lines as records; blank lines skipped, a header line recognised and skipped."""
    first = True
    for number, line in lines if lines is not None else TextLines(path):
        line = line.rstrip("\r\n")
        if not line.strip():
            continue
        fields = line.split("\t")
        if first:
            first = False
            names = [field.strip().lower() for field in fields]
            if len(names) == 2 and names[0] in QUERY_ROLES["id"] and names[1] in QUERY_ROLES["text"]:
                continue
        if len(fields) != 2:
            raise InputError(path, number, f"expected 2 tab-separated columns (qid<TAB>text), found {len(fields)}")
        yield number, {"id": fields[0], "text": fields[1]}


def write_queries(path: str | Path, queries: Iterable[Query]) -> Path:
    """Test seam: the inverse of read_queries (docs/FORMATS.md), so tests round-trip query files.

    Write queries atomically in the format of the extension: .tsv/.txt (qid<TAB>text only),
    .jsonl (BEIR: _id, text, description, narrative, metadata object), .csv/.parquet
    (id, text, description, narrative, metadata as JSON text); read_queries reads each back."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix in {".tsv", ".txt", ".trec"}:
        return write_lines(path, (_tsv_line(query) for query in queries))
    if write_extensions().get(suffix) == "jsonl":  # BEIR's own field names
        records = [
            {
                "_id": q.id,
                "text": q.text,
                "description": q.description,
                "narrative": q.narrative,
                "metadata": dict(q.metadata),
            }
            for q in queries
        ]
        return write_records(path, records, ("_id", "text", "description", "narrative", "metadata"))
    records = [
        {
            "id": q.id,
            "text": q.text,
            "description": q.description,
            "narrative": q.narrative,
            "metadata": json.dumps(dict(q.metadata), ensure_ascii=False) if q.metadata else None,
        }
        for q in queries
    ]
    return write_records(path, records, QUERY_COLUMNS)


def _tsv_line(query: Query) -> str:
    for value in (query.id, query.text):
        if any(ch in value for ch in "\t\r\n"):
            raise LabelerError(
                f"query {query.id!r} contains a tab or line break, which TSV cannot hold; export .jsonl instead"
            )
    return f"{query.id}\t{query.text}"
