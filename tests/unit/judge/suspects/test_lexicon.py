"""The lexicon's word lists keep their conventions (labeler.judge.suspects.lexicon's docstring): the languages asked
for and none with a cue module, every concept, one word an entry, lower case, stems long enough, short words only
where a language's everyday "you", "this" or "here" is short, whole words in scripts without spaces."""

from __future__ import annotations

import unicodedata

import pytest

from labeler.judge.suspects.cues.base import Concept, Words
from labeler.judge.suspects.lexicon import LEXICON

# The languages the lexicon is for, in their order of priority.
TAGS = ("tl bn ur ta ca cy ms sw ka bg no az hr mr et is lv sl sr hy mt ne si zu da eu ga gl mk sq yo am kk sk uz ha "
        "so pa te ml km my lt af kn gu lo tk as be eo lb fy br bs la jv ku mn yi ht tg tt gd oc ast mi xh sm ig ps "
        "or ky fo su ceb mg qu ug co yue sco nds rm sc rw sn haw").split()
# The languages with a cue module of their own (labeler.judge.suspects.cues): their words live there.
WITH_CUES = "en es fr de zh ru it pt nl ja pl tr cs sv vi uk ko ar hi id ro hu el fi he fa th".split()
# Written without spaces between words: whole words only, found inside a run.
UNSPACED = {"km", "my", "lo", "yue"}
# Where a word of one or two letters is allowed (whole): the everyday "you", "this", "here".
SHORT_ALLOWED = {Concept.ADDRESS, Concept.DEIXIS}
MOST_EMPTY = 2
MOST_ENTRIES = 10
LEAST_STEM = 4

# Frozen: an edit to a list changes a count here on purpose, so it is made knowingly.
LANGUAGES = 88
ENTRIES = {
    "tl": 81, "ms": 80, "jv": 75, "su": 72, "ceb": 75, "km": 57, "my": 50, "lo": 50, "bn": 77, "ur": 79, "ta": 69,
    "mr": 75, "ne": 71, "si": 62, "pa": 70, "te": 71, "ml": 69, "kn": 66, "gu": 69, "as": 61, "or": 60, "ca": 78,
    "gl": 80, "ast": 77, "oc": 76, "co": 72, "sc": 68, "rm": 66, "la": 82, "eo": 79, "eu": 74, "mt": 77, "cy": 85,
    "ga": 73, "gd": 59, "br": 55, "no": 83, "da": 80, "is": 79, "fo": 68, "af": 78, "lb": 70, "fy": 68, "sco": 75,
    "nds": 67, "et": 78, "lv": 74, "lt": 80, "hr": 78, "bs": 72, "sl": 77, "sk": 81, "sq": 73, "bg": 79, "mk": 75,
    "sr": 94, "be": 75, "kk": 73, "ky": 68, "tg": 68, "tt": 66, "mn": 66, "ka": 71, "hy": 70, "az": 71, "uz": 65,
    "tk": 60, "ku": 61, "ug": 58, "ps": 71, "sw": 87, "zu": 77, "yo": 59, "am": 67, "ha": 59, "so": 71, "xh": 73,
    "ig": 50, "mg": 58, "rw": 73, "sn": 69, "yi": 80, "ht": 62, "qu": 51, "mi": 61, "sm": 50, "haw": 45, "yue": 83,
}


def _letters(text: str) -> int:
    """The letters of text (not its marks: a vowel sign or an accent is part of a letter)."""
    return sum(unicodedata.category(char).startswith("L") for char in text)


def _alphabetic(word: str) -> bool:
    """Whether a word is written in Latin, Cyrillic or Greek letters, where short words are too common to weigh."""
    return any(unicodedata.category(char).startswith("L")
               and unicodedata.name(char, "").startswith(("LATIN", "CYRILLIC", "GREEK")) for char in word)


def problems(tag: str, words: Words) -> list[str]:
    """What in a language's word lists breaks the lexicon's conventions, one line each (none: it keeps them)."""
    found = []
    if tag not in TAGS or tag in WITH_CUES:
        found.append(f"{tag}: not a language of the lexicon")
    if set(words) != set(Concept):
        found.append(f"{tag}: concepts {sorted(set(Concept) ^ set(words))} missing or extra")
    if sum(not entries for entries in words.values()) > MOST_EMPTY:
        found.append(f"{tag}: more than {MOST_EMPTY} concepts empty")
    for concept, entries in words.items():
        if len(entries) > MOST_ENTRIES:
            found.append(f"{tag} {concept}: {len(entries)} entries")
        if len(set(entries)) != len(entries):
            found.append(f"{tag} {concept}: an entry twice")
        for entry in entries:
            word = entry.removesuffix("*")
            where = f"{tag} {concept} {entry!r}"
            if entry != entry.lower():
                found.append(f"{where}: not lower case")
            if not word or not all(unicodedata.category(char)[0] in "LM" for char in word):
                found.append(f"{where}: not one word of letters (a space, a sign, or * inside)")
            if entry.endswith("*") and (tag in UNSPACED or _letters(word) < LEAST_STEM):
                found.append(f"{where}: a stem in a script without spaces, or shorter than {LEAST_STEM} letters")
            if tag in UNSPACED and len(word) < 2:
                found.append(f"{where}: one character, part of too many words")
            if (_alphabetic(word) and _letters(word) <= 2
                    and (concept not in SHORT_ALLOWED or entry.endswith("*"))):
                found.append(f"{where}: one or two letters, and not the everyday you, this or here")
    return found


@pytest.mark.parametrize("tag", sorted(LEXICON))
def test_each_language_keeps_the_conventions(tag: str) -> None:
    """Every language's lists keep the conventions."""
    assert problems(tag, LEXICON[tag]) == []


def test_the_languages_are_those_asked_for_and_none_with_cues() -> None:
    """The lexicon holds languages of the list only, none that has a cue module, and the count frozen."""
    assert set(LEXICON) <= set(TAGS)
    assert not set(LEXICON) & set(WITH_CUES)
    assert len(LEXICON) == LANGUAGES


def test_entry_counts_are_frozen() -> None:
    """Each language's count of entries is as frozen (an edit fails here until the count is updated)."""
    assert {tag: sum(map(len, words.values())) for tag, words in LEXICON.items()} == ENTRIES


def test_the_check_catches_a_bad_list() -> None:
    """The same check fails a list built to break each convention, so the passing tests above mean something."""
    bad: Words = {concept: ("good",) for concept in Concept}
    bad[Concept.RELEVANCE] = ("Relevant", "two words", "rel*", "ab")
    bad[Concept.GRADING] = ("note", "note")
    bad[Concept.ADDRESS] = ("du*",)
    found = problems("tl", bad)
    assert any("'Relevant': not lower case" in line for line in found)
    assert any("'two words': not one word" in line for line in found)
    assert any("'rel*': a stem" in line for line in found)
    assert any("'ab': one or two letters" in line for line in found)
    assert any("grading: an entry twice" in line for line in found)
    assert any("'du*'" in line for line in found)
    assert problems("en", {concept: ("good",) for concept in Concept}) == ["en: not a language of the lexicon"]
    assert any("a stem in a script without spaces" in line for line in problems("yue", {**bad, Concept.TOP: ("最高*",)}))
    gaps: Words = {concept: () for concept in Concept}
    assert any("more than 2 concepts empty" in line for line in problems("tl", gaps))
