"""Claims of fit to whatever the reader searched, as one class in every language read: a concession over the
search, then the text offering itself as what was searched for.

The concession is a universal quantifier over the reader's searches ("whatever you searched", "egal, wonach Sie
gesucht haben", "da igual lo que hayas buscado", "qualunque sia la tua domanda", "ne ararsanız arayın",
"무엇을 검색하셨든", "لا يهم ما الذي تبحث عنه", "Ό,τι κι αν ψάχνετε", "mitä tahansa etsitkin"); what follows it in
the same sentence (a colon or a comma between) is the text offering itself: an answer word, "here", "this
text", "everything", "solved", "you will find". A concession alone is ordinary text ("No matter what you
search for on Google, the first results are often ads"), and a help desk answering any question is a service
(base.NO_SERVICE). Each language lists its concessions (the search word inside them) and its completions, in
all their inflections (stems), so a wording not seen before falls into the class; the pattern is strong.
"""

from __future__ import annotations

from labeler.judge.suspects.cues.base import NO_SERVICE, SEP, Cue, CueKind, any_of, concession_cue, folded, phrase

_W = rf"(?:{SEP}\w+)"  # another word


def _within(words: int) -> str:
    """Up to words other words, then a separator (lazily)."""
    return rf"{_W}{{0,{words}}}?{SEP}"


