"""Passages stuffed with the query's words: counts of the query's words, set-wise per query.

A judge over-grades a passage that repeats the query's words, relevant or not. Natural passages
that answer a query repeat its main word, rarely every word of it many times, and never the query
as a block. The query's words are its words as read (reading.py), less STOPWORDS and single
characters and numbers, each reduced by stem() (``conditions``, ``conditioning`` and ``condition``
are one word). A query that joins topic words by a hyphen or a slash (``private-sector``, ``s/p``)
has a second set of words, with those apart (single letters kept: they are what was joined): a
stuffer plants them either way, and either set's rules flag. A pair is flagged when one of RULES
holds (k: the query's distinct words):

- ``block``: a run of at least max(BLOCK_MIN, 2k) of the passage's words (stopwords skipped) are
  all query words: the query repeated, or its words appended (a one-word query thrice in a row);
- ``every word thrice``: k >= 2 and every query word occurs at least EVERY_MIN times;
- ``every word twice, dense``: k >= 3, every query word at least twice, and query words make up
  at least DENSE_SHARE of the passage's words.

One verbatim copy of the query in an unrelated passage, or each query word planted twice, is not
told apart from a relevant passage this way: docs/JUDGE_SAFETY.md gives the measured recall per
rate. Scripts written without spaces (Chinese) are not counted.

Set-wise: the passages' words are numbered once (reading.Words); each query's pairs are counted
with numpy over the words of their passages gathered at once, one Python step per query and view.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from labeler.domain.suspects import SuspectFlag, SuspectReason, evidence
from labeler.judge.suspects.reading import ReadCorpus, View, read_corpus

BLOCK_MIN = 3
EVERY_MIN = 3
DENSE_SHARE = 0.15
# A hyphen or a slash joining two words of a query: read as a space too (_term_sets).
_COMPOUND = re.compile(r"(?<=\w)[-/](?=\w)")
RULES = ("block", "every word thrice", "every word twice, dense")

# Words that carry no topic, in the languages the detector reads (case folded, accents dropped).
STOPWORDS = frozenset(
    """a about above after again all also am an and any are as at be been being before below between both but by can
    could did do does doing down during each few for from further had has have having he her here hers herself him
    himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or
    other our ours out over own same she should so some such than that the their theirs them then there these they
    this those through to too under until up very was we were what when where which while who whom why will with
    would you your yours el la los las un una unos unas de del y o que en es por para con se su al lo le les des du
    et ou est pour avec dans sur une der die das ein eine und oder ist den dem zu mit von auf fur im""".split()
)


def stem(word: str) -> str:
    """Harman's S-stemmer (-ies to -y, -es to -e, -s dropped, not after u or s, nor in short words),
    after -ing is dropped from words of seven letters or more (not from ``bring`` or ``string``)."""
    if len(word) > 6 and word.endswith("ing"):
        word = word[:-3]
    if len(word) > 3:
        if word.endswith("ies") and not word.endswith(("eies", "aies")):
            return word[:-3] + "y"
        if word.endswith("es") and not word.endswith(("aes", "ees", "oes")):
            return word[:-1]
        if word.endswith("s") and not word.endswith(("us", "ss")):
            return word[:-1]
    return word


@dataclass(frozen=True, slots=True)
class _Stems:
    """Every word read, as a stem number, shared by the queries and the passages."""

    numbers: dict[str, int]

    def of(self, vocab: Sequence[str]) -> np.ndarray:
        """The stem number of each word."""
        numbers = self.numbers
        return np.fromiter((numbers.setdefault(stem(word), len(numbers)) for word in vocab), dtype=np.int64,
                           count=len(vocab))

    def stop_mask(self) -> np.ndarray:
        """True at the stem numbers of STOPWORDS (and of any number past them: none is a stopword)."""
        mask = np.zeros(len(self.numbers), dtype=bool)
        for word in STOPWORDS:
            number = self.numbers.get(stem(word))
            if number is not None:
                mask[number] = True
        return mask


def _query_terms(queries: ReadCorpus, stems: _Stems, *, letters: bool = False) -> list[np.ndarray]:
    """Each query's distinct topic words, as stem numbers in query order (single letters too if
    letters)."""
    shortest = 1 if letters else 2
    terms: list[np.ndarray] = [np.zeros(0, dtype=np.int64) for _ in range(queries.size)]
    for view in queries.of("latin"):
        words = view.words
        keep = np.fromiter((len(w) >= shortest and not w.isdigit() and w not in STOPWORDS for w in words.vocab), dtype=bool,
                           count=len(words.vocab))
        stem_of = stems.of(words.vocab)
        for local in range(len(view.starts)):
            ids = words.ids[words.text == local]
            ids = ids[keep[ids]]
            terms[int(view.corpus_index[local])] = np.asarray(list(dict.fromkeys(stem_of[ids].tolist())), dtype=np.int64)
    return terms


def _ranges(starts: np.ndarray, ends: np.ndarray) -> np.ndarray:
    """The concatenation of range(start, end) for each pair of bounds."""
    lengths = ends - starts
    total = int(lengths.sum())
    if not total:
        return np.zeros(0, dtype=np.int64)
    offsets: np.ndarray = np.repeat(starts - np.concatenate(([0], np.cumsum(lengths)[:-1])), lengths)
    positions: np.ndarray = np.arange(total, dtype=np.int64) + offsets
    return positions


@dataclass(frozen=True, slots=True)
class _Counts:
    """What the rules read about a query's pairs (arrays over the pairs)."""

    words: np.ndarray  # the passage's words
    hits: np.ndarray  # its words that are query words
    fewest: np.ndarray  # the smallest count of a query word
    run: np.ndarray  # the longest run of query words, stopwords skipped
    counts: np.ndarray  # pairs x terms


