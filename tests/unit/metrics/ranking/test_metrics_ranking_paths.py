"""Every path of the piecewise ranking sort equals a plain reference sort: rows grouped by query
or interleaved, small queries joined into pieces, heavy ties (ranked by chunk id first), scores
differing only in dropped bits, chunk-id codes too spread out to pack, and a single query."""

from __future__ import annotations

import numpy as np
import pytest

from labeler.metrics.ranking import sort as ranking
from labeler.metrics.ranking.sort import sort_run


def _reference(query: np.ndarray, score: np.ndarray, doc: np.ndarray, compat: int) -> tuple[np.ndarray, np.ndarray]:
    """(order, tied_next) by the definition: query, score descending (as compat compares it;
    -0.0 == 0.0), chunk id descending, then row; a tie is the same query and score."""
    compared = score.astype(np.float32 if compat == 9 else np.float64) + 0.0
    keyed = sorted(range(len(query)), key=lambda r: (int(query[r]), -float(compared[r]), -int(doc[r]), r))
    order = np.array(keyed, dtype=np.int64)
    q, s = query[order], compared[order]
    tied_next = np.zeros(len(order), dtype=bool)
    tied_next[:-1] = (q[1:] == q[:-1]) & (s[1:] == s[:-1])
    return order, tied_next


def _run(seed: int, style: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Rows grouped by query (queries of 1 to 700 rows, listed in no particular order)."""
    rng = np.random.default_rng(seed)
    sizes = rng.choice([1, 2, 5, 40, 300, 700], size=30)
    query = np.repeat(rng.permutation(len(sizes)), sizes).astype(np.int64)
    n = len(query)
    if style == "ties":
        score = rng.integers(0, 6, size=n) / 2.0
    elif style == "close":  # doubles apart only in their last bits, and float32 ties
        score = 1.0 + rng.integers(0, 4, size=n) * 2.0**-50 + rng.integers(0, 3, size=n) * 1e-3
    else:
        score = rng.normal(size=n).round(2) * np.where(rng.random(n) < 0.1, -1.0, 1.0)
    score[rng.random(n) < 0.02] = -0.0
    if style == "wide":  # chunk-id codes over the whole int64 range: they cannot be packed
        doc = rng.integers(np.iinfo(np.int64).min, np.iinfo(np.int64).max, size=n, dtype=np.int64)
    else:  # distinct codes of short ids: common trailing zero bytes
        doc = rng.permutation(n).astype(np.int64) << 16
    return query, score, doc


@pytest.mark.parametrize(("many_tied", "copied_segments"), [(None, None), (0, None), (None, 0), (0, 0)])
@pytest.mark.parametrize("key_bits", [64, 34])
@pytest.mark.parametrize("compat", [9, 10])
@pytest.mark.parametrize("style", ["ties", "close", "spread", "wide"])
def test_every_path_matches_the_reference(monkeypatch: pytest.MonkeyPatch, style: str, compat: int,
                                          key_bits: int, many_tied: int | None,
                                          copied_segments: int | None) -> None:
    """many_tied=0 ranks by chunk id first whatever the ties; key_bits=34 drops score bits;
    copied_segments=0 moves queries into index order by one gather instead of slices."""
    if many_tied is not None:
        monkeypatch.setattr(ranking, "MANY_TIED_ROWS", many_tied)
    if copied_segments is not None:
        monkeypatch.setattr(ranking, "_COPIED_SEGMENTS", copied_segments)
    query, score, doc = _run(7, style)
    expected_order, expected_tied = _reference(query, score, doc, compat)
    for rows in (np.arange(len(query)), np.random.default_rng(1).permutation(len(query))):
        result = sort_run(query[rows], score[rows], doc[rows], key_bits=key_bits, compat=compat)
        assert np.array_equal(rows[result.order], expected_order)
        assert np.array_equal(result.tied_next, expected_tied)


@pytest.mark.parametrize("style", ["ties", "spread"])
def test_a_sample_of_the_first_queries_picks_the_path(monkeypatch: pytest.MonkeyPatch, style: str) -> None:
    """A run whose first queries mostly tie is ranked by chunk id at once; same order either way."""
    monkeypatch.setattr(ranking, "SAMPLE_ROWS", 1_000)
    query, score, doc = _run(11, style)
    expected_order, expected_tied = _reference(query, score, doc, 10)
    result = sort_run(query, score, doc)
    assert np.array_equal(result.order, expected_order)
    assert np.array_equal(result.tied_next, expected_tied)


@pytest.mark.parametrize("many_tied", [None, 0])
def test_one_query_whose_scores_all_tie(monkeypatch: pytest.MonkeyPatch, many_tied: int | None) -> None:
    if many_tied is not None:
        monkeypatch.setattr(ranking, "MANY_TIED_ROWS", many_tied)
    doc = np.random.default_rng(3).permutation(5_000).astype(np.int64)
    query, score = np.zeros(5_000, dtype=np.int64), np.ones(5_000)
    result = sort_run(query, score, doc)
    assert np.array_equal(doc[result.order], np.arange(5_000)[::-1])
    assert result.tied_next[:-1].all() and not result.tied_next[-1]
    assert (result.block_start.min(), result.block_end.max()) == (0, 5_000)


def test_a_repeated_chunk_id_keeps_row_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """Readers refuse repeated (query, chunk) pairs; the ranking still orders them by row."""
    monkeypatch.setattr(ranking, "MANY_TIED_ROWS", 0)
    query, score = np.zeros(4, dtype=np.int64), np.array([1.0, 1.0, 1.0, 2.0])
    doc = np.array([5, 7, 5, 1], dtype=np.int64)
    assert sort_run(query, score, doc).order.tolist() == [3, 1, 0, 2]


@pytest.mark.parametrize("compat", [9, 10])
@pytest.mark.parametrize("style", ["ties", "close", "spread", "wide"])
def test_a_run_listed_best_first_matches_the_reference(style: str, compat: int) -> None:
    """A file listing each query's rows by score, best first (ties in any chunk order: most
    runs), is ranked without the piecewise sort; the same order and ties as the reference.
    NaN scores last (trec_eval's order for them is undefined; ours puts them after every score)."""
    query, score, doc = _run(13, style)
    score[np.random.default_rng(2).random(len(score)) < 0.01] = np.nan
    compared = np.where(np.isnan(score), -np.inf, score.astype(np.float32 if compat == 9 else np.float64))
    listed = np.lexsort((np.random.default_rng(4).permutation(len(query)), -compared, query))  # ties shuffled
    query, score, doc = query[listed], score[listed], doc[listed]
    assert ranking._listed_best_first(ranking.query_segments(query), score, compat) is not None
    expected_order, expected_tied = _reference(query, np.where(np.isnan(score), -np.inf, score), doc, compat)
    result = sort_run(query, score, doc, compat=compat)
    assert np.array_equal(result.order, expected_order)
    assert np.array_equal(result.tied_next, expected_tied)


def test_a_run_not_listed_best_first_takes_the_sort() -> None:
    query = np.zeros(3, dtype=np.int64)
    assert ranking._listed_best_first(np.array([0, 3]), np.array([1.0, 2.0, 0.5]), 10) is None
    assert ranking._listed_best_first(np.array([0, 2, 3]), np.array([2.0, 1.0, 5.0]), 10) is not None  # a new query
    assert sort_run(query, np.array([1.0, 2.0, 0.5]), np.arange(3)).order.tolist() == [1, 0, 2]
