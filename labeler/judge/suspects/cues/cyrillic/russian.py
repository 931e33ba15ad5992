"""Russian cues, on the Cyrillic view (Latin lookalikes folded back; й reads as и, ё as е)."""

from __future__ import annotations

from dataclasses import replace

from labeler.judge.suspects.cues.base import (search_first_cue, top_for_any_search_cue, ORDER_START, SEP, Concept, Cue, CueKind, Words, any_of, clause_gap, gap,
                                              level_number, phrase)

_OVERRIDE_VERB = any_of(r"игнорир\w*", r"забуд\w*", r"забыть", phrase("не", r"обраща\w*"), r"отбрось\w*", r"отброс\w*",
                        r"пренебрег\w*", r"отмен\w*", r"пропуст\w*", r"проигнорир\w*")
_RULES = any_of(r"инструкци\w*", r"указани\w*", r"правил\w*", r"команд\w*", r"директив\w*", r"установк\w*",
                r"требовани\w*", r"критери\w*", "все", "всё", r"задани\w*")
_EARLIER = any_of(r"предыдущ\w*", r"прежн\w*", r"вышеуказ\w*", "выше", "все", r"сво\w*", "ранее", r"исходн\w*",
                  r"прошл\w*", r"перв\w*", r"данн\w*")
_INTENSE = any_of(r"полност\w*", r"абсолютн\w*", "очень", "высоко", r"максимальн\w*", r"идеальн\w*", "наиболее",
                  "крайне", r"совершенн\w*", "весьма", "самый", "самым")
_ASKED = any_of(r"запрос\w*", r"поиск\w*", r"вопрос\w*")
_SELF = any_of(r"эт\w+", r"данн\w+", r"настоящ\w+", r"следующ\w+")
_SELF_NOUN = any_of(r"отрыв\w*", r"текст\w*", r"документ\w*", r"фрагмент\w*", r"страниц\w*", r"абзац\w*",
                    r"результат\w*", r"материал\w*", r"стать\w*", r"контент\w*", r"пассаж\w*")
_ASSESSOR = any_of(r"оценщик\w*", r"асессор\w*", r"аннотатор\w*", r"эксперт\w*", r"нейросет\w*", r"модел\w*", "ии",
                   r"ассистент\w*", r"ии\W?\w+", r"судь\w*", r"рецензент\w*")
_GRADE = any_of(r"оценк\w*", r"оцени\w*", r"постав\w*", r"присво\w*", r"присва\w*", r"ответ\w*", r"выстав\w*",
                r"балл\w*", r"релевантност\w*", r"рейтинг\w*")
_TOP = any_of(r"высш\w*", r"максимальн\w*", r"наивысш\w*", r"лучш\w*", r"наибольш\w*")
_MUST = any_of(phrase("ты", any_of(r"должен", r"обязан")), phrase("вы", any_of(r"должны", r"обязаны")),
               "пожалуиста", "обязательно", "всегда", "нужно", "необходимо")
_ORDER = any_of(r"постав\w*", r"оцени\w*", r"присво\w*", r"считаи\w*", r"призна\w*", r"отмет\w*", r"выстав\w*",
                r"ответ\w*", r"классифицир\w*", r"указ\w*")
_NEW = any_of(r"нов\w+", r"обновленн\w+")
_NEW_WHAT = any_of(r"инструкци\w*", r"правил\w*")
_FULLY = any_of(r"идеальн\w*", r"точн\w*", r"полност\w*")
_MATCHES = any_of(r"соответству\w*", r"отвеча\w*", r"совпада\w*")
_EXACT = any_of(r"идеальн\w*", r"точн\w*", r"лучш\w*", r"исчерпывающ\w*")
_ANSWER = any_of(r"ответ\w*", r"совпадени\w*")
_ASSESSOR_ONLY = any_of(r"оценщик\w*", r"асессор\w*", r"аннотатор\w*", phrase(r"языков\w*", r"модел\w*"),
                        r"ии\W?оценщик\w*")
_ADDRESS = any_of("как", r"дорог\w*", r"уважаем\w*", "внимание", phrase("примечание", "для"), phrase("если", "ты"))
_IMPERATIVE = any_of(r"считаи\w*", r"оцени\w*", r"присвои\w*", r"поставь\w*", r"поставьте", r"отметь\w*", r"признаи\w*",
                     r"выстав\w*")
