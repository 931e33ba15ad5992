"""A grade, skip or accept names the pair it is for: on another pair the session stores nothing and
moves nothing (PairMoved); on that pair it acts as without the expectation."""

from __future__ import annotations

import pytest

from labeler.domain import JudgmentSource
from labeler.services.labeling.moves import PairMoved
from labeler.services.labeling.session import LabelingSession
from tests.tui.dbs import make_db


@pytest.fixture
def session(tmp_path):
    repository = make_db(tmp_path / "p.db", suggestions={(0, 0): (2, "why", 0.9), (1, 0): (0, "no", 0.5)})
    session = LabelingSession(repository, "ann")
    session.start()
    yield session
    repository.close()


def judged(session) -> dict[tuple[str, str], tuple[int, JudgmentSource]]:
    return {(j.query_id, j.chunk_id): (j.grade, j.source) for j in session.repository.current_judgments("ann")}


@pytest.mark.parametrize(
    "act",
    [
        lambda session, pair: session.grade(3, expected=pair),
        lambda session, pair: session.skip(expected=pair),
        lambda session, pair: session.accept_suggestion(expected=pair),
    ],
    ids=["grade", "skip", "accept"],
)
def test_a_key_for_another_pair_stores_nothing_and_moves_nothing(session, act):
    session.go_to("q2", "c2-01")  # moved after the key was typed for (q1, c1-01)
    with pytest.raises(PairMoved) as refused:
        act(session, ("q1", "c1-01"))
    assert (refused.value.expected, refused.value.current) == (("q1", "c1-01"), ("q2", "c2-01"))
    assert "that key was for query 'q1', chunk 'c1-01'" in str(refused.value)
    assert judged(session) == {}
    assert session.repository.skipped("ann") == set()
    assert session.pair == ("q2", "c2-01")


def test_keys_for_the_pair_on_screen_act_and_advance(session):
    view = session.grade(1, expected=("q1", "c1-01"))
    assert (view.query.id, view.chunk_id) == ("q1", "c1-02")
    session.skip(expected=("q1", "c1-02"))
    session.go_to("q2", "c2-01")
    session.accept_suggestion(expected=("q2", "c2-01"))
    assert judged(session) == {("q1", "c1-01"): (1, JudgmentSource.HUMAN), ("q2", "c2-01"): (0, JudgmentSource.LLM_ACCEPTED)}
    assert session.repository.skipped("ann") == {("q1", "c1-02")}


def test_the_pair_is_none_on_an_empty_pool(tmp_path):
    repository = make_db(tmp_path / "e.db", queries=0)
    try:
        session = LabelingSession(repository, "ann")
        assert session.start() is None
        assert session.pair is None
    finally:
        repository.close()
