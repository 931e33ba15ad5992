"""How the LLM judge grades the pairs the detector flags, against humans: `labeler agreement`'s suspects section.

The flagged pairs (services.judging.suspects, computed on the fly over the pairs compared) are set
against the clean ones, one slice each, and each reason apart: items (one per human judgment, as
the rest of the report counts them), pairs, percent agreement, quadratic kappa, the mean LLM minus
human grade, the share of items the LLM grades higher than the human, and the confusion matrix
(rows human, columns LLM). A judge fooled by planted instructions (or the notes the learned stage
reads) or stuffed query words grades
the flagged slice higher than humans do, more than it does the clean one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from labeler.domain.suspects import SuspectReason

Key = tuple[str, str]


@dataclass(frozen=True, slots=True)
class SuspectSlice:
    """Human against LLM on one slice of the pairs: "flagged", "clean", or one reason's."""

    name: str
    items: int
    pairs: int
    percent: float
    kappa_quadratic: float
    mean_signed_difference: float  # LLM minus human: positive, the judge grades higher
    over_graded: float  # share of items the LLM grades higher than the human
    confusion: tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class SuspectAgreement:
    """The suspects section of one model's report: flagged against clean, and each reason."""

    flagged: SuspectSlice
    clean: SuspectSlice
    by_reason: tuple[SuspectSlice, ...]


def _slice(name: str, human: np.ndarray, llm: np.ndarray, keys: Sequence[Key], chosen: np.ndarray) -> SuspectSlice:
    from labeler.metrics.stats.agreement import cohen_kappa, confusion_matrix, mean_signed_difference, percent_agreement

    h, s = human[chosen], llm[chosen]
    items = int(chosen.sum())
    if not items:
        nan = float("nan")
        return SuspectSlice(name, 0, 0, nan, nan, nan, nan, ((0,) * 4,) * 4)
    confusion = tuple(tuple(int(v) for v in row) for row in confusion_matrix(h, s, (0, 1, 2, 3)))
    pairs = len({key for key, keep in zip(keys, chosen.tolist(), strict=True) if keep})
    return SuspectSlice(
        name, items, pairs, percent_agreement(h, s), cohen_kappa(h, s, weights="quadratic"),
        mean_signed_difference(h, s), float((s > h).mean()), confusion,
    )


def suspect_agreement(human: Sequence[int], llm: Sequence[int], keys: Sequence[Key],
                      reasons: Mapping[Key, tuple[SuspectReason, ...]]) -> SuspectAgreement:
    """The section for items (human grade, LLM grade, pair key); reasons: the flagged pairs' reasons."""
    h = np.asarray(human, dtype=np.int64)
    s = np.asarray(llm, dtype=np.int64)
    found = [reasons.get(key, ()) for key in keys]
    flagged = np.fromiter((bool(r) for r in found), dtype=bool, count=len(found))
    by_reason = tuple(
        _slice(str(reason), h, s, keys, np.fromiter((reason in r for r in found), dtype=bool, count=len(found)))
        for reason in SuspectReason
    )
    return SuspectAgreement(_slice("flagged", h, s, keys, flagged), _slice("clean", h, s, keys, ~flagged), by_reason)
