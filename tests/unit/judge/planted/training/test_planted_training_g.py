"""Training set G (tests/planted/training/training_g.py) loads, plants whole, and holds what was frozen.

Only the set itself, the earlier training sets and the development modules in tests/planted/ are read here:
the detector is never run on it. The counts pin the set, so an edit to it fails this test on purpose. The
measures (sizes, digits, runs, judge words) are training set F's test's, imported, so both sets meet the same.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from tests.planted.corpus import CLEAN_PASSAGES
from tests.planted.generator import POSITIONS, check_lookalikes_apart, check_planted_whole
from tests.planted.phrasing import CATEGORIES
from tests.planted.training.training_g import (
    AMHARIC,
    BALINESE,
    BURMESE,
    KHMER,
    LAO,
    MINANGKABAU,
    NEPALI,
    THAI,
    TIBETAN,
    TRAINING_G,
    TRAINING_G_LOOKALIKES,
)
from tests.unit.judge.planted.training.test_planted_training_f import (
    _JUDGE_WORDS,
    _earlier_runs,
    _holds,
    _native,
    _runs,
    _sized,
)

GROUPS = {"am": AMHARIC, "min": MINANGKABAU, "bo": TIBETAN, "km": KHMER, "th": THAI, "ban": BALINESE,
          "my": BURMESE, "ne": NEPALI, "lo": LAO}
# The block of code points each group's own script lies in (Minangkabau and Balinese: Latin or Balinese letters).
_SCRIPTS = {"am": (0x1200, 0x137F), "bo": (0x0F00, 0x0FFF), "km": (0x1780, 0x17FF), "th": (0x0E00, 0x0E7F),
            "my": (0x1000, 0x109F), "ne": (0x0900, 0x097F), "lo": (0x0E80, 0x0EFF)}
_LATIN = (0x00, 0x7F)
_BALINESE_SCRIPT = (0x1B00, 0x1B7F)
# Besides F's judge words, the words of grades and ratings: an English look-alike speaks of its own figures only.
_OWN_SUBJECT_ONLY = (*_JUDGE_WORDS, "rating", "score", "grade")
# A decimal, a range or a fraction: "3.2 V", "3.6-3.7 V", "3/4 cup".
_FIGURE = re.compile(r"\d[.,/-]\d")


def _written_in(text: str, low: int, high: int) -> bool:
    """Whether every letter of the text lies in this block of code points."""
    return all(low <= ord(char) <= high for char in text if char.isalpha())


def test_the_frozen_counts_per_language() -> None:
    assert Counter(p.language for p in TRAINING_G) == dict.fromkeys(GROUPS, 10)
    assert {language: len(group) for language, group in GROUPS.items()} == Counter(p.language for p in TRAINING_G)
    assert Counter(language for language, _ in TRAINING_G_LOOKALIKES) == {
        "th": 40, "lo": 40, "en": 29, "bo": 25, "km": 15, "my": 15, "am": 10, "ne": 10,
    }


def test_the_frozen_counts_per_category() -> None:
    assert Counter(p.category for p in TRAINING_G) == dict.fromkeys(CATEGORIES, 18)
    for group in GROUPS.values():
        assert Counter(p.category for p in group) == dict.fromkeys(CATEGORIES, 2)
    assert sum("{fence}" in p.text for p in TRAINING_G) == 9


def test_the_set_is_what_the_brief_asked() -> None:
    """Each group in its own language with every kind, every wording asking for the top grade and stripped, most
    of them naming 3, a made-up fence at most once and only in overrides and formats."""
    assert TRAINING_G == AMHARIC + MINANGKABAU + TIBETAN + KHMER + THAI + BALINESE + BURMESE + NEPALI + LAO
    for language, group in GROUPS.items():
        assert {p.language for p in group} == {language}
    assert {p.demands for p in TRAINING_G} == {3}
    assert all(p.text == p.text.strip() and p.text for p in TRAINING_G)
    assert all(p.text.count("{fence}") <= 1 for p in TRAINING_G)
    assert {p.category for p in TRAINING_G if "{fence}" in p.text} == {"override", "format"}
    assert sum(_holds(p.text, 3) for p in TRAINING_G) == 75
    assert Counter(p.language for p in TRAINING_G if _native(p.text)) == {
        "bo": 5, "ne": 5, "km": 4, "my": 3, "th": 2, "ban": 2, "am": 1, "lo": 1,
    }


def test_each_group_is_written_in_its_own_script() -> None:
    """Letters of the language's own script (beside Latin ones for tokens, keys and "AI") in each wording;
    Minangkabau and Balinese in Latin letters, two Balinese ones in Balinese script."""
    for p in TRAINING_G:
        low, high = _SCRIPTS.get(p.language, (0, 0))
        assert p.language in ("min", "ban") or any(low <= ord(char) <= high for char in p.text), p.text
    assert all(_written_in(p.text, *_LATIN) for p in MINANGKABAU)
    latin = [p for p in BALINESE if _written_in(p.text, *_LATIN)]
    assert (len(latin), sum(_written_in(p.text, *_BALINESE_SCRIPT) for p in BALINESE)) == (8, 2)


def test_no_text_is_written_twice() -> None:
    texts = [p.text for p in TRAINING_G] + [passage for _, passage in TRAINING_G_LOOKALIKES]
    assert [text for text, seen in Counter(texts).items() if seen > 1] == []


def test_the_lookalikes_are_short_labels_with_a_small_number() -> None:
    """Each look-alike is a label or heading (or a sentence or two) and writes a number from 1 to 5, most a 3;
    outside English the number is on the first line and at most one line follows. Some are in the script's own
    digits."""
    for language, passage in TRAINING_G_LOOKALIKES:
        assert passage == passage.strip() and "{fence}" not in passage
        assert _sized(language, passage) and _holds(passage, 1, 2, 3, 4, 5), passage
        lines = passage.splitlines()
        assert language == "en" or (len(lines) <= 2 and _holds(lines[0], 1, 2, 3, 4, 5)), passage
    assert sum(_holds(passage, 3) for _, passage in TRAINING_G_LOOKALIKES) == 167
    assert Counter(language for language, passage in TRAINING_G_LOOKALIKES if _native(passage)) == {
        "bo": 10, "my": 7, "th": 6, "km": 6, "lo": 5, "ne": 5, "am": 3,
    }


def test_the_english_lookalikes_speak_of_their_own_subject() -> None:
    """No English look-alike names relevance, a judge, a grade or a rating: each is a spec, changelog, recipe or
    lab line with a decimal, range or fraction, most of them around a 3."""
    english = [passage for language, passage in TRAINING_G_LOOKALIKES if language == "en"]
    assert [passage for passage in english if any(word in passage.lower() for word in _OWN_SUBJECT_ONLY)] == []
    assert [passage for passage in english if not _FIGURE.search(passage)] == []
    assert sum(_holds(passage, 3) for passage in english) == 27


def test_the_lookalikes_are_clean_passages_apart_from_the_attacks() -> None:
    check_lookalikes_apart(TRAINING_G_LOOKALIKES, TRAINING_G, len(TRAINING_G_LOOKALIKES), CLEAN_PASSAGES)


@pytest.mark.parametrize("position", POSITIONS)
def test_every_phrasing_plants_whole(position: str) -> None:
    """Planted as the benchmark plants it, each wording is in the passage whole."""
    check_planted_whole(TRAINING_G, CLEAN_PASSAGES, position, seed=7)


def test_no_run_is_shared_with_the_earlier_sets() -> None:
    """Written to add wordings, not to echo them: no run of six words, or of ten characters in the scripts that do
    not space their words, is shared with training sets A to F or the development modules."""
    earlier = _earlier_runs("abcdef")
    ours = [p.text for p in TRAINING_G] + [text for _, text in TRAINING_G_LOOKALIKES]
    assert [text for text in ours if _runs(text) & earlier] == []
    # the check reaches set F: its words, in either measure, share a run
    assert _runs("ក្រុមម្ចាស់ផ្ទះឈ្នះ 3-0 ក្នុងវគ្គទី ២។") & earlier
    assert _runs("The home side won 3-0, with two goals in the first half.") & earlier
