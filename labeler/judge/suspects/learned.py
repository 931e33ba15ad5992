"""A learned second stage: a logistic regression over hashed character n-grams of the rules' own reading.

It reads what the rules read (reading.read_corpus's latin view: case and accents folded, disguises
undone), never the raw text, and never reads a text a second time. A passage is cut into windows (each
sentence, and each two sentences in a row: an attack is often one sentence in a long passage); a
window's logit is the bias plus the sum of its n-grams' weights over the square root of its n-gram count
(counts, not presence); a passage's score is its highest window's. A passage the rules leave alone but
whose score reaches the stored threshold gets a weaker verdict than the rules' (SuspectReason.LEARNED: a
passage for a human first, not a proven attack).

Set-wise and numpy only: each n-gram of every text is hashed once over one code-point array (a rolling
hash, one pass per n), assigned to its sentence or to the joint of two sentences, and the windows' sums
are composed from those parts with ``np.bincount`` (no per-character Python, no text copied per window).

The weights are a committed file (learned.npz beside this module), written by ``python
bench/detector_learned.py export``; the product never trains, and loads the file once per process.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from labeler.domain.suspects import SuspectFlag, SuspectReason, evidence
from labeler.judge.suspects.reading import SEPARATOR, ReadCorpus, View

WEIGHTS = Path(__file__).with_name("learned.npz")
DIMENSION = 1 << 18  # hashed feature columns (a power of two: the column is a mask of the hash)
GRAMS = (2, 3, 4, 5)  # character n-gram lengths
WORDS = False  # hashed words beside the n-grams: read worse on the blind sets, so not read

_BOUNDARY = ord(SEPARATOR)  # between texts in a view: no n-gram crosses it
_SPACE, _NEWLINE = 0x20, 0x0A
_ENDS = np.array([ord(c) for c in ".!?。！？"], dtype=np.uint32)  # a sentence ends here, before a space
_CJK_ENDS = np.array([ord(c) for c in "。！？"], dtype=np.uint32)  # ... or here, with no space after
_PRIMES = np.array([1_000_003, 999_983, 998_197, 997_651, 996_323], dtype=np.uint64)
# n-grams of different lengths hash apart (the salt of length n, kept below 2**64)
_SALTS = {n: np.uint64(n * 0x9E3779B97F4A7C15 % (1 << 64)) for n in range(1, 9)}


@dataclass(frozen=True, slots=True)
class LearnedModel:
    """The stage's weights (one per hashed column), bias and threshold, and what it was trained on."""

    weights: np.ndarray
    bias: float
    threshold: float
    trained_on: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Grams:
    """Every n-gram of a view's texts: its hashed column and its unit (sentence s is unit s; the joint of
    sentences s and s+1, the n-grams that span the space between them, is unit ``sentences + s``)."""

    column: np.ndarray  # int64
    unit: np.ndarray  # int64
    sentences: int
    sentence_start: np.ndarray  # each sentence's first offset in the text
    sentence_end: np.ndarray  # each sentence's end offset (exclusive, its trailing space left out)
    sentence_text: np.ndarray  # each sentence's text (the view's local index)


def _points(text: str) -> np.ndarray:
    """The text's code points (a line break read as a space: a window is one line of prose)."""
    points = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32)
    return np.where(points == _NEWLINE, np.uint32(_SPACE), points)


