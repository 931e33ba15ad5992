"""The tests every late blind set's test makes (sets 25 to 35), written once and read off each set's pins.

A set's test file declares ``class TestHeldOutVnn(LateBrief)`` (``LateSetTests`` for a set written to another brief)
and sets every pin below that LateBrief does not, as a class attribute. LateSetTests gives no pin a value, so a pin
a set leaves out fails its test (AttributeError) instead of passing with another set's value; LateBrief pins only
what every late brief asked, once. Its name does not start with ``Test``: pytest collects these methods only through a set's
class. What is a set's own beyond its pins (its borrowed runs, its disguises) stays in its file.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Collection, Mapping
from typing import ClassVar

import pytest

from tests.planted.checks import set_checks
from tests.planted.generator import POSITIONS


class LateSetTests:
    """The tests a late blind set's test makes; each set's subclass pins its frozen values."""

    blind: ClassVar[set_checks.BlindSet]
    earlier_sets: ClassVar[int]  # how many planted modules were written before the set
    earlier_others: ClassVar[Collection[str]]  # the set's other languages that earlier modules tag
    new_languages: ClassVar[Collection[str]]  # the set's other languages that no earlier module tags
    called_new_before: ClassVar[Collection[str]]  # the languages the set before this one called new
    english: ClassVar[int]  # plain English wordings
    disguised_abroad: ClassVar[Collection[str]]  # the languages holding one disguised wording each
    numbered_languages: ClassVar[Mapping[str, int]]  # numbered passages per language
    short_host_languages: ClassVar[Mapping[str, int]]  # short-sentence hosts per language
    short_clean_languages: ClassVar[Mapping[str, int]]  # honest short-sentence pages per language
    plain_kinds: ClassVar[Mapping[str, int]]  # plain wordings per category
    disguised_kinds: ClassVar[Mapping[str, int]]  # disguised wordings per category
    english_kinds: ClassVar[Mapping[str, int]]  # English wordings, plain and disguised, per category
    wordings: ClassVar[int]  # distinct wordings, plain and disguised
    disguised: ClassVar[int]  # disguised wordings
    lookalikes: ClassVar[int]  # honest look-alike passages
    lookalike_language_count: ClassVar[int]
    numbered: ClassVar[int]  # numbered passages
    numbered_language_count: ClassVar[int]
    unspaced_scripts: ClassVar[Collection[str]]  # the languages written without spaces between words
    numbered_unspaced: ClassVar[int]  # numbered passages in those languages
    english_claims: ClassVar[int]  # plain English claims
    english_claims_pointing: ClassVar[int]  # of them, those pointing at the page, passage or document
    heading: ClassVar[re.Pattern[str]]  # a heading line or label naming a numbered passage's number
    numbered_sentences: ClassVar[range]  # the numbers of sentences a numbered passage may run to
    numbered_threes: ClassVar[int]  # numbered passages holding a 3 standing alone
    headings_at_the_end: ClassVar[int]  # numbered passages ending on a heading line of its own
    numbered_lengths: ClassVar[Mapping[int, int]]  # numbered passages per number of sentences
    thai_digits: ClassVar[int]  # Thai numbered passages written with Thai digits
    clause_line: ClassVar[str]  # a heading, a full stop and one short clause on the same line (a regex)
    thai_and_lao_clause_lines: ClassVar[int]  # Thai and Lao numbered passages that are such a line
    numbered_talk: ClassVar[re.Pattern[str]]  # talk of relevance, grading or scoring, in any language
    host_notes: ClassVar[int]  # short-sentence hosts, each with its note
    notes_placed: ClassVar[Mapping[str, int]]  # notes at the start, in the middle and at the end of their host
    short_clean: ClassVar[int]  # honest short-sentence pages
    clean_asking: ClassVar[re.Pattern[str]]  # a polite request or an address to an AI, a grader or a reader
    clean_numbered: ClassVar[re.Pattern[str]]  # a small step or chapter number
    clean_numbered_count: ClassVar[int]  # honest short pages holding one
    clean_talk: ClassVar[re.Pattern[str]]  # talk of scores, ratings or rankings
    clean_talking: ClassVar[int]  # honest short pages talking so, at the least
    frozen_texts: ClassVar[str]  # the sha256 of every group's texts, in order
    fenced: ClassVar[int]  # wordings holding ``{fence}``
    fenced_english_overrides: ClassVar[int]  # of them, English overrides opening on it

    @classmethod
    def other_languages(cls) -> set[str]:
        """Every language of the set beside English and the main ones: the earlier others and the new."""
        return set(cls.earlier_others) | set(cls.new_languages)

    def test_the_frozen_texts(self) -> None:
        """Every group's texts, in order, hash to what was frozen: an edit that keeps every count still fails here."""
        blind = self.blind
        groups = (blind.plain, blind.disguised, blind.lookalikes, blind.numbered, blind.short_hosts, blind.short_clean)
        assert hashlib.sha256(repr(groups).encode()).hexdigest() == self.frozen_texts

    def test_a_few_wordings_carry_a_fence(self) -> None:
        """A few wordings hold ``{fence}``, as the earlier sets' do, each once; as many as pinned are English overrides
        opening on it."""
        fenced = [p for p in self.blind.phrasings if "{fence}" in p.text]
        assert len(fenced) == self.fenced and all(p.text.count("{fence}") == 1 for p in fenced)
        assert sum(p.language == "en" and p.category == "override" and p.text.startswith("{fence}\n")
                   for p in fenced) == self.fenced_english_overrides

    def test_the_earlier_sets_are_all_there(self) -> None:
        """The held-out, development and training sets written before this one, each once: the module list the
        newness checks read."""
        set_checks.check_earlier_sets(self.blind, self.earlier_sets)

    def test_the_frozen_counts_per_language(self) -> None:
        set_checks.check_counts_per_language(
            self.blind, english=self.english, other_languages=self.other_languages(),
            disguised_abroad=self.disguised_abroad, numbered=self.numbered_languages,
            short_hosts=self.short_host_languages, short_clean=self.short_clean_languages)

    def test_the_frozen_counts_per_category(self) -> None:
        set_checks.check_counts_per_category(
            self.blind, plain=self.plain_kinds, disguised=self.disguised_kinds, english=self.english_kinds)

    def test_the_set_is_what_the_brief_asked(self) -> None:
        """Distinct wordings, at least 35% of them English, over half of the English ones claims or role-play, over
        half of the foreign ones in the languages a web corpus carries most; each asks for the top grade; every kind
        in English and in each of those languages, two kinds in each other language; the disguised ones, the
        look-alikes and their languages, the numbered passages and theirs as pinned, most of the numbered passages
        in unspaced scripts."""
        blind = self.blind
        set_checks.check_what_every_brief_asked(blind, wordings=self.wordings, disguised=self.disguised,
                                                other_languages=self.other_languages())
        assert len(blind.lookalikes) == self.lookalikes and len(
            {language for language, _ in blind.lookalikes}) == self.lookalike_language_count
        assert len(blind.numbered) == self.numbered and len(
            {language for language, _ in blind.numbered}) == self.numbered_language_count
        assert sum(language in self.unspaced_scripts for language, _ in blind.numbered) == self.numbered_unspaced

    def test_the_other_languages_get_the_kinds_earlier_modules_gave_them_least(self) -> None:
        """Each earlier other language gets two kinds, neither given it more often by the modules before this one
        than a kind it does not get; the new languages are tagged in no planted module written before this one."""
        set_checks.check_kinds_given_least(self.blind, self.earlier_others, self.new_languages)

    def test_the_languages_the_set_before_called_new_count_as_earlier_now(self) -> None:
        """The new languages of the set before are tagged by an earlier module now, so none of them can pass for
        new here."""
        set_checks.check_counted_as_earlier(self.blind, self.called_new_before)

    def test_most_english_claims_do_not_point_at_the_text(self) -> None:
        set_checks.check_english_claims_pointing(self.blind, claims=self.english_claims,
                                                 pointing=self.english_claims_pointing)

    def test_no_run_of_six_words_is_taken_from_an_earlier_set(self) -> None:
        """The held-out sets before this one, the development sets (seen, commands, classes, the classes of sets 10
        and 12, the learned stage's notes) and the training sets are all read; the numbered passages and the
        short-sentence pages are checked with the rest."""
        set_checks.check_no_run_taken(self.blind)

    def test_the_lookalikes_are_clean_passages_apart_from_the_attacks(self) -> None:
        set_checks.check_lookalikes_apart_from_attacks(self.blind, self.lookalikes)

    def test_the_numbered_passages_are_clean_passages_apart_from_the_rest(self) -> None:
        set_checks.check_numbered_apart(self.blind, self.numbered)

    def test_the_lookalikes_hold_no_grade_request_to_a_reader(self) -> None:
        """The honest passages talk about grading without asking anyone to grade: no please, no second-person order
        to give, assign, rate or score something."""
        set_checks.check_lookalikes_ask_nothing(self.blind)

    def test_the_numbered_passages_put_a_small_number_in_a_heading_of_its_own(self) -> None:
        """Every numbered passage holds a small number standing alone (a 3 in as many as pinned); every one opens or
        closes with a heading line or label naming it, some (as pinned) with the heading on a line of its own at the
        very end; each runs as many sentences as pinned: a heading with a full stop and a clause, a label, a heading
        with a line under it."""
        blind = self.blind
        read = set_checks.check_numbered_headings(
            blind, self.heading, set_checks.sentences_by_script, sentences=self.numbered_sentences,
            small=set_checks.SMALL_IN_ANY_DIGITS, three=set_checks.THREE_IN_ANY_DIGITS, own_line=True)
        assert read.threes == self.numbered_threes
        assert read.headed == len(blind.numbered)
        assert read.at_the_end == self.headings_at_the_end
        assert read.lengths == self.numbered_lengths
        assert all(len(passage.splitlines()) <= 2 for _, passage in blind.numbered)
        assert read.thai_digits == self.thai_digits
        # most Thai and Lao ones are a heading, a full stop and one short clause on the same line
        assert sum(bool(re.match(self.clause_line, passage)) for language, passage in blind.numbered
                   if language in ("th", "lo")) == self.thai_and_lao_clause_lines

    def test_the_numbered_passages_ask_nothing_and_talk_of_no_relevance(self) -> None:
        """No request to a reader or judge in the English ones, and no talk of relevance, grading or scoring
        anywhere."""
        set_checks.check_numbered_ask_nothing(self.blind, self.numbered_talk)

    def test_the_short_pages_are_made_of_many_short_sentences(self) -> None:
        """Each page runs four to fifteen sentences (the hosts six or more), and at least half of each page's
        sentences are of twelve characters or fewer."""
        set_checks.check_short_pages(self.blind)

    def test_each_host_carries_its_note_once_and_in_many_places(self) -> None:
        """The note stands verbatim in its passage once, no note is repeated, and the notes sit at the start, in the
        middle and at the end of their pages."""
        set_checks.check_host_notes(self.blind, self.host_notes, self.notes_placed)

    def test_the_short_clean_pages_ask_nothing_of_anyone(self) -> None:
        """No polite request or address to an AI, a grader or a reader in the honest pages, and none of the hosts'
        notes; some of them hold a small step or chapter number, some talk of scores, ratings or rankings."""
        set_checks.check_short_clean_pages(
            self.blind, self.short_clean, asking=self.clean_asking, numbered=self.clean_numbered,
            numbered_count=self.clean_numbered_count, talk=self.clean_talk, talking=self.clean_talking)

    def test_each_host_speaks_to_the_judge(self) -> None:
        """Every note addresses a grader, judge or AI, names a score, or claims the top mark."""
        set_checks.check_hosts_speak_to_the_judge(self.blind)

    @pytest.mark.parametrize("position", POSITIONS)
    def test_every_phrasing_plants_whole(self, position: str) -> None:
        """Planted as the benchmark plants it, each wording is in the passage whole."""
        set_checks.check_plants_whole(self.blind, position)


class LateBrief(LateSetTests):
    """What every late set's brief asked for, the same for sets 25 to 35 and pinned once here: one disguised wording
    in each of twelve main languages, the scripts without spaces, the short pages' languages, and the groups' sizes.
    Each set's class inherits it; a set written to another brief would pin its own."""

    disguised_abroad = ("de", "fr", "es", "it", "pt", "nl", "ru", "zh", "ja", "ko", "pl", "tr")
    unspaced_scripts = ("th", "km", "lo", "my", "zh", "ja")
    short_host_languages = {"zh": 5, "zh-hant": 3, "ja": 5, "th": 3, "km": 2, "lo": 1, "my": 1}
    short_clean_languages = {"zh": 7, "zh-hant": 4, "ja": 7, "th": 5, "km": 3, "lo": 2, "my": 2}
    disguised, lookalikes, lookalike_language_count, numbered, host_notes, short_clean = 25, 35, 23, 50, 20, 30
