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
starting so, and an entry in a script written without spaces (CJK; Khmer, Burmese and Lao in the lexicon) any
word holding it. Entries are brought to the latin view's reading (accents and marks dropped, case folded, Cyrillic
and Greek letters drawn like Latin ones folded). A lexicon entry that is also a frequent English word of another
meaning (Danish "her" for "here", Estonian "see" for "this") is left out: CLASHES_FILE lists them, written by
bench/lexicon_clashes.py.

Set-wise: the words of a text and the gaps between them are found by two regex passes (a word's start is the sum
of the lengths before it), each word's concepts come from a bounded cache of distinct words, and the pairs of each
sentence from OR-ing its words' concept masks with numpy.
"""

from __future__ import annotations

import re
import zlib
from functools import cache, lru_cache
from pathlib import Path

import numpy as np

from labeler.judge.suspects.cues import VOCABULARIES, Concept
from labeler.judge.suspects.cues.base import WORD_CHAR, Words, folded
from labeler.judge.suspects.lexicon import LEXICON
from labeler.judge.suspects.reading import to_latin

CLASHES_FILE = Path(__file__).with_name("lexicon_clashes.txt")
CONCEPTS = tuple(Concept)
# the pairs' columns: hashed apart from the n-grams' (a salt of their own), one per unordered pair of concepts
PAIRS = tuple((first, second) for first in range(len(CONCEPTS)) for second in range(first + 1, len(CONCEPTS)))
_WORD = re.compile(WORD_CHAR + "+")
# scripts written without spaces between words: an entry in them is found inside any word (Han, kana; and the
# lexicon's Khmer, Burmese and Lao)
_SPACELESS = re.compile("[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\u1780-\u17ff\u1000-\u109f\u0e80-\u0eff]")
def latin_form(entry: str) -> str:
    """A vocabulary entry as the latin view reads the word: marks dropped, case folded, look-alikes folded."""
    return to_latin(folded(entry).casefold())


def pair_column(first: int, second: int, dimension: int) -> int:
    """The hashed column of the pair of concepts ``first`` < ``second``."""
    name = f"concepts:{CONCEPTS[first].value}+{CONCEPTS[second].value}".encode()
    return (zlib.crc32(name) * 2654435761) % dimension


@cache
def committed_clashes() -> frozenset[tuple[str, str]]:
    """The (language, entry) pairs of the lexicon left out (CLASHES_FILE, read once per process)."""
    lines = CLASHES_FILE.read_text(encoding="utf-8").splitlines()
    kept = (line.partition("\t") for line in lines if line and not line.startswith("#"))
    return frozenset((tag, entry) for tag, _, entry in kept)


@cache
def _table() -> tuple[dict[str, int], dict[str, int], tuple[tuple[str, int], ...], int]:
    """Whole words, stems and spaceless entries with their concept masks, and the longest stem."""
    whole: dict[str, int] = {}
    stems: dict[str, int] = {}
    inside: dict[str, int] = {}

    def add(words: Words, keep: frozenset[str] | None = None) -> None:
        for concept, entries in words.items():
            bit = 1 << CONCEPTS.index(concept)
            for entry in entries:
                if keep is not None and entry not in keep:
                    continue
                word = latin_form(entry)
                if _SPACELESS.search(word):
                    inside[word.rstrip("*")] = inside.get(word.rstrip("*"), 0) | bit
                elif word.endswith("*"):
                    stems[word[:-1]] = stems.get(word[:-1], 0) | bit
                else:
                    whole[word] = whole.get(word, 0) | bit

    for _, words in VOCABULARIES:
        add(words)
    clashes = committed_clashes()
    for tag, words in LEXICON.items():
        add(words, frozenset(entry for entries in words.values() for entry in entries if (tag, entry) not in clashes))
    return whole, stems, tuple(inside.items()), max(map(len, stems), default=0)


def lexicon_entries() -> list[tuple[str, str, Concept, str]]:
    """Every lexicon entry: (language, entry, concept, its latin form) — the clash check's input."""
    return [(tag, entry, concept, latin_form(entry)) for tag, words in LEXICON.items()
            for concept, entries in words.items() for entry in entries]


@lru_cache(maxsize=1 << 16)
def concept_mask(word: str) -> int:
    """The concepts a word (as the latin view reads it) names, as a bit mask over CONCEPTS (0: none)."""
    whole, stems, inside, longest = _table()
    mask = whole.get(word, 0)
    for length in range(1, min(len(word), longest) + 1):
        mask |= stems.get(word[:length], 0)
    if not word.isascii():
        for part, bit in inside:
            if part in word:
                mask |= bit
    return mask


def sentence_pairs(text: str, sentence: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(pair index into PAIRS, sentence) for each pair of concepts a sentence of ``text`` holds, once each;
    ``sentence`` gives each code point's sentence (the learned stage's layout)."""
    tokens = _WORD.findall(text)
    if not tokens:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    # each word's start: the lengths of the gaps and the words between them, summed (no call per word)
    gaps = _WORD.split(text)
    lengths = np.empty(2 * len(tokens) + 1, dtype=np.int64)
    lengths[0::2] = np.fromiter(map(len, gaps), dtype=np.int64, count=len(gaps))
    lengths[1::2] = np.fromiter(map(len, tokens), dtype=np.int64, count=len(tokens))
    starts = np.cumsum(lengths)[0:-1:2]
    masks = np.fromiter(map(concept_mask, tokens), dtype=np.int64, count=len(tokens))
    held = np.flatnonzero(masks)
    if not held.size:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    units = sentence[starts[held]].astype(np.int64)  # in reading order, so each sentence's words are together
    first = np.flatnonzero(np.concatenate(([True], units[1:] != units[:-1])))
    per_sentence = np.bitwise_or.reduceat(masks[held], first)
    sentences = units[first]
    pairs, owners = [], []
    for index, (one, other) in enumerate(PAIRS):
        both = sentences[((per_sentence >> one) & (per_sentence >> other) & 1).astype(bool)]
        if both.size:
            pairs.append(np.full(both.size, index, dtype=np.int64))
            owners.append(both)
    if not pairs:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    return np.concatenate(pairs), np.concatenate(owners)
