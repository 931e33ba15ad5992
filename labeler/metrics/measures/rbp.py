"""RBP (trec_eval 10 ``rbp``, ``rbp_resid``; Moffat and Zobel): rank-biased precision.

RBP(p) = (1 - p) * sum of gain * p^(rank - 1), gain = grade / the query's top qrels grade when
that exceeds 1 (so gains lie in [0, 1]); p defaults to 0.8 as in ir_measures (trec_eval's rbp:
0.9). RBP(rel=k): gain 1 from grade k up, else 0. RBP@k stops at rank k (trec_eval -M k).
rbp_resid: the most RBP could still gain if every unjudged chunk and every rank past the ranking
were fully relevant.
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, Measure, TrecEntry, number_text
from labeler.metrics.measures.ranked import RankedJudgments


def rank_biased_precision(r: RankedJudgments, p: float) -> np.ndarray:
    """rbp: (1 - p) * sum of gain * p^rank; trec_eval divides each grade by the query's highest
    qrels grade when that exceeds 1, so gains lie in [0, 1]."""
    r = r.in_order()
    top = np.maximum(r.max_grade, 1).astype(np.float64)
    gains = np.maximum(r.grade, 0) / top[r.query]
    return (1.0 - p) * r.per_query(slice(None), gains * np.power(p, r.rank))


def rbp_residual(r: RankedJudgments, p: float) -> np.ndarray:
    """rbp_resid: p^num_ret + (1 - p) * sum of p^rank over unjudged rows (0 when all are judged)."""
    r = r.in_order()
    judged = r.grade >= 0
    ret = r.num_ret.astype(np.float64)
    all_weights = (1.0 - np.power(p, ret)) / (1.0 - p)
    unjudged_weight = all_weights - r.per_query(judged, np.power(p, r.rank[judged]))
    value: np.ndarray = np.power(p, ret) + (1.0 - p) * unjudged_weight
    value[ret - r.per_query(judged) <= 0] = 0.0
    return value


def _values(measure: Measure, r: RankedJudgments) -> np.ndarray:
    assert measure.p is not None
    if measure.cutoff is not None:
        r = r.top(measure.cutoff)  # trec_eval -M k: the rest of the ranking is not seen
    if measure.rel is None:
        return rank_biased_precision(r, measure.p)  # graded, as trec_eval 10's rbp
    r = r.in_order()
    relevant = r.relevant  # ir_measures' RBP(rel=k): gain 1 from grade k up, else 0
    return (1.0 - measure.p) * r.per_query(relevant, np.power(measure.p, r.rank[relevant]))


FAMILY = Family(
    name="RBP",
    order=200,
    values=_values,
    cutoff="optional",
    parameters=frozenset({"rel", "judged_only", "p"}),
    defaults={"p": 0.8},  # ir_measures' default (trec_eval's rbp: 0.9)
    trec_plain="rbp",
    trec_base=lambda measure: "rbp",
    trec_stem=lambda measure, base: f"{base}_p={number_text(measure.p or 0.0)}",
    trec_suffix=lambda measure: "" if measure.cutoff is None else f"@{measure.cutoff}",
    in_trec_eval=lambda measure: measure.cutoff is None and measure.rel is None,
    convention=("RBP", "RBP(p) = trec_eval 10 rbp.p: (1 - p) * sum of gain * p^(rank - 1), gain = grade / "
                "the query's top grade when that exceeds 1; p defaults to 0.8 as in ir_measures "
                "(trec_eval's rbp: 0.9); RBP(rel=k): gain 1 from grade k up; RBP@k stops at rank k"),
    help="RBP(p=0.8)",
    parameter_help="p=P (RBP)",
    trec=(
        TrecEntry("rbp", lambda request, r: [rank_biased_precision(r, request.params[0])], kind="persistence",
                  defaults=(0.9,)),
        TrecEntry("rbp_resid", lambda request, r: [rbp_residual(r, request.params[0])], kind="persistence",
                  defaults=(0.9,)),
    ),
)
