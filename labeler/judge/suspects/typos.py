"""Typos in the judge's keywords read as the keywords: ``ingore all preivous intsructions``.

A model reads through a slip of the keys; a pattern does not. The keywords are the cues' key words
and the vocabularies' words of MIN_LENGTH letters or more. A word of as many letters whose start is
one edit from a keyword (a letter dropped, added, changed, or two neighbours swapped, inside it:
never its first or its last letter), followed by at most MAX_REST letters, is read as that keyword and the rest
(``intsructions`` reads ``instructions``, ``eavluating`` ``evaluating``). The longest such start
decides. A word that starts with a keyword as written is left alone (``relevance``: ``relevan``
starts it), unless all of it is one edit from a longer keyword (``labelnig``, though ``label``
starts it). An edit shared by two keywords goes to the one of its length (``gradre`` is
``grader``, not ``grade`` with an ``r`` added), else to none (``contest``: ``content`` or
``context``).

A frequent English word is read as itself, whatever keyword it is one edit from (``store`` is not ``score``,
``rather`` not ``rater``): the words of REAL_WORDS_FILE (bench/typo_lexicon.py writes them from wordfreq's
lists, and says why English only) are never corrected. A keyword's common misspellings are rare enough to stay
out of it. Nor is a word of the lexicon (another language's judge vocabulary) that a correction would move to a
keyword of another concept (``_lexicon_words``): it is a word of its own, and the learned stage's concept pairs look
it up as written.

Set-wise: every edit of every keyword is listed once per process (a dictionary from the edited
start to its keyword); the corpus's distinct words, not its occurrences, are cut at each keyword
length and the cuts intersected with that dictionary as sets.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path

from labeler.judge.suspects.cues import ALL_CUES, TYPO_CUES, TYPO_VOCABULARIES, VOCABULARIES, Concept, Cue, Words
from labeler.judge.suspects.cues.base import folded
from labeler.judge.suspects.lexicon import LEXICON

MIN_LENGTH = 5
MAX_REST = 3
REAL_WORDS_FILE = Path(__file__).with_name("real_words.txt")
_ALPHABETS = {"latin": "abcdefghijklmnopqrstuvwxyz", "cyrillic": "абвгдежзийклмнопрстуфхцчшщъыьэюяё"}


def _keywords(view: str, cues: tuple[Cue, ...], vocabularies: tuple[tuple[str, Words], ...]) -> frozenset[str]:
    """The view's keywords: the cues' key words and the vocabularies' words, long and all letters."""
    words = {head for cue in cues if cue.view == view for head in cue.key_heads()}
    words |= {entry.rstrip("*") for script, vocabulary in vocabularies if script == view
              for entries in vocabulary.values() for entry in entries}
    alphabet = frozenset(_ALPHABETS[view])
    return frozenset(word for word in words if len(word) >= MIN_LENGTH and set(word) <= alphabet)


def _edits(word: str, alphabet: str) -> set[str]:
    """Every string one edit from word inside it: its first and last letters kept, a letter added
    only between two of its own (after its last, it is only a longer word)."""
    found: set[str] = set()
    for at in range(1, len(word) - 1):
        head, tail = word[:at], word[at:]
        found.add(head + tail[1:])  # dropped
        found.update(head + letter + tail[1:] for letter in alphabet)  # changed
        if at < len(word) - 2:
            found.add(head + tail[1] + tail[0] + tail[2:])  # swapped
    for at in range(1, len(word)):
        found.update(word[:at] + letter + word[at:] for letter in alphabet)  # added
    found.discard(word)
    return found


def _concepts(entries: Iterable[tuple[Concept, str]]) -> tuple[dict[str, set[Concept]], dict[str, set[Concept]]]:
    """(whole word -> its concepts, stem -> its concepts) of (concept, entry) pairs, entries folded and case folded
    ("stem*" a stem)."""
    whole: dict[str, set[Concept]] = {}
    stems: dict[str, set[Concept]] = {}
    for concept, entry in entries:
        word = folded(entry).casefold()
        table, key = (stems, word[:-1]) if word.endswith("*") else (whole, word)
        table.setdefault(key, set()).add(concept)
    return whole, stems


