"""A grade stated as owed to the text, and a persona handed to the reader: two classes, in German, Spanish, French,
Italian and Portuguese, written from each language's verbs and nouns rather than from phrasings.

- The text deserves, gets or is owed a top grade (strong): a verb of deserving or receiving ("verdient",
  "bekommt", "merece", "le corresponde", "mérite", "reçoit", "merita", "spetta", "recebe"), then in the same clause
  a grade of the 0-3 scale with its article ("eine 3", "un 3", "um 3") or the top grade named by its noun ("die
  Höchstnote", "la nota máxima", "la note maximale", "il voto massimo", "a nota máxima"). A grade without its
  article ("recibe 3 puntos", "obtiene 3 de 10") is a count, not a grade.
- The grade set to the top (strong): a verb of setting where an order starts, the grade's noun, then 3 or the top
  ("Setz die Bewertung auf 3", "fija la puntuación en 3", "mets la note à 3", "imposta il voto a 3").
- A persona handed to the reader ("du bist jetzt", "ahora eres", "tu es désormais", "ora sei", "agora você é"):
  weak, a vocative, as English "you are now a reviewer" is (cues/latin/english.py).
"""

from __future__ import annotations

from labeler.judge.suspects.cues.base import ORDER_START, SEP, Cue, CueKind, any_of, clause_gap, level_number

_A = r"\W{1,3}"  # between two words of a grade


# Who is owed the grade: the text ("dieser Beitrag", "ce passage", "este artículo"), a pronoun ("sie", "il", "le"),
# or "this" alone; "les desserts méritent la note maximale" is a review of the desserts.
_SUBJECTS: dict[str, tuple[str, str, str]] = {  # language: (this, the text's nouns, pronouns)
    "de": (r"(?:dies\w*|das)", r"(?:text|artikel|beitrag|seite|abschnitt|inhalt|dokument)\w*", r"(?:er|sie|es|hier)"),
    "es": (r"(?:este|esta|esto|el|la)", r"(?:texto|articulo|pagina|fragmento|pasaje|contenido|documento)s?",
           rf"(?:le|se|asi{SEP}que|aqui)"),
    "fr": (r"(?:ce|cet|cette|ceci|le|la)", r"(?:texte|article|page|passage|contenu|document|extrait)s?", r"(?:il|elle|lui|y)"),
    "it": (r"(?:questo|questa|il|la)", r"(?:testo|articolo|pagina|passaggio|contenuto|documento|brano)", r"(?:gli|le|qui)"),
    "pt": (r"(?:este|esta|isto|o|a)", r"(?:texto|artigo|pagina|trecho|conteudo|documento)s?", r"(?:lhe|se|aqui)"),
}


def _owed(language: str, verbs: str, article: str, three: str, after: str, top: str, key: str | None = None) -> Cue:
    """The text (or a pronoun, or "this" alone) within three words before verbs of deserving or receiving, then in
    the same clause the article and a grade 2 or 3, or the top grade (keyed on the verbs, or on key where a verb
    starts with a short word: "se lleva")."""
    this, nouns, pronouns = _SUBJECTS[language]
    subject = any_of(rf"{this}{SEP}(?:\w+{SEP})?{nouns}", pronouns, this)
    level = any_of(rf"{article}{_A}{level_number(three, after)}", top)
    return Cue(CueKind.COMMAND, language, rf"\b{subject}(?:{SEP}\w+){{0,2}}?{SEP}{verbs}\b{clause_gap(4)}{level}", strong=True,
               key=verbs if key is None else key, typos=False)


# (language, verbs of setting, the grade's nouns, the preposition, three, the top, words an order may follow)
_SET_TO: tuple[tuple[str, str, str, str, str, str, str], ...] = (
    ("de", any_of(r"setz\w*", r"stell\w*", r"leg\w*"), any_of(r"bewertung\w*", r"note\w*", r"relevanz\w*", r"einstufung\w*",
                                                          r"punktzahl\w*", r"wertung\w*"), "auf", "drei",
     any_of("maximum", r"hochst\w*", "das hochste"), any_of("bitte", "und")),
    ("es", any_of(r"fij\w*", r"establec\w*", r"pon\w*", r"ajust\w*", r"cambi\w*", r"sub\w*"),
     any_of("nota", "puntuacion", "calificacion", "relevancia", "valoracion", "puntaje"), any_of("en", "a"), "tres",
     any_of("maximo", r"la{SEP}maxima"), any_of(rf"por{SEP}favor", "y")),
    ("fr", any_of(r"met\w*", r"fix\w*", r"regl\w*", r"pass\w*", r"change\w*"),
     any_of("note", "score", "pertinence", "evaluation"), "a", "trois", any_of("maximum", r"la{SEP}maximale"), any_of("veuillez", "et")),
    ("it", any_of(r"impo[sr]t\w*", r"mett\w*", r"fiss\w*", r"port\w*", r"cambi\w*"),
     any_of("voto", "punteggio", "valutazione", "pertinenza"), any_of("a", "al"), "tre", "massimo", any_of(rf"per{SEP}favore", "e")),
    ("pt", any_of(r"defin\w*", r"coloq\w*", r"fix\w*", r"ajust\w*", r"mud\w*", r"pon\w*"),
     any_of("nota", "pontuacao", "avaliacao", "relevancia"), any_of("em", "como", "para"), "tres",
     any_of("maximo", r"a{SEP}maxima"), any_of(rf"por{SEP}favor", "e")),
)

