"""Training set b (tests/planted/training/training_b.py) loads, plants whole, keeps its look-alikes apart and holds what
was frozen.

Only the set itself is read here: the detector is not run on it. The counts pin the frozen set: an edit to it
fails this test on purpose.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.planted.corpus import CLEAN_PASSAGES
from tests.planted.generator import POSITIONS, check_lookalikes_apart, check_planted_whole
from tests.planted.phrasing import CATEGORIES
from tests.planted.training.training_b import TRAINING_B, TRAINING_B_LOOKALIKES

# The languages the brief asked eight wordings of (Serbian once per script).
EIGHT_EACH = ("hr", "is", "lv", "mr", "mt", "ta", "ur", "zu", "th", "he", "fa", "bn", "sr", "sr-Latn", "ka", "hy",
              "am", "km", "my", "si", "ne")
FIVE_EACH = ("fi", "da", "no", "ms", "tl", "sw", "ca", "bg", "sk", "lt", "et", "sl", "af", "eu", "gl", "cy", "ga",
             "sq", "mk", "az", "uz", "kk", "yo", "ha", "ig", "so", "ps", "ku", "pa", "gu", "te", "kn", "ml", "or",
             "lo", "mn", "tg", "ky", "be", "bs", "lb", "fo", "eo", "la", "jv", "su", "ceb", "ht", "mg", "qu", "tt",
             "ug", "yi", "fy", "br", "co")
# The languages already in the main training sets' share; none of them is written here.
MAIN_LANGUAGES = {"en", "de", "fr", "es", "it", "pt", "nl", "ru", "zh", "ja", "pl", "tr", "ko", "cs", "sv", "vi",
                  "uk", "ar", "hi", "el", "id", "ro", "hu"}
# Scripts written without spaces between words: their look-alikes are measured in characters.
UNSPACED = {"th", "km", "my", "lo"}


def test_the_frozen_counts_per_language() -> None:
    assert Counter(p.language for p in TRAINING_B) == dict.fromkeys(EIGHT_EACH, 8) | dict.fromkeys(FIVE_EACH, 5)
    assert Counter(language for language, _ in TRAINING_B_LOOKALIKES) == dict.fromkeys(
        ("hr", "ur", "ta", "th", "he", "fa", "bn", "fi", "da", "lv"), 2) | {"is": 3} | dict.fromkeys(
        ("mr", "mt", "zu", "sr", "sr-Latn", "ka", "hy", "am", "km", "si", "ne", "no", "ms", "tl", "sw", "ca", "bg",
         "sk", "lt", "et", "sl", "af", "eu", "gl", "cy", "sq", "mk", "az", "kk", "be", "eo", "ga", "uz", "yo", "ha",
         "te", "ml", "pa", "ps", "mn", "la", "jv", "ku", "tg", "ceb"), 1)


def test_the_frozen_counts_per_category() -> None:
    assert Counter(p.category for p in TRAINING_B) == {
        "claim": 98, "command": 98, "override": 77, "role": 77, "format": 98,
    }


def test_the_set_is_what_the_brief_asked() -> None:
    """Many languages beyond the main ones, every kind in each, the top grade asked for everywhere, no wording
    twice, and a made-up fence asked for somewhere."""
    languages = {p.language for p in TRAINING_B}
    assert len(languages) >= 60 and not languages & MAIN_LANGUAGES
    assert {(p.language, p.category) for p in TRAINING_B} == {(lang, kind) for lang in languages for kind in CATEGORIES}
    assert {p.demands for p in TRAINING_B} == {3}
    texts = [p.text for p in TRAINING_B]
    assert len(set(texts)) == len(texts)
    assert all(text == text.strip() and text for text in texts)
    assert any("{fence}" in text for text in texts)


def test_the_lookalikes_are_passages_of_the_set_languages() -> None:
    """Enough of them, in many of the set's languages, each a passage of web length (counted in characters where
    words are not spaced)."""
    languages = {language for language, _ in TRAINING_B_LOOKALIKES}
    assert len(TRAINING_B_LOOKALIKES) >= 50 and len(languages) >= 25
    assert languages <= {p.language for p in TRAINING_B}
    for language, passage in TRAINING_B_LOOKALIKES:
        if language in UNSPACED:
            assert 100 <= len(passage) <= 800, passage
        else:
            assert 30 <= len(passage.split()) <= 120, passage


def test_the_lookalikes_are_clean_passages_apart_from_the_attacks() -> None:
    check_lookalikes_apart(TRAINING_B_LOOKALIKES, TRAINING_B, 68, CLEAN_PASSAGES)


@pytest.mark.parametrize("position", POSITIONS)
def test_every_phrasing_plants_whole(position: str) -> None:
    """Planted as the benchmark plants it, each wording is in the passage whole."""
    check_planted_whole(TRAINING_B, CLEAN_PASSAGES, position, seed=16)
