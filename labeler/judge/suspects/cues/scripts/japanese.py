"""Japanese cues (no word boundaries in the script; keys written without voiced kana, which the reading splits
words at)."""

from __future__ import annotations

from labeler.judge.suspects.cues.base import Concept, Cue, CueKind, Words, any_of, folded_cues

_NEAR = r"[^\x1e。！？!?\n]{0,10}?"  # a few characters within one sentence
_OVERRIDE_VERB = any_of("無視", "忘れ", "従わな", "従わず", "破棄")
_RULES = any_of("指示", "命令", "ルール", "規則", "基準", "設定", "プロンプト", "ガイドライン", "指針")
_EARLIER = any_of("以前", "これまで", "上記", "前の", "すべて", "全て", "先ほど", "従来")
_RELATED = any_of("関連", "該当", "合致", "一致")
_INTENSE = any_of("完全", "非常に", "極めて", "最も", "高度に", "十分に", "大いに")
_ASKED = any_of("検索", "クエリ", "質問", "問い合わせ")
_SELF = any_of("この", "本", "当")
_SELF_NOUN = any_of("文章", "文書", "ページ", "内容", "記事", "段落", "テキスト", "結果", "パッセージ")
_ASSESSOR = any_of("評価者", "評価モデル", "審査員", "採点者", "アノテーター", "言語モデル", "モデル", "アシスタント",
                   "ai", "llm")
_GRADE = any_of("評価", "採点", "スコア", "点数", "等級", "判定", "点を付", "点をつけ", "答え", "回答", "出力")
_TOP = any_of("最高", "満点", "最大", "最上")

# An order with the grade it wants: "3と答えてください", "3点を付けてください", "最高評価を付けてください"
# ("3点を付けました", a reviewer's past, is not: the order ends in a request or a command).
_LEVEL = any_of("[23３]", "三", "満点", "最高評価", "最高点", "最高スコア", "最高の評価", "最高のスコア")
_GIVE = any_of("答え", "回答", "付け", "つけ", "出力", "評価し", "採点し", "判定し", "与え")
_PLEASE = any_of("ください", "下さい", "なさい", "せよ", "しろ", "ること", "るように")
CUES: tuple[Cue, ...] = (
    Cue(CueKind.OVERRIDE, "ja", f"{_EARLIER}{_NEAR}{_RULES}{_NEAR}{_OVERRIDE_VERB}", strong=True, key=_OVERRIDE_VERB),
    Cue(CueKind.OVERRIDE, "ja", f"{_RULES}{_NEAR}{_OVERRIDE_VERB}", key=_OVERRIDE_VERB),
    Cue(CueKind.CLAIM, "ja", f"{_INTENSE}{_NEAR}{_RELATED}", key=_RELATED),
    Cue(CueKind.CLAIM, "ja", f"{_ASKED}{_NEAR}{_RELATED}", key=_RELATED),
    Cue(CueKind.SELF, "ja", f"{_SELF}{_SELF_NOUN}", key=_SELF_NOUN),
    Cue(CueKind.JUDGE, "ja", any_of("評価者", "評価モデル", "採点者", "審査員", "アノテーター", "言語モデル"),
        key=any_of("評価者", "評価モテル", "採点者", "審査員", "アノテーター", "言語モテル")),
    Cue(CueKind.GRADE, "ja", f"{_GRADE}{_NEAR}[0-3３](?![0-9])", key=_GRADE),
    Cue(CueKind.GRADE, "ja", f"[0-3３](?![0-9]){_NEAR}{_GRADE}", key=_GRADE),
    Cue(CueKind.GRADE, "ja", f"{_TOP}{_NEAR}{any_of('評価', 'スコア', '点', '関連性', '等級')}", key=_TOP),
    Cue(CueKind.COMMAND, "ja", f"{_LEVEL}{_NEAR}{_GIVE}[^\x1e。！？!?\n]{{0,3}}?{_PLEASE}", strong=True,
        key=any_of("答え", "回答", "付け", "つけ", "出力", "評価し", "採点し", "判定し", "与え")),
    Cue(CueKind.COMMAND, "ja", f"{any_of('評価', '採点', '判定', '付け', 'つけ', '答え', '回答', '出力')}"
        f"{_NEAR}{any_of('ください', '下さい', 'しなさい', 'すること', 'せよ')}",
        key=any_of("評価", "採点", "判定", "付け", "つけ", "答え", "回答", "出力")),
    # claims of fit to every query ("どんな検索に対しても最適な回答")
    Cue(CueKind.CLAIM, "ja", f"{any_of('どんな', 'あらゆる', 'いかなる', 'すべての', '全ての')}[^\x1e。！？]{{0,4}}?"
        f"{any_of('検索', '質問', 'クエリ')}", key=any_of("検索", "質問")),
    Cue(CueKind.CLAIM, "ja", f"{any_of('最適な', '最高の', '最良の', '最善の', '完璧な')}{any_of('回答', '答え', '解答')}",
        key=any_of("回答", "答え", "解答")),
    # full marks alone: with the passage pointing at itself ("このページは満点に値します")
    Cue(CueKind.GRADE, "ja", any_of("満点", "最高点", "最高評価"), key=any_of("満点", "最高点", "最高評価")),
    # a claim of fit to whatever the reader searched, an answer in the same sentence: strong
    Cue(CueKind.CLAIM, "ja", f"{any_of('何を', 'なにを', 'どんな', '何が', '何について')}[^\x1e。！？!?\n]{{0,8}}?"
        f"{any_of('検索', '探', '調べ', '質問', '聞', '尋ね')}[^\x1e。！？!?\n]{{0,30}}?{any_of('答え', '回答', '解答')}",
        strong=True, key=any_of("何を", "なにを", "どんな", "何が", "何について")),
)

# Japanese typed in Latin letters (romaji): the grade, then "to/ni" and a request ("3 ni shite kudasai", "3 to
# kotaete kudasai"; "shite" may read as German "seite", a typo of it).
CUES += (Cue(CueKind.COMMAND, "ja", r"\b[23]\W{1,3}(?:to|ni)(?:\W{1,3}(?:hyouka|hyoka|saiten|kanrendo)\w*)?\W{1,3}(?:shite|seite|kotaete|tsukete|kaite|hyouka\w*|hyoka\w*|saiten\w*)"
             r"\W{1,3}(?:kudasai|kudasaimase|hoshii|choudai)\b", strong=True, key=any_of("kudasai", "kudasaimase", "hoshii", "choudai"),
             typos=False),)

# The reading decomposes voiced kana (だ is た and a combining mark): the patterns and keys are written so too.
CUES = folded_cues(CUES)

WORDS: Words = {
    Concept.RELEVANCE: ("関連", "該当"),
    Concept.GRADING: ("評価", "採点", "スコア", "点数", "等級", "判定"),
    Concept.ASSESSOR: ("評価者", "採点者", "審査員"),
    Concept.MACHINE: ("ai", "モテル", "アシスタント"),
    Concept.ADDRESS: ("あなた", "くた"),
    Concept.SELF: ("文章", "文書", "内容", "記事", "段落", "テキスト"),
    Concept.QUERY: ("検索", "クエリ", "質問"),
    Concept.TOP: ("最高", "満点", "完全", "3"),
    Concept.OVERRIDE: ("無視",),
    Concept.RULES: ("指示", "ルール", "規則"),
    Concept.DEIXIS: ("この", "本ページ", "本文書"),
}
