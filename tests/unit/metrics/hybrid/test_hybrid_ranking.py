"""The runs' order (metrics.hybrid.ranking): the hybrid estimates pulled towards the LLM's line.

Two worlds on one synthetic collection (30 queries, 40 pairs each, 12 runs of slowly falling quality,
so neighbours are close), the importance design at 10%, 12 draws:
- ``alike``: a lenient judge over-grades every run alike. Its order is nearly right; the hybrid
  estimates' noise swaps close runs. The ranking must keep the LLM's order (a ranking by the hybrid
  estimates alone fails here).
- ``fooled``: the judge gives the top grade to the pairs only the weaker runs retrieve, so its order is
  upside down. The ranking must follow the human grades (the LLM's line alone fails here).
"""

from __future__ import annotations

import numpy as np
import pytest

from labeler.metrics.hybrid import Pool, Sample, estimate, per_query_values, true_values
from labeler.metrics.hybrid.design import design_sizes, sequential_poisson
from labeler.metrics.hybrid.measures import ratio_measure
from labeler.metrics.hybrid.ranking import MINIMUM_RUNS_FOR_SLOPE, ranking_scores, scores_of
from labeler.metrics.stats.rank_correlation import kendall_tau

NDCG10 = ratio_measure("nDCG@10")
assert NDCG10 is not None


