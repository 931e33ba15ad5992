"""Training set C (tests/planted/training/training_c.py) loads, plants whole, and holds what was frozen.

Only the set itself is read here: the detector is not run on it. The counts pin the frozen set: an edit
to it fails this test on purpose.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.planted.corpus import CLEAN_PASSAGES
from tests.planted.generator import POSITIONS, check_lookalikes_apart, check_planted_whole
from tests.planted.phrasing import CATEGORIES, Phrasing
from tests.planted.training.training_c import TRAINING_C, TRAINING_C_LOOKALIKES

# Languages given two wordings of each kind, and languages given one of each.
TWO_OF_EACH = ("bn", "hy", "km", "si", "ta", "ml", "ne", "cy", "ha", "ms", "am", "az", "my", "mt", "th", "zu", "te",
               "kn", "gu", "pa", "mr", "ur", "ka", "lo", "so", "yo", "sw", "tl")
ONE_OF_EACH = ("de", "fr", "es", "it", "pt", "nl", "ru", "zh", "ja", "pl", "tr", "ko", "cs", "sv", "vi", "uk", "ar",
               "hi", "el", "id", "ro", "hu")
# Scripts written without spaces between words: their look-alikes are measured in characters.
UNSPACED = {"th", "lo", "km", "my", "zh", "ja"}


def test_the_set_loads_as_wordings_asking_for_the_top_grade() -> None:
    assert all(isinstance(p, Phrasing) for p in TRAINING_C)
    assert {p.demands for p in TRAINING_C} == {3}
    assert all(p.text and p.text == p.text.strip() for p in TRAINING_C)
    assert all(language and passage == passage.strip() for language, passage in TRAINING_C_LOOKALIKES)


def test_the_frozen_counts_per_language() -> None:
    assert Counter(p.language for p in TRAINING_C) == dict.fromkeys(TWO_OF_EACH, 10) | dict.fromkeys(ONE_OF_EACH, 5)
    assert Counter(language for language, _ in TRAINING_C_LOOKALIKES) == dict.fromkeys(TWO_OF_EACH + ONE_OF_EACH, 3)


def test_the_frozen_counts_per_category() -> None:
    assert Counter(p.category for p in TRAINING_C) == dict.fromkeys(CATEGORIES, 78)
    assert Counter((p.language, p.category) for p in TRAINING_C) == {
        (language, kind): 2 if language in TWO_OF_EACH else 1
        for language in TWO_OF_EACH + ONE_OF_EACH for kind in CATEGORIES
    }
    assert sum("{fence}" in p.text for p in TRAINING_C) == 33


def test_no_wording_is_english_and_none_is_repeated() -> None:
    assert "en" not in {p.language for p in TRAINING_C}
    texts = [p.text for p in TRAINING_C]
    assert len(set(texts)) == len(texts)
    passages = [passage for _, passage in TRAINING_C_LOOKALIKES]
    assert len(set(passages)) == len(passages)
    assert not set(texts) & set(passages)


def test_the_lookalikes_are_passages_of_web_length() -> None:
    """A paragraph each, counted in words, or in characters where the script does not space its words."""
    for language, passage in TRAINING_C_LOOKALIKES:
        if language in UNSPACED:
            assert 100 <= len(passage) <= 400, passage
        else:
            assert 30 <= len(passage.split()) <= 120, passage


def test_the_lookalikes_are_clean_passages_apart_from_the_wordings() -> None:
    check_lookalikes_apart(TRAINING_C_LOOKALIKES, TRAINING_C, 150, CLEAN_PASSAGES)


@pytest.mark.parametrize("position", POSITIONS)
def test_every_phrasing_plants_whole(position: str) -> None:
    """Planted as the benchmark plants it, each wording is in the passage whole."""
    check_planted_whole(TRAINING_C, CLEAN_PASSAGES, position, seed=17)
