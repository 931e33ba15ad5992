"""Held-out set 7 (tests/planted/held_out_v7.py) loads, plants, and holds what was frozen.

Only the set itself is read here: the detector is not run on it (it is measured once, by the
benchmark). The counts pin the frozen set: an edit to it fails this test on purpose.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.planted.corpus import CLEAN_PASSAGES
from tests.planted.generator import POSITIONS, check_lookalikes_apart, check_planted_whole
from tests.planted.held_out_v7 import (
    CLEAN_LOOKALIKES_V7,
    HELD_OUT_V7,
    HELD_OUT_V7_DISGUISED,
    HELD_OUT_V7_PLAIN,
)
from tests.planted.phrasing import CATEGORIES

LANGUAGES_V7 = {"en", "de", "fr", "es", "it", "pt", "nl", "ru", "zh", "ja", "pl", "tr"}


def test_the_frozen_counts_per_language() -> None:
    assert Counter(p.language for p in HELD_OUT_V7_PLAIN) == {
        "en": 25, "de": 6, "fr": 6, "es": 6, "it": 5, "pt": 5, "nl": 5, "ru": 4, "zh": 5, "ja": 4, "pl": 3, "tr": 3,
    }
    assert Counter(p.language for p in HELD_OUT_V7_DISGUISED) == {
        "en": 10, "de": 2, "fr": 2, "es": 2, "it": 1, "pt": 1, "nl": 1, "ru": 1, "zh": 1,
    }
    assert Counter(language for language, _ in CLEAN_LOOKALIKES_V7) == {"en": 8} | dict.fromkeys(
        LANGUAGES_V7 - {"en"}, 1)


def test_the_frozen_counts_per_category() -> None:
    assert Counter(p.category for p in HELD_OUT_V7_PLAIN) == {
        "claim": 16, "command": 19, "override": 15, "role": 13, "format": 14,
    }
    assert Counter(p.category for p in HELD_OUT_V7_DISGUISED) == {
        "claim": 6, "command": 4, "override": 8, "role": 1, "format": 2,
    }


def test_the_set_is_what_the_brief_asked() -> None:
    """At least 60 distinct wordings, a third of them or more not English, every one in a known
    language and category, each asking for the top grade; the whole set is both groups."""
    assert HELD_OUT_V7 == HELD_OUT_V7_PLAIN + HELD_OUT_V7_DISGUISED
    texts = [p.text for p in HELD_OUT_V7]
    assert len(set(texts)) == len(texts) == 98
    assert 3 * sum(p.language != "en" for p in HELD_OUT_V7) >= len(HELD_OUT_V7)
    assert {p.language for p in HELD_OUT_V7} == LANGUAGES_V7
    assert {p.category for p in HELD_OUT_V7} == set(CATEGORIES)
    assert {p.demands for p in HELD_OUT_V7} == {3}
    assert all(p.text == p.text.strip() and p.text for p in HELD_OUT_V7)


def test_the_lookalikes_are_clean_passages_apart_from_the_attacks() -> None:
    check_lookalikes_apart(CLEAN_LOOKALIKES_V7, HELD_OUT_V7, 19, CLEAN_PASSAGES)


@pytest.mark.parametrize("position", POSITIONS)
def test_every_phrasing_plants_whole(position: str) -> None:
    """Planted as the benchmark plants it, each wording is in the passage whole."""
    check_planted_whole(HELD_OUT_V7, CLEAN_PASSAGES, position, seed=7)
