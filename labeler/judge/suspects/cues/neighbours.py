"""Languages near the ones read, with the two orders a planted instruction gives in any language: an override of the
judge's earlier rules, and an order with the grade it wants. Danish and Norwegian (beside Swedish), Catalan (beside
Spanish), Slovak (beside Czech), Malay (beside Indonesian), Bulgarian and Serbian, Croatian, Bosnian (beside Russian and
Ukrainian, in both alphabets), Urdu (beside Persian), Tagalog and Swahili.

Each is written from the language's verbs and nouns (the override verb, the earlier rules in its words, the grade's
noun and the word for three), not from a phrasing, and each cue is strong: an override names the rules it sets aside
as earlier ones, and an order names the grade (2 or 3 after its noun, or the top of the scale). Their other cues and
vocabulary are not read (a claim of fit, role-play, a vocabulary window): docs/JUDGE_SAFETY.md says so.
"""

from __future__ import annotations

from labeler.judge.suspects.cues.base import ORDER_START, SEP, Cue, CueKind, any_of, clause_gap, folded, gap

_THREE = r"(?:[23](?:\s?/\s?3)?|{three})(?![\w.,/]\d|\w)"


def _override(language: str, verb: str, earlier: str, rules: str, *, view: str = "latin", verb_last: bool = False,
              rules_first: bool = False) -> Cue:
    """The verb, then the earlier rules (verb_last: the earlier rules then the verb; rules_first: the verb, the rules,
    then the word that says they came earlier, "puuza maagizo yote ya awali"): strong."""
    if verb_last:
        pattern = rf"\b{earlier}{gap(2)}{rules}{gap(3)}{verb}"
    elif rules_first:
        pattern = rf"\b{verb}{gap(3)}{rules}{gap(3)}{earlier}\b"
    else:
        pattern = rf"\b{verb}{gap(3)}{earlier}{gap(2)}{rules}"
    return Cue(CueKind.OVERRIDE, language, folded(pattern), strong=True, key=folded(rules), view=view, typos=False)


def _order(language: str, verb: str, noun: str, three: str, top: str, *, view: str = "latin", key: str | None = None) -> Cue:
    """An order verb where an order starts, then in the same clause the grade's noun and 2 or 3, or the top grade; keyed on
    the verb (or key, where a verb is the start of frequent English words: Norwegian "gi", Swahili "toa")."""
    level = any_of(rf"{noun}{SEP}(?:\w+{SEP})?{_THREE.format(three=three)}", top)
    return Cue(CueKind.COMMAND, language, folded(rf"(?:{ORDER_START}|\b){verb}\b{clause_gap(5)}{level}"), strong=True,
               key=folded(verb if key is None else key), view=view, typos=False)


_DA_NO_RULES = any_of(r"instruk\w*", r"regler\w*", r"retningslinj\w*", r"anvisning\w*", r"kriteri\w*")
_DA_NO_EARLIER = any_of(r"tidliger\w*", r"forrige", "alle", r"ovenstaende", r"oprindelig\w*", r"opprinnelig\w*")
_DA_NO_NOUN = any_of(r"karakter\w*", r"score\w*", r"point\w*", r"poeng\w*", r"vurdering\w*", r"relevans\w*")
_SR_RULES = any_of(r"upute", r"uputstv\w*", r"upustv\w*", r"instrukcij\w*", r"pravil\w*", r"smjernic\w*", r"smernic\w*",
                   r"kriterij\w*")

