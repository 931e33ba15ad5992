"""Write seeded benchmark runs and qrels under bench/data/ (MS MARCO-sized and TREC DL-sized).

    python bench/gen_data.py            # both pairs
    python bench/gen_data.py --only dl  # the small pair only

MS MARCO-sized: 6,980 queries x 1,000 chunks (6.98 M run lines), ~1.1 relevant chunks per query,
numeric-string ids (qids up to ~1.2 M, docids up to 8.8 M) and scores on a 0.001 grid, so some
scores tie within a query. TREC DL-sized: 43 queries x 1,000 chunks with ~200 graded (0-3)
judgments per query, most of them inside the run. Files are plain TREC text, as trec_eval reads.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv

DATA = Path(__file__).resolve().parent / "data"
N_DOCS = 8_841_823  # MS MARCO passage corpus size


def _unique_rows(rng: np.random.Generator, n_rows: int, depth: int) -> np.ndarray:
    """A (n_rows, depth) matrix of docids, distinct within each row."""
    docs = rng.integers(0, N_DOCS, size=(n_rows, depth), dtype=np.int64)
    for row in range(n_rows):
        if len(np.unique(docs[row])) < depth:
            docs[row] = rng.choice(N_DOCS, size=depth, replace=False)
    return docs


def _write_run(path: Path, qids: np.ndarray, docs: np.ndarray, scores: np.ndarray, tag: str) -> None:
    n_queries, depth = docs.shape
    table = pa.table(
        {
            "qid": pc.cast(pa.array(np.repeat(qids, depth)), pa.string()),
            "q0": pa.array(np.full(n_queries * depth, "Q0", dtype=object), pa.string()),
            "docid": pc.cast(pa.array(docs.ravel()), pa.string()),
            "rank": pa.array(np.tile(np.arange(1, depth + 1), n_queries)),
            "score": pc.cast(pa.array(np.round(scores.ravel(), 3)), pa.string()),
            "tag": pa.array(np.full(n_queries * depth, tag, dtype=object), pa.string()),
        }
    )
    options = pacsv.WriteOptions(include_header=False, delimiter=" ", quoting_style="none")
    pacsv.write_csv(table, path, options)


def _write_qrels(path: Path, rows: list[tuple[int, int, int]]) -> None:
    rows.sort()
    with open(path, "w", encoding="utf-8") as handle:
        handle.writelines(f"{qid} 0 {doc} {grade}\n" for qid, doc, grade in rows)


def _scores(rng: np.random.Generator, n_queries: int, depth: int) -> np.ndarray:
    """Descending BM25-like scores on a 0.001 grid: ties happen within a query."""
    raw = rng.gamma(4.0, 2.0, size=(n_queries, depth)) + 5.0
    return -np.sort(-np.round(raw, 3), axis=1)


def msmarco(rng: np.random.Generator) -> None:
    """6,980 queries x 1,000; one relevant chunk per query, a second for one query in ten."""
    n_queries, depth = 6980, 1000
    qids = np.sort(rng.choice(1_200_000, size=n_queries, replace=False))
    docs = _unique_rows(rng, n_queries, depth)
    _write_run(DATA / "msmarco_run.trec", qids, docs, _scores(rng, n_queries, depth), "bm25")
    rows: list[tuple[int, int, int]] = []
    for i, qid in enumerate(qids):
        n_rel = 2 if rng.random() < 0.1 else 1
        chosen: set[int] = set()
        for _ in range(n_rel):
            if rng.random() < 0.8:  # retrieved, mostly near the top
                doc = int(docs[i, min(int(rng.exponential(40)), depth - 1)])
            else:
                doc = int(rng.integers(0, N_DOCS))
            if doc not in chosen:
                chosen.add(doc)
                rows.append((int(qid), doc, 1))
    _write_qrels(DATA / "msmarco_qrels.txt", rows)


def trec_dl(rng: np.random.Generator) -> None:
    """43 queries x 1,000 with ~200 graded judgments per query, ~85% of them retrieved."""
    n_queries, depth = 43, 1000
    qids = np.sort(rng.choice(1_200_000, size=n_queries, replace=False))
    docs = _unique_rows(rng, n_queries, depth)
    _write_run(DATA / "dl_run.trec", qids, docs, _scores(rng, n_queries, depth), "dense")
    rows: list[tuple[int, int, int]] = []
    for i, qid in enumerate(qids):
        n_judged = int(rng.integers(150, 250))
        n_inside = int(n_judged * 0.85)
        inside = docs[i, np.sort(rng.choice(300, size=n_inside, replace=False))]
        outside = rng.integers(0, N_DOCS, size=n_judged - n_inside)
        judged = np.unique(np.concatenate([inside, outside]))
        grades = rng.choice(4, size=len(judged), p=[0.5, 0.25, 0.15, 0.1])
        rows.extend((int(qid), int(doc), int(g)) for doc, g in zip(judged, grades))
    _write_qrels(DATA / "dl_qrels.txt", rows)


def main() -> None:
    """Generate the requested data sets with a fixed seed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=["msmarco", "dl"], default=None)
    parser.add_argument("--seed", type=int, default=20240501)
    args = parser.parse_args()
    DATA.mkdir(parents=True, exist_ok=True)
    if args.only in (None, "dl"):
        trec_dl(np.random.default_rng(args.seed + 1))
    if args.only in (None, "msmarco"):
        msmarco(np.random.default_rng(args.seed))
    for path in sorted(DATA.iterdir()):
        print(f"{path.relative_to(DATA.parent.parent)}  {path.stat().st_size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
