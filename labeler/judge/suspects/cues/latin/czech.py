"""Czech cues (written without accents: the text is read with them dropped)."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import (role_play_cue, search_first_cue, SEP, Concept, Cue, CueKind, Words, addressed_cues, any_of, clause_gap,
                                              gap, level_number, order_cue, order_with_grade_cue, override_cues, phrase)

_OVERRIDE_VERB = any_of(r"ignoruj\w*", r"zapomen\w*", phrase("nevsimej", "si"), phrase("nevsimejte", "si"),
                        r"preskoc\w*", r"odhod\w*", phrase("neber", "ohled", "na"), phrase("neberte", "ohled", "na"))
_RULES = any_of(r"pokyn\w*", r"instrukc\w*", r"pravidl\w*", r"zadani\w*", r"smernic\w*", r"naviz\w*", "vse", "vsechno")
_EARLIER = any_of(r"predchozi\w*", r"drivejsi\w*", r"puvodni\w*", r"vsechn\w*", r"vsech\w*", r"vyse\w*", r"sv\w*",
                  r"dosavadni\w*")
_INTENSE = any_of("zcela", "uplne", "naprosto", "vysoce", "maximalne", "velmi", "plne", "absolutne", "dokonale",
                  "mimoradne")
_SELF = any_of("tento", "tato", "toto", "tohoto", "tomuto", "tuto", "teto", "tomto", "tenhle", "tahle", "tohle",
               "tyto", "nasledujici")
_SELF_NOUN = r"(?:text|clan|odstav|dokument|strank|stranc|pasaz|obsah|vysledek|vysledk|uryv|prispev)\w*"
_ASSESSOR_ONLY = r"(?:hodnotitel|posuzovatel|anotator|recenzent)\w*"
_ASSESSOR = any_of(_ASSESSOR_ONLY, r"model\w*", "ai", r"asistent\w*", phrase(r"umel\w*", r"inteligen\w*"),
                   r"soudc\w*")
_ADDRESS = any_of("mily", "mila", "mili", "vazeny", "vazena", "vazeni", "pozor", "jako", "pro", "dobry", "ahoj")
# (a count of points in any case: "plný počet bodů", "plným počtem bodů")
_GRADE_NOUN = any_of(r"hodnoceni\w*", r"znamk\w*", "bodu", "bodech", "bodu", "skore", r"stupe\w*", r"relevanc\w*",
                     r"poc\w*\W{1,3}bod\w*")
_GRADE_VERB = any_of("ohodnot", "ohodnotte", "hodnot", "hodnotte", "dej", "dejte", "prirad", "priradte", "oznac",
                     "oznacte", "pridel", "pridelte", "udel", "udelte", "uved", "uvedte", "odpovez", "odpovezte",
                     "zarad", "zaradte", "vystav")
_TOP = r"(?:nejvyss|maximaln|pln|nejleps)\w*"
_MUST = any_of("musis", "musite", "prosim", "prosime", "vzdy", phrase("je", "treba"), "nutne", "mej", "mejte")
_ORDER = any_of(_GRADE_VERB, "povazuj", "povazujte", "ber", "berte")
_LEVEL = any_of(level_number("tri", any_of("pro", "zde", "ted", "vzdy", "jen", "bez")),
                phrase(_TOP, _GRADE_NOUN), phrase(_INTENSE, r"relevant\w*"))
_ASKED = r"(?:dotaz|vyhledav|hledan|otaz)\w*"
_ANSWER = r"(?:odpoved|reseni)\w*"

TYPOS = False  # short keywords near English words: no typo of one is read as it

CUES: tuple[Cue, ...] = (
    *override_cues("cs", _OVERRIDE_VERB, _RULES, _EARLIER),
    Cue(CueKind.CLAIM, "cs", rf"\b{_INTENSE}{SEP}(?:relevant|odpovidajic|vystizn)\w*"),
    Cue(CueKind.CLAIM, "cs", rf"\brelevant\w*{gap(3)}{_ASKED}", key="relevant"),
    Cue(CueKind.CLAIM, "cs", rf"\b(?:nejlepsi|dokonal|idealn|uplnou|uplna|vycerpavajic|presn)\w*{SEP}{_ANSWER}",
        key=_ANSWER),
    # claims of fit to any query: "na kazdy dotaz", "at hledate cokoli, odpoved najdete tady" (strong)
    Cue(CueKind.CLAIM, "cs", rf"\b(?:kazd|jakykoli|jakakoli|jakekoli|libovoln|vsechn)\w*{SEP}{_ASKED}", key=_ASKED),
    Cue(CueKind.CLAIM, "cs", rf"\b(?:at|cokoli|ciko?li)\b{clause_gap(3)}(?:hleda|vyhledav|zadav|ptat|pta)\w*"
        rf"[^.!?\x1e]{{0,80}}?\b{_ANSWER}", strong=True, key=any_of("hleda", "vyhledav", "zadav", "pta")),
    *addressed_cues("cs", itself=_SELF, noun=_SELF_NOUN, assessor_only=_ASSESSOR_ONLY, address=_ADDRESS,
                    assessor=_ASSESSOR, grade_word=any_of(_GRADE_NOUN, _GRADE_VERB)),
    Cue(CueKind.GRADE, "cs", rf"\b{_TOP}{SEP}{_GRADE_NOUN}", key=_GRADE_NOUN),
    Cue(CueKind.GRADE, "cs", rf"\b{_GRADE_VERB}{gap(4)}{_TOP}{SEP}{_GRADE_NOUN}", strong=True),
    order_cue("cs", _MUST, _ORDER, words=3),
    order_with_grade_cue("cs", _GRADE_VERB, _LEVEL, any_of("prosim", "prosime", "musis", "musite", "vzdy", "jen",
                                                          "proste", "a")),
    # role-play with the top grade it gives, in the same sentence ("Hraj roli lektora, ... plným počtem bodů")
    role_play_cue("cs", any_of(phrase(r"hraj\w*", "roli"), phrase(r"predstav\w*", "si"), r"predstirej\w*",
                               phrase(r"delej\w*", "ze"), phrase(r"vzij\w*", "se")),
                  any_of(phrase(_TOP, _GRADE_NOUN), rf"{_GRADE_NOUN}{SEP}(?:[23]|tri)\b(?![.,/]\d)"),
                  key=any_of(r"hraj\w*", r"predstav\w*", r"predstirej\w*", r"delej\w*", r"vzij\w*")),
    # whatever the query ("at je dotaz jakykoli, lepsi odpoved ... nenajdete")
    search_first_cue("cs", rf"(?:(?:dotaz|otazk|hledan|vyhledav)\w*{gap(2)}(?:jaky|jaka|jake|ktery|ktera|ktere|co)koli\w*"
                     rf"|(?:jaky|jaka|jake|ktery|ktera|ktere)koli\w*{SEP}(?:dotaz|otazk|hledan)\w*)",
                     r"(?:odpoved|relevant)\w*", key=any_of("dotaz", "otazk", "hledan", "vyhledav", "jakykoli", "jakakoli",
                                                          "jakekoli", "kterykoli", "kterakoli", "kterekoli")),
)

WORDS: Words = {
    Concept.RELEVANCE: ("relevant*", "relevanc*"),
    Concept.GRADING: ("hodnoc*", "hodnot*", "ohodnot*", "znamk*", "bodu", "bodech", "skore", "klasifik*"),
    Concept.ASSESSOR: ("hodnotitel*", "posuzovatel*", "anotator*", "recenzent*"),
    Concept.MACHINE: ("ai", "model", "modelu", "modele", "asistent*", "automatick*"),
    Concept.ADDRESS: ("ty", "tebe", "tobe", "tvuj", "tvoje", "vy", "vas", "vam", "prosim", "prosime", "mily", "vazen*"),
    Concept.SELF: ("text*", "clan*", "odstav*", "dokument*", "strank*", "pasaz*", "obsah*"),
    Concept.QUERY: ("dotaz*", "vyhledav*", "hledan*", "otazk*", "uzivatel*"),
    Concept.TOP: ("nejvyss*", "maximaln*", "nejlepsi*", "idealn*", "dokonal*", "perfektn*", "zcela", "uplne"),
    Concept.OVERRIDE: ("ignoruj*", "zapomen*", "preskoc*"),
    Concept.RULES: ("pokyn*", "instrukc*", "pravidl*", "predchozi*"),
    Concept.DEIXIS: ("tento", "tato", "toto", "tohoto", "tomuto", "tuto", "tady", "zde"),
}
