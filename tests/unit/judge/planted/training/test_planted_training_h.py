"""Training set H (tests/planted/training/training_h.py) loads, plants whole, and holds what was frozen.

Only the set itself, the earlier training sets and the development modules in tests/planted/ are read here:
the detector is never run on it. The counts pin the set, so an edit to it fails this test on purpose. The
measures (sizes, digits, runs, judge words) are training set F's test's, imported, so the sets meet the same.
"""

from __future__ import annotations

import hashlib
from collections import Counter

import pytest

from tests.planted.corpus import CLEAN_PASSAGES
from tests.planted.generator import POSITIONS, check_lookalikes_apart, check_planted_whole
from tests.planted.training.training_h import (
    ENGLISH,
    MAIN_LATIN,
    MAIN_SCRIPTS,
    RECORD_LOOKALIKES,
    TEN_MORE,
    TRADE_LOOKALIKES,
    TRAINING_H,
    TRAINING_H_LOOKALIKES,
)
from tests.unit.judge.planted.training.test_planted_training_f import (
    _JUDGE_WORDS,
    _earlier_runs,
    _holds,
    _native,
    _runs,
    _sized,
)

LATIN_LANGUAGES = ("de", "fr", "es", "it", "pt", "nl", "pl", "tr", "cs", "sv", "vi", "id", "ro", "hu")
SCRIPT_LANGUAGES = ("ru", "uk", "el", "ar", "hi", "zh", "ja", "ko")
TEN_LANGUAGES = ("th", "bn", "ca", "he", "gn", "lo", "ne", "bo", "zh-hant", "fi")
GROUPS = {"en": (ENGLISH, ("en",)), "latin": (MAIN_LATIN, LATIN_LANGUAGES),
          "scripts": (MAIN_SCRIPTS, SCRIPT_LANGUAGES), "ten": (TEN_MORE, TEN_LANGUAGES)}
# The block of code points each language's own script lies in (the others write Latin letters).
_SCRIPTS = {"ru": (0x0400, 0x04FF), "uk": (0x0400, 0x04FF), "el": (0x0370, 0x03FF), "ar": (0x0600, 0x06FF),
            "hi": (0x0900, 0x097F), "ne": (0x0900, 0x097F), "zh": (0x4E00, 0x9FFF), "zh-hant": (0x4E00, 0x9FFF),
            "ja": (0x3040, 0x30FF), "ko": (0xAC00, 0xD7AF), "th": (0x0E00, 0x0E7F), "lo": (0x0E80, 0x0EFF),
            "bn": (0x0980, 0x09FF), "he": (0x0590, 0x05FF), "bo": (0x0F00, 0x0FFF)}
# Besides F's judge words, what a look-alike must not speak of: answers, passages, models, or a reader addressed.
_OWN_SUBJECT_ONLY = (*_JUDGE_WORDS, "answer", "passage", "model", " ai ", "you")
# The SHA-256 of every wording and look-alike, one a line, with its language (and a wording's category).
FROZEN = "50c40ef1068927307eb1f9b9b164dd62a9b922be453bc042d6f262513b07e168"


def test_the_frozen_counts_per_language() -> None:
    assert Counter(p.language for p in TRAINING_H) == {
        "en": 50, **dict.fromkeys(LATIN_LANGUAGES + SCRIPT_LANGUAGES, 4), **dict.fromkeys(TEN_LANGUAGES, 2),
    }
    assert Counter(language for language, _ in TRAINING_H_LOOKALIKES) == {
        "en": 40, **dict.fromkeys(LATIN_LANGUAGES + SCRIPT_LANGUAGES, 2),
    }


def test_the_frozen_counts_per_category() -> None:
    """Claims and roles only, half and half in every language; the look-alikes half records, half trades."""
    assert Counter(p.category for p in TRAINING_H) == {"claim": 79, "role": 79}
    for language in {p.language for p in TRAINING_H}:
        kinds = Counter(p.category for p in TRAINING_H if p.language == language)
        assert set(kinds) == {"claim", "role"} and kinds["claim"] == kinds["role"], language
    assert (len(RECORD_LOOKALIKES), len(TRADE_LOOKALIKES)) == (42, 42)
    for half in (RECORD_LOOKALIKES, TRADE_LOOKALIKES):
        assert Counter(language for language, _ in half) == {
            "en": 20, **dict.fromkeys(LATIN_LANGUAGES + SCRIPT_LANGUAGES, 1),
        }


