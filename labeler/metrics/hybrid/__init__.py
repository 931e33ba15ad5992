"""Hybrid evaluation: an LLM grade on every pool pair, human grades on a sample, honest intervals.

Setting. The pool has N pairs over Q queries; every pair d has an LLM grade l_d. Humans grade a
sample S drawn by a known design: pair d is in S independently with probability pi_d (Poisson
sampling; labeler's sequential Poisson design gives these, see ``hybrid_design``). The target
is each run's mean over queries of a measure computed with the human grades of *all* pool pairs
(the value a full human judgment would give), for a measure of the ratio form
m_rq = N_rq / Psi(c_q) described in ``hybrid_measures``.

Estimator (a difference estimator with a cross-fitted calibration - prediction-powered inference
at the pair level, with design weights w_d = 1/pi_d):

1. Predict (``calibration``): p_dg, the distribution of pair d's human grade in its cell (LLM grade
   x the share of runs that rank d in their top k), fitted on the *other* sampled pairs, then refined
   by the other sampled pairs of d's query and cell (unweighted counts, shrunk to the cell's share by
   5 pairs) and, where pairs are graded with certainty (pi = 1, below), by theirs.
   m_d = sum_g p_dg phi(g).
2. Correct each pair's gain and grade indicators:
       phi_hat_d = m_d + [d in S] w_d (phi(h_d) - m_d)
       1_hat_dg  = p_dg + [d in S] w_d ([h_d = g] - p_dg)
   Because p_d leaves d out and Poisson inclusions are independent, E[phi_hat_d] = phi(h_d) and
   E[1_hat_dg] = [h_d = g] exactly, whatever the LLM's errors (``calibration``'s docstring). So
       N_hat_rq = sum_k w_k phi_hat(d_rqk)      and      c_hat_qg = sum_{d in q} 1_hat_dg
   are exactly unbiased for every run's top-k gain sum and every query's grade counts.
3. Per query: Psi_hat_q = Psi(c_hat_q), unless it is below two thirds of Psi(k_q), k_q the human grade
   counts of the query's sampled pairs (the truth is never below Psi(k_q)): then Psi(k_q). A guard
   against a collapsed estimate (heavy design weights on a few pairs can drive the counts towards
   0), not a floor: flooring at Psi(k_q) itself lifts Psi_hat by about 0.4 of its standard error
   whenever the sample's grades come close to the truth, which is what more grading does (docs/BENCHMARKS.md
   measures what that floor did to strong runs' coverage). 0/0 scores 0 (trec_eval).
       theta_hat_r = (1/Q) sum_q N_hat_rq / Psi_hat_q,   reported clipped to [0, 1]
   (the jackknife's replicates are not clipped: that would shrink a strong run's interval).
   No query's ratio is clipped: a query a run ranks perfectly has value 1, and clipping its
   estimate at 1 would cut the upper half of its error away (a downward bias on strong runs).
4. Interval: the delete-a-group jackknife with a finite-population correction
   (``estimator.replicate_weights``): G = 20 fixed random groups of the sampled pairs with
   pi_d < 1; replicate j reweights pair d by 1 + sqrt(1 - pi_d) (a_jd - 1) (a = 0 in group j,
   G/(G-1) elsewhere) and reruns steps 1-3 whole. A run's variance has two parts: the numerator's,
   the jackknife of the replicates with each query's Psi_hat held at the sample's,
   V_N = (G-1)/G sum_j (theta_N(j) - mean)^2, theta_N(j) = (1/Q) sum_q N_hat_rq(j) / Psi_hat_q (the
   refitted calibration's randomness is the numerator's to carry); and the ideal DCG's with its
   covariance, V_Psi, from each sampled pair's finite change of Psi with the calibration fixed
   (``ideal_spread``: sum_d (1 - pi_d) times the square of d's term, Delta_d = the change of Psi_q when
   d's correction leaves c_hat_q). V_hat = max(V_N + V_Psi, V_N). The finite change saturates as Psi
   does (at most k ideal positions), where the slope and a jackknife of refitted replicates overstate it.
   The standard error is never taken below the anticipated one, sqrt(sum_d (1 - pi_d)/pi_d E_p[u_rd^2])
   (``linear``: the linearized estimator's design variance under the calibrated p_d): with few sampled
   pairs whose residuals happen to be small, the jackknife alone would give a run a near-zero interval.
   theta_hat +- t_{G-1} sqrt(V_hat), intersected with ``bounds.worst_case_bounds`` (the values the
   truth can take whatever the ungraded pairs' grades: within [0, 1], and narrow when the holes are
   few), so an interval never leaves the measure's range and covers at least as often.
   Paired differences use the whole replicates' differences (the ideal DCG's part mostly cancels there).
5. Differences one may watch (``sequences``): se * a confidence-sequence factor instead of t.

Where it is not unbiased (said aloud; docs/HYBRID.md measures each): the ratio N_hat / Psi_hat and
the concave Psi of estimated counts are biased to O(1/n) per query (the bias grows as a query's
sampled pairs get fewer: about 10 a query at a 5% budget on TREC DL, where it is positive); the
guard lifts Psi_hat (lowers the ratio) in the draws where it binds; the reported value's clip
binds only for runs at 0 or 1; sequential Poisson sampling is Poisson sampling only approximately
(its sample size is fixed). Step 2 is exact.

Holes. A new run meets a judged set: most pool pairs already have a human grade, and the pairs no
human graded (the holes) are the only unknowns. Known pairs enter as sampled with pi = 1, so
phi_hat_d = phi(h_d) and 1_hat_dg = [h_d = g] exactly, they never fall in a jackknife group, and the
design (``hybrid_design``) covers the holes alone: the estimate is PPI over the holes, its interval
is about their uncertainty only, and with no hole sampled yet the value is the known grades plus the
calibrated prediction m_d in the holes (no interval).

Conventions: ``pool``'s (trec_eval's: a chunk outside the pool gains 0, every pool query counts).
"""

from labeler.metrics.hybrid.bounds import imputed_estimate, worst_case_bounds
from labeler.metrics.hybrid.calibration import llm_grade_shares
from labeler.metrics.hybrid.estimator import (
    JACKKNIFE_GROUPS,
    HybridEstimate,
    estimate,
    point_estimate,
    replicate_weights,
    t_quantile,
)
from labeler.metrics.hybrid.pool import (
    Pool,
    Sample,
    grade_counts,
    numerators,
    part_share,
    per_query_values,
    safe_ratio,
    true_values,
)
from labeler.metrics.hybrid.sequences import MINIMUM_GRADES, anytime_factor

__all__ = [
    "JACKKNIFE_GROUPS",
    "MINIMUM_GRADES",
    "HybridEstimate",
    "Pool",
    "Sample",
    "anytime_factor",
    "estimate",
    "grade_counts",
    "imputed_estimate",
    "llm_grade_shares",
    "numerators",
    "part_share",
    "per_query_values",
    "point_estimate",
    "replicate_weights",
    "safe_ratio",
    "t_quantile",
    "true_values",
    "worst_case_bounds",
]
