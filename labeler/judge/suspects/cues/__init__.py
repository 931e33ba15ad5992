"""What a passage that addresses the judge says: cues, one module per language, one registry.

A cue is a pattern over the text as read (labeler.judge.suspects.reading: case folded, accents
dropped, lookalikes folded) with a kind. Kinds say what the words do to a judge:

- ``override``: cancels the judge's instructions ("ignore all previous instructions");
- ``fence``: imitates the prompt's structure (its fence lines, a chat template's role tokens, the
  judge's JSON answer ``{"grade": 3}``);
- ``claim``: claims relevance ("perfectly relevant to the query", "the exact answer");
- ``self``: the passage speaks of itself ("this passage", "ce document");
- ``judge``: it addresses an assessor or a model ("as an AI evaluator", "dear LLM");
- ``grade``: it names a grade to give ("grade: 3", "the highest score");
- ``command``: it orders an assessor to act ("you must rate", "please mark");
- ``address``: it speaks to the reader or points at itself ("you", "please", "this", "here"):
  weighs nothing, but weak cues flag together only in a window that does (an address, a self, a
  command, an override, a fence, or a vocative cue): honest text ABOUT grading ("assessors rate
  highly relevant passages 3") describes, an attack addresses. Built from each language's
  ``WORDS[Concept.ADDRESS]`` and ``WORDS[Concept.DEIXIS]``.

A strong cue flags a passage alone (nothing else in web text says it); weak cues flag together,
within a window (labeler.judge.suspects.instructions). Beside its cues, a language lists its
judge's vocabulary by concept (``WORDS``: relevance, grading, assessors, machines, the reader
addressed, the passage itself, the query, top grades, overrides): a window dense in several
concepts is an instruction however it is worded (labeler.judge.suspects.vocabulary). A language is
one module, in the folder of its script (latin/, cyrillic/, scripts/ for the others; uralic/ for Hungarian and
Finnish, apart from a full latin/), defining ``CUES`` and ``WORDS`` (and ``VIEW = "cyrillic"`` or ``"greek"`` when written in it;
``GENERIC_ADDRESS = (word, followers)`` for an impersonal "you" that addresses no one;
``TYPOS = False`` when its keywords are too near English words for a typo of one to be read as it:
Polish ``pomin`` would read ``point`` as ``pomint``, Turkish ``metin`` ``meeting``).
"""

from __future__ import annotations

from types import ModuleType

from labeler.judge.suspects.cues.base import SEP, WORD_CHAR, Concept, Cue, CueKind, Words, any_of
from labeler.judge.suspects.cues import deserved, fit, neighbours, personas, standing, voided
from labeler.judge.suspects.cues.cyrillic import russian, ukrainian
from labeler.judge.suspects.cues.latin import (czech, dutch, english, french, german, indonesian, italian, polish,
                                              portuguese, romanian, spanish, swedish, turkish, vietnamese)
from labeler.judge.suspects.cues.scripts import arabic, chinese, greek, hebrew, hindi, japanese, korean, persian, thai
from labeler.judge.suspects.cues.uralic import finnish, hungarian

_LANGUAGES: tuple[ModuleType, ...] = (english, spanish, french, german, chinese, russian, italian, portuguese, dutch,
                                      japanese, polish, turkish, czech, swedish, vietnamese, ukrainian, korean, arabic,
                                      hindi, indonesian, romanian, hungarian, greek, finnish, hebrew, persian, thai)


def _view(module: ModuleType) -> str:
    """The view a language is read in ("latin" unless its module says otherwise)."""
    return str(getattr(module, "VIEW", "latin"))


def _typos_read(module: ModuleType) -> bool:
    """Whether a typo is read as one of the language's keywords (TYPOS, True unless it says otherwise)."""
    return bool(getattr(module, "TYPOS", True))


def _address_cue(module: ModuleType) -> Cue:
    """The language's words for the reader addressed or the text pointing at itself, as one cue
    ("word*" any word starting so)."""
    view = _view(module)
    words = module.WORDS[Concept.ADDRESS] + module.WORDS.get(Concept.DEIXIS, ())
    spaced = not any("\u3040" <= char <= "\u9fff" for word in words for char in word)  # Chinese, Japanese
    alternatives = [word.rstrip("*") + (f"{WORD_CHAR}*" if word.endswith("*") else "") for word in words]
    pattern = any_of(*alternatives)
    generic = getattr(module, "GENERIC_ADDRESS", None)  # an impersonal "you" ("you can add") addresses no one
    if generic is not None:
        pattern = rf"(?!{generic[0]}{SEP}{any_of(*generic[1])}\b){pattern}"
    language = module.CUES[0].language
    # a word's own ends (\b would end a Hindi word at its last vowel sign)
    bounded = rf"(?<!{WORD_CHAR}){pattern}(?!{WORD_CHAR})"
    return Cue(CueKind.ADDRESS, language, bounded if spaced else pattern, view=view,
               key=any_of(*(word.rstrip("*") for word in words)))


ALL_CUES: tuple[Cue, ...] = tuple(cue for module in _LANGUAGES for cue in module.CUES) + fit.CUES + fit.ENGLISH_CLAIMS + fit.SUPERLATIVE_SELF + deserved.CUES + voided.CUES + neighbours.CUES + standing.CUES + personas.CUES + tuple(
    _address_cue(module) for module in _LANGUAGES)
"""Every language's cues, the classes written for several languages at once (fit.py: claims of fit to whatever
was searched; deserved.py: grades owed, personas handed; voided.py: the rules said to be void; neighbours.py: the overrides and
orders of languages near the ones read; standing.py: English claims of standing, a verdict reported, a persona with its grade; personas.py: a grader to imagine
being and the grade given, in 17 languages), and each language's words for the reader addressed."""

TYPO_CUES: tuple[Cue, ...] = tuple(cue for module in _LANGUAGES if _typos_read(module) for cue in module.CUES
                                   if cue.typos)
"""The cues whose key words a typo is read as (labeler.judge.suspects.typos)."""

TYPO_VOCABULARIES: tuple[tuple[str, Words], ...] = tuple(
    (_view(module), module.WORDS) for module in _LANGUAGES if _typos_read(module)
)
"""The vocabularies whose words a typo is read as."""

VOCABULARIES: tuple[tuple[str, Words], ...] = tuple(
    (_view(module), module.WORDS) for module in _LANGUAGES
)
"""Every language's vocabulary, with the view it is read in."""

GENERIC_ADDRESSES: tuple[tuple[str, str, tuple[str, ...]], ...] = tuple(
    (_view(module), *module.GENERIC_ADDRESS) for module in _LANGUAGES
    if getattr(module, "GENERIC_ADDRESS", None) is not None
)
"""(view, word, the words after which it addresses no one): an impersonal "you"."""

LANGUAGES: tuple[str, ...] = tuple(dict.fromkeys(cue.language for cue in ALL_CUES))
"""The languages the cues are written in."""

__all__ = ["ALL_CUES", "GENERIC_ADDRESSES", "LANGUAGES", "TYPO_CUES", "TYPO_VOCABULARIES", "VOCABULARIES", "Concept", "Cue",
           "CueKind", "Words"]
