"""Which blanks a TREC text holds, found at memchr speed, so that every reader splits its fields
as trec_eval 10 does: at any run of ASCII blanks (space, tab, VT, FF; CR ends no line).

Arrow's CSV reader splits at one delimiter byte only: it may read a file whose blanks are all
spaces, or all tabs. A file mixing them (`q1 \tQ0 \td1`), or holding VT or FF, would keep a blank
inside an id there, so it goes to the rewrite (labeler.dataio.records.whitespace_rewrite), which makes
every blank a space and runs of them one. A carriage return not followed by a line feed is
refused wherever it is (formats.BARE_CR): trec_eval reads it as a blank, so a file with bare CR
line ends is one line to it, of which it keeps the first six fields.
"""

from __future__ import annotations

import gzip
from pathlib import Path
from typing import IO, cast

import numpy as np

from labeler.dataio.records.formats import BARE_CR, LongLines, line_of_offset, readable_path
from labeler.domain.errors import InputError

SCAN_BYTES = 4 << 20
_CR, _LF = 0x0D, 0x0A

Bytes = bytes | bytearray


def arrow_delimiter(data: Bytes, start: int = 0, end: int | None = None) -> str | None:
    """The one blank Arrow may split data[start:end] at as trec_eval would: a tab when tabs are
    its only blanks, else a space when spaces are; None when it mixes them or holds VT or FF."""
    end = len(data) if end is None else end
    if data.find(b"\v", start, end) >= 0 or data.find(b"\f", start, end) >= 0:
        return None
    tab = data.find(b"\t", start, end) >= 0
    if tab and data.find(b" ", start, end) >= 0:
        return None
    return "\t" if tab else " "


def bare_cr(data: Bytes, start: int = 0, end: int | None = None) -> int | None:
    """The offset of the first CR in data[start:end] that no LF follows (one ending the bytes
    counts), or None; a CR-less text costs one memchr."""
    end = len(data) if end is None else end
    first = data.find(b"\r", start, end)
    if first < 0:
        return None
    octets = np.frombuffer(data, dtype=np.uint8, count=end - first, offset=first)
    crs = np.flatnonzero(octets == _CR)
    following = crs + 1
    inside = following < len(octets)
    lone = ~inside
    lone[inside] = octets[following[inside]] != _LF
    bad = np.flatnonzero(lone)
    return first + int(crs[bad[0]]) if len(bad) else None


def refuse_bare_cr(path: Path, data: Bytes, start: int = 0, end: int | None = None, *, offset: int = 0) -> None:
    """InputError(BARE_CR) at the line of data's first bare CR, if any (``offset``: where data
    starts in the file, for the line number)."""
    at = bare_cr(data, start, end)
    if at is not None:
        raise InputError(path, line_of_offset(path, offset + at), BARE_CR)


def scan_text_file(path: Path) -> str | None:
    """arrow_delimiter of a whole file (decompressed for *.gz), read a few MB at a time; a bare CR,
    or a line past MAX_LINE_BYTES, is an InputError at its line (what Arrow's readers, which end a
    line at a CR too, must not be given)."""
    opener = gzip.open if path.suffix.lower() == ".gz" else open
    tab = space = odd = False
    guard = LongLines()
    with cast(IO[bytes], opener(readable_path(path), "rb")) as handle:
        pending_cr = False
        while block := handle.read(SCAN_BYTES):
            if pending_cr and not block.startswith(b"\n"):
                raise InputError(path, line_of_offset(path, guard.done - 1), BARE_CR)
            verdict = guard.feed(block)  # /dev/zero: said before it is read to the end
            if verdict:
                raise InputError(path, line_of_offset(path, guard.line_start), verdict)
            pending_cr = block.endswith(b"\r")
            refuse_bare_cr(path, block, 0, len(block) - pending_cr, offset=guard.done - len(block))
            odd = odd or block.find(b"\v") >= 0 or block.find(b"\f") >= 0
            tab = tab or block.find(b"\t") >= 0
            space = space or block.find(b" ") >= 0
        if pending_cr:
            raise InputError(path, line_of_offset(path, guard.done - 1), BARE_CR)
    if odd or (tab and space):
        return None
    return "\t" if tab else " "
