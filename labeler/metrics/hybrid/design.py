"""Which pairs humans grade: sequential Poisson sampling with sizes chosen from the LLM's grades.

Design. Each pool pair d gets a size s_d > 0, computed before any human grade is seen (from the
LLM grades, the runs and the measure only), and a permanent uniform random number U_d (from the
seed). Pairs are graded in ascending order of xi_d = U_d / s_d. Grading the first n of that order
is, to a close approximation, Poisson sampling with inclusion probabilities

    pi_d = min(1, t * s_d),   t = xi of the (n+1)-th pair in the order

(sequential Poisson sampling, Ohlsson 1998: pair d is in the first n exactly when U_d < t s_d;
the approximation is that t, set by the others' U, is treated as fixed).
Three things follow. A larger budget extends the same sample (the order is fixed). A sample that
is only partly graded is still a valid design: grading stops somewhere in the order, and the
graded prefix is the design with a smaller t. And pi_d is known for every pair, so the hybrid
estimator's design weights 1/pi_d are exact.

Sizes (``strategy``):
- ``uniform``: s_d = 1 - a simple random sample of pairs;
- ``decide`` (stored as ``decide-top-K``): aimed at deciding the top K runs in order (``decision_sizes``);
- ``top``: s_d = 1 for pairs in some run's top k (k = the measure's depth), ``mix`` elsewhere;
- ``importance`` (the default): Neyman allocation for the hybrid estimator. Under a prior
  P0(h | d) of the human grade (the LLM's own grade probabilities when it gave them, else a
  confusion centred on the LLM grade), the hybrid estimate of run r moves by about
  ([d in S]/pi_d - 1) u_rd per pair (a Taylor linearization of ``hybrid``'s estimator):
      u_rd = (1/Q) [ a_rd (phi(h_d) - m_d) - ratio_rq sum_g dPsi_q/dc_g ([h_d = g] - p_dg) ] / Psi_q,
  a_rd = w_k when d is at rank k of run r, everything else on the prior. Poisson sampling's
  variance sum_d (1 - pi_d)/pi_d E[u_rd^2], summed over runs, is smallest for a given budget
  with pi_d proportional to sqrt(E_h[sum_r u_rd^2]) (Neyman allocation). A pair that no run ranks in its top k
  still counts through the denominator (IDCG, the number of relevant pairs). A share ``mix`` of
  the mean size is added to every pair so that none has a vanishing probability: that keeps the
  design weights bounded when the prior is wrong.

Humans first (``humans_first``). Pairs whose LLM grade is not to be trusted (passages that may fool
the judge: planted instructions, stuffed query words) form a certainty stratum: their size is
CERTAIN_SCALE times the largest other size, so their keys come before every other pair's whatever
the uniforms (U_d >= 2^-54), they are graded first, and once the order has passed them pi_d = 1:
their human grade is known exactly and their LLM grade is used nowhere (``distrusted``). While
the prefix is still inside the stratum, the other pairs have pi_d near 0 and none is sampled. The
stratum is read back from the sizes alone (``certain_stratum``), so a stored design or a design
file carries it without a new column.

Holes. When most pairs already have a human grade, the design covers only the pairs no human graded
(the ``population``): a known pair's prior is its grade (it moves no estimate), the holes' prior is
``known_prior`` (what the estimator's calibration predicts from the known pairs), and ``mix`` is a share of the mean size
over the population, so the sizes put the budget on the holes that move the runs' estimates most.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

import numpy as np

from labeler.domain.choices import SAMPLING_STRATEGIES
from labeler.metrics.hybrid import Pool, grade_counts, numerators
from labeler.metrics.hybrid.linear import contrasts, influence
from labeler.metrics.hybrid.measures import GRADES, RatioMeasure

Strategy = Literal["importance", "uniform", "top", "decide"]
STRATEGIES: tuple[str, ...] = SAMPLING_STRATEGIES.values
DECIDE = "decide"
DEFAULT_DECIDE_TOP = 5    # ``decide`` without a k: the top 5 in order
DEFAULT_MIX = 0.1
_PRIOR_DECAY = 1.2  # generic prior: P0(h | l) ~ exp(-1.2 |h - l|), agreement weighted 1.5x


@dataclass(frozen=True)
class SequentialSample:
    """The first ``n`` pairs of a sequential Poisson order and their inclusion probabilities."""

    order: np.ndarray      # pool indexes of the chosen pairs, in the order they should be graded
    threshold: float       # t
    pi: np.ndarray         # (N,) min(1, t * s_d) for every pair


def generic_prior(llm: np.ndarray) -> np.ndarray:
    """P0(h | l) for LLM grades without probabilities, on the human 0..3 scale (binary judges: 0 or 3)."""
    top = max(int(llm.max(initial=0)), 1)
    centre = llm.astype(np.float64) * (GRADES - 1) / top
    grades = np.arange(GRADES)
    prior = np.exp(-_PRIOR_DECAY * np.abs(grades[None, :] - centre[:, None]))
    prior *= np.where(np.abs(grades[None, :] - centre[:, None]) < 0.5, 1.5, 1.0)
    return np.asarray(prior / prior.sum(axis=1, keepdims=True))


FORECAST_TRUST = 0.5      # the forecast's prior: half the model's own, half no information (uniform)
FORECAST_SHRINK = 10.0    # observed human grades per LLM grade weigh against this many pairs of that prior


def forecast_prior(llm: np.ndarray, llm_probs: np.ndarray | None = None, graded: np.ndarray | None = None) -> np.ndarray:
    """(N, 4) P(h | pair) for forecasting a design's half-width, before or while humans grade.

    An LLM's own grades (or probabilities) overstate how often assessors agree with it: planned from
    them, half-widths came out a half to two thirds of what the design then delivered on TREC DL 2019
    and 2021. So the forecast trusts them half: P_F = FORECAST_TRUST P0 + (1 - FORECAST_TRUST) / 4,
    P0 the model's probabilities or ``generic_prior``. Where humans have graded pairs already
    (``graded``: (N,) grade 0..3 or -1), each LLM grade's share of human grades replaces it as they
    accumulate: (n_lg + tau P_F,lg) / (n_l + tau), tau = FORECAST_SHRINK pairs.
    """
    base = llm_probs if llm_probs is not None else generic_prior(llm)
    prior = FORECAST_TRUST * base + (1.0 - FORECAST_TRUST) / GRADES
    if graded is None or not (graded >= 0).any():
        return np.asarray(prior)
    seen = graded >= 0
    levels = int(llm.max(initial=0)) + 1
    counts = np.bincount(llm[seen] * GRADES + graded[seen], minlength=levels * GRADES).reshape(levels, GRADES)
    seen_here = counts[llm]
    return np.asarray((seen_here + FORECAST_SHRINK * prior) / (seen_here.sum(axis=1, keepdims=True) + FORECAST_SHRINK))


def known_prior(pool: Pool, human: np.ndarray, measure: RatioMeasure) -> np.ndarray:
    """(N, 4) P(h | pair) when the pairs with ``human`` >= 0 are known: a one-hot row for each, and for the
    others (the holes) what the estimator's own calibration predicts from them (by LLM grade, run votes
    and query): the prior of a design over the holes, and of its planner."""
    from labeler.metrics.hybrid.estimator import predicted_grades
    from labeler.metrics.hybrid.pool import Sample

    known = human >= 0
    predicted = predicted_grades(pool, Sample(np.where(known, human, -1), np.ones(pool.size)), measure)
    return np.asarray(np.where(known[:, None], np.eye(GRADES)[np.maximum(human, 0)], predicted))


def design_sizes(pool: Pool, measure: RatioMeasure, strategy: str = "importance", *,
                 llm_probs: np.ndarray | None = None, mix: float = DEFAULT_MIX,
                 population: np.ndarray | None = None, first: np.ndarray | None = None) -> np.ndarray:
    """Size s_d of every pool pair for ``strategy`` (module docstring). Positive everywhere; only the
    sizes of the ``population`` (the pairs the design covers, None: all) are meant to be used.
    ``first``: (N,) pairs humans grade before any other, with certainty (``humans_first``)."""
    name, k = strategy_parts(strategy)
    if name == DECIDE:
        sizes = decision_sizes(pool, measure, k or DEFAULT_DECIDE_TOP, llm_probs=llm_probs, mix=mix,
                               population=population)
    else:
        sizes = _strategy_sizes(pool, measure, strategy, llm_probs=llm_probs, mix=mix, population=population)
    return sizes if first is None else humans_first(sizes, first)


def decide_strategy(k: int) -> str:
    """The stored name of the design aimed at the top ``k`` in order: ``decide-top-K``."""
    return f"{DECIDE}-top-{int(k)}"


def strategy_parts(strategy: str) -> tuple[str, int | None]:
    """(strategy, k) of a stored strategy name: ``decide-top-5`` is (decide, 5), any other (itself, None)."""
    prefix = f"{DECIDE}-top-"
    if strategy.startswith(prefix) and strategy[len(prefix):].isdigit() and int(strategy[len(prefix):]) >= 1:
        return DECIDE, int(strategy[len(prefix):])
    return strategy, None


CERTAIN_SCALE = 2.0**55   # a certain pair's size over the largest other one: its key is below every other
CERTAIN_READ = 2.0**45    # sizes this many times the smallest one are read back as the certainty stratum


def humans_first(sizes: np.ndarray, first: np.ndarray) -> np.ndarray:
    """The sizes with the ``first`` pairs made a certainty stratum (module docstring): graded before
    every other pair, with pi = 1 once the order has passed them."""
    first = np.asarray(first, dtype=bool)
    if not first.any():
        return sizes
    others = sizes[~first]
    top = float(others.max()) if len(others) else 1.0
    return np.asarray(np.where(first, top * CERTAIN_SCALE, sizes))


def certain_stratum(sizes: np.ndarray) -> np.ndarray:
    """(N,) the pairs of a design's certainty stratum, read from its sizes (``humans_first``): the sizes
    at least CERTAIN_READ times the smallest (ordinary sizes stay within a few thousand of each other).
    Sizes not known yet (NaN) are in no stratum and set no scale."""
    known = np.isfinite(sizes)
    if not known.any():
        return np.zeros(len(sizes), dtype=bool)
    return np.asarray(known & (np.where(known, sizes, 0.0) >= CERTAIN_READ * float(np.min(sizes[known]))))


def distrusted(pool: Pool, untrusted: np.ndarray) -> Pool:
    """The pool with the LLM's grade of the ``untrusted`` pairs set aside: they count as pairs the LLM did
    not grade (``Pool.rated``), so no calibration reads them and none is read for them."""
    if not np.asarray(untrusted).any():
        return pool
    return replace(pool, rated=pool.rated_mask & ~np.asarray(untrusted, dtype=bool))


DECISION_GAP = 0.01   # a comparison's expected gap is never taken below this (nDCG@10 points)


def top_comparisons(ranked: list[int], k: int) -> list[tuple[int, int]]:
    """The (higher, lower) runs the top ``k`` of ``ranked`` (best first) rests on: each of the first k
    against the next, and the k-th against every one below it (len(ranked) - 1 comparisons)."""
    k = min(k, len(ranked))
    chain = [(ranked[i], ranked[i + 1]) for i in range(min(k, len(ranked) - 1))]
    below = [(ranked[k - 1], ranked[j]) for j in range(k + 1, len(ranked))] if k >= 1 else []
    return chain + below


def decision_sizes(pool: Pool, measure: RatioMeasure, k: int, *, llm_probs: np.ndarray | None = None,
                   mix: float = DEFAULT_MIX, population: np.ndarray | None = None,
                   runs: np.ndarray | None = None) -> np.ndarray:
    """Sizes aimed at deciding the top ``k`` runs in order (MTC's idea, Carterette et al.): the runs ranked
    by the LLM's grades, the comparisons that order rests on (``top_comparisons``: each of the
    first k against the next, the k-th against every run below), each weighted by 1 / gap^2 (its gap by
    the LLM's grades, at least DECISION_GAP: a close comparison needs a small standard error, a far one
    settles anyway), and s_d = sqrt(sum_c w_c E[(u_ad - u_bd)^2]) (Neyman allocation for those
    differences) plus ``mix`` of the mean size. Computed before any human grade, so any design weight
    stays exact; a wrong guess of the order costs grades, never validity. ``runs``: the runs to decide
    among (None: all)."""
    from labeler.metrics.hybrid.pool import per_query_values

    prior = llm_probs if llm_probs is not None else generic_prior(pool.llm)
    values = per_query_values(pool, np.clip(pool.llm, 0, GRADES - 1), measure).mean(axis=1)
    among = np.arange(len(values)) if runs is None else np.asarray(runs)
    ranked = [int(among[i]) for i in np.argsort(-values[among], kind="stable")]
    comparisons = top_comparisons(ranked, k)
    if not comparisons:
        return _strategy_sizes(pool, measure, "importance", llm_probs=llm_probs, mix=mix, population=population)
    gaps = np.maximum(np.array([abs(values[a] - values[b]) for a, b in comparisons]), DECISION_GAP)
    root = np.sqrt(np.maximum(contrasts(influence(pool, measure, prior), comparisons, 1.0 / gaps**2), 0.0))
    covered = root if population is None else root[population]
    mean = float(covered.mean()) if len(covered) else 0.0
    return np.asarray(root + (mix * mean if mean > 0 else 1.0))


def _strategy_sizes(pool: Pool, measure: RatioMeasure, strategy: str, *, llm_probs: np.ndarray | None,
                    mix: float, population: np.ndarray | None) -> np.ndarray:
    if strategy == "uniform":
        return np.ones(pool.size)
    if strategy == "top":
        top = pool.top[:, :, : measure.depth]
        ranked = np.zeros(pool.size, dtype=bool)
        ranked[top[top >= 0]] = True
        return np.where(ranked, 1.0, mix)
    if strategy != "importance":
        raise ValueError(f"unknown sampling strategy {strategy!r}; use one of {', '.join(STRATEGIES)}")
    prior = llm_probs if llm_probs is not None else generic_prior(pool.llm)
    root = np.sqrt(np.maximum(influence(pool, measure, prior).importance(), 0.0))
    covered = root if population is None else root[population]
    mean = float(covered.mean()) if len(covered) else 0.0
    floor = mix * mean if mean > 0 else 1.0
    return np.asarray(root + floor)


def sequential_poisson(sizes: np.ndarray, uniform: np.ndarray, budget: int,
                       population: np.ndarray | None = None) -> SequentialSample:
    """The first ``budget`` pairs in ascending U_d / s_d, with pi_d = min(1, t s_d). With a
    ``population`` (the pairs the design covers), only its pairs are ordered and the others, known
    already, have pi = 1."""
    key = _keys(sizes, uniform, population)
    order = np.argsort(key, kind="stable")
    available = len(order) if population is None else int(np.count_nonzero(population))
    budget = max(0, min(int(budget), available))
    threshold = float(key[order[budget]]) if budget < available else float("inf")
    return SequentialSample(order=order[:budget], threshold=threshold,
                            pi=_certain_outside(inclusion(sizes, threshold), population))


def inclusion(sizes: np.ndarray, threshold: float) -> np.ndarray:
    """pi_d = min(1, t s_d) for a threshold t (inf: every pair)."""
    if threshold == float("inf"):
        return np.ones(len(sizes))
    return np.asarray(np.minimum(1.0, threshold * sizes))


def graded_prefix(sizes: np.ndarray, uniform: np.ndarray, graded: np.ndarray,
                  population: np.ndarray | None = None) -> SequentialSample:
    """The design a partly graded order amounts to: the longest prefix whose pairs are all graded.

    ``graded`` marks pairs with a human grade. Grades beyond the first ungraded pair of the order
    are left out (using them would break the design); the threshold is that pair's xi. With a
    ``population``, the order is over its pairs only, and the others (known) have pi = 1.
    """
    key = _keys(sizes, uniform, population)
    order = np.argsort(key, kind="stable")
    available = len(order) if population is None else int(np.count_nonzero(population))
    order = order[:available]
    missing = np.flatnonzero(~graded[order])
    stop = int(missing[0]) if len(missing) else len(order)
    threshold = float(key[order[stop]]) if stop < len(order) else float("inf")
    return SequentialSample(order=order[:stop], threshold=threshold,
                            pi=_certain_outside(inclusion(sizes, threshold), population))


def _keys(sizes: np.ndarray, uniform: np.ndarray, population: np.ndarray | None) -> np.ndarray:
    """xi_d = U_d / s_d; infinite outside the population, so its pairs come after every covered one."""
    key = uniform / sizes
    return key if population is None else np.where(population, key, np.inf)


def _certain_outside(pi: np.ndarray, population: np.ndarray | None) -> np.ndarray:
    return pi if population is None else np.asarray(np.where(population, pi, 1.0))
