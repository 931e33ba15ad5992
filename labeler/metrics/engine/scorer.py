"""Values of a labeler measure (an ir_measures name with its parameters) per query index.

The parameters change what the formulas see, never the formulas: ``rel`` the relevant grade
(trec_eval -l), ``gains`` the gain of each grade (trec_eval ``ndcg.0=0,1=1``), ``judged_only``
drops unjudged rows and closes the gaps in the ranks (trec_eval -J: a row is judged when its
grade is >= 0), a cutoff on RBP keeps the top k (trec_eval -M k). The formulas are trec_eval's:
formulas.measure_values for the core families, trec_formulas for the others.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from labeler.metrics.measures import trec_formulas as tf
from labeler.metrics.measures.judged import GainTable, JudgedPlacement, QueryTables, measure_values, rank_within_groups
from labeler.metrics.measures import Measure

_CORE = frozenset({"nDCG", "P", "R", "RR", "AP", "R-Prec", "Judged", "num_ret", "num_rel", "num_rel_ret"})


def judged_rows_only(placed: JudgedPlacement) -> tuple[JudgedPlacement, np.ndarray]:
    """trec_eval -J on a placement: rows with a grade >= 0, ranked again without the others
    (sorted by query then rank), and the query index of each kept row."""
    keep = placed.grade >= 0
    query, rank, grade = placed.query[keep], placed.rank[keep], placed.grade[keep]
    order = np.lexsort((rank, query))
    query, grade = query[order], grade[order]
    closed = JudgedPlacement(query, rank_within_groups(query), grade, placed.relevant_grade, placed.gain)
    return closed, query


@dataclass
class Scorer:
    """Scores measures over placements of one run: the qrels and the evaluation's settings."""

    n_queries: int
    num_ret: np.ndarray  # rows retrieved per query index
    qrels_query: np.ndarray
    qrels_grade: np.ndarray
    gain: str
    relevant_grade: int
    compat: int
    _tables: dict[tuple[str | GainTable, int, bool], QueryTables] = field(default_factory=dict)
    _top_grades: np.ndarray | None = None

    def top_grades(self) -> np.ndarray:
        """Each query's highest qrels grade (rbp's gain scale), computed once."""
        if self._top_grades is None:
            self._top_grades = tf.top_grades(self.n_queries, self.qrels_query, self.qrels_grade)
        return self._top_grades

    def tables(self, gain: str | GainTable, level: int, judged_only: bool, num_ret: np.ndarray) -> QueryTables:
        """Per-query counts and ideal gains for these settings (every placement of a run
        retrieves as many rows per query, judged or not: one table serves them all)."""
        key = (gain, level, judged_only)
        if key not in self._tables:
            self._tables[key] = QueryTables.build(self.n_queries, num_ret, self.qrels_query,
                                                  self.qrels_grade, gain, level)
        return self._tables[key]

    def values(self, measure: Measure, placed: JudgedPlacement) -> np.ndarray:
        """Value of ``measure`` for every query index (float64, length n_queries)."""
        level = self.relevant_grade if measure.rel is None else measure.rel
        gain: str | GainTable = self.gain if measure.gains is None else measure.gains
        if (level, gain) != (placed.relevant_grade, placed.gain):  # else keep its cached relevant rows
            placed = JudgedPlacement(placed.query, placed.rank, placed.grade, level, gain)
        num_ret = self.num_ret
        if measure.judged_only:
            placed, kept_query = judged_rows_only(placed)
            num_ret = np.bincount(kept_query, minlength=self.n_queries)
        tables = self.tables(gain, level, measure.judged_only, num_ret)
        family = measure.family
        if family in _CORE:
            return measure_values(measure, placed, tables)
        if family == "NumQ":
            return np.ones(self.n_queries, dtype=np.float64)
        if family == "RBP" and measure.cutoff is not None:
            top = placed.rank < measure.cutoff  # trec_eval -M k: the rest of the ranking is not seen
            placed = JudgedPlacement(placed.query[top], placed.rank[top], placed.grade[top], level, gain)
        ranked = tf.RankedJudgments.build(placed, tables, self.top_grades())
        return _trec_family(measure, ranked, self.compat)