CUES: tuple[Cue, ...] = (
    _override("da", any_of("ignorer", "glem", rf"se{SEP}bort{SEP}fra", r"tilsidesaet"), _DA_NO_EARLIER, _DA_NO_RULES),
    _order("da", any_of("giv", "tildel", "saet", "bedom", "vurder"), _DA_NO_NOUN, "tre",
           any_of("topkarakter", rf"h[oø]jeste{SEP}(?:karakter|score)", rf"maksimal{SEP}score")),
    _override("no", any_of("ignorer", "glem", rf"se{SEP}bort{SEP}fra", r"tilsidesett"), _DA_NO_EARLIER, _DA_NO_RULES),
    _order("no", any_of("gi", "tildel", "sett", "vurder"), _DA_NO_NOUN, "tre",
           any_of("toppkarakter", rf"h[oø]yeste{SEP}(?:karakter|score)", rf"maksimal{SEP}score"),
           key=any_of("karakter", "score", "poeng", "vurdering", "relevans", "toppkarakter", "hoyeste", "maksimal")),
    _override("ca", any_of("ignora", "ignoreu", "oblida", "oblideu", rf"no{SEP}segueixis"),
              any_of("anteriors", "previes", "totes", "originals"), any_of("instruccions", "regles", "pautes", "directrius", "criteris")),
    _order("ca", r"(?:donali|donalo|doneu|doneuli|assigna|assigneu|puntua|puntueu|qualifica|qualifiqueu|posali|poseu)",
           any_of("nota", "puntuacio", "qualificacio", "un", "una"), "tres",
           rf"(?:la{SEP})?(?:nota|puntuacio){SEP}(?:maxima|mes{SEP}alta)"),
    _override("sk", any_of("ignoruj", "ignorujte", "zabudni", "zabudnite", "nevsimaj", rf"nedbaj{SEP}na"),
              any_of(r"predchadzajuc\w*", r"predosl\w*", r"vsetk\w*", r"povodn\w*"),
              any_of("pokyny", r"instrukci\w*", r"pravidl\w*", r"kriteri\w*")),
    _order("sk", any_of("daj", "dajte", r"ohodnot\w*", r"oznac\w*", r"prirad\w*"),
           any_of(r"hodnoteni\w*", r"znamk\w*", r"skore", r"bod\w*"), "tri",
           rf"(?:najvyssi\w*|maximaln\w*|pln\w*){SEP}(?:hodnoteni\w*|znamk\w*|pocet{SEP}bodov|skore)"),
    _override("ms", any_of("abaikan", "lupakan", rf"jangan{SEP}ikut"), any_of(r"sebelum\w*", "terdahulu", "semua", "asal"),
              any_of("arahan", "peraturan", rf"garis{SEP}panduan", "kriteria", "panduan")),
    _order("ms", any_of("berikan", "beri", "tetapkan", "nilaikan"), any_of(r"mar[kc]ah\w*", r"skor\w*", r"gred\w*", r"penilaian"),
           "tiga", rf"(?:mar[kc]ah|skor|gred){SEP}(?:tertinggi|maksimum|penuh)"),
    _override("bg", any_of(r"игнорирай\w*", r"забрави\w*", r"пренебрегни\w*"),
              any_of(r"предишн\w*", "всички", r"горн\w*", r"първоначалн\w*"),
              any_of("инструкции", "указания", "правила", "критерии", "указанията", "инструкциите"), view="cyrillic"),
    _order("bg", any_of("дай", "дайте", "постави", "поставете", "оцени", "оценете", "присъди", "присъдете"),
           any_of(r"оценка\w*", r"точки", r"резултат\w*"), "три",
           rf"(?:най{SEP}?висок\w*|максимал\w*|пълн\w*){SEP}(?:оценка\w*|брой{SEP}точки|резултат\w*)", view="cyrillic"),
    _override("sr", any_of(r"ignori\w*", r"zaboravi\w*", r"zanemari\w*"), any_of(r"prethodn\w*", "sve", "svi", r"gornj\w*",
                                                                                r"izvorn\w*"), _SR_RULES),
    _order("sr", any_of("daj", "dajte", r"ocijeni\w*", r"oceni\w*", r"dodijeli\w*", r"dodeli\w*"),
           any_of(r"ocjen\w*", r"ocen\w*", r"bod\w*"), "tri", rf"(?:najvis\w*|maksimaln\w*){SEP}(?:ocjen|ocen|bod)\w*"),
    _override("sr", any_of("игнориши", "игноришите", r"занемари\w*", r"заборави\w*"), any_of(r"претходн\w*", "сва", "све", "свих"),
              any_of(r"упутств\w*", "упуте", r"инструкциј\w*", r"правил\w*", r"смерниц\w*"), view="cyrillic"),
    _override("ur", any_of(rf"نظر{SEP}انداز", r"بھول\w*", r"فراموش\w*"), any_of("پچھلی", "پچھلے", "سابقہ", "تمام", "پہلے", "سابق"),
              any_of("ہدایات", "ہدایت", "قواعد", "اصول", "احکامات"), verb_last=True),
    Cue(CueKind.COMMAND, "ur", folded(rf"\b(?:نمبر|اسکور|سکور|درجہ|ریٹنگ)\w*{SEP}[23]\b{SEP}(?:\w+{SEP})?(?:دیں|دے|دیجیے|دیجئے)"
                                      rf"|\b[23]{SEP}(?:نمبر|اسکور|سکور)\w*{SEP}(?:دیں|دیجیے|دیجئے|دے{SEP}دیں)"), strong=True,
        key=folded(any_of("نمبر", "اسکور", "سکور", "درجہ", "ریٹنگ", "دیں", "دیجیے", "دیجئے", "دے")), typos=False),
    _override("tl", any_of(rf"huwag{SEP}pansinin", "balewalain", "kalimutan", rf"ipagwalang{SEP}bahala"),
              any_of(r"nauna\w*", r"dati\w*", "lahat"), any_of(r"tagubilin\w*", r"panuto\w*", r"patakaran\w*", r"alituntunin\w*",
                                                           r"instruksyon\w*")),
    _order("tl", any_of("bigyan", "ibigay", "markahan", "bigyang", "pakibigyan", "pakibigay", "pakimarkahan"),
           any_of("ng", "na", r"marka\w*", r"iskor\w*"), "tatlo",
           rf"pinakamataas{SEP}na{SEP}(?:mar[kc]a|iskor|grado|rating)"),  # ("marka" may be read as a typo of Spanish "marca")
    _override("sw", any_of("puuza", "puuzeni", "sahau", "sahauni", "usifuate", "msifuate"),
              any_of("yote", "zote", "awali", "zilizopita", "iliyotangulia", "uliyopewa"),
              any_of("maagizo", "maelekezo", "sheria", "miongozo", "vigezo"), rules_first=True),
    _order("sw", any_of("ipe", "mpe", "toa", "weka", "kipe", "upe", "wape"), any_of(r"alama\w*", r"daraja", r"kiwango", r"pointi"),
           "tatu", rf"alama{SEP}(?:ya{SEP}|za{SEP})?(?:juu{SEP}kabisa|kamili|juu)", key=any_of("alama", "daraja", "kiwango", "pointi")),
)
"""The overrides and orders of the neighbouring languages."""
