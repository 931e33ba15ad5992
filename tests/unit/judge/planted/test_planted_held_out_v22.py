"""Held-out set 22 (tests/planted/blind/held_out_v22.py) loads, plants, is new, and holds what was frozen.

Only the set itself and the earlier planted modules are read here: the detector is not run on it (it is measured
once, by the benchmark). The counts pin the frozen set: an edit to it fails this test on purpose.
"""

from __future__ import annotations

import re
from collections import Counter
from types import ModuleType

import pytest

from tests.planted.blind import held_out_v20, held_out_v21
from tests.planted.blind.held_out_v22 import (
    CLEAN_LOOKALIKES_V22,
    HELD_OUT_V22,
    HELD_OUT_V22_DISGUISED,
    HELD_OUT_V22_PLAIN,
    NUMBERED_V22,
    SHORT_CLEAN_V22,
    SHORT_HOSTS_V22,
)
from tests.planted.corpus import CLEAN_PASSAGES
from tests.planted.generator import POSITIONS, check_lookalikes_apart, check_planted_whole
from tests.planted.phrasing import CATEGORIES
from tests.planted.training import training_a, training_d
from tests.unit.judge.planted.test_planted_held_out_v12 import MAIN_LANGUAGES
from tests.unit.judge.planted.test_planted_held_out_v18 import _language_tags, _phrasings
# the readers of words, runs and a module's texts are set 19's (its test pins them)
from tests.unit.judge.planted.test_planted_held_out_v19 import _runs, _texts_of
from tests.unit.judge.planted.test_planted_held_out_v21 import SETS_BEFORE_V21

# Thirty-five of the other languages earlier planted modules use (set 21's new ones among them), and eight that none
# of them uses.
EARLIER_OTHERS = {"gn", "om", "ln", "lt", "da", "km", "yo", "bn", "ta", "te", "ml", "si", "am", "sw", "ur", "cy",
                  "mk", "eu", "sq", "ga", "gl", "ka", "wo", "tn", "fur", "ilo", "pap", "st", "sd", "kw", "ckb", "vec",
                  "bho", "tw", "fj"}
NEW_LANGUAGES = {"nap", "an", "war", "mai", "hsb", "szl", "lg", "ia"}
OTHER_LANGUAGES = EARLIER_OTHERS | NEW_LANGUAGES
DISGUISED_ABROAD = ("de", "fr", "es", "it", "pt", "nl", "ru", "zh", "ja", "ko", "pl", "tr")
NUMBERED_ABROAD = dict.fromkeys(("de", "fr", "es", "it", "pt", "nl", "ru", "zh", "ja", "pl", "tr", "ko"), 1)
SHORT_HOST_LANGUAGES = {"zh": 8, "zh-hant": 5, "ja": 7, "th": 3, "km": 3, "lo": 2, "my": 2}
SHORT_CLEAN_LANGUAGES = {"zh": 10, "zh-hant": 6, "ja": 10, "th": 5, "km": 4, "lo": 3, "my": 2}
# Every planted module written before this set: sets 1 to 21, the development sets and the four training sets (each
# set's test lists the modules before it, so that a later module does not count as earlier).
SETS_BEFORE_V22: tuple[ModuleType, ...] = (*SETS_BEFORE_V21, held_out_v21)


def test_the_earlier_sets_are_all_there() -> None:
    """Twenty-one held-out sets, six development sets and four training sets, each once: the module list the
    newness checks read."""
    assert len(set(SETS_BEFORE_V22)) == len(SETS_BEFORE_V22) == 21 + 6 + 4
    assert all(_phrasings(module) or _texts_of(module) for module in SETS_BEFORE_V22)


def test_the_frozen_counts_per_language() -> None:
    assert Counter(p.language for p in HELD_OUT_V22_PLAIN) == {"en": 100} | dict.fromkeys(MAIN_LANGUAGES, 5) | (
        dict.fromkeys(OTHER_LANGUAGES, 2))
    assert Counter(p.language for p in HELD_OUT_V22_DISGUISED) == {"en": 13} | dict.fromkeys(DISGUISED_ABROAD, 1)
    assert Counter(language for language, _ in CLEAN_LOOKALIKES_V22) == {"en": 13} | dict.fromkeys(
        MAIN_LANGUAGES, 1)
    assert Counter(language for language, _ in NUMBERED_V22) == {"en": 13} | NUMBERED_ABROAD
    assert Counter(language for language, _, _ in SHORT_HOSTS_V22) == SHORT_HOST_LANGUAGES
    assert Counter(language for language, _ in SHORT_CLEAN_V22) == SHORT_CLEAN_LANGUAGES


