"""Hungarian cues (written without accents: the text is read with them dropped)."""

from __future__ import annotations

from dataclasses import replace

from labeler.judge.suspects.cues.base import (SEP, Concept, Cue, CueKind, Words, any_of, gap, order_with_grade_cue,
                                              phrase, role_play_cue, search_first_cue)

_OVERRIDE_VERB = any_of(phrase(r"hagy\w*", "figyelmen", "kivul"), phrase(r"felejts\w*", "el"),
                        phrase("ne", r"(?:vedd|vegye|vegyetek)", "figyelembe"), r"ignorald\w*", r"ignoralja\w*")
_EARLIER = any_of(r"elozo\w*", r"korabbi\w*", r"fenti\w*", r"osszes\w*", r"eredeti\w*", "minden")
_RULES = any_of(r"utasitas\w*", r"szabaly\w*", r"iranyelv\w*", r"instrukcio\w*", r"elo[i]?ras\w*")
_TOP_WORD = any_of("legmagasabb", r"maximalis\w*", "teljes", "legjobb")
_TOP = rf"{_TOP_WORD}{SEP}\w*(?:pont|ertekeles|osztalyzat|jegy)\w*"
_ORDER_VERB = any_of("adja", "adjon", "adj", "adjatok", "ertekelje", "ertekeld", "pontozza", "pontozd", "sorolja",
                     "sorold", "valaszolj", "valaszoljon", "jelold", "jelolje")
_ASSESSOR = any_of(r"ertekelo\w*", r"biralo\w*", r"modell\w*", "ai", r"asszisztens\w*", "mi", r"pontozo\w*")
_SELF_NOUN = any_of(r"szoveg\w*", r"oldal\w*", r"cikk\w*", r"szakasz\w*", r"dokumentum\w*", r"tartalom\w*",
                    r"bekezdes\w*", r"reszlet\w*")

TYPOS = False  # read as written: a typo of another language's word is not read as one of these

CUES: tuple[Cue, ...] = (
    Cue(CueKind.OVERRIDE, "hu", rf"\b{_OVERRIDE_VERB}{gap(2)}{_EARLIER}{gap(1)}{_RULES}", strong=True, key=_RULES),
    Cue(CueKind.OVERRIDE, "hu", rf"\b{_EARLIER}{gap(1)}{_RULES}{gap(2)}{_OVERRIDE_VERB}", strong=True, key=_RULES),
    Cue(CueKind.OVERRIDE, "hu", rf"\b{_OVERRIDE_VERB}{gap(3)}{_RULES}", key=_RULES),
    Cue(CueKind.CLAIM, "hu", rf"\b{any_of('teljesen', 'rendkivul', 'nagyon', 'tokeletesen', 'maximalisan', 'abszolut')}{SEP}"
        rf"relevans\w*", key=r"relevans\w*"),
    Cue(CueKind.SELF, "hu", rf"\b{any_of('ez', 'ezt', 'ennek', 'ebben', 'erre')}{SEP}(?:az?{SEP})?{_SELF_NOUN}", key=_SELF_NOUN),
    Cue(CueKind.JUDGE, "hu", rf"\b{any_of('kedves', 'tisztelt', 'hello', 'szia')}{gap(2)}{_ASSESSOR}\b",
        key=any_of("kedves", "tisztelt", "hello", "szia"), addresses=True),
    Cue(CueKind.GRADE, "hu", rf"\b{_TOP}", key=_TOP_WORD),
    replace(order_with_grade_cue("hu", _ORDER_VERB, _TOP, any_of("kerjuk", "kerem", "kerlek", "mindig", "csak", "es")),
            key=_TOP_WORD),
    search_first_cue("hu", rf"(?:barmi\w*|akarmi\w*|mindegy){gap(3)}(?:kerdes|kereses|keres|kerdez)\w*",
                     r"(?:valasz|relevans)\w*", key=any_of(r"barmi\w*", r"akarmi\w*", "mindegy")),
    role_play_cue("hu", any_of(phrase(r"tegy\w*", "ugy"), phrase(r"kepzeld?\w*", "el"), phrase(r"jatszd?\w*", "el"),
                               r"szerepeben"), _TOP,
                  key=any_of(r"tegy\w*", r"kepzel\w*", r"jatsz\w*", "szerepeben")),
)

WORDS: Words = {
    Concept.RELEVANCE: ("relevan*",),
    Concept.GRADING: ("ertekel*", "pontoz*", "pontszam*", "osztalyzat*", "ertekeles*"),
    Concept.ASSESSOR: ("ertekelo*", "biralo*", "pontozo*"),
    Concept.MACHINE: ("ai", "modell", "modellt", "modellnek", "asszisztens*"),
    Concept.ADDRESS: ("te", "kerjuk", "kerem", "kerlek", "kedves"),
    Concept.SELF: ("szoveg*", "oldal*", "cikk*", "szakasz*", "dokumentum*"),
    Concept.QUERY: ("kerdes*", "kereses*", "felhasznalo*"),
    Concept.TOP: ("legmagasabb", "maximalis*", "tokeletes*"),
    Concept.OVERRIDE: ("ignorald", "felejtsd"),
    Concept.RULES: ("utasitas*", "szabaly*", "elozo*"),
    Concept.DEIXIS: ("ez", "ezt", "ennek", "itt"),
}
