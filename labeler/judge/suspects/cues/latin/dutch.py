"""Dutch cues."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import (role_play_cue, search_first_cue, SEP, addressed_cues, any_of, Concept, Cue, CueKind,
                                              fit_to_any_search_cue, gap, level_number, order_cue,
                                              order_with_grade_cue, override_cues, phrase, Words)

_OVERRIDE_VERB = any_of("negeer", "negeren", "vergeet", "vergeten", phrase("sla", "over"), "overslaan", "verwerp")
_RULES = any_of("instructies", "instructie", "regels", "aanwijzingen", "richtlijnen", "criteria", "opdrachten",
                "opdracht", "alles")
_EARLIER = any_of("vorige", "eerdere", "voorgaande", "bovenstaande", "alle", "je", "jouw", "uw", "oorspronkelijke",
                  "originele")
_INTENSE = any_of("volledig", "zeer", "hoogst", "uiterst", "perfect", "absoluut", "helemaal", "totaal", "bijzonder",
                  "extreem")
_SELF = any_of("deze", "dit", phrase(any_of("de", "het"), "volgende"))
_SELF_NOUN = any_of("passage", "tekst", "document", "pagina", "inhoud", "artikel", "fragment", "resultaat",
                    "alinea")
_ASSESSOR = any_of(r"beoordelaar\w*", r"evaluator\w*", r"annotator\w*", r"taalmodel\w*", "ai", r"assistent\w*",
                   "model")
_GRADE_NOUN = any_of("score", "cijfer", "beoordeling", "relevantie", r"relevantiescore\w*", "waardering", "niveau")
_GRADE_VERB = any_of("geef", "geeft", "ken", "beoordeel", "antwoord", "waardeer", "markeer", "classificeer")
_TOP = any_of("hoogste", "maximale", "beste", "volle")
_MUST = any_of(phrase(any_of("je", "u"), "moet"), "moet", "moeten", "gelieve", "altijd", phrase("zorg", "dat"))
_ORDER = any_of(r"beoordeel\w*", "geef", "geven", "ken", "markeer", "classificeer", "beschouw", "behandel",
                "antwoord", "waardeer")
_ASSESSOR_ONLY = any_of(r"beoordelaar\w*", r"annotator\w*", r"taalmodel\w*")
_ADDRESS = any_of(phrase("als", any_of("een", "de")), "beste", "hallo", phrase("let", "op"),
                  phrase(any_of("opmerking", "notitie", "bericht"), any_of("voor", "aan")))

# An order with the grade it wants: "Antwoord 3.", "Geef dit een 3.", "Geef de hoogste score."
_ORDER_VERB = any_of("antwoord", "antwoordt", "geef", "geeft", "beoordeel", "waardeer", "markeer", "zet", "schrijf",
                     "retourneer")
_LEVEL = any_of(level_number("drie", any_of("voor", "hier", "nu", "altijd", "alleen", "zonder")),
                phrase(_TOP, r"(?:mogelijke\W{1,3})?" + _GRADE_NOUN))


CUES: tuple[Cue, ...] = (
    *override_cues("nl", _OVERRIDE_VERB, _RULES, _EARLIER),
    Cue(CueKind.CLAIM, "nl", rf"\b{_INTENSE}{SEP}relevant\b", key="relevant"),
    Cue(CueKind.CLAIM, "nl", rf"\brelevan\w*{gap(3)}{any_of('zoekopdracht', 'zoekvraag', 'vraag', 'zoekterm')}\b"),
    Cue(CueKind.CLAIM, "nl", rf"\b{any_of('perfecte', 'exacte', 'ideale', 'volledige')}{SEP}"
        rf"{any_of('antwoord', 'match', 'overeenkomst')}\b"),
    *addressed_cues("nl", itself=_SELF, noun=_SELF_NOUN, assessor_only=_ASSESSOR_ONLY, address=_ADDRESS,
                    assessor=_ASSESSOR, grade_word=any_of(_GRADE_NOUN, _GRADE_VERB)),
    Cue(CueKind.GRADE, "nl", rf"\b{_TOP}{SEP}(?:mogelijke{SEP})?{any_of(_GRADE_NOUN, 'relevantiescore')}\b"),
    Cue(CueKind.GRADE, "nl", rf"\b{_GRADE_VERB}{gap(4)}{_TOP}{SEP}(?:mogelijke{SEP})?{_GRADE_NOUN}\b", strong=True),
    order_cue("nl", _MUST, _ORDER, words=4),
    order_with_grade_cue("nl", _ORDER_VERB, _LEVEL, any_of("gelieve", "alsjeblieft", "graag", "moet", "altijd",
                                                          "alleen", "gewoon", "en")),
    # claims of fit to every query ("het beste antwoord op elke zoekvraag")
    Cue(CueKind.CLAIM, "nl", rf"\b{any_of('elke', 'iedere', 'welke')}{SEP}(?:\w+{SEP})?(?:zoekvraag|vraag|zoekopdracht|zoekterm)\w*",
        key=any_of("zoekvraag", "vraag", "zoekopdracht", "zoekterm")),
    Cue(CueKind.CLAIM, "nl", rf"\b{any_of('beste', 'definitieve', 'ideale')}{SEP}antwoord\b", key="antwoord"),
    Cue(CueKind.CLAIM, "nl", rf"\bbeter{SEP}dan{SEP}{any_of('elke', 'iedere', 'alle')}{SEP}ander\w*", key="beter"),
    # a claim of fit to whatever the reader searched, an answer in the same sentence: strong
    fit_to_any_search_cue("nl", any_of(rf"(?:wat|waar|welke?)(?:{SEP}\w+){{1,2}}?{SEP}ook", "ongeacht",
                                       phrase("maakt", "niet", "uit")),
                          "(?:zoek|zocht|gezocht|vraag|vroeg|typ|googl)", "(?:antwoord|relevant)",
                          key=any_of("wat", "waar", "welk", "ongeacht", "maakt")),
    # the search inside the concession ("wat de zoekvraag ook is, ... antwoord"); role-play with its top grade
    search_first_cue("nl", rf"(?:wat|welke?|waar){gap(3)}(?:zoek|vraag|vroeg)\w*{gap(3)}ook", r"(?:antwoord|relevant)\w*",
                     key="ook"),
    role_play_cue("nl", any_of(phrase("speel", "de", "rol"), phrase("doe", "alsof"), phrase("stel", "je", "voor"),
                               phrase("beeld", "je", "in"), phrase("neem", "de", "rol")),
                  any_of(rf"\been{SEP}[23]\b", rf"\b{_TOP}{SEP}(?:score|cijfer|beoordeling|punten)", phrase("volle", "punten")),
                  key=any_of("speel", "alsof", "voor", "beeld", "neem")),
)

WORDS: Words = {
    Concept.RELEVANCE: ("relevan*",),
    Concept.GRADING: ("beoordeel*", "beoordeling*", "score", "scores", "cijfer*", "waardeer*", "classificeer*", "categorie*"),
    Concept.ASSESSOR: ("beoordelaar*", "evaluator*", "annotator*"),
    Concept.MACHINE: ("ai", "model", "modellen", "taalmodel*", "assistent*", "automatisch*"),
    Concept.ADDRESS: ("je", "jij", "jouw", "u", "uw", "gelieve", "hallo", "beste"),
    Concept.SELF: ("passage*", "tekst", "teksten", "document*", "pagina*", "inhoud", "artikel*", "fragment*"),
    Concept.QUERY: ("zoekopdracht*", "zoekvraag*", "vraag", "vragen", "gebruiker*", "zoekterm*"),
    Concept.TOP: ("hoogste", "maximal*", "perfect*", "beste", "volledig*", "exact*", "ideal*"),
    Concept.OVERRIDE: ("negeer", "negeren", "vergeet"),
    Concept.RULES: ("instructie*", "regels", "vorige", "eerdere", "richtlijn*"),
    Concept.DEIXIS: ("dit", "deze", "hier"),
}
