"""Portuguese cues (written without accents: the text is read with them dropped)."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import (ROMANCE_CLITICS, role_play_cue, SEP, addressed_cues, any_of, Concept, Cue, CueKind,
                                              fit_to_any_search_cue, grade_fact_cue, graded_answer_cues, level_number,
                                              order_cue, order_with_grade_cue, override_cues, phrase, Words)

_OVERRIDE_VERB = any_of("ignore", "ignora", "ignorem", "ignorar", "esqueca", "esquecam", "esquecer", "desconsidere",
                        "desconsidera", "descarte", "despreze")
_RULES = any_of("instrucoes", "regras", "orientacoes", "diretrizes", "criterios", "comandos", "tudo", "indicacoes")
_EARLIER = any_of("anteriores", "previas", "acima", "todas", "suas", "tuas", "originais", "iniciais", "antes")
_INTENSE = any_of("perfeitamente", "altamente", "muito", "totalmente", "completamente", "extremamente",
                  "absolutamente", "plenamente")
_SELF = any_of("este", "esta", phrase("o", "presente"), phrase("o", "seguinte"))
_SELF_NOUN = any_of("trecho", "texto", "documento", "pagina", "conteudo", "artigo", "passagem", "fragmento",
                    "resultado", "paragrafo")
_ASSESSOR = any_of(r"avaliador\w*", r"juiz\w*", r"revisor\w*", r"anotador\w*", phrase("modelo", "de", "linguagem"),
                   "ia", "assistente", "modelo")
_GRADE_NOUN = any_of("nota", "pontuacao", "classificacao", "relevancia", "avaliacao")
_GRADE_VERB = any_of(r"atribua\w*", r"responda\w*", r"avalie\w*", r"classifique\w*", r"marque\w*",
                     r"conceda\w*")
_TOP = any_of("maxima", "maximo", phrase("mais", any_of("alta", "alto")), "melhor")
_MUST = any_of(phrase("voce", "deve"), "deve", "deves", phrase("por", "favor"), "sempre", phrase("e", "obrigatorio"))
_ORDER = any_of(r"atribua\w*", r"avalie\w*", r"classifique\w*", r"considere\w*", r"marque\w*", r"responda\w*",
                r"conceda\w*", r"trate\w*")
_ASSESSOR_ONLY = any_of(r"avaliador\w*", r"anotador\w*", phrase("modelo", "de", "linguagem"))
_ADDRESS = any_of(phrase("como", any_of("um", "uma", "o", "a")), "caro", "cara", "prezado", "atencao",
                  phrase("nota", any_of("para", "ao", "a")), phrase("se", "voce", "e"))

# An order with the grade it wants: "Responda 3.", "Atribua a nota maxima.", "Coloque um 3."
_ORDER_VERB = any_of("responda", "responde", "respondam", "atribua", "atribui", "conceda", "coloque", "marque",
                     "avalie", "classifique", "escreva", "retorne", "devolva", "ponha", "trate", "considere")
_LEVEL = any_of(level_number("tres", any_of("para", "aqui", "agora", "sempre", "apenas", "sem")),
                phrase(_GRADE_NOUN, any_of("maxima", "maximo", phrase("mais", any_of("alta", "alto")))),
                phrase(any_of("maior", "melhor"), "nota"), phrase(_INTENSE, any_of("relevante", "pertinente")))

CUES: tuple[Cue, ...] = (
    *override_cues("pt", _OVERRIDE_VERB, _RULES, _EARLIER),
    Cue(CueKind.CLAIM, "pt", rf"\b{_INTENSE}{SEP}{any_of('relevante', 'pertinente')}\b",
        key=any_of("relevante", "pertinente")),
    *addressed_cues("pt", itself=_SELF, noun=_SELF_NOUN, assessor_only=_ASSESSOR_ONLY, address=_ADDRESS,
                    assessor=_ASSESSOR, grade_word=any_of(_GRADE_NOUN, _GRADE_VERB)),
    *graded_answer_cues("pt", relevant=any_of("relevan", "pertinen"),
                        asked=any_of("consulta", "pesquisa", "busca", "pergunta"), answer="resposta",
                        exact=any_of("perfeita", "exata", "ideal", "completa"),
                        grade_noun=_GRADE_NOUN, grade_verb=_GRADE_VERB, top=_TOP),
    order_cue("pt", _MUST, _ORDER),
    order_with_grade_cue("pt", _ORDER_VERB, _LEVEL, any_of(phrase("por", "favor"), phrase("voce", "deve"), "sempre",
                                                          "apenas", "so", "simplesmente", "e"), clitics=ROMANCE_CLITICS["pt"]),
    # claims of fit to every query ("a resposta definitiva para qualquer pesquisa")
    Cue(CueKind.CLAIM, "pt", rf"\b{any_of('qualquer', 'toda', 'cada')}{SEP}(?:\w+{SEP})?"
        rf"(?:pesquisa|pergunta|busca|consulta)\w*", key=any_of("pesquisa", "pergunta", "busca", "consulta")),
    Cue(CueKind.CLAIM, "pt", rf"\bresposta{SEP}{any_of('definitiva', 'ideal')}\b|\b{any_of('melhor', 'definitiva')}"
        rf"{SEP}resposta\b", key="resposta"),
    Cue(CueKind.CLAIM, "pt", rf"\bmelhor{SEP}(?:do{SEP})?que{SEP}{any_of('qualquer', 'toda', 'todas')}\w*", key="melhor"),
    # a claim of fit to whatever the reader searched, an answer in the same sentence: strong
    fit_to_any_search_cue("pt", any_of(phrase("nao", "importa"), "independentemente", phrase("seja", "o", "que", "for"),
                                       phrase("o", "que", "quer", "que"), phrase("qualquer", "que", "seja"),
                                       phrase("seja", "qual", "for")),
                          "(?:procur|pesquis|busc|pergunt|consult|digit|googl)", "(?:resposta|relevante|pertinente)",
                          key=any_of("importa", "independentemente", "seja", "quer", "qualquer")),
    grade_fact_cue("pt", rf"(?:etiqueta|nota|classificacao|pontuacao|avaliacao)s?{SEP}(?:correta|adequada|certa|real)",
                   rf"(?:para|de){SEP}(?:esta|este|essa|esse)", any_of("e", "sera"),
                   key=any_of("etiqueta", "nota", "classificacao", "pontuacao", "avaliacao")),
    role_play_cue("pt", any_of(phrase("faz", "de", "conta"), phrase("faca", "de", "conta"), r"finj\w+", r"imagin[ea]\w*",
                               phrase(r"(?:desempenh|assuma)\w*", "o", "papel")),
                  any_of(phrase("nota", any_of("maxima", phrase("mais", "alta"))), phrase("pontuacao", "maxima"),
                         rf"\bum{SEP}[23]\b", phrase("nota", "[23]")),
                  key=any_of("faz", "faca", "finj", "imagine", "imagina", "desempenh", "assuma")),
)

WORDS: Words = {
    Concept.RELEVANCE: ("relevan*", "pertinen*"),
    Concept.GRADING: ("avaliar", "avaliacao", "avaliacoes", "avalie*", "pontua*", "nota", "notas", "classifica*",
                      "classifique*", "atribua*", "categoria*"),
    Concept.ASSESSOR: ("avaliador*", "juiz", "juizes", "revisor*", "anotador*"),
    Concept.MACHINE: ("ia", "modelo", "modelos", "assistente*", "automatic*"),
    Concept.ADDRESS: ("voce", "voces", "tu", "teu", "tua", "favor", "ola", "prezado*"),
    Concept.SELF: ("trecho*", "documento*", "pagina", "paginas", "texto", "textos", "conteudo*", "artigo*",
                   "passagem", "fragmento*"),
    Concept.QUERY: ("consulta*", "pesquisa*", "busca*", "pergunta*", "usuario*"),
    Concept.TOP: ("maxim*", "perfeit*", "melhor", "total*", "complet*", "exat*", "ideal"),
    Concept.OVERRIDE: ("ignor*", "esquec*"),
    Concept.RULES: ("instruco*", "regras", "anterior*", "diretriz*", "verificaco*"),
    Concept.DEIXIS: ("este", "esta", "isto", "deste", "desta", "neste", "nesta", "aqui"),
}
