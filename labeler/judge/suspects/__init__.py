"""Passages that may fool an LLM judge: a detector, pure Python and numpy, set-wise over a corpus.

It belongs with the judge's prompt (labeler.judge.prompt, .fence): it reads a passage for what the
passage does to a judge, and its patterns know the prompt's own fence labels and answer form. Two
reasons (labeler.domain.suspects.SuspectReason):

- ``instruction``: the passage addresses the judge: a planted instruction, in any of the languages of
  cues/ (English, Spanish, French, German, Italian, Portuguese, Dutch, Polish, Turkish, Czech, Swedish,
  Vietnamese, Indonesian, Romanian, Hungarian, Finnish, Russian, Ukrainian, Chinese, Japanese, Korean, Arabic,
  Hindi, Greek, Hebrew, Persian, Thai; overrides and orders only in the neighbours of cues/neighbours.py) and
  through the obfuscations a model reads past (reading.py, disguises.py: markup's text, drawn letters, hex), found by
  phrase cues (instructions.py, cues/), by a window dense in the judge's vocabulary (vocabulary.py), or by a field
  of fake metadata holding a top grade (metadata.py). Weak evidence counts only where the text speaks
  to its reader or points at itself: text that describes grading in the third person is left alone.
  A property of the passage alone.
- ``stuffing``: the passage is stuffed with the query's words (stuffing.py). A property of the pair.

Deterministic, no model, no download. ``suspect_flags`` takes every pair at once and reads each
distinct passage and query once; docs/JUDGE_SAFETY.md has its measured recall and false alarms.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.ma  # noqa: F401 - np.unique imports it on first use: loaded with the detector, not in a batch

from labeler.domain.suspects import SuspectFlag
from labeler.judge.suspects.instructions import instruction_flags
from labeler.judge.suspects.metadata import metadata_flags
from labeler.judge.suspects.reading import ReadCorpus, read_corpus
from labeler.judge.suspects.stuffing import stuffing_flags
from labeler.judge.suspects.vocabulary import vocabulary_flags

#: The rules' version: bump it whenever a change to the detector can change a verdict. Verdicts kept
#: (services.judging.suspects) are keyed by it, so a changed detector never serves a verdict of the old one.
RULES_VERSION = 5


def _numbered(texts: Sequence[str]) -> tuple[list[str], np.ndarray]:
    """The distinct texts, and each text's number among them."""
    numbers: dict[str, int] = {}
    index = np.fromiter((numbers.setdefault(text, len(numbers)) for text in texts), dtype=np.int64, count=len(texts))
    return list(numbers), index


def _instructions(corpus: ReadCorpus) -> dict[int, SuspectFlag]:
    flags = vocabulary_flags(corpus)
    flags.update(metadata_flags(corpus))
    flags.update(instruction_flags(corpus))  # a phrase cue says more than a vocabulary window
    return flags


def passage_flags(passages: Sequence[str]) -> list[SuspectFlag | None]:
    """For each passage, its instruction flag, or None."""
    distinct, index = _numbered(passages)
    flags = _instructions(read_corpus(distinct))
    return [flags.get(number) for number in index.tolist()]


def suspect_flags(pairs: Sequence[tuple[str, str]]) -> list[tuple[SuspectFlag, ...]]:
    """For each (query text, passage text), its flags (instruction first, then stuffing); () when none.

    A passage's text is what the judge is shown of it (its title and its text, for a chunk).
    """
    queries, pair_query = _numbered([query for query, _ in pairs])
    passages, pair_passage = _numbered([passage for _, passage in pairs])
    corpus = read_corpus(passages)
    instructions = _instructions(corpus)
    stuffing = stuffing_flags(corpus, queries, pair_query, pair_passage)
    result: list[tuple[SuspectFlag, ...]] = []
    for number, passage in enumerate(pair_passage.tolist()):
        found = (instructions.get(passage), stuffing.get(number))
        result.append(tuple(flag for flag in found if flag is not None))
    return result


__all__ = ["passage_flags", "suspect_flags"]
