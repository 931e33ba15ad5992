"""Pairs of a judge's concepts in one sentence: features of the learned stage that carry from one language to another.

The learned stage reads character n-grams, so what it learns of a phrasing stays in that phrasing's language: a
request for "the highest grade" in Belarusian shares no n-gram with one in English. A word that names one of the
judge's concepts (cues.base.Concept: grading, the top grade, the reader addressed, the text pointing at itself...)
reads as that concept in every language the rules' vocabularies (cues.VOCABULARIES) or the lexicon
(suspects.lexicon.LEXICON) know, and each pair of concepts a sentence holds is one feature: "please give this
result the highest grade" holds address + deixis + self + top + grading, in English as in Belarusian. Pairs, not
single concepts: a word for "you" or "best" is everywhere in clean text, the pair of a grade and a top grade in
one sentence much less so (single concepts as features read blind sets worse, docs/BENCHMARKS.md).

Words are matched as the rules' vocabulary matches them (Words.matching): a whole word, a stem ("word*") any word
starting so, and an entry in a script written without spaces (reading.FOUND_INSIDE: CJK, and the lexicon's Khmer,
Burmese and Lao; not Thai, matched whole) any word holding it. Entries are brought to the latin view's reading (accents and marks dropped, case folded, Cyrillic
and Greek letters drawn like Latin ones folded). A lexicon entry that is also a frequent English word of another
meaning (Danish "her" for "here", Estonian "see" for "this") is left out: CLASHES_FILE lists them, written by
bench/lexicon_clashes.py.

Set-wise: the words of a text and the gaps between them come from one regex pass (a word's start is the sum of
the lengths before it), each word's concepts from a memo of distinct words (a dict lookup per word, no call), and
the pairs of each sentence from OR-ing its words' concept masks with numpy.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from labeler.judge.suspects.cues import VOCABULARIES, Concept
from labeler.judge.suspects.cues.base import WORD_CHAR, Words, folded
from labeler.judge.suspects.lexicon import LEXICON
from labeler.judge.suspects.reading import FOUND_INSIDE, to_latin

CLASHES_FILE = Path(__file__).with_name("lexicon_clashes.txt")
CONCEPTS = tuple(Concept)
# each unordered pair of concepts (indices into CONCEPTS): a feature of its own
PAIRS = tuple((first, second) for first in range(len(CONCEPTS)) for second in range(first + 1, len(CONCEPTS)))
_WORDS_AND_GAPS = re.compile(f"({WORD_CHAR}+)")  # split: gap, word, gap, ..., gap


def latin_form(entry: str) -> str:
    """A vocabulary entry as the latin view reads the word: marks dropped, case folded, look-alikes folded."""
    return to_latin(folded(entry).casefold())


def pair_column(first: int, second: int, dimension: int) -> int:
    """The hashed column of the pair of concepts ``first`` < ``second`` (a name of its own, hashed apart from the
    n-grams' salted hashes)."""
    name = f"concepts:{CONCEPTS[first].value}+{CONCEPTS[second].value}".encode()
    return (zlib.crc32(name) * 2654435761) % dimension


@cache
def committed_clashes() -> frozenset[tuple[str, str]]:
    """The (language, entry) pairs of the lexicon left out (CLASHES_FILE, read once per process)."""
    lines = CLASHES_FILE.read_text(encoding="utf-8").splitlines()
    kept = (line.partition("\t") for line in lines if line and not line.startswith("#"))
    return frozenset((tag, entry) for tag, _, entry in kept)


@dataclass(frozen=True, slots=True)
class ConceptTable:
    """Vocabularies' entries by how they match (Words.matching's three ways), each with its concepts' mask."""

    whole: dict[str, int]  # a whole word
    stems: dict[str, int]  # "stem*": any word starting so
    inside: tuple[tuple[str, int], ...]  # in a script written without spaces: any word holding it
    longest: int  # the longest stem

    def mask(self, word: str) -> int:
        """The concepts a word (as the latin view reads it) names, as a bit mask over CONCEPTS (0: none)."""
        mask = self.whole.get(word, 0)
        for length in range(1, min(len(word), self.longest) + 1):
            mask |= self.stems.get(word[:length], 0)
        if not word.isascii():
            for part, bit in self.inside:
                if part in word:
                    mask |= bit
        return mask


def concept_table(vocabularies: Iterable[Words]) -> ConceptTable:
    """The table of some vocabularies, their entries brought to the latin view's reading."""
    whole: dict[str, int] = {}
    stems: dict[str, int] = {}
    inside: dict[str, int] = {}
    for words in vocabularies:
        for concept, entries in words.items():
            bit = 1 << CONCEPTS.index(concept)
            for entry in entries:
                word = latin_form(entry)
                table, key = ((inside, word.rstrip("*")) if FOUND_INSIDE.search(word) else
                              (stems, word[:-1]) if word.endswith("*") else (whole, word))
                table[key] = table.get(key, 0) | bit
    return ConceptTable(whole, stems, tuple(inside.items()), max(map(len, stems), default=0))


@cache
def _table() -> ConceptTable:
    """The rules' vocabularies and the lexicon, less its entries that clash with English words."""
    clashes = committed_clashes()
    kept = [{concept: tuple(entry for entry in entries if (tag, entry) not in clashes)
             for concept, entries in words.items()} for tag, words in LEXICON.items()]
    return concept_table([words for _, words in VOCABULARIES] + kept)


def lexicon_entries() -> list[tuple[str, str, Concept, str]]:
    """Test seam: the bench's clash check (bench/lexicon_clashes.py) reads every lexicon entry as (language, entry,
    concept, its latin form)."""
    return [(tag, entry, concept, latin_form(entry)) for tag, words in LEXICON.items()
            for concept, entries in words.items() for entry in entries]


class _Masks(dict[str, int]):
    """Each word's mask, computed once on its first lookup (a dict's own lookup: no call per word once seen)."""

    def __missing__(self, word: str) -> int:
        mask = _table().mask(word)
        if len(word) <= _LONGEST_KEPT:
            self[word] = mask
        return mask


_MASKS = _Masks()
_MASKS_KEPT = 1 << 17  # distinct words remembered before the memo starts again (a long-lived server's bound)
# longer words (a base64 or hex blob is one word) are looked up each time: the bound is then one of memory too,
# not of a count of words each as long as a text
_LONGEST_KEPT = 64
_FIRST = np.array([first for first, _ in PAIRS])
_SECOND = np.array([second for _, second in PAIRS])


def concept_mask(word: str) -> int:
    """Test seam: the concepts a word (as the latin view reads it) names, as a bit mask over CONCEPTS (0: none);
    sentence_pairs reads the memo directly."""
    return _MASKS[word]


def sentence_pairs(text: str, sentence: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(pair index into PAIRS, sentence) for each pair of concepts a sentence of ``text`` holds, once each;
    ``sentence`` gives each code point's sentence (the learned stage's layout)."""
    # the words and the gaps between them in one pass (gap, word, gap, ..., gap): a word's start is the sum of the
    # lengths before it
    parts = _WORDS_AND_GAPS.split(text)
    tokens = parts[1::2]
    if not tokens:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    if len(_MASKS) > _MASKS_KEPT:
        _MASKS.clear()
    starts = np.cumsum(np.fromiter(map(len, parts), dtype=np.int64, count=len(parts)))[0:-1:2]
    masks = np.fromiter(map(_MASKS.__getitem__, tokens), dtype=np.int64, count=len(tokens))
    held = np.flatnonzero(masks)
    if not held.size:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    units = sentence[starts[held]].astype(np.int64)  # in reading order, so each sentence's words are together
    first = np.flatnonzero(np.concatenate(([True], units[1:] != units[:-1])))
    per_sentence = np.bitwise_or.reduceat(masks[held], first)
    bits = (per_sentence[:, None] >> np.arange(len(CONCEPTS))) & 1  # (sentences, concepts)
    owner, pair = np.nonzero(bits[:, _FIRST] & bits[:, _SECOND])  # each pair both of whose concepts a sentence holds
    return pair.astype(np.int64), units[first][owner]
