"""Every file format labeler reads and writes, one record each (standard library only).

A format is a name `--format` takes, the container its records are in (text lines, CSV, JSON
Lines, Parquet: `labeler.dataio.records.containers` holds how each container's records are read
and written, and `labeler.dataio.runs.reader` how a run is read from each at speed), the file
extensions read as it and the extensions written as it. Every other list derives from `FORMATS`:
`domain.choices.FILE_FORMATS` (the names offered, in this order), the sniffing by extension
(`dataio.records.formats.sniff_format`), the writers' choice by extension
(`dataio.records.files.table_format`) and the extensions a run's name leaves out
(`dataio.runs.reader.run_name`), so `x.v2.pq` and `x.v2.parquet` are both the run `x.v2`.

Adding a format over a container labeler has is one entry here; a new container is an entry here
and its reader and writer in containers.py (docs/ARCHITECTURE.md has a worked example).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePath

COMPRESSED = ".gz"
"""The one compression every reader looks through: a trailing .gz before the format's extension."""


@dataclass(frozen=True, slots=True)
class Format:
    """One file format: its `--format` name, its container, the extensions read as it and those
    written as it (lower case, with the dot; a format the extension never names reads none), and
    whether `--format` offers it (an alias callers may pass, such as `text`, is not offered)."""

    name: str
    container: str
    reads: tuple[str, ...] = ()
    writes: tuple[str, ...] = ()
    offered: bool = True


FORMATS: tuple[Format, ...] = (
    Format("trec", "text", reads=(".trec", ".run", ".qrels", ".res")),
    Format("tsv", "text", reads=(".tsv", ".txt")),
    Format("beir", "jsonl"),  # BEIR's corpus.jsonl and queries.jsonl: by --format only
    Format("csv", "csv", reads=(".csv",), writes=(".csv",)),
    Format("jsonl", "jsonl", reads=(".jsonl", ".ndjson", ".json"), writes=(".jsonl", ".ndjson")),
    Format("parquet", "parquet", reads=(".parquet", ".pq"), writes=(".parquet", ".pq")),
    Format("text", "text", offered=False),
)
"""Every format, in the order `--format` offers them."""


def offered_names() -> tuple[str, ...]:
    """The names `--format` offers, in order."""
    return tuple(entry.name for entry in FORMATS if entry.offered)


def container_of_name(name: str) -> str | None:
    """The container a `--format` name (or alias) stands for; None for a name no format has."""
    return next((entry.container for entry in FORMATS if entry.name == name), None)


def read_extensions() -> dict[str, str]:
    """Each extension read as a format (lower case, with the dot) and the container it is read as."""
    return {extension: entry.container for entry in FORMATS for extension in entry.reads}


def write_extensions() -> dict[str, str]:
    """Each extension written as a format and the container it is written as, in the formats' order."""
    return {extension: entry.container for entry in FORMATS for extension in entry.writes}


def written_extensions_named() -> str:
    """Each writable format's first extension, as a message names them (".csv, .jsonl or .parquet")."""
    first = [entry.writes[0] for entry in FORMATS if entry.writes]
    return f"{', '.join(first[:-1])} or {first[-1]}" if len(first) > 1 else first[0]


def without_format_extensions(name: str) -> str:
    """A file name without the extensions of the formats labeler reads and .gz, from the end
    (`bm25.v2.parquet`, `bm25.v2.pq`, `bm25.v2.trec.gz`: `bm25.v2`); a name ending in none of them
    loses its last extension only (`bm25.v2`: `bm25`), as a path's stem does. Never empty: a name
    that is only extensions keeps its first part (`.csv` stays `.csv`)."""
    stripped = strip_format_extensions(name)
    return stripped if stripped != name else PurePath(name).stem


def strip_format_extensions(name: str) -> str:
    """A file name without the extensions of the formats labeler reads and .gz, from the end, and
    nothing else (`qrels.bob.txt.gz`: `qrels.bob`; `qrels.bob`: `qrels.bob`); never empty."""
    known = set(read_extensions()) | {COMPRESSED}
    while True:
        stem, dot, suffix = name.rpartition(".")
        if not (dot and stem and (dot + suffix).lower() in known):
            return name
        name = stem