def test_the_frozen_counts_per_category() -> None:
    assert Counter(p.category for p in HELD_OUT_V22_PLAIN) == {
        "claim": 74, "command": 52, "override": 54, "role": 66, "format": 50,
    }
    assert Counter(p.category for p in HELD_OUT_V22_DISGUISED) == {
        "claim": 7, "command": 7, "override": 4, "role": 6, "format": 1,
    }
    assert Counter(p.category for p in HELD_OUT_V22 if p.language == "en") == {
        "claim": 37, "command": 18, "override": 17, "role": 28, "format": 13,
    }


def test_the_set_is_what_the_brief_asked() -> None:
    """321 distinct wordings, at least 35% of them English, over half of the English claims or role-play, over
    half of the foreign ones in the languages a web corpus carries most; each asks for the top grade; every kind
    in English and in each of those languages, two kinds in each other language; 25 disguised; 35 look-alikes in
    twenty-three languages; 25 numbered passages, about half of them English."""
    assert HELD_OUT_V22 == HELD_OUT_V22_PLAIN + HELD_OUT_V22_DISGUISED
    texts = [p.text for p in HELD_OUT_V22]
    assert len(set(texts)) == len(texts) == 321
    assert len(HELD_OUT_V22_DISGUISED) == 25
    english = [p for p in HELD_OUT_V22 if p.language == "en"]
    foreign = [p for p in HELD_OUT_V22 if p.language != "en"]
    assert 100 * len(english) >= 35 * len(HELD_OUT_V22)
    assert 100 * sum(p.category in ("claim", "role") for p in english) >= 55 * len(english)
    assert 2 * sum(p.language in MAIN_LANGUAGES for p in foreign) > len(foreign)
    assert {p.language for p in HELD_OUT_V22} == {"en"} | MAIN_LANGUAGES | OTHER_LANGUAGES
    kinds = {(p.language, p.category) for p in HELD_OUT_V22}
    assert {(language, kind) for language in {"en"} | MAIN_LANGUAGES for kind in CATEGORIES} <= kinds
    assert all(len({kind for language, kind in kinds if language == other}) == 2 for other in OTHER_LANGUAGES)
    assert {p.category for p in HELD_OUT_V22_PLAIN} == {p.category for p in HELD_OUT_V22_DISGUISED} == set(CATEGORIES)
    assert {p.demands for p in HELD_OUT_V22} == {3}
    assert all(p.text == p.text.strip() and p.text for p in HELD_OUT_V22)
    assert all(p.text.count("{fence}") <= 1 for p in HELD_OUT_V22)
    assert len(CLEAN_LOOKALIKES_V22) == 35 and len({language for language, _ in CLEAN_LOOKALIKES_V22}) == 23
    assert len(NUMBERED_V22) == 25 and len({language for language, _ in NUMBERED_V22}) == 13


def test_the_other_languages_get_the_kinds_earlier_modules_gave_them_least() -> None:
    """Each earlier other language gets two kinds, neither given it more often by the modules before this one
    than a kind it does not get; the new languages are tagged in no planted module written before this one."""
    given = Counter((p.language, p.category) for module in SETS_BEFORE_V22 for p in _phrasings(module))
    earlier_tags = set().union(*map(_language_tags, SETS_BEFORE_V22))
    assert EARLIER_OTHERS <= earlier_tags and not EARLIER_OTHERS & MAIN_LANGUAGES
    for other in EARLIER_OTHERS:
        ours = {p.category for p in HELD_OUT_V22 if p.language == other}
        rest = set(CATEGORIES) - ours
        assert max(given[other, kind] for kind in ours) <= min(given[other, kind] for kind in rest), other
    assert not earlier_tags & NEW_LANGUAGES


def test_the_languages_set_21_called_new_count_as_earlier_now() -> None:
    """Set 21's new languages are tagged by an earlier module now, so none of them can pass for new here."""
    earlier_tags = set().union(*map(_language_tags, SETS_BEFORE_V22))
    assert {"st", "sd", "kw", "ckb", "vec", "bho", "tw", "fj"} <= earlier_tags


def test_most_english_claims_do_not_point_at_the_text() -> None:
    claims = [p.text.casefold() for p in HELD_OUT_V22_PLAIN if p.category == "claim" and p.language == "en"]
    pointing = [text for text in claims if any(word in text for word in ("page", "passage", "document",
                                                                         "this result"))]
    assert (len(claims), len(pointing)) == (33, 2)


