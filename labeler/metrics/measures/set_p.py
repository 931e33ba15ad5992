"""SetP (trec_eval ``set_P``, ``set_relative_P``): precision of the whole retrieved set, unranked.

set_P = relevant retrieved / retrieved; SetP(relative=True) = set_relative_P = relevant retrieved
/ min(retrieved, R); 0 where the denominator is 0.
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, Measure, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments, safe_divide

SETS_CONVENTION = ("sets", "SetP, SetR, SetF, SetAP = trec_eval set_P, set_recall, set_F, set_map: the "
                   "whole retrieved set, unranked; SetP(relative=True) = set_relative_P")


def set_precision(r: RankedJudgments) -> np.ndarray:
    """set_P of every query index."""
    return safe_divide(r.in_order().num_rel_ret(), r.num_ret.astype(np.float64))


def set_relative_precision(r: RankedJudgments) -> np.ndarray:
    """set_relative_P of every query index."""
    ret, rel = r.num_ret.astype(np.float64), r.num_rel.astype(np.float64)
    return safe_divide(r.in_order().num_rel_ret(), np.minimum(ret, rel) * (rel > 0))


def _values(measure: Measure, r: RankedJudgments) -> np.ndarray:
    return set_relative_precision(r) if measure.relative else set_precision(r)


FAMILY = Family(
    name="SetP",
    order=150,
    values=_values,
    spellings=("set_p", "setrelp", "set_relative_p"),
    implied={"setrelp": {"relative": True}, "set_relative_p": {"relative": True}},
    parameters=frozenset({"rel", "judged_only", "relative"}),
    trec_plain="set_P",
    trec_base=lambda measure: "set_relative_P" if measure.relative else "set_P",
    convention=SETS_CONVENTION,
    help="SetP, SetP(relative=True)",
    trec=(
        TrecEntry("set_P", lambda request, r: [set_precision(r)]),
        TrecEntry("set_relative_P", lambda request, r: [set_relative_precision(r)]),
    ),
)
