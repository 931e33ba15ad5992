"""SetF (trec_eval ``set_F``): F measure of set precision P and set recall R, unranked.

set_F = (beta + 1) * P * R / (beta * P + R), beta 1 unless given (SetF(beta=0.5), set_F.0.5);
0 when nothing relevant is retrieved. Computed as trec_eval computes it whatever beta: a beta that
makes the denominator 0, infinite or NaN gives inf or NaN as there, not 0.
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments, safe_divide
from labeler.metrics.measures.set_p import SETS_CONVENTION


def set_f(r: RankedJudgments, beta: float) -> np.ndarray:
    """set_F of every query index."""
    rel_ret = r.in_order().num_rel_ret()
    ret, rel = r.num_ret.astype(np.float64), r.num_rel.astype(np.float64)
    precision, recall = safe_divide(rel_ret, ret), safe_divide(rel_ret, rel)
    f = np.zeros(len(rel_ret), dtype=np.float64)
    found = rel_ret > 0
    with np.errstate(divide="ignore", invalid="ignore"):  # C's arithmetic: inf and NaN are values
        f[found] = ((beta + 1.0) * precision * recall / (beta * precision + recall))[found]
    return f


FAMILY = Family(
    name="SetF",
    order=170,
    values=lambda measure, r: set_f(r, 1.0 if measure.beta is None else measure.beta),
    spellings=("set_f",),
    parameters=frozenset({"rel", "judged_only", "beta"}),
    trec_plain="set_F",
    convention=SETS_CONVENTION,
    help="SetF",
    parameter_help="beta=B (SetF)",
    trec_example="set_F",
    trec=(TrecEntry("set_F", lambda request, r: [set_f(r, request.params[0])], kind="floats", defaults=(1.0,)),),
)