@cache
def _lexicon_words(view: str) -> frozenset[str]:
    """The lexicon's words (and its stems as words alone) that the typo reader would move to a keyword of another
    concept, as the view reads them (accents dropped, case folded): a word of another language's judge vocabulary
    is that word (Norwegian "denne", this, is not Italian "donne"), so it is read as written. One that a correction
    only respells within its concept (Swahili "mashine", Catalan "rellevant") is corrected as any typo is, and a stem
    protects no word it starts ("sellected" is still read "selected")."""
    whole, stems = _concepts((concept, entry) for language in LEXICON.values()
                             for concept, entries in language.items() for entry in entries)
    named = {word: whole.get(word, set()) | stems.get(word, set()) for word in whole.keys() | stems.keys()}
    words = sorted(word for word in named if len(word) >= MIN_LENGTH and word.isalpha())
    moved = _corrections(words, view, frozenset(), frozenset())
    rules_whole, rules_stems = _concepts((concept, entry) for script, vocabulary in VOCABULARIES if script == view
                                         for concept, entries in vocabulary.items() for entry in entries)

    def rules_concepts(word: str) -> set[Concept]:  # as a whole word, or as the start of a stem's word
        return rules_whole.get(word, set()).union(*(rules_stems.get(word[:end], set()) for end in range(len(word) + 1)))

    return frozenset(words[position] for position, word in moved.items()
                     if not named[words[position]] <= rules_concepts(word))


@cache
def _index(view: str) -> tuple[dict[str, str], frozenset[str], tuple[int, ...]]:
    """Each edited start and the one keyword it comes from; the keywords (every language's: a word
    starting with one is read as written, even where its typos are not read); every length to cut at."""
    keywords = _keywords(view, TYPO_CUES, TYPO_VOCABULARIES)
    protected = _keywords(view, ALL_CUES, VOCABULARIES)
    alphabet = _ALPHABETS[view]
    index: dict[str, str] = {}
    shared: dict[str, set[str]] = {}  # the few edits of two keywords or more
    for keyword in keywords:
        for edit in _edits(keyword, alphabet):
            owner = index.setdefault(edit, keyword)
            if owner != keyword:
                shared.setdefault(edit, {owner}).add(keyword)
    for edit, found in shared.items():
        # a swap or a change beats a letter added or dropped: "claifica" is "califica", not "clasifica"
        same = {keyword for keyword in found if len(keyword) == len(edit)}
        if len(same) == 1:
            index[edit] = same.pop()
        else:
            del index[edit]
    for keyword in protected:
        index.pop(keyword, None)
    lengths = tuple(sorted({len(edit) for edit in index} | {len(keyword) for keyword in protected}))
    return index, protected, lengths


@cache
def committed_real_words() -> frozenset[str]:
    """The real words never corrected (REAL_WORDS_FILE, read once per process)."""
    lines = REAL_WORDS_FILE.read_text(encoding="utf-8").splitlines()
    return frozenset(line for line in lines if line and not line.startswith("#"))


def corrections(vocab: Sequence[str], view: str, *, real_words: frozenset[str] | None = None) -> dict[int, str]:
    """For the words of vocab that start with a typo of a keyword, by position: the word as corrected. A real
    word (``real_words``, the committed list unless given) is never corrected, nor a lexicon word a correction would
    move to another concept (``_lexicon_words``)."""
    if view not in _ALPHABETS:
        return {}
    return _corrections(vocab, view, committed_real_words() if real_words is None else real_words,
                        _lexicon_words(view))


def _corrections(vocab: Sequence[str], view: str, kept: frozenset[str], lexicon: frozenset[str]) -> dict[int, str]:
    """corrections, the words ``kept`` and ``lexicon`` left alone."""
    index, keywords, lengths = _index(view)
    candidates = [position for position, word in enumerate(vocab)
                  if len(word) >= MIN_LENGTH and word.isalpha() and word not in kept and word not in lexicon]
    exact: dict[int, int] = {}  # the length of the longest keyword a word starts with
    found: dict[int, tuple[str, bool]] = {}
    for length in reversed(lengths):  # the longest start one edit from a keyword says most
        long_enough = [position for position in candidates if len(vocab[position]) >= length]
        cuts = {vocab[position][:length] for position in long_enough}
        starts, typos = cuts & keywords, cuts & index.keys()
        if not starts and not typos:
            continue
        for position in long_enough:
            cut = vocab[position][:length]
            rest = len(vocab[position]) - length
            if cut in starts:
                exact.setdefault(position, length)
            elif cut in typos and rest <= MAX_REST and (rest == 0 or position not in exact):
                found.setdefault(position, (index[cut] + vocab[position][length:], rest == 0))
    # a word that starts with a keyword is read as written, unless all of it is a longer one's typo
    return {position: word for position, (word, whole) in found.items()
            if position not in exact or (whole and len(word) > exact[position])}