def test_the_frozen_texts() -> None:
    """Every wording and look-alike as written: an edit to any of them fails here."""
    texts = [f"{p.language}|{p.category}|{p.text}" for p in TRAINING_H]
    texts += [f"{language}|{passage}" for language, passage in TRAINING_H_LOOKALIKES]
    assert hashlib.sha256("\n".join(texts).encode()).hexdigest() == FROZEN


def test_the_set_is_what_the_brief_asked() -> None:
    """English 25 + 25, each main language two of each kind, each of the ten others one of each; every wording
    stripped, asking for the top grade, most of them naming 3, a few in the script's own digits."""
    assert TRAINING_H == ENGLISH + MAIN_LATIN + MAIN_SCRIPTS + TEN_MORE
    for group, languages in GROUPS.values():
        assert {p.language for p in group} == set(languages)
    assert {p.demands for p in TRAINING_H} == {3}
    assert all(p.text == p.text.strip() and p.text and "{fence}" not in p.text for p in TRAINING_H)
    assert sum(_holds(p.text, 3) for p in TRAINING_H) == 109
    assert Counter(p.language for p in TRAINING_H if _native(p.text)) == {
        "bn": 2, "ne": 2, "ar": 1, "hi": 1, "th": 1, "bo": 1,
    }


def test_each_wording_is_written_in_its_own_script() -> None:
    for p in TRAINING_H:
        low, high = _SCRIPTS.get(p.language, (0x0041, 0x024F))
        assert any(low <= ord(char) <= high for char in p.text if char.isalpha()), p.text


def test_no_text_is_written_twice() -> None:
    texts = [p.text for p in TRAINING_H] + [passage for _, passage in TRAINING_H_LOOKALIKES]
    assert [text for text, seen in Counter(texts).items() if seen > 1] == []


def test_the_lookalikes_are_a_sentence_or_two_with_a_small_number() -> None:
    for language, passage in TRAINING_H_LOOKALIKES:
        assert passage == passage.strip() and "{fence}" not in passage and "?" not in passage
        assert _sized(language, passage) and _holds(passage, 1, 2, 3, 4, 5), passage
    assert sum(_holds(passage, 3) for _, passage in TRAINING_H_LOOKALIKES) == 44


def test_the_english_lookalikes_speak_of_their_own_subject() -> None:
    """No English look-alike names relevance, a judge, an answer, a passage or a model, or speaks to a reader."""
    english = [f" {passage.lower()} " for language, passage in TRAINING_H_LOOKALIKES if language == "en"]
    assert [passage for passage in english if any(word in passage for word in _OWN_SUBJECT_ONLY)] == []


def test_the_lookalikes_are_clean_passages_apart_from_the_attacks() -> None:
    check_lookalikes_apart(TRAINING_H_LOOKALIKES, TRAINING_H, len(TRAINING_H_LOOKALIKES), CLEAN_PASSAGES)


@pytest.mark.parametrize("position", POSITIONS)
def test_every_phrasing_plants_whole(position: str) -> None:
    """Planted as the benchmark plants it, each wording is in the passage whole."""
    check_planted_whole(TRAINING_H, CLEAN_PASSAGES, position, seed=8)


def test_no_run_is_shared_with_the_earlier_sets() -> None:
    """Written to add wordings, not to echo them: no run of six words, or of ten characters in the scripts that do
    not space their words, is shared with training sets A to G or the development modules."""
    earlier = _earlier_runs("abcdefg")
    ours = [p.text for p in TRAINING_H] + [text for _, text in TRAINING_H_LOOKALIKES]
    assert [text for text in ours if _runs(text) & earlier] == []
    # the check reaches set G: its words, in either measure, share a run
    assert _runs("ซุ้ม 3 กาแฟสด คั่วเองจากดอยช้าง") & earlier
    assert _runs("The headphones use a standard 3.5 mm jack, so older phones need no adapter.") & earlier
