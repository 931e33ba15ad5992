"""Which file format a path holds: from --format, else the extension, else the content."""

from __future__ import annotations

import gzip
from pathlib import Path
from typing import IO, Iterator, Literal, cast

from labeler.domain.errors import InputError, NotFoundError

FileFormat = Literal["text", "csv", "jsonl", "parquet"]

FORMAT_CHOICES: tuple[str, ...] = ("trec", "tsv", "beir", "csv", "jsonl", "parquet")

MAX_LINE_BYTES = 16 * 1024 * 1024
"""The longest line (or CSV field) any text reader accepts, in bytes without the line ending:
a longer one is an error, so a file without line breaks (/dev/zero) cannot exhaust memory."""

TOO_LONG = f"line is longer than {MAX_LINE_BYTES >> 20} MB"

SNIFF_BYTES = 64 * 1024
"""How much of a file the content sniffing reads (its first line is judged from this prefix)."""

_EXTENSIONS: dict[str, FileFormat] = {
    ".csv": "csv",
    ".jsonl": "jsonl",
    ".ndjson": "jsonl",
    ".json": "jsonl",
    ".parquet": "parquet",
    ".pq": "parquet",
    ".tsv": "text",
    ".txt": "text",
    ".trec": "text",
    ".run": "text",
    ".qrels": "text",
    ".res": "text",
}


def require_file(path: str | Path) -> Path:
    """Return the path if it names a readable file, else a one-line NotFoundError."""
    path = Path(path)
    if not path.exists():
        raise NotFoundError(f"{path}: no such file")
    if path.is_dir():
        raise NotFoundError(f"{path}: is a directory, not a file")
    return path


def sniff_format(path: str | Path, override: str | None = None) -> FileFormat:
    """The container format: --format wins (trec/tsv/beir map to text or jsonl), then the
    extension (a trailing .gz is looked through), then the first bytes of the file."""
    path = require_file(path)
    if override:
        mapping: dict[str, FileFormat] = {
            "trec": "text",
            "tsv": "text",
            "text": "text",
            "beir": "jsonl",
            "csv": "csv",
            "jsonl": "jsonl",
            "parquet": "parquet",
        }
        if override not in mapping:
            raise InputError(path, None, f"unknown format {override!r}; use one of {', '.join(FORMAT_CHOICES)}")
        return mapping[override]
    suffixes = [s.lower() for s in path.suffixes]
    if suffixes and suffixes[-1] == ".gz":
        suffixes = suffixes[:-1]
    if suffixes and suffixes[-1] in _EXTENSIONS:
        return _EXTENSIONS[suffixes[-1]]
    first = _first_line(path)
    if first.startswith(b"PAR1"):
        return "parquet"
    first = first.lstrip()
    if first.startswith(b"\xef\xbb\xbf"):
        first = first[3:].lstrip()
    if first.startswith(b"{"):
        return "jsonl"
    if b"," in first and b"\t" not in first:
        return "csv"
    return "text"


def _first_line(path: Path) -> bytes:
    """The first line of the file (decompressed for *.gz), from a bounded prefix: sniffing never
    decodes text (a binary file is the reader's to report, with its line) and never reads far."""
    return read_bytes(path, SNIFF_BYTES).split(b"\n", 1)[0]


def read_bytes(path: Path, limit: int = -1) -> bytes:
    """The file's bytes (decompressed for *.gz), at most `limit` of them when given; an unreadable
    file or a corrupt gzip stream is an InputError, never a raw OSError."""
    try:
        if path.suffix.lower() == ".gz":
            with gzip.open(path, "rb") as stream:
                return stream.read(limit)
        with open(path, "rb") as raw:
            return raw.read(limit)
    except (OSError, EOFError) as exc:
        raise InputError(path, None, f"cannot read file: {exc}") from None


class TextLines:
    """A text file's lines numbered from 1, each decoded strictly as UTF-8 (a bad byte names its
    line), with the bytes of the file consumed so far (compressed bytes for *.gz) for progress."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._raw: IO[bytes] | None = None
        self._done = 0

    @property
    def bytes_read(self) -> int:
        """Bytes of the file on disk consumed so far (the whole file once iteration ends)."""
        if self._raw is None or self._raw.closed:
            return self._done
        return self._raw.tell()

    def __iter__(self) -> Iterator[tuple[int, str]]:
        """Yield (line_number, text) with the line ending kept and a leading BOM dropped."""
        with open(self.path, "rb") as raw:
            self._raw = raw
            binary = cast(IO[bytes], gzip.GzipFile(fileobj=raw)) if self.path.suffix.lower() == ".gz" else raw
            try:
                readline = binary.readline
                number = 0
                while data := readline(MAX_LINE_BYTES + 2):  # +2: the line ending, \r\n at most
                    number += 1
                    if len(data) > MAX_LINE_BYTES and _body_length(data) > MAX_LINE_BYTES:
                        raise InputError(self.path, number, TOO_LONG)
                    try:
                        text = data.decode("utf-8")
                    except UnicodeDecodeError as exc:
                        raise InputError(
                            self.path, number, f"not valid UTF-8 (byte {exc.start + 1} of the line)"
                        ) from None
                    if number == 1 and text.startswith("\ufeff"):
                        text = text[1:]
                    yield number, text
            except (OSError, EOFError) as exc:  # truncated or corrupt gzip stream
                raise InputError(self.path, None, f"cannot read file: {exc}") from None
            finally:
                self._done = raw.tell() if not raw.closed else self._done


def _body_length(data: bytes) -> int:
    """Bytes of a line without its ending (\n or \r\n)."""
    if data.endswith(b"\n"):
        data = data[:-1]
        if data.endswith(b"\r"):
            data = data[:-1]
    return len(data)
