"""The validation harness of hybrid estimates (issues 14 and 24): generated data only, never committed.

    python bench/bench_hybrid.py sweep      # both collections, every judge, budgets 2/5/10/20%, per run-quality bin
    python bench/bench_hybrid.py sweep --before /tmp/main/labeler/metrics/hybrid.py   # the same with the old estimator
    python bench/bench_hybrid.py sweep --ideal 5 --draws 12 --budgets 5,10   # the ideal DCG's pairs graded first
    python bench/bench_hybrid.py sweep --ratio beale --draws 12 --budgets 5,10   # Beale's ratio in each query
    python bench/bench_hybrid.py sweep --two-phase 0.5 --draws 12 --budgets 5,10   # half the budget, then the rest
                                            # sized by its grades (hybrid_bound.py)
    python bench/bench_hybrid.py sweep --judges umbrela-gpt4,umbrela-gpt4+binary_gpt4+binary_gpt4o+binary_llama3.2
                                            # UMBRELA alone, then with the binary judges' count as evidence
    python bench/bench_hybrid.py spread --collections dl19 --judges umbrela-gpt4 --budgets 5,10 --draws 12
                                            # where the interval's spread is overstated: each part's jackknife,
                                            # linearization and floor against its spread over the sweep's own
                                            # draws, and each candidate variance's coverage (hybrid_spread.py)
    python bench/bench_hybrid.py judges bench/out/hybrid-sweep-now.json   # each A+B+... beside A alone
    python bench/bench_hybrid.py ablation   # the bias decomposition: each mechanism switched off in turn
    python bench/bench_hybrid.py ablation --variants 'issue 24|now' --draws 12   # where the width comes from
    (before/after on the same draws: the same sweep with --no-baselines run from a `git archive` of the
    old commit beside this checkout (it reads ../shared beside itself), then `compare`; its estimator's rows
    become the "before" columns)
    python bench/bench_hybrid.py peeking    # a team that stops grading at the first settled comparison
    python bench/bench_hybrid.py planner    # labeler sample's promised half-width against the delivered one
    python bench/bench_hybrid.py humans-first   # the detector's flagged pairs first, with an obeying judge and without
    python bench/bench_hybrid.py decide     # grades until the top-2 / top-5 of the real runs is settled, watched throughout
    python bench/bench_hybrid.py bound      # how narrow can it get: the analytic half-width of oracle predictions and
                                            # designs (hybrid_bound.py), checked against draws with --check-draws
    python bench/bench_hybrid.py rank       # Kendall tau of the runs' order: LLM alone, hybrid estimates, ranking scores
    python bench/bench_hybrid.py table bench/out/hybrid-sweep-now.json    # Markdown tables of a saved sweep
    python bench/bench_hybrid.py compare bench/out/hybrid-sweep-before.json bench/out/hybrid-sweep-now.json

Collections: ../shared/data/trec-dl-2021 (63 runs) and trec-dl-2019 (3 runs), read in place, each with
12 synthetic runs over its judged pool (``labeler.services.simulation.synthetic``: nDCG@10 ~0.25 to
~0.98, queries ranked perfectly, unjudged passages mixed in). Judges: UMBRELA GPT-4 (0-3), the three
binary judges, and ``qdep`` (the human grades made lenient on a third of the queries, strict on a
third). Samples are drawn by the design code of ``labeler sample`` (importance sizes, sequential
Poisson order). Results go to bench/out/ as JSON; tables are printed as Markdown.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import sys
import time
from dataclasses import asdict, replace
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT / ".." / "shared" / "data"
OUT = ROOT / "bench" / "out"
COLLECTIONS = {"dl21": "trec-dl-2021", "dl19": "trec-dl-2019"}
JUDGES = ("umbrela-gpt4", "binary_gpt4", "binary_gpt4o", "binary_llama3.2", "qdep")
SYNTHETIC = 12

sys.path.insert(0, str(ROOT))


def machine() -> dict[str, Any]:
    """Where and when: the figures are statistics (draws are seeded); the load only changes wall time."""
    return {"host": platform.node(), "cpus": os.cpu_count(), "python": platform.python_version(),
            "load": round(os.getloadavg()[0], 1), "date": time.strftime("%Y-%m-%d %H:%M")}


def collection(name: str, judge: str, *, each: bool = False) -> tuple[Any, np.ndarray, np.ndarray]:
    """(Pool with the collection's runs then 12 synthetic ones, human grades, mask of the real runs); a judge
    ``A+B+...`` is A's grades with the others' as the calibration's evidence (``bench.hybrid_judges``)."""
    from bench.hybrid_judges import evidence, judge_names
    from labeler.dataio.estimation.pool_arrays import build_pool
    from labeler.dataio.runs.reader import read_run
    from labeler.metrics.hybrid import Pool
    from labeler.services.evaluation.scoring import read_qrels_file
    from labeler.services.simulation import restricted, with_synthetic_runs
    from labeler.services.simulation.synthetic import query_dependent_judge

    folder = SHARED / COLLECTIONS[name]
    if not folder.is_dir():
        sys.exit(f"no {COLLECTIONS[name]} at {folder} (../shared absent)")
    human_qrels = read_qrels_file(str(folder / "qrels.human.txt"))
    runs = [read_run(str(path)) for path in sorted((folder / "runs").glob("*.run"))]
    if judge == "qdep":
        built = build_pool(human_qrels, runs, 10)
        human = built.align(human_qrels)
        llm = query_dependent_judge(built.pool.query, built.pool.n_queries, human, seed=1234)
        pool = Pool(built.pool.query, built.pool.n_queries, llm, built.pool.top)
        extra = None
    else:
        primary, others = judge_names(judge)
        built = build_pool(read_qrels_file(str(folder / f"qrels.{primary}.txt")), runs, 10)
        human = built.align(human_qrels)
        pool = built.pool
        extra = evidence(built, folder, others, each=each) if others else None
        if (human < 0).any():
            keep = human >= 0
            pool, human = restricted(pool, keep), human[keep]
            extra = None if extra is None else extra[keep]
    real = np.r_[np.ones(pool.top.shape[0], bool), np.zeros(SYNTHETIC, bool)]
    return replace(with_synthetic_runs(pool, human, SYNTHETIC, 10, seed=0), evidence=extra), human, real


def load_before(path: str) -> ModuleType:
    """The estimator module of an older labeler (a file), to measure it on the same draws."""
    spec = importlib.util.spec_from_file_location("hybrid_before", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


def sweep(args: argparse.Namespace) -> None:
    from labeler.metrics.hybrid import Sample, estimate, per_query_values
    from labeler.metrics.hybrid.baselines import calibrated_plugin, queries_for_budget, query_ppi
    from labeler.metrics.hybrid.design import sequential_poisson
    from labeler.metrics.hybrid.measures import ratio_measure
    from labeler.services.simulation.stats import DEFAULT_BINS, Accumulator
    from bench.hybrid_bound import two_phase_sample

    measure = ratio_measure("nDCG@10")
    assert measure is not None
    before = load_before(args.before) if args.before else None
    label = "before" if before else "now"
    estimator: Callable[..., Any] = before.estimate if before else estimate
    if args.ratio != "plain":
        from functools import partial

        from bench.hybrid_ideal import beale_estimate
        estimator = partial(beale_estimate, linear=args.ratio == "beale-linear")
    document: dict[str, Any] = {"machine": machine(), "draws": args.draws, "seed": args.seed, "estimator": label,
                                "ideal_per_query": args.ideal, "ratio": args.ratio, "two_phase": args.two_phase,
                                "synthetic_runs": SYNTHETIC, "bins": list(DEFAULT_BINS), "configs": []}
    for name in args.collections.split(","):
        for judge in args.judges.split(","):
            pool, human, real = collection(name, judge, each=args.each)
            truth_q = per_query_values(pool, human, measure)
            truth, llm_q = truth_q.mean(axis=1), per_query_values(pool, pool.llm, measure)
            sizes, judged = ideal_design(pool, measure, args.ideal)
            per_query = np.bincount(pool.query, minlength=pool.n_queries)
            for budget in (float(b) / 100 for b in args.budgets.split(",")):
                n = int(round(budget * pool.size))
                rng = np.random.default_rng(args.seed)
                # the baselines draw from their own stream, so the estimator's draws are the same with them or without
                other = np.random.default_rng([args.seed, 1])
                phase = np.random.default_rng([args.seed, 2])
                rows: dict[str, Accumulator] = {k: Accumulator(truth, real) for k in
                                                ([label] if args.no_baselines else [label, "llm", "queries", "human", "calibrated"])}
                start = time.perf_counter()
                residuals = []
                for _ in range(args.draws):
                    uniforms = rng.random(pool.size)
                    if args.two_phase:  # the same first phase as the one-phase draws, a fresh stream for the rest
                        sample = two_phase_sample(judged, measure, sizes, uniforms, phase.random(pool.size), n,
                                                  args.two_phase, human)
                    else:
                        chosen = sequential_poisson(sizes, uniforms, n)
                        grade = np.full(pool.size, -1)
                        grade[chosen.order] = human[chosen.order]
                        sample = Sample(grade, chosen.pi)
                    result = estimator(judged, sample, measure)
                    rows[label].add(result.value, n, result.half_width(result.stderr()))
                    residuals.append(residual_variance(judged, sample, measure, human))
                    if args.no_baselines:
                        continue
                    rows["llm"].add(llm_q.mean(axis=1), 0)
                    graded = queries_for_budget(per_query, n, other)
                    value, half = query_ppi(llm_q, truth_q, graded)
                    rows["queries"].add(value, int(per_query[graded].sum()), half)
                    alone, alone_half = human_only(truth_q, graded)
                    rows["human"].add(alone, int(per_query[graded].sum()), alone_half)
                    picked = other.choice(pool.size, size=n, replace=False)
                    plain = np.full(pool.size, -1)
                    plain[picked] = human[picked]
                    rows["calibrated"].add(calibrated_plugin(pool, Sample(plain, np.full(pool.size, n / pool.size)),
                                                             measure), n)
                elapsed = time.perf_counter() - start
                for strategy, accumulator in rows.items():
                    row = accumulator.row(budget, strategy, DEFAULT_BINS)
                    document["configs"].append({"collection": name, "judge": judge, "pairs": pool.size,
                                                "runs": int(len(truth)), "real_runs": int(real.sum()),
                                                "seconds": round(elapsed, 1), **asdict(row),
                                                "residual": float(np.mean(residuals)) if strategy == label else None})
                print(f"{name} {judge} {budget:.0%}: {elapsed:.0f} s", file=sys.stderr, flush=True)
                _save(document, args.out)
    print(markdown(document))


def spread(args: argparse.Namespace) -> None:
    """The sweep's draws, each estimate's variance taken apart (``bench.hybrid_spread``), per bin."""
    from bench.hybrid_spread import pieces, summarize
    from labeler.metrics.hybrid import Sample, per_query_values
    from labeler.metrics.hybrid.design import sequential_poisson
    from labeler.metrics.hybrid.measures import ratio_measure
    from labeler.services.simulation.stats import DEFAULT_BINS

    measure = ratio_measure("nDCG@10")
    assert measure is not None
    document: dict[str, Any] = {"machine": machine(), "draws": args.draws, "seed": args.seed,
                                "poisson": args.poisson, "configs": []}
    for name in args.collections.split(","):
        for judge in args.judges.split(","):
            pool, human, _ = collection(name, judge)
            truth = per_query_values(pool, human, measure).mean(axis=1)
            sizes, judged = ideal_design(pool, measure, 0)
            for budget in (float(b) / 100 for b in args.budgets.split(",")):
                n = int(round(budget * pool.size))
                rng = np.random.default_rng(args.seed)  # the sweep's stream: the same samples as its draws
                start = time.perf_counter()
                draws = []
                fixed_pi = None
                for _ in range(args.draws):
                    uniforms = rng.random(pool.size)
                    chosen = sequential_poisson(sizes, uniforms, n)
                    grade = np.full(pool.size, -1)
                    if args.poisson:  # true Poisson sampling at the first draw's pi: a random sample size
                        fixed_pi = chosen.pi if fixed_pi is None else fixed_pi
                        taken = uniforms < fixed_pi
                        grade[taken] = human[taken]
                        draws.append(pieces(judged, Sample(grade, fixed_pi), measure, human))
                        continue
                    grade[chosen.order] = human[chosen.order]
                    draws.append(pieces(judged, Sample(grade, chosen.pi), measure, human))
                document["configs"].append({"collection": name, "judge": judge, "budget": budget,
                                            "runs": int(len(truth)), "seconds": round(time.perf_counter() - start, 1),
                                            **summarize(truth, draws, DEFAULT_BINS)})
                print(f"{name} {judge} {budget:.0%}: {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
                _save(document, args.out)
    print(spread_markdown(document))


def bias(args: argparse.Namespace) -> None:
    """The sweep's draws, each query's ideal DCG against the truth and the corrections (``bench.hybrid_bias``)."""
    from bench.hybrid_bias import draw, summarize
    from labeler.metrics.hybrid import Sample, grade_counts, per_query_values
    from labeler.metrics.hybrid.design import sequential_poisson
    from labeler.metrics.hybrid.estimator import predicted_grades
    from labeler.metrics.hybrid.measures import ratio_measure
    from labeler.services.simulation.stats import DEFAULT_BINS

    if args.table:
        from bench.hybrid_bias import report

        documents = [json.loads(Path(file).read_text()) for file in args.table.split(",")]
        print(bias_markdown(documents[0]) if len(documents) == 1 else report(documents, COLLECTIONS))
        return
    measure = ratio_measure("nDCG@10")
    assert measure is not None
    document: dict[str, Any] = {"machine": machine(), "draws": args.draws, "seed": args.seed, "configs": []}
    for name in args.collections.split(","):
        for judge in args.judges.split(","):
            pool, human, _ = collection(name, judge)
            truth = per_query_values(pool, human, measure).mean(axis=1)
            sizes, judged = ideal_design(pool, measure, 0)
            for budget in (float(b) / 100 for b in args.budgets.split(",")):
                n = int(round(budget * pool.size))
                rng = np.random.default_rng(args.seed)  # the sweep's stream: the same samples as its draws
                start = time.perf_counter()
                draws, prior = [], np.zeros((pool.n_queries, 4))
                for _ in range(args.draws):
                    uniforms = rng.random(pool.size)
                    chosen = sequential_poisson(sizes, uniforms, n)
                    grade = np.full(pool.size, -1)
                    grade[chosen.order] = human[chosen.order]
                    sample = Sample(grade, chosen.pi)
                    draws.append(draw(judged, sample, measure, model=not args.no_model))
                    prior += grade_counts(pool.query, pool.n_queries, predicted_grades(judged, sample, measure)) / args.draws
                document["configs"].append({"collection": name, "judge": judge, "budget": budget,
                                            "runs": int(len(truth)), "seconds": round(time.perf_counter() - start, 1),
                                            **summarize(judged, measure, human, truth, draws, prior, DEFAULT_BINS)})
                print(f"{name} {judge} {budget:.0%}: {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
                _save(document, args.out)
    print(bias_markdown(document))


def bias_markdown(document: dict[str, Any]) -> str:
    """The per-query diagnosis by group and each correction's coverage per bin beside main's."""
    lines = [f"draws {document['draws']}, seed {document['seed']}, {document['machine']}", "",
             "| collection, judge | budget | ideal-only nDCG bias | of it Psi's own bias | grouping | group | queries "
             "| mean Psi | E Psi(c_hat) - Psi | after guard | curvature term | one-pair term | share of the nDCG bias "
             "(Psi's own) |", "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for c in document["configs"]:
        for g in c["groups"]:
            lines.append(f"| {COLLECTIONS[c['collection']]}, {c['judge']} | {c['budget']:.0%} | {c['ideal_only_bias']:+.4f} "
                         f"| {c['own']:+.4f} | {g['grouping']} | {g['label']} | {g['queries']} | {g['psi_true']:.2f} "
                         f"| {g['bias_raw']:+.3f} | {g['bias']:+.3f} | {g['curvature']:+.3f} | {g['one_pair']:+.3f} "
                         f"| {g['to_ndcg']:+.4f} ({g['own']:+.4f}) |")
    names = list(document["configs"][0]["bins"][0]["variants"]) if document["configs"] else []
    lines += ["", "| collection, judge | budget | true nDCG@10 | runs | " + " | ".join(
        f"{v}: cover, ±, bias" for v in names) + " |", "|---|---|---|---|" + "---|" * len(names)]
    for c in document["configs"]:
        for b in c["bins"]:
            cells = [f"{v['coverage']:.1%}, {v['half_width']:.3f}, {v['bias']:+.3f}" for v in b["variants"].values()]
            lines.append(f"| {COLLECTIONS[c['collection']]}, {c['judge']} | {c['budget']:.0%} | {b['low']:.1f}–{b['high']:.1f} "
                         f"| {b['runs']} | " + " | ".join(cells) + " |")
    lines += ["", "| variant | collection | bins' coverage: lowest–highest | bins > 97.5% | bins < 93% | half-width / main's: "
              "mean (range) | bias: lowest–highest |", "|---|---|---|---|---|---|---|"]
    for v in names:
        for name in dict.fromkeys(c["collection"] for c in document["configs"]):
            bins = [b for c in document["configs"] if c["collection"] == name for b in c["bins"]]
            cover = [b["variants"][v]["coverage"] for b in bins]
            ratio = [b["variants"][v]["half_width"] / b["variants"][names[0]]["half_width"] for b in bins]
            shift = [b["variants"][v]["bias"] for b in bins]
            lines.append(f"| {v} | {COLLECTIONS[name]} | {min(cover):.1%}–{max(cover):.1%} | "
                         f"{sum(x > 0.975 for x in cover)} of {len(cover)} | {sum(x < 0.93 for x in cover)} | "
                         f"{np.mean(ratio):.3f} ({min(ratio):.2f}–{max(ratio):.2f}) | {min(shift):+.3f}–{max(shift):+.3f} |")
    return "\n".join(lines)


def spread_markdown(document: dict[str, Any]) -> str:
    """The diagnosis table (spreads over draws against reported standard errors) and the variants' coverage."""
    lines = [f"draws {document['draws']}, seed {document['seed']}, {document['machine']}", "",
             "| collection, judge | budget | true nDCG@10 | runs | bias | sd over draws: whole, numerator, ideal DCG "
             "| jackknife se: whole, numerator, ideal DCG | linearized se: numerator, ideal DCG (slope; finite change) | bootstrap se: "
             "whole, numerator, ideal DCG | anticipated se: whole, numerator, ideal DCG | floor binds |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for c in document["configs"]:
        for b in c["bins"]:
            lines.append(f"| {COLLECTIONS[c['collection']]}, {c['judge']} | {c['budget']:.0%} | {b['low']:.1f}–{b['high']:.1f} "
                         f"| {b['runs']} | {b['bias']:+.4f} | {b['sd']:.4f}, {b['sd_num']:.4f}, {b['sd_ideal']:.4f} "
                         f"| {b['se_jack']:.4f}, {b['se_jack_num']:.4f}, {b['se_jack_ideal']:.4f} "
                         f"| {b['se_lin_num']:.4f}, {b['se_lin_ideal']:.4f}; {b['se_fd_ideal']:.4f} "
                         f"| {b.get('se_boot', 0):.4f}, {b.get('se_boot_num', 0):.4f}, {b.get('se_boot_ideal', 0):.4f} "
                         f"| {b['se_ant']:.4f}, {b['se_ant_num']:.4f}, {b['se_ant_ideal']:.4f} | {b['floor_binds']:.0%} |")
    names = list(document["configs"][0]["bins"][0]["variants"]) if document["configs"] else []
    lines += ["", "| collection, judge | budget | true nDCG@10 | runs | " + " | ".join(
        f"{v}: cover (lowest run), ±" for v in names) + " |", "|---|---|---|---|" + "---|" * len(names)]
    for c in document["configs"]:
        for b in c["bins"]:
            cells = [f"{v['coverage']:.1%} ({v['min_run']:.0%}), {v['half_width']:.3f}" for v in b["variants"].values()]
            lines.append(f"| {COLLECTIONS[c['collection']]}, {c['judge']} | {c['budget']:.0%} | {b['low']:.1f}–{b['high']:.1f} "
                         f"| {b['runs']} | " + " | ".join(cells) + " |")
    lines += ["", "| variant | collection | bins' coverage: lowest–highest | bins above 97.5% | half-width against main's: "
              "mean (range over bins) |", "|---|---|---|---|---|"]
    for v in names:
        for name in dict.fromkeys(c["collection"] for c in document["configs"]):
            bins = [b for c in document["configs"] if c["collection"] == name for b in c["bins"]]
            cover = [b["variants"][v]["coverage"] for b in bins]
            ratio = [b["variants"][v]["half_width"] / b["variants"][names[0]]["half_width"] for b in bins]
            lines.append(f"| {v} | {COLLECTIONS[name]} | {min(cover):.1%}–{max(cover):.1%} | "
                         f"{sum(x > 0.975 for x in cover)} of {len(cover)} | {np.mean(ratio):.3f} "
                         f"({min(ratio):.2f}–{max(ratio):.2f}) |")
    return "\n".join(lines)


def residual_variance(pool: Any, sample: Any, measure: Any, human: np.ndarray) -> float:
    """The mean over the LLM-graded pool pairs of (phi(h_d) - m_d)^2, m_d the estimator's cross-fitted
    prediction of d's gain on this sample: what the correction terms' variance is made of."""
    from labeler.metrics.hybrid.estimator import predicted_grades

    phi = measure.gain_of_grades()
    rated = pool.rated_mask
    return float(np.mean((phi[human[rated]] - (predicted_grades(pool, sample, measure) @ phi)[rated]) ** 2))


def ideal_design(pool: Any, measure: Any, per_query: int) -> tuple[np.ndarray, Any]:
    """(sizes, the pool the estimator sees): the importance design, and with ``per_query`` > 0 the ideal-DCG
    certainty stratum of ``bench.hybrid_ideal`` on top, its pairs' LLM grades set aside as labeler's estimate
    sets aside a stored design's certainty stratum."""
    from labeler.metrics.hybrid.design import certain_stratum, design_sizes, distrusted, humans_first

    sizes = design_sizes(pool, measure)
    if per_query <= 0:
        return sizes, pool
    from bench.hybrid_ideal import ideal_pairs

    sizes = humans_first(sizes, ideal_pairs(pool, measure.depth, per_query))
    return sizes, distrusted(pool, certain_stratum(sizes))


def human_only(truth_q: np.ndarray, graded: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(value, half-width) per run from the graded queries' human values alone (no LLM): their mean, and
    t_{n-1} sd / sqrt(n) with the finite-population correction of n queries drawn from Q."""
    from labeler.metrics.stats.student_t import t_ppf

    values = truth_q[:, graded]
    n, queries = values.shape[1], truth_q.shape[1]
    spread = values.std(axis=1, ddof=1) / np.sqrt(n) * np.sqrt(1.0 - n / queries)
    return values.mean(axis=1), t_ppf(0.975, max(n - 1, 1)) * spread


def _save(document: dict[str, Any], path: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    Path(path).write_text(json.dumps(document, indent=1))


def markdown(document: dict[str, Any]) -> str:
    """Per collection and judge: per budget, estimator and run-quality bin."""
    lines = [f"draws {document['draws']}, seed {document['seed']}, estimator {document['estimator']}, "
             f"{document['machine']}"]
    keys = list(dict.fromkeys((c["collection"], c["judge"]) for c in document["configs"]))
    for name, judge in keys:
        configs = [c for c in document["configs"] if (c["collection"], c["judge"]) == (name, judge)]
        first = configs[0]
        lines += ["", f"#### {COLLECTIONS[name]}, {judge}: {first['runs']} runs ({first['real_runs']} real), "
                      f"{first['pairs']:,} pairs", "",
                  "| budget | estimator | runs' true nDCG@10 | runs | coverage (lowest run) | error | bias (worst run) "
                  "| ± half-width | tau (real runs) |", "|---|---|---|---|---|---|---|---|---|"]
        for c in configs:
            tau = f"{c['tau']:.3f}" + (f" ({c['tau_real']:.3f})" if c["tau_real"] is not None else "")
            for b in c["bins"]:
                cover = "—" if b["coverage"] is None else f"{b['coverage']:.1%} ({b['min_run_coverage']:.0%})"
                half = "—" if b["half_width"] is None else f"{b['half_width']:.4f}"
                lines.append(f"| {c['budget']:.0%} | {c['strategy']} | {b['low']:.1f}–{b['high']:.1f} | {b['runs']} | "
                             f"{cover} | {b['error']:.4f} | {b['bias']:+.4f} ({b['max_run_bias']:+.4f}) | {half} | {tau} |")
                tau = ""
    return "\n".join(lines)


GOALS = {0.05: (0.93, 0.975, None, 0.05), 0.1: (0.93, 0.975, 0.015, 0.035)}  # coverage within, error <=, ± <=


def compare(before: dict[str, Any], now: dict[str, Any]) -> str:
    """Per collection and judge: per budget and run-quality bin, before | now | the baselines (human only,
    query-level PPI, LLM alone), and the goals of issue 33 missed now (C coverage below 93%, O above 97.5%,
    E error, H half-width). ``before``'s rows are its estimator's, whatever it called itself."""
    from bench.hybrid_judges import baseline_cell as cell, missed_goals

    def key(c: dict[str, Any]) -> tuple[str, str, float, str]:
        return c["collection"], c["judge"], round(c["budget"], 4), c["strategy"]

    earlier = [dict(c, strategy="before" if c["strategy"] == before["estimator"] else c["strategy"])
               for c in before["configs"]]
    rows = {key(c): c for c in earlier if c["strategy"] == "before"} | {key(c): c for c in now["configs"]}
    lines = []
    for name, judge in dict.fromkeys((c["collection"], c["judge"]) for c in now["configs"]):
        head = next(c for c in now["configs"] if (c["collection"], c["judge"]) == (name, judge))
        lines += ["", f"#### {COLLECTIONS[name]}, {judge}: {head['runs']} runs ({head['real_runs']} real), "
                      f"{head['pairs']:,} pairs", "",
                  "| budget | true nDCG@10 | runs | before: cover, error, ± | now: cover (lowest run), error, ± "
                  "| goals missed now | human only: cover, error, ± | query PPI: cover, error, ± | LLM alone: error |",
                  "|---|---|---|---|---|---|---|---|---|"]
        budgets = sorted({round(c["budget"], 4) for c in now["configs"] if (c["collection"], c["judge"]) == (name, judge)})
        for budget in budgets:
            new = rows[(name, judge, budget, "now")]
            base = {s: rows.get((name, judge, budget, s)) for s in ("before", "human", "queries", "llm")}
            for i, b in enumerate(new["bins"]):
                got = {s: (c["bins"][i] if c else None) for s, c in base.items()}
                lines.append(
                    f"| {budget:.0%} | {b['low']:.1f}–{b['high']:.1f} | {b['runs']} | {cell(got['before'])} | "
                    f"{b['coverage']:.1%} ({b['min_run_coverage']:.0%}), {b['error']:.3f}, {b['half_width']:.3f} | "
                    f"{' '.join(missed_goals(b, GOALS.get(budget)))} | {cell(got['human'])} | {cell(got['queries'])} | "
                    + (f"{got['llm']['error']:.3f}" if got["llm"] else "—") + " |")
        taus = []
        for budget in budgets:
            new, old, llm = (rows.get((name, judge, budget, s)) for s in ("now", "before", "llm"))
            real = "" if new["tau_real"] is None else f" (real runs: now {new['tau_real']:.3f}" + (
                f", before {old['tau_real']:.3f}" if old and old["tau_real"] is not None else "") + (
                f", LLM {llm['tau_real']:.3f})" if llm and llm["tau_real"] is not None else ")")
            taus.append(f"{budget:.0%}: now {new['tau']:.3f}" + (f", before {old['tau']:.3f}" if old else "")
                        + (f", LLM {llm['tau']:.3f}" if llm else "") + real)
        lines += ["", "Kendall tau with the true ranking, all runs — " + "; ".join(taus) + "."]
    return "\n".join(lines)


def ablation(args: argparse.Namespace) -> None:
    from bench.hybrid_ablation import LADDER, NEW, ablated_estimate
    from labeler.metrics.hybrid import Sample, estimate, per_query_values
    from labeler.metrics.hybrid.design import design_sizes, sequential_poisson
    from labeler.metrics.hybrid.measures import ratio_measure
    from labeler.services.simulation.stats import DEFAULT_BINS, Accumulator

    measure = ratio_measure("nDCG@10")
    assert measure is not None
    document: dict[str, Any] = {"machine": machine(), "draws": args.draws, "seed": args.seed, "configs": []}
    for spec in args.configs.split(","):
        name, judge, budget_text = spec.split(":")
        pool, human, real = collection(name, judge)
        truth = per_query_values(pool, human, measure).mean(axis=1)
        sizes = design_sizes(pool, measure)
        budget = float(budget_text) / 100
        n = int(round(budget * pool.size))
        rng = np.random.default_rng(args.seed)
        chosen_variants = [v for v in LADDER if not args.variants or any(part in v for part in args.variants.split("|"))]
        rows = {variant: Accumulator(truth, real) for variant in chosen_variants}
        check = sequential_poisson(sizes, rng.random(pool.size), n)
        grade = np.full(pool.size, -1)
        grade[check.order] = human[check.order]
        ours = estimate(pool, Sample(grade, check.pi), measure)
        assert np.allclose(ablated_estimate(pool, Sample(grade, check.pi), measure, NEW, human)[0], ours.value), \
            "the ablation's NEW variant is no longer labeler's estimator"
        for _ in range(args.draws):
            chosen = sequential_poisson(sizes, rng.random(pool.size), n)
            grade = np.full(pool.size, -1)
            grade[chosen.order] = human[chosen.order]
            for variant in chosen_variants:
                settings = LADDER[variant]
                value, half = ablated_estimate(pool, Sample(grade, chosen.pi), measure, settings, human)
                rows[variant].add(value, n, half)
        for variant, accumulator in rows.items():
            document["configs"].append({"collection": name, "judge": judge, **asdict(accumulator.row(budget, variant,
                                                                                                  DEFAULT_BINS))})
        print(f"{spec} done", file=sys.stderr, flush=True)
        _save(document, args.out)
    lines = []
    for c in document["configs"]:
        top = c["bins"][-1]
        lines.append(f"| {COLLECTIONS[c['collection']]}, {c['judge']}, {c['budget']:.0%} | {c['strategy']} | "
                     f"{top['coverage']:.1%} | {top['bias']:+.4f} ({top['max_run_bias']:+.4f}) | {top['error']:.4f} | "
                     f"{top['half_width']:.4f} | {c['coverage']:.1%} | {c['bias']:+.4f} | {c['error']:.4f} | "
                     f"{c['half_width']:.4f} |")
    print("| config | variant | top-bin coverage | top-bin bias (worst run) | top-bin error | top-bin ± | "
          "coverage, all runs | bias, all runs | error, all runs | ±, all runs |\n|---|---|---|---|---|---|---|---|---|---|\n"
          + "\n".join(lines))


def flagged_pairs(name: str, judge: str) -> tuple[np.ndarray, np.ndarray]:
    """(first, aside): (N,) the pairs of ``collection(name, judge)``'s pool the detector flags (labeler.judge.suspects
    over the collection's topics and passages), in that pool's order: for a reason humans grade first
    (domain.suspects.DISTRUSTED), and for another (the learned stage's, set aside); LEARNED=1 puts both first."""
    from labeler.dataio.estimation.pool_arrays import build_pool
    from labeler.dataio.runs.reader import read_run
    from labeler.domain.suspects import DISTRUSTED, SuspectReason
    from labeler.judge.suspects import suspect_flags
    from labeler.services.evaluation.scoring import read_qrels_file

    folder = SHARED / COLLECTIONS[name]
    topics = dict(line.rstrip("\n").split("\t", 1) for line in open(folder / "topics.tsv", encoding="utf-8"))
    passages = dict(line.rstrip("\n").split("\t", 1) for line in open(folder / "passages.tsv", encoding="utf-8"))
    human_qrels = read_qrels_file(str(folder / "qrels.human.txt"))
    runs = [read_run(str(path)) for path in sorted((folder / "runs").glob("*.run"))]
    built = build_pool(read_qrels_file(str(folder / f"qrels.{judge}.txt")), runs, 10)
    keep = built.align(human_qrels) >= 0
    keys = [key for key, kept in zip(zip(built.qid.to_pylist(), built.docid.to_pylist()), keep) if kept]
    readable = [i for i, (q, d) in enumerate(keys) if q in topics and d in passages]
    flags = suspect_flags([(topics[keys[i][0]], passages[keys[i][1]]) for i in readable])
    first, aside = np.zeros(len(keys), dtype=bool), np.zeros(len(keys), dtype=bool)
    acted_on = set(DISTRUSTED) | ({SuspectReason.LEARNED} if os.environ.get("LEARNED") == "1" else set())
    first[[i for i, found in zip(readable, flags) if any(flag.reason in acted_on for flag in found)]] = True
    aside[[i for i, found in zip(readable, flags) if found]] = True
    return first, aside & ~first


def sized_as_unrated(pool: Any, first: np.ndarray, aside: np.ndarray) -> np.ndarray:
    """The design's prior (``generic_prior``) with the ``aside`` pairs' rows replaced by what the estimator predicts
    for a pair whose LLM grade it does not use (``calibration.cross_fit``): the share of each grade over the pairs
    whose grade it uses, here the mean of their prior rows: the variant set beside labeler's sizes, which size a
    set-aside pair from its own LLM grade's prior."""
    from labeler.metrics.hybrid.design import generic_prior

    prior = generic_prior(pool.llm)
    used = pool.rated_mask & ~first & ~aside
    return np.asarray(np.where(aside[:, None], prior[used].mean(axis=0)[None, :], prior))


def forecast_sd_ratio(pool: Any, measure: Any, first: np.ndarray, aside: np.ndarray, sizes: np.ndarray,
                      baseline: np.ndarray, uniforms: np.ndarray, n: int) -> np.ndarray:
    """(R,) each run's standard error with ``sizes`` over that with ``baseline``, both drawing ``n`` pairs, as the
    estimator's linearization forecasts it (``linear.Influence.anticipated``) under the prior it works with: the
    design's prior, the set-aside and certain pairs' rows as an unrated pair's (``sized_as_unrated``), the certain
    ones costing nothing."""
    from labeler.metrics.hybrid.design import distrusted, inclusion, sequential_poisson
    from labeler.metrics.hybrid.linear import influence

    pieces = influence(distrusted(pool, first | aside), measure, sized_as_unrated(pool, first, first | aside))
    variances = []
    for each in (sizes, baseline):
        pi = inclusion(each, sequential_poisson(each, uniforms, n).threshold)
        variances.append(pieces.anticipated(np.where(first | (pi >= 1), 0.0, (1 - pi) / np.maximum(pi, 1e-12))))
    return np.asarray(np.sqrt(variances[0] / np.where(variances[1] > 0, variances[1], np.inf)))


def humans_first_bench(args: argparse.Namespace) -> None:
    """The certainty stratum on real data: the detector's flagged pairs of TREC DL graded first (pi = 1, LLM
    grade unused) or drawn as any other; then also the learned stage's flags set aside (drawn as any other,
    LLM grade unused: what labeler does), sized from their LLM grade's prior as labeler sizes them or as pairs
    the LLM did not grade (``sized_as_unrated``); with the judge's own grades and with a judge that obeys every
    flagged passage (its top grade there), on the same draws; the LLM alone beside them."""
    from labeler.metrics.hybrid import Sample, estimate, per_query_values
    from labeler.metrics.hybrid.design import design_sizes, distrusted, sequential_poisson
    from labeler.metrics.hybrid.measures import ratio_measure
    from labeler.services.simulation.stats import DEFAULT_BINS, Accumulator

    measure = ratio_measure("nDCG@10")
    assert measure is not None
    document: dict[str, Any] = {"machine": machine(), "draws": args.draws, "seed": args.seed, "configs": []}
    for name in args.collections.split(","):
        for judge in args.judges.split(","):
            pool, human, real = collection(name, judge)
            flagged, aside = flagged_pairs(name, judge)
            truth = per_query_values(pool, human, measure).mean(axis=1)
            for obeying in (False, True):
                seen = replace(pool, llm=np.where(flagged | aside, int(pool.llm.max()), pool.llm)) if obeying else pool
                plain_sizes, first_sizes = design_sizes(seen, measure), design_sizes(seen, measure, first=flagged)
                unrated_sizes = design_sizes(seen, measure, llm_probs=sized_as_unrated(seen, flagged, aside), first=flagged)
                trusting, wary, warier = seen, distrusted(seen, flagged), distrusted(seen, flagged | aside)
                llm_alone = per_query_values(seen, seen.llm, measure).mean(axis=1)
                for budget in (float(b) / 100 for b in args.budgets.split(",")):
                    n = int(round(budget * pool.size))
                    rng = np.random.default_rng(args.seed)
                    rows = {key: Accumulator(truth, real) for key in ("plain", "humans-first", "+ learned set aside",
                                                                      "+ set aside, sized as unrated", "llm")}
                    for _ in range(args.draws):
                        uniforms = rng.random(pool.size)
                        for key, sizes, estimated in (("plain", plain_sizes, trusting),
                                                      ("humans-first", first_sizes, wary),
                                                      ("+ learned set aside", first_sizes, warier),
                                                      ("+ set aside, sized as unrated", unrated_sizes, warier)):
                            chosen = sequential_poisson(sizes, uniforms, n)
                            grade = np.full(pool.size, -1)
                            grade[chosen.order] = human[chosen.order]
                            result = estimate(estimated, Sample(grade, chosen.pi), measure)
                            rows[key].add(result.value, n, result.half_width(result.stderr()))
                        rows["llm"].add(llm_alone, 0)
                    ratio = forecast_sd_ratio(seen, measure, flagged, aside, unrated_sizes, first_sizes,
                                              np.random.default_rng(args.seed).random(pool.size), n)
                    for key, accumulator in rows.items():
                        document["configs"].append({"collection": name, "judge": judge, "obeying": obeying,
                                                    "flagged": int(flagged.sum()), "set_aside": int(aside.sum()),
                                                    "pairs": pool.size,
                                                    **asdict(accumulator.row(budget, key, DEFAULT_BINS)),
                                                    **({"forecast_sd_ratio": [float(ratio.mean()), float(ratio.min()),
                                                                              float(ratio.max())]}
                                                       if key == "+ set aside, sized as unrated" else {})})
                    print(f"{name} {judge} obeying={obeying} {budget:.0%} done", file=sys.stderr, flush=True)
                    _save(document, args.out)
    print("| collection, judge | flagged pairs (+ set aside) | judge on them | budget | design | coverage (lowest bin) | error | "
          "± half-width | tau |\n|---|---|---|---|---|---|---|---|---|")
    for c in document["configs"]:
        covered = [b["coverage"] for b in c["bins"] if b["coverage"] is not None]
        cover = "—" if c["coverage"] is None else f"{c['coverage']:.1%} ({min(covered):.0%})"
        half = "—" if c["half_width"] is None else f"{c['half_width']:.4f}"
        print(f"| {COLLECTIONS[c['collection']]}, {c['judge']} | {c['flagged']} (+{c.get('set_aside', 0)}) of {c['pairs']:,} | "
              f"{'obeys (top grade)' if c['obeying'] else 'its own grades'} | {c['budget']:.0%} | {c['strategy']} | {cover} | "
              f"{c['error']:.4f} | {half} | {c['tau']:.3f} |")
    print("\nset aside, sized as unrated against sized from the LLM grade: each run's standard error as the "
          "linearization forecasts it, mean (min-max) ratio")
    for c in document["configs"]:
        if "forecast_sd_ratio" in c:
            mean, low, high = c["forecast_sd_ratio"]
            print(f"- {COLLECTIONS[c['collection']]}, {c['judge']}, {'obeys' if c['obeying'] else 'its own grades'}, "
                  f"{c['budget']:.0%}: {mean:.4f} ({low:.4f}-{high:.4f})")


def decide_bench(args: argparse.Namespace) -> None:
    """A team grading in the design's order and looking at ``--decide top-K`` at every step of a grid:
    the grades it took to settle the top k of the collection's real runs in order, and how often a
    settled call was wrong (the true top k differs), for the importance design, uniform sampling and
    the design aimed at the decision (``decision_sizes``)."""
    from labeler.metrics.hybrid import Sample, estimate, per_query_values
    from labeler.metrics.hybrid.design import decision_sizes, design_sizes, sequential_poisson
    from labeler.metrics.hybrid.measures import ratio_measure
    from labeler.services.estimation.decisions import open_comparisons
    from labeler.services.estimation.hybrid import anytime_half_width

    measure = ratio_measure("nDCG@10")
    assert measure is not None
    shares = [float(x) / 100 for x in args.steps.split(",")]
    tops = [int(k) for k in args.tops.split(",")]
    document: dict[str, Any] = {"machine": machine(), "draws": args.draws, "seed": args.seed, "steps": shares,
                                "configs": []}
    print("| collection, judge | design | top k | settled by the last step | grades at the call: median (min-max) "
          "| share of the pool | wrong settled calls |\n|---|---|---|---|---|---|---|")
    for spec in args.configs.split(","):
        name, judge = spec.split(":")
        pool, human, real = collection(name, judge)
        runs = np.flatnonzero(real)
        truth = per_query_values(pool, human, measure).mean(axis=1)[runs]
        true_rank = [int(i) for i in np.argsort(-truth, kind="stable")]
        wanted = args.designs.split(",")
        designs = [(name, design_sizes(pool, measure, name), tops) for name in ("importance", "uniform") if name in wanted]
        if "decide" in wanted:
            designs += [(f"decide top-{k}", decision_sizes(pool, measure, k, runs=runs), [k]) for k in tops]
        for design, sizes, asked in designs:
            rng = np.random.default_rng(args.seed)
            calls: dict[int, list[tuple[int | None, bool]]] = {k: [] for k in asked}
            for _ in range(args.draws):
                uniforms = rng.random(pool.size)
                first: dict[int, tuple[int | None, bool]] = {k: (None, False) for k in asked}
                for share in shares:
                    n = int(round(share * pool.size))
                    chosen = sequential_poisson(sizes, uniforms, n)
                    grade = np.full(pool.size, -1)
                    grade[chosen.order] = human[chosen.order]
                    result = estimate(pool, Sample(grade, chosen.pi), measure)
                    groups = result.replicates.shape[0]

                    def settled_above(a: int, b: int, confidence: float) -> bool:
                        value, stderr = result.difference(int(runs[a]), int(runs[b]))
                        if value == 0.0 and stderr == 0.0:
                            return True  # the same top k: a tie whatever the grades
                        return value - anytime_half_width(stderr, n, pool.size, confidence, exact=result.exact,
                                                          groups=groups) > 0

                    for k in asked:
                        if first[k][0] is not None:
                            continue
                        ranked, _, still = open_comparisons(result.value[runs], k, 0.95, settled_above)
                        if not still:
                            first[k] = (n, not np.array_equal(truth[ranked[:k]], truth[true_rank[:k]]))
                    if all(first[k][0] is not None for k in asked):
                        break
                for k in asked:
                    calls[k].append(first[k])
            for k in asked:
                made = [n for n, _ in calls[k] if n is not None]
                wrong = sum(1 for n, bad in calls[k] if n is not None and bad)
                document["configs"].append({"collection": name, "judge": judge, "design": design, "k": k,
                                            "pairs": pool.size, "calls": [list(c) for c in calls[k]]})
                median = f"{int(np.median(made)):,} ({min(made):,}-{max(made):,})" if made else "—"
                share_text = f"{np.median(made) / pool.size:.1%}" if made else "—"
                print(f"| {COLLECTIONS[name]}, {judge} | {design} | {k} | {len(made)} of {args.draws} | {median} | "
                      f"{share_text} | {wrong} of {len(made)} |", flush=True)
            _save(document, args.out)


def bound(args: argparse.Namespace) -> None:
    """The analytic half-widths of ``bench.hybrid_bound`` per collection, judge, budget, setting and bin, the
    budget at which the worst bin reaches each target, and (``--check-draws``) the draws its baseline must match."""
    from bench.hybrid_bound import bound_config, empirical_check, markdown as bound_markdown
    from labeler.metrics.hybrid.measures import ratio_measure
    from labeler.services.simulation.stats import DEFAULT_BINS

    measure = ratio_measure("nDCG@10")
    assert measure is not None
    shares = [float(b) / 100 for b in args.budgets.split(",")]
    targets = tuple(float(t) for t in args.targets.split(","))
    document: dict[str, Any] = {"machine": machine(), "budgets": shares, "targets": targets, "configs": []}
    for name in args.collections.split(","):
        for judge in args.judges.split(","):
            pool, human, _ = collection(name, judge)
            start = time.perf_counter()
            settings = bound_config(pool, measure, human, shares, targets, DEFAULT_BINS)
            config: dict[str, Any] = {"collection": name, "judge": judge, "pairs": pool.size,
                                      "runs": int(pool.top.shape[0]), "settings": settings}
            if args.check_draws:
                share = float(args.check_budget) / 100
                check = empirical_check(pool, measure, human, share, args.check_draws, args.seed)
                for part in ("numerator", "whole"):
                    today = next(r for r in settings if (r["part"], r["prediction"], r["design"]) ==
                                 (part, "today", "importance"))
                    check[f"{part}:bound"] = next((b["mean"] for b in today["budgets"] if abs(b["budget"] - share) < 1e-9),
                                                  float("nan"))
                config["check"] = {"budget": share, "draws": args.check_draws, **check}
            document["configs"].append(config)
            print(f"{name} {judge}: {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
            _save(document, args.out)
    print(bound_markdown(document, COLLECTIONS))


def peeking_bench(args: argparse.Namespace) -> None:
    from labeler.metrics.hybrid.design import design_sizes
    from labeler.metrics.hybrid.measures import ratio_measure
    from labeler.services.simulation.peeking import peeking

    measure = ratio_measure("nDCG@10")
    assert measure is not None
    document: dict[str, Any] = {"machine": machine(), "draws": args.draws, "seed": args.seed, "step": args.step,
                                "configs": []}
    print("| collection, judge | budget | rule | wrong settled calls: worst pair of runs | mean over pairs | "
          "among settled calls | pairs settled by the budget | mean grades at the call |\n|---|---|---|---|---|---|---|---|")
    for spec in args.configs.split(","):
        name, judge, budget_text = spec.split(":")
        pool, human, _ = collection(name, judge)
        budget = int(round(float(budget_text) / 100 * pool.size))
        result = peeking(pool, human, measure, design_sizes(pool, measure), budget, step=args.step, draws=args.draws,
                         seed=args.seed)
        document["configs"].append({"collection": name, "judge": judge, **asdict(result)})
        _save(document, args.out)
        for o in result.outcomes:
            print(f"| {COLLECTIONS[name]}, {judge} | {budget:,} ({budget_text}%) | {o.rule} | {o.worst_wrong:.1%} | "
                  f"{o.mean_wrong:.2%} | {o.wrong_among_settled:.2%} | {o.settled:.1%} | {o.mean_grades:,.0f} |",
                  flush=True)


def planner(args: argparse.Namespace) -> None:
    from labeler.dataio.estimation.pool_arrays import HybridPool
    from labeler.metrics.hybrid.design import design_sizes
    from labeler.metrics.hybrid.measures import ratio_measure
    from labeler.services.estimation.hybrid import hybrid_estimates
    from labeler.services.estimation.design import expected_half_width

    measure = ratio_measure("nDCG@10")
    assert measure is not None
    document: dict[str, Any] = {"machine": machine(), "seeds": args.seeds, "configs": []}
    print("| collection, judge | budget | promised ± (median over seeds) | delivered ± (median) | "
          "promised / delivered: median (range over seeds) |\n|---|---|---|---|---|")
    for name in args.collections.split(","):
        for judge in args.judges.split(","):
            pool, human, _ = collection(name, judge)
            hybrid_pool = HybridPool(pool, None, None, [], [f"run{i}" for i in range(pool.top.shape[0])])  # type: ignore[arg-type]
            sizes = design_sizes(pool, measure)
            for budget_text in args.budgets.split(","):
                budget = int(round(float(budget_text) / 100 * pool.size))
                promised, delivered = [], []
                for seed in range(args.seeds):
                    uniforms = np.random.default_rng(1000 + seed).random(pool.size)
                    promise = expected_half_width(hybrid_pool, sizes, uniforms, budget, measure.name, seed=seed)
                    order = np.argsort(uniforms / sizes, kind="stable")[:budget]
                    grade = np.full(pool.size, -1)
                    grade[order] = human[order]
                    result = hybrid_estimates(hybrid_pool, grade, [measure.name], design=(sizes, uniforms))
                    halves = [i.half_width for i in result.values[measure.name] if i.half_width is not None]
                    promised.append(float(promise) if promise is not None else float("nan"))
                    delivered.append(float(np.median(halves)))
                ratio = np.array(promised) / np.array(delivered)
                document["configs"].append({"collection": name, "judge": judge, "budget": budget,
                                            "promised": promised, "delivered": delivered})
                _save(document, args.out)
                print(f"| {COLLECTIONS[name]}, {judge} | {budget:,} ({budget_text}%) | {np.median(promised):.4f} | "
                      f"{np.median(delivered):.4f} | {np.median(ratio):.2f} ({ratio.min():.2f}–{ratio.max():.2f}) |",
                      flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    one = commands.add_parser("sweep")
    one.add_argument("--draws", type=int, default=200)
    one.add_argument("--seed", type=int, default=0)
    one.add_argument("--collections", default="dl21,dl19")
    one.add_argument("--judges", default=",".join(JUDGES))
    one.add_argument("--budgets", default="2,5,10,20")
    one.add_argument("--before", default=None, help="an older labeler's metrics/hybrid.py, measured instead")
    one.add_argument("--no-baselines", action="store_true")
    one.add_argument("--each", action="store_true",
                     help="with --judges A+B+C: one calibration column per other judge, not their grades' sum "
                     "(hybrid_judges.py)")
    one.add_argument("--ideal", type=int, default=0, metavar="M",
                     help="grade first, with certainty, the M pairs of each query the LLM grades highest (hybrid_ideal.py)")
    one.add_argument("--ratio", choices=("plain", "beale", "beale-linear"), default="plain",
                     help="each query's ratio as labeler computes it, or Beale's bias-corrected one with the jackknife's "
                     "or the linearized moments (hybrid_ideal.py)")
    one.add_argument("--two-phase", type=float, default=0.0, metavar="P",
                     help="the first P of the budget in the importance order, the rest sized by its grades as "
                     "labeler sizes a new run's holes (hybrid_bound.py)")
    one.add_argument("--out", default=None)
    sp = commands.add_parser("spread", help="where the interval's spread is overstated (hybrid_spread.py)")
    sp.add_argument("--draws", type=int, default=40)
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--collections", default="dl19,dl21")
    sp.add_argument("--judges", default="umbrela-gpt4,binary_gpt4o,qdep")
    sp.add_argument("--budgets", default="5,10")
    sp.add_argument("--out", default=str(OUT / "hybrid-spread.json"))
    sp.add_argument("--poisson", action="store_true",
                    help="draw by true Poisson sampling (independent inclusions, random size) at the design's pi, "
                    "the model every variance here assumes, instead of labeler's fixed-size sequential order")
    sp.add_argument("--table", default=None, help="print the tables of a saved spread file and stop")
    bi = commands.add_parser("bias", help="the ideal DCG's bias per query and its corrections (hybrid_bias.py)")
    bi.add_argument("--draws", type=int, default=40)
    bi.add_argument("--seed", type=int, default=0)
    bi.add_argument("--collections", default="dl19,dl21")
    bi.add_argument("--judges", default="umbrela-gpt4,binary_gpt4o,qdep")
    bi.add_argument("--budgets", default="5,10")
    bi.add_argument("--out", default=str(OUT / "hybrid-bias.json"))
    bi.add_argument("--no-model", action="store_true", help="skip the E_p[Psi] variant (its Monte Carlo)")
    bi.add_argument("--table", default=None, help="print the tables of a saved bias file and stop; several files "
                    "(comma-separated, seed 0 first): the tables for BENCHMARKS.md, every variant over the seeds")
    two = commands.add_parser("ablation")
    two.add_argument("--draws", type=int, default=100)
    two.add_argument("--seed", type=int, default=0)
    two.add_argument("--configs", default="dl19:umbrela-gpt4:10,dl19:umbrela-gpt4:5,dl21:umbrela-gpt4:10,"
                                          "dl21:umbrela-gpt4:5")
    two.add_argument("--out", default=str(OUT / "hybrid-ablation.json"))
    two.add_argument("--variants", default="", help="only the ladder's variants whose name holds one of these "
                                                    "|-separated parts (default: all)")
    three = commands.add_parser("peeking")
    three.add_argument("--draws", type=int, default=100)
    three.add_argument("--seed", type=int, default=0)
    three.add_argument("--step", type=int, default=25)
    three.add_argument("--configs", default="dl19:umbrela-gpt4:10,dl19:qdep:10,dl21:umbrela-gpt4:10,dl21:qdep:10")
    three.add_argument("--out", default=str(OUT / "hybrid-peeking.json"))
    four = commands.add_parser("planner")
    four.add_argument("--seeds", type=int, default=10)
    four.add_argument("--collections", default="dl21,dl19")
    four.add_argument("--judges", default=",".join(JUDGES))
    four.add_argument("--budgets", default="2,5,10,20")
    four.add_argument("--out", default=str(OUT / "hybrid-planner.json"))
    seven = commands.add_parser("humans-first")
    seven.add_argument("--draws", type=int, default=24)
    seven.add_argument("--seed", type=int, default=0)
    seven.add_argument("--collections", default="dl21,dl19")
    seven.add_argument("--judges", default="umbrela-gpt4,binary_gpt4o")
    seven.add_argument("--budgets", default="5,10")
    seven.add_argument("--out", default=str(OUT / "hybrid-humans-first.json"))
    eight = commands.add_parser("decide")
    eight.add_argument("--draws", type=int, default=12)
    eight.add_argument("--seed", type=int, default=0)
    eight.add_argument("--configs", default="dl21:umbrela-gpt4,dl21:binary_gpt4o")
    eight.add_argument("--tops", default="2,5")
    eight.add_argument("--steps", default="1,2,3,4,5,6,8,10,12.5,15,20,25,30,40,50,60,80")
    eight.add_argument("--designs", default="importance,uniform,decide")
    eight.add_argument("--out", default=str(OUT / "hybrid-decide.json"))
    ten = commands.add_parser("bound", help="how narrow can it get: the analytic half-width (hybrid_bound.py)")
    ten.add_argument("--collections", default="dl21,dl19")
    ten.add_argument("--judges", default="umbrela-gpt4,binary_gpt4o,qdep")
    ten.add_argument("--budgets", default="5,10,20")
    ten.add_argument("--targets", default="0.035,0.05", help="half-widths whose budget is searched for")
    ten.add_argument("--check-draws", type=int, default=0,
                     help="also draw this many samples and measure labeler's estimator (true ideal DCG and whole)")
    ten.add_argument("--check-budget", default="10", help="the budget (%%) of the check")
    ten.add_argument("--seed", type=int, default=0)
    ten.add_argument("--out", default=str(OUT / "hybrid-bound.json"))
    rank = commands.add_parser("rank", help="Kendall tau of the runs' order: LLM alone, hybrid, ranking scores "
                                            "(hybrid_ranking.py)")
    rank.add_argument("--draws", type=int, default=12)
    rank.add_argument("--seed", type=int, default=0)
    rank.add_argument("--collections", default="dl21,dl19")
    rank.add_argument("--judges", default=",".join(JUDGES))
    rank.add_argument("--budgets", default="2,5,10,20")
    rank.add_argument("--out", default=str(OUT / "hybrid-rank.json"))
    five = commands.add_parser("table")
    five.add_argument("file")
    nine = commands.add_parser("judges", help="a saved sweep's A+B+... judges beside A alone (hybrid_judges.py)")
    nine.add_argument("file")
    six = commands.add_parser("compare")
    six.add_argument("before")
    six.add_argument("now")
    args = parser.parse_args()
    if args.command == "sweep":
        args.out = args.out or str(OUT / f"hybrid-sweep-{'before' if args.before else 'now'}.json")
        sweep(args)
    elif args.command == "bias":
        bias(args)
    elif args.command == "spread":
        if args.table:
            print(spread_markdown(json.loads(Path(args.table).read_text())))
        else:
            spread(args)
    elif args.command == "ablation":
        ablation(args)
    elif args.command == "peeking":
        peeking_bench(args)
    elif args.command == "planner":
        planner(args)
    elif args.command == "decide":
        decide_bench(args)
    elif args.command == "bound":
        bound(args)
    elif args.command == "rank":
        from bench.hybrid_ranking import rank_bench
        rank_bench(args)
    elif args.command == "humans-first":
        humans_first_bench(args)
    elif args.command == "judges":
        from bench.hybrid_judges import side_by_side
        print(side_by_side(json.loads(Path(args.file).read_text()), GOALS, COLLECTIONS))
    elif args.command == "compare":
        print(compare(json.loads(Path(args.before).read_text()), json.loads(Path(args.now).read_text())))
    else:
        print(markdown(json.loads(Path(args.file).read_text())))


if __name__ == "__main__":
    main()
