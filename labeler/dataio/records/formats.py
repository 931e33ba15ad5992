"""Which file format a path holds: from --format, else the extension, else the content."""

from __future__ import annotations

import atexit
import gzip
import os
import shutil
import stat
import tempfile
import threading
from pathlib import Path
from typing import IO, Iterator, Literal, cast

from labeler.domain.choices import FILE_FORMATS
from labeler.domain.errors import InputError, NotFoundError, show_path_as
from labeler.domain.file_formats import COMPRESSED, FORMATS, container_of_name, read_extensions

FileFormat = Literal["text", "csv", "jsonl", "parquet"]

FORMAT_CHOICES: tuple[str, ...] = FILE_FORMATS.values

FORMAT_CONTAINERS: dict[str, FileFormat] = {entry.name: cast(FileFormat, entry.container) for entry in FORMATS}
"""The container each --format name (or alias) stands for (labeler.domain.file_formats's records;
labeler.dataio.records.containers holds what each container does)."""

MAX_LINE_BYTES = 16 * 1024 * 1024
"""The longest line (or CSV field) any text reader accepts, in bytes without the line ending:
a longer one is an error, so a file without line breaks (/dev/zero) cannot exhaust memory."""

TOO_LONG = f"line is longer than {MAX_LINE_BYTES >> 20} MB"

BARE_CR = ("a carriage return without a line feed (bare CR line ends?): lines must end in LF or CRLF; "
           "convert them, e.g. tr '\\r' '\\n' < FILE > FIXED")
"""Every text reader's verdict on a CR that no LF follows, at the line holding it (docs/FORMATS.md)."""

SNIFF_BYTES = 64 * 1024
"""How much of a file the content sniffing reads (its first line is judged from this prefix)."""

def require_file(path: str | Path) -> Path:
    """The path to read if it names a readable file (readable_path: a pipe is read once into a
    temporary copy), else a one-line NotFoundError."""
    path = Path(path)
    if not path.exists():
        raise NotFoundError(f"{path}: no such file")
    if path.is_dir():
        raise NotFoundError(f"{path}: is a directory, not a file")
    return readable_path(path)


def is_input_file(path: str | Path) -> bool:
    """Whether readers read ``path`` as a file: it exists and is no directory (a regular file, or
    a stream readable_path copies), not the name of an imported run."""
    return os.path.exists(path) and not os.path.isdir(path)


_SPOOLED: dict[str, Path] = {}
_SPOOL_LOCK = threading.RLock()
_SPOOL_BLOCK = 1 << 20


def readable_path(path: str | Path) -> Path:
    """The path every reader opens for ``path``: the file itself, or for a stream that can be read
    only once (a pipe, `<(...)` process substitution, a named FIFO, /dev/stdin from a pipe) a
    temporary copy of it, read once and used by every later read of the same path in this process
    (readers open a file several times: the format sniff, a fast path, a fallback). The copy keeps
    the file's name, and errors show the path given (domain.errors.show_path_as); it is removed at
    exit. A line longer than MAX_LINE_BYTES stops the copy (`<(cat /dev/zero)`)."""
    key = os.fspath(path)
    with _SPOOL_LOCK:
        if key in _SPOOLED:
            return _SPOOLED[key]
        try:
            mode = os.stat(key).st_mode
        except OSError:
            return Path(path)
        if not (stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)):
            return Path(path)
        copy = _spool(Path(path))
        _SPOOLED[key] = copy
        show_path_as(copy, key)
        return copy


def _spool(path: Path) -> Path:
    folder = Path(tempfile.mkdtemp(prefix="labeler-stream-"))
    atexit.register(shutil.rmtree, folder, True)
    copy = folder / (path.name or "stream")
    guard = LongLines()
    try:
        with open(path, "rb") as source, open(copy, "wb") as out:
            while block := source.read(_SPOOL_BLOCK):
                out.write(block)
                verdict = guard.feed(block)
                if verdict:
                    out.close()
                    raise InputError(path, line_of_offset(copy, guard.line_start), verdict)
    except OSError as exc:
        raise InputError(path, None, f"cannot read file: {exc.strerror or exc}") from None
    return copy


