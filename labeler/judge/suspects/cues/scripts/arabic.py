"""Arabic cues (its vowel marks, hamza marks and tatweel dropped: إ and أ read ا; a word may carry a
clitic before it, و ف ب ل ك and the article ال: "وأعط", "بالإجابة")."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import (SEP, Concept, Cue, CueKind, Words, any_of, folded_cues, folded_words,
                                              gap)

_CLITIC = "(?:[وفبلك]?(?:ال|لل)?)"  # and, so, with, for, as; the article


def _word(*stems: str) -> str:
    """Any of the stems, with a clitic before it and any ending after it."""
    return rf"\b{_CLITIC}{any_of(*stems)}\w*"


def _key(*stems: str) -> str:
    """The stems as a cue's key: each as written and with each clitic, the starts its words have."""
    return any_of(*(clitic + stem for stem in stems for clitic in ("", "ال", "و", "وال", "ف", "ب", "بال", "ل", "لل", "ك")))


_OVERRIDE = _word("تجاهل", "انس", "إنس", "اهمل", "أهمل", "تخط", "اترك", "تناس", "لا تلتزم",
                  "لا تتبع", "لا تعمل")
_RULES = _word("تعليمات", "أوامر", "اوامر", "إرشادات", "ارشادات", "قواعد", "توجيهات", "معايير", "تعليم")
_EARLIER = _word("سابق", "كل", "جميع", "كافة", "أصلي", "اصلي", "أعلاه", "اعلاه", "ما سبق", "قبل")
_RELEVANT = _word("صلة", "ملائم", "متعلق", "مرتبط", "وثيق", "مطابق")
_INTENSE = _word("تام", "كامل", "عالي", "قوي", "شديد", "أعلى", "اعلى", "جدا", "جدًا", "للغاية", "تماما", "بالكامل")
_SELF = _word("هذه", "هذا", "هذي", "الحالي", "الحالية")
_SELF_NOUN = _word("فقرة", "صفحة", "نص", "مقال", "مستند", "وثيقة", "محتوى", "نتيجة", "موقع", "مقطع", "منشور")
_ASSESSOR_ONLY = _word("مقيم", "مقيّم", "محكم", "مصحح", "مراجع", "نموذج التقييم", "نموذج لغوي", "نماذج لغوية")
_ASSESSOR = any_of(_ASSESSOR_ONLY, _word("نموذج", "ذكاء اصطناعي", "الذكاء", "مساعد", "ai"))
_ADDRESS = _word("عزيز", "إلى", "الى", "يا", "أيها", "ايها", "بصفتك", "انتباه", "تنبيه", "ملاحظة")
_GRADE = _word("درجة", "تقييم", "علامة", "نقاط", "نقطة", "تصنيف", "قيم", "قيّم", "امنح", "أعط", "اعط", "ضع")
_TOP = _word("أعلى", "اعلى", "قصوى", "كاملة", "أقصى", "اقصى", "ممتاز")
_GIVE = _word("امنح", "أعط", "اعط", "قيم", "قيّم", "ضع", "صنف", "حدد", "اجعل", "سجل", "اختر")
_MUST = _word("يرجى", "يجب", "من فضلك", "رجاء", "الرجاء", "عليك", "نرجو", "ارجو", "أرجو")
_LEVEL = any_of(r"[23٢٣]\b", _word("ثلاث"), rf"{_word('أعلى', 'اعلى', 'أقصى', 'اقصى')}{SEP}{_word('درجة', 'تقييم', 'علامة')}",
                rf"{_word('درجة', 'علامة', 'تقييم')}{SEP}{_word('كاملة', 'قصوى', 'عليا', 'ممتاز')}")
_ASKED = _word("استعلام", "بحث", "سؤال", "أسئلة", "اسئلة", "استفسار", "طلب")
_ANSWER = _word("إجابة", "اجابة", "جواب", "رد")

