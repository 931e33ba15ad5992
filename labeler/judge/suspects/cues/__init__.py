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
within a window (labeler.judge.suspects.instructions). A language is one module here defining
``CUES``; ``ALL_CUES`` gathers them.
"""

from __future__ import annotations

from labeler.judge.suspects.cues import chinese, english, french, german, russian, spanish
from labeler.judge.suspects.cues.base import Cue, CueKind

ALL_CUES: tuple[Cue, ...] = (
    *english.CUES, *spanish.CUES, *french.CUES, *german.CUES, *chinese.CUES, *russian.CUES,
)
"""Every language's cues."""

LANGUAGES: tuple[str, ...] = tuple(dict.fromkeys(cue.language for cue in ALL_CUES))
"""The languages the cues are written in."""

__all__ = ["ALL_CUES", "LANGUAGES", "Cue", "CueKind"]
