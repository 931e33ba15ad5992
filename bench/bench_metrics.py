"""Time the metrics engine on MS MARCO-sized arrays generated in memory (no file I/O).

    .venv/bin/python bench/bench_metrics.py            # 6,980 queries x 1,000 rows
    .venv/bin/python bench/bench_metrics.py --queries 43 --depth 1000 --judged 200

Scores sit on a 0.001 grid (so ties occur, as in BM25 runs), chunk codes go up to 8.8 M (too
wide for the single-key sort: the exact tie pass runs), ~1.1 relevant chunks per query.
Prints seconds per phase for two row orders: as a run file is written (grouped by query,
best first) and shuffled. The figure that matters is "evaluate total".
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from labeler.metrics import UNJUDGED, EvalArrays, evaluate, parse_measure, rank_order
from labeler.metrics.ranking.sort import sort_run
from labeler.metrics.request import ScoringRequest

N_DOCS = 8_841_823


def make_arrays(n_queries: int, depth: int, judged_per_query: float, seed: int,
                grid: float = 0.001) -> EvalArrays:
    """A run grouped by query (best first) and its qrels, as integer arrays."""
    rng = np.random.default_rng(seed)
    n_rows = n_queries * depth
    run_query = np.repeat(np.arange(n_queries, dtype=np.int64), depth)
    scores = np.round(rng.gamma(4.0, 3.0, size=(n_queries, depth)) / grid) * grid
    run_score = -np.sort(-scores, axis=1).ravel()
    run_doc = rng.integers(0, N_DOCS, size=n_rows, dtype=np.int64)
    # Judged chunks: Poisson per query, 80% of them retrieved at a random rank, grade 1..3
    # (mostly 1, as MS MARCO's binary qrels) plus unretrieved ones.
    n_judged = np.maximum(rng.poisson(judged_per_query, size=n_queries), 1)
    qrels_query = np.repeat(np.arange(n_queries, dtype=np.int64), n_judged)
    qrels_grade = rng.choice([1, 1, 1, 2, 3, 0], size=len(qrels_query))
    retrieved = rng.random(len(qrels_query)) < 0.8
    rank = rng.integers(0, depth, size=len(qrels_query))
    row = qrels_query * depth + rank
    row, first = np.unique(row[retrieved], return_index=True)
    run_grade = np.full(n_rows, UNJUDGED, dtype=np.int64)
    run_grade[row] = qrels_grade[retrieved][first]
    return EvalArrays([f"q{i}" for i in range(n_queries)], run_query, run_score, run_doc,
                      run_grade, qrels_query, qrels_grade)


def shuffled(arrays: EvalArrays, seed: int) -> EvalArrays:
    """The same run with its rows in random order."""
    perm = np.random.default_rng(seed).permutation(len(arrays.run_query))
    return EvalArrays(arrays.query_ids, arrays.run_query[perm], arrays.run_score[perm],
                      arrays.run_doc_order[perm], arrays.run_grade[perm], arrays.qrels_query,
                      arrays.qrels_grade)


def _timed(label: str, func, repeat: int):
    seconds = []
    for _ in range(repeat):
        start = time.perf_counter()
        value = func()
        seconds.append(time.perf_counter() - start)
    print(f"  {label:<40} first {seconds[0]:6.3f} s   best {min(seconds):6.3f} s")
    return value


def main() -> None:
    """Generate arrays, then time ranking and evaluation (best of --repeat)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--queries", type=int, default=6980)
    parser.add_argument("--depth", type=int, default=1000)
    parser.add_argument("--judged", type=float, default=1.1)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--grid", type=float, default=0.001,
                        help="score grid; 1 makes most rows ties (worst case for the tie pass)")
    args = parser.parse_args()
    start = time.perf_counter()
    file_order = make_arrays(args.queries, args.depth, args.judged, args.seed, args.grid)
    print(f"generated {len(file_order.run_query):,} run rows, {len(file_order.qrels_query):,} "
          f"qrels rows in {time.perf_counter() - start:.1f} s")
    measures = ScoringRequest(tuple(parse_measure(m) for m in ("nDCG@10", "AP", "R@1000", "RR")))
    for label, arrays in (("file order", file_order), ("shuffled", shuffled(file_order, 1))):
        print(label)
        _timed("rank_order", lambda: rank_order(arrays.run_query, arrays.run_score,
                                                arrays.run_doc_order), args.repeat)
        _timed("sort_run (order + keys)", lambda: sort_run(arrays.run_query, arrays.run_score,
                                                          arrays.run_doc_order), args.repeat)
        result = _timed("evaluate total (4 measures + ties)",
                        lambda: evaluate(arrays, measures), args.repeat)
        _timed("evaluate total (defaults, 6 measures)",
               lambda: evaluate(arrays, ScoringRequest(tuple(parse_measure(m) for m in
                                                          ("nDCG@10", "nDCG@5", "nDCG@3", "RR", "R@100",
                                                           "Judged@10")))), args.repeat)
        means = ", ".join(f"{name} {value:.4f}" for name, value in result.means.items())
        print(f"  means: {means}; tie-affected queries {result.ties.n_queries_affected}")


if __name__ == "__main__":
    main()
