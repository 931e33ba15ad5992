"""Search snippets: a window of a text around the first matched word, cut only between words."""

from __future__ import annotations

import re

SNIPPET_CHARS = 80
ELLIPSIS = "…"


def _start(flat: str, at: int, width: int) -> int:
    """Where the window opens: about a third of it before the match, at the start of a word."""
    start = max(0, at - width // 3)
    if start == 0 or flat[start - 1] == " ":
        return start
    space = flat.find(" ", start, at)
    if space >= 0:  # skip the partial word before the match
        return space + 1
    # the match sits inside a word that began before the window: open at that word if it fits
    word_start = flat.rfind(" ", 0, start) + 1
    return word_start if at - word_start <= width // 2 else start


def _end(flat: str, start: int, match_end: int, width: int) -> int:
    """Where the window closes: after the last whole word that fits (never before the match's end)."""
    end = start + width
    if end >= len(flat) or flat[end] == " ":
        return min(end, len(flat))
    space = flat.rfind(" ", max(start, match_end), end)
    return space if space > start else end  # one word wider than the window is cut inside it


def snippet(text: str, words: list[str], width: int = SNIPPET_CHARS) -> str:
    """About width characters of text (whitespace runs and newlines collapsed to one space) around
    the earliest of the lower-case words, starting and ending on word boundaries, with … where cut.
    Only a single word wider than the window is cut inside it."""
    flat = " ".join(text.split())
    if len(flat) <= width:
        return flat
    # positions come from flat itself: str.lower() may change a text's length (e.g. "İ")
    found = [m.span() for m in (re.search(re.escape(w), flat, re.IGNORECASE) for w in words) if m]
    at, match_end = min(found) if found else (0, 0)
    start = _start(flat, at, width)
    end = _end(flat, start, match_end, width)
    return (ELLIPSIS if start > 0 else "") + flat[start:end].strip() + (ELLIPSIS if end < len(flat) else "")
