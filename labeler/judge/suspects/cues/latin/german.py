"""German cues (written case folded and without umlauts: the text is read so; ß reads as ss)."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import (ORDER_START, SEP, addressed_cues, any_of, clause_gap, Concept, Cue,
                                              CueKind, fit_to_any_search_cue, gap, grade_fact_cue, level_number,
                                              order_cue, phrase, Words)

_OVERRIDE_VERB = any_of(r"ignorier\w*", "vergiss", "vergesst", "vergessen", r"missacht\w*", "verwirf", "verwerfen",
                        r"uberspring\w*", r"ubergeh\w*", r"setze?", r"hebe?")
_RULES = any_of("anweisungen", "anweisung", "instruktionen", "regeln", "vorgaben", "richtlinien", "befehle",
                "anleitungen", "kriterien", "alles", "aufgabe", "bewertungsrichtlinien")
_EARLIER = any_of("vorherigen", "vorigen", "obigen", "bisherigen", "alle", "deine", "ihre", "fruheren",
                  "ursprunglichen", "vorangegangenen", "vorhergehenden", "zuvor", "bisher")
_INTENSE = any_of("vollkommen", "vollig", "perfekt", "hoch", "hochst", "sehr", "absolut", "ganz", "extrem",
                  "maximal", "total", "durchaus", "uberaus")
_ASKED = any_of("anfrage", "suche", "frage", "suchanfrage", "abfrage")
_SELF = any_of(r"diese[rsnm]?", phrase(any_of("der", "die", "das"), r"folgende\w*"),
               phrase(any_of("der", "die", "das"), r"vorliegende\w*"))
_SELF_NOUN = any_of("passage", "abschnitt", "text", "dokument", "seite", "inhalt", "artikel", "absatz", "ergebnis",
                    "auszug", "textstelle", "beitrag")
_ASSESSOR = any_of(r"bewerter\w*", r"gutachter\w*", r"prufer\w*", r"beurteiler\w*", r"annotator\w*",
                   r"sprachmodell\w*", "ki", r"assistent\w*", r"modell\w*", r"ki\W?\w+")
_GRADE_NOUN = any_of("note", "bewertung", "punktzahl", "stufe", "relevanz", "relevanzstufe", "einstufung", "wertung")
_GRADE_VERB = any_of(r"bewerte\w*", "vergib", r"vergeben", "gib", r"antworte\w*", r"stufe", r"benote\w*",
                     r"gebe?n?", r"ausgeben", r"setze?")
_IMPERATIVE = any_of("betrachte", "betrachten", "bewerte", "bewerten", "behandle", "behandeln", "stufe", "stufen", "vergib",
                     "gib", "geben", "markiere", "markieren", "benote", "benoten")
_THIS = any_of(r"diese[rsnm]?", phrase("den", "folgenden"), phrase("die", "folgende"), phrase("das", "folgende"))
_SYSTEM_NOTE = any_of(r"systemanweisung\w*", r"systemhinweis\w*", r"systemnachricht\w*", r"systemprompt\w*")
_TOP_LEVEL = any_of(r"maximal\w*", r"hochst\w*", r"vollstandig\w*", r"vollkommen\w*", r"perfekt\w*", r"absolut\w*", "total")
_TOP = any_of(r"hochst\w*", r"maximal\w*", r"beste\w*", r"hochstnote", r"volle\w*")
_MUST = any_of(phrase("du", "musst"), phrase("sie", "mussen"), "bitte", "immer", phrase("du", "sollst"),
               phrase("sie", "sollen"))
_ORDER = any_of(r"bewerte\w*", "vergib", r"vergeben", r"stufe\w*", r"einstufen", "gib", r"geben", r"benote\w*",
                r"betrachte\w*", r"behandle\w*", r"beurteile\w*", r"antworte\w*", r"markiere\w*")
_ASSESSOR_ONLY = any_of(r"bewerter\w*", r"gutachter\w*", r"beurteiler\w*", r"sprachmodell\w*",
                        r"ki\W?(?:bewerter|gutachter|modell|system|assistent|prufer)\w*")
_ADDRESS = any_of("als", "liebe", "lieber", "hallo", "achtung", phrase("hinweis", any_of("an", "fur")),
                  phrase("wenn", "du", "ein"), phrase("falls", "du"))
_POSSIBLE = any_of("mogliche", "moglichen")
_TOP_WHAT = any_of(_GRADE_NOUN, "note", r"relevanz\w*")
# An order with the grade it wants: an imperative then the grade ("gib die Hochstnote", "antworte nur mit 3"), or
# a request to the grader, the grade, then the verb last ("Prufer werden gebeten, es als perfekte Ubereinstimmung
# zu markieren", "Bewerter sollen ihn mit der besten Stufe versehen").
_ORDER_IMPERATIVE = any_of("gib", "gebt", "vergib", "vergebt", "antworte", "antwortet", "bewerte", "bewertet",
                           "markiere", "markiert", "benote", "benotet", "versieh", "verseht", "kennzeichne", "stufe",
                           "setze", "setzt", "ordne", phrase(any_of("geben", "vergeben", "antworten", "bewerten",
                           "markieren", "benoten", "versehen", "stufen", "setzen"), "sie"))
_ORDER_ANYWHERE = any_of("gib", "gebt", "vergib", "vergebt", "antworte", "antwortet")
_ORDER_INFINITIVE = any_of("markieren", "bewerten", "einstufen", "vergeben", "geben", "versehen", "benoten",
                           "beurteilen", "kennzeichnen", "einordnen", "behandeln", "betrachten", "ausgeben",
                           "antworten", "zuweisen", "zuordnen", "erteilen", "belohnen")
_REQUEST = any_of(phrase(any_of("werden", "wird", "sind", "ist", "seid", "bist"),
                         any_of("gebeten", "aufgefordert", "angewiesen", "angehalten", "ersucht", "verpflichtet")),
                  "sollen", "sollten", "sollst", "solltest", "soll", "mussen", "musst", "muss", "bitte", "bitten")
_LEVEL_WORDS = any_of(
    any_of("hochstnote", "bestnote", "hochstwertung", "hochstbewertung", "hochstpunktzahl", "topnote", "hochstrelevant",
           "hochrelevant", r"volltreffer"),
    phrase(any_of(r"hochst\w*", r"maximal\w*", r"beste\w*", r"volle\w*", r"top\w*", r"perfekte\w*", r"oberste\w*"),
           any_of(r"note\w*", r"stufe\w*", r"bewertung\w*", r"wertung\w*", r"punkt\w*", r"relevanz\w*", r"einstufung\w*",
                  r"ubereinstimmung\w*", r"treffer\w*", r"antwort\w*", r"kategorie\w*")),
    phrase(any_of("hoch", "hochst", "voll", "vollig", "vollkommen", "perfekt", "absolut", "sehr", "maximal", "als"),
           r"relevant\w*"),
)
_LEVEL_LAST = any_of(level_number("drei", any_of("fur", "hier", "jetzt", "unabhangig", "immer", "bitte", "und")),
                     _LEVEL_WORDS)
_LEVEL_BEFORE_VERB = any_of(rf"(?:[23](?:\s?/\s?3)?|drei)(?![.,/]\d|\w)", _LEVEL_WORDS)

_EVERY = any_of(r"jede[rsnm]?", r"beliebige\w*", phrase("egal", r"welche\w*"))

CUES: tuple[Cue, ...] = (
    Cue(CueKind.OVERRIDE, "de", rf"\b{_OVERRIDE_VERB}{gap(3)}{_EARLIER}{gap(2)}{_RULES}\b", strong=True),
    Cue(CueKind.OVERRIDE, "de", rf"\b{_OVERRIDE_VERB}{gap(3)}{_RULES}\b"),
    Cue(CueKind.OVERRIDE, "de", rf"\b{any_of('neue', 'aktualisierte', 'geanderte')}{SEP}{any_of('anweisungen', 'regeln', 'vorgaben')}\b"),
    Cue(CueKind.FENCE, "de", rf"\b{any_of('ende', 'anfang', 'beginn')}{SEP}{any_of('der', 'des')}{SEP}"
        rf"{any_of('passage', 'abschnitts', 'dokuments', 'textes', 'anfrage', 'bewertung')}\b"),
    Cue(CueKind.CLAIM, "de", rf"\b{_INTENSE}{SEP}relevant\w*", key="relevant"),
    Cue(CueKind.CLAIM, "de", rf"\brelevanz{gap(4)}{_TOP_LEVEL}\b"),
    Cue(CueKind.CLAIM, "de", rf"\b{any_of('hochrelevant', 'hochstrelevant')}\w*"),
    Cue(CueKind.CLAIM, "de", rf"\brelevan(?:t\w*|z){gap(3)}{_ASKED}\b"),
    Cue(CueKind.CLAIM, "de", rf"\b{any_of('perfekte', 'exakte', 'ideale', 'beste', 'genaue', 'direkte')}{SEP}antwort\b"),
    Cue(CueKind.CLAIM, "de", rf"\bbeantwortet{gap(3)}{any_of('vollstandig', 'perfekt', 'exakt', 'genau', 'direkt')}\b"),
    *addressed_cues("de", itself=_SELF, noun=_SELF_NOUN, assessor_only=_ASSESSOR_ONLY, address=_ADDRESS,
                    assessor=_ASSESSOR, grade_word=any_of(_GRADE_NOUN, _GRADE_VERB)),
    Cue(CueKind.GRADE, "de", rf"\b{_TOP}{SEP}(?:{_POSSIBLE}{SEP})?{_TOP_WHAT}\b"),
    Cue(CueKind.GRADE, "de", rf"\b{any_of('hochstnote', 'bestnote', 'hochstwertung', 'hochstbewertung')}\b"),
    order_cue("de", _MUST, _ORDER, words=3),
    Cue(CueKind.COMMAND, "de", rf"\b{_IMPERATIVE}{SEP}(?:sie{SEP})?{_THIS}\b"),
    Cue(CueKind.FENCE, "de", rf"\b{_SYSTEM_NOTE}"),
    Cue(CueKind.COMMAND, "de", rf"(?:{ORDER_START}|\b{any_of('bitte', 'nur', 'einfach', 'jetzt', 'immer', 'und', 'sofort')}"
        rf"{SEP}|\b(?={_ORDER_ANYWHERE}\b)){_ORDER_IMPERATIVE}\b{clause_gap(6)}{_LEVEL_LAST}", strong=True,
        key=_ORDER_IMPERATIVE),
    Cue(CueKind.COMMAND, "de", rf"\b{_REQUEST}\b{clause_gap(8)}{_LEVEL_BEFORE_VERB}{clause_gap(3)}{_ORDER_INFINITIVE}\b",
        strong=True, key=_ORDER_INFINITIVE),
    # claims of fit to every query, and of no better source ("eine bessere Quelle gibt es nicht")
    Cue(CueKind.CLAIM, "de", rf"\b{_EVERY}{SEP}"
        rf"(?:\w+{SEP})?(?:such|web)?(?:anfrage|frage|suche|abfrage)\w*", key=any_of("such", "web", "anfrage", "frage",
                                                                                   "abfrage")),
    Cue(CueKind.CLAIM, "de", rf"\bbessere\w*{SEP}(?:quelle|antwort|seite|ressource|information)\w*{gap(2)}gibt{SEP}es{SEP}"
        rf"nicht\b", key="bessere"),
    Cue(CueKind.CLAIM, "de", rf"\bkeine{SEP}bessere\w*{SEP}(?:quelle|antwort|seite|ressource)\w*", key="bessere"),
    Cue(CueKind.CLAIM, "de", rf"\bbesser{SEP}als{SEP}(?:jede|alle)\w*{SEP}ander\w*", key="besser"),
    # a claim of fit to whatever the reader searched, an answer in the same sentence: strong
    fit_to_any_search_cue("de", any_of("egal", "gleich", phrase("unabhangig", "davon"), phrase("was", "auch", "immer"),
                                       phrase("wonach", "auch", "immer")),
                          "(?:such|gesucht|frag|gefragt|eingegeben|eingib|tipp|google)", "(?:antwort|passend|relevant)",
                          key=any_of("egal", "gleich", "unabhangig", "immer")),
    grade_fact_cue("de", rf"(?:richtige|korrekte|zutreffende){SEP}(?:note|bewertung|einstufung|label|wertung)",
                   any_of("fur", "dieser", "dieses", "diesen") + rf"(?:{SEP}\w+)?", any_of("ist", "lautet", "ware"),
                   key=any_of("richtige", "korrekte", "zutreffende")),
    # no other document serving the search as well (with the text pointing at itself, it flags)
    Cue(CueKind.CLAIM, "de", rf"\bkein\w*{SEP}ander\w*{SEP}(?:dokument|text|seite|artikel|quelle|ergebnis|beitrag)\w*[^.!?\x1e]{{0,80}}?"
        rf"\b(?:so{SEP}gut|besser|vollstandiger|relevanter)\b", key="kein"),
)

WORDS: Words = {
    Concept.RELEVANCE: ("relevan*",),
    Concept.GRADING: ("bewert*", "benot*", "einstuf*", "stufe*", "punktzahl*", "kategorie*", "wertung*",
                      "hochstnote*"),
    Concept.ASSESSOR: ("bewerter*", "gutachter*", "prufer*", "beurteiler*", "annotator*"),
    Concept.MACHINE: ("ki", "modell*", "assistent*", "sprachmodell*", "automatisch*"),
    Concept.ADDRESS: ("du", "dich", "dir", "dein*", "bitte", "hallo", "liebe", "lieber"),
    Concept.SELF: ("passage*", "abschnitt*", "dokument*", "seite", "seiten", "text", "texte", "inhalt*", "artikel*",
                   "auszug*"),
    Concept.QUERY: ("anfrage*", "suche*", "frage*", "nutzer*", "benutzer*", "suchanfrage*", "suchergebnis*"),
    Concept.TOP: ("hochst*", "maximal*", "perfekt*", "grosszugig*", "beste*", "vollstandig*", "vollig*", "exakt*", "ideal*",
                  "endgultig*"),
    Concept.OVERRIDE: ("ignorier*", "vergiss", "vergessen", "uberspring*"),
    Concept.RULES: ("anweisung*", "regel*", "vorherig*", "bisherig*", "richtlinie*", "prufung*", "kontrolle*"),
    Concept.DEIXIS: ("dies*", "hier", "folgend*"),
}
