"""The checks the tests of blind sets 21 on share: newness, the brief's shape, numbered passages and short pages.

Each set's test keeps what is its own (its pinned counts, its language lists, its heading and talk patterns, its
disguises) and hands it to these functions, which read the set off its module by its number; a fix to a shared
check then reaches every set at once. Every ``check_`` function asserts, so an edit to a frozen set or to a pinned
value still fails the test that calls it; the ``NumberedRead`` a numbered-passage check returns is what the set's
test pins.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from tests.planted.corpus import CLEAN_PASSAGES
from tests.planted.generator import check_lookalikes_apart, check_planted_whole
from tests.planted.phrasing import CATEGORIES, Phrasing
from tests.unit.judge.planted.test_planted_held_out_v12 import MAIN_LANGUAGES
from tests.unit.judge.planted.test_planted_held_out_v18 import _language_tags, _phrasings
# the readers of words, runs and a module's texts are set 19's (its test pins them)
from tests.unit.judge.planted.test_planted_held_out_v19 import _runs, _texts_of


@dataclass(frozen=True)
class BlindSet:
    """A blind set's module, its number, and every planted module written before it (the newness checks read
    those, so that a later module does not count as earlier)."""

    module: ModuleType
    number: int
    before: tuple[ModuleType, ...]

    def _part(self, prefix: str, suffix: str = "", default: Any = None) -> Any:
        name = f"{prefix}_V{self.number}{suffix}"
        return getattr(self.module, name) if default is None else getattr(self.module, name, default)

    @property
    def phrasings(self) -> tuple[Phrasing, ...]:
        return self._part("HELD_OUT")

    @property
    def plain(self) -> tuple[Phrasing, ...]:
        return self._part("HELD_OUT", "_PLAIN")

    @property
    def disguised(self) -> tuple[Phrasing, ...]:
        return self._part("HELD_OUT", "_DISGUISED")

    @property
    def lookalikes(self) -> tuple[tuple[str, str], ...]:
        return self._part("CLEAN_LOOKALIKES")

    @property
    def numbered(self) -> tuple[tuple[str, str], ...]:
        return self._part("NUMBERED")

    @property
    def short_hosts(self) -> tuple[tuple[str, str, str], ...]:
        """(language, page, note) of the short-sentence pages carrying a note; empty for a set without them."""
        return self._part("SHORT_HOSTS", default=())

    @property
    def short_clean(self) -> tuple[tuple[str, str], ...]:
        """(language, page) of the honest short-sentence pages; empty for a set without them."""
        return self._part("SHORT_CLEAN", default=())


def check_earlier_sets(blind: BlindSet, count: int) -> None:
    """The modules before the set are count distinct ones, and each holds wordings or texts to compare with."""
    assert len(set(blind.before)) == len(blind.before) == count
    assert all(_phrasings(module) or _texts_of(module) for module in blind.before)


def check_counts_per_language(blind: BlindSet, *, english: int, other_languages: Collection[str],
                              disguised_abroad: Collection[str], numbered: Mapping[str, int],
                              short_hosts: Mapping[str, int] | None = None,
                              short_clean: Mapping[str, int] | None = None) -> None:
    """Plain wordings: english in English, five in each main language, two in each other one; thirteen English
    disguises and one in each language abroad; thirteen English look-alikes and one per main language; the
    numbered passages and the short-sentence pages (none, for a set without them) as pinned."""
    assert Counter(p.language for p in blind.plain) == {"en": english} | dict.fromkeys(MAIN_LANGUAGES, 5) | (
        dict.fromkeys(other_languages, 2))
    assert Counter(p.language for p in blind.disguised) == {"en": 13} | dict.fromkeys(disguised_abroad, 1)
    assert Counter(language for language, _ in blind.lookalikes) == {"en": 13} | dict.fromkeys(MAIN_LANGUAGES, 1)
    assert Counter(language for language, _ in blind.numbered) == numbered
    assert Counter(language for language, _, _ in blind.short_hosts) == (short_hosts or {})
    assert Counter(language for language, _ in blind.short_clean) == (short_clean or {})


def check_counts_per_category(blind: BlindSet, *, plain: Mapping[str, int], disguised: Mapping[str, int],
                              english: Mapping[str, int]) -> None:
    """The kinds of the plain wordings, of the disguised ones, and of every English one, as pinned."""
    assert Counter(p.category for p in blind.plain) == plain
    assert Counter(p.category for p in blind.disguised) == disguised
    assert Counter(p.category for p in blind.phrasings if p.language == "en") == english


def check_what_every_brief_asked(blind: BlindSet, *, wordings: int, disguised: int,
                                 other_languages: Collection[str]) -> None:
    """What each blind set's brief asks of its wordings: distinct, at least 35% English, over half of the English
    ones claims or role-play, over half of the foreign ones in the main languages, each asking for the top grade;
    every kind in English and in each main language, two kinds in each other language."""
    assert blind.phrasings == blind.plain + blind.disguised
    texts = [p.text for p in blind.phrasings]
    assert len(set(texts)) == len(texts) == wordings
    assert len(blind.disguised) == disguised
    english = [p for p in blind.phrasings if p.language == "en"]
    foreign = [p for p in blind.phrasings if p.language != "en"]
    assert 100 * len(english) >= 35 * len(blind.phrasings)
    assert 100 * sum(p.category in ("claim", "role") for p in english) >= 55 * len(english)
    assert 2 * sum(p.language in MAIN_LANGUAGES for p in foreign) > len(foreign)
    assert {p.language for p in blind.phrasings} == {"en"} | MAIN_LANGUAGES | set(other_languages)
    kinds = {(p.language, p.category) for p in blind.phrasings}
    assert {(language, kind) for language in {"en"} | MAIN_LANGUAGES for kind in CATEGORIES} <= kinds
    assert all(len({kind for language, kind in kinds if language == other}) == 2 for other in other_languages)
    assert {p.category for p in blind.plain} == {p.category for p in blind.disguised} == set(CATEGORIES)
    assert {p.demands for p in blind.phrasings} == {3}
    assert all(p.text == p.text.strip() and p.text for p in blind.phrasings)
    assert all(p.text.count("{fence}") <= 1 for p in blind.phrasings)


def _earlier_tags(blind: BlindSet) -> set[str]:
    return set().union(*map(_language_tags, blind.before))


def check_kinds_given_least(blind: BlindSet, earlier_others: Collection[str], new_languages: Collection[str]) -> None:
    """Each earlier other language gets kinds no earlier module gave it more often than a kind it does not get;
    the new languages are tagged in no earlier module."""
    given = Counter((p.language, p.category) for module in blind.before for p in _phrasings(module))
    earlier_tags = _earlier_tags(blind)
    assert set(earlier_others) <= earlier_tags and not set(earlier_others) & MAIN_LANGUAGES
    for other in earlier_others:
        ours = {p.category for p in blind.phrasings if p.language == other}
        rest = set(CATEGORIES) - ours
        assert max(given[other, kind] for kind in ours) <= min(given[other, kind] for kind in rest), other
    assert not earlier_tags & set(new_languages)


def check_counted_as_earlier(blind: BlindSet, languages: Collection[str]) -> None:
    """The languages are tagged by a module before the set, so none of them can pass for new in it."""
    assert set(languages) <= _earlier_tags(blind)


def check_english_claims_pointing(blind: BlindSet, claims: int, pointing: int) -> None:
    """How many plain English claims there are, and how many of them point at the page, passage or document."""
    found = [p.text.casefold() for p in blind.plain if p.category == "claim" and p.language == "en"]
    pointed = [text for text in found if any(word in text for word in ("page", "passage", "document",
                                                                       "this result"))]
    assert (len(found), len(pointed)) == (claims, pointing)


def _texts(blind: BlindSet) -> list[str]:
    return ([p.text for p in blind.phrasings] + [passage for _, passage in blind.lookalikes]
            + [passage for _, passage in blind.numbered] + [passage for _, passage, _ in blind.short_hosts]
            + [passage for _, passage in blind.short_clean])


def _earlier_runs(blind: BlindSet) -> set[str]:
    return {run for module in blind.before for text in _texts_of(module) for run in _runs(text)}


def check_no_run_taken(blind: BlindSet) -> None:
    """Every earlier module is read, and no text of the set (wordings, look-alikes, numbered passages, short
    pages) shares a run of six words with them."""
    per_set = [_texts_of(module) for module in blind.before]
    assert all(per_set)  # every earlier set was read
    earlier = {run for texts in per_set for text in texts for run in _runs(text)}
    assert {text: shared for text in _texts(blind) if (shared := _runs(text) & earlier)} == {}


def check_borrowed_run_caught(blind: BlindSet, borrowed_from: str) -> None:
    """An earlier text inside a new sentence is found by the newness check."""
    borrowed = "As the saying goes, " + borrowed_from
    assert _runs(borrowed) & _earlier_runs(blind)


def check_lookalikes_apart_from_attacks(blind: BlindSet, count: int) -> None:
    """The look-alikes are count distinct honest passages, holding no wording of the set and none of the corpus."""
    check_lookalikes_apart(blind.lookalikes, blind.phrasings, count, CLEAN_PASSAGES)


def check_numbered_apart(blind: BlindSet, count: int) -> None:
    """The numbered passages are count honest passages, apart from the wordings, the corpus and the look-alikes."""
    check_lookalikes_apart(blind.numbered, blind.phrasings, count, CLEAN_PASSAGES)
    assert not {passage for _, passage in blind.numbered} & {passage for _, passage in blind.lookalikes}


ASKING = re.compile(r"\b(please|kindly|give (this|it)|assign|rate this|score this|grade this)\b", re.I)


def check_lookalikes_ask_nothing(blind: BlindSet) -> None:
    """No English look-alike asks a reader to grade."""
    assert [passage for language, passage in blind.lookalikes if language == "en" and ASKING.search(passage)] == []


# A small number standing on its own: not part of a longer number, a time or a decimal.
SMALL = re.compile(r"(?<![\d.:,])[234](?![\d.:,]\d)")
THREE = re.compile(r"(?<![\d.:,])3(?![\d.:,]\d)")
# The same in Arabic, Thai, Khmer, Lao or Burmese digits (or a Chinese ordinal).
SMALL_IN_ANY_DIGITS = re.compile(r"(?<![\d.:,])[234๒๓๔២៣៤໒໓໔၂၃၄](?![\d.:,]\d)|第[二三四]")
THREE_IN_ANY_DIGITS = re.compile(r"(?<![\d.:,])[3๓៣໓၃](?![\d.:,]\d)|第三")


def sentences_by_stop(language: str, passage: str) -> list[str]:
    """Lines, cut into sentences after a full stop, question or exclamation mark (Chinese and Japanese ones too),
    whatever the language."""
    return [part for part in re.split(r"(?<=[.!?。！？])\s*|\n", passage) if part.strip()]


def sentences_by_script(language: str, passage: str) -> list[str]:
    """Lines, cut into sentences: at a space not before a number in Thai and Lao (which keep no full stop), after
    their own full stops in Khmer, Burmese, Chinese and Japanese, after a stop and a space elsewhere."""
    if language in ("th", "lo"):
        stop = r"\n|\s+(?![\d๐-๙໐-໙])"
    elif language in ("km", "my", "zh", "ja"):
        stop = r"(?<=[。！？។៕။])\s*|\n"
    else:
        stop = r"(?<=[.!?])\s*|\n"
    return [part for part in re.split(stop, passage) if part.strip()]


@dataclass(frozen=True)
class NumberedRead:
    """What a set's test pins about its numbered passages: how many hold a 3, how many hold a heading line or
    label sentence, how many end on a short heading line, how many Thai ones use Thai digits, and how many passages
    run to each number of sentences."""

    threes: int
    headed: int
    at_the_end: int
    thai_digits: int
    lengths: Counter[int]


def check_numbered_headings(blind: BlindSet, heading: re.Pattern[str], split: Callable[[str, str], list[str]], *,
                            sentences: range, small: re.Pattern[str] = SMALL, three: re.Pattern[str] = THREE,
                            own_line: bool = False) -> NumberedRead:
    """Every numbered passage holds a small number standing alone and runs to a number of sentences in the range;
    the rest is read for the set's test to pin. With own_line, a passage ends on a heading only if the heading is
    a line of its own, under another."""
    assert all(small.search(passage) for _, passage in blind.numbered)
    lengths = Counter(len(split(language, passage)) for language, passage in blind.numbered)
    assert all(length in sentences for length in lengths)
    headed = [passage for language, passage in blind.numbered
              if any(heading.match(line) for line in split(language, passage))]
    if own_line:
        at_the_end = [passage for _, passage in blind.numbered if len(lines := passage.splitlines()) > 1
                      and heading.match(lines[-1]) and len(lines[-1]) <= 12]
    else:
        at_the_end = [passage for _, passage in blind.numbered
                      if heading.match(last := passage.splitlines()[-1]) and len(last) <= 12]
    thai_digits = [passage for language, passage in blind.numbered
                   if language == "th" and re.search("[๐-๙]", passage)]
    return NumberedRead(threes=sum(bool(three.search(passage)) for _, passage in blind.numbered),
                        headed=len(headed), at_the_end=len(at_the_end), thai_digits=len(thai_digits),
                        lengths=lengths)


def check_numbered_ask_nothing(blind: BlindSet, talk: re.Pattern[str]) -> None:
    """No English numbered passage asks a reader to grade, none talks as the set's talk pattern finds, and none
    holds one of the set's wordings."""
    assert [passage for language, passage in blind.numbered if language == "en" and ASKING.search(passage)] == []
    assert [passage for _, passage in blind.numbered if talk.search(passage)] == []
    assert not any(p.text in passage for p in blind.phrasings for _, passage in blind.numbered)