def world(kind: str, seed: int = 0, queries: int = 30, per: int = 40, runs: int = 12) -> tuple[Pool, np.ndarray]:
    """(pool, human grades) of the module docstring's world ``kind``."""
    rng = np.random.default_rng(seed)
    query = np.repeat(np.arange(queries), per)
    human = rng.choice(4, size=len(query), p=[0.5, 0.25, 0.15, 0.1])
    top = np.full((runs, queries, 10), -1)
    for r in range(runs):
        for q in range(queries):
            own = np.arange(q * per, (q + 1) * per)
            top[r, q] = own[np.argsort(-(human[own] + rng.normal(0, 0.8 + 0.08 * r, per)))[:10]]
    if kind == "alike":
        llm = np.clip(human + rng.choice([0, 0, 1, 1, 2], size=len(query)), 0, 3)
    else:
        llm = np.clip(human + rng.choice([-1, 0, 0, 1], size=len(query)), 0, 3)
        weak, strong = np.zeros(len(query), bool), np.zeros(len(query), bool)
        weak[top[runs // 2:].ravel()] = True
        strong[top[: runs // 2].ravel()] = True
        llm[weak & ~strong] = 3
    return Pool(query, queries, llm, top), human


def mean_taus(kind: str, draws: int = 12, budget: float = 0.10) -> dict[str, float]:
    """Mean Kendall tau with the truth of the LLM alone, the hybrid estimates, the ranking, and the line alone."""
    pool, human = world(kind)
    truth = true_values(pool, human, NDCG10)
    llm = per_query_values(pool, pool.llm, NDCG10).mean(axis=1)
    sizes = design_sizes(pool, NDCG10)
    rng = np.random.default_rng(1)
    taus: dict[str, list[float]] = {"hybrid": [], "ranking": [], "line": []}
    for _ in range(draws):
        chosen = sequential_poisson(sizes, rng.random(pool.size), int(budget * pool.size))
        grade = np.full(pool.size, -1)
        grade[chosen.order] = human[chosen.order]
        result = estimate(pool, Sample(grade, chosen.pi), NDCG10)
        taus["hybrid"].append(kendall_tau(result.value, truth))
        taus["ranking"].append(kendall_tau(scores_of(result, llm), truth))
        taus["line"].append(kendall_tau(scores_of(result, llm, spread=0.0), truth))
    return {"llm": kendall_tau(llm, truth)} | {key: float(np.mean(value)) for key, value in taus.items()}


@pytest.fixture(scope="module")
def alike() -> dict[str, float]:
    return mean_taus("alike")


@pytest.fixture(scope="module")
def fooled() -> dict[str, float]:
    return mean_taus("fooled")


def test_a_judge_that_errs_alike_on_every_run_keeps_its_order(alike: dict[str, float]) -> None:
    assert alike["ranking"] >= alike["llm"] - 0.02
    assert alike["ranking"] >= alike["hybrid"] + 0.05


def test_the_hybrid_estimates_alone_would_fail_there(alike: dict[str, float]) -> None:
    """The broken variant: ranked by the hybrid estimates, close runs swap (the reason the ranking exists)."""
    assert not alike["hybrid"] >= alike["llm"] - 0.02


def test_a_judge_fooled_by_some_runs_is_overruled(fooled: dict[str, float]) -> None:
    assert fooled["llm"] < 0
    assert fooled["ranking"] >= fooled["llm"] + 0.9
    assert fooled["ranking"] >= 0.7


def test_the_llm_line_alone_would_fail_there(fooled: dict[str, float]) -> None:
    """The broken variant: A forced to 0, the line of the hybrid estimates on the LLM's values alone. Its slope
    is fitted on the estimates, so it is not the LLM's order by construction, but the LLM's values say too
    little of the truth there."""
    assert not fooled["line"] >= 0.6


def test_runs_known_exactly_keep_their_values() -> None:
    value = np.array([0.5, 0.7, 0.6])
    assert ranking_scores(value, np.zeros(3), np.array([0.9, 0.1, 0.5])).tolist() == value.tolist()


@pytest.mark.parametrize("runs", [3, MINIMUM_RUNS_FOR_SLOPE - 1, MINIMUM_RUNS_FOR_SLOPE, 20])
def test_without_evidence_the_order_is_the_llms(runs: int) -> None:
    """Infinite standard errors (no jackknife yet): the estimates say nothing, the order is the LLM's."""
    rng = np.random.default_rng(runs)
    llm = rng.random(runs)
    value = llm + 0.1 + rng.normal(0, 0.3, runs)
    scores = ranking_scores(value, np.full(runs, np.inf), llm)
    assert np.argsort(-scores).tolist() == np.argsort(-llm).tolist()


@pytest.mark.parametrize("runs", [MINIMUM_RUNS_FOR_SLOPE, 20])
def test_from_enough_runs_the_line_has_its_own_slope(runs: int) -> None:
    """With A forced to 0 the score is the fitted line: from ``MINIMUM_RUNS_FOR_SLOPE`` runs with a standard
    error its slope is the estimates' (here negative: the LLM ranks the runs backwards), below it 1."""
    rng = np.random.default_rng(runs)
    llm = np.linspace(0.2, 0.9, runs)
    value = 1.0 - llm + rng.normal(0, 0.01, runs)
    fitted = ranking_scores(value, np.full(runs, 0.01), llm, spread=0.0)
    assert np.argsort(-fitted).tolist() == np.argsort(llm).tolist()
    few = ranking_scores(value[:3], np.full(3, 0.01), llm[:3], spread=0.0)
    assert np.argsort(-few).tolist() == np.argsort(-llm[:3]).tolist()


def test_an_error_the_runs_share_does_not_hide_their_spread() -> None:
    """Runs whose true values scatter around the LLM's line (A = 0.05^2) and whose estimates share one large
    error: the intercept absorbs a shared error, so subtracting it as if each run's were its own leaves no
    spread (A = 0: the LLM's order); with the covariance the moment estimate finds A."""
    from labeler.metrics.hybrid.ranking import _errors, _spread

    rng = np.random.default_rng(5)
    runs = 40
    llm = np.linspace(0.3, 0.8, runs)
    truth = llm + rng.normal(0, 0.05, runs)
    replicates = truth + rng.normal(0, 0.1 / np.sqrt(19), (20, 1)) + rng.normal(0, 0.005 / np.sqrt(19), (20, runs))
    value = truth + 0.08 + rng.normal(0, 0.005, runs)
    deviation = replicates - replicates.mean(axis=0)
    covariance = 19 / 20 * deviation.T @ deviation
    variance = np.diag(covariance)
    finite = np.ones(runs, dtype=bool)
    assert _spread(value, llm, _errors(variance, finite, None), finite, True) == 0.0
    assert _spread(value, llm, _errors(variance, finite, covariance), finite, True) == pytest.approx(0.05**2, rel=0.5)


def test_a_value_that_is_not_a_number_is_refused() -> None:
    with pytest.raises(ValueError, match="finite value"):
        ranking_scores(np.array([0.5, np.nan]), np.ones(2), np.array([0.4, 0.5]))


def test_a_pure_shift_is_seen_as_one() -> None:
    """Hybrid estimates that are the LLM's values plus one constant and noise the standard errors
    explain: no spread left (A = 0), so the order is the LLM's."""
    rng = np.random.default_rng(3)
    llm = np.linspace(0.3, 0.8, 20)
    value = llm + 0.05 + rng.normal(0, 0.01, 20)
    scores = ranking_scores(value, np.full(20, 0.05), llm)
    assert np.argsort(-scores).tolist() == np.argsort(-llm).tolist()


def test_one_value_per_run_is_required() -> None:
    with pytest.raises(ValueError, match="one value per run"):
        ranking_scores(np.zeros(3), np.zeros(2), np.zeros(3))
