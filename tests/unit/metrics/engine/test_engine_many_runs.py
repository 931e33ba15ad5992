"""Many runs scored in one pass (evaluate_runs) give every run exactly the result evaluate gives it
alone: the same queries, per-query values, means and tie report, bit for bit; and the pieces that
pass relies on (qrels facts repeated per run, one packed sort for (query, rank)) equal what they replace."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labeler.metrics import UNJUDGED, EvalArrays, evaluate, parse_measures
from labeler.metrics.request import ScoringRequest
from labeler.metrics.engine.evaluate import evaluate_runs
from labeler.metrics.measures.ranked import CutSums, QrelsFacts, query_rank_order
from tests.unit.metrics.eval_support import random_collection

MEASURES = parse_measures((
    "nDCG@10", "nDCG@5", "nDCG", "P@5", "R@10", "RR", "RR@3", "AP", "AP@5", "R-Prec", "bpref", "infAP",
    "Judged@5", "num_ret", "num_rel", "num_rel_ret", "NumQ", "SetP", "SetF", "IPrec@0.5", "RBP(p=0.8)",
    "Success@5", "nDCG(gains={0:0,1:1,2:3,3:7})@10", "AP(rel=2)", "nDCG(judged_only=True)@10",
    "RR(judged_only=True)", "RBP(p=0.5,rel=2)@3"))


def _shared_vocabulary(seeds: list[int], sparse: bool = False) -> tuple[list[EvalArrays], EvalArrays, list[int]]:
    """Several random runs against one qrels, coded over one vocabulary of queries and chunk ids:
    each as its own EvalArrays, and all laid end to end (the batch reader's shape). ``sparse``: one
    judgment per query, so that judged rows are placed by counting rather than sorting."""
    runs = [random_collection(seed, n_queries=25)[0] for seed in seeds]
    qrels = random_collection(seeds[0], n_queries=25)[1]
    if sparse:
        qrels = {q: dict(list(docs.items())[:1]) for q, docs in qrels.items()}
    query_ids = sorted(set(qrels).union(*runs))
    query_index = {qid: at for at, qid in enumerate(query_ids)}
    chunks = sorted({c for run in runs for docs in run.values() for c in docs} | {c for d in qrels.values() for c in d},
                    key=str.encode)
    code = {chunk: at for at, chunk in enumerate(chunks)}
    qrel_rows = [(q, c, g) for q, docs in qrels.items() for c, g in docs.items()]
    qrels_query = np.array([query_index[q] for q, _, _ in qrel_rows], dtype=np.int64)
    qrels_grade = np.array([g for _, _, g in qrel_rows], dtype=np.int64)
    alone = []
    for run in runs:
        rows = [(q, c, s) for q, docs in run.items() for c, s in docs.items()]
        alone.append(EvalArrays(
            query_ids=query_ids,
            run_query=np.array([query_index[q] for q, _, _ in rows], dtype=np.int32),
            run_score=np.array([s for _, _, s in rows], dtype=np.float64),
            run_doc_order=np.array([code[c] for _, c, _ in rows], dtype=np.int64),
            run_grade=np.array([qrels.get(q, {}).get(c, UNJUDGED) for q, c, _ in rows], dtype=np.int64),
            qrels_query=qrels_query, qrels_grade=qrels_grade))
    together = EvalArrays(query_ids, *(np.concatenate([getattr(a, name) for a in alone]) for name in
                                       ("run_query", "run_score", "run_doc_order", "run_grade")),
                          qrels_query, qrels_grade)
    return alone, together, [len(a.run_query) for a in alone]


@pytest.mark.parametrize("options", [
    {}, {"complete": True}, {"compat": 9}, {"gain": "exponential"}, {"relevant_grade": 2},
    {"tie_measures": ["nDCG@10", "RR"]},
])
@pytest.mark.parametrize("sparse", [False, True])
def test_every_run_scores_as_it_scores_alone(options: dict[str, object], sparse: bool) -> None:
    alone, together, rows = _shared_vocabulary([3, 8, 21, 34, 55], sparse)
    asked = {key: value for key, value in options.items() if key != "tie_measures"}
    ties = {key: value for key, value in options.items() if key == "tie_measures"}
    results = evaluate_runs(together, rows, ScoringRequest(MEASURES, **asked), **ties)  # type: ignore[arg-type]
    assert len(results) == len(alone)
    for arrays, got in zip(alone, results, strict=True):
        expected = evaluate(arrays, ScoringRequest(MEASURES, **asked), **ties)  # type: ignore[arg-type]
        assert got.query_ids == expected.query_ids
        assert got.per_query.keys() == expected.per_query.keys()
        for name, values in expected.per_query.items():
            assert got.per_query[name].tobytes() == values.tobytes(), name
        assert {name: float(value).hex() for name, value in got.means.items()} == \
            {name: float(value).hex() for name, value in expected.means.items()}
        assert got.ties == expected.ties
        assert got.conventions == expected.conventions


def test_one_run_is_evaluate_and_a_run_without_rows_scores_nothing() -> None:
    alone, together, rows = _shared_vocabulary([5, 6])
    assert evaluate_runs(alone[0], None, ScoringRequest(MEASURES))[0].means == evaluate(alone[0], ScoringRequest(MEASURES)).means
    empty = EvalArrays(together.query_ids, together.run_query[:0], together.run_score[:0],
                       together.run_doc_order[:0], together.run_grade[:0], together.qrels_query, together.qrels_grade)
    with_empty = EvalArrays(together.query_ids, *(np.concatenate([getattr(alone[0], n), getattr(empty, n)]) for n in
                                                   ("run_query", "run_score", "run_doc_order", "run_grade")),
                            together.qrels_query, together.qrels_grade)
    first, nothing = evaluate_runs(with_empty, [rows[0], 0], ScoringRequest(MEASURES))
    assert first.means == evaluate(alone[0], ScoringRequest(MEASURES)).means
    assert nothing.query_ids == [] and nothing.means["nDCG@10"] == 0.0


def test_repeated_facts_are_the_facts_of_each_copy() -> None:
    rng = np.random.default_rng(9)
    query, grade = rng.integers(0, 7, 60), rng.integers(-1, 4, 60)
    one = QrelsFacts(7, query, grade)
    three = QrelsFacts(21, query, grade, copies=3)
    num_ret = rng.integers(0, 50, 21)
    tables = three.tables(num_ret, "exponential", 2)
    alone = one.tables(num_ret[:7], "exponential", 2)
    for copy in range(3):
        at = slice(7 * copy, 7 * copy + 7)
        assert np.array_equal(tables.num_rel[at], alone.num_rel)
        assert np.array_equal(tables.num_nonrel[at], alone.num_nonrel)
        assert tables.idcg(3)[at].tobytes() == alone.idcg(3).tobytes()
        assert tables.idcg(None)[at].tobytes() == alone.idcg(None).tobytes()
        assert np.array_equal(three.max_grade[at], one.max_grade)
        assert np.array_equal(three.judged_queries()[at], one.judged_queries())
    assert np.array_equal(tables.num_ret, num_ret)
    ideal = tables.ideal_query // 7 == 1  # the second copy's ideal rows, as the first's shifted
    assert np.array_equal(tables.ideal_query[ideal] - 7, alone.ideal_query)
    assert np.array_equal(tables.ideal_gain[ideal], alone.ideal_gain)


@settings(max_examples=60, deadline=None)
@given(pairs=st.lists(st.tuples(st.integers(0, 50), st.integers(0, 40)), max_size=80),
       big=st.booleans())
def test_the_packed_sort_is_lexsort(pairs: list[tuple[int, int]], big: bool) -> None:
    query = np.array([q for q, _ in pairs], dtype=np.int64)
    rank = np.array([r for _, r in pairs], dtype=np.int64)
    if big and len(rank):  # too wide to pack: lexsort itself
        rank[0] = 1 << 61
    assert query_rank_order(query, rank).tolist() == np.lexsort((rank, query)).tolist()


@settings(max_examples=300, deadline=None)
@given(sizes=st.lists(st.integers(0, 8), min_size=1, max_size=6), seed=st.integers(0, 2**32 - 1),
       cutoffs=st.lists(st.sampled_from([1, 2, 3, 5, 10, 100, 200, None]), min_size=1, max_size=8))
def test_cut_sums_are_bincounts_bit_for_bit(sizes: list[int], seed: int, cutoffs: list[int | None]) -> None:
    """Continued from a smaller cutoff's sums, in any order of cutoffs: bincount's very floats
    (weights spread over ten orders of magnitude, so any other order of additions would show)."""
    rng = np.random.default_rng(seed)
    query = np.repeat(np.arange(len(sizes)), sizes)
    rank = np.concatenate([np.sort(rng.choice(300, size, replace=False)) for size in sizes]).astype(np.int64)
    weights = rng.random(len(query)) * 10.0 ** rng.integers(-5, 5, len(query))
    sums = CutSums(query, rank, weights, len(sizes))
    for k in cutoffs:
        keep = slice(None) if k is None else rank < k
        expected = np.bincount(query[keep], weights=weights[keep], minlength=len(sizes)).astype(np.float64)
        assert sums.top(k).tobytes() == expected.tobytes()


@settings(max_examples=200, deadline=None)
@given(rows=st.lists(st.tuples(st.integers(0, 8), st.integers(-3, 9)), max_size=60),
       gain=st.sampled_from(["linear", "exponential", ((1, 2.0), (2, 2.0), (3, 0.5)), ((0, 0.0), (7, 1.0))]))
def test_the_ideal_order_is_lexsort(rows: list[tuple[int, int]], gain: object) -> None:
    """Each query's ideal ranking: gain descending, equal gains in qrels order, as lexsort orders it."""
    from labeler.metrics.measures.ranked import _best_gain_first, gains_of

    query = np.array([q for q, _ in rows], dtype=np.int64)
    grades = np.array([g for _, g in rows], dtype=np.int64)
    gains = gains_of(grades, gain)  # type: ignore[arg-type]
    keep = gains > 0
    expected = np.lexsort((-gains[keep], query[keep]))
    assert _best_gain_first(query[keep], grades[keep], gains[keep], gain).tolist() == expected.tolist()  # type: ignore[arg-type]
