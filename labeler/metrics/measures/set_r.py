"""SetR (trec_eval ``set_recall``): relevant retrieved / R, the whole retrieved set unranked."""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments, safe_divide
from labeler.metrics.measures.set_p import SETS_CONVENTION


def set_recall(r: RankedJudgments) -> np.ndarray:
    """set_recall of every query index."""
    return safe_divide(r.in_order().num_rel_ret(), r.num_rel.astype(np.float64))


FAMILY = Family(
    name="SetR",
    order=160,
    values=lambda measure, r: set_recall(r),
    spellings=("set_recall",),
    parameters=frozenset({"rel", "judged_only"}),
    trec_plain="set_recall",
    convention=SETS_CONVENTION,
    help="SetR",
    trec=(TrecEntry("set_recall", lambda request, r: [set_recall(r)]),),
)
