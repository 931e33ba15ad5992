"""LLM suggestions (cache lookups, newest per chunk) and the status counts."""

from __future__ import annotations

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from labeler.domain import Chunk, Pair, Query, Suggestion, SuggestionStatus
from labeler.domain.status import StatusCounts


@pytest.fixture
def repo(repository):
    repository.upsert_queries([Query("q1", "one"), Query("q2", "two")])
    return repository


def _ok(chunk: str, grade: int, model: str = "m1", prompt: str = "p1", input_hash: str | None = "h") -> Suggestion:
    return Suggestion("q1", chunk, model, prompt, SuggestionStatus.OK, grade=grade, input_hash=input_hash)


def test_add_suggestion_round_trips_every_field(repo):
    stored = repo.add_suggestion(
        Suggestion(
            "q1", "c1", "gpt", "p", SuggestionStatus.OK, grade=2, reason="answers it", raw_text='{"grade": 2}',
            confidence=0.8, expected_grade=2.1, grade_probs=(0.1, 0.1, 0.4, 0.4), input_hash="ih",
            tokens_in=100, tokens_out=5, latency_ms=12.5,
        )
    )
    assert stored.id is not None and stored.created_at is not None
    assert stored.grade_probs == (0.1, 0.1, 0.4, 0.4)
    assert repo.suggestions() == [stored]
    assert [(p.chunk_id, p.origin) for p in repo.list_pairs()] == [("c1", "suggestion")]


def test_find_suggestion_matches_model_prompt_and_input(repo):
    repo.add_suggestion(_ok("c1", 1))
    newest = repo.add_suggestion(_ok("c1", 2))
    repo.add_suggestion(_ok("c1", 3, input_hash=None))
    assert repo.find_suggestion("q1", "c1", "m1", "p1", "h") == newest
    assert repo.find_suggestion("q1", "c1", "m1", "p1", None).grade == 3
    assert repo.find_suggestion("q1", "c1", "m1", "p2", "h") is None
    assert repo.find_suggestion("q1", "c1", "m2", "p1", "h") is None


def test_suggestions_filter_and_latest_per_chunk(repo):
    repo.add_suggestion(_ok("c1", 1, model="a"))
    repo.add_suggestion(Suggestion("q1", "c2", "a", "p1", SuggestionStatus.UNPARSED, raw_text="??"))
    repo.add_suggestion(_ok("c1", 3, model="b"))
    assert [s.grade for s in repo.suggestions(model="a")] == [1, None]
    assert [s.chunk_id for s in repo.suggestions(status=SuggestionStatus.UNPARSED)] == ["c2"]
    latest = repo.latest_suggestions("q1")
    assert {chunk: s.grade for chunk, s in latest.items()} == {"c1": 3, "c2": None}
    assert repo.latest_suggestions("q2") == {}


def test_suggestion_grade_is_checked_by_the_database(repo):
    repo.add_suggestion(_ok("c1", 1))
    with pytest.raises(IntegrityError), repo._engine.begin() as conn:
        conn.execute(text("UPDATE suggestion SET grade = 4"))


def test_counts(repo):
    assert repo.counts() == StatusCounts(queries=2)
    repo.upsert_chunks([[Chunk("c1", "a"), Chunk("c2", "b")]])
    repo.add_pairs([Pair("q1", "c1", "pool"), Pair("q1", "c2", "pool"), Pair("q2", "c9", "pool")])
    repo.record_judgment("q1", "c1", "ann", 2)
    repo.record_judgment("q1", "c1", "bob", 1)
    repo.record_judgment("q1", "c2", "ann", 0)
    repo.record_judgment("q1", "c2", "ann", 1)
    repo.add_suggestion(_ok("c1", 2))
    assert repo.counts() == StatusCounts(
        queries=2, chunks=2, runs=0, pairs=3, judged_pairs=2, unjudged_pairs=1,
        pairs_missing_chunk_text=1, suggestions=1, per_annotator={"ann": 2, "bob": 1},
    )
