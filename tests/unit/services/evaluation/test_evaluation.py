"""Evaluation service: numbers equal pytrec_eval, runs load from files or the database,
database qrels follow the export's aggregation policy, and encoding joins grades exactly."""

from __future__ import annotations

import numpy as np
import pytest
import pytrec_eval

from labeler.metrics.request import scoring_request
from labeler.dataio.eval_input.encode import encode
from labeler.dataio.qrels.files import QrelsTable
from labeler.dataio.runs.table import RunTable
from labeler.domain import Chunk, NotFoundError, Query, RunInfo
from labeler.metrics.arrays import UNJUDGED
from labeler.services.evaluation.scoring import (
    evaluate_runs,
    evaluate_sources,
    load_run,
    qrels_from_repository,
)

# Hand example: ties (q1: d3/d4 at 2.0), unjudged chunks, a negative grade, a query only in
# the qrels (q3), a query only in the run (q9), an all-zero query (q2 judged 0 only).
QRELS = {
    "q1": {"d1": 2, "d2": 0, "d4": 1, "d7": 3, "d5": -1},
    "q2": {"a": 0, "b": 0},
    "q3": {"x": 1},
}
RUN = {
    "q1": {"d1": 3.0, "d3": 2.0, "d4": 2.0, "d5": 1.5, "d6": 1.0, "d2": 0.5},
    "q2": {"a": 1.0, "c": 0.9},
    "q9": {"z": 1.0},
}
PAIRS = [
    ("nDCG@10", "ndcg_cut_10"), ("nDCG@3", "ndcg_cut_3"), ("nDCG", "ndcg"), ("AP", "map"),
    ("RR", "recip_rank"), ("P@5", "P_5"), ("R@10", "recall_10"), ("R-Prec", "Rprec"),
    ("num_rel_ret", "num_rel_ret"), ("num_rel", "num_rel"), ("num_ret", "num_ret"),
]


def _run_table(run: dict[str, dict[str, float]], name: str = "hand") -> RunTable:
    return RunTable.from_rows(((q, d, s) for q, docs in run.items() for d, s in docs.items()), name=name)


def _qrels_table(qrels: dict[str, dict[str, int]]) -> QrelsTable:
    return QrelsTable.from_rows((q, d, g) for q, docs in qrels.items() for d, g in docs.items())


def test_evaluate_runs_equals_pytrec_eval_on_every_query():
    [evaluation] = evaluate_runs([_run_table(RUN)], _qrels_table(QRELS), scoring_request([p[0] for p in PAIRS]))
    oracle = pytrec_eval.RelevanceEvaluator(QRELS, {p[1] for p in PAIRS}).evaluate(RUN)
    result = evaluation.result
    assert result.query_ids == sorted(oracle) == ["q1", "q2"]
    for ours, theirs in PAIRS:
        for index, qid in enumerate(result.query_ids):
            assert result.per_query[ours][index] == pytest.approx(oracle[qid][theirs], abs=1e-9), (ours, qid)
    assert evaluation.run_name == "hand" and evaluation.retrieved_for == frozenset({"q1", "q2", "q9"})


def test_encode_joins_grades_and_keeps_byte_order_codes():
    run, qrels = _run_table(RUN), _qrels_table(QRELS)
    arrays = encode(run, qrels)
    assert arrays.query_ids == ["q1", "q2", "q3", "q9"]
    grades = {
        (arrays.query_ids[q], d): g
        for q, d, g in zip(arrays.run_query, run.table.column("docid").to_pylist(), arrays.run_grade)
    }
    assert grades[("q1", "d1")] == 2 and grades[("q1", "d5")] == -1 and grades[("q1", "d3")] == UNJUDGED
    assert grades[("q2", "c")] == UNJUDGED and grades[("q9", "z")] == UNJUDGED
    docs = run.table.column("docid").to_pylist()
    order = np.argsort(arrays.run_doc_order, kind="stable")
    assert [docs[i] for i in order] == sorted(docs)
    assert sorted(zip(arrays.qrels_query.tolist(), arrays.qrels_grade.tolist())) == sorted(
        (arrays.query_ids.index(q), g) for q, docs in QRELS.items() for g in docs.values())


