"""Several LLM judges' grades of the same pairs combined into one ensemble grade per pair (numpy).

Conventions (pinned by tests/unit/metrics/grades/test_ensemble.py):

- Only the members that graded a pair vote on it; a pair no member graded has no ensemble grade.
- Rules, over the votes (grades 0..3) as grade counts (metrics.grades.counts, the same rules as the
  human qrels policies): ``majority`` the most frequent grade, a tie between grades going to the
  median of all votes rounded half up (votes 1, 3 -> 2; votes 0, 1 -> 1); ``mean`` the mean vote
  rounded half up (0.5 -> 1, 1.5 -> 2); ``median`` the median vote, the two middle votes' mean
  rounded half up when the count is even.
- Probabilities: where every member that graded the pair gave P(grade 0..3), their mean; elsewhere
  the share of the votes each grade got (so a binary judge's 0/1 votes give P(0), P(1) and zeros).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from labeler.domain.choices import ENSEMBLE_RULES
from labeler.metrics.grades.counts import combine_counts

RULES: tuple[str, ...] = ENSEMBLE_RULES.values
_POLICY_OF_RULE = {"majority": "majority", "mean": "mean-round", "median": "median"}
MISSING = -1
"""A member's vote on a pair it did not grade."""


@dataclass(frozen=True, slots=True)
class PairAlignment:
    """The union of several sets of (query, chunk) pairs, sorted by (query id, chunk id) in code-point
    order; rows[i][j] is the union row of set i's j-th pair."""

    query_ids: list[str]
    chunk_ids: list[str]
    rows: list[np.ndarray]

    @property
    def n_pairs(self) -> int:
        """How many distinct pairs the sets hold together."""
        return len(self.query_ids)

    def in_every_set(self) -> np.ndarray:
        """Boolean per union row: whether every set holds that pair (the intersection)."""
        seen = np.zeros(self.n_pairs, dtype=np.int64)
        for rows in self.rows:
            seen[rows] += 1
        every: np.ndarray = seen == len(self.rows)
        return every


def align_pairs(pair_sets: Sequence[tuple[Sequence[str], Sequence[str]]]) -> PairAlignment:
    """Align sets of pairs (query ids, chunk ids; one row per pair within a set) on their union."""
    queries = _id_arrays([query_ids for query_ids, _ in pair_sets])
    chunks = _id_arrays([chunk_ids for _, chunk_ids in pair_sets])
    sizes = [len(q) for q in queries]
    if not sum(sizes):
        return PairAlignment([], [], [np.zeros(0, dtype=np.int64) for _ in pair_sets])
    # numpy's unique sorts strings by code point (Python's order): integer codes order as the ids do
    query_vocabulary, query_codes = np.unique(np.concatenate(queries), return_inverse=True)
    chunk_vocabulary, chunk_codes = np.unique(np.concatenate(chunks), return_inverse=True)
    width = np.int64(len(chunk_vocabulary))
    keys, union_rows = np.unique(query_codes.astype(np.int64) * width + chunk_codes, return_inverse=True)
    return PairAlignment(
        query_vocabulary[keys // width].tolist(),
        chunk_vocabulary[keys % width].tolist(),
        np.split(union_rows.astype(np.int64), np.cumsum(sizes)[:-1]),
    )


def _id_arrays(id_sets: Sequence[Sequence[str]]) -> list[np.ndarray]:
    """Each set of ids as a numpy array of one string dtype, sorting by code point: fixed-width
    (the fastest to sort) unless one long id would make every row as wide as it is (a 10,000-character
    chunk id among a million short ones is 40 GB fixed-width), then variable-width."""
    values = [list(ids) for ids in id_sets]
    rows = sum(len(v) for v in values)
    widest = max((max(map(len, v)) for v in values if v), default=0)
    text = sum(sum(map(len, v)) for v in values)
    dtype = np.dtype(str) if widest * rows <= 2 * text + 16 * rows else _VARIABLE_WIDTH
    return [np.asarray(v, dtype=dtype) for v in values]


# numpy 2's variable-width strings; object arrays of str on numpy 1.26 (both sort by code point)
_VARIABLE_WIDTH: np.dtype = np.dtypes.StringDType() if hasattr(np.dtypes, "StringDType") else np.dtype(object)


@dataclass(frozen=True, slots=True)
class EnsembleGrades:
    """The ensemble's grade of each pair (int64), its P(grade 0..3) (float64, rows summing to 1), how many
    members voted, and whether the probabilities are the members' mean (else the vote shares)."""

    grades: np.ndarray
    probs: np.ndarray
    votes: np.ndarray
    from_member_probs: np.ndarray


def combine_votes(votes: np.ndarray, probs: np.ndarray, rule: str) -> EnsembleGrades:
    """Combine members' votes (n pairs x k members, grades 0..3, MISSING where a member did not grade
    the pair; every pair at least one vote) and their probabilities (n x k x 4, NaN rows where a
    member gave none) by rule (see the module docstring)."""
    if rule not in RULES:
        raise ValueError(f"unknown ensemble rule {rule!r}; use one of {', '.join(RULES)}")
    votes = np.asarray(votes, dtype=np.int64)
    present = votes != MISSING
    counts = np.stack([(votes == grade).sum(axis=1) for grade in range(4)], axis=1)
    n_votes = counts.sum(axis=1)
    if len(votes) and not n_votes.min():
        raise ValueError("combine_votes: a pair without any member's vote")
    if present.sum() != n_votes.sum():
        raise ValueError("combine_votes: a vote outside 0..3")
    grades = combine_counts(counts, _POLICY_OF_RULE[rule])
    given = present & ~np.isnan(probs[:, :, 0])
    from_member_probs = (given == present).all(axis=1)
    voters = np.maximum(n_votes, 1)[:, None]
    mean_probs = np.where(given[:, :, None], np.nan_to_num(probs), 0.0).sum(axis=1) / voters
    combined = np.where(from_member_probs[:, None], mean_probs, counts / voters)
    return EnsembleGrades(grades.astype(np.int64), combined, n_votes, from_member_probs)
