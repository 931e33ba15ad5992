"""Search snippets: a window around the first match that opens and closes between words."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from labeler.storage.queue.snippets import SNIPPET_CHARS, snippet

WORDS = st.lists(st.text("abcdé", min_size=1, max_size=12), min_size=1, max_size=40)


def test_a_short_text_is_whole_and_whitespace_collapsed():
    assert snippet("a  sourdough\n\tstarter", ["starter"]) == "a sourdough starter"


def test_the_window_opens_and_closes_between_words_around_the_match():
    text = " ".join(f"word{i:02}" for i in range(40)) + " sourdough " + " ".join(f"tail{i:02}" for i in range(40))
    shown = snippet(text, ["sourdough"])
    assert shown.startswith("…word") and shown.endswith("…") and "sourdough" in shown
    assert all(w in text.split() for w in shown.strip("…").split())
    assert len(shown) <= SNIPPET_CHARS + 2


def test_a_match_inside_a_word_shows_that_word_whole():
    text = "x" * 70 + " a sourdough starter " + "y" * 70
    assert "sourdough" in snippet(text, ["dough"]).split()


def test_letters_whose_lower_case_is_longer_do_not_shift_the_window():
    text = "İ" * 30 + " " + " ".join(["İstanbul"] * 20) + " sourdough " + "tail " * 20
    assert "sourdough" in snippet(text, ["sourdough"]).split()


def test_only_a_word_wider_than_the_window_is_cut():
    url = "https://example.com/" + "a" * 200
    shown = snippet(f"see {url} now", ["now"])
    assert shown.endswith("now") and shown.startswith("…")


@given(WORDS, st.integers(0, 39))
def test_every_shown_word_is_whole_and_the_match_is_shown(words, pick):
    text = " ".join(words)
    needle = words[pick % len(words)]
    shown = snippet(text, [needle.lower()])
    assert needle.lower() in shown.lower()
    assert all(word in words for word in shown.strip("…").split())
    assert shown.startswith("…") == (not text.startswith(shown.strip("…")))
