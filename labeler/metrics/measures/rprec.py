"""R-Prec (trec_eval ``Rprec``) and trec_eval's ``Rprec_mult``.

R-Prec = relevant chunks in the top R / R, R the query's relevant chunks; R = 0 scores 0.
Rprec_mult_m = precision at (long)(m * R + 0.9) chunks, for each multiple m (0.2 ... 2.0).
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.c_numbers import c_long_array
from labeler.metrics.measures.ranked import RankedJudgments, safe_divide
from labeler.metrics.measures.trec_defaults import R_MULTIPLES


def r_precision(r: RankedJudgments) -> np.ndarray:
    """R-Prec of every query index."""
    query, rank, _ = r.relevant_rows()
    within = rank < r.num_rel[query]
    return safe_divide(r.count(query[within]), r.num_rel.astype(np.float64))


def precision_at_r_multiples(r: RankedJudgments, multiples: tuple[float, ...]) -> list[np.ndarray]:
    """Rprec_mult: precision at (long)(m * R + 0.9) documents for each multiple m (a count that is no
    long, from a NaN, infinite or huge m, is LONG_MIN as in trec_eval: 0)."""
    r = r.in_order()
    relevant = r.relevant
    out = []
    for multiple in multiples:
        cutoff = c_long_array(multiple * r.num_rel.astype(np.float64) + 0.9)
        found = r.per_query(relevant & (r.rank < cutoff[r.query]))
        out.append(safe_divide(found, cutoff.astype(np.float64)))
    return out


FAMILY = Family(
    name="R-Prec",
    order=60,
    values=lambda measure, r: r_precision(r),
    spellings=("rprec",),
    parameters=frozenset({"rel", "judged_only"}),
    trec_plain="Rprec",
    help="R-Prec",
    trec_example="Rprec",
    trec=(
        TrecEntry("Rprec", lambda request, r: [r_precision(r)]),
        TrecEntry("Rprec_mult", lambda request, r: precision_at_r_multiples(r, request.params), kind="level",
                  defaults=R_MULTIPLES),
    ),
)
