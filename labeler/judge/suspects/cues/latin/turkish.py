"""Turkish cues (read with accents dropped and dotless ı as i). Turkish puts the verb last and joins
suffixes to the word: a stem with ``\\w*`` reads its forms (``puan``, ``puanı``, ``talimatları``)."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import SEP, Concept, Cue, CueKind, Words, any_of, gap, phrase, search_first_cue

_RULES = r"(?:talimat|yonerge|kural|komut|direktif|yonlendirme)\w*"
_EARLIER = any_of("onceki", "yukaridaki", phrase("daha", "onceki"), "tum", "butun", "mevcut", "verilen", "eski",
                  "ilk")
_OVERRIDE_VERB = any_of(phrase("yok", r"say\w*"), r"yoksay\w*", phrase("gormezden", r"gel\w*"), r"unut\w*",
                        phrase("dikkate", r"alma\w*"), phrase("goz", "ardi", r"et\w*"), phrase("ihmal", r"et\w*"),
                        r"atla\w*", phrase("iptal", r"et\w*"))
_INTENSE = any_of("cok", phrase("son", "derece"), "tamamen", "kesinlikle", phrase("tam", "olarak"), "mukemmel",
                  phrase("yuksek", "derecede"), "%100", phrase("yuzde", "100"), "fazlasiyla")
_ASKED = r"(?:arama|sorgu|soru)\w*"
_SELF = rf"\bbu{SEP}(?:metin|pasaj|sayfa|belge|makale|icerik|paragraf|yazi|bolum|sonuc|site)\w*"
_ASSESSOR = any_of(r"degerlendirici\w*", r"puanlayici\w*", r"hakem\w*", r"etiketleyici\w*",
                   phrase("yapay", r"zeka\w*"), phrase("dil", r"model\w*"))
_ADDRESS = any_of("degerli", "sayin", "sevgili", "merhaba", "dikkat", phrase("not", any_of("olarak", "icin")))
_GRADE_NOUN = r"(?:puan|not|derece|skor)\w*"
_LEVEL = any_of(rf"[23]{SEP}{_GRADE_NOUN}", rf"(?:en{SEP}yuksek|tam|maksimum|azami|mukemmel){SEP}{_GRADE_NOUN}",
                rf"(?:{_INTENSE}{SEP})?(?:alakali|ilgili){SEP}olarak", rf"[23]{SEP}olarak")
# The verb last, in the imperative or a request ("ver", "verin", "verir misiniz"), never a report ("verdi", "alır").
_GIVE = any_of("ver", "verin", "veriniz", phrase("verir", r"mis\w*"), "verilsin", "verilmeli", "ata", "atayin",
               "puanla", "puanlayin", "isaretle", "isaretleyin", "degerlendir", "degerlendirin", "say", "sayin",
               "siniflandir", "siniflandirin", "kabul et", "kabul edin")

TYPOS = False  # their keywords are near English words: no typo of one is read as it

_SENTENCE = r"[^.!?\x1e\n]{0,80}?"  # the rest of the sentence

CUES: tuple[Cue, ...] = (
    Cue(CueKind.OVERRIDE, "tr", rf"\b{_EARLIER}{gap(2)}{_RULES}{gap(2)}{_OVERRIDE_VERB}", strong=True, key=_RULES),
    Cue(CueKind.OVERRIDE, "tr", rf"\b{_RULES}{gap(2)}{_OVERRIDE_VERB}", key=_RULES),
    Cue(CueKind.CLAIM, "tr", rf"\b{_INTENSE}{SEP}(?:alakali|ilgili|uygun)\b", key=any_of("alakali", "ilgili", "uygun")),
    Cue(CueKind.CLAIM, "tr", rf"\b(?:alakali|ilgili){gap(1)}{_ASKED}", key=any_of("alakali", "ilgili")),
    Cue(CueKind.CLAIM, "tr", rf"\ben{SEP}(?:iyi|dogru|kapsamli){SEP}(?:cevap|yanit)\w*", key=any_of("cevap", "yanit")),
    Cue(CueKind.CLAIM, "tr", rf"\b(?:mukemmel|kusursuz|ideal|tam){SEP}(?:cevap|yanit|eslesme)\w*",
        key=any_of("cevap", "yanit", "eslesme")),
    # a claim of fit to every query: "her aramanın en iyi cevabı"
    Cue(CueKind.CLAIM, "tr", rf"\b(?:her|tum|butun|herhangi{SEP}bir){SEP}{_ASKED}", key=any_of("arama", "sorgu", "soru")),
    Cue(CueKind.SELF, "tr", _SELF, key="bu"),
    Cue(CueKind.JUDGE, "tr", rf"\b{_ASSESSOR}\b", key=any_of("degerlendirici", "puanlayici", "hakem", "etiketleyici",
                                                          "yapay", "dil")),
    Cue(CueKind.JUDGE, "tr", rf"\b{_ADDRESS}{gap(2)}{_ASSESSOR}", key=_ADDRESS, addresses=True),
    Cue(CueKind.GRADE, "tr", rf"\b{_LEVEL}", key=any_of("puan", "not", "derece", "skor", "alakali", "ilgili", "olarak")),
    Cue(CueKind.COMMAND, "tr", rf"\b{_LEVEL}{gap(2)}{_GIVE}\b", strong=True, key=_GIVE),

    # a claim of fit to whatever the reader searched, an answer in the same sentence: strong
    Cue(CueKind.CLAIM, "tr", rf"\b(?:ne|neyi|hangi\w*|her{SEP}ne)(?:{SEP}\w+){{0,2}}?{SEP}(?:ararsa|sorarsa|yazarsa|arasa|arat)\w*"
        rf"{_SENTENCE}\b(?:cevap|yanit|alakali)\w*",
        strong=True, key=any_of("ararsa", "sorarsa", "yazarsa", "arasa", "arat")),
    search_first_cue("tr", rf"(?:soru|arama|sorgu|aradig)\w*{SEP}ne{SEP}olursa{SEP}olsun", r"(?:cevap|yanit|alakal|ilgili)\w*",
                     key="olursa"),
)

WORDS: Words = {
    Concept.RELEVANCE: ("alakali*", "alaka", "ilgililik*"),
    Concept.GRADING: ("puan*", "degerlendir*", "notu", "derece*", "skor*", "siniflandir*"),
    Concept.ASSESSOR: ("degerlendirici*", "puanlayici*", "hakem*", "etiketleyici*"),
    Concept.MACHINE: ("yapay", "modeli", "asistan*", "otomatik*"),
    Concept.ADDRESS: ("sen", "siz", "senin", "sizin", "lutfen", "merhaba", "sayin", "degerli", "sevgili"),
    Concept.SELF: ("metin*", "pasaj*", "sayfa*", "belge*", "makale*", "icerik*", "paragraf*"),
    Concept.QUERY: ("arama*", "sorgu*", "soru", "sorular*", "kullanici*"),
    Concept.TOP: ("yuksek", "maksimum", "azami", "mukemmel", "kusursuz"),
    Concept.OVERRIDE: ("unut", "unutun", "atla", "atlayin", "yoksay"),
    Concept.RULES: ("talimat*", "yonerge*", "kural*", "onceki"),
    Concept.DEIXIS: ("bu", "burada", "buradaki"),
}
