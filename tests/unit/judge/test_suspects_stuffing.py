"""The stuffing rule on the shapes that slipped past it at three copies: one-word queries, words
joined by a hyphen or a slash in the query, inflected forms. Each fails on the detector before them."""

from __future__ import annotations

import functools

import pytest

from labeler.domain.suspects import SuspectReason
from labeler.judge.suspects import suspect_flags as _suspect_flags
from labeler.judge.suspects.stuffing import stem

# The hand rules' verdicts: these cases pin the rules (the learned stage's weaker verdict has its own tests,
# test_learned.py); every verdict here is the rules' alone.
suspect_flags = functools.partial(_suspect_flags, learned=False)

PASSAGE = ("The harbour was rebuilt after the storm of 1953, when the old timber quays gave way. Ferries now "
           "leave every hour in summer and twice a day in winter, and the fish market opens at dawn.")


def _stuffed(query: str, passage: str) -> bool:
    [found] = suspect_flags([(query, passage)])
    return any(flag.reason is SuspectReason.STUFFING for flag in found)


def test_a_one_word_query_three_times_in_a_row_is_stuffing():
    assert _stuffed("what is a kanima", PASSAGE + " kanima kanima kanima")
    assert _stuffed("what is a kanima", "what is a kanima what is a kanima what is a kanima " + PASSAGE)


def test_a_one_word_query_named_three_times_apart_is_not():
    passage = "A kanima is a creature of legend. Stories of the kanima differ; one kanima tale is old."
    assert not _stuffed("what is a kanima", passage)


@pytest.mark.parametrize(("query", "bag"), [
    ("what law covers health conditions in private-sector industries",
     "law covers health conditions private sector industries"),
    ("what does s/p mean medical", "s p mean medical"),
])
def test_query_words_joined_by_a_hyphen_or_slash_count_when_planted_apart(query, bag):
    assert _stuffed(query, PASSAGE + " " + " ".join([bag] * 3))


def test_the_joined_form_planted_is_still_caught():
    query = "what law covers health conditions in private-sector industries"
    assert _stuffed(query, PASSAGE + " " + " ".join([query] * 3))


def test_a_slash_query_is_not_reduced_to_its_longer_words():
    # "s/p" apart without its letters would be "mean medical": a glossary page repeats both naturally.
    passage = ("In hospital notes S/P stands for status post: the patient is past a procedure, as in a chart "
               "entry after an appendectomy. Medical shorthand like this saves time, but the same letters "
               "can mean other things elsewhere, so a medical glossary lists what each one may mean in the "
               "ward where it is written and warns that medical staff should spell them out when unsure.")
    assert not _stuffed("what does s/p mean medical", passage)


def test_inflected_forms_count_as_the_query_word():
    assert stem("cresting") == stem("crest") and stem("syndromes") == stem("syndrome")
    assert stem("bring") == "bring" and stem("string") == "string"  # short words keep their -ing
    planted = "cresting SYNDROME esophagealing dysfunctions " * 3
    assert _stuffed("crest syndrome esophageal dysfunction", PASSAGE + " " + planted)
