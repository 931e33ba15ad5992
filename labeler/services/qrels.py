"""Turning many annotators' judgments into one grade per pair (the qrels policy), set-wise.

Which label wins: a human judgment over an LLM suggestion, always; among humans, the
aggregation policy named here. An adjudicated judgment, where one exists, beats every rule.

The rules work on each pair's grade counts (grades are 0..3), read from the database in
batches, as numpy arrays: never one Python object per judgment. tests/unit/qrels_oracle.py
keeps the row-by-row definition the tests compare this with.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from labeler.domain import LabelerError
from labeler.domain.models import QRELS_SOURCES

POLICIES: tuple[str, ...] = ("adjudicated", "majority", "median", "max", "min", "mean-round", "latest")
DEFAULT_POLICY = "majority"
TIE_POLICIES = ("majority", "adjudicated")
_GRADE_VALUES = np.arange(4, dtype=np.int64)


@dataclass(frozen=True, slots=True)
class AggregatedQrel:
    """One pair's grade after aggregation, with how many judgments stood behind it."""

    query_id: str
    chunk_id: str
    grade: int
    n_judgments: int
    adjudicated: bool = False
    tie_broken: bool = False


@dataclass(frozen=True, slots=True)
class AggregatedBatch:
    """Consecutive aggregated pairs (sorted by query id, then chunk id) as columns."""

    query_ids: list[str]
    chunk_ids: list[str]
    grades: np.ndarray
    n_judgments: np.ndarray
    adjudicated: np.ndarray
    tie_broken: np.ndarray


def validate_policy(policy: str) -> str:
    """Return the policy if known (a rule, or annotator:NAME), else a one-line error."""
    if policy in POLICIES or (policy.startswith("annotator:") and len(policy) > len("annotator:")):
        return policy
    raise LabelerError(f"unknown aggregation policy {policy!r}; use one of {', '.join(POLICIES)} or annotator:NAME")


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


def aggregated_batches(repository: Any, policy: str = DEFAULT_POLICY) -> Iterator[AggregatedBatch]:
    """The database's human-side qrels, one grade per pair, in batches sorted by query then chunk.

    `latest` takes the most recently made judgment; `annotator:NAME` keeps only that
    annotator's own grades (adjudications included only if they are that annotator's). For
    every other rule an adjudicated judgment (the newest, if several) wins. A majority tie broken
    by the median is flagged (tie_broken) so exports can say how many grades the tie rule decided.
    """
    validate_policy(policy)
    only = policy.split(":", 1)[1] if policy.startswith("annotator:") else None
    newest = only is not None or policy == "latest"
    for tallies in repository.judgment_tallies(QRELS_SOURCES, annotator=only, latest=newest):
        counts = tallies.counts
        grades = tallies.latest if newest else combine_counts(counts, policy)
        adjudicated = (tallies.adjudicated >= 0) if only is None else np.zeros(len(counts), dtype=bool)
        grades = np.where(adjudicated, tallies.adjudicated, grades)
        ties = majority_ties(counts) & ~adjudicated if policy in TIE_POLICIES else np.zeros(len(counts), dtype=bool)
        yield AggregatedBatch(
            tallies.query_ids, tallies.chunk_ids, grades, counts.sum(axis=1), adjudicated, ties
        )


def qrels_batches(repository: Any, policy: str = DEFAULT_POLICY) -> Iterator[tuple[list[str], list[str], Any]]:
    """(query ids, chunk ids, grades) column batches of the database's human-side qrels, sorted, by policy."""
    for batch in aggregated_batches(repository, policy):
        yield batch.query_ids, batch.chunk_ids, batch.grades


def human_qrels(repository: Any, policy: str = DEFAULT_POLICY) -> list[AggregatedQrel]:
    """The database's human-side qrels as objects, one per pair (small projects and tests; the
    commands use aggregated_batches)."""
    return [
        AggregatedQrel(q, c, g, n, a, t)
        for batch in aggregated_batches(repository, policy)
        for q, c, g, n, a, t in zip(
            batch.query_ids,
            batch.chunk_ids,
            batch.grades.tolist(),
            batch.n_judgments.tolist(),
            batch.adjudicated.tolist(),
            batch.tie_broken.tolist(),
            strict=True,
        )
    ]
