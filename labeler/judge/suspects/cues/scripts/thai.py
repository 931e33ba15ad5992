"""Thai cues. Thai is written without spaces between words: the patterns are read over the text as Chinese is, with
no word boundaries; a request word (กรุณา, โปรด) must come before the grade ("กรุณาให้คะแนน 3"), as a review's "ให้
คะแนน 3 ดาว" (gave it 3 stars) is no order."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import Concept, Cue, CueKind, Words, any_of, folded_cues, folded_words

_PLEASE = any_of("กรุณา", "โปรด", "ช่วย", "ขอให้")
_REST = "[^\x1e.!?\n]"  # the rest of the sentence, no sentence punctuation

TYPOS = False  # read as written: a typo of another language's word is not read as one of these

CUES: tuple[Cue, ...] = folded_cues((
    Cue(CueKind.COMMAND, "th", rf"{_PLEASE}{_REST}{{0,60}}?คะแนน{_REST}{{0,30}}?(?<!\d)[23](?![\d.,/])(?!\s?ดาว)", strong=True,
        key=_PLEASE),
    Cue(CueKind.COMMAND, "th", rf"{_PLEASE}{_REST}{{0,60}}?คะแนน{any_of('สูงสุด', 'เต็ม')}", strong=True, key=_PLEASE),
    Cue(CueKind.OVERRIDE, "th", rf"{any_of('เพิกเฉย', 'ไม่ต้องสนใจ', 'ลืม', 'ละเว้น', 'ละทิ้ง')}{_REST}{{0,30}}?"
        rf"{any_of('คำสั่ง', 'คำแนะนำ', 'กฎ', 'เกณฑ์')}{_REST}{{0,20}}?{any_of('ก่อนหน้า', 'ทั้งหมด', 'เดิม', 'ข้างต้น')}",
        strong=True, key=any_of("เพิกเฉย", "ไม่ต้องสนใจ", "ลืม", "ละเว้น", "ละทิ้ง")),
))

WORDS: Words = folded_words({
    Concept.RELEVANCE: ("เกี่ยวข้อง",),
    Concept.GRADING: ("คะแนน",),
    Concept.ASSESSOR: ("ผู้ประเมิน", "ผู้ให้คะแนน"),
    Concept.MACHINE: ("ai",),
    Concept.ADDRESS: ("คุณ", "กรุณา", "โปรด"),
    Concept.SELF: ("ย่อหน้า", "บทความ", "หน้านี้"),
    Concept.QUERY: ("ค้นหา", "คำถาม"),
    Concept.TOP: ("สูงสุด", "เต็ม", "3"),
    Concept.OVERRIDE: ("เพิกเฉย", "ลืม"),
    Concept.RULES: ("คำสั่ง", "กฎ"),
    Concept.DEIXIS: ("นี้", "ที่นี่"),
})
