"""``labeler simulate``: how good would hybrid estimates be at each human budget, on a fully judged collection?

Given a collection where humans graded every pool pair (a pilot, or TREC DL) and an LLM graded the
same pairs, each draw pretends humans graded only a budget of them, estimates every run, and
compares with the truth (the measure under all human grades). Over many draws this gives, per
budget and strategy: the mean absolute error per run and its mean sign (bias), the mean interval
half-width, how often the interval covers the truth (per run, and per pair of runs for their
difference), Kendall's tau between the estimated and the true ranking - overall and per bin of
run quality (true value below 0.4, 0.4-0.6, 0.6-0.8, 0.8 and above by default), since an estimator
can be right on average and wrong for the strongest runs.

Strategies: the sampling designs of ``metrics.hybrid.design`` (importance, uniform, top) with the
hybrid estimator, and three baselines (``metrics.hybrid.baselines``): ``llm`` (LLM grades only),
``queries`` (humans grade whole random queries, PPI at the query level), ``calibrated`` (a random
sample of pairs maps LLM grades to human grades, plugged in without correction). Draws use the
design code of ``labeler sample`` (sizes, then the first n of the order U_d / s_d).

Synthetic runs (``synthetic``) can join the collection's own, so that every quality is present.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

import numpy as np

from labeler.domain.errors import LabelerError
from labeler.metrics.hybrid import HybridEstimate, Pool, Sample, estimate, per_query_values
from labeler.metrics.hybrid.baselines import calibrated_plugin, queries_for_budget, query_ppi
from labeler.metrics.hybrid.design import STRATEGIES, design_sizes, sequential_poisson
from labeler.metrics.hybrid.measures import RatioMeasure
from labeler.services.estimation.hybrid import hybrid_measures
from labeler.services.simulation.stats import DEFAULT_BINS, Accumulator, SimulationRow
from labeler.services.simulation.synthetic import synthetic_runs

if TYPE_CHECKING:
    from labeler.dataio.estimation.pool_arrays import HybridPool

BASELINES: tuple[str, ...] = ("llm", "queries", "calibrated")
SIMULATION_STRATEGIES: tuple[str, ...] = STRATEGIES + BASELINES
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class SimulationResult:
    """Every row, with what was simulated."""

    measure: str
    draws: int
    confidence: float
    seed: int
    pairs: int
    queries: int
    runs: int
    rows: list[SimulationRow]
    notes: list[str] = field(default_factory=list)
    synthetic_runs: int = 0
    bins: tuple[float, ...] = DEFAULT_BINS
    truth: list[float] = field(default_factory=list)
    llm_values: list[float] = field(default_factory=list)


def parse_budgets(text: str, pairs: int) -> list[float]:
    """'5%,10%,20%' or '0.05,0.1' or '500,1000' (pair counts) as fractions of the pool."""
    budgets = []
    for part in (p.strip() for p in text.split(",") if p.strip()):
        try:
            value = float(part[:-1]) / 100 if part.endswith("%") else float(part)
        except ValueError:
            raise LabelerError(f"--budget: {part!r} is not a percentage (10%), a fraction (0.1) or a count (500)") from None
        fraction = value / pairs if value >= 1 and not part.endswith("%") else value
        if not 0 < fraction <= 1:
            raise LabelerError(f"--budget: {part!r} is not between 0 and the {pairs:,} pairs of the pool")
        budgets.append(fraction)
    if not budgets:
        raise LabelerError("--budget: give at least one budget, e.g. 5%,10%,20%")
    return budgets


def restricted(pool: Pool, keep: np.ndarray) -> Pool:
    """The pool without the pairs not kept; a run's chunk that is dropped becomes unjudged (gains 0)."""
    new_index = np.full(pool.size, -1)
    new_index[keep] = np.arange(int(keep.sum()))
    top = np.where(pool.top >= 0, new_index[np.maximum(pool.top, 0)], -1)
    return Pool(query=pool.query[keep], n_queries=pool.n_queries, llm=pool.llm[keep], top=top,
                rated=None if pool.rated is None else pool.rated[keep],
                evidence=None if pool.evidence is None else np.asarray(pool.evidence)[keep])


def with_synthetic_runs(pool: Pool, human: np.ndarray, count: int, depth: int, seed: int) -> Pool:
    """The pool with ``count`` synthetic runs after its own (``synthetic.synthetic_runs``)."""
    made = synthetic_runs(pool.query, pool.n_queries, human, pool.llm, count, depth=depth, seed=seed)
    width = max(pool.top.shape[2] if pool.top.size else depth, depth)
    own = np.full((pool.top.shape[0], pool.n_queries, width), -1, dtype=np.int64)
    own[:, :, : pool.top.shape[2]] = pool.top
    extra = np.full((len(made), pool.n_queries, width), -1, dtype=np.int64)
    extra[:, :, :depth] = made
    return replace(pool, top=np.concatenate([own, extra]))


