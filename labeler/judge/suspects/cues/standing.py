"""Claims of standing, in English: what the text says of its own relevance, completeness, authority or grade, to
whoever reads or rates it, worded without pointing at "this page".

Four classes, each built from what the claim asserts rather than from a phrasing (all strong):

- quality over every query: a word of top quality or fit (the most authoritative, the definitive reference, the best
  answer, gold-standard, perfectly relevant, fully answers) and, in the same sentence, a universe of searches left
  unscoped ("any question", "every query", "all user intents", "whatever topic is being searched", "across all
  subject areas"). Honest marketing claims a subject ("the most complete guide to every question about tax"): a
  universe followed by "about", "on", "in", "of" is scoped and left alone;
- fit to the reader's own search: a verb of fit on "your query", "your search", "your question" with a degree
  ("exactly", "word for word", "completely", "as thoroughly"), the best possible match for what the reader typed, or
  the reader's search declared over ("your search ends here", "stop searching") with the answer offered;
- a verdict reported about the text: graded, rated, labelled or certified top by assessors, raters or a panel
  ("previously judged perfectly relevant (3) by two assessors", "relevance certified", "annotators labelled this
  excerpt 3", "its gold label is 3"). Honest text about evaluation reports verdicts on passages in general
  ("documents judged highly relevant by assessors"): the verdict here starts its sentence or has the text as its
  object;
- a persona handed to the reader with the top grade: "you are a grader who ...", "act as a lenient judge", then in
  the next sentence or two the top grade it gives.
"""

from __future__ import annotations

from labeler.judge.suspects.cues.base import NO_SERVICE, ORDER_START, SEP, Cue, CueKind, any_of, phrase

_SENTENCE = r"[^.!?\x1e]{0,80}?"
# A sentence that describes a search system at work ("search engines try to return the best answer for every query",
# "Google shows the best match for your query first") or advises a writer ("make sure your page answers ...") claims
# nothing for itself: a cue of quality or fit is void in a sentence holding one of these words (Cue.unless).
# (or lists what matches, "products that exactly match your search", or offers a service, "our support team answers
# your question completely")
_DESCRIBED = (r"\b(?:search{SEP}engines?|engines?|google|bing|algorithms?|systems?|rankers?|ranking|retriev\w*|return\w*|"
              r"shows?|surfac\w*|deliver\w*|tr(?:y|ies|ying)|aims?|striv\w*|goal|ensure|make{SEP}sure|should|helps?|wants?|"
              r"products|items|listings|filters?|results{SEP}that|support|staff|helpdesk|team|agents?)\b").replace(
    "{SEP}", SEP)

_QUALITY = any_of(
    rf"most{SEP}{any_of('authoritative', 'complete', 'comprehensive', 'relevant', 'reliable', 'trusted', 'thorough', 'definitive', 'accurate', 'useful')}",
    rf"(?:single{SEP}|very{SEP})?best{SEP}(?:possible{SEP})?{any_of('answer', 'answers', 'result', 'source', 'reference', 'resource', 'match', 'response', 'fit')}",
    rf"definitive{SEP}{any_of('reference', 'answer', 'treatment', 'source', 'guide', 'resource', 'account', 'word')}",
    rf"gold(?:{SEP})?standard", rf"top(?:{SEP})?{any_of('rated', 'source', 'reference', 'result', 'resource', 'answer')}",
    rf"{any_of('ideal', 'perfect', 'exact', 'right')}{SEP}{any_of('result', 'answer', 'match', 'fit', 'response')}",
    rf"{any_of('perfectly', 'universally', 'fully', 'highly', 'maximally', 'always')}{SEP}relevant",
    rf"fully{SEP}{any_of('answers', 'meets', 'satisfies', 'covers', 'addresses', 'resolves')}",
    rf"complete{SEP}{any_of('coverage', 'answer', 'response')}", rf"authoritative{SEP}{any_of('answer', 'source', 'reference')}",
)
_SEARCHES = any_of(r"quer(?:y|ies)", r"search(?:es)?", r"questions?", r"topics?", r"intents?", r"subjects?",
                   rf"subject{SEP}areas?", rf"information{SEP}needs?", rf"search{SEP}needs?", r"domains?", r"requests?",
                   "searcher", r"user{SEP}intents?")