# (language, view, concession holding the search, completion, key: words every concession holds)
_TABLE: tuple[tuple[str, str, str, str, str], ...] = (
    ("en", "latin",
     any_of("whatever", "whichever", "wherever", rf"no{SEP}matter{SEP}(?:what|which|how)",
            rf"regardless{SEP}of{SEP}(?:what|which)")
     + rf"{_within(4)}(?:search|look|quer|question|ask|typ|googl|came|brought|led|enter|wonder)\w*",
     any_of(r"answer\w*", r"match\w*", r"relevant\w*", "here", r"cover\w*", r"settl\w*", r"solv\w*", r"resolv\w*",
            "everything", rf"this{SEP}(?:page|article|text|passage|document|guide|post|site|one)", rf"you{SEP}(?:will|ll){SEP}find"),
     any_of("whatever", "whichever", "wherever", "matter", "regardless")),
    ("de", "latin",
     any_of(rf"(?:egal|gleich|gleichgultig|unabhangig{SEP}davon)", rf"(?:was|wonach|welche\w*|wofur){_W}{{0,3}}?{SEP}auch")
     + rf"{_within(4)}(?:such|gesucht|frag|gefragt|eingegeben|eingib|tipp|google|recherch|wissen)\w*",
     any_of(r"antwort\w*", r"beantwort\w*", r"passend\w*", r"relevant\w*", "hier", "alles", r"find\w*",
            r"(?:ge)?lost", r"losung\w*", r"abgedeckt", r"(?:umfassendst|zuverlassigst|vollstandigst|verlasslichst|ausfuhrlichst)\w*", rf"(?:dies|dieser|diese|dieses|unser){SEP}(?:text|artikel|beitrag|seite|ratgeber)"),
     any_of("egal", "gleich", "gleichgultig", "unabhangig", "auch")),
    ("es", "latin",
     any_of(rf"da{SEP}igual", rf"no{SEP}importa", rf"sin{SEP}importar", rf"independientemente{SEP}de",
            rf"sea{SEP}(?:cual|lo{SEP}que){SEP}sea", rf"cualquiera{SEP}que{SEP}sea", rf"lo{SEP}que{SEP}sea{SEP}que")
     + rf"{_within(4)}(?:busc|busqu|pregunt|consult|escrib|tecle|googl|dud)\w*",
     any_of(r"respuesta\w*", r"respond\w*", r"relevante\w*", r"pertinente\w*", "aqui", "todo", r"encontrar\w*",
            r"resuelv\w*", r"solucion\w*", rf"mas{SEP}(?:complet|fiabl|confiabl|fidedign)\w*", rf"(?:este|esta|nuestro|nuestra){SEP}(?:texto|articulo|pagina|guia)"),
     any_of("igual", "importa", "importar", "independientemente", "sea")),
    ("fr", "latin",
     any_of(rf"quoi{SEP}que", rf"peu{SEP}importe", rf"qu{SEP}importe", rf"quel\w*{SEP}que{SEP}soi\w*",
            rf"n{SEP}importe{SEP}(?:quel\w*|quoi)")
     + rf"{_within(4)}(?:cherch|recherch|requet|question|demand|tap|saisi|googl)\w*",
     any_of(r"repon\w*", r"pertinent\w*", "ici", "tout", r"trouve\w*", r"couvr\w*", r"resou\w*", rf"plus{SEP}(?:complet|fiabl|sur)\w*",
            rf"(?:ce|cet|cette|notre){SEP}(?:texte|document|article|contenu|passage|page|guide)"),
     any_of("quoi", "importe", "soit", "soient")),
    ("it", "latin",
     any_of("qualunque", "qualsiasi", "qualsivoglia", rf"non{SEP}importa", "indipendentemente", "checche")
     + rf"{_within(4)}(?:cerc|ricerc|chied|domand|richiest|query|digit|googl|dubbi)\w*",
     any_of(r"rispost\w*", r"rispond\w*", r"pertinent\w*", r"rilevant\w*", "qui", "tutto", r"trover\w*", r"risol\w*",
            rf"piu{SEP}(?:complet|affidabil|autorevol)\w*",
            rf"(?:questo|questa|nostro|nostra){SEP}(?:articolo|testo|contenuto|pagina|guida)"),
     any_of("qualunque", "qualsiasi", "qualsivoglia", "importa", "indipendentemente", "checche")),
    ("pt", "latin",
     any_of(rf"nao{SEP}importa", "independentemente", rf"seja{SEP}(?:o|qual){SEP}(?:que{SEP})?for",
            rf"o{SEP}que{SEP}quer{SEP}que", rf"qualquer{SEP}que{SEP}seja", rf"seja{SEP}la{SEP}o{SEP}que")
     + rf"{_within(4)}(?:procur|pesquis|busc|pergunt|consult|digit|googl|duvid)\w*",
     any_of(r"respost\w*", r"respond\w*", r"relevante\w*", r"pertinente\w*", "aqui", "tudo", r"encontr\w*", r"resolv\w*",
            rf"mais{SEP}(?:complet|confiav|fiav)\w*",
            rf"(?:este|esta|nosso|nossa){SEP}(?:artigo|texto|conteudo|pagina|guia)"),
     any_of("importa", "independentemente", "seja", "quer", "qualquer")),
    ("nl", "latin",
     any_of("ongeacht", rf"maakt{SEP}niet{SEP}uit", rf"(?:wat|waar|welke?|waarnaar){_W}{{0,3}}?{SEP}ook")
     + rf"{_within(4)}(?:zoek|zocht|gezocht|vraag|vroeg|typ|googl)\w*",
     any_of(r"antwoord\w*", r"beantwoord\w*", r"relevant\w*", "hier", "alles", r"vind\w*", rf"meest{SEP}(?:complet|betrouwba|volledig)\w*", rf"(?:deze|dit){SEP}(?:tekst|artikel|pagina)"),
     any_of("ongeacht", "maakt", "ook")),
    ("sv", "latin",
     any_of("oavsett", rf"vad{_W}{{0,3}}?{SEP}an", rf"spelar{SEP}ingen{SEP}roll")
     + rf"{_within(4)}(?:sok|sokt|sokte|fraga|fragor|fragade|letar|googl)\w*",
     any_of(r"svar\w*", r"relevant\w*", "har", "allt", r"hitta\w*", rf"mest{SEP}(?:komplett|tillforlitlig|palitlig)\w*", rf"(?:den|det){SEP}har{SEP}(?:texten|artikeln|sidan)"),
     any_of("oavsett", "vad", "spelar")),
    ("pl", "latin",
     any_of("niezaleznie", "obojetnie", rf"bez{SEP}wzgledu", r"\w*kolwiek")
     + rf"{_within(4)}(?:szuka|szukas|wyszuk|pyta|wpis|googl)\w*",
     any_of(r"odpowied\w*", r"trafn\w*", "tutaj", "tu", r"wszystk\w*", r"znajdzie\w*", r"najpeln\w*", r"najbardziej", r"najlepsz\w*"),
     any_of("niezaleznie", "obojetnie", "wzgledu", "cokolwiek", "czegokolwiek", "jakiekolwiek", "jakikolwiek", "jakakolwiek")),
    ("cs", "latin",
     any_of(any_of(r"cokoliv?", rf"at{SEP}uz", r"nezalezne", r"\w+koliv?")
            + rf"{_within(4)}(?:hleda|hledat|dotaz|otazk|vyhleda|ptat|ptate|zadal)\w*",
            rf"\bat{SEP}(?:hleda|ptat|ptate|zadal)\w*{SEP}(?:\w+{SEP})?\w+koliv?"),
     any_of(r"odpoved\w*", r"relevant\w*", "tady", "zde", "vse", r"najde\w*", r"nej(?:uplnejs|spolehlivejs|lepsi)\w*"),
     any_of("hleda", "hledat", "dotaz", "otazk", "vyhleda", "ptat", "ptate", "zadal")),  # ("at" starts too many words)
    ("tr", "latin",
     any_of(rf"\bne{SEP}(?:ararsan|sorarsan|arasan|ararsiniz)\w*(?:{SEP}\w+)?",
            rf"\bhangi{_within(2)}(?:soru|arama|konu)\w*{_within(3)}(?:olursan|olsun)\w*"),
     any_of(r"cevap\w*", r"yanit\w*", r"burada\w*", "hepsi", r"tum\w*", r"bulacak\w*", r"bulursun\w*",
            rf"en{SEP}(?:kapsamli|guvenilir|eksiksiz|dogru)\w*"),
     any_of("ararsan", "sorarsan", "arasan", "ararsiniz", "hangi")),
    ("fi", "latin",
     any_of(rf"(?:mita|mika|mihin|mista){SEP}tahansa{_within(3)}(?:etsi|hae|haet|kysy|kysymy|googl)\w*", r"(?:etsit|haet|kysyt)\w*kin"),
     any_of(r"vastau\w*", r"vastaa\w*", r"taalta", r"taalla", r"tasta", r"kaik\w*", r"relevant\w*", r"loyty\w*"),
     any_of("mita", "mika", "mihin", "mista", "etsitkin", "haetkin", "kysytkin", "etsittekin")),
    ("ru", "cyrillic",
     any_of(r"неважно", rf"не{SEP}важно", rf"без{SEP}разницы", rf"(?:о{SEP})?(?:что|чего|чем|чём|ком|кем|как\w*){SEP}бы")
     + rf"{_within(4)}(?:ищ|иска|искал|спрашива|спросил|ввел|ввели|запрос|вопрос|поиск)\w*",
     any_of(r"ответ\w*", r"релевант\w*", "здесь", "тут", "все", r"найдет\w*", r"найдёт\w*", rf"сам\w*{SEP}(?:полн|авторитет|надежн|достоверн)\w*",
            rf"(?:этот|эта|это){SEP}(?:текст|статья|страниц)\w*"),
     any_of("неважно", "важно", "разницы", "бы")),
    ("uk", "cyrillic",
     any_of(r"неважливо", rf"не{SEP}важливо", "байдуже", rf"(?:що|чого|як\w*){SEP}би?")
     + rf"{_within(4)}(?:шука|шукал|пита|запит|питанн|пошук)\w*",
     any_of(r"відповід\w*", r"релевант\w*", "тут", "все", "усе", r"знайдет\w*", r"найповн\w*", r"найнадійн\w*"),
     any_of("неважливо", "важливо", "байдуже", "би", "б")),
    ("el", "greek",
     any_of(rf"ο{SEP}τι", "οτι", r"οποι\w*", "ανεξαρτητα", "οτιδηποτε")
     + rf"{_within(4)}(?:ψαχν|αναζητ|ρωτα|ερωτ|ψαξ)\w*",
     any_of(r"απαντησ\w*", "εδω", "ολα", r"σχετικ\w*", r"βρειτε", r"βρεισ"),
     any_of("ψαχν", "αναζητ", "ρωτα", "ερωτ", "ψαξ")),
    ("ar", "latin",
     folded(any_of(rf"لا{SEP}يهم", "مهما", "أيا", "ايا", rf"بغض{SEP}النظر")
            + rf"{_within(4)}\w*(?:تبحث|بحث|سؤال|تسأل|تسال|استعلام)\w*"),
     folded(any_of(r"\w*(?:جواب|إجاب|اجاب)\w*", r"\w*هنا", "كل", r"الأشمل", r"الأوثق", r"الأكمل")),
     folded(any_of("لا", "مهما", "أيا", "ايا", "بغض"))),
    ("he", "latin",
     any_of(rf"לא{SEP}משנה", rf"בלי{SEP}קשר", rf"(?:כל|מה){SEP}ש")
     + rf"{_within(4)}\w*(?:מחפש|חיפש|חיפוש|שאל|שאלה|שואל)\w*",
     any_of(r"\w*תשוב\w*", r"כאן", r"הכל", r"\w*רלוונט\w*", r"תמצא\w*", r"ביותר"),
     any_of("לא", "בלי", "כל", "מה")),
    ("fa", "latin",
     folded(any_of(any_of(rf"مهم{SEP}نیست", rf"هر{SEP}چه", "هرچه", rf"فرقی{SEP}نمی\w*", rf"هر{SEP}سوالی")
                   + rf"{_within(4)}\w*(?:جستجو|دنبال|سوال|پرس|بگرد)\w*", rf"هر{SEP}(?:سوالی|پرسشی|جستجویی)")),
     folded(any_of(r"\w*(?:پاسخ|جواب)\w*", "اینجا", "همه", r"\w*مرتبط", r"\w*ترین")),
     folded(any_of("مهم", "هر", "هرچه", "فرقی"))),
    ("vi", "latin",
     any_of(r"\bdu", rf"bat{SEP}ke", rf"cho{SEP}du") + rf"{_within(4)}(?:tim|hoi|cau{SEP}hoi|tra{SEP}cuu)\b",
     any_of(rf"[dđ]ay{SEP}[dđ]u{SEP}nhat", rf"(?:[dđ]ang{SEP}tin{SEP}cay|chinh{SEP}xac|tot){SEP}nhat", rf"cau{SEP}tra{SEP}loi", rf"o{SEP}[dđ]ay",
            rf"tat{SEP}ca"),  # (đ is read as written: it has no accent to drop)
     any_of("du", "bat", "cho")),
    ("id", "latin",
     rf"apa{SEP}?pun{_within(4)}(?:cari|dicari|mencari|tanya|pertanyaan|ditanyakan)\w*",
     any_of(rf"paling{SEP}(?:lengkap|tepercaya|terpercaya|akurat)", r"terlengkap", r"terbaik", r"jawaban\w*",
            rf"di{SEP}sini", r"semua\w*"),
     any_of("apa", "apapun")),
    ("ro", "latin",
     any_of(r"indiferent", r"oric(?:e|are)") + rf"{_within(4)}(?:cauta|cautat|intreb|intrebare)\w*",
     any_of(rf"cea{SEP}mai{SEP}(?:completa|buna|de{SEP}incredere|sigura)", r"raspuns\w*", "aici", "tot"),
     any_of("indiferent", "orice", "oricare")),
    ("hu", "latin",
     rf"\b(?:barmi|akarmi|barmilyen|akarmilyen|barhogy)\w*{_within(3)}(?:keres|kerdes|kerdez|kerd)\w*",
     any_of(r"leg(?:teljesebb|megbizhatobb|jobb|pontosabb)\w*", r"valasz\w*", "itt", "minden"),
     any_of("barmi", "akarmi", "barmilyen", "akarmilyen", "barmit", "barmire", "barhogy")),
    ("da", "latin",
     rf"\buanset{_within(4)}(?:søg|spørg|lede|leder)\w*",
     any_of(rf"mest{SEP}(?:komplet|pålidelig|fyldestgørend|troværdig)\w*", r"svar\w*", "her", "alt"),
     "uanset"),
    ("no", "latin",
     rf"\buansett{_within(4)}(?:søk|spør|lurer|leter)\w*",
     any_of(rf"mest{SEP}(?:komplett|pålitelig|fullstendig|troverdig)\w*", r"svar\w*", "her", "alt"),
     "uansett"),
    ("ca", "latin",
     any_of(rf"sigui{SEP}(?:quin|quina|el{SEP}que|com){SEP}sigui", rf"no{SEP}importa", rf"independentment{SEP}de")
     + rf"{_within(4)}(?:pregunt|cerc|busc|busqu|consult)\w*",
     any_of(rf"mes{SEP}(?:complet|fiabl|fidedign)\w*", r"respost\w*", "aqui", "tot"),
     any_of("sigui", "importa", "independentment")),
    ("tl", "latin",
     rf"\banuman{_within(3)}(?:tanong|hinahanap|hanap|paghahanap)\w*",
     any_of(r"pinaka\w*", r"sagot", r"nandito", "dito"),
     "anuman"),
    ("hi", "latin",
     folded(rf"चाहे{SEP}(?:जो|कोई|कुछ|जिस|जैसा)[^\x1e।?!]{{0,40}}?(?:सवाल|प्रश्न|खोज|ढूंढ|ढूँढ)"),
     folded(any_of("सबसे", "जवाब", "उत्तर", "यहाँ", "यहां")),
     folded("चाहे")),
    ("ko", "latin",
     folded(any_of(any_of("무엇을", "뭘", "무엇이든", "무엇이", "어떤", "어떠한") + rf"(?:{SEP}\w+){{0,2}}?{SEP}?(?:검색|찾|질문|물어|궁금)\w*",
                   rf"(?:검색|질문|궁금)\w*{SEP}(?:무엇이든|뭐든|무엇이건)")),
     folded(any_of(r"답\w*", r"여기\w*", "모두", r"해결\w*", "전부")),  # (a particle follows: "답이", "여기서")
     folded(any_of("무엇을", "뭘", "무엇이든", "무엇이", "어떤", "어떠한", "검색", "질문", "궁금"))),
    ("ja", "latin",
     folded(any_of("何を", "なにを", "何が", "何について", "どんな") + "[^\x1e。！？!?\n]{0,8}?"
            + any_of("検索", "探", "調べ", "質問", "聞", "尋ね", "疑問") + "[^\x1e。！？!?\n]{0,8}?" + any_of("ても", "でも", "とも")),
     folded(any_of("すべて", "全て", "解決", "ここ", "答え", "回答", "このページ", "この記事")),
     folded(any_of("何を", "なにを", "何が", "何について", "どんな"))),
    ("th", "latin",
     folded("ไม่ว่า" + "[^\x1e]{0,20}?" + any_of("ค้นหา", "หา", "ถาม", "สงสัย")),
     folded(any_of("คำตอบ", "ที่นี่", "ทั้งหมด", "ครบ")),
     folded("ไม")),
)

