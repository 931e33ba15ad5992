"""The hybrid pool built from files ranks runs as trec_eval does and aligns grades by (query, chunk)."""

from __future__ import annotations

import csv
from collections import defaultdict
from pathlib import Path

import numpy as np
import pytest

from labeler.dataio.runs.reader import read_run
from labeler.domain.errors import InputError
from labeler.metrics.hybrid import true_values
from labeler.metrics.hybrid.measures import ratio_measure
from labeler.services.evaluation.scoring import read_qrels_file
from labeler.dataio.estimation.pool_arrays import build_pool

NDCG10 = ratio_measure("nDCG@10")
assert NDCG10 is not None


def test_every_dl2021_run_scores_as_the_independent_trec_eval_table(dl21: Path) -> None:
    llm = read_qrels_file(str(dl21 / "qrels.umbrela-gpt4.txt"))
    human = read_qrels_file(str(dl21 / "qrels.human.txt"))
    runs = [read_run(str(path)) for path in sorted((dl21 / "runs").glob("*.run"))]
    # the table was made by trec_eval 9 (float scores): several runs tie below float32 precision
    built = build_pool(llm, runs, 10, compat=9)
    grades = built.align(human)
    assert (grades >= 0).all() and built.pool.n_queries == 53
    table: dict[str, dict[str, float]] = defaultdict(dict)
    with open(dl21 / "trec_eval.ndcg_cut10.csv", newline="") as handle:
        for row in csv.DictReader(handle):
            table[row["runid"]][row["topic"]] = float(row["ndcg_cut_10"])
    expected = np.array([np.mean([table[name][q] for q in built.query_ids]) for name in built.run_names])
    np.testing.assert_allclose(true_values(built.pool, grades, NDCG10), expected, atol=1e-4)


def test_small_pool_ties_outside_chunks_and_missing_queries(tmp_path: Path) -> None:
    (tmp_path / "llm.txt").write_text("q1 0 a 3\nq1 0 b 0\nq1 0 c 1\nq2 0 x 2\n")
    (tmp_path / "human.txt").write_text("q1 0 a 2\nq1 0 c 0\nq2 0 x 1\nq3 0 zz 3\n")
    # b and c tie: trec_eval puts c (greater id) first; 'out' is not in the pool; q2 is missing
    (tmp_path / "run.txt").write_text("q1 Q0 b 1 1.0 r\nq1 Q0 c 2 1.0 r\nq1 Q0 out 3 0.9 r\nq1 Q0 a 4 0.5 r\n")
    built = build_pool(read_qrels_file(str(tmp_path / "llm.txt")), [read_run(str(tmp_path / "run.txt"))], 3)
    assert built.query_ids == ["q1", "q2"]
    index = {(q, d): i for i, (q, d) in enumerate(zip(built.qid.to_pylist(), built.docid.to_pylist()))}
    assert built.pool.top[0, 0].tolist() == [index["q1", "c"], index["q1", "b"], -1]
    assert built.pool.top[0, 1].tolist() == [-1, -1, -1]
    grades = built.align(read_qrels_file(str(tmp_path / "human.txt")))
    assert grades.tolist() == [2, -1, 0, 1]  # q3/zz is outside the pool: ignored


def test_grades_off_the_scale_are_located_errors(tmp_path: Path) -> None:
    (tmp_path / "llm.txt").write_text("q1 0 a 1\n")
    (tmp_path / "human.txt").write_text("q1 0 a 1\nq1 0 b 7\n")
    built = build_pool(read_qrels_file(str(tmp_path / "llm.txt")), [], 10)
    with pytest.raises(InputError, match=r"human.txt:2: human grade 7 is outside 0-3"):
        built.align(read_qrels_file(str(tmp_path / "human.txt")))
