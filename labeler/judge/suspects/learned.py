"""A learned second stage: a logistic regression over hashed character n-grams of the rules' own reading.

It reads the rules' latin view (reading.read_corpus: case and accents folded, disguises undone), never the raw
text, and never a text twice. A passage is cut into windows (each sentence, and each two in a row; a sentence of
one short word and numbers, a heading's "Step 3.", is read with its neighbour); a window's logit
is the bias plus its features' weights summed over the square root of their count: its n-grams, and each pair of
the judge's concepts a sentence of it names (concept_pairs: what is learned in one language carries to another). A
passage's score is its highest window's; one the rules leave alone whose score reaches the stored threshold gets a
weaker verdict (SuspectReason.LEARNED: a passage for a human first, not a proven attack).

Two bars, one score: clean text in other languages is scarce beside TREC DL's English passages, so a window that
does not read as English (``english``) clears the threshold plus the stored margin, and one not written in the
Latin alphabet (``latin_script``) its own script margin, set apart because DL's Latin windows that are not English
(lists, names) set the first (docs/JUDGE_SAFETY.md). Margins are at least 0, so only windows at or over the
threshold are asked their language (window_language.py), all of a chunk's at once; infinite margins read English
windows only.

Set-wise and numpy only: each n-gram is hashed once (a rolling hash, one pass per n) and summed into its sentence or
the joint of two with ``np.bincount``. The weights are a committed file (learned.npz, written by ``python
bench/detector_learned.py export``); the product never trains and loads it once per process.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from labeler.domain.suspects import SuspectFlag, SuspectReason, evidence
from labeler.judge.suspects import concept_pairs
from labeler.judge.suspects.reading import (PHRASES_SPACED, SEPARATOR, SYLLABLE_ENDS, SYLLABLES_SPACED, UNSPACED_RANGES,
                                            ReadCorpus, View)
# a window's language (window_language.py), its public names read from here too
from labeler.judge.suspects.window_language import FUNCTION_WORDS as FUNCTION_WORDS
from labeler.judge.suspects.window_language import OTHER_SCRIPT_SHARE as OTHER_SCRIPT_SHARE
from labeler.judge.suspects.window_language import english as english
from labeler.judge.suspects.window_language import foreign_margin, foreign_margins, script_or
from labeler.judge.suspects.window_language import latin_script as latin_script

WEIGHTS = Path(__file__).with_name("learned.npz")
DIMENSION = 1 << 18  # hashed feature columns (a power of two: the column is a mask of the hash)
GRAMS = (2, 3, 4, 5)  # character n-gram lengths
WORDS = False  # hashed words beside the n-grams: not read (docs/BENCHMARKS.md, the learned stage)
CONCEPTS = True  # each pair of the judge's concepts a sentence holds, a feature beside the n-grams (concept_pairs)

SHORT_WORDS, SHORT_LETTERS = 1, 12  # a sentence of at most this many words and letters: read with its neighbour
MAX_WORDS = 16  # a sentence longer than this many words is cut into the fewest parts of at most this many, equal in size (0: never cut)
CHUNK_CHARS = 1 << 13  # text read at once when scoring: bounds the stage's working memory, whatever the batch
_BOUNDARY = ord(SEPARATOR)  # between texts in a view: no n-gram crosses it
_SPACE, _NEWLINE = 0x20, 0x0A
# a sentence's own end marks: CJK's, the danda, Urdu's, Arabic's question mark, Armenian's, Ethiopic's, Khmer's...
_MARKS = "。！？।॥۔؟։።፧។။།"


def _table(chars: str) -> np.ndarray:
    """A lookup table of code points: True at each of chars, False past them (read by every code point beyond it).
    One gather per text, where np.isin would pass over the text once per character."""
    table = np.zeros(max(map(ord, chars)) + 2, dtype=bool)
    table[[ord(char) for char in chars]] = True
    return table


def _among(points: np.ndarray, table: np.ndarray) -> np.ndarray:
    """Whether each code point is one of the table's."""
    found: np.ndarray = table[np.minimum(points, len(table) - 1)]
    return found


