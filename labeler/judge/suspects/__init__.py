"""Passages that may fool an LLM judge: a detector, pure Python and numpy, set-wise over a corpus.

It belongs with the judge's prompt (labeler.judge.prompt, .fence): it reads a passage for what the
passage does to a judge, and its patterns know the prompt's own fence labels and answer form. Three
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
- ``learned``: no rule fired, but a learned second stage (learned.py: a logistic regression over hashed
  character n-grams of the same reading, its weights a committed file) scores a window of the passage like a
  planted note to the judge (a window not in English must clear a margin too). Weaker than ``instruction``: a passage for a human first, not a proven attack.

Deterministic, no download, nothing trained here. ``suspect_flags`` takes every pair at once and reads each
distinct passage and query once (the learned stage reads the rules' reading, not the text again);
docs/JUDGE_SAFETY.md has its measured recall and false alarms.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.ma  # noqa: F401 - np.unique imports it on first use: loaded with the detector, not in a batch

from labeler.domain.suspects import SuspectFlag
from labeler.judge.suspects.instructions import instruction_flags
from labeler.judge.suspects.learned import learned_flags
from labeler.judge.suspects.metadata import metadata_flags
from labeler.judge.suspects.reading import ReadCorpus, read_corpus
from labeler.judge.suspects.stuffing import stuffing_flags
from labeler.judge.suspects.vocabulary import vocabulary_flags

#: The rules' version: bump it whenever a change to the detector can change a verdict. Verdicts kept
#: (services.judging.suspects) are keyed by it, so a changed detector never serves a verdict of the old one.
RULES_VERSION = 25


def _numbered(texts: Sequence[str]) -> tuple[list[str], np.ndarray]:
    """The distinct texts, and each text's number among them."""
    numbers: dict[str, int] = {}
    index = np.fromiter((numbers.setdefault(text, len(numbers)) for text in texts), dtype=np.int64, count=len(texts))
    return list(numbers), index


def _instructions(corpus: ReadCorpus, *, learned: bool = True) -> dict[int, SuspectFlag]:
    flags = vocabulary_flags(corpus)
    flags.update(metadata_flags(corpus))
    flags.update(instruction_flags(corpus))  # a phrase cue says more than a vocabulary window
    if learned:
        for number, flag in learned_flags(corpus).items():
            flags.setdefault(number, flag)  # a rule's verdict says more than the learned stage's
    return flags


def passage_flags(passages: Sequence[str], *, learned: bool = True) -> list[SuspectFlag | None]:
    """For each passage, its instruction flag (or, where no rule fired, the learned stage's), or None;
    ``learned=False``: the hand rules alone (what the benchmarks compare the stage against)."""
    distinct, index = _numbered(passages)
    flags = _instructions(read_corpus(distinct), learned=learned)
    return [flags.get(number) for number in index.tolist()]


def suspect_flags(pairs: Sequence[tuple[str, str]], *, learned: bool = True) -> list[tuple[SuspectFlag, ...]]:
    """For each (query text, passage text), its flags (instruction or learned first, then stuffing); () when none.

    A passage's text is what the judge is shown of it (its title and its text, for a chunk).
    ``learned=False``: the hand rules alone, as passage_flags.
    """
    queries, pair_query = _numbered([query for query, _ in pairs])
    passages, pair_passage = _numbered([passage for _, passage in pairs])
    corpus = read_corpus(passages)
    instructions = _instructions(corpus, learned=learned)
    stuffing = stuffing_flags(corpus, queries, pair_query, pair_passage)
    result: list[tuple[SuspectFlag, ...]] = []
    for number, passage in enumerate(pair_passage.tolist()):
        found = (instructions.get(passage), stuffing.get(number))
        result.append(tuple(flag for flag in found if flag is not None))
    return result


__all__ = ["passage_flags", "suspect_flags"]