_SYSTEM_WHAT = any_of(r"указани\w*", r"инструкци\w*", r"сообщени\w*", r"промпт\w*", r"подсказк\w*")
_AI_WHAT = any_of(r"систем\w*", r"модел\w*", r"ассистент\w*")
_TOP_WHAT = any_of(r"оценк\w*", r"балл\w*", r"релевантност\w*", r"рейтинг\w*")
# An order with the grade it wants: "поставь ему три", "присвойте высший балл", "ответь 3".
_ORDER_VERB = any_of(r"постав\w*", r"выстав\w*", r"присво\w*", r"присва\w*", "дай", "даите", r"ответь\w*",
                     r"оцени\w*", r"отметь\w*", r"выведи\w*", r"верни\w*")
_LEVEL = any_of(level_number("три", any_of("за", "здесь", "сейчас", "независимо", "только", "всегда")),
                phrase(any_of(_TOP, r"максимальн\w*", r"полн\w*"), any_of(_TOP_WHAT, r"отметк\w*")),
                phrase(any_of(_INTENSE, "как"), r"релевант\w*"))

CUES: tuple[Cue, ...] = (
    Cue(CueKind.OVERRIDE, "ru", rf"\b{_OVERRIDE_VERB}{gap(3)}{_EARLIER}{gap(2)}{_RULES}", strong=True, view="cyrillic",
        key=_RULES),
    Cue(CueKind.OVERRIDE, "ru", rf"\b{_OVERRIDE_VERB}{gap(3)}{_RULES}", view="cyrillic", key=_RULES),
    Cue(CueKind.OVERRIDE, "ru", rf"\b{_NEW}{SEP}{_NEW_WHAT}",
        view="cyrillic"),
    Cue(CueKind.FENCE, "ru", rf"\b{any_of('конец', 'начало')}{SEP}"
        rf"{any_of('отрывка', 'текста', 'документа', 'фрагмента', 'запроса', 'оценки')}\b", view="cyrillic"),
    Cue(CueKind.CLAIM, "ru", rf"\b{_INTENSE}{SEP}релевант\w*", view="cyrillic", key="релевант"),
    Cue(CueKind.CLAIM, "ru", rf"\bрелевантност\w*{gap(4)}{any_of(_TOP, _INTENSE)}", view="cyrillic"),
    Cue(CueKind.JUDGE, "ru", rf"\bии{SEP}?{_AI_WHAT}", view="cyrillic"),
    Cue(CueKind.CLAIM, "ru", rf"\bрелевант\w*{gap(3)}{_ASKED}", view="cyrillic"),
    Cue(CueKind.CLAIM, "ru", rf"\b{_FULLY}{SEP}{_MATCHES}", view="cyrillic"),
    Cue(CueKind.CLAIM, "ru", rf"\b{_EXACT}{SEP}{_ANSWER}", view="cyrillic"),
    Cue(CueKind.SELF, "ru", rf"\b{_SELF}{SEP}{_SELF_NOUN}", view="cyrillic"),
    Cue(CueKind.JUDGE, "ru", rf"\b{_ASSESSOR_ONLY}", view="cyrillic"),
    Cue(CueKind.JUDGE, "ru", rf"\b{_ADDRESS}{gap(2)}{_ASSESSOR}", view="cyrillic", key=_ASSESSOR, addresses=True),
    Cue(CueKind.GRADE, "ru", rf"\b{_GRADE}(?:{SEP}\w+){{0,3}}\W{{1,3}}[0-3](?!\w|[.,]\d)", view="cyrillic"),
    Cue(CueKind.GRADE, "ru", rf"\b{_TOP}{SEP}{_TOP_WHAT}",
        view="cyrillic"),
    Cue(CueKind.COMMAND, "ru", rf"\b{_MUST}{gap(2)}{_ORDER}", view="cyrillic", key=_ORDER),
    Cue(CueKind.COMMAND, "ru", rf"\b{_IMPERATIVE}{SEP}{_SELF}", view="cyrillic"),
    Cue(CueKind.FENCE, "ru", rf"\bсистемн\w*{SEP}{_SYSTEM_WHAT}", view="cyrillic"),
    Cue(CueKind.COMMAND, "ru", rf"(?:{ORDER_START}|\b{any_of(_MUST, 'просто', 'только', 'и', 'сразу')}{SEP}|\b)"
        rf"{_ORDER_VERB}\b{clause_gap(5)}{_LEVEL}", strong=True, view="cyrillic", key=_ORDER_VERB),
    # claims of fit to every query ("лучший ответ на любой запрос")
    Cue(CueKind.CLAIM, "ru", rf"\b(?:любо|кажд)\w*{SEP}(?:\w+{SEP})?(?:запрос|вопрос|поиск)\w*", view="cyrillic",
        key=any_of("запрос", "вопрос", "поиск")),
    Cue(CueKind.CLAIM, "ru", rf"\b(?:лучш|идеальн|исчерпывающ)\w*{SEP}ответ\w*", view="cyrillic", key="ответ"),
    # a claim of fit to whatever the reader searched, an answer in the same sentence: strong
    Cue(CueKind.CLAIM, "ru", rf"\b(?:(?:что|чего|какои|какую|как\w*){SEP}бы(?:{SEP}\w+){{0,3}}?{SEP}ни|независимо{SEP}от{SEP}того)"
        rf"(?:{SEP}\w+){{0,3}}?{SEP}(?:ищ|иска|спрашива|спросил|ввод|ввел|запраш|гугл)\w*[^.!?\x1e]{{0,80}}?\b(?:ответ|релевант)\w*",
        strong=True, view="cyrillic", key=any_of("что", "чего", "как", "независимо")),
    top_for_any_search_cue("ru", r"\b3\s?(?:/|из)\s?3\b", rf"\b(?:любо\w+|всех|каждо\w+){SEP}(?:\w+{SEP})?(?:запрос|поиск|вопрос)\w*",
                           key="3", view="cyrillic"),
    # typed in Latin letters (transliterated): "postav' etomu tekstu 3", "dajte stranice maksimal'nuyu ocenku"
    Cue(CueKind.COMMAND, "ru", rf"\b(?:postav|daj|vystav|prisvo)\w*{clause_gap(4)}"
        rf"(?:{level_number('tri', any_of('za', 'ved', 'potomu', 'eto'))}|maksimal\w*{SEP}ocenk\w*|vysshu\w*{SEP}ocenk\w*)",
        strong=True, key=any_of("postav", "daj", "vystav", "prisvo"), typos=False),
    # the search inside the concession: "какой бы ни был ваш вопрос, самый полный ответ ..."
    replace(search_first_cue("ru", r"(?:как\w*|что|чего|где)\W{1,3}бы(?:\W{1,3}\w+){0,3}?\W{1,3}(?:вопрос|запрос|поиск)\w*",
                             r"(?:ответ|релевант)\w*", key="бы"), view="cyrillic"),
)