_UNSPACED = frozenset(("ja", "th", "hi"))  # written without spaces, or (Hindi) with words ending in a vowel sign: no word boundary

# (folded as the text is read: Cyrillic "й" reads "и", Hangul unfolds into its letters, Arabic drops its marks)
CUES: tuple[Cue, ...] = tuple(concession_cue(language, folded(concession), folded(completion), key=folded(key), view=view,
                                             bounded=language not in _UNSPACED)
                              for language, view, concession, completion, key in _TABLE)
"""The claims of fit to whatever was searched, one per language."""

# The text pointing at itself with a superlative ("este es el resultado más relevante", "c'est la meilleure page"): a
# self, weak, as English "this is the best ..." is (cues/latin/english.py).
SUPERLATIVE_SELF: tuple[Cue, ...] = tuple(
    Cue(CueKind.SELF, language, rf"\b{this}{SEP}(?:\w+{SEP}){{0,2}}?{superlative}\b", key=superlative, typos=False)
    for language, this, superlative in (
        ("es", rf"(?:este|esta|esto){SEP}es{SEP}(?:el|la|lo)", any_of("mas", "mejor", "unico", "unica", "definitivo", "definitiva")),
        ("fr", rf"(?:c{SEP}est|ceci{SEP}est){SEP}(?:le|la)", any_of("plus", "meilleur", "meilleure", "seul", "seule", "definitif")),
        ("it", rf"(?:questo|questa){SEP}e{SEP}(?:il|la|lo)", any_of("piu", "migliore", "unico", "unica", "definitivo")),
        ("pt", rf"(?:este|esta|isto){SEP}e{SEP}(?:o|a)", any_of("mais", "melhor", "unico", "unica", "definitivo")),
        ("de", rf"(?:das|dies|dieser|diese){SEP}(?:ist|sind){SEP}(?:der|die|das)", r"(?:beste|relevanteste|einzige|vollstandigste)\w*"),
    ))

