"""Recognise a file imported as the wrong kind (queries as chunks, qrels as a run, ...) from its
first rows only, before the reader parses it: a cheap, conservative check.

Only shapes no real file of the expected kind has are flagged: a BEIR queries file (`_id` and
short `text`, a `metadata` object, never a `title`) as chunks, a BEIR corpus (`_id`, `title`, long `text`) as queries,
TREC qrels lines (`qid iter docid grade`) as anything but qrels, TREC run lines
(`qid Q0 docid rank score tag`) as anything but a run. Anything unsure passes to the reader.
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from typing import Literal

from labeler.domain.errors import InputError

ImportKind = Literal["queries", "chunks", "qrels", "run"]

SAMPLE_LINES = 20
"""How many non-blank first lines the check looks at (all of them must agree)."""

MIN_JSON_RECORDS = 3
"""Fewer JSONL records than this say too little about a file's kind to refuse it."""

QUERY_TEXT_CHARS = 200
"""A BEIR query is a short question or phrase: longer texts are taken as chunks."""

QUERY_KEYS = frozenset({"metadata", "description", "narrative"})
"""A BEIR queries file gives every query a `metadata` object (TREC topics: description and
narrative); a title-less corpus of short texts without them is not taken for queries."""

PASSAGE_TEXT_CHARS = 100
"""A BEIR corpus imported as queries is flagged only when its texts average at least this long."""

_LOOKS = {
    "queries": "BEIR queries (_id, short text, metadata, no title)",
    "chunks": "a BEIR corpus (_id, title, text)",
    "qrels": "TREC qrels (qid iter docid grade)",
    "run": "a TREC run (qid Q0 docid rank score tag)",
}

_NAMES = {"queries": "queries", "chunks": "chunks", "qrels": "qrels", "run": "a run"}


class WrongKindError(InputError):
    """The file looks like another kind of file than the import command expects."""


def check_kind(path: str | Path, expected: ImportKind, *, format: str | None = None) -> None:
    """Raise WrongKindError when the first rows of `path` look like another kind than `expected`
    (the message names the file, what it looks like, the command that fits and --force)."""
    from labeler.dataio.records.formats import sniff_format

    path = Path(path)
    container = sniff_format(path, format)
    if container not in ("text", "jsonl"):
        return  # CSV and Parquet columns are named: their readers already say what is missing
    found = sniff_kind(_first_lines(path), container)
    if found is not None and found != expected:
        raise WrongKindError(
            path,
            None,
            f"looks like {_LOOKS[found]}, not {_NAMES[expected]}: use `labeler import {found} {shlex.quote(str(path))}`, "
            f"or pass --force to import it as {_NAMES[expected]} anyway",
        )


def sniff_kind(lines: list[str], container: str) -> ImportKind | None:
    """The kind the first non-blank lines clearly show, or None when they are not conclusive."""
    if not lines:
        return None
    if container == "jsonl":
        return _jsonl_kind(lines)
    fields = [_fields(line) for line in lines]
    if all(_is_run_line(parts) for parts in fields):
        return "run"
    if all(_is_qrels_line(parts) for parts in fields):
        return "qrels"
    return None


def _first_lines(path: Path) -> list[str]:
    """Up to SAMPLE_LINES non-blank, non-comment lines from the file's first bytes (a line the
    prefix cuts off is dropped; bad UTF-8 is the reader's to report, so it is replaced here)."""
    from labeler.dataio.records.formats import SNIFF_BYTES, read_bytes

    data = read_bytes(path, SNIFF_BYTES)
    lines = data.decode("utf-8", errors="replace").lstrip("\ufeff").splitlines()
    if len(data) == SNIFF_BYTES and lines:
        lines.pop()
    kept = [line for line in lines if line.strip() and not line.lstrip().startswith("#")]
    return kept[:SAMPLE_LINES]


def _jsonl_kind(lines: list[str]) -> ImportKind | None:
    """BEIR queries or a BEIR corpus, when every sampled record agrees; else None."""
    records = []
    for line in lines:
        try:
            record = json.loads(line)
        except ValueError:
            return None
        if not isinstance(record, dict) or not isinstance(record.get("_id"), (str, int)) or not isinstance(record.get("text"), str):
            return None
        records.append(record)
    if len(records) < MIN_JSON_RECORDS:
        return None
    texts = [record["text"] for record in records]
    if (
        not any("title" in record for record in records)
        and all(QUERY_KEYS & record.keys() for record in records)
        and max(len(text) for text in texts) <= QUERY_TEXT_CHARS
    ):
        return "queries"
    if all("title" in record for record in records) and sum(map(len, texts)) / len(texts) >= PASSAGE_TEXT_CHARS:
        return "chunks"
    return None


def _fields(line: str) -> list[str]:
    """The whitespace-separated fields of a TREC line; none when tabs split it otherwise (a TSV
    line such as `q1<TAB>2 plus 2` is two columns, not four TREC fields)."""
    parts = line.split()
    body = line.strip()
    if "\t" in body and len(body.split("\t")) != len(parts):
        return []
    return parts


def _parses(text: str, number: type[int] | type[float]) -> bool:
    """Whether `text` reads as an int (or a float)."""
    try:
        number(text)
    except ValueError:
        return False
    return True


def _is_qrels_line(parts: list[str]) -> bool:
    """qid iter docid grade: an integer grade, and an iteration that is 0-like (an integer or Q0)."""
    return len(parts) == 4 and (_parses(parts[1], int) or parts[1] == "Q0") and _parses(parts[3], int)


def _is_run_line(parts: list[str]) -> bool:
    """qid Q0 docid rank score tag: an integer rank and a numeric score."""
    return len(parts) == 6 and _parses(parts[3], int) and _parses(parts[4], float)
