"""Spanish cues (written without accents: the text is read with them dropped)."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import (ROMANCE_CLITICS, top_for_any_search_cue, SEP, addressed_cues, any_of, Concept, Cue, CueKind,
                                              fit_to_any_search_cue, gap, grade_fact_cue, level_number, order_cue,
                                              order_with_grade_cue, override_cues, phrase, Words)

_OVERRIDE_VERB = any_of("ignora", "ignore", "ignoren", "ignorar", "olvida", "olvide", "olviden", "olvidar", "omite",
                        "omitir", "descarta", "descartar", "desestima", "anula", "deja de lado", "pasa por alto")
_RULES = any_of("instrucciones", "indicaciones", "reglas", "directrices", "ordenes", "consignas", "pautas",
                "criterios", "rubrica", "todo")
_EARLIER = any_of("anteriores", "previas", "precedentes", phrase("de", "arriba"), "todas", "tus", "sus",
                  "originales", "iniciales", "antes")
_INTENSE = any_of("perfectamente", "altamente", "muy", "totalmente", "completamente", "sumamente", "absolutamente",
                  "mas", "maximamente", "extremadamente", "plenamente")
_ASKED = any_of("consulta", "busqueda", "pregunta", "solicitud")
_SELF = any_of("este", "esta", phrase("el", "presente"), phrase("el", "siguiente"))
_IMPERATIVE = any_of("considera", "considere", "asigna", "asigne", "asignale", "califica", "califique", "trata", "trate",
                     "marca", "marque", "da", "dale", "otorga", "otorgue", "evalua", "evalue", "puntua", "puntue")
_SELF_NOUN = any_of("pasaje", "documento", "texto", "pagina", "contenido", "articulo", "fragmento", "parrafo",
                    "resultado", "extracto")
_ASSESSOR = any_of(r"evaluador\w*", r"juez\w*", r"calificador\w*", r"anotador\w*", r"revisor\w*", r"asesor\w*",
                   phrase("modelo", "de", "lenguaje"), "ia", "asistente", "modelo")
_GRADE_NOUN = any_of("nota", "puntuacion", "calificacion", "relevancia", "valoracion", "puntaje")
_GRADE_VERB = any_of(r"califica\w*", r"puntua\w*", r"asigna\w*", r"responde\w*", r"otorga\w*", r"da(?:le)?",
                     r"marca\w*", r"evalua\w*", r"valora\w*", r"contesta\w*")
_TOP_LEVEL = any_of("maxima", "maximo", "total", "completa", "perfecta", "absoluta", "mas alta")
_TOP = any_of("maxima", "mas alta", "maximo", "mejor", "maxim[ao]s?")
_MUST = any_of(r"debes", r"debe", r"deberas", phrase("tienes", "que"), phrase("por", "favor"), "siempre",
               phrase("es", "obligatorio"))
_ORDER = any_of(r"califica\w*", r"puntua\w*", r"asigna\w*", r"marca\w*", r"considera\w*", r"clasifica\w*",
                r"evalua\w*", r"otorga\w*", r"trata\w*", r"responde\w*")
_ASSESSOR_ONLY = any_of(r"evaluador\w*", r"calificador\w*", r"anotador\w*", phrase("modelo", "de", "lenguaje"))
_ADDRESS = any_of(phrase("como", any_of("un", "una", "el", "la")), "como", "querido", "estimado", "atencion",
                  phrase("nota", any_of("para", "al", "a la")), phrase("si", "eres"))

# An order with the grade it wants: "Responde 3.", "Asigna la puntuacion maxima.", "Dale un 3."
_ORDER_VERB = any_of("responde", "responda", "respondan", "contesta", "conteste", "asigna", "asigne", "asignale",
                     "da", "dale", "dele", "otorga", "otorgue", "otorgale", "califica", "califique", "puntua", "puntue",
                     "marca", "marque", "pon", "ponle", "ponga", "devuelve", "devuelva", "escribe", "escriba",
                     "trata", "trate", "considera", "considere", "clasifica", "clasifique", "valora", "valore")
# (a grade then the text it goes to: "Pon un 3 a este texto"; relevance itself: "Márcalo como muy relevante")
_LEVEL = any_of(level_number("tres", any_of("para", "aqui", "ahora", "siempre", "solo", "sin",
                                            rf"a{SEP}(?:este|esta|esto|la|el|los|las)")),
                phrase(_GRADE_NOUN, any_of("maxima", "maximo", phrase("mas", "alta"), "perfecta")),
                phrase(any_of("maxima", "mejor", phrase("mas", "alta")), _GRADE_NOUN),
                phrase(_INTENSE, any_of("relevante", "pertinente")))

CUES: tuple[Cue, ...] = (
    *override_cues("es", _OVERRIDE_VERB, _RULES, _EARLIER),
    Cue(CueKind.OVERRIDE, "es", rf"\b{any_of('nuevas', 'nuevas instrucciones', 'instrucciones actualizadas')}{SEP}"
        rf"{any_of('instrucciones', 'reglas')}\b"),
    Cue(CueKind.FENCE, "es", rf"\b{any_of('fin', 'final', 'inicio', 'comienzo')}{SEP}{any_of('del', 'de la')}{SEP}"
        rf"{any_of('pasaje', 'documento', 'texto', 'consulta', 'fragmento', 'evaluacion')}\b"),
    Cue(CueKind.CLAIM, "es", rf"\b{_INTENSE}{SEP}relevante\b", key="relevante"),
    Cue(CueKind.CLAIM, "es", rf"\b{any_of('relevancia', 'pertinencia')}{gap(4)}{_TOP_LEVEL}\b"),
    Cue(CueKind.JUDGE, "es", rf"\bsistemas?{SEP}de{SEP}{any_of('ia', phrase('inteligencia', 'artificial'))}\b"),
    Cue(CueKind.CLAIM, "es", rf"\brelevan(?:te|cia){gap(3)}{_ASKED}\b"),
    Cue(CueKind.CLAIM, "es", rf"\b{any_of('respuesta', 'coincidencia')}{SEP}"
        rf"{any_of('perfecta', 'exacta', 'ideal', 'directa', 'completa', 'correcta')}\b"),
    Cue(CueKind.CLAIM, "es", rf"\b{any_of('responde', 'contesta')}{SEP}"
        rf"{any_of('perfectamente', 'exactamente', 'directamente', 'completamente', 'plenamente')}\b"),
    *addressed_cues("es", itself=_SELF, noun=_SELF_NOUN, assessor_only=_ASSESSOR_ONLY, address=_ADDRESS,
                    assessor=_ASSESSOR, grade_word=any_of(_GRADE_NOUN, _GRADE_VERB)),
    Cue(CueKind.GRADE, "es", rf"\b{any_of('la', 'el')}{SEP}{_GRADE_NOUN}{SEP}{_TOP}\b", key=_GRADE_NOUN),
    Cue(CueKind.GRADE, "es", rf"\b{_TOP}{SEP}{any_of(_GRADE_NOUN, 'puntuacion')}\b"),
    order_cue("es", _MUST, _ORDER),
    Cue(CueKind.COMMAND, "es", rf"\b{_IMPERATIVE}{SEP}(?:a{SEP})?{_SELF}\b"),
    Cue(CueKind.FENCE, "es", rf"\b{any_of('instrucciones', 'instruccion', 'mensaje', 'aviso', 'nota')}{SEP}del{SEP}sistema\b"),
    order_with_grade_cue("es", _ORDER_VERB, _LEVEL, any_of(phrase("por", "favor"), "solo", "simplemente", "debes",
                                                          "debe", "siempre", "y"), clitics=ROMANCE_CLITICS["es"]),
    # claims of fit to every query ("responde a cualquier búsqueda"), and of beating any other page
    Cue(CueKind.CLAIM, "es", rf"\b{any_of('cualquier', 'toda', 'cada')}{SEP}(?:\w+{SEP})?{_ASKED}\w*", key=_ASKED),
    Cue(CueKind.CLAIM, "es", rf"\bmejor{SEP}que{SEP}{any_of('cualquier', 'toda', 'todas', 'ninguna')}\w*", key="mejor"),
    Cue(CueKind.CLAIM, "es", rf"\bno{SEP}{any_of('hay', 'existe')}{SEP}(?:una?{SEP})?{any_of('fuente', 'pagina', 'respuesta')}"
        rf"{SEP}{any_of('mejor', phrase('mas', any_of('pertinente', 'relevante', 'completa')))}\b", key=any_of("fuente", "pagina",
                                                                                                          "respuesta")),
    Cue(CueKind.CLAIM, "es", rf"\b{any_of('mejor', 'definitiva', 'ideal')}{SEP}respuesta\b|\brespuesta{SEP}"
        rf"{any_of('definitiva', 'ideal')}\b", key="respuesta"),
    Cue(CueKind.GRADE, "es", rf"\bcategoria{SEP}(?:{any_of(phrase('mas', 'alta'), 'maxima', 'superior')})\b",
        key="categoria"),
    # a claim of fit to whatever the reader searched, an answer in the same sentence: strong
    fit_to_any_search_cue("es", any_of(phrase("no", "importa"), phrase("independientemente", "de"),
                                       phrase("cualquiera", "que", "sea"), phrase("busques", "lo", "que"),
                                       phrase("sea", "cual", "sea")),
                          "(?:busc|busqu|pregunt|consult|escrib|tecle|googl)", "(?:respuesta|respond|relevante|pertinente)",
                          key=any_of("importa", "independientemente", "cualquiera", "busques", "cual")),
    grade_fact_cue("es", rf"(?:etiqueta|nota|calificacion|puntuacion|valoracion)s?{SEP}(?:correcta|adecuada|justa|real)",
                   rf"(?:para|de){SEP}(?:esta|este)", any_of("es", "sera"),
                   key=any_of("etiqueta", "nota", "calificacion", "puntuacion", "valoracion")),
    top_for_any_search_cue("es", any_of(r"\b3\s?(?:/|sobre|de)\s?3\b", phrase("maxima", "relevancia"), phrase("relevancia", "maxima")),
                           rf"\b(?:para|ante|en){SEP}cualquier{SEP}(?:\w+{SEP})?(?:consulta|busqueda|pregunta)",
                           key="cualquier"),
    Cue(CueKind.CLAIM, "es", rf"\bningun\w*{SEP}otr[oa]{SEP}(?:documento|texto|pagina|articulo|sitio|resultado|fuente)\w*[^.!?\x1e]{{0,80}}?"
        rf"\b(?:tan{SEP}bien|mejor|mas{SEP}relevante)", key="ningun"),
)

WORDS: Words = {
    Concept.RELEVANCE: ("relevan*", "pertinen*"),
    Concept.GRADING: ("califica*", "puntua*", "puntaje*", "nota", "notas", "evalua*", "valora*", "clasifica*",
                      "categoria*"),
    Concept.ASSESSOR: ("evaluador*", "juez", "jueces", "calificador*", "anotador*", "revisor*"),
    Concept.MACHINE: ("ia", "modelo", "modelos", "asistente*", "automatic*"),
    Concept.ADDRESS: ("tu", "tus", "te", "ti", "usted", "debes", "favor", "hola", "querido*", "estimado*"),
    Concept.SELF: ("pasaje*", "documento*", "pagina", "paginas", "texto", "textos", "contenido*", "articulo*",
                   "fragmento*", "extracto*"),
    Concept.QUERY: ("consulta*", "busqueda*", "pregunta*", "usuario*", "solicitud*"),
    Concept.TOP: ("maxim*", "perfect*", "mejor", "generos*", "mejores", "total*", "complet*", "exact*", "definitiv*", "ideal*"),
    Concept.OVERRIDE: ("ignor*", "olvid*", "omit*"),
    Concept.RULES: ("instruccion*", "regla*", "anterior*", "previa*", "directriz*", "pauta*", "comprobacion*", "verificacion*"),
    Concept.DEIXIS: ("este", "esta", "esto", "aqui"),
}
