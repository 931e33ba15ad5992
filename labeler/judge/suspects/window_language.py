"""Which language a window of the latin view is read in, for the learned stage's two bars (learned.py).

A window that does not read as English (``english``: enough of FUNCTION_WORDS) loses the margin, and one not in the
Latin alphabet (``latin_script``) the script margin instead (``foreign_margin``). Each is asked of one window at a
time, and ``foreign_margins`` asks it of every window over the gate in a chunk of text at once, in one pass over
the windows' texts joined: their word characters and letters looked up per code point in tables the regex engine
wrote, their words read once to know the function words among them, and each window's counts differences of running
counts at its bounds. Both give the same margins, window for window.
"""

from __future__ import annotations

import functools
import re

import numpy as np

# English function words a window must hold to be read: none of two letters or fewer that a Greek or
# Cyrillic word turns into once the latin view folds lookalike letters ("to" from "то", "no" from "по",
# "he" from "не", "on" from "он", "a" from "а")
FUNCTION_WORDS = frozenset(
    "the and of for with is are was were be been being this that these those it its you your yours as by at "
    "from not all any if will can must should would could please here there than then what which who whom "
    "how when where why have has had do does did into onto about over under every each our we us they them "
    "their an in or".split())
_WORD = re.compile(r"\w+")
# letters of the Latin alphabet, its extensions included (the view folds most accents, not ł, þ, ə, ß...)
_LATIN_LETTER = re.compile(r"[a-zA-Z\u00c0-\u024f\u0250-\u02af\u1e00-\u1eff]")
_LETTER = re.compile(r"[^\W\d_]")  # a letter (str.isalpha), counted by the regex engine rather than a Python loop
OTHER_SCRIPT_SHARE = 0.1  # a window is in another script when this share of its letters are not Latin ones

# the set-wise readers' marks: what is not a word character, and what is not a letter (exactly what _LETTER is not)
_NOT_WORD = re.compile(r"\W")
_NOT_LETTER = re.compile(r"[\W\d_]")
_LATIN_RANGES = ((0x41, 0x5A), (0x61, 0x7A), (0xC0, 0x2AF), (0x1E00, 0x1EFF))  # _LATIN_LETTER's, as code points
_PLANE = 0x10000  # the Basic Multilingual Plane: its code points are looked up in a table, the rest asked one by one


def english(window: str) -> bool:
    """Whether a window (as the latin view reads it: case folded) reads as English: at least two words of
    FUNCTION_WORDS, and at least a fifth of its words."""
    words = _WORD.findall(window)
    hits = sum(word in FUNCTION_WORDS for word in words)
    return hits >= 2 and 5 * hits >= len(words)


def latin_script(window: str) -> bool:
    """Whether a window (as the latin view reads it) is written in the Latin alphabet: fewer than
    OTHER_SCRIPT_SHARE of its letters lie outside it. The view folds Cyrillic and Greek letters that look Latin into
    Latin ones, so a Russian or Greek sentence keeps only a fifth or so of its own letters; a Polish or Icelandic one
    keeps none (ł and þ are Latin). A window without letters counts as Latin."""
    letters = len(_LETTER.findall(window))
    return letters - len(_LATIN_LETTER.findall(window)) < OTHER_SCRIPT_SHARE * letters or letters == 0


def script_or(margin: float, script_margin: float | None) -> float:
    """The script margin, or the margin where none is set (one margin for every window not in English)."""
    return margin if script_margin is None else script_margin


def foreign_margin(window: str, margin: float, script_margin: float) -> float:
    """What a window's logit loses: nothing if it reads as English, else the margin of its alphabet (not asked when
    the two margins are one)."""
    if english(window):
        return 0.0
    return margin if script_margin == margin or latin_script(window) else script_margin


def _joined(text: str, start: np.ndarray, end: np.ndarray) -> tuple[np.ndarray, str, np.ndarray, np.ndarray]:
    """The code points of the windows' texts joined by NUL, the join, and each window's offsets in it: NUL is no word
    character, letter or Latin letter, so a word cut by a window's edge ends there as in the window alone, and the
    pass costs what the windows hold, not the chunk."""
    parts = [text[low:high] for low, high in zip(start.tolist(), end.tolist(), strict=True)]
    lengths = np.fromiter(map(len, parts), dtype=np.int64, count=len(parts))
    begin = np.zeros(len(parts), dtype=np.int64)
    np.cumsum(lengths[:-1] + 1, out=begin[1:])
    joined = "\0".join(parts)
    return np.frombuffer(joined.encode("utf-32-le", "surrogatepass"), dtype=np.uint32), joined, begin, begin + lengths


