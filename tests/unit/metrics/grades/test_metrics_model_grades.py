"""ModelGrades: one model's grades per pair as arrays, sorted, with optional probabilities."""

from __future__ import annotations

import numpy as np
import pytest

from labeler.metrics.grades.model import ModelGrades


def test_from_columns_sorts_by_query_then_chunk_in_code_point_order():
    nan = [np.nan] * 4
    grades = ModelGrades.from_columns(
        ["q2", "q1", "q1"], ["a", "b", "B"], np.array([1, 2, 3]), np.array([nan, [0, 0, 1, 0], nan])
    )
    assert (grades.query_ids, grades.chunk_ids, grades.grades.tolist()) == (["q1", "q1", "q2"], ["B", "b", "a"], [3, 2, 1])
    assert grades.has_probs.tolist() == [False, True, False]
    # expected grade: sum of g * P(g) where given, the grade itself where not
    assert grades.expected_grades().tolist() == [3.0, 2.0, 1.0]


def test_empty_and_mismatched_columns():
    assert ModelGrades.from_columns([], [], np.zeros(0), np.zeros((0, 4))).n_pairs == 0
    with pytest.raises(ValueError, match="probs of shape"):
        ModelGrades(["q1"], ["c1"], np.array([1]), np.zeros((1, 3)))