CUES: tuple[Cue, ...] = folded_cues((
    Cue(CueKind.OVERRIDE, "ar", rf"{_OVERRIDE}{gap(2)}{_RULES}{gap(2)}{_EARLIER}", strong=True, key=_key("تعليمات", "أوامر", "اوامر", "إرشادات", "ارشادات", "قواعد", "توجيهات", "معايير", "تعليم")),
    Cue(CueKind.OVERRIDE, "ar", rf"{_OVERRIDE}{gap(3)}{_RULES}", key=_key("تعليمات", "أوامر", "اوامر", "إرشادات", "ارشادات", "قواعد", "توجيهات", "معايير", "تعليم")),
    Cue(CueKind.CLAIM, "ar", rf"{_RELEVANT}{gap(1)}{_INTENSE}", key=_key("صلة", "ملائم", "متعلق", "مرتبط", "وثيق", "مطابق")),
    Cue(CueKind.CLAIM, "ar", rf"{_ANSWER}{SEP}{_word('كامل', 'تام', 'مثالي', 'أفضل', 'افضل', 'دقيق', 'شامل')}", key=_key("إجابة", "اجابة", "جواب", "رد")),
    # claims of fit to any query: "أي استعلام", "مهما كان ما تبحث عنه، ستجد الإجابة هنا" (strong)
    Cue(CueKind.CLAIM, "ar", rf"{_word('أي', 'اي', 'كل', 'جميع')}{SEP}{_ASKED}", key=_key("استعلام", "بحث", "سؤال", "أسئلة", "اسئلة", "استفسار", "طلب")),
    Cue(CueKind.CLAIM, "ar", rf"{_word('مهما', 'أيا', 'ايا', 'أياً')}{gap(3)}{_word('تبحث', 'بحثت', 'تسأل', 'سألت', 'تكتب', 'كتبت')}"
        rf"[^.!?؟\x1e]{{0,80}}?{_ANSWER}", strong=True, key=_key("تبحث", "بحثت", "تسأل", "سألت", "تكتب", "كتبت")),
    Cue(CueKind.SELF, "ar", rf"{_SELF}{SEP}{_SELF_NOUN}", key=_key("فقرة", "صفحة", "نص", "مقال", "مستند", "وثيقة", "محتوى", "نتيجة", "موقع", "مقطع", "منشور")),
    Cue(CueKind.JUDGE, "ar", _ASSESSOR_ONLY, key=_key("مقيم", "مقيّم", "محكم", "مصحح", "مراجع", "نموذج", "نماذج")),
    Cue(CueKind.JUDGE, "ar", rf"{_ADDRESS}{gap(2)}{_ASSESSOR}", key=_key("مقيم", "مقيّم", "محكم", "مصحح", "مراجع", "نموذج", "ذكاء", "الذكاء", "مساعد", "ai"), addresses=True),
    Cue(CueKind.GRADE, "ar", rf"{_GRADE}(?:{SEP}\w+){{0,3}}\W{{1,3}}[0-3٠-٣](?!\w|[.,]\d)", key=_key("درجة", "تقييم", "علامة", "نقاط", "نقطة", "تصنيف", "قيم", "قيّم", "امنح", "أعط", "اعط", "ضع")),
    Cue(CueKind.GRADE, "ar", rf"{_TOP}{SEP}{_word('درجة', 'تقييم', 'علامة', 'صلة')}", key=_key("أعلى", "اعلى", "قصوى", "كاملة", "أقصى", "اقصى", "ممتاز")),
    Cue(CueKind.COMMAND, "ar", rf"{_MUST}{gap(2)}{_GIVE}", key=_key("امنح", "أعط", "اعط", "قيم", "قيّم", "ضع", "صنف", "حدد", "اجعل", "سجل", "اختر")),
    # an order with the grade it wants: "أعط هذا النص الدرجة 3", "امنحها أعلى درجة"
    Cue(CueKind.COMMAND, "ar", rf"{_GIVE}(?:{SEP}\w+){{0,4}}?{SEP}{_LEVEL}", strong=True, key=_key("امنح", "أعط", "اعط", "قيم", "قيّم", "ضع", "صنف", "حدد", "اجعل", "سجل", "اختر")),
))

WORDS: Words = folded_words({
    Concept.RELEVANCE: ("صلة", "الصلة", "بالصلة", "ملائم*", "الملائم*"),
    Concept.GRADING: ("درجة", "الدرجة", "تقييم*", "التقييم*", "علامة", "العلامة", "تصنيف*", "التصنيف*"),
    Concept.ASSESSOR: ("مقيم*", "المقيم*", "للمقيم*", "محكم*", "المحكم*", "مصحح*", "المصحح*"),
    Concept.MACHINE: ("نموذج*", "النموذج*", "الذكاء", "مساعد*", "ai"),
    Concept.ADDRESS: ("أنت", "انت", "لك", "عزيزي", "عزيزتي", "يرجى", "رجاء", "الرجاء"),
    Concept.SELF: ("فقرة", "الفقرة", "صفحة", "الصفحة", "نص", "النص", "مقال*", "المقال*", "محتوى", "المحتوى"),
    Concept.QUERY: ("استعلام*", "الاستعلام*", "بحث", "البحث", "سؤال", "السؤال", "المستخدم*"),
    Concept.TOP: ("أعلى", "اعلى", "الأعلى", "القصوى", "كاملة", "الكاملة", "تامة", "3"),
    Concept.OVERRIDE: ("تجاهل*", "وتجاهل*", "انس*"),
    Concept.RULES: ("تعليمات*", "التعليمات*", "السابقة", "القواعد*"),
    Concept.DEIXIS: ("هذه", "هذا", "هنا"),
})
