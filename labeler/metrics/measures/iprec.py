"""IPrec@r (trec_eval ``iprec_at_recall``, ``11pt_avg``): interpolated precision at a recall level.

IPrec@r = the best precision at any rank where recall >= r. The level becomes a count of relevant
chunks: lround(r * R) in trec_eval 10, (long)(r * R + 0.9) in 9.x (--compat 9); a count beyond the
relevant retrieved scores 0, and a count of 0 takes the best precision anywhere in the ranking.
11pt_avg is the mean of IPrec at 0.0, 0.1, ..., 1.0.
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.measures.base import Family, TrecEntry
from labeler.metrics.measures.c_numbers import c_long_array, lround_array
from labeler.metrics.measures.ranked import RankedJudgments
from labeler.metrics.measures.trec_defaults import RECALL_LEVELS


def interpolated_precision(r: RankedJudgments, levels: tuple[float, ...]) -> list[np.ndarray]:
    """iprec_at_recall: at each recall level, the best precision at or beyond it (per query). A level
    whose count is no long (NaN, infinite, huge) counts LONG_MIN, as in trec_eval: the best precision
    anywhere."""
    r = r.in_order()
    relevant = r.relevant
    query, rank = r.query[relevant], r.rank[relevant]
    nth = r.before(relevant)[relevant] + 1  # 1-based index of the relevant row in its query
    precision = nth / (rank + 1.0)
    best_after = suffix_max_within_groups(precision, query)  # best precision from each row on
    rel_ret = np.bincount(query, minlength=r.n_queries)
    first = np.cumsum(rel_ret) - rel_ret  # position of each query's first relevant row
    out = []
    for level in levels:
        counts = level * r.num_rel.astype(np.float64)
        wanted = c_long_array(counts + 0.9) if r.compat == 9 else lround_array(counts)
        reachable = (wanted <= rel_ret) & (rel_ret > 0)
        at = first + np.maximum(wanted, 1) - 1
        value = np.zeros(r.n_queries, dtype=np.float64)
        value[reachable] = best_after[at[reachable]]
        out.append(value)
    return out


def eleven_point_average(r: RankedJudgments, levels: tuple[float, ...]) -> np.ndarray:
    """11pt_avg: the mean over the levels of interpolated_precision."""
    values = interpolated_precision(r, levels)
    return np.mean(values, axis=0) if values else np.zeros(r.n_queries)


def suffix_max_within_groups(values: np.ndarray, group: np.ndarray) -> np.ndarray:
    """For each element, the largest value from it to the end of its run of equal ``group``
    (input grouped). Only comparisons, so every result is one of the values exactly (a value
    compared with a -Z stddev-0 mean must be trec_eval's own double): doubling steps, log2 of
    the longest group of them."""
    best = values.astype(np.float64, copy=True)
    step = 1
    while step < len(best):
        later = np.full(len(best), -np.inf)
        same = group[step:] == group[:-step]
        later[:-step][same] = best[step:][same]
        if not same.any():
            break
        np.maximum(best, later, out=best)
        step *= 2
    return best


FAMILY = Family(
    name="IPrec",
    order=190,
    values=lambda measure, r: interpolated_precision(r, (measure.level or 0.0,))[0],
    spellings=("iprec_at_recall",),
    cutoff="level",
    parameters=frozenset({"rel", "judged_only"}),
    trec_plain="iprec_at_recall",
    trec_stem=lambda measure, base: f"{base}_{measure.level:.2f}",
    convention=("IPrec", "IPrec@r = trec_eval iprec_at_recall_r: the best precision at recall >= r "
                "(recall level to count of relevant as the --compat version does)"),
    help="IPrec@r",
    trec_example="iprec_at_recall_0.50",
    trec=(
        TrecEntry("iprec_at_recall", lambda request, r: interpolated_precision(r, request.params), kind="level",
                  defaults=RECALL_LEVELS),
        TrecEntry("11pt_avg", lambda request, r: [eleven_point_average(r, request.params)], kind="floats",
                  defaults=RECALL_LEVELS),
    ),
)
