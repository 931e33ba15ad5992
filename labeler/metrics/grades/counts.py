"""One grade from a multiset of grades 0..3 given as counts per grade (one row per pair), by rule.

Shared by the human qrels' aggregation policies (services.aggregation) and LLM ensembles
(metrics.grades.ensemble), so annotators and judges are combined by the same rules.
"""

from __future__ import annotations

import numpy as np

from labeler.domain import LabelerError

TIE_POLICIES = ("majority", "adjudicated")


def _columns(counts: np.ndarray) -> list[np.ndarray]:
    """The count of each grade, one column at a time: numpy reduces a (rows x 4) array along its
    short axis row by row, several times slower than a few operations on whole columns."""
    return [counts[:, grade] for grade in range(counts.shape[1])]


def _kth_smallest(columns: list[np.ndarray], k: np.ndarray) -> np.ndarray:
    """Per row, the k-th smallest grade (0-based) of the multiset the grade counts describe."""
    kth = np.zeros(len(k), dtype=np.int64)
    below = np.zeros(len(k), dtype=np.int64)
    for count in columns[:-1]:
        below += count
        kth += below <= k
    return kth


def median_half_up(counts: np.ndarray) -> np.ndarray:
    """Per row, the median grade rounded half up: (a + b + 1) // 2 of the two middle grades."""
    columns = _columns(counts)
    n = np.sum(columns, axis=0)
    median: np.ndarray = (_kth_smallest(columns, (n - 1) // 2) + _kth_smallest(columns, n // 2) + 1) // 2
    return median


def majority_ties(counts: np.ndarray) -> np.ndarray:
    """True where two or more different grades share the top count (the majority rule's tie)."""
    columns = _columns(counts)
    top = np.maximum.reduce(columns)
    tied: np.ndarray = np.sum([count == top for count in columns], axis=0) > 1
    return tied


def _first_most(columns: list[np.ndarray]) -> np.ndarray:
    """Per row, the lowest grade with the highest count (np.argmax along a row)."""
    best = np.zeros(len(columns[0]), dtype=np.int64)
    most = columns[0].copy()
    for grade, count in enumerate(columns[1:], start=1):
        more = count > most
        best[more] = grade
        np.maximum(most, count, out=most)
    return best


def _first_present(columns: list[tuple[int, np.ndarray]], default: int) -> np.ndarray:
    """Per row, the first grade of ``columns`` ((grade, counts) in that order) with a count, else ``default``."""
    found = np.full(len(columns[0][1]), -1, dtype=np.int64)
    for grade, count in columns:
        found[(found < 0) & (count > 0)] = grade
    found[found < 0] = default
    return found


def combine_counts(counts: np.ndarray, policy: str) -> np.ndarray:
    """One grade per row of grade counts (rows x 4), by rule.

    majority (and adjudicated, which is majority where no adjudication exists): the most
    frequent grade; a tie between grades goes to the median of all grades, rounded half up.
    median: the median, rounded half up. mean-round: the mean, rounded half up. max / min: as named.
    """
    columns = _columns(counts)
    grades: np.ndarray
    if policy == "max":
        grades = _first_present(list(enumerate(columns))[::-1], default=len(columns) - 1)
    elif policy == "min":
        grades = _first_present(list(enumerate(columns)), default=0)
    elif policy == "median":
        grades = median_half_up(counts)
    elif policy == "mean-round":
        mean = np.sum([grade * count for grade, count in enumerate(columns)], axis=0) / np.sum(columns, axis=0)
        grades = np.floor(mean + 0.5).astype(np.int64)
    elif policy in TIE_POLICIES:
        grades = np.where(majority_ties(counts), median_half_up(counts), _first_most(columns))
    else:
        raise LabelerError(f"unknown aggregation policy {policy!r}")
    return grades
