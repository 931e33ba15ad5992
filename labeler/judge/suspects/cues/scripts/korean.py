"""Korean cues (Hangul is read in its letters, unfolded: the cues are written in syllables and folded
the same way; a particle or an ending follows a word's stem: "지시를", "무시하고")."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import (SEP, Concept, Cue, CueKind, Words, any_of, folded_cues, folded_words,
                                              gap)

_OVERRIDE = any_of("무시", "잊어", "잊고", "잊으", "따르지", "신경\\s?쓰지", "버리", "건너뛰")
_RULES = any_of("지시", "지침", "명령", "규칙", "안내", "프롬프트", "설정", "기준", "지령")
_EARLIER = any_of("이전", "앞의", "앞서", "위의", "위에서", "모든", "기존", "원래", "지금까지", "기존의")
_INTENSE = any_of("매우", "완전히", "아주", "가장", "완벽하게", "완벽히", "정말", "높은", "100%", "최고로", "확실히")
_RELATED = any_of("관련", "연관", "적합", "부합")
_SELF = any_of("이", "본", "해당", "이번")
_SELF_NOUN = any_of("페이지", "문단", "글", "문서", "단락", "텍스트", "결과", "콘텐츠", "기사", "내용", "게시물", "자료")
_ASSESSOR_ONLY = any_of("평가자", "채점자", "심사자", "검토자", "심사위원", "평가\\s?모델", "언어\\s?모델", "평가관")
_GRADE = any_of("점수", "등급", "평가", "관련성", "관련도", "채점")
_TOP = any_of("최고", "만점", "최상", "가장\\s높은", "최대")
_GIVE = any_of("주", "줘", "부여", "평가", "매기", "매겨", "드리", "표시", "분류", "처리", "선택", "출력")
_LEVEL = any_of("[23]\\s?점", "만점", "최고\\s?(?:점수|점|등급)", "최상\\s?등급", "'?매우\\s관련\\s?있음'?", "[23]\\s?등급")
# a request's ending ("주세요", "하세요", "하십시오", "줘"): a rubric's "3점, 부분적으로 ... 평가한다" describes
_REQUEST = any_of("세요", "십시오", "줘", "주라", "해라", "하라")
_ANY = any_of("모든", "어떤", "어느", "임의의", "모든\\s종류의")
_ASKED = any_of("검색", "질문", "쿼리", "검색어", "질의")
_ANSWER = any_of("답", "정답", "답변", "해답")

CUES: tuple[Cue, ...] = folded_cues((
    Cue(CueKind.OVERRIDE, "ko", rf"\b{_EARLIER}\w*{gap(2)}{_RULES}\w*{gap(2)}{_OVERRIDE}", strong=True, key=_RULES),
    Cue(CueKind.OVERRIDE, "ko", rf"\b{_RULES}\w*{gap(1)}{_OVERRIDE}", key=_RULES),
    Cue(CueKind.CLAIM, "ko", rf"\b{_INTENSE}{gap(1)}{_RELATED}", key=_RELATED),
    Cue(CueKind.CLAIM, "ko", rf"\b{any_of('완벽한', '완전한', '정확한', '최고의', '최적의', '유일한')}{SEP}{_ANSWER}",
        key=_ANSWER),
    # claims of fit to any query: "모든 검색어", "무엇을 검색하든 이 페이지에 답이 있습니다" (strong)
    Cue(CueKind.CLAIM, "ko", rf"\b{_ANY}{SEP}{_ASKED}", key=_ASKED),
    Cue(CueKind.CLAIM, "ko", rf"\b{any_of('무엇', '뭘', '뭐', '어떤', '어느')}\w*{gap(2)}{any_of('검색', '찾', '질문', '물어', '입력')}"
        rf"\w*(?:든|더라도|건)\b[^.!?\x1e]{{0,80}}?{_ANSWER}", strong=True,
        key=any_of("무엇", "뭘", "뭐", "어떤", "어느")),
    Cue(CueKind.SELF, "ko", rf"\b{_SELF}{SEP}{_SELF_NOUN}", key=_SELF_NOUN),
    Cue(CueKind.JUDGE, "ko", rf"\b(?:ai{SEP}?)?{_ASSESSOR_ONLY}", key=_ASSESSOR_ONLY, addresses=True),
    Cue(CueKind.GRADE, "ko", rf"\b{_GRADE}\w*(?:{SEP}\w+){{0,2}}\W{{1,3}}[0-3](?!\w|[.,]\d)", key=_GRADE),
    Cue(CueKind.GRADE, "ko", rf"\b{_TOP}\w*{SEP}?{any_of('점수', '점', '등급', '평가')}", key=_TOP),
    Cue(CueKind.COMMAND, "ko", rf"\b{any_of('반드시', '꼭', '항상', '무조건')}{gap(3)}{_GIVE}", key=_GIVE),
    # an order with the grade it wants: "3점을 주세요", "만점으로 평가하세요"
    Cue(CueKind.COMMAND, "ko", rf"{_LEVEL}\w*{gap(2)}{_GIVE}\w*?(?:{SEP}주)?\w*?{_REQUEST}\b", strong=True, key=_GIVE),
))

WORDS: Words = folded_words({
    Concept.RELEVANCE: ("관련*", "연관*"),
    Concept.GRADING: ("점수*", "등급*", "평가*", "채점*", "3점*"),
    Concept.ASSESSOR: ("평가자*", "채점자*", "심사자*", "검토자*", "심사위원*"),
    Concept.MACHINE: ("ai", "모델*", "인공지능*", "어시스턴트*"),
    Concept.ADDRESS: ("당신*", "너*", "여러분*", "주세요", "하세요", "바랍니다", "님"),
    Concept.SELF: ("페이지*", "문단*", "문서*", "단락*", "텍스트*", "콘텐츠*", "게시물*"),
    Concept.QUERY: ("검색*", "질문*", "쿼리*", "사용자*"),
    Concept.TOP: ("최고*", "만점*", "최상*", "완벽*", "3"),
    Concept.OVERRIDE: ("무시*",),
    Concept.RULES: ("지시*", "지침*", "규칙*", "이전*"),
    Concept.DEIXIS: ("이", "여기*", "본"),
})