def grams(text: str, *, whole: bool = False) -> Grams:
    """The n-grams of texts joined by SEPARATOR, each in its unit; ``whole``: each text is one sentence."""
    points = _points(text)
    size = len(points)
    boundary = points == _BOUNDARY
    if whole:
        gap = np.zeros(size, dtype=bool)
        starts = boundary.copy()
    else:
        after_end = np.zeros(size, dtype=bool)
        after_end[1:] = np.isin(points[:-1], _ENDS)
        gap = after_end & (points == _SPACE)  # the space that ends a sentence: in a pair window only
        starts = boundary.copy()
        starts[1:] |= gap[:-1]
        cjk = np.zeros(size, dtype=bool)
        cjk[1:] = np.isin(points[:-1], _CJK_ENDS)
        starts |= cjk & ~gap & ~boundary
    if size:
        starts[0] = True
    sid = np.cumsum(starts) - 1
    text_of = np.cumsum(boundary)
    sentences = int(sid[-1]) + 1 if size else 0
    first = np.flatnonzero(starts)
    # a sentence ends where the next starts, less the space (or boundary) before it
    last = np.append(first[1:], size)
    end = last - gap[last - 1] if size else last  # a sentence's trailing space is not in it
    begin = first + boundary[first]  # a boundary opens its text's first sentence but is not in it
    gaps = np.concatenate(([0], np.cumsum(gap)))
    bounds = np.concatenate(([0], np.cumsum(boundary)))
    columns, units = [], []
    hashed = points.astype(np.uint64)
    for n in range(1, max(GRAMS) + 1):
        if n > 1:  # rolling: the n-gram's hash from the (n-1)-gram's, one pass per length
            if size < n:
                break
            hashed = hashed[:-1] * _PRIMES[n - 2] + points[n - 1 :].astype(np.uint64)
        if n not in GRAMS:
            continue
        count = size - n + 1
        head, tail = sid[:count], sid[n - 1 :]
        inside = (bounds[n : count + n] - bounds[:count]) == 0
        spaces = gaps[n : count + n] - gaps[:count]
        single = (tail == head) & (spaces == 0)
        joint = ((tail == head) & (spaces >= 1)) | ((tail == head + 1) & (spaces <= 1))
        unit = np.where(single, head, np.where(joint, head + sentences, -1))
        keep = inside & (unit >= 0)
        mixed = hashed[keep] + _SALTS[n]
        mixed ^= mixed >> np.uint64(29)
        columns.append((mixed & np.uint64(DIMENSION - 1)).astype(np.int64))
        units.append(unit[keep])
    column = np.concatenate(columns) if columns else np.zeros(0, dtype=np.int64)
    unit = np.concatenate(units) if units else np.zeros(0, dtype=np.int64)
    return Grams(column, unit.astype(np.int64), sentences, begin, end, text_of[first])


@dataclass(frozen=True, slots=True)
class Windows:
    """A view's windows: sentences, then the pairs of sentences in a row within one text."""

    text: np.ndarray  # each window's text (the view's local index)
    start: np.ndarray  # each window's offsets in the view's text
    end: np.ndarray
    first: np.ndarray  # each window's first and last sentence
    last: np.ndarray


def windows_of(found: Grams) -> Windows:
    """The sentence windows and the two-sentence windows (both sentences of the same text)."""
    count = found.sentences
    both = np.flatnonzero(found.sentence_text[:-1] == found.sentence_text[1:]) if count > 1 else np.zeros(0, np.int64)
    first = np.concatenate((np.arange(count), both))
    last = np.concatenate((np.arange(count), both + 1))
    return Windows(found.sentence_text[first], found.sentence_start[first], found.sentence_end[last], first, last)


def window_sums(found: Grams, values: np.ndarray, frame: Windows) -> tuple[np.ndarray, np.ndarray]:
    """Each window's sum of ``values`` (one per n-gram) and its n-gram count, composed from its units."""
    units = 2 * found.sentences
    total = np.bincount(found.unit, weights=values, minlength=units)
    count = np.bincount(found.unit, minlength=units).astype(np.float64)
    pair = frame.first != frame.last
    joint = frame.first + found.sentences
    sums = total[frame.first] + np.where(pair, total[frame.last] + total[joint], 0.0)
    counts = count[frame.first] + np.where(pair, count[frame.last] + count[joint], 0.0)
    return sums, counts