def _kept(pattern: re.Pattern[str], text: str) -> np.ndarray:
    """Per code point of text, whether pattern (one character at a time) leaves it alone: each match becomes NUL,
    which no pattern here leaves alone, so the text keeps its length."""
    points = np.frombuffer(pattern.sub("\0", text).encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    kept: np.ndarray = points != 0
    return kept


@functools.cache
def _plane(pattern: re.Pattern[str]) -> np.ndarray:
    """_kept over every code point of the Basic Multilingual Plane, read once by the regex engine itself."""
    return _kept(pattern, "".join(map(chr, range(_PLANE))))


def _classed(pattern: re.Pattern[str], points: np.ndarray) -> np.ndarray:
    """Per code point, whether pattern leaves it alone: the plane's table, the regex engine for the rare ones
    past it."""
    kept: np.ndarray = _plane(pattern)[np.minimum(points, _PLANE - 1)]
    beyond = np.flatnonzero(points >= _PLANE)
    if beyond.size:
        kept[beyond] = _kept(pattern, "".join(map(chr, points[beyond].tolist())))
    return kept


def _running(mask: np.ndarray) -> np.ndarray:
    """(len + 1,) how many of mask are set before each offset."""
    counts = np.zeros(len(mask) + 1, dtype=np.int64)
    np.cumsum(mask, out=counts[1:])
    return counts


def english_windows(text: str, start: np.ndarray, end: np.ndarray) -> np.ndarray:
    """Test seam: ``english`` of each window text[start:end], at once (``_english`` over the windows' join), for the
    test that holds the set-wise reading to the per-window one (the stage calls foreign_margins)."""
    return _english(*_joined(text, np.asarray(start, dtype=np.int64), np.asarray(end, dtype=np.int64)))


def latin_windows(text: str, start: np.ndarray, end: np.ndarray) -> np.ndarray:
    """Test seam: ``latin_script`` of each window text[start:end], at once (``_latin`` over the windows' join), as
    english_windows."""
    points, _, begin, stop = _joined(text, np.asarray(start, dtype=np.int64), np.asarray(end, dtype=np.int64))
    return _latin(points, begin, stop)


def _english(points: np.ndarray, joined: str, start: np.ndarray, end: np.ndarray) -> np.ndarray:
    """Whether each window of the join reads as English: its words are the runs of word characters that start in
    it (``_WORD``'s words, in order) and its hits those of them in FUNCTION_WORDS, differences of running counts at
    its bounds."""
    word = _classed(_NOT_WORD, points)
    opens = word.copy()
    opens[1:] &= ~word[:-1]
    first = np.flatnonzero(opens)  # each word's first offset
    function = np.zeros(len(points), dtype=bool)
    function[first[np.fromiter(map(FUNCTION_WORDS.__contains__, _WORD.findall(joined)), dtype=bool,
                               count=len(first))]] = True
    words, hits = _running(opens), _running(function)
    hits = hits[end] - hits[start]
    result: np.ndarray = (hits >= 2) & (5 * hits >= words[end] - words[start])
    return result


def _latin(points: np.ndarray, start: np.ndarray, end: np.ndarray) -> np.ndarray:
    """Whether each window of the join is in the Latin alphabet: its letters and Latin ones, differences of running
    counts at its bounds."""
    letter = _running(_classed(_NOT_LETTER, points))
    latin = _running(np.logical_or.reduce([(points >= low) & (points <= high) for low, high in _LATIN_RANGES]))
    letters = letter[end] - letter[start]
    result: np.ndarray = (letters - (latin[end] - latin[start]) < OTHER_SCRIPT_SHARE * letters) | (letters == 0)
    return result


def foreign_margins(text: str, start: np.ndarray, end: np.ndarray, margin: float, script_margin: float
                    ) -> np.ndarray:
    """``foreign_margin`` of each window text[start:end] (float64), at once: the windows joined once, read by
    ``_english``, and by ``_latin`` where the margins differ."""
    points, joined, begin, stop = _joined(text, np.asarray(start, dtype=np.int64), np.asarray(end, dtype=np.int64))
    read = _english(points, joined, begin, stop)
    margins = np.where(read, 0.0, margin)
    if script_margin != margin and not read.all():
        margins[~read] = np.where(_latin(points, begin, stop)[~read], margin, script_margin)
    return margins