# English claims of universal fit worded without a concession (strong): a verb of fit over every possible query
# ("written to cover all possible queries"), what the reader was looking for found ("this is exactly what you were
# looking for"), the reader's need met in full ("your information need ... is met in its entirety"), first for
# relevance ("ranked number one for relevance"). Honest marketing claims fit to a subject ("the most complete guide
# to tax forms"), not to every query, and does not tell its reader that the search is over.
_FIT_VERB = any_of(r"cover\w*", r"answer\w*", r"address\w*", r"satisf\w*", r"serv\w*", r"resolv\w*", r"settl\w*",
                   r"match\w*", "fit", "fits", "suit", "suits", r"meet\w*", "relevant", "useful")
_EVERY_POSSIBLE = rf"{any_of('all', 'every', 'any')}{SEP}{any_of('possible', 'conceivable', 'imaginable', 'potential')}"
_INFORMATION_NEED = rf"information{SEP}needs?"
_UNIVERSE = any_of(r"quer(?:y|ies)", r"search(?:es)?", r"questions?", r"requests?", r"topics?", _INFORMATION_NEED)
_MET = any_of("met", "answered", "satisfied", "resolved", "covered", "fulfilled", "settled", "addressed", "served")
_IN_FULL = any_of(rf"in{SEP}(?:its|their){SEP}entirety", rf"in{SEP}full", "fully", "completely", "entirely", "here",
                  rf"by{SEP}(?:this|what{SEP}follows|the{SEP}following)")
