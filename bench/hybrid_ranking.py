"""The runs' order (``bench_hybrid.py rank``): Kendall tau with the true ranking of the LLM alone, the hybrid
estimates and ``labeler.metrics.hybrid.ranking``'s scores, per collection, judge and budget, on the same draws.

Variants beside the product's:
- ``no line``: the hybrid estimates shrunk towards their mean instead of the LLM's line (the LLM's values left
  out of the model): what the covariate brings;
- ``A = 0``: the fitted line alone (A forced to 0: the LLM's values through the slope the estimates give
  them, a shared shift below 8 runs): what the hybrid estimates bring beyond the line.

The product's order is the ranking scores' order moved as far as every settled difference needs
(``order_respecting`` over ``settled_matrix``), runs with the same score tied (``tied_groups``: identical
runs), and that is what the "ranking" columns measure.

Real runs: the collection's own runs only, their scores computed as the product computes them for the runs a
user evaluates (the model fitted on those runs, from the same joint estimates); also the all-runs fit
restricted to them.
"""

from __future__ import annotations

import argparse
from typing import Any

import numpy as np


def shrunk_to_mean(value: np.ndarray, stderr: np.ndarray) -> np.ndarray:
    """The broken variant "no line": each value shrunk towards the runs' mean by A / (A + D_r)."""
    variance = stderr**2
    spread = max(0.0, float(np.var(value, ddof=1) - np.mean(variance)))
    weight = np.where(spread + variance > 0, spread / np.maximum(spread + variance, 1e-300), 1.0)
    return np.asarray(weight * value + (1 - weight) * value.mean())


def ordered(scores: np.ndarray, above: np.ndarray) -> np.ndarray:
    """The product's order (the scores moved as far as the settled differences need, runs with the same score
    tied as the product shows them) as descending scores."""
    from labeler.metrics.hybrid.ranking import order_respecting, tied_groups

    position = np.empty(len(scores))
    for place, group in enumerate(tied_groups(order_respecting(scores, above), scores)):
        position[group] = -float(place)
    return position


def rank_bench(args: argparse.Namespace) -> None:
    """Kendall tau of each ordering over ``args.draws`` draws of the importance design (module docstring)."""
    from bench.bench_hybrid import COLLECTIONS, _save, collection, ideal_design, machine
    from labeler.metrics.hybrid import Sample, estimate, per_query_values
    from labeler.metrics.hybrid.design import sequential_poisson
    from labeler.metrics.hybrid.measures import ratio_measure
    from labeler.metrics.hybrid.ranking import scores_of
    from labeler.metrics.hybrid.sequences import settled_matrix
    from labeler.metrics.stats.rank_correlation import kendall_tau

    measure = ratio_measure("nDCG@10")
    assert measure is not None
    document: dict[str, Any] = {"machine": machine(), "draws": args.draws, "seed": args.seed, "configs": []}
    print("| collection, judge | budget | LLM alone | hybrid estimates | **ranking scores** | no line | A = 0 | "
          "real runs: LLM alone | hybrid | **ranking** (all-runs fit) | no line | real pairs settled the wrong "
          "way, over the draws |\n|---|---|---|---|---|---|---|---|---|---|---|---|", flush=True)
    for name in args.collections.split(","):
        for judge in args.judges.split(","):
            pool, human, real = collection(name, judge)
            truth = per_query_values(pool, human, measure).mean(axis=1)
            llm = per_query_values(pool, pool.llm, measure).mean(axis=1)
            sizes, judged = ideal_design(pool, measure, 0)
            for budget in (float(b) / 100 for b in args.budgets.split(",")):
                n = int(round(budget * pool.size))
                rng = np.random.default_rng(args.seed)
                wrong = settled = 0  # pairs of real runs settled, and settled the wrong way, over the draws
                taus: dict[str, list[float]] = {k: [] for k in (
                    "hybrid", "ranking", "no line", "A = 0", "real hybrid", "real ranking", "real ranking (all)",
                    "real no line")}
                for _ in range(args.draws):
                    chosen = sequential_poisson(sizes, rng.random(pool.size), n)
                    grade = np.full(pool.size, -1)
                    grade[chosen.order] = human[chosen.order]
                    result = estimate(judged, Sample(grade, chosen.pi), measure)
                    stderr = np.sqrt(np.diag(result.covariance()))  # the variances scores_of reads
                    above = settled_matrix(result, n, pool.size)
                    wrong += int((above & (truth[:, None] < truth[None, :]))[np.ix_(real, real)].sum())
                    settled += int(above[np.ix_(real, real)].sum())
                    scores = ordered(scores_of(result, llm), above)
                    line_only = scores_of(result, llm, spread=0.0)
                    real_scores = ordered(scores_of(result, llm, runs=real), above[np.ix_(real, real)])
                    for key, ordering, mask in (
                            ("hybrid", result.value, None), ("ranking", scores, None),
                            ("no line", shrunk_to_mean(result.value, stderr), None), ("A = 0", line_only, None),
                            ("real hybrid", result.value, real), ("real ranking", real_scores, "fitted"),
                            ("real ranking (all)", scores, real),
                            ("real no line", shrunk_to_mean(result.value[real], stderr[real]), "fitted")):
                        if mask is None:
                            taus[key].append(kendall_tau(ordering, truth))
                        elif isinstance(mask, str):
                            taus[key].append(kendall_tau(ordering, truth[real]))
                        else:
                            taus[key].append(kendall_tau(ordering[mask], truth[mask]))
                row = {k: float(np.nanmean(v)) for k, v in taus.items()}
                row |= {"llm": kendall_tau(llm, truth), "real llm": kendall_tau(llm[real], truth[real]),
                        "settled real pairs": settled, "settled the wrong way": wrong,
                        "worst ranking draw": float(np.nanmin(taus["ranking"])),
                        "worst real ranking draw": float(np.nanmin(taus["real ranking"]))}
                document["configs"].append({"collection": name, "judge": judge, "budget": budget,
                                            "runs": int(len(truth)), "real_runs": int(real.sum()), **row})
                print(f"| {COLLECTIONS[name]}, {judge} | {budget:.0%} | {row['llm']:.3f} | {row['hybrid']:.3f} | "
                      f"**{row['ranking']:.3f}** | {row['no line']:.3f} | {row['A = 0']:.3f} | {row['real llm']:.3f} | "
                      f"{row['real hybrid']:.3f} | **{row['real ranking']:.3f}** ({row['real ranking (all)']:.3f}) | "
                      f"{row['real no line']:.3f} | {wrong:,} of {settled:,} |", flush=True)
                _save(document, args.out)
