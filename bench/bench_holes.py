"""A new run meets the judged set: leave-one-run-out validation of scoring its holes (issue 31).

    python bench/bench_holes.py run                      # DL 2021 and 2019, budgets 0/10/25/50%, 100 draws
    python bench/bench_holes.py run --collections dl19 --draws 400
    python bench/bench_holes.py run --budgets 25 --judges binary_gpt4o,qdep --out bench/out/holes-judges.json
    python bench/bench_holes.py table bench/out/holes.json   # the Markdown tables of a saved run

For each run r of a collection (../shared/data/trec-dl-2021: 63 runs; trec-dl-2019: 3), the judged
pairs that only r's top 10 brought to the pool (in no other run's top 10) are held out, as if r had
arrived after judging: they are r's holes. The truth is r's nDCG@10 with every human grade. Side by side:

- ``holes-0``: the holes count as irrelevant (trec_eval's convention, what every tool prints);
- ``condensed``: r's ranking without its holes, ranks closed up (condensed lists, Sakai 2007);
- ``llm-fill``: the LLM's grade in each hole (``labeler eval --estimate llm``);
- ``hybrid``: ``labeler eval --estimate hybrid`` over a design of ``labeler sample`` covering the holes
  alone (importance sizes, sequential Poisson order, fresh uniforms every draw), with 0, 10, 25 and
  50% of the holes graded by humans: every other pair known exactly, PPI over the holes, intervals
  within the worst-case bounds. At 0% the value is the known grades plus the LLM's grades calibrated
  on them, no interval.

Per method and budget: mean |error| (over runs and draws), the largest |error| (the mean over draws
of each draw's largest), runs off by more than 0.02 (mean over draws, and the most in any draw),
Kendall tau over the runs (each run's estimate from its own world, mean over draws), and, over the
runs with holes, interval coverage and median half-width per bin of run quality (true nDCG@10), and
the planner's promise (``labeler sample``'s forecast for r, made before any hole is graded) against
the median half-width delivered. Generated data only: nothing is written outside bench/out/.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT / ".." / "shared" / "data"
OUT = ROOT / "bench" / "out"
COLLECTIONS = {"dl21": "trec-dl-2021", "dl19": "trec-dl-2019"}
DEPTH = 10
OFF = 0.02
BASELINES = ("holes-0", "condensed", "llm-fill")

sys.path.insert(0, str(ROOT))


def machine() -> dict[str, Any]:
    """Where and when: the figures are statistics (draws are seeded); the load changes only wall time."""
    return {"host": platform.node(), "cpus": os.cpu_count(), "python": platform.python_version(),
            "load": round(os.getloadavg()[0], 1), "date": time.strftime("%Y-%m-%d %H:%M")}


class World:
    """A collection read once: the pool (every judged pair, the LLM's grades), the runs' top 100, the truth."""

    def __init__(self, name: str, judge: str) -> None:
        from labeler.dataio.estimation.pool_arrays import build_pool
        from labeler.dataio.runs.reader import read_run
        from labeler.metrics.hybrid import Pool, per_query_values
        from labeler.metrics.hybrid.measures import ratio_measure
        from labeler.services.evaluation.scoring import read_qrels_file
        from labeler.services.simulation.synthetic import query_dependent_judge

        folder = SHARED / COLLECTIONS[name]
        if not folder.is_dir():
            sys.exit(f"no {COLLECTIONS[name]} at {folder} (../shared absent)")
        measure = ratio_measure("nDCG@10")
        assert measure is not None
        self.measure = measure
        human_qrels = read_qrels_file(str(folder / "qrels.human.txt"))
        paths = sorted((folder / "runs").glob("*.run"))
        runs = [read_run(str(path)) for path in paths]
        llm_file = "umbrela-gpt4" if judge == "qdep" else judge
        deep = build_pool(read_qrels_file(str(folder / f"qrels.{llm_file}.txt")), runs, 100, human=human_qrels)
        self.human = deep.align(human_qrels)
        llm = deep.pool.llm
        if judge == "qdep":  # the human grades made lenient on a third of the queries, strict on a third
            llm = query_dependent_judge(deep.pool.query, deep.pool.n_queries, self.human, seed=1234)
        self.deep = Pool(deep.pool.query, deep.pool.n_queries, llm, deep.pool.top, deep.pool.rated)
        self.pool = Pool(deep.pool.query, deep.pool.n_queries, llm, deep.pool.top[:, :, :DEPTH], deep.pool.rated)
        self.hybrid_pool = type(deep)(self.pool, deep.qid, deep.docid, deep.query_ids, deep.run_names, None)
        self.names = deep.run_names
        self.truth = per_query_values(self.pool, self.human, measure).mean(axis=1)
        top = self.pool.top
        self.votes = np.bincount(top[top >= 0], minlength=self.pool.size)
        self.oracle_gap = _trec_eval_gap(folder, self.names, self.truth)

    def held_out(self, run: int) -> np.ndarray:
        """(N,) the judged pairs only this run's top 10 brought to the pool."""
        mine = np.zeros(self.pool.size, dtype=bool)
        row = self.pool.top[run]
        mine[row[row >= 0]] = True
        return mine & (self.votes == 1) & (self.human >= 0)


def _trec_eval_gap(folder: Path, names: list[str], truth: np.ndarray) -> float | None:
    """The largest difference between the truth and the collection's own trec_eval table (its `all` rows)."""
    import csv

    table = folder / "trec_eval.ndcg_cut10.csv"
    if not table.is_file():
        return None
    by_run: dict[str, list[float]] = {}
    with table.open() as handle:
        for row in csv.DictReader(handle):
            run = row.get("run") or row.get("runid") or ""
            value = row.get("ndcg_cut_10") or row.get("value")
            query = row.get("topic") or row.get("qid") or row.get("query")
            if run and value is not None and query not in ("all", None):
                by_run.setdefault(run, []).append(float(value))
    gaps = [abs(float(np.mean(by_run[name])) - t) for name, t in zip(names, truth) if name in by_run]
    return float(max(gaps)) if gaps else None


def baselines(world: World) -> dict[str, np.ndarray]:
    """Each run's value under each baseline, in its own world (deterministic)."""
    from labeler.metrics.hybrid import Pool, per_query_values

    out = {name: np.zeros(len(world.names)) for name in BASELINES}
    for r in range(len(world.names)):
        held = world.held_out(r)
        zeroed = np.where(held, 0, world.human)
        out["holes-0"][r] = per_query_values(world.pool, zeroed, world.measure)[r].mean()
        out["llm-fill"][r] = per_query_values(world.pool, np.where(held, np.clip(world.pool.llm, 0, 3), world.human),
                                              world.measure)[r].mean()
        row = world.deep.top[r]
        judged = (row >= 0) & ~held[np.maximum(row, 0)] & (world.human[np.maximum(row, 0)] >= 0)
        condensed = np.full((1, row.shape[0], DEPTH), -1, dtype=np.int64)
        for q in range(row.shape[0]):
            kept = row[q][judged[q]][:DEPTH]
            condensed[0, q, :len(kept)] = kept
        pool = Pool(world.pool.query, world.pool.n_queries, world.pool.llm, condensed)
        out["condensed"][r] = per_query_values(pool, zeroed, world.measure)[0].mean()
    return out


def hybrid(world: World, budget: float, draws: int, seed: int) -> dict[str, Any]:
    """Every run's hybrid estimate in its own world, ``draws`` times, and the planner's promise for it."""
    from labeler.metrics.hybrid.design import design_sizes, known_prior, sequential_poisson
    from labeler.services.estimation.design import expected_half_widths
    from labeler.services.estimation.hybrid import PoolDesign, hybrid_estimates

    name = world.measure.name
    runs = len(world.names)
    values = np.tile(world.truth, (draws, 1))
    low, high = values.copy(), values.copy()
    holes = np.zeros(runs, dtype=np.int64)
    graded = np.zeros(runs, dtype=np.int64)
    promise = np.full(runs, np.nan)
    rng = np.random.default_rng(seed)
    for r in range(runs):
        held = world.held_out(r)
        holes[r] = int(held.sum())
        if not holes[r]:
            continue  # nothing held out: the run is scored exactly
        known = np.where(held, -1, world.human)
        prior = known_prior(world.pool, known, world.measure)
        sizes = design_sizes(world.pool, world.measure, "importance", llm_probs=prior, population=held)
        n = int(round(budget * holes[r]))
        graded[r] = n
        for j in range(draws if n else 1):
            uniforms = rng.random(world.pool.size)
            design = PoolDesign(sizes, uniforms, held)
            grade = known.copy()
            chosen = sequential_poisson(sizes, uniforms, n, held).order
            grade[chosen] = world.human[chosen]
            interval = hybrid_estimates(world.hybrid_pool, grade, [name], design=design).values[name][r]
            rows = slice(None) if not n else slice(j, j + 1)
            values[rows, r] = interval.value
            low[rows, r] = np.nan if interval.ci_low is None else interval.ci_low
            high[rows, r] = np.nan if interval.ci_high is None else interval.ci_high
        if n:
            forecast = expected_half_widths(world.hybrid_pool, PoolDesign(sizes, rng.random(world.pool.size), held),
                                            n, name, seed=seed, graded=known)
            promise[r] = forecast.get(world.names[r], np.nan)
    return {"values": values, "low": low, "high": high, "holes": holes, "graded": graded, "promise": promise}


def summary(world: World, values: np.ndarray, low: np.ndarray | None = None, high: np.ndarray | None = None,
            holes: np.ndarray | None = None, promise: np.ndarray | None = None) -> dict[str, Any]:
    """The figures of one method: values (draws, runs), and for hybrid its intervals and promises."""
    from labeler.metrics.stats.rank_correlation import kendall_tau
    from labeler.services.simulation.stats import DEFAULT_BINS

    truth = world.truth
    error = values - truth
    size = np.abs(error)
    row: dict[str, Any] = {
        "mean_error": float(size.mean()),
        "max_error": float(size.max(axis=1).mean()),
        "runs_off": float((size > OFF).sum(axis=1).mean()),
        "runs_off_most": int((size > OFF).sum(axis=1).max()),
        "draws_with_at_most_2_off": float(((size > OFF).sum(axis=1) <= 2).mean()),
        "bias": float(error.mean()),
        "tau": float(np.nanmean([kendall_tau(v, truth) for v in values])),
    }
    if low is None or high is None or holes is None:
        return row
    with_interval = (holes > 0) & ~np.isnan(low).all(axis=0)
    half = (high - low) / 2.0
    covered = (low <= truth + 1e-12) & (truth <= high + 1e-12)
    bins = []
    limits = [0.0, *DEFAULT_BINS, 1.0]
    for index, (a, b) in enumerate(zip(limits[:-1], limits[1:])):
        last = index == len(limits) - 2
        inside = with_interval & (truth >= a) & ((truth <= b) if last else (truth < b))
        if inside.any():
            bins.append({"low": a, "high": b, "runs": int(inside.sum()),
                         "coverage": float(covered[:, inside].mean()),
                         "min_run_coverage": float(covered[:, inside].mean(axis=0).min()),
                         "median_half_width": float(np.median(half[:, inside])),
                         "bias": float(error[:, inside].mean())})
    row.update({
        "run_coverage": [None if not with_interval[r] else float(covered[:, r].mean()) for r in range(len(truth))],
        "run_half_width": [None if not with_interval[r] else float(np.median(half[:, r])) for r in range(len(truth))],
        "runs_with_intervals": int(with_interval.sum()),
        "coverage": float(covered[:, with_interval].mean()) if with_interval.any() else None,
        "median_half_width": float(np.median(half[:, with_interval])) if with_interval.any() else None,
        "bins": bins,
    })
    if promise is not None and with_interval.any():
        delivered = np.median(half, axis=0)
        ok = with_interval & np.isfinite(promise) & (delivered > 0)
        ratio = promise[ok] / delivered[ok]
        row["planner"] = {"runs": int(ok.sum()), "median_ratio": float(np.median(ratio)),
                          "within_20": float(np.mean(np.abs(ratio - 1) <= 0.2)),
                          "median_promise": float(np.median(promise[ok])),
                          "median_delivered": float(np.median(delivered[ok]))}
    return row


def run(args: argparse.Namespace) -> None:
    document: dict[str, Any] = {"machine": machine(), "draws": args.draws, "seed": args.seed, "results": []}
    for name in args.collections.split(","):
        for judge in args.judges.split(","):
            start = time.perf_counter()
            world = World(name, judge)
            held = [int(world.held_out(r).sum()) for r in range(len(world.names))]
            entry: dict[str, Any] = {"collection": name, "judge": judge, "runs": len(world.names),
                                     "pairs": world.pool.size, "held_out": held,
                                     "truth": world.truth.tolist(), "trec_eval_gap": world.oracle_gap,
                                     "methods": {}}
            for method, value in baselines(world).items():
                entry["methods"][method] = summary(world, value[None, :])
                entry["methods"][method]["values"] = value.tolist()
            for budget in (float(b) / 100 for b in args.budgets.split(",")):
                got = hybrid(world, budget, args.draws, args.seed)
                key = f"hybrid {budget:.0%}"
                entry["methods"][key] = summary(world, got["values"], got["low"], got["high"], got["holes"],
                                                got["promise"])
                entry["methods"][key]["graded"] = int(got["graded"].sum())
                entry["methods"][key]["run_graded"] = got["graded"].tolist()
                entry["methods"][key]["run_promise"] = [None if not np.isfinite(p) else float(p) for p in got["promise"]]
                print(f"{name} {judge} {key}: {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
            entry["seconds"] = round(time.perf_counter() - start, 1)
            document["results"].append(entry)
            _save(document, args.out)
    print(markdown(document))


def _save(document: dict[str, Any], path: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    Path(path).write_text(json.dumps(document, indent=1))


def _cell(value: float | None, digits: int = 4) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def markdown(document: dict[str, Any]) -> str:
    """The tables docs/BENCHMARKS.md shows."""
    lines = [f"machine: {document['machine']}; {document['draws']} draws per budget, seed {document['seed']}", ""]
    for entry in document["results"]:
        held = np.asarray(entry["held_out"])
        lines += [f"### {entry['collection']}, judge {entry['judge']}: {entry['runs']} runs, {entry['pairs']:,} pairs; "
                  f"held out per run: median {int(np.median(held))}, max {int(held.max())}, "
                  f"{int((held > 0).sum())} runs with holes", "",
                  "| method | mean abs error | max abs error | runs off > 0.02 (mean, most) | tau | coverage | "
                  "median half-width | planner promise / delivered (within ±20%) |",
                  "|---|---|---|---|---|---|---|---|"]
        for method, row in entry["methods"].items():
            planner = row.get("planner")
            lines.append(
                f"| {method} | {_cell(row['mean_error'])} | {_cell(row['max_error'])} | "
                f"{row['runs_off']:.1f}, {row['runs_off_most']} | {_cell(row['tau'], 3)} | "
                f"{_cell(row.get('coverage'), 3)} | {_cell(row.get('median_half_width'))} | "
                + (f"{planner['median_ratio']:.2f} ({planner['within_20']:.0%} of {planner['runs']} runs) |"
                   if planner else "- |"))
        lines.append("")
        for method, row in entry["methods"].items():
            if row.get("bins"):
                cells = "; ".join(f"[{b['low']:.1f}, {b['high']:.1f}) {b['runs']} runs: coverage {b['coverage']:.3f} "
                                  f"(worst run {b['min_run_coverage']:.2f}), half-width {b['median_half_width']:.4f}, "
                                  f"bias {b['bias']:+.4f}" for b in row["bins"])
                lines.append(f"- {method}: {cells}")
        lines.append("")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    go = sub.add_parser("run", help="leave-one-run-out over the collections")
    go.add_argument("--collections", default="dl21,dl19")
    go.add_argument("--judges", default="umbrela-gpt4", help="umbrela-gpt4, binary_gpt4, binary_gpt4o, "
                    "binary_llama3.2, qdep (comma-separated)")
    go.add_argument("--budgets", default="0,10,25,50", help="percentages of each run's held-out pairs")
    go.add_argument("--draws", type=int, default=100)
    go.add_argument("--seed", type=int, default=0)
    go.add_argument("--out", default=str(OUT / "holes.json"))
    show = sub.add_parser("table", help="the Markdown tables of a saved run")
    show.add_argument("path")
    args = parser.parse_args()
    if args.command == "run":
        run(args)
    else:
        print(markdown(json.loads(Path(args.path).read_text())))


if __name__ == "__main__":
    main()