_FIRST = any_of(phrase("number", "one"), r"#\s?1", phrase("no", "1"), "first", "top", "highest")
# A quantifier scoped to a subject is no claim of fit to every query ("every question about shipping").
_UNSCOPED = rf"(?!{SEP}{any_of('about', 'on', 'regarding', 'concerning', 'related', 'in', 'of', 'from', 'for')}\b)"
_TEXT = any_of("page", "article", "text", "passage", "document", "content", "post", "guide", "site", "paragraph", "entry",
               "resource")
ENGLISH_CLAIMS: tuple[Cue, ...] = (
    Cue(CueKind.CLAIM, "en", rf"\b{_FIT_VERB}(?:{SEP}\w+){{0,2}}?{SEP}{_EVERY_POSSIBLE}{SEP}{_UNIVERSE}\b", strong=True, key=any_of("possible", "conceivable", "imaginable", "potential"), typos=False),
    Cue(CueKind.CLAIM, "en", rf"\b(?:this{SEP}(?:\w+{SEP})?is|here{SEP}is|you{SEP}(?:ve{SEP}|have{SEP})?found){SEP}"
        rf"(?:{any_of('exactly', 'precisely', 'just', 'everything')}{SEP})?(?:what|all){SEP}you{SEP}"
        rf"(?:{any_of('were', 'are', 're', phrase(any_of('ve', 'have'), 'been'))}{SEP})?{any_of('looking', 'searching')}{SEP}for\b",
        strong=True, key=any_of("looking", "searching"), typos=False),
    Cue(CueKind.CLAIM, "en", rf"\byour{SEP}(?:\w+{SEP})?{_UNIVERSE}\b{NO_SERVICE}[^.!?\x1e]{{0,60}}?\b"
        rf"{any_of('is', 'are', phrase('will', 'be'), 'gets', 'get')}{SEP}(?:\w+{SEP})?{_MET}\b[^.!?\x1e]{{0,40}}?\b{_IN_FULL}\b",
        strong=True, key=_MET, typos=False),
    # every query answered here; no query it does not answer; the query then "whatever it is"
    Cue(CueKind.CLAIM, "en", rf"\b{any_of('every', 'any', 'all')}{SEP}(?:\w+{SEP})?{_UNIVERSE}\b{_UNSCOPED}{NO_SERVICE}[^.!?\x1e]{{0,60}}?\b"
        rf"{_MET}\b[^.!?\x1e]{{0,20}}?\b{any_of('here', 'below', rf'in{SEP}this', rf'on{SEP}this{SEP}page', rf'by{SEP}this')}\b",
        strong=True, key=_MET, typos=False),
    Cue(CueKind.CLAIM, "en", rf"\bno{SEP}{_UNIVERSE}{SEP}this{SEP}{_TEXT}{SEP}"
        rf"{any_of(phrase('does', 'not'), phrase('doesn', 't'), 'cannot', phrase('can', 't'), phrase('fails', 'to'))}\b",
        strong=True, key=_UNIVERSE, typos=False),
    Cue(CueKind.CLAIM, "en", rf"\b{_UNIVERSE}\b{NO_SERVICE}[^.!?\x1e]{{0,30}}?{SEP}{any_of('whatever', 'whichever')}{SEP}"
        rf"{any_of('it', 'that', 'they', 'one')}{SEP}{any_of('is', 'was', 'may', 'might', 'happens', 'happened', 'turns', 'be', 'are')}\b",
        strong=True, key=any_of("whatever", "whichever"), typos=False),
    # the concession after the search: "an exact fit for the topic you looked up, whatever it happened to be"
    Cue(CueKind.CLAIM, "en", rf"\b{any_of('query', 'search', 'topic', 'question', 'subject', 'term', 'thing')}s?{SEP}"
        rf"(?:that{SEP})?you{SEP}(?:\w+{SEP})?{any_of('looked', 'searched', 'typed', 'asked', 'entered', 'googled', 'queried')}\b"
        rf"{NO_SERVICE}[^.!?\x1e]{{0,30}}?\b{any_of('whatever', 'whichever')}\b", strong=True, key=any_of("whatever", "whichever"),
        typos=False),
    Cue(CueKind.CLAIM, "en", rf"\b{any_of('ranked', 'rated', 'voted', 'scored', 'judged', 'named')}{SEP}"
        rf"{_FIRST}{SEP}"
        rf"{any_of('for', 'in', 'on')}{SEP}relevan\w*", strong=True, key=any_of("ranked", "rated", "voted", "scored", "judged", "named"),
        typos=False),
)