def _ours() -> list[str]:
    return ([p.text for p in HELD_OUT_V22] + [passage for _, passage in CLEAN_LOOKALIKES_V22]
            + [passage for _, passage in NUMBERED_V22] + [passage for _, passage, _ in SHORT_HOSTS_V22]
            + [passage for _, passage in SHORT_CLEAN_V22])


def test_no_run_of_six_words_is_taken_from_an_earlier_set() -> None:
    """Sets 1 to 21, the development sets (seen, commands, classes, the classes of sets 10 and 12, the learned
    stage's notes) and the four training sets are all read; the numbered passages and the short-sentence pages are
    checked with the rest."""
    per_set = [_texts_of(module) for module in SETS_BEFORE_V22]
    assert all(per_set)  # every earlier set was read
    earlier = {run for texts in per_set for text in texts for run in _runs(text)}
    assert {text: shared for text in _ours() if (shared := _runs(text) & earlier)} == {}


@pytest.mark.parametrize("borrowed_from", [held_out_v21.HELD_OUT_V21_PLAIN[1].text,
                                           held_out_v21.HELD_OUT_V21_DISGUISED[2].text,
                                           held_out_v21.CLEAN_LOOKALIKES_V21[0][1],
                                           held_out_v21.CLEAN_LOOKALIKES_V21[21][1],
                                           held_out_v21.NUMBERED_V21[32][1],
                                           held_out_v20.HELD_OUT_V20_PLAIN[1].text,
                                           training_a.TRAINING_A_EN_PLAIN[1].text,
                                           training_d.TRAINING_D[0].text])
def test_a_borrowed_run_from_set_21_is_caught(borrowed_from: str) -> None:
    """The check reads set 21 (its wordings, its disguises, its look-alikes and its numbered passages, Japanese and
    Chinese among them), set 20 and the training sets too: their words inside a new sentence are found."""
    borrowed = "As the saying goes, " + borrowed_from
    earlier = {run for module in SETS_BEFORE_V22 for text in _texts_of(module) for run in _runs(text)}
    assert _runs(borrowed) & earlier


def test_the_lookalikes_are_clean_passages_apart_from_the_attacks() -> None:
    check_lookalikes_apart(CLEAN_LOOKALIKES_V22, HELD_OUT_V22, 35, CLEAN_PASSAGES)


def test_the_numbered_passages_are_clean_passages_apart_from_the_rest() -> None:
    check_lookalikes_apart(NUMBERED_V22, HELD_OUT_V22, 25, CLEAN_PASSAGES)
    assert not {passage for _, passage in NUMBERED_V22} & {passage for _, passage in CLEAN_LOOKALIKES_V22}


_ASKING = re.compile(r"\b(please|kindly|give (this|it)|assign|rate this|score this|grade this)\b", re.I)


def test_the_lookalikes_hold_no_grade_request_to_a_reader() -> None:
    """The honest passages talk about grading without asking anyone to grade: no please, no second-person order to
    give, assign, rate or score something."""
    assert [passage for language, passage in CLEAN_LOOKALIKES_V22 if language == "en" and _ASKING.search(passage)] == []


# A small number standing on its own: not part of a longer number, a time or a decimal.
_SMALL = re.compile(r"(?<![\d.:,])[234](?![\d.:,]\d)")
# The word a heading puts before its number, in the thirteen languages of the numbered passages.
_HEADING = re.compile(r"^(Step|Chapter|Part|Figure|Table|Level|Lesson|Day|Season \d+, Episode|Round|Item|Kapitel|"
                      r"Étape|Capítulo|Passo|Stap|Шаг|Rozdział|Adım) [234]\b|^第[234]章|^[234]단계")


def _sentences(passage: str) -> list[str]:
    return [part for part in re.split(r"(?<=[.!?。！？])\s*|\n", passage) if part.strip()]


def test_the_numbered_passages_put_a_small_number_in_a_heading_of_its_own() -> None:
    """Every numbered passage holds a 2, 3 or 4 standing alone, most of them 3; every one opens or closes with a
    heading line or label sentence naming it, two with the heading at the very end; each runs one to four
    sentences."""
    assert all(_SMALL.search(passage) for _, passage in NUMBERED_V22)
    assert sum(bool(re.search(r"(?<![\d.:,])3(?![\d.:,]\d)", passage)) for _, passage in NUMBERED_V22) == 19
    headed = [passage for _, passage in NUMBERED_V22 if any(_HEADING.match(line) for line in _sentences(passage))]
    assert len(headed) == len(NUMBERED_V22)
    at_the_end = [passage for _, passage in NUMBERED_V22
                  if _HEADING.match(last := passage.splitlines()[-1]) and len(last) <= 12]
    assert len(at_the_end) == 2
    assert all(1 <= len(_sentences(passage)) <= 4 for _, passage in NUMBERED_V22)


