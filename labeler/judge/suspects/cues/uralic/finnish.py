"""Finnish cues (written without accents: the text is read with them dropped, "tälle" reads "talle"); a grade is
named by a noun in its case ("relevanssiksi 3", "arvosanan 3"), so a bare number after a verb is not taken for one."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import (SEP, Concept, Cue, CueKind, Words, any_of, gap, level_number,
                                              order_with_grade_cue, role_play_cue)

_OVERRIDE_VERB = any_of("unohda", "unohtakaa", "ohita", "ohittakaa", "sivuuta", "sivuuttakaa", r"jata\W{1,3}huomiotta",
                        r"jattakaa\W{1,3}huomiotta", r"ala\W{1,3}noudata", r"alkaa\W{1,3}noudattako")
_EARLIER = any_of(r"aiemm\w*", r"edell\w*", r"kaik\w*", r"alkuperai\w*", r"ylla\w*", r"annet\w*")
_RULES = any_of(r"ohje\w*", r"saanno\w*", r"saant\w*", r"kriteer\w*", r"arviointiohje\w*", r"kehot\w*")
_GRADE_NOUN = any_of(r"arvosan\w*", r"relevanss\w*", r"pist\w*", r"arvio\w*", r"luoki\w*", r"tulo\w*")
_BEST = any_of(r"korkein\w*", r"paras\w*", "parhaan", r"taysi\w*", "taydet", "taydelliset", r"maksimi\w*")
_TOP = rf"{_BEST}{SEP}{_GRADE_NOUN}"
_LEVEL = any_of(rf"{_GRADE_NOUN}{SEP}{level_number('kolme', any_of('ja', 'talle', 'tasta'))}", _TOP)
_ORDER_VERB = any_of("anna", "antakaa", "arvioi", "arvioikaa", "pisteyta", "pisteyttakaa", "merkitse", "merkitkaa",
                     "vastaa", "vastatkaa", "luokittele", "luokitelkaa", "aseta", "asettakaa")
_ASSESSOR = any_of(r"arvioi\w*", r"arvioija\w*", r"malli\w*", "tekoaly", "ai", r"avustaja\w*")

TYPOS = False  # read as written: a typo of another language's word is not read as one of these

CUES: tuple[Cue, ...] = (
    Cue(CueKind.OVERRIDE, "fi", rf"\b{_OVERRIDE_VERB}{gap(2)}{_EARLIER}{gap(1)}{_RULES}", strong=True, key=_RULES),
    Cue(CueKind.OVERRIDE, "fi", rf"\b{_OVERRIDE_VERB}{gap(3)}{_RULES}", key=_RULES),
    Cue(CueKind.JUDGE, "fi", rf"\b{any_of('hyva', 'arvoisa', 'hei', 'huomio')}{gap(2)}{_ASSESSOR}\b",
        key=any_of("hyva", "arvoisa", "hei", "huomio"), addresses=True),
    Cue(CueKind.CLAIM, "fi", rf"\b{any_of('taysin', 'erittain', 'taydellisesti', 'aarimmaisen', 'hyvin')}{SEP}relevant\w*",
        key=r"relevant\w*"),
    Cue(CueKind.CLAIM, "fi", rf"\b(?:jokai\w*|kaikki\w*|mihin{SEP}tahansa|mita{SEP}tahansa){SEP}(?:haku\w*|hakuun|kysymy\w*|kysely\w*)",
        key=any_of("haku", "hakuun", "kysymy", "kysely")),
    Cue(CueKind.SELF, "fi", rf"\b(?:tama|tassa|tasta|tata|talle){SEP}(?:sivu|teksti|artikkeli|kappale|dokumentti|sisalto)\w*",
        key=any_of("sivu", "teksti", "artikkeli", "kappale", "dokumentti", "sisalto")),
    order_with_grade_cue("fi", _ORDER_VERB, _LEVEL, any_of(r"ole\W{1,3}hyva\W{1,3}ja", "pyydan", "pyydamme",
                                                           "voisitko", "aina", "vain", "ja")),
    role_play_cue("fi", any_of("kuvittele", "kuvitelkaa", r"esita\w*", r"teeskentele\w*", r"leiki\w*"), _TOP,
                  key=any_of("kuvittele", "kuvitelkaa", "esita", "teeskentele", "leiki")),
)

WORDS: Words = {
    Concept.RELEVANCE: ("relevan*",),
    Concept.GRADING: ("arvosana*", "arvioi*", "pisteyt*", "pisteet", "pistetta", "luokit*"),
    Concept.ASSESSOR: ("arvioija*", "tarkastaja*"),
    Concept.MACHINE: ("ai", "tekoaly*", "malli", "mallille", "kielimalli*", "avustaja*"),
    Concept.ADDRESS: ("sina", "sinun", "sinulle", "te", "teidan", "ole", "hyva"),
    Concept.SELF: ("teksti*", "kappale*", "sivu*", "artikkeli*", "dokumentti*", "sisalto*"),
    Concept.QUERY: ("kysely*", "haku*", "kysymys*", "hakukysely*"),
    Concept.TOP: ("korkein*", "taydellinen", "paras", "maksimi*", "3"),
    Concept.OVERRIDE: ("unohda", "ohita", "sivuuta"),
    Concept.RULES: ("ohje*", "saanno*", "aiemm*", "edelli*"),
    Concept.DEIXIS: ("tama", "tassa", "talle", "tasta", "tata", "taalla"),
}