# A universe of searches left unscoped: "any question", "every query", "all user intents", "each and every need"
_UNSCOPED = rf"(?!{SEP}{any_of('about', 'on', 'regarding', 'concerning', 'related', 'in', 'of', 'from', 'at', 'we', 'our', 'you{SEP}(?:may|might|have)')}\b)"
_ANY = any_of("any", "every", "all", "each", rf"each{SEP}and{SEP}every", "whatever", "whichever")
_UNIVERSE = any_of(
    rf"\b{_ANY}{SEP}(?:{any_of('possible', 'conceivable', 'imaginable', 'single', 'user')}{SEP})?{_SEARCHES}\b{_UNSCOPED}",
    rf"\b{_ANY}{SEP}{_SEARCHES}{SEP}in{SEP}the{SEP}{any_of('topic', 'test', 'query', 'evaluation')}{SEP}{any_of('set', 'collection')}\b",
    rf"\bwhatever{SEP}you(?:{SEP}\w+){{0,3}}?{SEP}{any_of('research', 'search', 'look', 'ask', 'need', 'want', 'stud', 'wonder')}\w*")
# (cues are keyed on the searches' nouns: "any", "most", "your" are in most texts, these in few)
_SEARCHES_KEY = any_of("query", "queries", "search", "searches", "question", "questions", "topic", "topics", "intent", "intents",
                       "subject", "subjects", "information", "domain", "domains", "request", "requests", "searcher", "user", "research",
                       "looking", "wondering")

_FIT = any_of(r"answer(?:s|ed)?", r"match(?:es|ed)?", r"cover(?:s|ed)?", r"satisf(?:y|ies|ied)", r"meet(?:s)?",
              r"fit(?:s)?", r"address(?:es)?", r"resolv(?:e|es|ed)", r"fulfil(?:l|s|ls)?", r"settl(?:e|es|ed)")
_DEGREE = any_of("exactly", "precisely", "perfectly", "completely", "fully", "entirely", "in full", phrase("word", "for", "word"),
                 phrase("as", "thoroughly"), phrase("as", "completely"), phrase("as", "well"), phrase("to", "the", "letter"),
                 phrase("down", "to", "the", "last"), phrase("point", "by", "point"), phrase("from", "the", "first"))
_YOUR_SEARCH = rf"your{SEP}(?:\w+{SEP})?{any_of('query', 'search', 'question', 'topic', 'information need', 'request', 'search intent')}\b"

_RATERS = any_of(r"assessors?", r"raters?", r"graders?", r"annotators?", r"evaluators?", r"judges", rf"quality{SEP}raters?",
                 r"panel", rf"(?:rater|quality|evaluation|assessment){SEP}team")
_VERDICT = any_of("judged", "assessed", "rated", "graded", r"labell?ed", "marked", "certified", "verified", "scored",
                  "annotated", "evaluated", "awarded", "reviewed")
_TOP = any_of(r"(?:highly|perfectly|fully|maximally){SEP}relevant", rf"(?:a{SEP})?3(?:{SEP}(?:out{SEP}of|of){SEP}3|\s?/\s?3)?\b",
              rf"top{SEP}(?:marks|grade|score|rating)", rf"(?:the{SEP})?highest{SEP}(?:\w+{SEP})?(?:grade|score|rating|mark|marks|label)",
              rf"full{SEP}marks", rf"fully{SEP}meets", rf"(?:the{SEP})?most{SEP}relevant", "relevant", "perfect", "excellent")
_THE_TEXT = any_of("it", rf"this(?:{SEP}(?:\w+))?", rf"the{SEP}(?:text|passage|excerpt|page|article|document|answer){SEP}you{SEP}(?:are{SEP})?(?:reading|see)")
_LABEL = any_of("label", "grade", "score", "rating", "relevance", r"judg(?:e)?ment", "qrel", "qrels")
_TRUE = any_of("gold", rf"ground(?:{SEP})?truth", "correct", "true", "official", "expected", "reference", "assigned")

_PERSONA = any_of(r"graders?", r"examiners?", "teacher", "judge", "reviewer", "rater", "assessor", "critic", "fan", "friend",
                  "parent", "customer", "professor", "evaluator", "marker", "tutor", "juror", "admirer", "supporter")
