"""Cross-fitted calibration: each pair's predicted human-grade distribution from the *other* sampled pairs.

Cells. A pair's cell is its LLM grade l_d and the share v_d of the runs that rank it in their top k
(the measure's depth), in four bands: no run, under 10%, 10-30%, 30% or more. Pairs many runs put
at the top are more often relevant than pairs with the same LLM grade that no run retrieves, so the
band sharpens the prediction (smaller residuals, narrower intervals); it is known before any human
grade, like the LLM grade.

Several judges. Where the pool carries other judges' grades of the same pairs (``Pool.evidence``), the
cell is the code of every judge's grade x band, A_c below counts in those cells and is shrunk to the
first judge's cell (its grade x band), that to P_l: one more level of the same shrinkage. The query
refinement below keeps the first judge's cells. Every grade must be fixed before sampling: a grade
that depends on the sample can put d's own human grade in d's cell.

Prediction. With design weights w_e (1/pi_e, or a jackknife replicate's), the weighted count of
human grade g in cell c and in LLM grade l are

    A_cg = sum_{e in S, c(e) = c} w_e [h_e = g],      B_lg = sum_{e in S, l_e = l} w_e [h_e = g],

and pair d's prediction leaves d itself out (cross-fitting, leave-one-out):

    P_lg^(-d) = (B_lg^(-d) + eps) / (B_l^(-d) + 4 eps)                      (the LLM grade's share)
    p_dg      = (A_{c(d)g}^(-d) + tau P_{l(d)g}^(-d)) / (A_{c(d)}^(-d) + tau)    (the cell's, shrunk to it)

where X^(-d) is X minus d's own term when d is sampled (X itself otherwise), eps = 1/8 of a pair and
tau = 2 N / sum_d pi_d (about two sampled pairs' weight: a fixed number of the design, not of the
sample).

Sampled pairs of the same query. The cells are shared by every query, so a judge lenient on some
queries and strict on others leaves a residual per query that the cells cannot see. The other pairs
the design drew from d's query and cell say it, a few at a time: with S_qcg their *unweighted* count
with human grade g,

    p'_dg = (S_{q(d)c(d)g}^(-d) + kappa_S p_dg) / (S_{q(d)c(d)}^(-d) + kappa_S),     kappa_S = 5 pairs.

Unweighted, because design weights would let one heavy pair decide a whole query's prediction (the
prediction only has to leave d out to keep the correction unbiased, not to estimate anything without
bias). In a jackknife replicate each sampled pair counts its replicate's factor (its weight times pi:
about 0 in the dropped group), so the replicates carry this refinement's own randomness.

Known pairs. Where pairs are graded with certainty (pi = 1: the judged set a new run's holes meet),
they say the same with more pairs per query: with C_qcg the count of certain pairs of query q in cell
c with human grade g,

    p''_dg = (C_{q(d)c(d)g}^(-d) + kappa p'_dg) / (C_{q(d)c(d)}^(-d) + kappa),     kappa = 10 pairs,

the query's own share, shrunk to the previous step's. Certain pairs are fixed before sampling, so
p''_d still does not depend on whether d was sampled. Pairs the LLM did not grade (``Pool.rated``) are left
out of every count (they have no LLM grade to be calibrated on, or one not to be trusted), and
their own prediction is the sampled pairs' weighted share of each grade, whatever their LLM grade. Because p_d does not depend on whether d itself was sampled, and under Poisson sampling d's
inclusion is independent of every other pair's, the correction [d in S] (y_d - p_d) / pi_d has mean
E[y_d - p_d] whatever p_d is, so the corrected estimates of ``hybrid.estimator`` are exactly
unbiased for every pair (not only to O(1/n), as a calibration fitted on the sample including d is).
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.hybrid.pool import Pool
from labeler.metrics.hybrid.measures import GRADES

VOTE_BANDS = (1e-12, 0.1, 0.3)  # edges of the run-vote bands: none, < 10%, 10-30%, >= 30% of the runs
SMOOTHING = 0.125               # eps: an eighth of a pair in every (LLM grade, human grade) cell
SHRINK_PAIRS = 2.0              # tau, in sampled pairs' worth of weight
QUERY_SHRINK = 10.0             # kappa, in certain pairs
SAMPLE_QUERY_SHRINK = 5.0       # kappa_S, in sampled pairs


def cells(pool: Pool, depth: int, *, evidence: bool = True) -> tuple[np.ndarray, int]:
    """(N,) calibration cell of each pair (LLM evidence x run-vote band) and the number of cells; the
    evidence is the code of every judge's grade where the pool has several (``evidence=False``: the
    LLM grade alone, the coarser cell they are shrunk to)."""
    band = np.digitize(pool.votes(depth), VOTE_BANDS)
    bands = len(VOTE_BANDS) + 1
    code = pool.evidence_code if evidence else None
    if code is not None:
        return code[0] * bands + band, code[1] * bands
    levels = int(pool.llm.max(initial=0)) + 1
    return pool.llm * bands + band, levels * bands


def shrink_weight(pi: np.ndarray) -> float:
    """tau = SHRINK_PAIRS * N / sum_d pi_d: about two sampled pairs' design weight (a design constant)."""
    expected = float(np.sum(pi))
    return SHRINK_PAIRS * len(pi) / expected if expected > 0 else SHRINK_PAIRS


