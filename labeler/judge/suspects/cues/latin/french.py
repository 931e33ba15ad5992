"""French cues (written without accents: the text is read with them dropped)."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import (ROMANCE_CLITICS, top_for_any_search_cue, SEP, addressed_cues, any_of, Concept, Cue, CueKind,
                                              fit_to_any_search_cue, gap, grade_fact_cue, level_number, order_cue,
                                              order_with_grade_cue, override_cues, phrase, Words)

_OVERRIDE_VERB = any_of("ignore", "ignorez", "ignorer", "oublie", "oubliez", "oublier", "neglige", "negligez",
                        "annule", "annulez", "abandonne", "abandonnez", "ne tiens pas compte", "ne tenez pas compte")
_RULES = any_of("instructions", "consignes", "regles", "directives", "indications", "ordres", "criteres", "tout",
                "grille")
_EARLIER = any_of("precedentes", "anterieures", r"ci\W?dessus", "toutes", "tes", "vos", "initiales", "originales",
                  "d'avant", "avant")
_INTENSE = any_of("parfaitement", "tres", "hautement", "totalement", "extremement", "absolument", "tout a fait",
                  "le plus", "la plus", "completement", "entierement", "pleinement")
_ASKED = any_of("requete", "recherche", "question", "demande")
_SELF = any_of("ce", "cet", "cette", phrase(any_of("le", "la"), "present"), phrase(any_of("le", "la"), "suivant"))
_SELF_NOUN = any_of("passage", "document", "texte", "page", "contenu", "article", "extrait", "paragraphe",
                    "resultat")
_ASSESSOR = any_of(r"evaluat(?:eur|rice)s?", r"juges?", r"correct(?:eur|rice)s?", r"annotat(?:eur|rice)s?",
                   phrase("modele", "de", "langage"), "ia", "assistant", "modele", r"relecteurs?")
_GRADE_NOUN = any_of("note", "score", "pertinence", "evaluation", "notation")
_GRADE_VERB = any_of(r"note[zr]?", r"attribue[zr]?", r"repond[sz]?", r"repondre", r"donne[zr]?", r"evalue[zr]?",
                     r"classe[zr]?", r"mets", r"mettez")
_IMPERATIVE = any_of("considerez", "considere", "attribuez", "attribue", "notez", "jugez", "juge", "classez", "traitez",
                     "traite", "evaluez", "evalue", "marquez", "marque", "donnez", "donne", "mettez", "mets")
_SYSTEM_NOTE = any_of(r"instructions?", r"consignes?", r"messages?", r"notes?")
_TOP_LEVEL = any_of("maximale", "maximum", "maximal", "totale", "complete", "parfaite", "absolue", "la plus elevee")
_TOP = any_of("maximale", "maximum", "la plus elevee", "la plus haute", "meilleure", "maximal")
_MUST = any_of(phrase("tu", "dois"), phrase("vous", "devez"), "veuillez", phrase("merci", "de"), "toujours",
               phrase("il", "faut"))
_ORDER = any_of(r"note[rz]?", r"attribue[rz]?", r"evalue[rz]?", r"juge[rz]?", r"classe[rz]?", r"considere[rz]?",
                r"traite[rz]?", r"repond(?:re|s|ez)", r"donne[rz]?")
_ASSESSOR_ONLY = any_of(r"evaluat(?:eur|rice)s?", r"annotat(?:eur|rice)s?", phrase("modele", "de", "langage"))
_ADDRESS = any_of(phrase("en", "tant", "qu"), phrase("en", "tant", "que"), "cher", "chere", "attention",
                  phrase("note", any_of("a", "pour")), phrase("si", "tu", "es"), phrase("si", "vous", "etes"))

# An order with the grade it wants: "Repondez 3.", "Attribuez la note maximale.", "Donnez-lui un 3."
_ORDER_VERB = any_of("reponds", "repondez", "repondre", "attribue", "attribuez", "attribuer", "donne", "donnez",
                     "donner", "note", "notez", "noter", "mets", "mettez", "accorde", "accordez", "evalue", "evaluez",
                     "classe", "classez", "marque", "marquez", "ecris", "ecrivez", "renvoie", "renvoyez",
                     "donnezlui", "donnelui", "attribuezlui", "attribuelui", "mettezlui", "metslui")  # donnez-lui
_LEVEL = any_of(level_number("trois", any_of("pour", "ici", "maintenant", "toujours", "seulement", "sans")),
                phrase(any_of("note", "score", "pertinence", "evaluation"),
                       any_of("maximale", "maximum", "maximal", "parfaite", "parfait", phrase("la", "plus", "elevee"),
                              phrase("la", "plus", "haute"))),
                phrase(any_of("meilleure", phrase("plus", "haute")), any_of("note", "pertinence")))


CUES: tuple[Cue, ...] = (
    *override_cues("fr", _OVERRIDE_VERB, _RULES, _EARLIER),
    Cue(CueKind.OVERRIDE, "fr", rf"\b{any_of('nouvelles', 'nouvelle')}{SEP}{any_of('instructions', 'consignes', 'regles')}\b"),
    Cue(CueKind.FENCE, "fr", rf"\b{any_of('fin', 'debut')}{SEP}{any_of('du', 'de la', 'de l')}{SEP}"
        rf"{any_of('passage', 'document', 'texte', 'requete', 'extrait', 'evaluation')}\b"),
    Cue(CueKind.CLAIM, "fr", rf"\b{_INTENSE}{SEP}pertinente?s?\b", key="pertinent"),
    Cue(CueKind.CLAIM, "fr", rf"\bpertinence{gap(4)}{_TOP_LEVEL}\b"),
    Cue(CueKind.JUDGE, "fr", rf"\bsystemes?{SEP}d{SEP}?{any_of('ia', phrase('intelligence', 'artificielle'))}\b"),
    Cue(CueKind.CLAIM, "fr", rf"\bpertinen(?:te?s?|ce){gap(3)}{_ASKED}\b"),
    Cue(CueKind.CLAIM, "fr", rf"\breponse{SEP}{any_of('parfaite', 'exacte', 'ideale', 'directe', 'complete')}\b"),
    Cue(CueKind.CLAIM, "fr", rf"\brepond{SEP}{any_of('parfaitement', 'exactement', 'directement', 'entierement')}\b"),
    *addressed_cues("fr", itself=_SELF, noun=_SELF_NOUN, assessor_only=_ASSESSOR_ONLY, address=_ADDRESS,
                    assessor=_ASSESSOR, grade_word=any_of(_GRADE_NOUN, _GRADE_VERB)),
    Cue(CueKind.GRADE, "fr", rf"\b{any_of('note', 'pertinence', 'score', 'evaluation')}{SEP}{_TOP}\b"),
    Cue(CueKind.GRADE, "fr", rf"\b{any_of('meilleure', 'plus haute')}{SEP}{any_of('note', 'pertinence')}\b"),
    order_cue("fr", _MUST, _ORDER),
    Cue(CueKind.COMMAND, "fr", rf"\b{_IMPERATIVE}{SEP}(?:a{SEP})?{any_of('ce', 'cet', 'cette')}\b"),
    Cue(CueKind.FENCE, "fr", rf"\b{_SYSTEM_NOTE}{SEP}(?:du{SEP})?systeme\b"),
    Cue(CueKind.CLAIM, "fr", rf"\b{any_of('meilleure', 'parfaite')}{SEP}reponse\b"),
    order_with_grade_cue("fr", _ORDER_VERB, _LEVEL, any_of("veuillez", phrase("merci", "de"), phrase("il", "faut"),
                                                          phrase("tu", "dois"), phrase("vous", "devez"), "toujours",
                                                          "seulement", "simplement", "et"), clitics=ROMANCE_CLITICS["fr"]),
    # claims of fit to every query ("quelle que soit la question posée"), and of no better answer
    Cue(CueKind.CLAIM, "fr", rf"\b{any_of('toute', 'chaque', phrase('n', 'importe', 'quelle'), phrase(r'quel(?:le)?s?', 'que', r'soi(?:t|ent)', r'(?:la|le|les)'))}"
        rf"{SEP}(?:\w+{SEP})?{_ASKED}\w*", key=_ASKED),
    Cue(CueKind.CLAIM, "fr", rf"\bmeilleure?s?{SEP}que{SEP}{any_of('toute', 'tout', 'toutes', 'tous', 'n importe')}\w*\b",
        key="meilleur"),
    Cue(CueKind.CLAIM, "fr", rf"\b{any_of('meilleure', 'ideale', 'definitive', 'parfaite')}{SEP}reponse\b|\breponse{SEP}"
        rf"{any_of('definitive', 'ideale')}\b", key="reponse"),
    Cue(CueKind.GRADE, "fr", rf"\bcategorie{SEP}(?:la{SEP})?{any_of(phrase('plus', 'haute'), phrase('plus', 'elevee'), 'maximale', 'superieure')}\b",
        key="categorie"),
    # a claim of fit to whatever the reader searched, an answer in the same sentence: strong
    fit_to_any_search_cue("fr", any_of(phrase("quoi", "que"), phrase("peu", "importe"), phrase("qu", "importe"),
                                       phrase(r"quel\w*", "que", r"soi\w*")),
                          "(?:cherch|recherch|requet|question|demand|tap|saisi|googl)", "(?:reponse|pertinent)",
                          key=any_of("quoi", "importe", "soit", "soient")),
    grade_fact_cue("fr", rf"(?:note|etiquette|evaluation|label)s?{SEP}(?:correcte|juste|exacte|attendue)|"
                   rf"(?:bonne|juste|vraie){SEP}(?:note|etiquette|evaluation)",
                   rf"(?:pour|de){SEP}(?:cette|ce|cet)", any_of("est", "sera"),
                   key=any_of("note", "etiquette", "evaluation", "label", "bonne", "juste", "vraie")),
    top_for_any_search_cue("fr", any_of(r"\b3\s?(?:/|sur)\s?3\b", phrase("pertinence", r"maximal\w*"), phrase(r"maximal\w*", "pertinence")),
                           rf"\b(?:quel\w*{SEP}que{SEP}soi\w*|peu{SEP}importe|pour{SEP}(?:toute|n{SEP}importe{SEP}quelle)){gap(4)}"
                           rf"(?:recherche|requete)\w*", key=any_of("recherche", "requete")),
    Cue(CueKind.CLAIM, "fr", rf"\baucun\w*{SEP}autre{SEP}(?:document|texte|page|article|site|resultat|source)\w*[^.!?\x1e]{{0,80}}?"
        rf"\b(?:aussi{SEP}bien|mieux|plus{SEP}pertinent)", key="aucun"),
)

WORDS: Words = {
    Concept.RELEVANCE: ("pertinen*",),
    Concept.GRADING: ("noter", "notez", "evalu*", "juger", "jugez", "classez", "classer", "categorie*", "attribue*",
                      "notation"),
    Concept.ASSESSOR: ("evaluateur*", "evaluatrice*", "correcteur*", "annotateur*", "juge", "juges", "relecteur*"),
    Concept.MACHINE: ("ia", "modele", "modeles", "assistant*", "automatique*"),
    Concept.ADDRESS: ("tu", "toi", "ton", "ta", "tes", "vous", "votre", "vos", "veuillez", "bonjour", "cher", "chere"),
    Concept.SELF: ("passage*", "document*", "page", "pages", "texte", "textes", "contenu*", "article*", "extrait*"),
    Concept.QUERY: ("requete*", "recherche*", "question*", "utilisateur*", "demande*"),
    Concept.TOP: ("maximal*", "maximum", "parfait*", "meilleur*", "genereu*", "total*", "complet*", "exact*", "definitiv*",
                  "ideal*"),
    Concept.OVERRIDE: ("ignore*", "oubli*", "saute*"),
    Concept.RULES: ("consigne*", "instruction*", "regle*", "precedent*", "anterieur*", "verification*", "controles"),
    Concept.DEIXIS: ("ce", "cet", "cette", "ceci", "ici"),
}