def test_duplicate_qrels_pair_last_one_wins_in_evaluation():
    qrels = QrelsTable.from_rows([("q", "a", 0), ("q", "b", 1), ("q", "a", 3)])
    run = _run_table({"q": {"a": 2.0, "b": 1.0}})
    [evaluation] = evaluate_runs([run], qrels, scoring_request(["num_rel", "RR"]))
    assert evaluation.result.means["num_rel"] == 2 and evaluation.result.means["RR"] == 1.0


def test_long_ids_take_the_dictionary_path_and_agree():
    run = {"q": {f"doc-number-{i:03d}": float(i % 3) for i in range(12)}}
    qrels = {"q": {"doc-number-004": 1, "doc-number-011": 2, "not-retrieved-long-id": 1}}
    [evaluation] = evaluate_runs([_run_table(run)], _qrels_table(qrels), scoring_request(["nDCG@5", "AP"]))
    oracle = pytrec_eval.RelevanceEvaluator(qrels, {"ndcg_cut_5", "map"}).evaluate(run)["q"]
    assert evaluation.result.means["nDCG@5"] == pytest.approx(oracle["ndcg_cut_5"], abs=1e-9)
    assert evaluation.result.means["AP"] == pytest.approx(oracle["map"], abs=1e-9)


def test_evaluate_sources_reads_files_one_by_one(tmp_path):
    path = tmp_path / "r.trec"
    path.write_text("q1 Q0 d1 1 3 sys\nq1 Q0 d7 2 1 sys\n", encoding="utf-8")
    [evaluation] = list(evaluate_sources([str(path)], _qrels_table(QRELS), scoring_request(["num_rel_ret"])))
    assert evaluation.run_name == "sys" and evaluation.result.means["num_rel_ret"] == 2
    assert evaluation.retrieved_for == frozenset({"q1"})


def test_load_run_without_database_names_the_problem(tmp_path):
    with pytest.raises(NotFoundError, match="no such run file"):
        load_run(str(tmp_path / "missing.trec"))


def _import_run(repository, run: RunTable) -> None:
    info = RunInfo(name=run.name, sha256="0" * 64, n_rows=run.n_rows, n_queries=run.n_queries)
    repository.upsert_queries([Query(q, q) for q in run.query_ids()])
    repository.upsert_chunks([[Chunk(d, d) for d in set(run.table.column("docid").to_pylist())]])
    repository.add_run(info, run.to_bytes())


def test_load_run_from_the_database_and_unknown_names(repository, tmp_path):
    run = _run_table(RUN, name="bm25")
    _import_run(repository, run)
    loaded = load_run("bm25", repository)
    assert loaded.name == "bm25" and loaded.table.column("docid").to_pylist() == run.table.column("docid").to_pylist()
    with pytest.raises(NotFoundError, match="imported runs: bm25"):
        load_run("nope", repository)


def test_qrels_from_repository_follow_the_export_policy(repository):
    repository.upsert_queries([Query("q1", "first query")])
    repository.upsert_chunks([[Chunk("d1", "text one"), Chunk("d2", "text two")]])
    repository.record_judgment("q1", "d1", "ann", 1)
    repository.record_judgment("q1", "d1", "bob", 3)  # majority tie 1 vs 3 -> median 2
    repository.record_judgment("q1", "d2", "ann", 2)
    repository.record_judgment("q1", "d2", "ann", 0)  # supersedes ann's own earlier grade
    qrels = qrels_from_repository(repository)
    assert sorted((r.query_id, r.chunk_id, r.grade) for r in qrels.rows()) == [("q1", "d1", 2), ("q1", "d2", 0)]
    latest = qrels_from_repository(repository, "latest")
    assert sorted((r.query_id, r.chunk_id, r.grade) for r in latest.rows()) == [("q1", "d1", 3), ("q1", "d2", 0)]


def test_qrels_from_an_empty_repository_is_a_clear_error(repository):
    with pytest.raises(NotFoundError, match="no judgments"):
        qrels_from_repository(repository)