_ENDS = _table(".!?" + _MARKS)  # a sentence ends here, before a space
_MARK_ENDS = _table(_MARKS)  # ... or at a mark, with no space after
_WORDLESS = _table("0123456789 .,;:!?()[]-–—*#•/\"'" + _MARKS + SYLLABLE_ENDS)  # no word in these
# combining marks (an NFKD accent, a Thai tone): part of a letter's word, never a letter (past the basic plane: letters)
_COMBINING = np.array([unicodedata.category(chr(point))[0] == "M" for point in range(0x10001)])
# the scripts written without spaces between words (reading's one table), those of the basic plane looked up
_UNSPACED = np.zeros(0x10001, dtype=bool)  # the last entry, past the basic plane, stays False
for _low, _high in UNSPACED_RANGES:
    _UNSPACED[_low:min(_high, 0xFFFF) + 1] = True
for _low, _high in (*PHRASES_SPACED, SYLLABLES_SPACED):  # a run (a syllable) counts one word in the join
    _UNSPACED[_low:_high + 1] = False
_ASTRAL_UNSPACED = tuple((low, high) for low, high in UNSPACED_RANGES if high > 0xFFFF)


def _unspaced(points: np.ndarray) -> np.ndarray:
    """Whether each code point is of a script written without spaces between words or phrases."""
    found = _among(points, _UNSPACED)
    for low, high in _ASTRAL_UNSPACED:
        found |= (points >= low) & (points <= high)
    return found


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
    margin: float = np.inf  # taken off the logit of a Latin window that does not read as English (inf: not read)
    script_margin: float | None = None  # ... of one not in the Latin alphabet (None: the margin; inf: not read)

    def margins(self) -> tuple[float, float]:
        """The margins off a window not in English: in the Latin alphabet, and in another script."""
        return self.margin, script_or(self.margin, self.script_margin)


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
    points = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    return np.where(points == _NEWLINE, np.uint32(_SPACE), points)


@dataclass(frozen=True, slots=True)
class _Layout:
    """Where a text's sentences are: per code point its sentence, and running counts of sentence-ending
    spaces and of boundaries (an n-gram's share of either is a difference of two)."""

    points: np.ndarray
    sentence: np.ndarray  # int32: each code point's sentence (a sentence-ending space is its sentence's)
    gaps: np.ndarray  # int32, one longer than points: sentence-ending spaces before each offset
    bounds: np.ndarray  # int32, likewise: boundaries before each offset
    sentences: int
    begin: np.ndarray
    end: np.ndarray
    text: np.ndarray


