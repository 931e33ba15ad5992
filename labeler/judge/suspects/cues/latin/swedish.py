"""Swedish cues (written without accents: the text is read with them dropped, å ä ö as a a o)."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import (role_play_cue, search_first_cue, SEP, Concept, Cue, CueKind, Words, addressed_cues, any_of, clause_gap,
                                              gap, level_number, order_cue, order_with_grade_cue, override_cues, phrase)

_OVERRIDE_VERB = any_of("ignorera", "ignorerar", "glom", phrase("bortse", "fran"), phrase("hoppa", "over"),
                        phrase("strunta", "i"), phrase("bry", "dig", "inte", "om"), phrase("skippa",))
_RULES = any_of(r"instruktion\w*", r"regl\w*", "regel", r"anvisning\w*", r"direktiv\w*", r"riktlinje\w*", "allt",
                r"kriteri\w*", r"uppdrag\w*")
_EARLIER = any_of("tidigare", "alla", "ovanstaende", "foregaende", r"ursprunglig\w*", "dina", "era", "hittillsvarande")
_INTENSE = any_of("helt", "mycket", "hogst", "fullt", "fullstandigt", "perfekt", "extremt", "ytterst", "absolut",
                  "synnerligen", "hogt")
_SELF = any_of(phrase(any_of("den", "det"), "har"), "denna", "detta", "dessa", "foljande")
_SELF_NOUN = r"(?:text|sida|sidan|stycke|artikel|artikeln|dokument|innehall|avsnitt|resultat|inlagg|passage)\w*"
_ASSESSOR_ONLY = r"(?:bedomare|granskare|annoterare|utvarderare|sprakmodell)\w*"
_ASSESSOR = any_of(_ASSESSOR_ONLY, r"modell\w*", "ai", r"assistent\w*", r"domare\w*")
_ADDRESS = any_of("hej", "kara", "kare", "basta", "till", "som", "observera", "obs")
_GRADE_NOUN = any_of(r"betyg\w*", r"poang\w*", r"bedomning\w*", r"omdome\w*", r"niva\w*", r"relevans\w*")
# not "ge", "satt" (give, set): the start of too many English words to look up; a grade given so is
# the cue keyed on the grade's noun below
_GRADE_VERB = any_of("bedom", "betygsatt", "tilldela", "markera", "klassa", "klassificera",
                     "svara", "gradera", "rangordna", "placera")
_TOP = r"(?:hogst|max|full|bast)\w*"
_MUST = any_of(phrase("du", "maste"), phrase("ni", "maste"), phrase("var", "snall", "och"), phrase("var", "vanlig",
               "och"), "snalla", "alltid", "ska", "bor")
_ORDER = any_of(_GRADE_VERB, "betrakta", "behandla", "rakna")
_LEVEL = any_of(level_number("tre", any_of("for", "har", "nu", "alltid", "bara", "utan")), r"[23]:a",
                phrase(_TOP, _GRADE_NOUN), phrase(_INTENSE, r"relevant\w*"))
_ASKED = r"(?:sokning|sokfrag|fraga|fragor|forfragan)\w*"
_ANSWER = r"svar\w*"

TYPOS = False  # keywords near English words ("glom", "satt"): no typo of one is read as it

CUES: tuple[Cue, ...] = (
    *override_cues("sv", _OVERRIDE_VERB, _RULES, _EARLIER),
    Cue(CueKind.CLAIM, "sv", rf"\b{_INTENSE}{SEP}(?:relevant|traffande)\w*"),
    Cue(CueKind.CLAIM, "sv", rf"\brelevant\w*{gap(3)}{_ASKED}", key="relevant"),
    Cue(CueKind.CLAIM, "sv", rf"\b(?:basta|perfekt\w*|ideal\w*|fullstandig\w*|hela|exakt\w*){SEP}{_ANSWER}",
        key=_ANSWER),
    # claims of fit to any query: "varje sokning", "vad du an soker efter finns svaret har" (strong)
    Cue(CueKind.CLAIM, "sv", rf"\b(?:varje|alla|vilken|vilket|samtliga){SEP}(?:\w+{SEP})?{_ASKED}", key=_ASKED),
    Cue(CueKind.CLAIM, "sv", rf"\b(?:vad|vilken|vilket|oavsett){SEP}(?:\w+{SEP}){{0,3}}?(?:an{SEP})?(?:sok|letar|fragar|"
        rf"skriver|googla)\w*[^.!?\x1e]{{0,80}}?\b{_ANSWER}", strong=True, key=any_of("sok", "letar", "fragar", "skriver", "googla")),
    *addressed_cues("sv", itself=_SELF, noun=_SELF_NOUN, assessor_only=_ASSESSOR_ONLY, address=_ADDRESS,
                    assessor=_ASSESSOR, grade_word=any_of(_GRADE_NOUN, _GRADE_VERB)),
    Cue(CueKind.GRADE, "sv", rf"\b{_TOP}{SEP}{_GRADE_NOUN}", key=_GRADE_NOUN),
    Cue(CueKind.GRADE, "sv", rf"\b{_GRADE_VERB}{gap(4)}{_TOP}{SEP}{_GRADE_NOUN}", strong=True),
    order_cue("sv", _MUST, _ORDER, words=3),
    order_with_grade_cue("sv", any_of("bedom", "betygsatt", "tilldela", "markera", "klassa", "gradera", "placera"),
                         _LEVEL, any_of("snalla", "maste", "ska", "alltid", "bara", "och")),
    # a three as a noun given ("ge det här stycket en trea"): keyed on it
    Cue(CueKind.COMMAND, "sv", rf"\b(?:ge|ger|satt|tilldela|fa|far)\b{clause_gap(4)}en{SEP}trea\b", strong=True, key="trea",
        typos=False),
    # a grade given ("ge texten betyg 3", "ska fa en 3:a"): keyed on the grade's noun, not on "ge"
    Cue(CueKind.COMMAND, "sv", rf"\b(?:ge|ger|satt|fa|ha|tilldela){gap(3)}(?:betyg\w*|poang\w*){SEP}(?:[23]\b|tre\b|"
        rf"{_TOP})", strong=True, key=any_of("betyg", "poang")),
    Cue(CueKind.COMMAND, "sv", rf"\b(?:ska|bor|maste){SEP}(?:fa|ha){SEP}(?:en{SEP})?[23]:a\b", strong=True,
        key=any_of("ska", "bor", "maste")),
    # the search inside the concession ("oavsett vilken fråga du har ... svaret"); role-play with its top grade
    search_first_cue("sv", rf"(?:oavsett|vad|vilken|vilket|vilka){gap(3)}{_ASKED}", rf"(?:{_ANSWER}|relevant\w*)",
                     key=any_of("oavsett", "vad", "vilken", "vilket", "vilka")),
    role_play_cue("sv", any_of("latsas", phrase("forestall", "dig"), phrase("tank", "dig"), phrase("spela", "rollen"),
                               phrase("ta", "rollen")),
                  any_of(phrase("full", "pott"), rf"\b{_TOP}{SEP}(?:betyg|poang)\w*", r"\ben\W{1,3}[23]\b", r"\bbetyg\W{1,3}[23]\b",
                         r"\b(?:maxpoang|toppbetyg)\w*"),
                  key=any_of("latsas", "forestall", "tank", "rollen")),
)

WORDS: Words = {
    Concept.RELEVANCE: ("relevan*",),
    Concept.GRADING: ("betyg*", "poang*", "bedom*", "klassific*", "gradera*"),
    Concept.ASSESSOR: ("bedomare*", "granskare*", "annoterare*", "utvarderare*"),
    Concept.MACHINE: ("ai", "modell", "modellen", "sprakmodell*", "assistent*", "automatisk*"),
    Concept.ADDRESS: ("du", "dig", "din", "ditt", "dina", "ni", "er", "snalla", "hej", "kara"),
    Concept.SELF: ("text*", "sidan", "stycke*", "artikel*", "dokument*", "innehall*", "avsnitt*"),
    Concept.QUERY: ("sokning*", "sokfrag*", "fraga", "fragan", "fragor", "anvandar*"),
    Concept.TOP: ("hogst*", "max*", "basta", "perfekt*", "fullstandig*", "helt", "full"),
    Concept.OVERRIDE: ("ignorera*", "glom"),
    Concept.RULES: ("instruktion*", "regler", "anvisning*", "tidigare"),
    Concept.DEIXIS: ("denna", "detta", "hit"),
}