def simulate(source: "HybridPool", human: np.ndarray, measure_name: str, budgets: Sequence[float],
             strategies: Sequence[str], *, draws: int = 200, seed: int = 0, confidence: float = 0.95,
             progress: Progress | None = None, bins: Sequence[float] = DEFAULT_BINS,
             synthetic: int = 0) -> SimulationResult:
    """Run the simulation (module docstring); ``human`` is the full human grade of each pool pair (-1: none)."""
    measure = hybrid_measures([measure_name])[0]
    if len(source.run_names) + synthetic < 2:
        raise LabelerError("simulate needs at least two runs (it measures how well their order is kept): "
                           "give more runs or --synthetic-runs")
    graded = human >= 0
    notes = []
    pool = source.pool
    if not graded.all():
        notes.append(f"{int((~graded).sum()):,} LLM-graded pairs have no human grade: left out of the pool "
                     "(the truth is the measure over the pairs both graded)")
        pool, human = restricted(pool, graded), human[graded]
    probs = source.llm_probs[graded] if source.llm_probs is not None else None
    real = np.ones(pool.top.shape[0] + synthetic, dtype=bool)
    if synthetic:
        pool = with_synthetic_runs(pool, human, synthetic, measure.depth, seed)
        real[-synthetic:] = False
        notes.append(f"{synthetic} synthetic runs over the judged pool join the {len(source.run_names)} given "
                     "(ranked by human grade plus noise, some queries perfectly, unjudged passages mixed in)")
    return simulate_pool(pool, human, measure, budgets, strategies, draws=draws, seed=seed, confidence=confidence,
                         progress=progress, bins=bins, llm_probs=probs, real=real, notes=notes)


def simulate_pool(pool: Pool, human: np.ndarray, measure: RatioMeasure, budgets: Sequence[float],
                  strategies: Sequence[str], *, draws: int = 200, seed: int = 0, confidence: float = 0.95,
                  progress: Progress | None = None, bins: Sequence[float] = DEFAULT_BINS,
                  llm_probs: np.ndarray | None = None, real: np.ndarray | None = None,
                  notes: Sequence[str] = ()) -> SimulationResult:
    """The simulation over arrays: every pool pair has a human grade in ``human`` (0..3)."""
    unknown = [s for s in strategies if s not in SIMULATION_STRATEGIES]
    if unknown:
        raise LabelerError(f"unknown strategy {', '.join(unknown)}; use {', '.join(SIMULATION_STRATEGIES)}")
    if draws < 2:
        raise LabelerError("--draws must be at least 2")
    real = np.ones(pool.top.shape[0], dtype=bool) if real is None else real
    truth_by_query = per_query_values(pool, human, measure)
    truth = truth_by_query.mean(axis=1)
    llm_by_query = per_query_values(pool, pool.llm, measure)
    pairs_per_query = np.bincount(pool.query, minlength=pool.n_queries)
    streams = np.random.SeedSequence(seed).spawn(len(budgets) * len(strategies))
    total, done = len(budgets) * len(strategies) * draws, 0
    rows = []
    for b, budget in enumerate(budgets):
        n = max(1, int(round(budget * pool.size)))
        for s, strategy in enumerate(strategies):
            rng = np.random.default_rng(streams[b * len(strategies) + s])
            sizes = design_sizes(pool, measure, strategy, llm_probs=llm_probs) if strategy in STRATEGIES else None
            stats = Accumulator(truth, real)
            for _ in range(draws):
                _one_draw(stats, strategy, pool, human, measure, n, sizes, rng, truth, truth_by_query,
                          llm_by_query, pairs_per_query, confidence)
                done += 1
                if progress:
                    progress(done, total)
            rows.append(stats.row(budget, strategy, bins))
    return SimulationResult(measure.name, draws, confidence, seed, pool.size, pool.n_queries, len(truth), rows,
                            list(notes), int((~real).sum()), tuple(bins), truth.tolist(),
                            llm_by_query.mean(axis=1).tolist())


def _one_draw(stats: Accumulator, strategy: str, pool: Pool, human: np.ndarray, measure: RatioMeasure, n: int,
              sizes: np.ndarray | None, rng: np.random.Generator, truth: np.ndarray, truth_by_query: np.ndarray,
              llm_by_query: np.ndarray, pairs_per_query: np.ndarray, confidence: float) -> None:
    if strategy == "llm":
        stats.add(llm_by_query.mean(axis=1), 0)
    elif strategy == "queries":
        chosen = queries_for_budget(pairs_per_query, n, rng)
        value, half = query_ppi(llm_by_query, truth_by_query, chosen, confidence)
        stats.add(value, int(pairs_per_query[chosen].sum()), half)
    elif strategy == "calibrated":
        picked = rng.choice(pool.size, size=n, replace=False)
        grade = np.full(pool.size, -1)
        grade[picked] = human[picked]
        stats.add(calibrated_plugin(pool, Sample(grade, np.full(pool.size, n / pool.size)), measure), n)
    else:
        assert sizes is not None
        chosen_pairs = sequential_poisson(sizes, rng.random(pool.size), n)
        grade = np.full(pool.size, -1)
        grade[chosen_pairs.order] = human[chosen_pairs.order]
        result = estimate(pool, Sample(grade, chosen_pairs.pi), measure)
        stats.add(result.value, n, result.half_width(result.stderr(), confidence),
                  difference_coverage(result, truth, confidence))


def difference_coverage(result: HybridEstimate, truth: np.ndarray, confidence: float) -> float:
    """Share of run pairs whose difference interval covers the true difference (jackknife replicates)."""
    reps = result.replicates
    if reps.shape[0] < 2:
        return 1.0
    upper = np.triu_indices(len(truth), k=1)
    stderr = result.spread((reps[:, :, None] - reps[:, None, :])[:, upper[0], upper[1]])
    estimate_gap = (result.value[:, None] - result.value[None, :])[upper]
    true_gap = (truth[:, None] - truth[None, :])[upper]
    return float(np.mean(np.abs(estimate_gap - true_gap) <= result.half_width(stderr, confidence)))
