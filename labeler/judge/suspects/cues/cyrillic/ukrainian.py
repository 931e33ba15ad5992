"""Ukrainian cues, on the Cyrillic view (ї reads as і, й as и: their marks are dropped)."""

from __future__ import annotations

from dataclasses import replace

from labeler.judge.suspects.cues.base import (search_first_cue, ORDER_START, SEP, Concept, Cue, CueKind, Words, any_of, clause_gap, gap,
                                              level_number, phrase)

_NEW_WHAT = any_of(r"інструкці\w*", r"правил\w*")
_OVERRIDE_VERB = any_of(r"ігнор\w*", r"проігнор\w*", r"забудь\w*", r"забути", phrase("не", r"зважа\w*"),
                        r"відкинь\w*", r"пропусти\w*", r"скасу\w*", phrase("не", r"дотримуи\w*"))
_RULES = any_of(r"інструкці\w*", r"вказівк\w*", r"вказівок", r"правил\w*", r"команд\w*", r"настанов\w*",
                r"директив\w*", r"критері\w*", r"завданн\w*", "все", "усе")
_EARLIER = any_of(r"попередн\w*", "всі", "усі", "все", "усе", r"раніш\w*", "вище", r"сво\w*", r"початков\w*",
                  r"минул\w*", r"наведен\w*")
_INTENSE = any_of("повністю", "цілком", "абсолютно", "дуже", "максимально", "високо", "найбільш", "надзвичаино",
                  "ідеально", "винятково")
_ASKED = any_of(r"запит\w*", r"пошук\w*", r"питанн\w*", r"шука\w*")
_SELF = any_of("цеи", "ця", "це", "цього", "цьому", "цю", "ціи", r"дан\w+", r"наведен\w+", r"наступн\w+")
_SELF_NOUN = any_of(r"фрагмент\w*", r"текст\w*", r"документ\w*", r"сторінк\w*", r"абзац\w*", r"уривк?\w*",
                    r"матеріал\w*", r"статт\w*", r"результат\w*", r"контент\w*", r"допис\w*", r"вміст\w*")
_ASSESSOR_ONLY = any_of(r"оцінювач\w*", r"асесор\w*", r"анотатор\w*", r"рецензент\w*", phrase(r"мовн\w*", r"модел\w*"))
_ASSESSOR = any_of(_ASSESSOR_ONLY, r"експерт\w*", r"модел\w*", "ші", r"асистент\w*", r"судд\w*", r"нейромереж\w*")
_ADDRESS = any_of(r"шановн\w*", r"дорог\w*", r"любии", "як", "увага", phrase("примітка", "для"), "для", "привіт")
_GRADE = any_of(r"оцінк\w*", r"оцін\w*", r"бал\w*", r"рейтинг\w*", r"постав\w*", r"присво\w*", r"признач\w*",
                r"релевантн\w*")
_TOP = any_of(r"найвищ\w*", r"максимальн\w*", r"найкращ\w*", r"найбільш\w*")
_TOP_WHAT = any_of(r"оцінк\w*", r"бал\w*", r"релевантн\w*", r"рейтинг\w*")
_MUST = any_of(phrase("будь", "ласка"), "слід", "треба", "потрібно", "необхідно", phrase("ти", r"повин\w*"),
               phrase("ви", r"повинн\w*"), r"обов.язково", "завжди", "мусиш", "мусите")
_ORDER = any_of(r"постав\w*", r"оцін\w*", r"присво\w*", r"признач\w*", r"вважа\w*", r"визна\w*", r"познач\w*",
                r"вистав\w*", r"відповід\w*", r"класифік\w*")
_ORDER_VERB = any_of(r"постав\w*", r"вистав\w*", r"присво\w*", r"оцін\w*", "даи", "даите", r"признач\w*",
                     r"відповід\w*", r"познач\w*", r"виведи\w*", r"поверни\w*")
_LEVEL = any_of(level_number("три", any_of("за", "тут", "зараз", "незалежно", "лише", "тільки", "завжди")),
                phrase(_TOP, _TOP_WHAT), phrase(any_of(_INTENSE, "як"), r"релевант\w*"))

