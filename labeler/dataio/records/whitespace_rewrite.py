"""A whitespace-separated text file rewritten so that Arrow's CSV reader can parse it with one
delimiter: runs of blanks made one, no blank at either end of a line, `#` comment lines emptied,
and (for runs) every line cut after its last wanted field. Lines are never added or removed, so
a row's line number still holds. The work is numpy over pieces of the bytes (a few MB each):
linear, with small temporary arrays, and skipped wherever a piece needs none of it."""

from __future__ import annotations

import gzip
from pathlib import Path

import numpy as np

_PIECE_BYTES = 4 << 20
_OTHER_BLANKS = (b"\r", b"\f", b"\v")
_TO_SPACE = bytes.maketrans(b"\t\r\f\v", b"    ")
_NEWLINE = 0x0A
_HASH = 0x23


def rewritten_bytes(path: Path, kept_fields: int | None) -> tuple[bytes, str]:
    """(the file's bytes ready for Arrow, the delimiter to read them with): a tab when tabs are
    the only blanks, else a space (every tab, CR, FF and VT made one); `kept_fields` cuts each
    line after that many fields (None keeps them all)."""
    data = _file_bytes(path)
    if b"\t" in data and b" " not in data and not any(blank in data for blank in _OTHER_BLANKS):
        gap = b"\t"
    else:
        gap = b" "
        if b"\t" in data or any(blank in data for blank in _OTHER_BLANKS):
            data = data.translate(_TO_SPACE)
    pieces: list[bytes] = []
    start = 0
    while start < len(data):
        end = data.find(b"\n", start + _PIECE_BYTES)
        end = len(data) if end < 0 else end + 1
        pieces.append(_rewritten_piece(data[start:end], gap, kept_fields))
        start = end
    return b"".join(pieces), gap.decode()


def _file_bytes(path: Path) -> bytes:
    opener = gzip.open if path.suffix.lower() == ".gz" else open
    with opener(path, "rb") as handle:
        data: bytes = handle.read()
    return data[3:] if data.startswith(b"\xef\xbb\xbf") else data


def _rewritten_piece(piece: bytes, gap: bytes, kept_fields: int | None) -> bytes:
    """One piece of whole lines rewritten (see the module); the piece itself when nothing changes.
    numpy works on the positions of newlines and gaps, not on every byte, until a line changes."""
    octets, gaps, starts, ends = _positions(piece, gap[0])
    nonempty = starts < ends
    if (
        np.any(np.diff(gaps) == 1)
        or np.any(nonempty & (octets[np.minimum(starts, len(octets) - 1)] == gap[0]))
        or np.any(octets[ends[nonempty] - 1] == gap[0])
    ):
        piece = _collapsed(piece, gap[0])
        octets, gaps, starts, ends = _positions(piece, gap[0])
        nonempty = starts < ends
    if not len(octets):
        return piece
    is_comment = nonempty & (octets[np.minimum(starts, len(octets) - 1)] == _HASH)
    drop_from, drop_to = [starts[is_comment]], [ends[is_comment]]  # a '#' line goes but its newline
    if kept_fields is not None:
        gaps_by_end = np.searchsorted(gaps, ends)
        gaps_by_start = np.concatenate(([0], gaps_by_end[:-1]))
        too_long = np.flatnonzero((gaps_by_end - gaps_by_start >= kept_fields) & ~is_comment)
        drop_from.append(gaps[gaps_by_start[too_long] + kept_fields - 1])  # the gap before the first extra field
        drop_to.append(ends[too_long])
    froms, tos = np.concatenate(drop_from), np.concatenate(drop_to)
    if not len(froms):
        return piece
    # the dropped spans [from, to) are disjoint and never touch: a +1/-1 step marks each one
    steps = np.zeros(len(octets) + 1, dtype=np.int8)
    steps[froms] = 1
    steps[tos] = -1
    kept: bytes = octets[np.cumsum(steps[:-1], dtype=np.int8) == 0].tobytes()
    return kept


def _positions(piece: bytes, gap: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The piece as bytes, where its gaps are, and where each line starts and ends (its newline,
    or the piece's end)."""
    octets = np.frombuffer(piece, dtype=np.uint8)
    ends = np.flatnonzero(octets == _NEWLINE)
    if not piece.endswith(b"\n"):
        ends = np.append(ends, len(octets))
    starts = np.concatenate(([0], ends[:-1] + 1))
    return octets, np.flatnonzero(octets == gap), starts, ends


def _collapsed(piece: bytes, gap: int) -> bytes:
    """Runs of the gap byte made one, and none left at a line's start or end."""
    octets = np.frombuffer(piece, dtype=np.uint8)
    blank = octets == gap
    after_blank_or_line_start = np.ones(len(octets), dtype=bool)
    after_blank_or_line_start[1:] = blank[:-1] | (octets[:-1] == _NEWLINE)
    octets = octets[~(blank & after_blank_or_line_start)]
    blank = octets == gap
    before_line_end = np.ones(len(octets), dtype=bool)
    before_line_end[:-1] = octets[1:] == _NEWLINE
    collapsed: bytes = octets[~(blank & before_line_end)].tobytes()
    return collapsed