def _count(view: View, locals_: np.ndarray, term_stems: np.ndarray, stem_of: np.ndarray,
           stop: np.ndarray) -> _Counts:
    words = view.words
    bounds = np.searchsorted(words.text, np.arange(len(view.starts) + 1))
    starts, ends = bounds[locals_], bounds[locals_ + 1]
    positions = _ranges(starts, ends)
    pair = np.repeat(np.arange(locals_.size), ends - starts)
    stems = stem_of[words.ids[positions]]
    k = term_stems.size
    lookup = np.full(max(int(stems.max(initial=0)), int(term_stems.max(initial=0))) + 1, -1, dtype=np.int64)
    lookup[term_stems] = np.arange(k)
    term = lookup[stems]
    hit = term >= 0
    counts = np.bincount(pair[hit] * k + term[hit], minlength=locals_.size * k).reshape(locals_.size, k)
    content = ~stop[np.minimum(stems, stop.size - 1)] | (stems >= stop.size)
    c_pair, c_hit = pair[content], hit[content]
    run = np.zeros(locals_.size, dtype=np.int64)
    if c_hit.any():
        new = c_hit & ~np.r_[False, c_hit[:-1] & (c_pair[1:] == c_pair[:-1])]
        run_id = np.cumsum(new) - 1
        lengths = np.bincount(run_id[c_hit])
        np.maximum.at(run, c_pair[new], lengths)
    return _Counts(ends - starts, counts.sum(axis=1), counts.min(axis=1), run, counts)


def _flag(counts: _Counts, row: int, k: int, terms: list[str], rule: str) -> SuspectFlag:
    share = counts.hits[row] / max(int(counts.words[row]), 1)
    detail = (f"{rule}: query words are {share:.0%} of the passage, each of its {k} at least "
              f"{int(counts.fewest[row])} times, {int(counts.run[row])} in a row")
    pieces = [f"{word} ×{int(n)}" for word, n in zip(terms, counts.counts[row].tolist(), strict=True)]
    return SuspectFlag(SuspectReason.STUFFING, detail, evidence(" · ".join(pieces)))


def _term_sets(queries: Sequence[str], stems: _Stems) -> list[list[np.ndarray]]:
    """Each query's term sets: its words as read, and, when it joins topic words by a hyphen or a
    slash, the same with those words apart (``private-sector`` reads ``privatesector``, a stuffer
    writes ``private sector``). Apart, single letters count (``s/p`` as ``s`` and ``p``): they are
    what was joined."""
    joined = _query_terms(read_corpus(queries), stems)
    split = [_COMPOUND.sub(" ", query) for query in queries]
    apart = _query_terms(read_corpus(split), stems, letters=True)
    return [[whole, parts] if text != query and parts.size > whole.size else [whole]
            for query, text, whole, parts in zip(queries, split, joined, apart, strict=True)]


def stuffing_flags(passages: ReadCorpus, queries: Sequence[str], pair_query: np.ndarray,
                   pair_passage: np.ndarray) -> dict[int, SuspectFlag]:
    """The stuffing flag of every pair (index into queries, passage index into the corpus) that has
    one, by pair index."""
    stems = _Stems({})
    terms = _term_sets(queries, stems)
    views = passages.of("latin")
    stem_of = [stems.of(view.words.vocab) for view in views]
    stop = stems.stop_mask()
    names = {number: word for word, number in stems.numbers.items()}
    view_of = np.full(passages.size, -1, dtype=np.int64)
    local_of = np.full(passages.size, -1, dtype=np.int64)
    for index, view in enumerate(views):
        view_of[view.corpus_index] = index
        local_of[view.corpus_index] = np.arange(view.corpus_index.size)
    flags: dict[int, SuspectFlag] = {}
    done = np.zeros(pair_query.size, dtype=bool)
    order = np.argsort(pair_query, kind="stable")
    bounds = np.flatnonzero(np.r_[True, pair_query[order][1:] != pair_query[order][:-1], True])
    for first, last in zip(bounds[:-1].tolist(), bounds[1:].tolist(), strict=True):
        pairs = order[first:last]
        for term_stems in terms[int(pair_query[pairs[0]])]:
            k = term_stems.size
            if not k:
                continue
            words = [names[number] for number in term_stems.tolist()]
            for index, view in enumerate(views):
                mine = pairs[view_of[pair_passage[pairs]] == index]
                mine = mine[~done[mine]]  # flagged by the query's other term set
                if not mine.size:
                    continue
                counts = _count(view, local_of[pair_passage[mine]], term_stems, stem_of[index], stop)
                share = counts.hits / np.maximum(counts.words, 1)
                rules = (
                    counts.run >= max(BLOCK_MIN, 2 * k),
                    (counts.fewest >= EVERY_MIN) & (k >= 2),
                    (counts.fewest >= 2) & (share >= DENSE_SHARE) & (k >= 3),
                )
                for row in np.flatnonzero(np.logical_or.reduce(rules)).tolist():
                    rule = next(name for name, fired in zip(RULES, rules, strict=True) if fired[row])
                    flags[int(mine[row])] = _flag(counts, row, k, words, rule)
                    done[mine[row]] = True
    return flags
