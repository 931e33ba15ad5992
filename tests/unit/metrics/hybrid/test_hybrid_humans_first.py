"""Pairs that may fool the LLM judge form a certainty stratum: graded first, pi = 1, their LLM grade unused.

The world: a judge that obeys planted passages (LLM grade 3, human grade 0) and a run built to exploit
it, which puts one planted passage at rank 1 on a third of the queries and otherwise ranks as an honest
run does. Without the stratum the planted pairs are drawn as any other, are rarely in a 5% sample, and
the exploit's interval misses its truth in 20% of the draws (the same 40 draws); with it, the planted
pairs are graded first, the exploit's interval covers its truth as the honest runs' do and is about
half as wide.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from labeler.metrics.hybrid import HybridEstimate, Pool, Sample, estimate, true_values
from labeler.metrics.hybrid.calibration import cells, cross_fit
from labeler.metrics.hybrid.design import (
    certain_stratum,
    design_sizes,
    distrusted,
    graded_prefix,
    humans_first,
    sequential_poisson,
)
from labeler.metrics.hybrid.measures import ratio_measure

NDCG10 = ratio_measure("nDCG@10")
assert NDCG10 is not None


def exploited(seed: int = 0, queries: int = 30, per: int = 40, attacked: int = 10, runs: int = 10
              ) -> tuple[Pool, np.ndarray, np.ndarray]:
    """(pool, human grades, planted mask): honest runs of decreasing quality, then the exploit."""
    rng = np.random.default_rng(seed)
    counts = np.full(queries, per)
    counts[:attacked] += 1
    query = np.repeat(np.arange(queries), counts)
    starts = np.concatenate([[0], np.cumsum(counts)[:-1]])
    human = rng.choice(4, size=len(query), p=[0.5, 0.25, 0.15, 0.1])
    llm = np.clip(human + rng.choice([-1, 0, 0, 0, 1], size=len(query)), 0, 3)
    planted = np.zeros(len(query), dtype=bool)
    planted[starts[:attacked] + per] = True
    human[planted], llm[planted] = 0, 3                      # the judge obeys the planted passage
    top = np.full((runs + 1, queries, 10), -1)
    for r in range(runs):
        for q in range(queries):
            own = np.arange(starts[q], starts[q] + per)
            top[r, q] = own[np.argsort(-(human[own] + rng.normal(0, 0.5 + 0.2 * r, per)))[:10]]
    top[runs] = top[0]
    top[runs, :attacked] = np.column_stack([starts[:attacked] + per, top[0, :attacked, :9]])
    return Pool(query, queries, llm, top), human, planted


def drawn_estimates(pool: Pool, human: np.ndarray, sizes: np.ndarray, budget: float, draws: int, seed: int
                    ) -> Iterator[HybridEstimate]:
    """The estimate (over ``pool``) of each of ``draws`` samples of ``budget`` of the pairs by ``sizes``."""
    rng = np.random.default_rng(seed)
    for _ in range(draws):
        chosen = sequential_poisson(sizes, rng.random(pool.size), int(budget * pool.size))
        grade = np.full(pool.size, -1)
        grade[chosen.order] = human[chosen.order]
        yield estimate(pool, Sample(grade, chosen.pi), NDCG10)


def _coverage(first: bool, draws: int = 40, budget: float = 0.05, aside: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """(coverage per run, mean half-width per run) over ``draws`` samples, with or without the stratum;
    ``aside``: the planted pairs drawn as any other, their LLM grade set aside (the learned stage's flags)."""
    pool, human, planted = exploited()
    truth = true_values(pool, human, NDCG10)
    sizes = design_sizes(pool, NDCG10, first=planted if first else None)
    seen = distrusted(pool, planted) if first or aside else pool
    covered, widths = [], []
    for result in drawn_estimates(seen, human, sizes, budget, draws, seed=1):
        half = result.half_width(result.stderr())
        covered.append(np.abs(result.value - truth) <= half)
        widths.append(half)
    return np.mean(covered, axis=0), np.mean(widths, axis=0)


def test_the_run_exploiting_an_obeying_judge_stays_within_its_interval_only_with_humans_first():
    plain, plain_width = _coverage(first=False)
    first, first_width = _coverage(first=True)
    assert plain[-1] <= 0.85                       # without the stratum: the exploit's interval misses
    assert first[-1] >= 0.93                       # with it: covered as an honest run is
    assert first[:-1].mean() >= 0.93
    assert first_width[-1] < 0.6 * plain_width[-1]  # and the planted pairs' grades cost it no width


@pytest.mark.parametrize("budget", [0.05, 0.10])
def test_setting_the_llm_grade_aside_without_grading_first_also_keeps_the_exploit_within_its_interval(budget):
    """The learned stage's weaker verdict costs no grade first: its pairs are drawn as any other, but the
    obeyed grade is read nowhere, so the prediction gives the exploit's planted pairs no gain."""
    plain, plain_width = _coverage(first=False, budget=budget, draws=120)
    aside, aside_width = _coverage(first=False, budget=budget, draws=120, aside=True)
    assert plain[-1] <= 0.87
    assert aside[-1] >= 0.93 and aside[:-1].mean() >= 0.93
    assert aside_width[-1] < 0.6 * plain_width[-1]


def test_the_stratum_is_graded_first_with_certainty_and_read_back_from_the_sizes():
    pool, _, planted = exploited()
    sizes = design_sizes(pool, NDCG10, first=planted)
    assert np.array_equal(certain_stratum(sizes), planted)
    assert not certain_stratum(design_sizes(pool, NDCG10)).any()
    assert not certain_stratum(design_sizes(pool, NDCG10, strategy="top")).any()
    unknown = np.where(np.arange(pool.size) % 3 == 0, np.nan, sizes)     # sizes a stored design has not got yet
    assert np.array_equal(certain_stratum(unknown), planted & ~np.isnan(unknown))
    uniforms = np.random.default_rng(3).random(pool.size)
    uniforms[planted] = 1 - np.linspace(1e-9, 1e-3, int(planted.sum()))   # the last of all in an ordinary order
    chosen = sequential_poisson(sizes, uniforms, int(planted.sum()) + 5)
    assert set(chosen.order[: planted.sum()]) == set(np.flatnonzero(planted))
    assert (chosen.pi[planted] == 1.0).all() and (chosen.pi[~planted] < 1.0).all()
    # a prefix stopped inside the stratum holds stratum pairs only, and no other pair can be in it
    graded = np.zeros(pool.size, dtype=bool)
    graded[chosen.order[:3]] = True
    prefix = graded_prefix(sizes, uniforms, graded)
    assert len(prefix.order) == 3 and planted[prefix.order].all()
    assert prefix.pi[~planted].max() < 1e-9


def test_no_stratum_leaves_the_sizes_as_they_were():
    pool, _, planted = exploited()
    plain = design_sizes(pool, NDCG10)
    assert np.array_equal(humans_first(plain, np.zeros(pool.size, dtype=bool)), plain)
    assert np.array_equal(design_sizes(pool, NDCG10, first=planted)[~planted], plain[~planted])


@pytest.mark.parametrize("llm_grade", [0, 3])
def test_a_distrusted_pair_is_predicted_without_its_llm_grade_and_calibrates_nothing(llm_grade):
    pool, human, planted = exploited()
    seen = distrusted(pool, planted)
    cell, n_cells = cells(seen, NDCG10.depth)
    grade = np.where(np.arange(pool.size) % 7 == 0, human, -1)
    weight = np.where(grade >= 0, 7.0, 0.0)
    probs = cross_fit(seen, cell, n_cells, grade, weight, 2.0)
    changed = Pool(pool.query, pool.n_queries, np.where(planted, llm_grade, pool.llm), pool.top, seen.rated)
    again = cross_fit(changed, cells(changed, NDCG10.depth)[0], n_cells, grade, weight, 2.0)
    # the planted pairs' LLM grade (obeyed or not) moves no prediction, theirs or the others'
    assert np.allclose(again, probs)
    assert np.allclose(probs[planted], probs[planted][0])