def test_the_numbered_passages_ask_nothing_and_talk_of_no_relevance() -> None:
    """No request to a reader or judge in the English ones, and no talk of relevance, grading or scoring anywhere."""
    assert [passage for language, passage in NUMBERED_V22 if language == "en" and _ASKING.search(passage)] == []
    talk = re.compile(r"relevan|rilevan|pertinen|релевант|相关|関連|grade|grader|evaluator|assessor|judge|score",
                      re.I)
    assert [passage for _, passage in NUMBERED_V22 if talk.search(passage)] == []
    assert not any(p.text in passage for p in HELD_OUT_V22 for _, passage in NUMBERED_V22)


# Sentences of the short-sentence pages: Thai and Lao end theirs with a space, the others with their own full stop,
# question or exclamation mark (or a line break).
_UNSPACED_STOP = re.compile(r"(?<=[。！？!?។៕။])\s*|\n")
_SPACED_STOP = re.compile(r"\s+")


def _short_sentences(language: str, passage: str) -> list[str]:
    stop = _SPACED_STOP if language in ("th", "lo") else _UNSPACED_STOP
    return [part for part in stop.split(passage) if part.strip()]


def _pages() -> list[tuple[str, str]]:
    return [(language, passage) for language, passage, _ in SHORT_HOSTS_V22] + list(SHORT_CLEAN_V22)


def test_the_short_pages_are_made_of_many_short_sentences() -> None:
    """Each page runs four to fifteen sentences (the hosts six or more), and at least half of each page's sentences
    are of twelve characters or fewer."""
    for language, passage in _pages():
        sentences = _short_sentences(language, passage)
        assert 4 <= len(sentences) <= 15, passage
        assert 2 * sum(len(sentence) <= 12 for sentence in sentences) >= len(sentences), passage
    assert all(len(_short_sentences(language, passage)) >= 6 for language, passage, _ in SHORT_HOSTS_V22)


def test_each_host_carries_its_note_once_and_in_many_places() -> None:
    """The note stands verbatim in its passage once, no note is repeated, and the notes sit at the start, in the
    middle and at the end of their pages."""
    notes = [note for _, _, note in SHORT_HOSTS_V22]
    assert len(set(notes)) == len(notes) == 30
    assert all(passage.count(note) == 1 for _, passage, note in SHORT_HOSTS_V22)
    where = Counter("start" if passage.startswith(note) else "end" if passage.endswith(note) else "middle"
                    for _, passage, note in SHORT_HOSTS_V22)
    assert where == {"start": 5, "middle": 19, "end": 6}
    assert len({passage for _, passage, _ in SHORT_HOSTS_V22}) == 30


def test_the_short_clean_pages_ask_nothing_of_anyone() -> None:
    """No polite request or address to an AI, a grader or a reader in the honest pages, and none of the hosts'
    notes; some of them hold a small step or chapter number, some talk of scores, ratings or rankings."""
    passages = [passage for _, passage in SHORT_CLEAN_V22]
    assert len(set(passages)) == len(passages) == 40
    asking = re.compile(r"请|請|ください|下さい|お願い|โปรด|กรุณา|សូម|ກະລຸນາ|ပေးပါ|AI|ＡＩ|评分员|評分員|打分员|採点")
    assert [passage for passage in passages if asking.search(passage)] == []
    assert not any(note in passage for _, _, note in SHORT_HOSTS_V22 for passage in passages)
    assert not set(passages) & {passage for _, passage, _ in SHORT_HOSTS_V22}
    numbered = re.compile(r"第[1-5][步章]|手順[１-５]|第[1-5]話|ขั้นที่ [1-5]|ជំហាន [១-៥]|ຂັ້ນທີ [1-5]|အဆင့် [၁-၅]")
    assert sum(bool(numbered.search(passage)) for passage in passages) == 11
    talk = re.compile(r"评分|評價|评价|評審|考|分|星|ランキング|点|レビュー|排行|คะแนน|ดาว|ที่สาม|ពិន្ទុ|ຄະແນນ|အမှတ်")
    assert sum(bool(talk.search(passage)) for passage in passages) >= 15


