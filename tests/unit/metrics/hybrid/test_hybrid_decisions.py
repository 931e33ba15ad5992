"""A design aimed at a decision (``decision_sizes``: the top k in order, MTC's idea): its grades go where
the close comparisons differ, its differences stay covered as any design's do, and at the same budget the
comparison that decides the top 1 has a smaller standard error than under the importance design."""

from __future__ import annotations

import numpy as np

from labeler.metrics.hybrid import Pool, true_values
from labeler.metrics.hybrid.design import decision_sizes, design_sizes
from labeler.metrics.hybrid.linear import contrasts, influence
from labeler.metrics.hybrid.design import generic_prior
from labeler.metrics.hybrid.measures import ratio_measure
from tests.unit.metrics.hybrid.test_hybrid import strong_collection
from tests.unit.metrics.hybrid.test_hybrid_humans_first import drawn_estimates

NDCG10 = ratio_measure("nDCG@10")
assert NDCG10 is not None


def test_a_pair_two_runs_rank_alike_does_not_move_their_difference():
    pool, _ = strong_collection()
    twin = Pool(pool.query, pool.n_queries, pool.llm, np.concatenate([pool.top, pool.top[:1]]))
    pieces = influence(twin, NDCG10, generic_prior(twin.llm))
    assert np.allclose(contrasts(pieces, [(0, len(twin.top) - 1)], np.ones(1)), 0.0)
    assert contrasts(pieces, [(0, 1)], np.ones(1)).max() > 0


def _draws(sizes: np.ndarray, pool: Pool, human: np.ndarray, budget: float, draws: int = 60
           ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(differences of every run to run 0, their jackknife standard errors, the true differences) per draw."""
    truth = true_values(pool, human, NDCG10)
    gaps, errors = [], []
    for result in drawn_estimates(pool, human, sizes, budget, draws, seed=11):
        pairs = [result.difference(0, r) for r in range(1, len(truth))]
        gaps.append([value for value, _ in pairs])
        errors.append([stderr for _, stderr in pairs])
    return np.array(gaps), np.array(errors), truth[0] - truth[1:]


def test_the_decision_design_keeps_differences_covered_and_narrows_the_close_one():
    pool, human = strong_collection()
    truth = true_values(pool, human, NDCG10)
    assert truth[0] > truth[1] > truth[2]                       # the runs come best first
    aimed = decision_sizes(pool, NDCG10, 1)
    plain = design_sizes(pool, NDCG10)
    gaps, errors, true_gaps = _draws(aimed, pool, human, 0.1)
    covered = np.abs(gaps - true_gaps) <= 2.093 * errors         # t_19 at 95%, per comparison
    assert covered.mean() >= 0.93 and covered.mean(axis=0).min() >= 0.85
    _, plain_errors, _ = _draws(plain, pool, human, 0.1)
    # the top 1 rests on run 0 against each other run; the closest one is what decides it
    assert errors[:, 0].mean() < 0.85 * plain_errors[:, 0].mean()


def test_runs_to_decide_among_can_be_chosen():
    pool, _ = strong_collection()
    some = decision_sizes(pool, NDCG10, 1, runs=np.array([3, 4, 5]))
    every = decision_sizes(pool, NDCG10, 1)
    assert some.shape == every.shape and not np.allclose(some, every)
    assert (some > 0).all()
