"""The rules over grade counts (metrics.grades.counts), computed a column at a time, give exactly
what the row-wise definitions give, on every multiset of up to 6 grades 0..3 and on random counts."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from labeler.metrics.grades.counts import combine_counts, majority_ties, median_half_up


def _row_wise(counts: np.ndarray, policy: str) -> np.ndarray:
    """The rules as first written: numpy along each row."""
    def kth(k: np.ndarray) -> np.ndarray:
        return (np.cumsum(counts, axis=1)[:, :-1] <= k[:, None]).sum(axis=1)

    n = counts.sum(axis=1)
    median = (kth((n - 1) // 2) + kth(n // 2) + 1) // 2
    if policy == "max":
        return 3 - np.argmax(counts[:, ::-1] > 0, axis=1)
    if policy == "min":
        return np.argmax(counts > 0, axis=1)
    if policy == "median":
        return median
    if policy == "mean-round":
        return np.floor((counts @ np.arange(4)) / n + 0.5).astype(np.int64)
    ties = (counts == counts.max(axis=1)[:, None]).sum(axis=1) > 1
    return np.where(ties, median, np.argmax(counts, axis=1))


def _every_multiset() -> np.ndarray:
    rows = {tuple(np.bincount(grades, minlength=4)) for size in range(1, 7)
            for grades in itertools.product(range(4), repeat=size)}
    return np.array(sorted(rows), dtype=np.int64)


@pytest.mark.parametrize("policy", ["majority", "adjudicated", "median", "mean-round", "max", "min"])
def test_columns_equal_rows(policy: str) -> None:
    random_counts = np.random.default_rng(3).integers(0, 9, size=(5_000, 4))
    random_counts[random_counts.sum(axis=1) == 0, 2] = 1
    for counts in (_every_multiset(), random_counts):
        assert np.array_equal(combine_counts(counts, policy), _row_wise(counts, policy)), policy
        assert combine_counts(counts, policy).dtype == np.int64


def test_ties_and_medians_equal_rows() -> None:
    counts = _every_multiset()
    assert np.array_equal(majority_ties(counts), (counts == counts.max(axis=1)[:, None]).sum(axis=1) > 1)
    assert np.array_equal(median_half_up(counts), _row_wise(counts, "median"))
    empty = np.zeros((1, 4), dtype=np.int64)  # a row without a grade: max says 3 and min 0, as before
    assert combine_counts(empty, "max").tolist() == [3] and combine_counts(empty, "min").tolist() == [0]
