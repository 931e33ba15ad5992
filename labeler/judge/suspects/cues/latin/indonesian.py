"""Indonesian cues (Malay reads alike)."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import (SEP, Concept, Cue, CueKind, Words, any_of, gap, level_number,
                                              order_with_grade_cue, phrase, role_play_cue, search_first_cue)

_OVERRIDE_VERB = any_of("abaikan", "abaikanlah", "lupakan", "lupakanlah", "acuhkan", phrase("jangan", "ikuti"),
                        "tinggalkan", "kesampingkan")
_RULES = any_of(r"instruksi\w*", r"petunjuk\w*", r"pedoman\w*", r"aturan\w*", r"perintah\w*", r"arahan\w*",
                r"panduan\w*", r"kriteria\w*")
_EARLIER = any_of("sebelumnya", "terdahulu", phrase("di", "atas"), "semua", "awal", "lama", "lain")
_TOP = any_of("tertinggi", "maksimal", "maksimum", "penuh", "sempurna", phrase("paling", "tinggi"))
_GRADE_NOUN = any_of("skor", "nilai", "peringkat", r"relevansi\w*")
_LEVEL = any_of(level_number("tiga", any_of("untuk", "di", "saja", "selalu", "yaitu")),
                rf"{_GRADE_NOUN}(?:{SEP}\w+){{0,2}}?{SEP}{_TOP}\b")
_ORDER_VERB = any_of("beri", "berikan", "berilah", "nilai", "nilailah", "kasih", "tetapkan", "pilih", "jawab",
                     "tandai", "golongkan")
_ASSESSOR = any_of(r"penilai\w*", "model", r"asisten\w*", "ai", r"evaluator\w*", "juri", r"pemeringkat\w*")
_SELF_NOUN = any_of("artikel", "halaman", "konten", "teks", "bagian", "dokumen", "situs", "tulisan", "cuplikan")

TYPOS = False  # short words near English ones

CUES: tuple[Cue, ...] = (
    Cue(CueKind.OVERRIDE, "id", rf"\b{_OVERRIDE_VERB}{gap(3)}{_RULES}{gap(2)}{_EARLIER}\b", strong=True, key=_RULES),
    Cue(CueKind.OVERRIDE, "id", rf"\b{_OVERRIDE_VERB}{gap(3)}{_RULES}", key=_RULES),
    Cue(CueKind.CLAIM, "id", rf"\b{any_of('sangat', 'sepenuhnya', 'paling', 'benar-benar', 'sungguh', 'amat')}{SEP}relevan\b",
        key="relevan"),
    Cue(CueKind.SELF, "id", rf"\b{_SELF_NOUN}{SEP}ini\b", key=_SELF_NOUN),
    Cue(CueKind.JUDGE, "id", rf"\b{any_of('kepada', 'untuk', 'halo', 'hai', 'yth', phrase('yang', 'terhormat'))}{gap(2)}"
        rf"{_ASSESSOR}\b", key=_ASSESSOR, addresses=True),
    Cue(CueKind.GRADE, "id", rf"\b{_GRADE_NOUN}{SEP}(?:\w+{SEP})?{_TOP}\b", key=_GRADE_NOUN),
    order_with_grade_cue("id", _ORDER_VERB, _LEVEL, any_of("mohon", "harap", "tolong", "silakan", "wajib", "harus",
                                                          "selalu", "cukup", "dan")),
    # "harus dinilai sangat relevan": the grade wanted, in the passive
    Cue(CueKind.COMMAND, "id", rf"\b{any_of('harus', 'wajib', 'mesti', 'perlu')}{SEP}"
        rf"{any_of('dinilai', 'diberi', 'diberikan', 'dianggap', 'ditandai', 'digolongkan')}{gap(2)}"
        rf"(?:{any_of('sangat', 'paling', 'sepenuhnya')}{SEP}relevan|{_LEVEL})", strong=True,
        key=any_of("dinilai", "diberi", "diberikan", "dianggap", "ditandai", "digolongkan")),
    search_first_cue("id", rf"(?:apa{SEP}pun|apapun|apa{SEP}saja|bagaimanapun){gap(3)}(?:pertanyaan|pencarian|kueri|cari)\w*",
                     r"(?:jawaban|relevan)\w*", key=any_of("pertanyaan", "pencarian", "kueri", "cari")),
    role_play_cue("id", any_of(r"berperan\w*", r"bayangkan\w*", r"anggap\w*", "berlagak", "jadilah"),
                  rf"\b{_GRADE_NOUN}{SEP}(?:\w+{SEP})?{_TOP}\b",
                  key=any_of("berperan", "bayangkan", "anggap", "berlagak", "jadilah")),
)

WORDS: Words = {
    Concept.RELEVANCE: ("relevan*",),
    Concept.GRADING: ("nilai", "penilaian", "skor", "peringkat", "dinilai", "menilai", "nilailah"),
    Concept.ASSESSOR: ("penilai", "juri", "evaluator*"),
    Concept.MACHINE: ("ai", "model", "asisten"),
    Concept.ADDRESS: ("anda", "kamu", "mohon", "tolong", "harap"),
    Concept.SELF: ("artikel", "halaman", "konten", "teks", "dokumen"),
    Concept.QUERY: ("pertanyaan", "pencarian", "kueri", "pengguna"),
    Concept.TOP: ("tertinggi", "maksimal", "maksimum", "sempurna"),
    Concept.OVERRIDE: ("abaikan", "lupakan"),
    Concept.RULES: ("instruksi", "petunjuk", "pedoman", "aturan", "sebelumnya"),
    Concept.DEIXIS: ("disini",),  # "ini" ends every "this year": too common to point
}
