"""How a model ranks the runs against human grades (services.judging.system_ranking, `agreement --model`):
tau-b against scipy and by hand, ranks with ties, the same-pairs convention, the JSON shape."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
import scipy.stats
from click.testing import CliRunner

from labeler.cli import cli
from labeler.metrics.stats.rank_correlation import kendall_tau
from labeler.services.judging.system_ranking import RankedRun, SystemRanking, competition_ranks, rank_systems
from tests.projects.ranking_db import make_ranking_db


def test_kendall_tau_is_scipy_s_tau_b_on_random_data_with_ties():
    rng = np.random.default_rng(16)
    for _ in range(300):
        n = int(rng.integers(2, 30))
        a = rng.integers(0, int(rng.integers(1, 6)), size=n).astype(float)  # few values: many ties
        b = rng.integers(0, int(rng.integers(1, 6)), size=n) + (a * rng.integers(0, 2))
        expected = scipy.stats.kendalltau(a, b).statistic  # variant="b" is scipy's default
        got = kendall_tau(a, b)
        assert (math.isnan(got) and math.isnan(expected)) or got == pytest.approx(expected, abs=1e-12)
    a = rng.normal(size=40)
    b = a + rng.normal(size=40)
    # without ties tau-b is tau-a: (concordant - discordant) / (n (n - 1) / 2), pair by pair
    signs = [np.sign(a[i] - a[j]) * np.sign(b[i] - b[j]) for i in range(40) for j in range(i + 1, 40)]
    assert kendall_tau(a, b) == pytest.approx(sum(signs) / (40 * 39 / 2))


def test_ranking_by_hand_with_ties():
    ranking = rank_systems(["rA", "rB", "rC"], [1.0, 0.0, 1.0], [0.0, 1.0, 1.0], "P@1")
    # (A, B) discordant; (A, C) tied for humans; (B, C) tied for the LLM: (0 - 1) / sqrt((3 - 1)(3 - 1))
    assert ranking.kendall_tau == pytest.approx(-0.5)
    assert ranking.runs == (
        RankedRun("rA", 1.0, 0.0, 1, 3),
        RankedRun("rC", 1.0, 1.0, 1, 1),
        RankedRun("rB", 0.0, 1.0, 3, 1),
    )
    assert [run.name for run in ranking.movers()] == ["rA", "rB", "rC"]
    assert [run.move for run in ranking.movers(2)] == [-2, 2]


def test_competition_ranks_share_the_best_rank_of_a_tie():
    assert competition_ranks(np.array([0.5, 0.7, 0.7, 0.1])).tolist() == [3, 1, 1, 4]
    assert competition_ranks(np.array([0.2])).tolist() == [1]


@pytest.fixture
def db(tmp_path) -> str:
    """One query; humans grade c1..c4, the model c1..c3 and c9; three runs over c1..c3."""
    return make_ranking_db(tmp_path)


def _agreement(db: str, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["--db", db, "agreement", *args])
    return result.exit_code, result.output


def test_json_carries_the_system_ranking_exactly(db):
    code, output = _agreement(db, "--model", "m", "--measure", "P@1", "--format", "json")
    assert code == 0, output
    (report,) = json.loads(output)
    assert report["system_ranking"] == {
        "measure": "P@1",
        "kendall_tau": -0.5,
        "runs": [
            {"name": "rA", "human": 1.0, "llm": 0.0, "rank_human": 1, "rank_llm": 3},
            {"name": "rC", "human": 1.0, "llm": 1.0, "rank_human": 1, "rank_llm": 1},
            {"name": "rB", "human": 0.0, "llm": 1.0, "rank_human": 3, "rank_llm": 1},
        ],
    }


def test_both_qrels_hold_only_the_pairs_both_graded(db):
    code, output = _agreement(db, "--model", "m", "--format", "json")
    assert code == 0, output
    runs = {run["name"]: run for run in json.loads(output)[0]["system_ranking"]["runs"]}
    # rA under human grades of c1, c2, c3 only: c4 (grade 3, not graded by the model) stays out of the ideal
    assert runs["rA"]["human"] == pytest.approx(3.5 / (3 + 1 / math.log2(3)))
    # rB under the model's grades of c1..c3 (c9 stays out): DCG 3 + 0 + 1/2 over the same ideal
    assert runs["rB"]["llm"] == pytest.approx(3.5 / (3 + 1 / math.log2(3)))


def test_the_table_names_tau_and_the_runs_that_move(db):
    code, output = _agreement(db, "--model", "m", "--measure", "P@1")
    assert code == 0, output
    assert "system ranking of 3 runs by P@1: Kendall tau -0.500" in output
    assert "runs whose rank moves most" in output and "rA" in output and "-2" in output


def test_without_two_runs_the_ranking_is_null_and_said_so(tmp_path):
    path = str(tmp_path / "labeler.db")
    (tmp_path / "human.txt").write_text("q1 0 c1 3\n")
    (tmp_path / "run.txt").write_text("q1 Q0 c1 1 1.0 only\n")
    runner = CliRunner()
    for args in (["import", "qrels", str(tmp_path / "human.txt")], ["import", "suggestions", str(tmp_path / "human.txt"), "--model", "m"],
                 ["import", "run", str(tmp_path / "run.txt")]):
        assert runner.invoke(cli, ["--db", path, *args]).exit_code == 0
    code, output = _agreement(path, "--model", "m", "--format", "json")
    assert code == 0 and json.loads(output)[0]["system_ranking"] is None
    code, output = _agreement(path, "--model", "m")
    assert "system ranking: needs two or more imported runs" in output


def test_measure_needs_a_model(db):
    code, output = _agreement(db, "--measure", "P@1")
    assert code == 2 and "--measure ranks the runs for one model" in output
    code, output = _agreement(db, "--model", "m", "--measure", "nope")
    assert code != 0


def test_a_ranking_survives_json_conversion_with_nan_tau():
    from labeler.services.team.agreement import to_jsonable

    ranking = SystemRanking("P@1", float("nan"), (RankedRun("a", 0.0, 0.0, 1, 1),))
    assert to_jsonable(ranking) == {"measure": "P@1", "kendall_tau": None,
                                    "runs": [{"name": "a", "human": 0.0, "llm": 0.0, "rank_human": 1, "rank_llm": 1}]}


def test_a_run_without_a_mean_ranks_last_not_tied_best() -> None:
    assert competition_ranks(np.array([0.5, math.nan, 0.7])).tolist() == [2, 3, 1]
