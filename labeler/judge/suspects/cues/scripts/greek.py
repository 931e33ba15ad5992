"""Greek cues, on the Greek view (written as it reads them: lower case, accents dropped, final sigma as σ).

The Latin view folds Greek letters to their Latin lookalikes (for English written with them); Greek
itself is read on a view of its own, made only of the texts holding Greek letters.
"""

from __future__ import annotations

from dataclasses import replace

from labeler.judge.suspects.cues.base import (SEP, Concept, Cue, CueKind, Words, any_of, clause_gap, gap, phrase,
                                              role_play_cue)

VIEW = "greek"
TYPOS = False

_OVERRIDE_VERB = any_of("αγνοησε", "αγνοηστε", "ξεχασε", "ξεχαστε", "παραβλεψε", "παραβλεψτε", phrase("μην", "ακολουθεισ"),
                        phrase("μην", "ακολουθειτε"))
_EARLIER = any_of(r"προηγουμεν\w*", r"αρχικ\w*", r"ολεσ", r"ολα", r"παλι\w*", r"πανω", r"ανωτερ\w*")
_RULES = any_of(r"οδηγι\w*", r"κανον\w*", r"εντολ\w*", r"κριτηρι\w*")
_TOP = any_of("αριστα", "αριστο",
              phrase(any_of("μεγιστη", "μεγιστο", "υψηλοτερη", "υψηλοτερο", "ανωτατη", "ανωτατο", "τελεια", "πληρη"),
                     any_of(r"συναφεια\w*", r"βαθμολογια\w*", r"βαθμο\w*")),
              rf"βαθμο\w*{SEP}3\b")
_GRADE_VERB = any_of(r"βαθμολογησ\w*", "δωσε", "δωστε", "βαλε", "βαλτε", r"αξιολογησ\w*", r"απαντησ\w*", "βαθμολογειστε")
_ASSESSOR = any_of(r"μοντελο\w*", r"αξιολογητ\w*", r"βαθμολογητ\w*", r"κριτ\w*", "ai", phrase("τεχνητη", "νοημοσυνη"))
_SELF_NOUN = any_of(r"κειμενο\w*", r"αποσπασμα\w*", r"σελιδα\w*", r"αρθρο\w*", r"εγγραφο\w*", r"περιεχομενο\w*")

CUES: tuple[Cue, ...] = tuple(replace(cue, view=VIEW) for cue in (
    Cue(CueKind.OVERRIDE, "el", rf"\b{_OVERRIDE_VERB}{gap(2)}{_EARLIER}{gap(1)}{_RULES}", strong=True, key=_RULES),
    Cue(CueKind.OVERRIDE, "el", rf"\b{_OVERRIDE_VERB}{gap(3)}{_RULES}", key=_RULES),
    Cue(CueKind.CLAIM, "el", rf"\b{any_of('απολυτα', 'πληρωσ', 'εξαιρετικα', 'πολυ', 'τελεια')}{SEP}(?:σχετικ|συναφ)\w*",
        key=any_of("απολυτα", "πληρωσ", "εξαιρετικα", "πολυ", "τελεια")),
    Cue(CueKind.SELF, "el", rf"\b{any_of('αυτο', 'αυτη', 'αυτον', 'αυτου', 'αυτησ')}{SEP}(?:το{SEP}|τη{SEP}|την{SEP}|τον{SEP})?{_SELF_NOUN}",
        key=_SELF_NOUN),
    Cue(CueKind.JUDGE, "el", rf"\b{any_of('προσ', 'αγαπητε', 'αγαπητο', 'αγαπητη', phrase('γεια', 'σου'))}{gap(2)}{_ASSESSOR}",
        key=_ASSESSOR, addresses=True),
    Cue(CueKind.GRADE, "el", rf"\b{_TOP}", key=any_of("αριστα", "αριστο", "μεγιστη", "μεγιστο", "υψηλοτερη", "υψηλοτερο",
                                                     "ανωτατη", "ανωτατο", "τελεια", "πληρη", r"βαθμο\w*")),
    Cue(CueKind.COMMAND, "el", rf"\b{_GRADE_VERB}\b{clause_gap(6)}{_TOP}", strong=True, key=_GRADE_VERB),
    role_play_cue("el", any_of("υποθεσε", "υποθεστε", "φαντασου", "φανταστειτε", "προσποιησου", "παριστανε",
                               phrase("παιξε", "το", "ρολο")), _TOP,
                  key=any_of("υποθεσε", "υποθεστε", "φαντασου", "φανταστειτε", "προσποιησου", "παριστανε", "παιξε")),
))
# Greek typed in Latin letters (greeklish) on the Latin view: "dwse 3 se auto to keimeno", an order with its grade.
_GREEKLISH_GIVE = any_of("dwse", "dwste", "doste", r"vathmolog(?:i|h)s\w*", r"vathmologhste")
CUES += (Cue(CueKind.COMMAND, "el", rf"\b{_GREEKLISH_GIVE}\W{{1,3}}(?:\w+\W{{1,3}}){{0,3}}?[23](?:\W{{1,3}}(?:se|sto|sth|gia|sxetik\w*)\b|{SEP}?$|\W{{0,2}}[.!;,\n\x1e])",
             strong=True, key=_GREEKLISH_GIVE, typos=False),)

WORDS: Words = {
    Concept.RELEVANCE: ("συναφ*", "σχετικοτητα*"),
    Concept.GRADING: ("βαθμολογ*", "αξιολογησ*", "βαθμο", "βαθμοσ"),
    Concept.ASSESSOR: ("αξιολογητ*", "κριτη", "κριτησ", "βαθμολογητ*"),
    Concept.MACHINE: ("μοντελο", "ai"),
    Concept.ADDRESS: ("εσυ", "σου", "σασ", "παρακαλω", "αγαπητε"),
    Concept.SELF: ("κειμενο*", "αποσπασμα*", "σελιδα*", "αρθρο*"),
    Concept.QUERY: ("ερωτημα*", "αναζητησ*", "ερωτησ*"),
    Concept.TOP: ("μεγιστη", "υψηλοτερη", "αριστα", "τελει*"),
    Concept.OVERRIDE: ("αγνοησε", "αγνοηστε", "ξεχασε"),
    Concept.RULES: ("οδηγι*", "κανον*", "προηγουμεν*"),
    Concept.DEIXIS: ("αυτο", "αυτη", "εδω"),
}
