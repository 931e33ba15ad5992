"""The harness's several-judges evidence (bench/hybrid_judges.py, ``bench_hybrid.py sweep --judges A+B+...``):
the other judges' grades lined up on the first judge's pool, summed by default (a pair a judge did not
grade counts 0) or one column each (-1 where not graded), and the goals a bin misses."""

from __future__ import annotations

from pathlib import Path

from bench.hybrid_judges import evidence, judge_names, missed_goals
from labeler.dataio.estimation.pool_arrays import build_pool
from labeler.services.evaluation.scoring import read_qrels_file


def test_other_judges_grades_are_lined_up_on_the_first_judge_s_pool(tmp_path: Path) -> None:
    (tmp_path / "qrels.first.txt").write_text("q1 0 a 3\nq1 0 b 0\nq2 0 c 1\n")
    (tmp_path / "qrels.one.txt").write_text("q2 0 c 1\nq1 0 a 1\nq1 0 zz 1\n")   # b missing, zz outside the pool
    (tmp_path / "qrels.two.txt").write_text("q1 0 a 1\nq1 0 b 1\nq2 0 c 0\n")
    built = build_pool(read_qrels_file(str(tmp_path / "qrels.first.txt")), [], 10)
    primary, others = judge_names("first+one+two")
    assert (primary, others) == ("first", ["one", "two"])
    assert evidence(built, tmp_path, others).tolist() == [[2], [1], [1]]           # pool order a, b, c
    assert evidence(built, tmp_path, others, each=True).tolist() == [[1, 1], [-1, 1], [1, 0]]


def test_the_goals_a_bin_misses() -> None:
    goal = (0.93, 0.975, 0.015, 0.035)
    assert missed_goals({"coverage": 0.99, "error": 0.02, "half_width": 0.05}, goal) == ["O", "E", "H"]
    assert missed_goals({"coverage": 0.92, "error": 0.01, "half_width": 0.03}, goal) == ["C"]
    assert missed_goals({"coverage": 0.95, "error": 0.02, "half_width": 0.03}, (0.93, 0.975, None, 0.05)) == []
    assert missed_goals({"coverage": 0.5, "error": 1.0, "half_width": 1.0}, None) == []