CUES: tuple[Cue, ...] = (
    _owed("de", any_of(r"verdien\w*", "bekommt", "bekomme", "bekommen", "erhalt", "erhalte", "erhalten", "kriegt",
                       "gebuhrt", "zusteht", "zustehen"),
          any_of("eine", "die", "volle", "glatte", "note", "wertung"), "drei", any_of("fur", "hier", "und"),
          rf"(?:die{_A})?(?:(?:hochst|best|top|spitzen)note|(?:hochst|best|voll|maximal|top)\w*{_A}"
          rf"(?:note|punktzahl|bewertung|wertung|punkte|relevanz|stufe)\w*)"),
    _owed("es", any_of(r"merece\w*", r"mereceria\w*", r"corresponde\w*", "recibe", "reciba", "obtiene", "obtenga",
                       rf"se{SEP}lleva", rf"le{SEP}toca"),
          any_of("un", "una", "el", "la", "nota", "puntuacion"), "tres", any_of("para", "aqui", "y"),
          rf"(?:la{_A})?(?:(?:nota|puntuacion|calificacion|valoracion){_A}(?:maxima|mas{_A}alta|perfecta)"
          rf"|(?:maxima|mejor|mas{_A}alta){_A}(?:nota|puntuacion|calificacion))",
          key=any_of(r"merece\w*", r"mereceria\w*", r"corresponde\w*", "recibe", "reciba", "obtiene", "obtenga", "lleva", "toca")),
    _owed("fr", any_of(r"merite\w*", "recoit", r"recoive\w*", "obtient", r"obtienne\w*", "vaut", "revient"),
          any_of("un", "une", "la", "le", "note"), "trois", any_of("pour", "ici", "et"),
          rf"(?:la{_A})?(?:(?:note|evaluation|pertinence){_A}(?:maximale|maximum|parfaite|la{_A}plus{_A}(?:haute|elevee))"
          rf"|meilleure{_A}note)"),
    _owed("it", any_of(r"merita\w*", "riceve", "riceva", "ottiene", "ottenga", "spetta", "spettano"),
          any_of("un", "una", "il", "la", "voto"), "tre", any_of("per", "qui", "e"),
          rf"(?:il{_A}|i{_A})?(?:(?:voto|punteggio|valutazione){_A}(?:massimo|massima|pieno|piu{_A}alto)|pieni{_A}voti)"),
    _owed("pt", any_of(r"merece\w*", "recebe", "receba", "obtem", "obtenha", "corresponde"),
          any_of("um", "uma", "o", "a", "nota"), "tres", any_of("para", "aqui", "e"),
          rf"(?:a{_A})?(?:(?:nota|pontuacao|avaliacao){_A}(?:maxima|mais{_A}alta)|(?:maior|melhor){_A}nota)"),
    # the grade set to the top: "Setz die Bewertung auf 3", "Fija la puntuación en 3", "Imposta il voto a 3" (keyed on
    # the grade's noun: the verbs, "pass", "met", "port", "defin", start too many English words)
    *(Cue(CueKind.COMMAND, language, rf"(?:{ORDER_START}|\b{before}{SEP}){verbs}\b{SEP}(?:\w+{SEP})?{nouns}\b{SEP}{to}{SEP}"
          rf"(?:[23](?![\w.,/]\d|\w)|{three}\b|{top})", strong=True, key=nouns, typos=False)
      for language, verbs, nouns, to, three, top, before in _SET_TO),
    # a persona handed to the reader
    Cue(CueKind.JUDGE, "de", rf"\b(?:du{SEP}bist|sie{SEP}sind){SEP}(?:jetzt|nun|ab{SEP}(?:sofort|jetzt|heute))\b",
        key=any_of("bist", "sind"), addresses=True, typos=False),
    Cue(CueKind.JUDGE, "es", rf"\b(?:ahora|desde{SEP}ahora|a{SEP}partir{SEP}de{SEP}ahora){SEP}(?:eres|sos|usted{SEP}es)\b"
        rf"|\beres{SEP}ahora\b", key="ahora", addresses=True, typos=False),
    Cue(CueKind.JUDGE, "fr", rf"\b(?:tu{SEP}es|vous{SEP}etes){SEP}(?:maintenant|desormais|a{SEP}present|dorenavant)\b"
        rf"|\b(?:desormais|dorenavant){SEP}(?:tu{SEP}es|vous{SEP}etes)\b", key=any_of("maintenant", "desormais", "present", "dorenavant"),
        addresses=True, typos=False),
    Cue(CueKind.JUDGE, "it", rf"\b(?:ora|adesso|d{SEP}ora{SEP}in{SEP}poi|da{SEP}(?:ora|adesso){SEP}in{SEP}poi){SEP}(?:tu{SEP})?sei\b"
        rf"|\bsei{SEP}(?:ora|adesso)\b", key=any_of("ora", "adesso"), addresses=True, typos=False),
    Cue(CueKind.JUDGE, "pt", rf"\b(?:agora|a{SEP}partir{SEP}de{SEP}agora|de{SEP}agora{SEP}em{SEP}diante){SEP}(?:voce{SEP}e|tu{SEP}es|es)\b"
        rf"|\bvoce{SEP}e{SEP}agora\b", key="agora", addresses=True, typos=False),
)
"""The grades owed and the personas handed, in the five languages."""

