"""Turning many annotators' judgments into one grade per pair (the qrels policy), set-wise.

Which label wins: a human judgment over an LLM suggestion, always; among humans, the
aggregation policy named here. An adjudicated judgment, where one exists, beats every rule.

The rules work on each pair's grade counts (grades are 0..3), read from the database in
batches, as numpy arrays: never one Python object per judgment. tests/unit/services/qrels_oracle.py
keeps the row-by-row definition the tests compare this with.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from labeler.domain.choices import AGGREGATION_POLICIES, aggregation_policy
from labeler.domain.models import QRELS_SOURCES
# the rules live with the maths; imported here too, where the qrels policies have always found them
from labeler.metrics.grades.counts import TIE_POLICIES, combine_counts, majority_ties

if TYPE_CHECKING:  # pyarrow loads with the first table built, not with the policies
    from labeler.dataio.qrels.files import QrelsTable

POLICIES: tuple[str, ...] = AGGREGATION_POLICIES.values
DEFAULT_POLICY = AGGREGATION_POLICIES.preset


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
    return aggregation_policy(policy)


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
        adjudicated = (tallies.adjudicated >= 0) if only is None else np.zeros(len(counts), dtype=bool)
        grades = policy_grades(counts, tallies.adjudicated if only is None else None,
                               tallies.latest if newest else None, policy)
        ties = majority_ties(counts) & ~adjudicated if policy in TIE_POLICIES else np.zeros(len(counts), dtype=bool)
        yield AggregatedBatch(
            tallies.query_ids, tallies.chunk_ids, grades, counts.sum(axis=1), adjudicated, ties
        )


def policy_grades(counts: np.ndarray, adjudicated: np.ndarray | None, latest: np.ndarray | None,
                  policy: str) -> np.ndarray:
    """Each pair's grade by the policy from its grade counts (pairs x 4), the grade of its newest
    adjudication (-1: none; None: adjudications do not win, as for annotator:NAME) and, for latest
    and annotator:NAME, the grade of its newest judgment."""
    grades = latest if latest is not None else combine_counts(counts, policy)
    if adjudicated is None:
        return grades
    return np.where(adjudicated >= 0, adjudicated, grades)


def qrels_batches(repository: Any, policy: str = DEFAULT_POLICY) -> Iterator[tuple[list[str], list[str], Any]]:
    """(query ids, chunk ids, grades) column batches of the database's human-side qrels, sorted, by policy."""
    for batch in aggregated_batches(repository, policy):
        yield batch.query_ids, batch.chunk_ids, batch.grades


def qrels_table(repository: Any, policy: str = DEFAULT_POLICY) -> QrelsTable:
    """The database's human-side qrels by policy as one QrelsTable (empty when nothing is judged).
    A pair is one row of the pair table, so no pair comes twice: the table says so (one_per_pair),
    and evaluation skips the duplicate check a file needs."""
    from labeler.dataio.qrels.files import QrelsTable

    packed = _packed_qrels(repository, policy)
    if packed is not None:
        return packed
    return QrelsTable.from_batches(qrels_batches(repository, policy), one_per_pair=True)


def _packed_qrels(repository: Any, policy: str) -> QrelsTable | None:
    """qrels_table from the database's packed columns (storage.repo.grade_columns: no Python object
    per judgment), rows in no particular order; None where the row-by-row read serves better: the
    policies that need each pair's newest judgment (latest, annotator:NAME), no judgment yet, judged
    pairs too sparse among the pool's ids to read the pool's ids in one sweep, or an id that is not
    clean UTF-8 (that read then says so)."""
    from labeler.dataio.qrels.files import qrels_from_id_texts

    validate_policy(policy)
    if policy == "latest" or policy.startswith("annotator:"):
        return None
    columns = repository.grade_columns(QRELS_SOURCES)
    if not len(columns.pair_ids):
        return None
    low = int(columns.pair_ids.min())
    span = int(columns.pair_ids.max()) - low + 1
    if len(columns.pair_ids) * _SWEEP_DENSITY < span:  # fewer judged pairs than judgments: surely too sparse
        return None
    # the pairs' ids are dense enough to index arrays by: counts without sorting the judgments
    offset = columns.pair_ids - low
    judged = np.flatnonzero(np.bincount(offset, minlength=span))
    if len(judged) * _SWEEP_DENSITY < span:
        return None
    counts = np.bincount(offset * 4 + columns.grades, minlength=4 * span).reshape(span, 4)[judged]
    adjudicated = np.full(span, -1, dtype=np.int64)
    adjudicated[columns.adjudicated_pairs - low] = columns.adjudicated_grades
    pairs = judged + low
    texts = repository.pair_texts(int(pairs[0]), int(pairs[-1]))
    if texts is None:
        return None
    ids = texts.pair_ids
    by_id = None if bool(np.all(ids[1:] > ids[:-1])) else np.argsort(ids, kind="stable")
    at = np.searchsorted(ids if by_id is None else ids[by_id], pairs)
    rows = at if by_id is None else by_id[at]
    if len(ids) == 0 or not np.array_equal(ids[np.minimum(rows, len(ids) - 1)], pairs):
        return None  # a judged pair the pool lacks: not for this read
    return qrels_from_id_texts(texts.query_data, texts.query_ends, texts.chunk_data, texts.chunk_ends, rows,
                               policy_grades(counts, adjudicated[judged], None, policy))


# Read every pair id between the first and the last judged one when at least one in this many is judged
_SWEEP_DENSITY = 4


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
