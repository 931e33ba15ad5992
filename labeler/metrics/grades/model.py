"""One LLM's grades of (query, chunk) pairs as parallel arrays: what the estimators read.

The same container comes from the database (the model's newest ok suggestion per pair,
`Repository.model_grades`) and from an LLM qrels file (`dataio.suggestions.files.read_model_grades`),
so an estimator never asks where the grades came from.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

GRADE_VALUES = np.arange(4, dtype=np.float64)
"""The grades 0..3 as floats: probs @ GRADE_VALUES is the expected grade."""


@dataclass(frozen=True, slots=True)
class ModelGrades:
    """One model's grade of each pair, one row per pair, rows sorted by (query_id, chunk_id) in
    code-point order (Python's string order).

    grades[i] (int64, 0..3) is the model's grade of (query_ids[i], chunk_ids[i]); probs[i]
    (float64, shape (n, 4)) its P(grade = 0..3), each row summing to 1 (within 1e-3, as given), or
    a row of NaN when the model gave no probabilities for that pair.
    """

    query_ids: list[str]
    chunk_ids: list[str]
    grades: np.ndarray
    probs: np.ndarray

    def __post_init__(self) -> None:
        n = len(self.query_ids)
        if len(self.chunk_ids) != n or len(self.grades) != n or self.probs.shape != (n, 4):
            raise ValueError(
                f"ModelGrades: {n} query ids, {len(self.chunk_ids)} chunk ids, {len(self.grades)} grades, "
                f"probs of shape {self.probs.shape} (want ({n}, 4))"
            )

    @classmethod
    def from_columns(
        cls, query_ids: list[str], chunk_ids: list[str], grades: np.ndarray, probs: np.ndarray
    ) -> ModelGrades:
        """The container from columns in any order (one row per pair), sorted as the class promises."""
        # numpy's str arrays compare by code point, as Python's str does: one C sort, no key per row
        index = np.lexsort((np.asarray(chunk_ids, dtype=str), np.asarray(query_ids, dtype=str))) if query_ids else \
            np.zeros(0, dtype=np.int64)
        order = index.tolist()
        return cls(
            [query_ids[i] for i in order],
            [chunk_ids[i] for i in order],
            np.asarray(grades, dtype=np.int64)[index] if len(order) else np.zeros(0, dtype=np.int64),
            np.asarray(probs, dtype=np.float64).reshape(-1, 4)[index] if len(order) else np.zeros((0, 4)),
        )

    @property
    def n_pairs(self) -> int:
        """How many pairs the model graded."""
        return len(self.query_ids)

    @property
    def has_probs(self) -> np.ndarray:
        """Boolean per pair: whether the model gave probabilities for it."""
        mask: np.ndarray = ~np.isnan(self.probs[:, 0])
        return mask

    def expected_grades(self) -> np.ndarray:
        """Test seam: the per-pair expectation the grade-probability tests check the model's columns against.

        Per pair, sum_g g * P(g) where probabilities are known, else the grade itself (float64)."""
        expected: np.ndarray = np.where(self.has_probs, np.nan_to_num(self.probs) @ GRADE_VALUES, self.grades)
        return expected
