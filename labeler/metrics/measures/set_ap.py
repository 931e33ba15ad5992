"""SetAP (trec_eval ``set_map``): set precision times set recall, the whole retrieved set unranked."""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments, safe_divide
from labeler.metrics.measures.set_p import SETS_CONVENTION


def set_map(r: RankedJudgments) -> np.ndarray:
    """set_map of every query index: relevant retrieved squared / (retrieved * R)."""
    rel_ret = r.in_order().num_rel_ret()
    ret, rel = r.num_ret.astype(np.float64), r.num_rel.astype(np.float64)
    return safe_divide(rel_ret * rel_ret, ret * rel)


FAMILY = Family(
    name="SetAP",
    order=180,
    values=lambda measure, r: set_map(r),
    spellings=("set_map",),
    parameters=frozenset({"rel", "judged_only"}),
    trec_plain="set_map",
    convention=SETS_CONVENTION,
    help="SetAP",
    trec=(TrecEntry("set_map", lambda request, r: [set_map(r)]),),
)
