"""One grade from a multiset of grades 0..3 given as counts per grade (one row per pair), by rule.

Shared by the human qrels' aggregation policies (services.aggregation) and LLM ensembles
(metrics.grades.ensemble), so annotators and judges are combined by the same rules.
"""

from __future__ import annotations

import numpy as np

from labeler.domain import LabelerError

TIE_POLICIES = ("majority", "adjudicated")
_GRADE_VALUES = np.arange(4, dtype=np.int64)


def _kth_smallest(counts: np.ndarray, k: np.ndarray) -> np.ndarray:
    """Per row, the k-th smallest grade (0-based) of the multiset counts[row] describes."""
    below = np.cumsum(counts, axis=1)[:, :-1]
    kth: np.ndarray = (below <= k[:, None]).sum(axis=1)
    return kth


def median_half_up(counts: np.ndarray) -> np.ndarray:
    """Per row, the median grade rounded half up: (a + b + 1) // 2 of the two middle grades."""
    n = counts.sum(axis=1)
    median: np.ndarray = (_kth_smallest(counts, (n - 1) // 2) + _kth_smallest(counts, n // 2) + 1) // 2
    return median


def majority_ties(counts: np.ndarray) -> np.ndarray:
    """True where two or more different grades share the top count (the majority rule's tie)."""
    top = counts.max(axis=1)
    tied: np.ndarray = (counts == top[:, None]).sum(axis=1) > 1
    return tied


def combine_counts(counts: np.ndarray, policy: str) -> np.ndarray:
    """One grade per row of grade counts (rows x 4), by rule.

    majority (and adjudicated, which is majority where no adjudication exists): the most
    frequent grade; a tie between grades goes to the median of all grades, rounded half up.
    median: the median, rounded half up. mean-round: the mean, rounded half up. max / min: as named.
    """
    grades: np.ndarray
    if policy == "max":
        grades = 3 - np.argmax(counts[:, ::-1] > 0, axis=1)
    elif policy == "min":
        grades = np.argmax(counts > 0, axis=1)
    elif policy == "median":
        grades = median_half_up(counts)
    elif policy == "mean-round":
        mean = (counts @ _GRADE_VALUES) / counts.sum(axis=1)
        grades = np.floor(mean + 0.5).astype(np.int64)
    elif policy in TIE_POLICIES:
        grades = np.where(majority_ties(counts), median_half_up(counts), np.argmax(counts, axis=1))
    else:
        raise LabelerError(f"unknown aggregation policy {policy!r}")
    return grades
