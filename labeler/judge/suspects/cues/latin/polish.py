"""Polish cues (written without accents: the text is read with them dropped, ł kept)."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import (search_first_cue, SEP, addressed_cues, any_of, Concept, Cue, CueKind,
                                              fit_to_any_search_cue, gap, level_number, order_cue,
                                              order_with_grade_cue, override_cues, phrase, Words)

_OVERRIDE_VERB = any_of("zignoruj", "zignorujcie", "ignoruj", "ignorujcie", "pomin", "pomincie", "zapomnij",
                        "zapomnijcie", "odrzuc", phrase("nie", "zwazaj", "na"), phrase("nie", "bierz", "pod", "uwage"))
_RULES = any_of("polecenia", "polecen", "instrukcje", "instrukcji", "zasady", "zasad", "wytyczne", "wytycznych",
                r"regu[lł]y", r"regu[lł]", "wskazowki", "wskazowek", "wszystko")
_EARLIER = any_of("wczesniejsze", "wczesniejszych", "poprzednie", "poprzednich", "powyzsze", "powyzszych",
                  "wszystkie", "wszystkich", "dotychczasowe", "twoje", "swoje", "pierwotne")
_INTENSE = any_of("bardzo", r"ca[lł]kowicie", phrase("w", r"pe[lł]ni"), "idealnie", "wysoce", "niezwykle",
                  "absolutnie", "doskonale", "maksymalnie", "w 100")
_SELF = any_of("ten", "ta", "tego", "tej", "temu", "tym", "niniejszy", "niniejsza", "niniejszego", "ponizszy",
               "ponizsza", "ponizszego")
_SELF_NOUN = r"(?:tekst|artyku[lł]|fragment|dokument|stron|akapit|tresc|wpis|wynik)\w*"
_ASSESSOR_ONLY = r"(?:oceniajac|ewaluator|asesor|recenzent)\w*"
_ASSESSOR = any_of(_ASSESSOR_ONLY, r"sedzi\w*", r"model\w*", "ai", "si", r"asystent\w*", phrase("sztuczna",
                                                                                                 "inteligencja"))
_ADDRESS = any_of("drogi", "droga", "drodzy", "szanowny", "szanowna", "szanowni", "uwaga", "jako",
                  phrase(any_of("wiadomosc", "notatka", "uwaga"), "dla"))
_GRADE_NOUN = any_of("ocena", "ocene", "oceny", "ocen", r"punkt\w*", r"punktacj\w*", "stopien", "wynik", "note")
# Imperatives and the noun of a request ("prosimy o przyznanie"), not the past of a report ("przyznał").
_GRADE_VERB = any_of("ocen", "oceniaj", "ocencie", "oceniajcie", "przyznaj", "przyznajcie", "przyznanie", "daj",
                     "dajcie", "wystaw", "wystawcie", "przypisz", "przypiszcie", "odpowiedz", "oznacz", "oznaczcie",
                     "zaklasyfikuj", "nadaj", "nadajcie")
_TOP = r"(?:najwyzsz|maksymaln|pe[lł]n|najlepsz)\w*"
_MUST = any_of("musisz", "musicie", "nalezy", "prosze", "prosimy", "zawsze", phrase("upewnij", "sie"))
_ORDER = any_of(_GRADE_VERB, "traktuj", "uznaj", "potraktuj")
_LEVEL = any_of(level_number("trzy", any_of("dla", "tutaj", "teraz", "zawsze", "tylko", "bez")),
                phrase(_TOP, _GRADE_NOUN), phrase(_INTENSE, r"(?:istotn|trafn)\w*"))
_ASKED = r"(?:zapytani|wyszukiwani|pytani|kwerend)\w*"

TYPOS = False  # their keywords are near English words: no typo of one is read as it

CUES: tuple[Cue, ...] = (
    *override_cues("pl", _OVERRIDE_VERB, _RULES, _EARLIER),
    # (keyed on the adjective: the intensifiers "w pełni", "całkowicie" start with "w" and "ca", as most English texts' words do)
    Cue(CueKind.CLAIM, "pl", rf"\b{_INTENSE}{SEP}(?:istotn|trafn|relewantn|adekwatn)\w*", key=r"(?:istotn|trafn|relewantn|adekwatn)\w*"),
    Cue(CueKind.CLAIM, "pl", rf"\b(?:istotn|trafn|relewantn)\w*{gap(3)}{_ASKED}", key=any_of("istotn", "trafn",
                                                                                             "relewantn")),
    Cue(CueKind.CLAIM, "pl", rf"\b(?:najlepsz|idealn|doskona[lł]|perfekcyjn|wyczerpujac)\w*{SEP}odpowiedz\w*",
        key="odpowiedz"),
    # a claim of fit to every query: "odpowiedź na każde zapytanie"
    Cue(CueKind.CLAIM, "pl", rf"\b(?:kazd|dowoln|wszystk|jakiekolwiek)\w*{SEP}{_ASKED}", key=_ASKED),
    *addressed_cues("pl", itself=_SELF, noun=_SELF_NOUN, assessor_only=_ASSESSOR_ONLY, address=_ADDRESS,
                    assessor=_ASSESSOR, grade_word=any_of(_GRADE_NOUN, _GRADE_VERB)),
    Cue(CueKind.GRADE, "pl", rf"\b{_TOP}{SEP}{_GRADE_NOUN}\b", key=_GRADE_NOUN),
    Cue(CueKind.GRADE, "pl", rf"\b{_GRADE_VERB}{gap(4)}{_TOP}{SEP}{_GRADE_NOUN}\b", strong=True),
    order_cue("pl", _MUST, _ORDER, words=3),
    order_with_grade_cue("pl", _GRADE_VERB, _LEVEL, any_of("prosze", "prosimy", "musisz", "nalezy", "zawsze", "tylko",
                                                          phrase("po", "prostu"), "i")),
    # a claim of fit to whatever the reader searched, an answer in the same sentence: strong
    fit_to_any_search_cue("pl", any_of(phrase("niezaleznie", "od", "tego"), "obojetnie", phrase("bez", "wzgledu", "na", "to"),
                                       "cokolwiek", "czegokolwiek"),
                          "(?:szuka|szukas|wyszuk|pyta|wpis|googl)", "(?:odpowiedz|trafn)",
                          key=any_of("niezaleznie", "obojetnie", "wzgledu", "cokolwiek", "czegokolwiek")),
    search_first_cue("pl", rf"(?:jaki|jaka|jakie|ktory|ktora|ktore)\w*kolwiek{gap(3)}(?:pytani|szuk|wyszukiw|zapytani)\w*",
                     r"(?:odpowiedz|trafn)\w*", key=any_of("jakikolwiek", "jakakolwiek", "jakiekolwiek", "ktorykolwiek",
                                                          "ktorakolwiek", "ktorekolwiek")),
)

WORDS: Words = {
    Concept.RELEVANCE: ("istotn*", "trafn*", "relewantn*", "adekwatn*"),
    Concept.GRADING: ("ocen*", "punktacj*", "przyzna*", "klasyfik*"),
    Concept.ASSESSOR: ("oceniajac*", "asesor*", "ewaluator*", "recenzent*"),
    Concept.MACHINE: ("si", "modelu", "modelem", "asystent*", "automatyczn*"),
    Concept.ADDRESS: ("ty", "ciebie", "tobie", "twoj*", "prosze", "prosimy", "drogi", "drodzy", "szanown*"),
    Concept.SELF: ("tekst*", "artyku*", "fragment*", "dokument*", "strona", "strony", "akapit*", "tresc*"),
    Concept.QUERY: ("zapytani*", "wyszukiw*", "pytani*", "uzytkownik*", "kwerend*"),
    Concept.TOP: ("najwyzsz*", "maksymaln*", "najlepsz*", "idealn*", "doskonal*", "perfekcyjn*"),
    Concept.OVERRIDE: ("zignoruj*", "ignoruj*", "pomin*", "zapomnij*"),
    Concept.RULES: ("polecen*", "instrukcj*", "wytyczn*", "wczesniejsz*", "poprzedni*"),
    Concept.DEIXIS: ("tego", "tej", "temu", "niniejsz*", "tutaj"),
}