CUES: tuple[Cue, ...] = (
    Cue(CueKind.OVERRIDE, "uk", rf"\b{_OVERRIDE_VERB}{gap(3)}{_EARLIER}{gap(2)}{_RULES}", strong=True, view="cyrillic",
        key=_RULES),
    Cue(CueKind.OVERRIDE, "uk", rf"\b{_OVERRIDE_VERB}{gap(3)}{_RULES}", view="cyrillic", key=_RULES),
    Cue(CueKind.OVERRIDE, "uk", rf"\bнов\w+{SEP}{_NEW_WHAT}", view="cyrillic"),
    Cue(CueKind.CLAIM, "uk", rf"\b{_INTENSE}{SEP}релевант\w*", view="cyrillic", key="релевант"),
    Cue(CueKind.CLAIM, "uk", rf"\bрелевант\w*{gap(3)}{_ASKED}", view="cyrillic"),
    Cue(CueKind.CLAIM, "uk", rf"\b(?:найкращ|ідеальн|вичерпн|точн|повн)\w*{SEP}відповід\w*", view="cyrillic",
        key="відповід"),
    # claims of fit to any query: "будь-який запит", "що б ви не шукали, тут є відповідь" (strong)
    Cue(CueKind.CLAIM, "uk", rf"\b(?:будь{SEP}?як|кожн|усяк|всяк|усі|всі)\w*{SEP}(?:\w+{SEP})?{_ASKED}", view="cyrillic",
        key=_ASKED),
    Cue(CueKind.CLAIM, "uk", rf"\b(?:що|чого|хоч){SEP}б(?:{SEP}\w+){{0,2}}{SEP}не{SEP}(?:шука|запиту|пита|вводи)\w*"
        rf"[^.!?\x1e]{{0,80}}?\bвідповід\w*", strong=True, view="cyrillic", key=any_of("що", "чого", "хоч")),
    Cue(CueKind.SELF, "uk", rf"\b{_SELF}{SEP}{_SELF_NOUN}", view="cyrillic", key=_SELF_NOUN),
    Cue(CueKind.JUDGE, "uk", rf"\b{_ASSESSOR_ONLY}", view="cyrillic"),
    Cue(CueKind.JUDGE, "uk", rf"\b{_ADDRESS}{gap(2)}{_ASSESSOR}", view="cyrillic", key=_ASSESSOR, addresses=True),
    Cue(CueKind.GRADE, "uk", rf"\b{_GRADE}(?:{SEP}\w+){{0,3}}\W{{1,3}}[0-3](?!\w|[.,]\d)", view="cyrillic"),
    Cue(CueKind.GRADE, "uk", rf"\b{_TOP}{SEP}{_TOP_WHAT}", view="cyrillic"),
    Cue(CueKind.COMMAND, "uk", rf"\b{_MUST}{gap(2)}{_ORDER}", view="cyrillic", key=_ORDER),
    Cue(CueKind.COMMAND, "uk", rf"(?:{ORDER_START}|\b{any_of(_MUST, 'просто', 'лише', 'і', 'и', 'одразу')}{SEP}|\b)"
        rf"{_ORDER_VERB}\b{clause_gap(5)}{_LEVEL}", strong=True, view="cyrillic", key=_ORDER_VERB),
    # the search inside the concession: "яким би не було ваше запитання, найповніша відповідь ..."
    replace(search_first_cue("uk", r"(?:як\w*|що|чого|де)\W{1,3}би?(?:\W{1,3}\w+){0,3}?\W{1,3}(?:запит|питанн|пошук)\w*",
                             r"(?:відповід|релевант)\w*", key=any_of("би", "б")), view="cyrillic"),
)

VIEW = "cyrillic"
WORDS: Words = {
    Concept.RELEVANCE: ("релевант*",),
    Concept.GRADING: ("оцін*", "бал", "бали", "балів", "рейтинг*", "категорі*"),
    Concept.ASSESSOR: ("оцінювач*", "асесор*", "анотатор*", "рецензент*"),
    Concept.MACHINE: ("ші", "модел*", "нейромереж*", "асистент*", "автоматичн*"),
    Concept.ADDRESS: ("ти", "тебе", "тобі", "твіи", "твоє", "ви", "вас", "вам", "ваш*", "будь", "привіт"),
    Concept.SELF: ("фрагмент*", "текст*", "документ*", "сторінк*", "статт*", "матеріал*", "уривок"),
    Concept.QUERY: ("запит*", "пошук*", "питанн*", "користувач*"),
    Concept.TOP: ("найвищ*", "максимальн*", "ідеальн*", "найкращ*", "повністю", "точн*", "3"),
    Concept.OVERRIDE: ("ігнор*", "забудь*", "пропусти*"),
    Concept.RULES: ("інструкці*", "правил*", "попередн*", "вказівк*"),
    Concept.DEIXIS: ("цеи", "ця", "це", "цьому", "цього", "цю", "тут"),
}