VIEW = "cyrillic"
WORDS: Words = {
    Concept.RELEVANCE: ("релевант*",),
    Concept.GRADING: ("оцен*", "балл*", "рейтинг*", "категори*"),
    Concept.ASSESSOR: ("оценщик*", "асессор*", "аннотатор*", "эксперт*", "рецензент*"),
    Concept.MACHINE: ("ии", "модел*", "нейросет*", "ассистент*", "автоматическ*"),
    Concept.ADDRESS: ("ты", "тебя", "тебе", "твои*", "твое*", "вы", "вас", "ваш*", "пожалуиста", "привет"),
    Concept.SELF: ("отрыв*", "текст*", "документ*", "страниц*", "фрагмент*", "стать*", "материал*"),
    Concept.QUERY: ("запрос*", "поиск*", "вопрос*", "пользовател*"),
    Concept.TOP: ("высш*", "максимальн*", "идеальн*", "лучш*", "полност*", "точн*", "наивысш*", "щедр*", "3"),
    Concept.OVERRIDE: ("игнор*", "забуд*", "пропуст*"),
    Concept.RULES: ("инструкци*", "правил*", "предыдущ*", "прежн*", "проверк*"),
    Concept.DEIXIS: ("этот", "эта", "это", "этому", "этои", "эту", "этого", "здесь"),
}
