"""Vietnamese cues (read with its tones and hooks dropped, đ kept: "bỏ qua" reads "bo qua"; typed without
accents, đ is d, so both are read)."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import SEP, Concept, Cue, CueKind, Words, any_of, gap, phrase, search_first_cue

_D = "[dđ]"
_OVERRIDE_VERB = any_of(phrase("bo", "qua"), phrase("phot", "lo"), phrase("lo", "đi"), phrase("lo", "di"), "quen",
                        phrase("khong", any_of("can", "phai"), "tuan", "theo"), phrase("đung", "tuan", "theo"))
_RULES = any_of(phrase("huong", f"{_D}an"), phrase("chi", f"{_D}an"), phrase("chi", "thi"), phrase("quy", "tac"),
                phrase("menh", "lenh"), "lenh", phrase("yeu", "cau"), phrase("tieu", "chi"))
_EARLIER = any_of("truoc", phrase("truoc", f"{_D}o"), phrase("ban", f"{_D}au"), phrase("o", "tren"), phrase("phia", "tren"),
                  "cu", "moi", phrase("tat", "ca"))
_RELEVANT = any_of(phrase("lien", "quan"), phrase("phu", "hop"))
_INTENSE = any_of(phrase("hoan", "toan"), "rat", phrase("cuc", "ky"), phrase("tuyet", f"{_D}oi"), phrase("cao", "nhat"),
                  phrase("hoan", "hao"))
_SELF_NOUN = any_of(phrase(f"{_D}oan", "van"), f"{_D}oan", phrase("bai", "viet"), "bai", "trang", phrase("van", "ban"),
                    phrase("noi", "dung"), phrase("tai", "lieu"), phrase("ket", "qua"), phrase("trang", "web"))
# a person who grades (a machine addressed is the English cues' "AI", "model": Vietnamese pages write them so)
_ASSESSOR = any_of(phrase("nguoi", "cham", f"(?:{_D}iem)?"), phrase("nguoi", f"{_D}anh", "gia"), phrase("giam", "khao"))
_ADDRESS = any_of(phrase("kinh", "gui"), phrase("than", "gui"), "gui", phrase("xin", "chao"), "chao", "voi", "la",
                  phrase("luu", "y"))
_GRADE = any_of(f"{_D}iem", "cham", phrase(f"{_D}anh", "gia"), phrase("xep", "hang"), phrase("muc", f"{_D}o"))
_TOP = any_of(phrase("cao", "nhat"), phrase("toi", f"{_D}a"), phrase("tuyet", f"{_D}oi"), phrase(f"{_D}ay", f"{_D}u"))
_ASK = any_of(phrase("vui", "long"), "hay", "xin", phrase("ban", "phai"), "phai", phrase("can", "phai"), phrase("nho",))
_GIVE = any_of("cham", "cho", phrase(f"{_D}anh", "gia"), "xep", "gan", phrase("tra", "loi"), "chon")
_LEVEL = any_of(rf"[23]{SEP}{f'{_D}iem'}", rf"{f'{_D}iem'}{SEP}[23]\b", rf"{_D}iem(?:{SEP}\w+){{0,2}}{SEP}{_TOP}",
                rf"muc{SEP}[23]\b")
_ASKED = any_of(phrase("truy", "van"), phrase("tim", "kiem"), phrase("cau", "hoi"), phrase("tu", "khoa"))
_ANSWER = any_of(phrase("cau", "tra", "loi"), phrase("tra", "loi"), phrase(f"{_D}ap", "an"), phrase("loi", "giai"))

TYPOS = False  # syllables, not words: no typo is read as one

CUES: tuple[Cue, ...] = (
    Cue(CueKind.OVERRIDE, "vi", rf"\b{_OVERRIDE_VERB}{gap(3)}{_RULES}{gap(2)}{_EARLIER}\b", strong=True, key=_RULES),
    Cue(CueKind.OVERRIDE, "vi", rf"\b{_OVERRIDE_VERB}{gap(3)}{_RULES}\b", key=_RULES),
    Cue(CueKind.CLAIM, "vi", rf"\b{_RELEVANT}{SEP}{_INTENSE}\b|\b{_INTENSE}{SEP}{_RELEVANT}\b",
        key=any_of("lien", "phu")),
    Cue(CueKind.CLAIM, "vi", rf"\b{_ANSWER}{SEP}(?:{any_of(phrase(f'{_D}ay', f'{_D}u'), phrase('hoan', 'hao'), phrase('chinh', 'xac'), phrase('tot', 'nhat'))})\b",
        key=any_of("loi", "dap", "đap")),
    # claims of fit to any query: "moi truy van", "du ban tim kiem gi, cau tra loi ... o trang nay" (strong)
    Cue(CueKind.CLAIM, "vi", rf"\b(?:moi|bat{SEP}ky|bat{SEP}cu|tat{SEP}ca){SEP}(?:\w+{SEP})?{_ASKED}\b",
        key=any_of("truy", "kiem", "hoi", "khoa")),
    Cue(CueKind.CLAIM, "vi", rf"\b(?:du|bat{SEP}ke|cho{SEP}du|mac{SEP}du){SEP}(?:\w+{SEP}){{0,2}}?tim(?:{SEP}kiem)?"
        rf"{SEP}(?:gi|cai{SEP}gi|bat{SEP}cu{SEP}\w+)\b[^.!?\x1e]{{0,80}}?\b{_ANSWER}", strong=True, key=any_of("loi", "dap", "đap")),
    Cue(CueKind.SELF, "vi", rf"\b{_SELF_NOUN}{SEP}nay\b", key="nay"),
    Cue(CueKind.JUDGE, "vi", rf"\b{_ADDRESS}{gap(1)}{_ASSESSOR}\b", key=_ASSESSOR, addresses=True),
    Cue(CueKind.JUDGE, "vi", rf"\b{any_of(phrase('nguoi', 'cham', f'{_D}iem'), phrase('giam', 'khao'))}\b",
        key=any_of("nguoi", "giam")),
    Cue(CueKind.GRADE, "vi", rf"\b{_GRADE}(?:{SEP}\w+){{0,3}}{SEP}{_TOP}\b", key=any_of("diem", "điem", "cham", "danh", "đanh", "xep", "muc")),
    Cue(CueKind.GRADE, "vi", rf"\b[23]{SEP}{_D}iem\b", key=any_of("diem", "điem")),
    Cue(CueKind.COMMAND, "vi", rf"\b{_ASK}{gap(2)}{_GIVE}\b", key=any_of("cham", "danh", "đanh", "xep")),
    # an order with the grade it wants ("cham van ban nay 3 diem"), keyed on the grade's word
    Cue(CueKind.COMMAND, "vi", rf"\b{_GIVE}{gap(5)}{_LEVEL}", strong=True, key=any_of("diem", "điem", "muc")),
    # the search inside the concession ("du cau hoi cua ban la gi, day la cau tra loi ...")
    search_first_cue("vi", rf"(?:du|bat{SEP}ke|cho{SEP}du|mac{SEP}du){SEP}(?:\w+{SEP})?{_ASKED}{gap(3)}(?:gi|nao)\b",
                     _ANSWER, key=any_of("truy", "kiem", "hoi", "khoa")),
)

WORDS: Words = {
    Concept.RELEVANCE: (),
    Concept.GRADING: ("điem",),
    Concept.ASSESSOR: ("giam",),
    Concept.MACHINE: (),
    Concept.ADDRESS: ("ban",),
    Concept.SELF: ("đoan",),
    Concept.QUERY: ("truy",),
    Concept.TOP: (),
    Concept.OVERRIDE: (),
    Concept.RULES: (),
    Concept.DEIXIS: ("nay",),
}
