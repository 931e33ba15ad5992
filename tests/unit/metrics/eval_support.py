"""Helpers for the metrics tests: string runs and qrels encoded into EvalArrays, trec_eval's ranking of
them, and seeded random collections."""

from __future__ import annotations

import numpy as np

from labeler.metrics import UNJUDGED, EvalArrays

Run = dict[str, dict[str, float]]
Qrels = dict[str, dict[str, int]]


def byte_order_codes(chunk_ids: set[str]) -> dict[str, int]:
    """Code of each chunk id: its position among all ids sorted in byte (strcmp) order."""
    return {chunk: code for code, chunk in enumerate(sorted(chunk_ids, key=str.encode))}


def encode(run: Run, qrels: Qrels) -> EvalArrays:
    """Build EvalArrays from {qid: {chunk: score}} and {qid: {chunk: grade}} string data."""
    query_ids = sorted(set(run) | set(qrels))
    query_index = {qid: i for i, qid in enumerate(query_ids)}
    codes = byte_order_codes({c for docs in run.values() for c in docs})
    rows = [(qid, chunk, score) for qid, docs in run.items() for chunk, score in docs.items()]
    qrel_rows = [(qid, chunk, grade) for qid, docs in qrels.items() for chunk, grade in docs.items()]
    return EvalArrays(
        query_ids=query_ids,
        run_query=np.array([query_index[q] for q, _, _ in rows], dtype=np.int64),
        run_score=np.array([s for _, _, s in rows], dtype=np.float64),
        run_doc_order=np.array([codes[c] for _, c, _ in rows], dtype=np.int64),
        run_grade=np.array([qrels.get(q, {}).get(c, UNJUDGED) for q, c, _ in rows], dtype=np.int64),
        qrels_query=np.array([query_index[q] for q, _, _ in qrel_rows], dtype=np.int64),
        qrels_grade=np.array([g for _, _, g in qrel_rows], dtype=np.int64),
    )


def trec_ranking(docs: dict[str, float], compat: int = 9) -> list[str]:
    """Reference ranking: score descending (float32 for compat 9, double for 10), then chunk id
    descending in byte order."""
    def score(chunk: str) -> float:
        return float(np.float32(docs[chunk])) if compat == 9 else docs[chunk]
    return sorted(docs, key=lambda c: (score(c), c.encode()), reverse=True)


def random_collection(seed: int, n_queries: int = 40) -> tuple[Run, Qrels]:
    """Seeded run and qrels with heavy ties, unjudged chunks, negative grades and odd queries."""
    rng = np.random.default_rng(seed)
    pool = [f"d{i}" for i in range(60)] + ["d", "D1", "d1a", "dé", "d\u00e9x", "z", "Z"]
    run: Run = {}
    qrels: Qrels = {}
    for q in range(n_queries):
        qid = f"q{q}"
        kind = rng.choice(["both", "both", "both", "run_only", "qrels_only", "zeros", "negative"])
        docs = [str(d) for d in rng.choice(pool, size=int(rng.integers(1, 35)), replace=False)]
        if kind != "qrels_only":
            few_values = rng.choice([0.5, 1.0, 1.5, 2.0, -1.0, 0.0, -0.0], size=len(docs))
            continuous = rng.normal(size=len(docs))
            # 1e20 and 1e20 + 1e5 are distinct doubles but the same float32: a trec_eval tie.
            float32_ties = rng.choice([1e20, 1e20 + 1e5, 1.0 + 1e-12, 1.0], size=len(docs))
            style = rng.integers(0, 3)
            scores = (few_values, continuous, float32_ties)[style]
            run[qid] = {d: float(s) for d, s in zip(docs, scores)}
        if kind == "run_only":
            continue
        judged = [d for d in docs if rng.random() < 0.6]
        judged += [str(d) for d in rng.choice(pool, size=int(rng.integers(0, 6)), replace=False)]
        if kind == "zeros":
            qrels[qid] = {d: 0 for d in judged} or {docs[0]: 0}
        elif kind == "negative":
            # At least one grade 0: trec_eval corrupts memory on all-negative queries (pinned
            # by a direct test instead).
            qrels[qid] = {d: int(rng.choice([-2, -1])) for d in judged} | {docs[0]: 0}
        else:
            grades = rng.choice([-1, 0, 0, 1, 1, 2, 3], size=len(judged))
            qrels[qid] = {d: int(g) for d, g in zip(judged, grades)} or {docs[0]: 2}
    return run, qrels
