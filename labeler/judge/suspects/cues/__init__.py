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
- ``command``: it orders an assessor to act ("you must rate", "please mark").

A strong cue flags a passage alone (nothing else in web text says it); weak cues flag together,
within a window (labeler.judge.suspects.instructions). Beside its cues, a language lists its
judge's vocabulary by concept (``WORDS``: relevance, grading, assessors, machines, the reader
addressed, the passage itself, the query, top grades, overrides): a window dense in several
concepts is an instruction however it is worded (labeler.judge.suspects.vocabulary). A language is
one module here defining ``CUES`` and ``WORDS`` (and ``VIEW = "cyrillic"`` when written in it).
"""

from __future__ import annotations

from types import ModuleType

from labeler.judge.suspects.cues import (chinese, dutch, english, french, german, italian, japanese, portuguese, russian,
                                        spanish)
from labeler.judge.suspects.cues.base import Concept, Cue, CueKind, Words

_LANGUAGES: tuple[ModuleType, ...] = (english, spanish, french, german, chinese, russian, italian, portuguese, dutch,
                                      japanese)

ALL_CUES: tuple[Cue, ...] = tuple(cue for module in _LANGUAGES for cue in module.CUES)
"""Every language's cues."""

VOCABULARIES: tuple[tuple[str, Words], ...] = tuple(
    (getattr(module, "VIEW", "latin"), module.WORDS) for module in _LANGUAGES
)
"""Every language's vocabulary, with the view it is read in."""

LANGUAGES: tuple[str, ...] = tuple(dict.fromkeys(cue.language for cue in ALL_CUES))
"""The languages the cues are written in."""

__all__ = ["ALL_CUES", "LANGUAGES", "VOCABULARIES", "Concept", "Cue", "CueKind", "Words"]