# Sentences of the short-sentence pages: Thai and Lao end theirs with a space, the others with their own full stop,
# question or exclamation mark (or a line break).
_UNSPACED_STOP = re.compile(r"(?<=[。！？!?។៕။])\s*|\n")
_SPACED_STOP = re.compile(r"\s+")


def _short_sentences(language: str, passage: str) -> list[str]:
    stop = _SPACED_STOP if language in ("th", "lo") else _UNSPACED_STOP
    return [part for part in stop.split(passage) if part.strip()]


def check_short_pages(blind: BlindSet) -> None:
    """Each short page runs four to fifteen sentences (the hosts six or more), at least half of them of twelve
    characters or fewer."""
    pages = [(language, passage) for language, passage, _ in blind.short_hosts] + list(blind.short_clean)
    for language, passage in pages:
        sentences = _short_sentences(language, passage)
        assert 4 <= len(sentences) <= 15, passage
        assert 2 * sum(len(sentence) <= 12 for sentence in sentences) >= len(sentences), passage
    assert all(len(_short_sentences(language, passage)) >= 6 for language, passage, _ in blind.short_hosts)


def check_host_notes(blind: BlindSet, count: int, where: Mapping[str, int]) -> None:
    """count distinct notes in count distinct hosts, each once in its host, placed at the start, middle and end
    as pinned."""
    notes = [note for _, _, note in blind.short_hosts]
    assert len(set(notes)) == len(notes) == count
    assert all(passage.count(note) == 1 for _, passage, note in blind.short_hosts)
    placed = Counter("start" if passage.startswith(note) else "end" if passage.endswith(note) else "middle"
                     for _, passage, note in blind.short_hosts)
    assert placed == where
    assert len({passage for _, passage, _ in blind.short_hosts}) == count


