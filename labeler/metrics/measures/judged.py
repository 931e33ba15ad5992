"""Judged@k (ir_measures' Judged) and trec_eval's ``unj``: how much of the top of a ranking is judged.

Judged@k = judged chunks (any grade, also 0 or negative) among the top k / min(k, chunks
retrieved), so a short ranking that is fully judged scores 1 (ir_measures divides by the number
retrieved up to k too); no retrieved chunk scores 0. No trec_eval counterpart; labeler prints it
as ``judged_k``. unj@k = chunks in the top k not judged (not in the qrels, or a negative grade) / k.
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.ranked import RankedJudgments, safe_divide


def judged_fraction(r: RankedJudgments, k: int | None) -> np.ndarray:
    """Judged@k (k None: the whole ranking) of every query index."""
    within = slice(None) if k is None else r.rank < k
    shown = r.num_ret if k is None else np.minimum(r.num_ret, k)
    return safe_divide(r.count(r.query[within]), shown.astype(np.float64))


def unjudged_at(r: RankedJudgments, k: int) -> np.ndarray:
    """Rows in the top k that are not judged (not in the qrels, or a negative grade), over k."""
    r = r.in_order()
    judged = r.per_query((r.grade >= 0) & (r.rank < k))
    unjudged: np.ndarray = np.minimum(r.num_ret, k) - judged
    return unjudged / float(k)


FAMILY = Family(
    name="Judged",
    order=70,
    values=lambda measure, r: judged_fraction(r, measure.cutoff),
    cutoff="optional",
    trec_plain="judged",
    trec_cut="judged",
    in_trec_eval=lambda measure: False,
    help="Judged@k",
    trec=(TrecEntry("unj", lambda request, r: [unjudged_at(r, int(k)) for k in request.params], kind="cut",
                    defaults=(5.0, 10.0, 20.0)),),
)