def _trec_family(measure: Measure, ranked: tf.RankedJudgments, compat: int) -> np.ndarray:
    family = measure.family
    if family == "bpref":
        return tf.bpref(ranked)
    if family == "infAP":
        return tf.inf_ap(ranked)
    if family == "Success":
        assert measure.cutoff is not None
        return tf.success(ranked, measure.cutoff)
    if family == "IPrec":
        assert measure.level is not None
        return tf.interpolated_precision(ranked, (measure.level,), compat)[0]
    if family == "RBP":
        assert measure.p is not None
        if measure.rel is None:
            return tf.rank_biased_precision(ranked, measure.p)  # graded, as trec_eval 10's rbp
        relevant = ranked.relevant  # ir_measures' RBP(rel=k): gain 1 from grade k up, else 0
        return (1.0 - measure.p) * ranked.per_query(relevant, np.power(measure.p, ranked.rank[relevant]))
    sets = tf.set_measures(ranked, 1.0 if measure.beta is None else measure.beta)
    if family == "SetP":
        return sets["set_relative_P" if measure.relative else "set_P"]
    return sets[{"SetR": "set_recall", "SetF": "set_F", "SetAP": "set_map"}[family]]


# What each family (or parameter) means, said once in every output that shows it.
_FAMILY_CONVENTIONS: dict[str, tuple[str, str]] = {
    "bpref": ("bpref", "bpref (trec_eval): judged nonrelevant chunks ranked above each relevant one, "
              "over min(R, N); unjudged chunks are left out"),
    "infAP": ("infAP", "infAP (trec_eval, Yilmaz and Aslam): AP estimated from the judged chunks; "
              "a negative qrels grade marks a pooled chunk left unjudged"),
    "IPrec": ("IPrec", "IPrec@r = trec_eval iprec_at_recall_r: the best precision at recall >= r "
              "(recall level to count of relevant as the --compat version does)"),
    "RBP": ("RBP", "RBP(p) = trec_eval 10 rbp.p: (1 - p) * sum of gain * p^(rank - 1), gain = grade / "
            "the query's top grade when that exceeds 1; p defaults to 0.8 as in ir_measures "
            "(trec_eval's rbp: 0.9); RBP(rel=k): gain 1 from grade k up; RBP@k stops at rank k"),
    "SetP": ("sets", "SetP, SetR, SetF, SetAP = trec_eval set_P, set_recall, set_F, set_map: the "
             "whole retrieved set, unranked; SetP(relative=True) = set_relative_P"),
    "NumQ": ("NumQ", "NumQ: the number of queries averaged over"),
}
_FAMILY_CONVENTIONS.update({f: _FAMILY_CONVENTIONS["SetP"] for f in ("SetR", "SetF", "SetAP")})
_PARAMETERS = (
    "parameters (ir_measures'): rel=k counts grade >= k as relevant for that measure only (trec_eval -l); "
    "judged_only=True drops unjudged chunks and closes up the ranks before the cutoff (trec_eval -J); "
    "gains={grade: gain} sets nDCG's gains, a grade not listed gaining its own value (trec_eval ndcg.0=0,1=1)"
)


def measure_conventions(measures: Sequence[Measure]) -> dict[str, str]:
    """Convention lines for the families and parameters among ``measures`` (empty for the core)."""
    out: dict[str, str] = {}
    for measure in measures:
        if measure.family in _FAMILY_CONVENTIONS:
            key, text = _FAMILY_CONVENTIONS[measure.family]
            out[key] = text
        if measure.rel is not None or measure.judged_only or measure.gains is not None:
            out["parameters"] = _PARAMETERS
    return out
