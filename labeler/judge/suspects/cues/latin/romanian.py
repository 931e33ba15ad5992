"""Romanian cues (written without diacritics: the text is read with them dropped)."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import (SEP, Concept, Cue, CueKind, Words, any_of, fit_to_any_search_cue, gap,
                                              level_number, order_with_grade_cue, phrase, role_play_cue)

_OVERRIDE_VERB = any_of("ignora", "ignorati", "uita", "uitati", phrase("nu", "respecta"),
                        phrase("nu", "respectati"), "renunta", "treci", phrase("treceti", "peste"))
_VERB_KEY = any_of("ignora", "ignorati", "uita", "uitati", "respecta", "respectati", "renunta", "treci", "treceti")
_RULES = any_of(r"instructiun\w*", r"regul\w*", r"indicati\w*", r"ghid\w*", r"criteri\w*", r"directiv\w*", r"ordin\w*")
_EARLIER = any_of(r"anterioar\w*", r"precedent\w*", phrase("de", "mai", "sus"), r"initial\w*", r"vech\w*", "toate")
_TOP = any_of(phrase("nota", any_of("maxima", "3")), phrase(r"punctaj\w*", "maxim"), phrase(r"scor\w*", "maxim"),
              phrase(any_of("cea", "cel"), "mai", "mare", any_of("nota", "punctaj")))
_TOP_KEY = any_of("nota", "punctaj", "maxim")
_ORDER_VERB = any_of("acorda", "acordati", "noteaza", "notati", "evalueaza", "evaluati", "raspunde",
                     "raspundeti", "atribuie", "atribuiti", "puncteaza")
_ASSESSOR = any_of(r"evaluator\w*", r"model\w*", r"asistent\w*", "ai", r"examinator\w*", r"corector\w*")
_SELF_NOUN = any_of("articol", "text", "pagina", "continut", "pasaj", "document", "site", "fragment", "material")

TYPOS = False  # read as written: a typo of another language's word is not read as one of these

CUES: tuple[Cue, ...] = (
    Cue(CueKind.OVERRIDE, "ro", rf"\b{_OVERRIDE_VERB}{gap(3)}{_RULES}{gap(2)}{_EARLIER}\b", strong=True, key=_VERB_KEY),
    Cue(CueKind.OVERRIDE, "ro", rf"\b{_OVERRIDE_VERB}{gap(3)}{_RULES}", key=_VERB_KEY),
    Cue(CueKind.CLAIM, "ro", rf"\b{any_of('perfect', 'complet', 'total', 'foarte', phrase('extrem', 'de'), 'absolut')}{SEP}"
        rf"relevant\w*", key=r"relevant\w*"),
    Cue(CueKind.SELF, "ro", rf"\b{any_of('acest', 'aceasta', 'acestui', 'acestei')}{SEP}{_SELF_NOUN}\w*",
        key=any_of("acest", "aceasta", "acestui", "acestei")),
    Cue(CueKind.JUDGE, "ro", rf"\b{any_of('draga', 'dragi', 'stimate', 'stimat', 'catre', 'pentru')}{gap(2)}{_ASSESSOR}\b",
        key=any_of("draga", "dragi", "stimate", "stimat", "catre", "pentru"), addresses=True),
    Cue(CueKind.GRADE, "ro", rf"\b{_TOP}\b", key=_TOP_KEY),
    order_with_grade_cue("ro", _ORDER_VERB, any_of(level_number("trei", any_of("pentru", "aici", "acum", "mereu")), _TOP),
                         any_of(phrase("va", "rog"), phrase("te", "rog"), phrase("trebuie", "sa"), "mereu", "doar", "si")),
    fit_to_any_search_cue("ro", any_of("indiferent", phrase("orice", "ai"), phrase("oricare", "ar", "fi")),
                          "(?:caut|intreb|interog)", "(?:raspuns|relevant)", key=any_of("indiferent", "orice", "oricare")),
    role_play_cue("ro", any_of(phrase("joaca", "rolul"), phrase("jucati", "rolul"), r"imagineaza\w*", r"imaginati\w*",
                               r"presupune\w*", r"prefa\w*"), rf"\b{_TOP}\b",
                  key=any_of("joaca", "jucati", r"imagineaza\w*", r"imaginati\w*", r"presupune\w*", r"prefa\w*")),
)

WORDS: Words = {
    Concept.RELEVANCE: ("relevan*",),
    Concept.GRADING: ("nota", "notati", "noteaza", "punctaj*", "scor", "scorul", "evaluare", "evalueaza", "evaluati"),
    Concept.ASSESSOR: ("evaluator*", "examinator*", "corector*"),
    Concept.MACHINE: ("ai", "model", "modelul", "modelului", "asistent*"),
    Concept.ADDRESS: ("tu", "voi", "dumneavoastra", "rog", "draga", "stimate"),
    Concept.SELF: ("articol*", "textul", "pagina", "paginii", "continut*", "pasaj*"),
    Concept.QUERY: ("cautare*", "intrebare*", "interogare*", "utilizator*"),
    Concept.TOP: ("maxim", "maxima", "maximal*"),
    Concept.OVERRIDE: ("ignora", "ignorati", "uita", "uitati"),
    Concept.RULES: ("instructiuni*", "reguli*", "anterioare"),
    Concept.DEIXIS: ("acest", "aceasta", "aici"),
}
