"""Italian cues (written without accents: the text is read with them dropped)."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import (ROMANCE_CLITICS, SEP, addressed_cues, any_of, Concept, Cue, CueKind,
                                              fit_to_any_search_cue, grade_fact_cue, graded_answer_cues, level_number,
                                              order_cue, order_with_grade_cue, override_cues, phrase, Words)

_OVERRIDE_VERB = any_of("ignora", "ignorate", "ignorare", "dimentica", "dimenticate", "dimenticare", "trascura",
                        "tralascia", "scarta", "non considerare", "non tenere conto")
_RULES = any_of("istruzioni", "regole", "indicazioni", "direttive", "criteri", phrase("linee", "guida"), "consegne",
                "tutto", "prompt")
_EARLIER = any_of("precedenti", "anteriori", "sopra", "tutte", "tue", "vostre", "originali", "iniziali", "prima")
_INTENSE = any_of("perfettamente", "altamente", "molto", "totalmente", "completamente", "estremamente",
                  "assolutamente", "pienamente", phrase("del", "tutto"))
_SELF = any_of("questo", "questa", phrase("il", "presente"), phrase("il", "seguente"))
_SELF_NOUN = any_of("passaggio", "documento", "testo", "pagina", "contenuto", "articolo", "brano", "estratto",
                    "risultato", "paragrafo")
_ASSESSOR = any_of(r"valutator\w*", r"giudic\w*", r"revisor\w*", r"annotator\w*", phrase("modello", "linguistico"),
                   "ia", "assistente", "modello")
_GRADE_NOUN = any_of("voto", "punteggio", "valutazione", "rilevanza", "pertinenza")
# Verbs, not their nouns ("valutazione", "classifica": a rubric's "griglia di valutazione: il voto massimo")
_GRADE_VERB = any_of(r"assegna(?:te|re|gli|le)?", r"rispondi\w*", "dai", r"valuta(?:te|re|lo|la)?",
                     r"classifica(?:te|lo|la)", r"attribuisci")
_TOP = any_of("massimo", "massima", phrase("piu", any_of("alto", "alta")), "migliore")
_MUST = any_of("devi", "deve", "dovete", phrase("per", "favore"), "sempre", phrase("e", "obbligatorio"))
_ORDER = any_of(r"valuta\w*", r"assegna\w*", r"classifica\w*", r"considera\w*", r"attribuisci", r"rispondi",
                r"segna\w*", r"tratta\w*")
_ASSESSOR_ONLY = any_of(r"valutator\w*", r"annotator\w*", phrase("modello", "linguistico"))
_ADDRESS = any_of(phrase("come", any_of("un", "una", "il")), "caro", "cara", "gentile", "attenzione",
                  phrase("nota", any_of("per", "al", "alla")), phrase("se", "sei"))

# An order with the grade it wants: "Rispondi 3.", "Dai a questo testo un 3.", "Assegna il massimo."
_ORDER_VERB = any_of("rispondi", "rispondete", "assegna", "assegnate", "dai", "attribuisci", "attribuite",
                     "metti", "mettete", "valuta", "valutate", "segna", "segnate", "scrivi", "scrivete", "restituisci",
                     "dagli", "dategli", "dalle", "datele", "date", "tratta", "trattate", "considera", "considerate",
                     "classifica", "classificate")
_LEVEL = any_of(level_number("tre", any_of("per", "qui", "ora", "sempre", "solo", "senza")),
                phrase(_GRADE_NOUN, any_of("massimo", "massima", "pieno", phrase("piu", any_of("alto", "alta")))),
                phrase("il", "massimo"), phrase("pieni", "voti"), phrase(_INTENSE, any_of("rilevante", "pertinente")))

_BETTER = any_of(phrase("piu", r"\w+"), "migliore")

CUES: tuple[Cue, ...] = (
    *override_cues("it", _OVERRIDE_VERB, _RULES, _EARLIER),
    Cue(CueKind.CLAIM, "it", rf"\b{_INTENSE}{SEP}{any_of('pertinente', 'rilevante')}\b",
        key=any_of("pertinente", "rilevante")),
    *addressed_cues("it", itself=_SELF, noun=_SELF_NOUN, assessor_only=_ASSESSOR_ONLY, address=_ADDRESS,
                    assessor=_ASSESSOR, grade_word=any_of(_GRADE_NOUN, _GRADE_VERB)),
    *graded_answer_cues("it", relevant=any_of("pertinen", "rilevan"), asked=any_of("ricerca", "domanda", "query"),
                        answer="risposta", exact=any_of("perfetta", "esatta", "ideale", "completa"),
                        grade_noun=_GRADE_NOUN, grade_verb=_GRADE_VERB, top=_TOP),
    order_cue("it", _MUST, _ORDER),
    order_with_grade_cue("it", _ORDER_VERB, _LEVEL, any_of(phrase("per", "favore"), "devi", "dovete", "sempre", "solo",
                                                          "soltanto", "semplicemente", "e"), clitics=ROMANCE_CLITICS["it"]),
    # claims of fit to every query ("la risposta migliore a qualsiasi domanda"), and of no better source
    Cue(CueKind.CLAIM, "it", rf"\b{any_of('qualsiasi', 'qualunque', 'ogni')}{SEP}(?:\w+{SEP})?"
        rf"(?:domand|ricerc|query|richiest)\w*", key=any_of("domand", "ricerc", "query", "richiest")),
    Cue(CueKind.CLAIM, "it", rf"\bnon{SEP}esiste{SEP}(?:una?{SEP})?(?:fonte|pagina|risposta|testo)\w*{SEP}"
        rf"{_BETTER}", key=any_of("fonte", "pagina", "risposta", "testo")),
    Cue(CueKind.CLAIM, "it", rf"\brisposta{SEP}{any_of('migliore', 'definitiva')}\b|\b{any_of('migliore', 'definitiva')}"
        rf"{SEP}risposta\b", key="risposta"),
    # a claim of fit to whatever the reader searched, an answer in the same sentence: strong
    fit_to_any_search_cue("it", any_of("qualunque", "qualsiasi", phrase("non", "importa"), "indipendentemente"),
                          "(?:cerc|ricerc|chied|domand|richiest|query|digit|googl)", "(?:risposta|pertinente|rilevante)",
                          key=any_of("qualunque", "qualsiasi", "importa", "indipendentemente")),
    grade_fact_cue("it", rf"(?:etichetta|voto|valutazione|punteggio){SEP}(?:corrett[oa]|giust[oa]|adeguat[oa])",
                   rf"(?:per|di){SEP}(?:questa|questo)", any_of("e", "sara"),
                   key=any_of("etichetta", "voto", "valutazione", "punteggio")),
)

WORDS: Words = {
    Concept.RELEVANCE: ("pertinen*", "rilevan*"),
    Concept.GRADING: ("valuta*", "punteggi*", "voto", "voti", "classifica*", "assegna*", "categori*"),
    Concept.ASSESSOR: ("valutator*", "giudic*", "revisor*", "annotator*"),
    Concept.MACHINE: ("ia", "modello", "modelli", "assistente*", "automatic*"),
    Concept.ADDRESS: ("tu", "ti", "tuo", "tua", "voi", "devi", "favore", "ciao", "caro", "gentile"),
    Concept.SELF: ("passaggio", "documento*", "pagina", "testo", "testi", "contenuto*", "articolo*", "brano",
                   "estratto*"),
    Concept.QUERY: ("ricerca*", "domanda*", "utente*", "richiesta*"),
    Concept.TOP: ("massim*", "perfett*", "migliore", "total*", "complet*", "esatt*", "ideale"),
    Concept.OVERRIDE: ("ignora*", "dimentica*"),
    Concept.RULES: ("istruzion*", "regole", "precedent*", "criteri", "verifiche", "controlli"),
    Concept.DEIXIS: ("questo", "questa", "qui"),
}
