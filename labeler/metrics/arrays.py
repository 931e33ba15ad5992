"""The integer-encoded input of every metric: a run and its qrels as parallel numpy arrays."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

# Grade of a retrieved chunk that has no judgment. The smallest int64, so sorting grades
# descending puts unjudged rows after every judged one (the tie report relies on this).
UNJUDGED: int = int(np.iinfo(np.int64).min)


@dataclass(frozen=True)
class EvalArrays:
    """A run joined to its qrels, encoded as integers; rows may come in any order.

    ``run_doc_order`` is an order-preserving code of the chunk id: a > b exactly when chunk
    id a > chunk id b in byte (strcmp) order. It is used only to break score ties.
    ``run_grade`` is the qrels grade of (query, chunk) or ``UNJUDGED``. The qrels arrays hold
    one row per judged (query, chunk), retrieved or not (the ideal ranking needs them all).
    """

    query_ids: list[str]
    run_query: np.ndarray
    run_score: np.ndarray
    run_doc_order: np.ndarray
    run_grade: np.ndarray
    qrels_query: np.ndarray
    qrels_grade: np.ndarray

    def __post_init__(self) -> None:
        n_run = len(self.run_query)
        for name in ("run_score", "run_doc_order", "run_grade"):
            if len(getattr(self, name)) != n_run:
                raise ValueError(f"EvalArrays.{name} has {len(getattr(self, name))} rows, "
                                 f"run_query has {n_run}")
        if len(self.qrels_grade) != len(self.qrels_query):
            raise ValueError("EvalArrays.qrels_grade and qrels_query differ in length")

    @property
    def n_queries(self) -> int:
        """Size of the query vocabulary (indices run from 0 to n_queries - 1)."""
        return len(self.query_ids)