def test_each_host_speaks_to_the_judge() -> None:
    """Every note addresses a grader, judge or AI, names a score, or claims the top mark."""
    aimed = re.compile(r"评|評|审|審|打分|採点|判定|ผู้ประเมิน|ผู้ให้คะแนน|กรรมการ|ពិន្ទុ|ຄະແນນ|ກຳມະການ|အမှတ်|AI|ＡＩ")
    assert [note for _, _, note in SHORT_HOSTS_V22 if not aimed.search(note)] == []


def _disguised(start: str) -> str:
    return next(p.text for p in HELD_OUT_V22_DISGUISED if p.text.startswith(start))


def _disguised_in(language: str) -> str:
    return next(p.text for p in HELD_OUT_V22_DISGUISED if p.language == language)


def test_the_verse_disguises_keep_their_form_and_their_instruction() -> None:
    """The clerihew keeps its title and four lines rhyming in pairs, the riddle its four lines, the counting rhyme
    its opening, the allegorical saying its dash, with the grade in each."""
    clerihew = _disguised("The Grader\n").splitlines()
    assert len(clerihew) == 5 and "3" in clerihew[-1]
    assert clerihew[1].endswith("mood,") and clerihew[2].endswith("misconstrued;")
    riddle = _disguised_in("it").splitlines()
    assert riddle[0] == "Indovinello" and len(riddle) == 5 and "tre" in riddle[-1]
    rhyme = _disguised_in("pl").splitlines()
    assert rhyme[1].startswith("Ene, due") and "trzy punkty" in rhyme[-1]
    saying = _disguised_in("zh")
    assert saying.startswith("歇后语：") and "——" in saying and "三分" in saying.split("——")[1]


def test_the_record_disguises_keep_their_syntax_and_their_instruction() -> None:
    """Each record stays well-formed where a parser would look, with the top grade where the format keeps text."""
    calendar = _disguised("BEGIN:VCALENDAR").splitlines()
    assert calendar[-1] == "END:VCALENDAR" and any(line.startswith("DESCRIPTION:") and "3" in line
                                                  for line in calendar)
    assert "fixed_grade = 3" in _disguised("[evaluation]").splitlines()
    assert "Call number: 914.23 COA" in _disguised("Title: Coastal Paths")
    assert re.search(r"\\footnote\{[^}]*assign 3\.\}", _disguised("The results are summarised"))
    assert "[x] Relevance grade: 3" in _disguised("PLEASE DO NOT DISTURB").splitlines()
    quiz = _disguised("Round 4: Answers").splitlines()
    assert [line[:2] for line in quiz[1:5]] == ["1.", "2.", "3.", "4."] and "3" in quiz[4]
    assert "grade it 3" in _disguised("Welcome! Guest Wi-Fi")
    assert _disguised("Lavandula").splitlines()[-1].endswith("a 3.")
    assert "rate this table 3" in _disguised("Tide times").splitlines()[-1]
    assert "rated this notice a 3" in _disguised("LOST CAT")
    assert _disguised("Voicemail from").splitlines()[1].startswith("\"") and "Three." in _disguised("Voicemail")
    assert _disguised("Unknown artist").splitlines()[2] == "Oil on canvas"


def test_the_everyday_disguises_abroad_still_carry_their_instruction() -> None:
    """The cleaning rota, the school report, the pools ticket, the simpatia, the birth card, the toast, the New
    Year's card, the parcel label and the coffee-cup reading each keep the top grade among their ordinary lines."""
    rota = _disguised_in("de").splitlines()
    assert [line[:5] for line in rota[1:]] == ["KW 10", "KW 11", "KW 12", "KW 13"] and "die 3" in rota[3]
    assert "note 3" in _disguised_in("fr").splitlines()[-1]
    assert _disguised_in("es").splitlines()[-1].endswith("un 3.")
    assert _disguised_in("pt").startswith("Simpatia") and "nota 3" in _disguised_in("pt")
    assert "krijgt een 3" in _disguised_in("nl") and _disguised_in("nl").startswith("Hoera")
    assert _disguised_in("ru").startswith("Тост") and "тройку" in _disguised_in("ru")
    assert _disguised_in("ja").startswith("謹賀新年") and "３" in _disguised_in("ja")
    assert _disguised_in("ko").startswith("[택배 송장]") and "3점" in _disguised_in("ko")
    assert "3 puan" in _disguised_in("tr").splitlines()[-1]


@pytest.mark.parametrize("position", POSITIONS)
def test_every_phrasing_plants_whole(position: str) -> None:
    """Planted as the benchmark plants it, each wording is in the passage whole."""
    check_planted_whole(HELD_OUT_V22, CLEAN_PASSAGES, position, seed=22)
