"""utility (trec_eval's): a * rel_ret + b * nonrel_ret + c * rel_missed + d * nonrel_not_retrieved.

The coefficients are `-m utility.a,b,c,d` (trec_eval's defaults 1,-1,0,0); the collection size in d's
term is trec_eval -N (default: the largest long).
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments


def utility(r: RankedJudgments, coefficients: tuple[float, ...]) -> np.ndarray:
    """utility of every query index under the four coefficients."""
    a, b, c, d = coefficients
    rel_ret = r.in_order().num_rel_ret()
    ret, rel = r.num_ret.astype(np.float64), r.num_rel.astype(np.float64)
    value: np.ndarray = a * rel_ret + b * (ret - rel_ret) + c * (rel - rel_ret)
    if d:
        value = value + d * (r.facts.documents + rel_ret - ret - rel)
    return value


FAMILY = Family(
    name="utility",
    trec=(TrecEntry("utility", lambda request, r: [utility(r, request.params[:4])], kind="floats",
                    defaults=(1.0, -1.0, 0.0, 0.0), params_count=4),),
)