def _cut_long(points: np.ndarray, starts: np.ndarray, gap: np.ndarray, boundary: np.ndarray) -> None:
    """Cut each sentence of more than MAX_WORDS words into the fewest parts of at most MAX_WORDS words, as equal in
    size as can be, in place: a note glued to a long sentence is read in a window of at most twice MAX_WORDS words,
    not diluted by the whole, and no part is a tail of a word or two whose few n-grams would score as a note."""
    inner = (points == _SPACE) & ~gap
    count = np.cumsum(inner, dtype=np.int64)  # inner spaces up to and including each offset
    first = np.flatnonzero(starts)
    before = count[first] - inner[first]  # inner spaces before each sentence
    owner = np.cumsum(starts) - 1
    within = count - before[owner]
    words = (np.append(before[1:], count[-1]) - before + 1)[owner]  # each offset's sentence: its inner spaces + 1
    parts = -(-words // MAX_WORDS)
    # the j-th inner space ends a part where floor(j * parts / words) steps up: parts of words/parts words each
    cut = inner & (within > 0) & ((within * parts) // words != ((within - 1) * parts) // words)
    cut[-1] = False
    cut[:-1] &= ~boundary[1:] & (points[1:] != _SPACE)  # a part starts at a word, in the same text
    gap |= cut
    starts[1:] |= cut[:-1]


def _join_short(points: np.ndarray, starts: np.ndarray, gap: np.ndarray, boundary: np.ndarray) -> None:
    """A sentence of at most SHORT_WORDS words of at most SHORT_LETTERS letters in all (a list's "3.", a heading's
    "Step 3." or "Chapter 3.", a lone "!!") runs on into the next of its text, a text's last into the one before (in
    place): alone, its few n-grams would score alike in every passage numbering its steps, chapters or figures, or
    ending in "3.". Each character of a script written without spaces counts as a word (reading's table): a run of that
    script's short sentences would otherwise run on into one window, never cut (_cut_long cuts at spaces). Thai and
    Lao runs count one word each (reading.PHRASES_SPACED): their spaces part phrases, and no full stop ends them;
    Tibetan's syllables count one each (reading.SYLLABLES_SPACED). A combining mark after a letter is part of its word,
    and no mark counts as a letter (one after a non-letter, a keycap's after its digit, still opens a word)."""
    letter = ~_among(points, _WORDLESS) & ~boundary
    opens = letter.copy()
    opens[1:] &= ~letter[:-1]
    letter &= ~_among(points, _COMBINING)
    opens |= letter & _unspaced(points)  # in a script written without spaces, each character is a word
    words = np.zeros(len(points) + 1, dtype=np.int64)  # words begun before each offset
    np.cumsum(opens, out=words[1:])
    letters = np.zeros(len(points) + 1, dtype=np.int64)  # letters before each offset
    np.cumsum(letter, out=letters[1:])
    for backward in (False, True):
        first = np.flatnonzero(starts)
        opens_text = np.append(boundary[first] | (first == 0), True)  # each sentence opens its text; and the end
        after = np.append(first[1:], len(points))
        short = (words[after] - words[first] <= SHORT_WORDS) & (letters[after] - letters[first] <= SHORT_LETTERS)
        joined = first[short & opens_text[1:] & ~opens_text[:-1]] if backward \
            else first[1:][short[:-1] & ~opens_text[1:-1]]
        starts[joined], gap[joined - 1] = False, False


def _layout(text: str, whole: bool) -> _Layout:
    points = _points(text)
    size = len(points)
    boundary = points == _BOUNDARY
    starts = boundary.copy()
    gap = np.zeros(size, dtype=bool)
    if not whole and size:
        gap[1:] = _among(points[:-1], _ENDS) & (points[1:] == _SPACE)  # in a pair window only
        starts[1:] |= gap[:-1]
        starts[1:] |= _among(points[:-1], _MARK_ENDS) & ~gap[1:] & ~boundary[1:]
    if size:
        starts[0] = True
    if not whole and size:
        _join_short(points, starts, gap, boundary)
    if not whole and MAX_WORDS and size:
        _cut_long(points, starts, gap, boundary)
    sentence = np.cumsum(starts, dtype=np.int32) - 1
    first = np.flatnonzero(starts)
    last = np.append(first[1:], size)
    end = last - gap[last - 1] if size else last  # a sentence's trailing space is not in it
    begin = first + boundary[first]  # a boundary opens its text's first sentence but is not in it
    gaps = np.zeros(size + 1, dtype=np.int32)
    np.cumsum(gap, out=gaps[1:])
    bounds = np.zeros(size + 1, dtype=np.int32)
    np.cumsum(boundary, out=bounds[1:])
    return _Layout(points, sentence, gaps, bounds, len(first), begin, end, bounds[first + 1])


def _repeated(points: np.ndarray, n: int) -> np.ndarray:
    """(len - n + 1,) whether each n-gram occurs again one or two code points on ("-----", "-=-=-="): a run repeats
    its n-grams, and counted each time they would grow a window's logit with the run's square root until a row of
    dashes in a clean page scores like a note; each run counts its n-grams once. Runs of a period of three or more
    ("=-+=-+") are counted as any text is."""
    count = len(points) - n + 1
    again = np.zeros(count, dtype=bool)
    for period in (1, 2):
        if count - period <= 0:
            continue
        same = np.zeros(len(points), dtype=np.int64)
        same[: len(points) - period] = points[:-period] == points[period:]
        run = np.concatenate([[0], np.cumsum(same)])  # same[i..i+n-1] all true <=> the n-gram recurs at i + period
        again[: count - period] |= (run[n : n + count - period] - run[: count - period]) == n
    return again


def _each_gram(layout: _Layout) -> Iterator[tuple[np.ndarray, np.ndarray]]:
    """Each n-gram length's (column, unit) arrays: the n-grams inside one text and one window's reach, a run's
    repeats counted once (``_repeated``)."""
    points, sentence, gaps, bounds = layout.points, layout.sentence, layout.gaps, layout.bounds
    size, sentences = len(points), np.int32(layout.sentences)
    hashed = points.astype(np.uint64)
    for n in range(2, max(GRAMS) + 1):
        if size < n:
            return
        # rolling, in place: the n-gram's hash from the (n-1)-gram's, one pass per length
        hashed = hashed[:-1]
        hashed *= _PRIMES[n - 2]
        np.add(hashed, points[n - 1 :], out=hashed)
        if n not in GRAMS:
            continue
        count = size - n + 1
        head, tail = sentence[:count], sentence[n - 1 :]
        spaces = gaps[n:] - gaps[:count]
        same = tail == head
        # in one sentence and no sentence-ending space: the sentence's; else the joint with the next, if it
        # reaches no further than the next sentence (over one space at most) and stays in one text
        unit = head + sentences * (~same | (spaces > 0))
        keep = (same | ((tail == head + 1) & (spaces <= 1))) & (bounds[n:] == bounds[:count]) & ~_repeated(points, n)
        unit = unit[keep]
        mixed = hashed[keep]
        del spaces, same, keep  # a generator's locals live while its caller sums: only what it yields stays
        mixed += _SALTS[n]
        mixed ^= mixed >> np.uint64(29)
        mixed &= np.uint64(DIMENSION - 1)
        column = mixed.astype(np.int32)
        del mixed
        yield column, unit


_PAIR_COLUMNS = np.array([concept_pairs.pair_column(first, second, DIMENSION)
                          for first, second in concept_pairs.PAIRS], dtype=np.int32)


def _every_feature(layout: _Layout, text: str) -> Iterator[tuple[np.ndarray, np.ndarray]]:
    """_each_gram's (column, unit) arrays, then the concept pairs' (each in its sentence's unit) if CONCEPTS."""
    yield from _each_gram(layout)
    if CONCEPTS and len(layout.points):
        pairs, sentence = concept_pairs.sentence_pairs(text, layout.sentence)
        if pairs.size:
            yield _PAIR_COLUMNS[pairs], sentence


def grams(text: str, *, whole: bool = False) -> Grams:
    """The n-grams (and concept pairs) of texts joined by SEPARATOR, each in its unit; ``whole``: each text is one
    sentence."""
    layout = _layout(text, whole)
    found = list(_every_feature(layout, text))
    column = np.concatenate([c for c, _ in found]).astype(np.int64) if found else np.zeros(0, dtype=np.int64)
    unit = np.concatenate([u for _, u in found]).astype(np.int64) if found else np.zeros(0, dtype=np.int64)
    return Grams(column, unit, layout.sentences, layout.begin, layout.end, layout.text)


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


def window_features(found: Grams, frame: Windows) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Test seam: the windows as sparse rows for bench/detector_learned.py's training, (window, column, value) per
    n-gram in each window holding it, the value 1/sqrt(the window's n-gram count), as view_scores weighs them."""
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


def _chunk_scores(model: LearnedModel, text: str, texts: int, gate: float | None = None, margin: float = np.inf,
                  script_margin: float | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """view_scores over some whole texts of a view: each n-gram length's weights summed into its units at once
    (the (column, unit) arrays of one length are all a call holds), then composed into windows. ``gate``: the
    windows whose logit reaches it lose ``margin`` unless they read as English (``english``, read for those alone),
    ``script_margin`` instead if they are not in the Latin alphabet (None: ``margin``)."""
    layout = _layout(text, whole=False)
    units = 2 * layout.sentences
    total = np.zeros(units)
    count = np.zeros(units)
    for column, unit in _every_feature(layout, text):
        total += np.bincount(unit, weights=model.weights[column], minlength=units)
        count += np.bincount(unit, minlength=units)
    frame = windows_of(Grams(np.zeros(0, np.int64), np.zeros(0, np.int64), layout.sentences, layout.begin,
                             layout.end, layout.text))
    pair = frame.first != frame.last
    joint = frame.first + layout.sentences
    sums = total[frame.first] + np.where(pair, total[frame.last] + total[joint], 0.0)
    counts = count[frame.first] + np.where(pair, count[frame.last] + count[joint], 0.0)
    logits = sums / np.sqrt(np.maximum(counts, 1.0)) + model.bias
    if gate is not None:
        over = np.flatnonzero(logits >= gate)
        if over.size:  # the chunk's language is read only where a window reaches the gate
            logits[over] -= foreign_margins(text, frame.start[over], frame.end[over], margin,
                                            script_or(margin, script_margin))
    order = np.lexsort((logits, frame.text))  # by text, then logit: each text's last is its best
    best = order[np.flatnonzero(np.append(frame.text[order][1:] != frame.text[order][:-1], True))] if len(order) \
        else order
    scores = np.full(texts, model.bias)
    start = np.zeros(texts, dtype=np.int64)
    end = np.zeros(texts, dtype=np.int64)
    owner = frame.text[best]
    scores[owner], start[owner], end[owner] = logits[best], frame.start[best], frame.end[best]
    return scores, start, end


def view_scores(model: LearnedModel, view: View, gate: float | None = None, margin: float = np.inf,
                script_margin: float | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each of the view's texts' score (its highest window's logit; with ``gate``, a window reaching it that does
    not read as English loses ``margin``, all of it by default, or ``script_margin`` if it is not in the Latin
    alphabet and that is given) and that window's offsets in the view's text, read
    CHUNK_CHARS of text at a time (whole texts: a long one alone) so memory stays bounded."""
    texts = len(view.starts)
    scores = np.full(texts, model.bias)
    start = np.zeros(texts, dtype=np.int64)
    end = np.zeros(texts, dtype=np.int64)
    bounds = np.append(view.starts, len(view.text) + 1)  # each text's start, and where the next would start
    first = 0
    while first < texts:
        # the texts from ``first`` that fit in a chunk (at least one)
        last = max(first + 1, int(np.searchsorted(bounds, bounds[first] + CHUNK_CHARS, side="right")) - 1)
        last = min(last, texts)
        offset = int(bounds[first])
        part = view.text[offset : int(bounds[last]) - 1]
        found = _chunk_scores(model, part, last - first, gate, margin, script_margin)
        scores[first:last], start[first:last], end[first:last] = found[0], found[1] + offset, found[2] + offset
        first = last
    return scores, start, end


def passage_scores(model: LearnedModel, corpus: ReadCorpus, gate: float | None = None, margin: float = np.inf,
                   script_margin: float | None = None) -> np.ndarray:
    """Test seam: each text of the corpus's score, its highest window's logit on the latin view (the bench and the
    tests read scores; the product reads flags). ``gate``, ``margin`` and ``script_margin``: as view_scores (a gate
    of -inf: every window read, the score the highest of English windows' logits and others' less their margin, as
    the product flags)."""
    scores = np.full(corpus.size, model.bias)
    for view in corpus.of("latin"):
        scores[view.corpus_index] = view_scores(model, view, gate, margin, script_margin)[0]
    return scores


@functools.cache
def load(path: Path = WEIGHTS) -> LearnedModel:
    """The committed model, read once per process (float16 weights widened to float32 for the sums)."""
    with np.load(path, allow_pickle=False) as stored:
        # a file without the concepts' flag was written before they were read
        concepts = bool(stored["concepts"]) if "concepts" in stored.files else False
        shape = (int(stored["dimension"]), tuple(int(n) for n in stored["grams"]), bool(stored["words"]), concepts)
        if shape != (DIMENSION, GRAMS, WORDS, CONCEPTS):
            raise ValueError(f"{path.name} was written for another reading (dimension, grams, words, concepts): "
                             f"{shape}")
        # a file without a margin reads English windows only; one without a script margin has one margin for all
        margin = float(stored["margin"]) if "margin" in stored.files else np.inf
        script_margin = float(stored["script_margin"]) if "script_margin" in stored.files else None
        if margin < 0 or (script_margin is not None and script_margin < 0):
            # the gate reads only windows at or over the threshold: a negative margin would raise ones under it
            raise ValueError(f"{path.name} has a negative margin ({margin}, {script_margin})")
        return LearnedModel(stored["weights"].astype(np.float32), float(stored["bias"]), float(stored["threshold"]),
                            tuple(str(name) for name in stored["trained_on"]), margin, script_margin)


def learned_flags(corpus: ReadCorpus, model: LearnedModel | None = None) -> dict[int, SuspectFlag]:
    """The texts with a window whose logit reaches the threshold (plus its alphabet's margin if it does not read as
    English), by corpus index, each flagged with its highest such window."""
    model = model or load()
    margin, script_margin = model.margins()
    flags: dict[int, SuspectFlag] = {}
    for view in corpus.of("latin"):
        scores, start, end = view_scores(model, view, model.threshold, margin, script_margin)
        for local in np.flatnonzero(scores >= model.threshold).tolist():
            excerpt = view.text[int(start[local]) : int(end[local])]
            detail = f"learned reader: {scores[local]:.2f} over {model.threshold:.2f}"
            if not english(excerpt):  # the score shown is the window's logit less its margin
                detail += f" (not English: its score less {foreign_margin(excerpt, margin, script_margin):.2f})"
            flags[int(view.corpus_index[local])] = SuspectFlag(SuspectReason.LEARNED, detail, evidence(excerpt))
    return flags
