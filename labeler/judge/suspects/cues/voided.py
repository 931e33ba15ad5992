"""The judge's rules said to be void: an override worded as news, in the languages read.

"The previous instructions no longer apply", "le istruzioni ricevute finora sono state ritirate", "tidigare
instruktioner gäller inte längre", "entries carrying this notice are exempt from the usual rubric": the rules'
noun (instructions, rules, guidelines, rubric, criteria, in each language and its inflections), then within a few
words a verb or adjective that voids them (withdrawn, revoked, no longer apply, aufgehoben, anulado, caduc,
revogado, vervallen). Weak (an override, weighing 1.5): honest news says it too ("the old rules no longer apply
since 2020"), so it flags only with another cue of the judge's near it, a claim or a grade.
"""

from __future__ import annotations

from labeler.judge.suspects.cues.base import SEP, Cue, CueKind, any_of, gap

# (language, the rules' nouns, what voids them)
_TABLE: tuple[tuple[str, str, str], ...] = (
    ("en", any_of(r"instructions?", "rules", r"guidelines?", r"rubrics?", "criteria", r"directives?", "scoring"),
     any_of("withdrawn", "revoked", r"cancell?ed", "void", "voided", "obsolete", "superseded", "suspended", "lifted",
            "rescinded", "retracted", "invalid", rf"no{SEP}longer{SEP}(?:apply|applies|valid|in{SEP}force|applicable|binding)")),
    ("en", "exempt", rf"from{SEP}(?:the{SEP})?(?:\w+{SEP})?{any_of('rubric', 'rules', 'guidelines', 'criteria', 'instructions', 'scoring')}"),
    ("de", any_of(r"anweisung\w*", r"regel\w*", r"richtlinie\w*", r"kriterien", r"vorgabe\w*", r"bewertungsregel\w*"),
     any_of(rf"gelten{SEP}nicht{SEP}mehr", rf"gilt{SEP}nicht{SEP}mehr", "aufgehoben", r"ungultig\w*", "widerrufen",
            r"zuruckgezogen", rf"ausser{SEP}kraft", "hinfallig", "obsolet")),
    ("es", any_of(r"instrucci\w*", r"regla\w*", r"criterio\w*", r"pauta\w*", r"directri\w*", r"indicacion\w*"),
     any_of(rf"ya{SEP}no{SEP}(?:aplican|se{SEP}aplican|son{SEP}validas|rigen|valen)", r"anulad\w*", r"revocad\w*",
            r"derogad\w*", r"retirad\w*", rf"sin{SEP}efecto", r"invalid\w*", r"obsolet\w*")),
    ("fr", any_of(r"instruction\w*", r"regle\w*", r"consigne\w*", r"critere\w*", r"directive\w*"),
     any_of(rf"ne{SEP}s{SEP}appliquent{SEP}plus", rf"ne{SEP}sont{SEP}plus{SEP}valables", r"annulee\w*", r"revoquee\w*",
            r"retiree\w*", r"caduque\w*", r"obsolete\w*", r"abrogee\w*", r"suspendue\w*")),
    ("it", any_of(r"istruzion\w*", r"regol\w*", r"criteri\w*", rf"linee{SEP}guida"),
     any_of(r"ritirat\w*", r"revocat\w*", r"annullat\w*", r"sospes\w*", r"superat\w*", r"abrogat\w*",
            rf"non{SEP}(?:valgono|sono{SEP}(?:piu{SEP})?valid\w*|si{SEP}applicano){SEP}piu", r"decadut\w*")),
    ("pt", any_of(r"instruc\w*", r"regra\w*", r"criterio\w*", r"diretri\w*", r"orientac\w*"),
     any_of(rf"nao{SEP}se{SEP}aplicam", r"revogad\w*", r"anulad\w*", r"cancelad\w*", r"suspens\w*", r"retirad\w*",
            rf"nao{SEP}(?:valem|sao{SEP}(?:mais{SEP})?validas)", r"obsolet\w*")),
    ("nl", any_of(r"instructie\w*", r"regel\w*", r"richtlijn\w*", r"criteri\w*"),
     any_of(rf"gelden{SEP}niet{SEP}meer", "vervallen", "ingetrokken", "ongeldig", "opgeheven", rf"zijn{SEP}niet{SEP}meer{SEP}geldig")),
    ("sv", any_of(r"instruktion\w*", r"bedomningsinstruktion\w*", r"regl\w*", r"riktlinj\w*", r"kriteri\w*"),
     any_of(rf"galler{SEP}inte{SEP}langre", r"upphav\w*", rf"har{SEP}upphort", "ogiltiga", "indragna", "annullerade")),
)

CUES: tuple[Cue, ...] = tuple(
    Cue(CueKind.OVERRIDE, language, rf"\b{rules}{gap(5)}{voids}\b", key=rules, typos=False)
    for language, rules, voids in _TABLE
)
"""The rules said to be void, in each language (weak overrides)."""
