"""`labeler suggestions combine`: an ensemble stored as one more model's suggestions, on both backends;
idempotent, partial pairs, refusals, and the name usable in agreement, export and eval."""

from __future__ import annotations

import hashlib
import json

import numpy as np
import pytest
from click.testing import CliRunner

from labeler.cli import cli
from labeler.domain import LabelerError, NotFoundError, Pair, Query, Suggestion, SuggestionStatus
from labeler.services.judging.ensembles import combine_suggestions


def _suggest(repo, model: str, grades: dict[str, int], probs: dict[str, tuple[float, ...]] | None = None,
             prompt_hash: str = "p1") -> None:
    repo.import_suggestions([
        Suggestion("q1", chunk, model, prompt_hash, SuggestionStatus.OK, grade=grade, grade_probs=(probs or {}).get(chunk))
        for chunk, grade in grades.items()
    ])


@pytest.fixture
def repo(any_repository):
    any_repository.upsert_queries([Query("q1", "one")])
    any_repository.add_pairs([Pair("q1", f"c{i}", "pool") for i in range(1, 5)])
    _suggest(any_repository, "a", {"c1": 3, "c2": 1, "c3": 0, "c4": 2}, {"c1": (0.0, 0.0, 0.2, 0.8)})
    _suggest(any_repository, "b", {"c1": 3, "c2": 3, "c3": 1}, {"c1": (0.0, 0.0, 0.6, 0.4)}, prompt_hash="p2")
    _suggest(any_repository, "c", {"c1": 2, "c2": 2, "c3": 1})
    return any_repository


def test_the_ensemble_is_stored_as_a_model_s_suggestions(repo):
    result = combine_suggestions(repo, ["a", "b", "c"], "majority", "panel")
    assert (result.pairs, result.partial, result.left_out, result.added, result.unchanged) == (4, 1, 0, 4, 0)
    stored = {s.chunk_id: s for s in repo.suggestions(model="panel")}
    # c1: 3,3,2 -> 3; c2: 1,3,2 -> a three-way tie -> median 2; c3: 0,1,1 -> 1; c4: only a's 2
    assert {chunk: s.grade for chunk, s in stored.items()} == {"c1": 3, "c2": 2, "c3": 1, "c4": 2}
    first = stored["c2"]
    assert (first.status, first.reason) == (SuggestionStatus.OK, "ensemble of a,b,c (majority)")
    assert first.grade_probs == pytest.approx((0, 1 / 3, 1 / 3, 1 / 3))  # vote shares: c gave no probabilities
    assert first.expected_grade == pytest.approx(2.0) and first.confidence == pytest.approx(1 / 3)
    definition = {"members": ["a", "b", "c"], "rule": "majority", "prompt_hashes": {"a": ["p1"], "b": ["p2"], "c": ["p1"]}}
    digest = hashlib.sha256(json.dumps(definition, sort_keys=True).encode()).hexdigest()
    assert {s.prompt_hash for s in stored.values()} == {f"ensemble:{digest}"} == {result.prompt_hash}
    grades = repo.model_grades("panel")
    assert grades.grades.tolist() == [3, 2, 1, 2]


def test_probabilities_are_the_members_mean_where_every_member_present_gave_them(repo):
    combine_suggestions(repo, ["a", "b"], "mean", "ab")
    stored = {s.chunk_id: s for s in repo.suggestions(model="ab")}
    assert stored["c1"].grade_probs == pytest.approx((0.0, 0.0, 0.4, 0.6))
    assert stored["c1"].expected_grade == pytest.approx(2.6)
    assert stored["c2"].grade == 2  # mean of 1 and 3
    assert stored["c3"].grade == 1  # 0.5 rounds half up


def test_require_all_leaves_out_pairs_a_member_lacks(repo):
    result = combine_suggestions(repo, ["a", "b", "c"], "median", "strict", require_all=True)
    assert (result.pairs, result.partial, result.left_out) == (3, 0, 1)
    assert repo.model_grades("strict").chunk_ids == ["c1", "c2", "c3"]
    assert {s.reason for s in repo.suggestions(model="strict")} == {"ensemble of a,b,c (median, pairs every member graded)"}


def test_combining_again_stores_nothing_and_a_changed_member_updates_only_its_pairs(repo):
    combine_suggestions(repo, ["a", "b", "c"], "majority", "panel")
    again = combine_suggestions(repo, ["a", "b", "c"], "majority", "panel")
    assert (again.added, again.updated, again.unchanged) == (0, 0, 4)
    assert len(repo.suggestions(model="panel")) == 4
    _suggest(repo, "c", {"c1": 2, "c2": 3, "c3": 1})  # c2 now 1,3,3 -> 3
    changed = combine_suggestions(repo, ["a", "b", "c"], "majority", "panel")
    assert (changed.added, changed.updated, changed.unchanged) == (0, 1, 3)
    assert repo.model_grades("panel").grades.tolist() == [3, 3, 1, 2]


