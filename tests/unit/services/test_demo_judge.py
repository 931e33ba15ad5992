"""The demo ships `demo-judge` suggestions for every pooled pair, made by the stated seeded rule."""

from __future__ import annotations

import json
import math
from collections import Counter
from pathlib import Path

import pytest

from labeler.demo.judge import DEMO_JUDGE_FILE, DEMO_JUDGE_MODEL, demo_judge_rows, intended_grades
from labeler.domain import SuggestionStatus
from labeler.paths import demo_data_dir
from labeler.services.demo import build_demo
from labeler.storage import Repository


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Repository]:
    path = tmp_path_factory.mktemp("demo") / "demo.db"
    repository = build_demo(path)
    yield path, repository
    repository.close()


def test_every_pooled_pair_has_one_demo_judge_suggestion_with_probabilities(demo: tuple[Path, Repository]) -> None:
    _, repository = demo
    pairs = {(p.query_id, p.chunk_id) for p in repository.list_pairs()}
    suggestions = repository.suggestions(model=DEMO_JUDGE_MODEL)
    assert len(pairs) == 298  # the pool did not grow: suggestions name pooled pairs only
    assert len(suggestions) == len(pairs)
    assert {(s.query_id, s.chunk_id) for s in suggestions} == pairs
    for s in suggestions:
        assert s.status == SuggestionStatus.OK and s.grade in {0, 1, 2, 3}
        assert s.grade_probs is not None and math.isclose(sum(s.grade_probs), 1.0, abs_tol=1e-9)
        assert s.confidence == max(s.grade_probs) == s.grade_probs[s.grade]
        assert s.reason and "not an LLM" in s.reason


def test_demo_judge_disagrees_realistically_with_the_intended_grades(demo: tuple[Path, Repository]) -> None:
    _, repository = demo
    intended = intended_grades(demo_data_dir() / "qrels-full.txt")
    offsets = Counter(s.grade - intended[(s.query_id, s.chunk_id)] for s in repository.suggestions(model=DEMO_JUDGE_MODEL))
    total = sum(offsets.values())
    assert set(offsets) == {-1, 0, 1}
    assert 0.15 <= offsets[1] / total <= 0.30  # lenient on about a quarter (grade-3 pairs cannot go up)
    assert 0.01 <= offsets[-1] / total <= 0.08  # a few stricter


def test_building_the_demo_again_adds_nothing_and_reset_rebuilds(tmp_path: Path) -> None:
    path = tmp_path / "demo.db"
    first = build_demo(path)
    before = len(first.suggestions())
    first.close()
    again = build_demo(path)
    assert len(again.suggestions()) == before
    again.close()
    rebuilt = build_demo(path, reset=True)
    assert len(rebuilt.suggestions(model=DEMO_JUDGE_MODEL)) == before
    rebuilt.close()


def test_the_shipped_file_is_what_the_rule_makes(demo: tuple[Path, Repository]) -> None:
    """Guards against editing the rule without regenerating (python -m labeler.services.demo)."""
    _, repository = demo
    pairs = [(p.query_id, p.chunk_id) for p in repository.list_pairs()]
    shipped = [json.loads(line) for line in (demo_data_dir() / DEMO_JUDGE_FILE).read_text(encoding="utf-8").splitlines()]
    assert shipped == demo_judge_rows(pairs, intended_grades(demo_data_dir() / "qrels-full.txt"))


def test_a_demo_built_before_the_demo_judge_gets_its_suggestions_on_the_next_labeler_demo(tmp_path: Path) -> None:
    """An upgrading user's demo had no suggestions: `labeler demo` adds them, once."""
    db = tmp_path / "old-demo.db"
    build_demo(db, with_suggestions=False).close()
    repository = build_demo(db)
    assert {s.model for s in repository.suggestion_models()} == {"demo-judge"}
    pairs = repository.counts().pairs
    repository.close()
    again = build_demo(db)
    assert [s.ok for s in again.suggestion_models()] == [pairs] and again.counts().pairs == pairs
    again.close()