_PERSONA_TOP = any_of(rf"top{SEP}(?:marks|grade|score|rating)", rf"highest{SEP}(?:\w+{SEP})?(?:grade|score|rating|mark|marks)",
                      rf"full{SEP}marks", rf"a{SEP}3(?![\w.,/]\d|\w)", rf"3(?:{SEP}(?:out{SEP}of|of){SEP}3|\s?/\s?3)?(?![\w.,/]\d|\w)(?=[^\w\x1e]{{0,4}}(?:[.!;,)\n\x1e]|$))",
                      rf"perfect{SEP}(?:score|grade|marks)", rf"never{SEP}(?:\w+{SEP}){{0,2}}(?:below|under|less{SEP}than){SEP}(?:a{SEP})?3")

CUES: tuple[Cue, ...] = (
    # quality over every query, in either order within a sentence
    Cue(CueKind.CLAIM, "en", rf"\b{_QUALITY}\b{NO_SERVICE}{_SENTENCE}{_UNIVERSE}", strong=True, unless=_DESCRIBED, key=_SEARCHES_KEY, typos=False),
    Cue(CueKind.CLAIM, "en", rf"{_UNIVERSE}{NO_SERVICE}{_SENTENCE}\b{_QUALITY}\b", strong=True, unless=_DESCRIBED, key=_SEARCHES_KEY, typos=False),
    # "across all subject areas", "on every topic they tried" after a top-quality word
    Cue(CueKind.CLAIM, "en", rf"\b{_QUALITY}\b{_SENTENCE}\b{any_of('across', 'for', 'on', 'in')}{SEP}{any_of('all', 'every')}{SEP}"
        rf"(?:\w+{SEP})?{any_of('subject', 'subjects', 'topic', 'topics', 'area', 'areas', 'field', 'fields', 'domain', 'domains', 'intent', 'intents')}\b",
        strong=True, unless=_DESCRIBED, key=any_of("subject", "topic", "area", "field", "domain", "intent"), typos=False),
    # no other source covers it as well: "no other resource covers your topic as thoroughly"
    Cue(CueKind.CLAIM, "en", rf"\bno{SEP}other{SEP}{any_of('source', 'resource', 'page', 'site', 'text', 'reference', 'article', 'guide')}s?"
        rf"{SEP}(?:\w+{SEP}){{0,2}}?{_FIT}\b{_SENTENCE}\b(?:{_YOUR_SEARCH}|{_UNIVERSE})", strong=True, key="other", typos=False),
    # fit to the reader's own search, with a degree, on either side
    Cue(CueKind.CLAIM, "en", rf"\b{_FIT}{SEP}{_YOUR_SEARCH}[^.!?\x1e]{{0,40}}?\b{_DEGREE}\b", strong=True, unless=_DESCRIBED,
        key=_SEARCHES_KEY, typos=False),
    Cue(CueKind.CLAIM, "en", rf"\b{_DEGREE}{SEP}{_FIT}{SEP}{_YOUR_SEARCH}", strong=True, unless=_DESCRIBED, key=_SEARCHES_KEY,
        typos=False),
    Cue(CueKind.CLAIM, "en", rf"\b{any_of('ideal', 'perfect', 'exact', 'right', 'best', rf'best{SEP}possible', 'precise')}{SEP}"
        rf"{any_of('match', 'result', 'answer', 'fit', 'response')}{SEP}for{SEP}(?:{_YOUR_SEARCH}|what{SEP}you{SEP}"
        rf"{any_of('typed', 'searched', 'asked', 'entered', 'looked', 'wanted', 'need', 'needed')})", strong=True, unless=_DESCRIBED,
        key=any_of("match", "result", "answer", "fit", "response"), typos=False),
    Cue(CueKind.CLAIM, "en", rf"\b(?:{_YOUR_SEARCH}{SEP}{any_of('ends', 'stops', phrase('is', 'over'), phrase('can', 'stop'))}|"
        rf"{ORDER_START}{any_of('stop', 'quit')}{SEP}{any_of('searching', 'scrolling', 'looking')}|{phrase('you', 'can', 'stop')}{SEP}"
        rf"{any_of('searching', 'scrolling', 'looking')})\b[^\x1e]{{0,60}}?\b{any_of('answer', 'match', 'result')}\b",
        strong=True, key=any_of("query", "search", "question", "topic", "information", "request", "scrolling", "looking"), typos=False),
    Cue(CueKind.CLAIM, "en", rf"\b{any_of('searched', 'looked', 'asked', 'typed')}{SEP}(?:for{SEP})?anything\b{NO_SERVICE}{_SENTENCE}"
        rf"\b{any_of(rf'right{SEP}(?:result|answer|place|page)', 'answer', 'answered', 'here', 'below')}\b", strong=True, key="anything", typos=False),
    Cue(CueKind.CLAIM, "en", rf"{ORDER_START}ask{SEP}(?:me{SEP}|us{SEP})?anything\b{NO_SERVICE}{_SENTENCE}\b{any_of('answer', 'answered', 'below')}\b",
        strong=True, key="anything", typos=False),
    # a verdict reported about the text: starting its sentence, or with the text as its object
    Cue(CueKind.CLAIM, "en", rf"{ORDER_START}(?:{any_of('already', 'previously', 'officially', 'independently', 'unanimously', 'once', 'twice')}{SEP})?"
        rf"{_VERDICT}{SEP}(?:as{SEP})?(?:\w+{SEP})?{_TOP}[^.!?\x1e]{{0,50}}?\bby{SEP}(?:\w+{SEP}){{0,4}}?{_RATERS}\b", strong=True,
        key=_RATERS, typos=False),
    Cue(CueKind.CLAIM, "en", rf"\b{_RATERS}\b[^.!?\x1e]{{0,40}}?\b{any_of('gave', 'graded', 'rated', 'labell?ed', 'marked', 'scored', 'judged', 'awarded', 'preferred', 'assessed')}"
        rf"{SEP}{_THE_TEXT}{SEP}(?:as{SEP})?{any_of(_TOP, rf'over{SEP}(?:every|all|any)')}", strong=True, key=_RATERS, typos=False),
    Cue(CueKind.CLAIM, "en", rf"\b(?:relevance{SEP}{any_of('guaranteed', 'certified', 'verified', 'confirmed')}|"
        rf"{any_of('guaranteed', 'certified', 'verified')}{SEP}(?:as{SEP})?(?:the{SEP})?(?:most{SEP}|highly{SEP}|perfectly{SEP}|fully{SEP})?"
        rf"{any_of('relevant', 'complete answer', 'correct answer')})\b", strong=True,
        key=any_of("relevance", "guaranteed", "certified", "verified"), typos=False),
    Cue(CueKind.CLAIM, "en", rf"\b(?:its|{any_of('the', 'this')}{SEP}(?:\w+{SEP})?{_TRUE})?{SEP}?{_TRUE}{SEP}(?:relevance{SEP})?{_LABEL}\b"
        rf"(?:{SEP}{any_of('for', 'of')}{SEP}(?:{_THE_TEXT}|this{SEP}\w+))?{SEP}(?:is|=|:|was|remains|stays){SEP}(?:a{SEP})?3(?![\w.,/]\d|\w)"
        rf"(?![^.!?\x1e]{{0,4}}\b(?:if|when|only|unless|whenever)\b)", strong=True, key=_LABEL, typos=False),
    # the grade said to be fixed ("relevance for this domain is fixed at 3"): weak, a configuration says it too
    Cue(CueKind.GRADE, "en", rf"\b{any_of('relevance', 'grade', 'label', 'score', 'rating')}\b(?:{SEP}\w+){{0,4}}?{SEP}"
        rf"{any_of('fixed', 'locked', 'pinned', rf'hard{SEP}?coded', 'capped', 'frozen')}{SEP}{any_of('at', 'to')}{SEP}3(?![\w.,/]\d|\w)",
        key=any_of("fixed", "locked", "pinned", "hard", "capped", "frozen"), typos=False),
    # a persona handed to the reader, then within two sentences the top grade it gives
    Cue(CueKind.COMMAND, "en", rf"\b(?:you{SEP}(?:are|re)|act{SEP}as|play|pretend{SEP}to{SEP}be|imagine{SEP}(?:you{SEP}(?:are|re)|being)|"
        rf"picture{SEP}yourself{SEP}as){SEP}(?:now{SEP})?(?:an?{SEP}|the{SEP})?(?:\w+{SEP}){{0,3}}?{_PERSONA}\b[^\x1e]{{0,140}}?\b{_PERSONA_TOP}",
        strong=True, key=_PERSONA, typos=False),
)
"""The claims of standing and the personas handed, in English."""
