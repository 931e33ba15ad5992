"""The runs' order on TREC DL 2021's 63 real runs (../shared), UMBRELA's grades, the importance design.

There the LLM alone ranks the runs well (Kendall tau 0.92 with the human ranking) and the hybrid
estimates, unbiased but noisy, rank them worse at 5% and 10% of the pool. The ranking scores must do at
least as well as the LLM alone (a small tolerance for 6 draws), and the hybrid estimates alone must not
(the reason the ranking exists; were they to, this test would say the ranking is no longer needed).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from labeler.dataio.estimation.pool_arrays import build_pool
from labeler.dataio.runs.reader import read_run
from labeler.metrics.hybrid import Sample, estimate, per_query_values
from labeler.metrics.hybrid.design import design_sizes, sequential_poisson
from labeler.metrics.hybrid.measures import ratio_measure
from labeler.metrics.hybrid.ranking import scores_of
from labeler.metrics.stats.rank_correlation import kendall_tau
from labeler.services.evaluation.scoring import read_qrels_file
from labeler.services.simulation import restricted

NDCG10 = ratio_measure("nDCG@10")
assert NDCG10 is not None


@pytest.fixture(scope="module")
def taus(dl21: Path) -> dict[float, dict[str, float]]:
    human_qrels = read_qrels_file(str(dl21 / "qrels.human.txt"))
    runs = [read_run(str(path)) for path in sorted((dl21 / "runs").glob("*.run"))]
    built = build_pool(read_qrels_file(str(dl21 / "qrels.umbrela-gpt4.txt")), runs, 10)
    human = built.align(human_qrels)
    keep = human >= 0  # the pairs both the humans and the LLM graded, as the harness reads them
    pool, human = restricted(built.pool, keep), human[keep]
    truth = per_query_values(pool, human, NDCG10).mean(axis=1)
    llm = per_query_values(pool, pool.llm, NDCG10).mean(axis=1)
    sizes = design_sizes(pool, NDCG10)
    found = {}
    for budget in (0.05, 0.10):
        rng = np.random.default_rng(0)
        hybrid, ranking = [], []
        for _ in range(6):
            chosen = sequential_poisson(sizes, rng.random(pool.size), int(round(budget * pool.size)))
            grade = np.full(pool.size, -1)
            grade[chosen.order] = human[chosen.order]
            result = estimate(pool, Sample(grade, chosen.pi), NDCG10)
            hybrid.append(kendall_tau(result.value, truth))
            ranking.append(kendall_tau(scores_of(result, llm), truth))
        found[budget] = {"llm": kendall_tau(llm, truth), "hybrid": float(np.mean(hybrid)),
                         "ranking": float(np.mean(ranking))}
    return found


@pytest.mark.parametrize("budget", [0.05, 0.10])
def test_the_ranking_orders_the_real_runs_as_well_as_the_llm_alone(taus, budget) -> None:
    assert taus[budget]["ranking"] >= taus[budget]["llm"] - 0.005


@pytest.mark.parametrize("budget", [0.05, 0.10])
def test_the_hybrid_estimates_alone_do_not(taus, budget) -> None:
    assert taus[budget]["hybrid"] < taus[budget]["llm"] - 0.01
