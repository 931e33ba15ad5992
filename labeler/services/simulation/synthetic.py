"""Runs and judges made up over a fully judged pool, to validate hybrid estimates where real ones are missing.

A collection's real runs seldom span every quality (TREC DL 2021's stop near nDCG@10 0.75; DL 2019
ships three), and a real judge's errors are whatever they are. The validation harness adds:

- ``synthetic_runs``: runs of every quality, from nDCG@10 about 0.25 to 0.98. Run i ranks each
  query's pool pairs by (1 - beta_i) h_d + beta_i l_d' + sigma_i z_d (h the human grade, l' the LLM
  grade on the 0-3 scale, z standard normal), except on a share of the queries it ranks perfectly
  (by h alone); a share of its top-k slots then holds a passage outside the pool (unjudged, gains 0),
  pushing the rest down. Small sigma with many perfect queries is the near-perfect retriever a team
  evaluating a good RAG system has; beta > 0 makes a run's errors follow the LLM's.
- ``query_dependent_judge``: human grades perturbed by a mood drawn per query - lenient (a grade up
  with probability 0.7), strict (down with 0.7) or noisy (one step either way with 0.3), a third
  each - the judge whose errors a single calibration cannot undo.

Both are seeded numpy; the same seed gives the same runs and grades.
"""

from __future__ import annotations

import numpy as np

from labeler.metrics.hybrid.measures import GRADES

# (sigma, share of queries ranked perfectly, share of top-k slots unjudged, beta): strongest first
SYNTHETIC_SPECS: tuple[tuple[float, float, float, float], ...] = (
    (0.6, 0.8, 0.00, 0.0), (0.7, 0.6, 0.01, 0.0), (0.8, 0.4, 0.02, 0.3), (0.9, 0.3, 0.03, 0.0),
    (1.0, 0.1, 0.04, 0.0), (1.1, 0.0, 0.05, 0.5), (1.4, 0.0, 0.06, 0.0), (1.8, 0.0, 0.08, 0.5),
    (2.4, 0.0, 0.12, 0.0), (3.2, 0.0, 0.18, 0.5), (4.5, 0.0, 0.25, 0.0), (7.0, 0.0, 0.35, 0.0),
)


def synthetic_runs(query: np.ndarray, n_queries: int, human: np.ndarray, llm: np.ndarray, count: int, *,
                   depth: int, seed: int = 0) -> np.ndarray:
    """(count, Q, depth) pool index of each synthetic run's chunk at each rank (-1: unjudged or none).

    ``count`` runs spread over ``SYNTHETIC_SPECS`` (all twelve when count is 12, evenly chosen otherwise).
    """
    rng = np.random.default_rng(seed)
    chosen = np.linspace(0, len(SYNTHETIC_SPECS) - 1, count).round().astype(int) if count else np.zeros(0, int)
    llm_scaled = llm * (GRADES - 1.0) / max(int(llm.max(initial=0)), 1)
    starts = np.searchsorted(np.sort(query), np.arange(n_queries))
    out = np.full((len(chosen), n_queries, depth), -1, dtype=np.int64)
    for run, spec in enumerate(chosen):
        sigma, perfect, holes, beta = SYNTHETIC_SPECS[spec]
        perfect_query = rng.random(n_queries) < perfect
        noise = (1 - beta) * human + beta * llm_scaled + sigma * rng.standard_normal(len(human))
        score = np.where(perfect_query[query], human + 1e-3 * rng.random(len(human)), noise)
        ranked = np.lexsort((-score, query))                    # by query, then score descending
        rank = np.empty(len(query), dtype=np.int64)
        rank[ranked] = np.arange(len(query)) - starts[query[ranked]]
        keep = rank < depth
        out[run, query[keep], rank[keep]] = np.flatnonzero(keep)
        _punch_holes(out[run], rng.random((n_queries, depth)) < holes, perfect_query)
    return out


def _punch_holes(top: np.ndarray, hole: np.ndarray, spared: np.ndarray) -> None:
    """Put an unjudged passage (-1) at each hole of ``top`` (Q, K) in place, the rest moving down a rank."""
    hole &= ~spared[:, None]
    for q in np.flatnonzero(hole.any(axis=1)):
        slots = np.flatnonzero(~hole[q])
        row = np.full(top.shape[1], -1, dtype=np.int64)
        row[slots] = top[q][: len(slots)]
        top[q] = row


def query_dependent_judge(query: np.ndarray, n_queries: int, human: np.ndarray, *, seed: int = 0) -> np.ndarray:
    """Test seam: the synthetic judge of bench/bench_hybrid.py and bench/bench_holes.py, not of a command.

    (N,) LLM-like grades 0..3: the human grades made lenient, strict or noisy per query (module docstring)."""
    rng = np.random.default_rng(seed)
    mood = rng.integers(0, 3, n_queries)[query]      # 0 strict, 1 noisy, 2 lenient
    draw = rng.random(len(human))
    step = np.where(mood == 2, draw < 0.7, 0) - np.where(mood == 0, draw < 0.7, 0)
    step = step + np.where((mood == 1) & (draw < 0.3), rng.choice([-1, 1], len(human)), 0)
    return np.asarray(np.clip(human + step, 0, GRADES - 1))