class LongLines:
    """Follows a file's bytes block by block and says when the line being read passes
    MAX_LINE_BYTES: TOO_LONG, or BARE_CR when that line holds a CR (CR line ends make one long
    line), so that a file without line ends (/dev/zero) is refused before it is read to its end."""

    def __init__(self) -> None:
        self.done = 0
        self.line_start = 0  # offset of the line being read
        self.carriage_return = False

    def feed(self, block: bytes) -> str | None:
        """Take the next block; the verdict on the line it leaves unfinished, or None."""
        last = block.rfind(b"\n")
        if last >= 0:
            self.line_start = self.done + last + 1
            self.carriage_return = block.find(b"\r", last + 1) >= 0
        else:
            self.carriage_return = self.carriage_return or block.find(b"\r") >= 0
        self.done += len(block)
        if self.done - self.line_start > MAX_LINE_BYTES + 2:
            return BARE_CR if self.carriage_return else TOO_LONG
        return None


def line_of_offset(path: Path, offset: int) -> int:
    """The 1-based line (lines end at LF) holding the byte at ``offset`` of the file (decompressed
    for *.gz); error path only."""
    opener = gzip.open if path.suffix.lower() == ".gz" else open
    newlines = 0
    with cast(IO[bytes], opener(readable_path(path), "rb")) as handle:
        left = offset
        while left > 0 and (block := handle.read(min(_SPOOL_BLOCK, left))):
            newlines += block.count(b"\n")
            left -= len(block)
    return newlines + 1


def sniff_format(path: str | Path, override: str | None = None) -> FileFormat:
    """The container format: --format wins (trec/tsv/beir map to text or jsonl), then the
    extension (a trailing .gz is looked through), then the first bytes of the file."""
    path = require_file(path)
    if override:
        container = container_of_name(override)
        if container is None:
            raise InputError(path, None, f"unknown format {override!r}; use one of {', '.join(FORMAT_CHOICES)}")
        return cast(FileFormat, container)
    suffixes = [s.lower() for s in path.suffixes]
    if suffixes and suffixes[-1] == COMPRESSED:
        suffixes = suffixes[:-1]
    by_extension = read_extensions()
    if suffixes and suffixes[-1] in by_extension:
        return cast(FileFormat, by_extension[suffixes[-1]])
    first = _first_line(path)
    if first.startswith(b"PAR1"):
        return "parquet"
    first = first.lstrip()
    if first.startswith(b"\xef\xbb\xbf"):
        first = first[3:].lstrip()
    if first.startswith(b"{"):
        return "jsonl"
    if b"," in first and b"\t" not in first and not _blank_separated_with_commas_inside(first):
        return "csv"
    return "text"


def _blank_separated_with_commas_inside(line: bytes) -> bool:
    """Whether a line reads as TREC fields whose commas are inside them (`q1 Q0 d1 1 2,5 t`: a
    decimal comma), not as CSV (`qid, docid, score`: a comma ends a field)."""
    fields = line.split()
    return len(fields) >= 4 and not any(field.startswith(b",") or field.endswith(b",") for field in fields)


def _first_line(path: Path) -> bytes:
    """The first line of the file (decompressed for *.gz), from a bounded prefix: sniffing never
    decodes text (a binary file is the reader's to report, with its line) and never reads far."""
    return read_bytes(path, SNIFF_BYTES).split(b"\n", 1)[0]


def read_bytes(path: Path, limit: int = -1) -> bytes:
    """The file's bytes (decompressed for *.gz), at most `limit` of them when given; an unreadable
    file or a corrupt gzip stream is an InputError, never a raw OSError."""
    try:
        if path.suffix.lower() == ".gz":
            with gzip.open(readable_path(path), "rb") as stream:
                return stream.read(limit)
        with open(readable_path(path), "rb") as raw:
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
        """Yield (line_number, text) with the line ending kept and a leading BOM dropped; a bare
        CR (one no LF follows) is an InputError at its line (BARE_CR)."""
        with open(readable_path(self.path), "rb") as raw:
            self._raw = raw
            binary = cast(IO[bytes], gzip.GzipFile(fileobj=raw)) if self.path.suffix.lower() == ".gz" else raw
            try:
                readline = binary.readline
                number = 0
                while data := readline(MAX_LINE_BYTES + 2):  # +2: the line ending, \r\n at most
                    number += 1
                    if b"\r" in data and b"\r" in _without_ending(data):
                        raise InputError(self.path, number, BARE_CR)
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


def _without_ending(data: bytes) -> bytes:
    """A line read by readline without its CRLF (or, cut at the length limit, a last CR whose LF
    is the next read's)."""
    if data.endswith(b"\r\n"):
        return data[:-2]
    if len(data) == MAX_LINE_BYTES + 2 and data.endswith(b"\r"):
        return data[:-1]
    return data


def _body_length(data: bytes) -> int:
    """Bytes of a line without its ending (\n or \r\n)."""
    if data.endswith(b"\n"):
        data = data[:-1]
        if data.endswith(b"\r"):
            data = data[:-1]
    return len(data)
