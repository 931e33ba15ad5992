"""NumQ (trec_eval ``num_q``): the number of queries averaged over (1 per query, summed)."""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments


def one_each(r: RankedJudgments) -> np.ndarray:
    """1 for every query index."""
    return np.ones(r.n_queries, dtype=np.float64)


FAMILY = Family(
    name="NumQ",
    order=80,
    values=lambda measure, r: one_each(r),
    spellings=("num_q",),
    trec_plain="num_q",
    count=True,
    convention=("NumQ", "NumQ: the number of queries averaged over"),
    help="NumQ",
    trec=(TrecEntry("num_q", lambda request, r: [one_each(r)], summary="total", kept_when_missing=True),),
)