def window_features(found: Grams, frame: Windows) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The windows as sparse rows for training: (window, column, value) per n-gram in each window holding it,
    the value 1/sqrt(the window's n-gram count), as view_scores weighs them."""
    sentences = found.sentences
    pair = np.flatnonzero(frame.first != frame.last)
    opening = np.full(sentences, -1, dtype=np.int64)  # the pair window a sentence opens, or -1
    closing = np.full(sentences, -1, dtype=np.int64)  # the pair window a sentence closes, or -1
    opening[frame.first[pair]] = pair
    closing[frame.last[pair]] = pair
    alone = found.unit < sentences
    sentence = np.where(alone, found.unit, found.unit - sentences)
    rows = [np.where(alone, sentence, opening[sentence])]  # its sentence's window, or the pair it joins
    columns = [found.column]
    for other in (opening, closing):  # a sentence's n-grams are also in the pairs it opens and closes
        held = alone & (other[sentence] >= 0)
        rows.append(other[sentence[held]])
        columns.append(found.column[held])
    row, column = np.concatenate(rows), np.concatenate(columns)
    kept = row >= 0
    row, column = row[kept], column[kept]
    count = np.bincount(row, minlength=len(frame.text)).astype(np.float64)
    return row, column, 1.0 / np.sqrt(np.maximum(count, 1.0))[row]


def view_scores(model: LearnedModel, view: View) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each of the view's texts' score (its highest window's logit) and that window's offsets."""
    texts = len(view.starts)
    found = grams(view.text)
    frame = windows_of(found)
    sums, counts = window_sums(found, model.weights[found.column], frame)
    logits = sums / np.sqrt(np.maximum(counts, 1.0)) + model.bias
    order = np.lexsort((logits, frame.text))  # by text, then logit: each text's last is its best
    best = order[np.flatnonzero(np.append(frame.text[order][1:] != frame.text[order][:-1], True))]
    scores = np.full(texts, model.bias)
    start = np.zeros(texts, dtype=np.int64)
    end = np.zeros(texts, dtype=np.int64)
    owner = frame.text[best]
    scores[owner], start[owner], end[owner] = logits[best], frame.start[best], frame.end[best]
    return scores, start, end


def passage_scores(model: LearnedModel, corpus: ReadCorpus) -> np.ndarray:
    """Each text of the corpus's score: its highest window's logit on the latin view."""
    scores = np.full(corpus.size, model.bias)
    for view in corpus.of("latin"):
        scores[view.corpus_index] = view_scores(model, view)[0]
    return scores


@functools.cache
def load(path: Path = WEIGHTS) -> LearnedModel:
    """The committed model, read once per process (float16 weights widened to float32 for the sums)."""
    with np.load(path, allow_pickle=False) as stored:
        shape = (int(stored["dimension"]), tuple(int(n) for n in stored["grams"]), bool(stored["words"]))
        if shape != (DIMENSION, GRAMS, WORDS):
            raise ValueError(f"{path.name} was written for another reading (dimension, grams, words): {shape}")
        return LearnedModel(stored["weights"].astype(np.float32), float(stored["bias"]), float(stored["threshold"]),
                            tuple(str(name) for name in stored["trained_on"]))


def learned_flags(corpus: ReadCorpus, model: LearnedModel | None = None) -> dict[int, SuspectFlag]:
    """The texts whose score reaches the threshold, by corpus index, each flagged with its highest window."""
    model = model or load()
    flags: dict[int, SuspectFlag] = {}
    for view in corpus.of("latin"):
        scores, start, end = view_scores(model, view)
        for local in np.flatnonzero(scores >= model.threshold).tolist():
            detail = f"learned reader: {scores[local]:.2f} over {model.threshold:.2f}"
            excerpt = view.text[int(start[local]) : int(end[local])]
            flags[int(view.corpus_index[local])] = SuspectFlag(SuspectReason.LEARNED, detail, evidence(excerpt))
    return flags