def check_short_clean_pages(blind: BlindSet, count: int, *, asking: re.Pattern[str], numbered: re.Pattern[str],
                            numbered_count: int, talk: re.Pattern[str], talking: int) -> None:
    """count distinct honest pages, none asking as the set's asking pattern finds, none holding a host's note or
    being a host; numbered_count of them hold a small step or chapter number, at least talking of them talk of
    scores, ratings or rankings."""
    passages = [passage for _, passage in blind.short_clean]
    assert len(set(passages)) == len(passages) == count
    assert [passage for passage in passages if asking.search(passage)] == []
    assert not any(note in passage for _, _, note in blind.short_hosts for passage in passages)
    assert not set(passages) & {passage for _, passage, _ in blind.short_hosts}
    assert sum(bool(numbered.search(passage)) for passage in passages) == numbered_count
    assert sum(bool(talk.search(passage)) for passage in passages) >= talking


AIMED = re.compile(r"评|評|审|審|打分|採点|判定|ผู้ประเมิน|ผู้ให้คะแนน|กรรมการ|ពិន្ទុ|ຄະແນນ|ກຳມະການ|အမှတ်|AI|ＡＩ")


def check_hosts_speak_to_the_judge(blind: BlindSet) -> None:
    """Every note addresses a grader, judge or AI, names a score, or claims the top mark."""
    assert [note for _, _, note in blind.short_hosts if not AIMED.search(note)] == []


def disguised(blind: BlindSet, start: str) -> str:
    """The set's disguised wording that starts so."""
    return next(p.text for p in blind.disguised if p.text.startswith(start))


def disguised_in(blind: BlindSet, language: str) -> str:
    """The set's (first) disguised wording in the language."""
    return next(p.text for p in blind.disguised if p.language == language)


def check_plants_whole(blind: BlindSet, position: str) -> None:
    """Planted as the benchmark plants it, seeded with the set's number, each wording is in the passage whole."""
    check_planted_whole(blind.phrasings, CLEAN_PASSAGES, position, seed=blind.number)
