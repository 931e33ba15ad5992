"""`labeler eval --estimate hybrid --decide top-K`: whether the top K runs are settled in order, and with how
many human grades, in the table and as JSON (services.estimation.decisions)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from labeler.metrics.hybrid.design import top_comparisons
from labeler.storage import open_repository
from tests.projects.sampling_project import MODEL, import_project, run_cli, write_project


@pytest.fixture
def project(tmp_path: Path) -> tuple[Path, dict[tuple[str, str], int]]:
    """The sampling project (two runs, the model's grades of 60 pairs) and the model's grade of each pair."""
    files = write_project(tmp_path)
    path = tmp_path / "labeler.db"
    import_project(path, files)
    grades = {}
    for line in files["llm.txt"].read_text().splitlines():
        query, _, chunk, grade = line.split()
        grades[(query, chunk)] = int(grade)
    return path, grades


def _grade(db: Path, budget: int, grades: dict[tuple[str, str], int]) -> None:
    """Sample ``budget`` pairs and grade them in order (humans agree with the model here: any grade will do)."""
    run_cli(db, "sample", "--budget", str(budget), "--model", MODEL, "--annotator", "ann")
    repo = open_repository(str(db))
    try:
        for query, chunk, _ in repo.assignments("ann"):
            repo.record_judgment(query, chunk, "ann", (grades[(query, chunk)] + 1) % 4)
    finally:
        repo.close()


def _decisions(db: Path, *args: str) -> list[dict]:
    result = run_cli(db, "eval", "bm25", "dense", "--estimate", "hybrid", "--model", MODEL, "--format", "json", *args)
    return json.loads(result.output)["estimate"]["decisions"]


def test_the_comparisons_a_top_k_rests_on():
    assert top_comparisons([4, 2, 0, 1, 3], 2) == [(4, 2), (2, 0), (2, 1), (2, 3)]
    assert top_comparisons([4, 2, 0, 1, 3], 1) == [(4, 2), (4, 0), (4, 1), (4, 3)]
    assert top_comparisons([4, 2, 0], 5) == [(4, 2), (2, 0)]          # k past the runs: their whole order
    assert all(len(top_comparisons(list(range(9)), k)) == 8 for k in range(1, 12))


def test_every_pair_graded_settles_the_order_and_says_with_how_many_grades(project):
    db, grades = project
    _grade(db, 60, grades)
    [decision] = _decisions(db, "--decide", "top-1", "-m", "nDCG@10")
    assert decision["settled"] is True and decision["open"] == []
    assert decision["k"] == 1 and decision["comparisons"] == 1 and decision["human_judgments"] == 60
    assert decision["measure"] == "nDCG@10" and decision["confidence"] == 0.95
    assert len(decision["order"]) == 1 and decision["order"][0] in ("bm25", "dense")
    table = run_cli(db, "eval", "bm25", "dense", "--estimate", "hybrid", "--model", MODEL, "--decide", "1",
                    "-m", "nDCG@10").output
    assert f"decision: top 1 by nDCG@10 ({decision['order'][0]}): settled with 60 human grades" in table


def test_a_few_grades_leave_it_open_and_name_what_is_open(project):
    db, grades = project
    _grade(db, 10, grades)
    [decision] = _decisions(db, "--decide", "top-2", "-m", "nDCG@10")
    assert decision["settled"] is False and decision["human_judgments"] == 10
    assert decision["comparisons"] == 1 and decision["open"] == [decision["order"]]
    table = run_cli(db, "eval", "bm25", "dense", "--estimate", "hybrid", "--model", MODEL, "--decide", "top-2",
                    "-m", "nDCG@10").output
    assert "not settled with 10 human grades; 1 of its 1 comparisons open" in table
    assert "decisions" not in json.loads(run_cli(db, "eval", "bm25", "dense", "--estimate", "hybrid", "--model", MODEL,
                                                 "--format", "json").output)["estimate"]


@pytest.mark.parametrize("args, words", [
    (("--decide", "top-0"), "--decide top-0: give top-K with K a whole number from 1"),
    (("--decide", "best"), "--decide best: give top-K"),
    (("--estimate", "human", "--decide", "top-2"), "--decide goes with --estimate hybrid"),
])
def test_a_wrong_decide_is_one_line_and_exit_2(project, args, words, capsys):
    from labeler.cli import main

    db, _ = project
    base = ("eval", "bm25", "dense") + (("--estimate", "hybrid", "--model", MODEL) if "--estimate" not in args else ())
    with pytest.raises(SystemExit) as excinfo:
        main(["--db", str(db), *base, *args])
    assert excinfo.value.code == 2
    said = capsys.readouterr().err
    assert words in said and "Traceback" not in said


def test_a_decision_over_one_run_is_refused_in_one_line(project, capsys):
    from labeler.cli import main

    db, grades = project
    _grade(db, 10, grades)
    with pytest.raises(SystemExit) as excinfo:
        main(["--db", str(db), "eval", "dense", "--estimate", "hybrid", "--model", MODEL, "--decide", "top-2"])
    assert excinfo.value.code == 2  # a usage refusal, as the other wrong --decide's
    said = capsys.readouterr().err.strip().splitlines()
    assert said == ["error: --decide top-2 orders runs: give two or more (1 given: dense)"]


def test_runs_tied_whatever_the_grades_settle_as_a_tie_and_an_open_comparison_is_named():
    from labeler.services.estimation.decisions import exactly_tied, open_comparisons

    known = {(0, 1): (0.0, 0.0), (1, 2): (0.01, 0.05), (1, 3): (-0.02, 0.04)}   # (higher, lower) -> (low, high)

    def settled_above(a: int, b: int, confidence: float) -> bool:
        assert confidence == pytest.approx(1 - 0.05 / 3)                       # Bonferroni over 3 comparisons
        low, high = known[(a, b)]
        return low > 0 or exactly_tied(low, high)

    ranked, pairs, still = open_comparisons([0.8, 0.8, 0.5, 0.4], 2, 0.95, settled_above)
    assert ranked == [0, 1, 2, 3] and pairs == [(0, 1), (1, 2), (1, 3)]
    assert still == [(1, 3)]
    assert not exactly_tied(0.0, 0.01) and not exactly_tied(None, None)


def test_the_runs_order_is_given_with_what_it_rests_on(project):
    """Hybrid estimates carry the runs' order by each measure (metrics.hybrid.ranking): every run in JSON,
    a line under the table; none before a sampled pair is graded (the LLM's values are then all there is)."""
    db, grades = project
    waiting = run_cli(db, "eval", "bm25", "dense", "--estimate", "hybrid", "--model", MODEL, "--format", "json")
    assert "order" not in json.loads(waiting.output)["estimate"]
    _grade(db, 30, grades)
    document = json.loads(run_cli(db, "eval", "bm25", "dense", "--estimate", "hybrid", "--model", MODEL,
                                  "--format", "json", "-m", "nDCG@10", "-m", "P@5").output)["estimate"]
    assert set(document["order"]) == {"nDCG@10", "P@5"}
    assert all(sorted(names) == ["bm25", "dense"] for names in document["order"].values())
    table = run_cli(db, "eval", "bm25", "dense", "--estimate", "hybrid", "--model", MODEL, "-m", "nDCG@10").output
    line = next(line for line in table.splitlines() if line.startswith("order by nDCG@10: "))
    assert " > ".join(document["order"]["nDCG@10"]) in line and "not an interval" in table


def test_a_decision_says_where_runs_are_exactly_tied():
    """Runs with the same top k everywhere have a difference of exactly 0: the decision shows them as one group
    (a = b), and a tie at the cut says the top k is one of several, as the runs' order does."""
    from labeler.services.estimation.decisions import Decision

    plain = Decision("nDCG@10", 2, ["dense", "bm25"], 2, [], 120, 0.95)
    assert plain.order_groups == [["dense"], ["bm25"]] and plain.tied_at_cut == []
    assert plain.sentence().startswith("top 2 by nDCG@10 (dense > bm25): settled")
    cut = Decision("nDCG@10", 2, ["dense", "bm25"], 2, [], 120, 0.95, [["dense"], ["bm25", "bm25-again"]])
    assert cut.tied_at_cut == ["bm25-again"]
    assert cut.sentence().startswith("top 2 by nDCG@10 (dense > bm25 = bm25-again; bm25-again tied with bm25 at "
                                     "the cut: the top 2 is one of several): settled")
    inside = Decision("nDCG@10", 2, ["a", "b"], 2, [], 120, 0.95, [["a", "b"]])
    assert inside.tied_at_cut == [] and "(a = b)" in inside.sentence()
    assert cut.as_json()["order_groups"] == [["dense"], ["bm25", "bm25-again"]]


def test_identical_runs_are_tied_in_the_decision_before_any_difference_is_bounded():
    """A run imported twice under two names is tied in the decision as in the order from the first grade on,
    not only once its difference's interval is bounded (40 grades): the two lines never disagree."""
    import numpy as np

    from labeler.metrics.hybrid import HybridEstimate
    from labeler.services.estimation.decisions import top_order
    from labeler.services.estimation.hybrid import HYBRID, HybridResult, Interval

    value = np.array([0.70, 0.50, 0.50])
    replicates = value + np.random.default_rng(0).normal(0, 0.02, (20, 1))
    source = HybridEstimate("nDCG@10", value, replicates, 20)
    values = {"nDCG@10": [Interval(float(v), float(v) - 0.1, float(v) + 0.1, HYBRID, 20) for v in value]}
    result = HybridResult(["dense", "bm25", "bm25-again"], 0.95, HYBRID, values, "test design", [],
                          {"nDCG@10": source}, 4000, ranking={"nDCG@10": [0.7, 0.5, 0.5]})
    decision = top_order(result, "nDCG@10", 2)
    assert result.order_groups("nDCG@10") == [["dense"], ["bm25", "bm25-again"]]
    assert decision.order_groups == [["dense"], ["bm25", "bm25-again"]] and decision.tied_at_cut == ["bm25-again"]