def cross_fit(pool: Pool, cell: np.ndarray, n_cells: int, grade: np.ndarray, weight: np.ndarray,
              tau: float, certain: np.ndarray | None = None, share: np.ndarray | None = None,
              coarse: tuple[np.ndarray, int] | None = None) -> np.ndarray:
    """(N, 4) p_dg: the calibrated distribution of each pair's human grade, leaving the pair out.

    ``grade``: (N,) human grade, -1 where not sampled; ``weight``: (N,) design weight of each sampled
    pair (0 elsewhere, or where a jackknife replicate drops it); ``certain``: (N,) pairs graded with
    certainty, whose per-query counts refine the prediction; ``share``: (N,) what each sampled pair
    counts for in its query's refinement (1, or its jackknife replicate's factor; None: no refinement
    by the sampled pairs); ``coarse``: (cell, number) of the LLM grade's cells the evidence's cells
    are shrunk to, where ``cell`` reads several judges (None: ``cell`` is the LLM grade's) (module docstring).
    """
    grade = np.where(pool.rated_mask, grade, -1)
    taken = grade >= 0
    human = np.where(taken, grade, 0)
    own = np.where(taken, weight, 0.0)[:, None] * np.eye(GRADES)[human]        # each pair's own term
    levels = int(pool.llm.max(initial=0)) + 1
    by_llm = _weighted_counts(pool.llm[taken], human[taken], own[taken].sum(axis=1), levels)
    parent = by_llm[pool.llm] - own + SMOOTHING
    parent /= parent.sum(axis=1, keepdims=True)
    if coarse is not None:  # several judges: their cell is shrunk to the LLM grade's cell, and that to the grade
        parent = _shrunk(coarse[0], coarse[1], human, taken, own, tau, parent)
    probs = _shrunk(cell, n_cells, human, taken, own, tau, parent)
    # each query's refinement keeps the LLM grade's cells: a query's few sampled pairs split by every
    # judge's grade would leave most of its places empty
    near, n_near = (cell, n_cells) if coarse is None else coarse
    places, n_places = pool.query * n_near + near, pool.n_queries * n_near
    sure = taken & (np.zeros(len(taken), dtype=bool) if certain is None else certain)
    if share is not None:
        probs = _by_query(probs, places, n_places, human, np.where(taken & ~sure, share, 0.0), SAMPLE_QUERY_SHRINK)
    if sure.any():
        probs = _by_query(probs, places, n_places, human, np.where(sure, 1.0, 0.0), QUERY_SHRINK)
    unrated = ~pool.rated_mask
    if unrated.any():  # no LLM grade to read (or one not to be trusted): the sample's share of each grade
        overall = by_llm.sum(axis=0) + SMOOTHING
        probs[unrated] = overall / overall.sum()
    return np.asarray(probs)


def _shrunk(cell: np.ndarray, n_cells: int, human: np.ndarray, taken: np.ndarray, own: np.ndarray, tau: float,
            parent: np.ndarray) -> np.ndarray:
    """(A_cell^(-d) + tau parent) / (A_cell^(-d) + tau): each pair's cell's leave-one-out weighted grade
    counts, shrunk to ``parent`` by tau."""
    local = _weighted_counts(cell[taken], human[taken], own[taken].sum(axis=1), n_cells)[cell] - own
    return np.asarray((local + tau * parent) / (local.sum(axis=1, keepdims=True) + tau))


def _by_query(probs: np.ndarray, places: np.ndarray, n_places: int, human: np.ndarray, count: np.ndarray,
              kappa: float) -> np.ndarray:
    """probs refined by the other counted pairs of each pair's (query, cell): (C + kappa p) / (C + kappa),
    C the leave-one-out counts of each human grade, each pair counting ``count`` (0: not at all)."""
    counted = count > 0
    mine = count[:, None] * np.eye(GRADES)[human]
    near = _weighted_counts(places[counted], human[counted], count[counted], n_places)[places] - mine
    return np.asarray((near + kappa * probs) / (near.sum(axis=1, keepdims=True) + kappa))


def _weighted_counts(index: np.ndarray, grade: np.ndarray, weight: np.ndarray, n: int) -> np.ndarray:
    """(n, 4) sums of weight by (index, grade)."""
    return np.bincount(index * GRADES + grade, weights=weight, minlength=n * GRADES).reshape(n, GRADES)


def llm_grade_shares(llm: np.ndarray, grade: np.ndarray, weight: np.ndarray) -> np.ndarray:
    """P[l, g]: the weighted share of human grade g among graded pairs the LLM graded l, plus eps per
    cell (no cross-fitting): the naive calibration of the plug-in baseline and of worst-case values."""
    taken = grade >= 0
    levels = int(llm.max(initial=0)) + 1
    table = _weighted_counts(llm[taken], grade[taken], weight[taken], levels) + SMOOTHING
    return np.asarray(table / table.sum(axis=1, keepdims=True))