def test_members_named_as_repeated_samples_combine(repo):
    _suggest(repo, "m#1", {"c1": 1})
    _suggest(repo, "m#2", {"c1": 2})
    assert combine_suggestions(repo, ["m#1", "m#2"], "median", "m").pairs == 1
    assert repo.model_grades("m").grades.tolist() == [2]


def test_refusals_are_one_line_errors(repo):
    with pytest.raises(NotFoundError, match=r"no ok suggestions of zz \(models with ok suggestions: a, b, c\)"):
        combine_suggestions(repo, ["a", "zz"], "majority", "x")
    with pytest.raises(LabelerError, match="two or more different models"):
        combine_suggestions(repo, ["a"], "majority", "x")
    with pytest.raises(LabelerError, match="one of the members"):
        combine_suggestions(repo, ["a", "b"], "majority", "a")
    with pytest.raises(LabelerError, match="unknown rule"):
        combine_suggestions(repo, ["a", "b"], "vote", "x")
    _suggest(repo, "real", {"c1": 0})
    with pytest.raises(LabelerError, match="holds a model's own suggestions"):
        combine_suggestions(repo, ["a", "b"], "majority", "real")
    combine_suggestions(repo, ["a", "b"], "majority", "ab")
    with pytest.raises(LabelerError, match="1 pairs this combination does not cover"):
        combine_suggestions(repo, ["a", "b"], "majority", "ab", require_all=True)  # a's c4 would stay behind
    _suggest(repo, "lonely", {"c4": 1})
    with pytest.raises(LabelerError, match="no pair was graded by every one"):
        combine_suggestions(repo, ["b", "lonely"], "majority", "y", require_all=True)


def test_the_ensemble_name_works_in_export_eval_and_agreement(tmp_path):
    db = str(tmp_path / "labeler.db")
    runner = CliRunner()

    def run(*args: str) -> str:
        result = runner.invoke(cli, ["--db", db, *args], catch_exceptions=False)
        assert result.exit_code == 0, result.output
        return result.output

    (tmp_path / "human.txt").write_text("q1 0 c1 3\nq1 0 c2 0\nq1 0 c3 1\n")
    (tmp_path / "run.txt").write_text("q1 Q0 c1 1 3.0 r\nq1 Q0 c2 2 2.0 r\nq1 Q0 c3 3 1.0 r\n")
    for model, grades in (("a", "3 1 0"), ("b", "3 0 1"), ("c", "2 0 1")):
        lines = "".join(f"q1 0 c{i} {g}\n" for i, g in enumerate(grades.split(), start=1))
        (tmp_path / f"{model}.txt").write_text(lines)
        run("import", "suggestions", str(tmp_path / f"{model}.txt"), "--model", model)
    run("import", "qrels", str(tmp_path / "human.txt"), "--annotator", "nist")
    run("import", "run", str(tmp_path / "run.txt"))
    output = run("suggestions", "combine", "--models", "a,b,c", "--rule", "majority", "--as", "panel")
    assert "ensemble 'panel' (majority of 3 models): 3 pairs, 0 combined from the members present" in output
    assert "3 added, 0 updated, 0 unchanged" in output
    run("export", "qrels", "--source", "llm", "--model", "panel", "--out", str(tmp_path / "panel.txt"))
    assert (tmp_path / "panel.txt").read_text().split("\n")[:3] == ["q1 0 c1 3", "q1 0 c2 0", "q1 0 c3 1"]
    assert json.loads((tmp_path / "panel.meta.json").read_text())["model"] == "panel"
    report = json.loads(run("agreement", "--model", "panel", "--format", "json"))
    assert [r["model"] for r in report] == ["panel"] and report[0]["percent"] == 1.0
    evaluation = json.loads(run("eval", "r", "--estimate", "llm", "--model", "panel", "--format", "json", "-m", "nDCG@10"))
    assert "model panel" in json.dumps(evaluation)
    # the human grades win where present, so the same number as human qrels: (3 + 1/2) / (3 + 1/log2(3))
    assert np.isclose(evaluation["runs"][0]["means"]["nDCG@10"], 3.5 / (3 + 1 / np.log2(3)))
    hybrid = json.loads(run("eval", "r", "--estimate", "hybrid", "--model", "panel", "--format", "json", "-m", "nDCG@10"))
    assert "model panel" in json.dumps(hybrid)


def test_the_members_order_does_not_make_a_new_ensemble(repo):
    combine_suggestions(repo, ["a", "b", "c"], "majority", "panel")
    again = combine_suggestions(repo, ["c", "a", "b"], "majority", "panel")
    assert (again.added, again.updated, again.unchanged) == (0, 0, 4)
