"""The labeling service and the repository's label queue methods, on real SQLite files."""

from __future__ import annotations

import pytest

from labeler.domain import Suggestion, SuggestionStatus
from labeler.domain.labeling import QueueFilter
from labeler.services.labeling.activity import IDLE_CAP_SECONDS, ActivityClock
from labeler.services.labeling.session import LabelingSession
from tests.fake_clock import FakeClock
from tests.tui.dbs import make_db


@pytest.fixture
def repository(tmp_path):
    repository = make_db(tmp_path / "s.db", suggestions={(0, 1): (2, "why", 0.9), (1, 0): (0, "no", 0.5)})
    yield repository
    repository.close()


def test_activity_clock_caps_each_idle_gap_at_two_minutes():
    clock = FakeClock()
    activity = ActivityClock(clock)
    clock.now += 10
    activity.touch()
    clock.now += 600  # a coffee break: counts as IDLE_CAP_SECONDS only
    activity.touch()
    clock.now += 5
    assert activity.take() == 10 + IDLE_CAP_SECONDS + 5
    clock.now += 3
    assert activity.take() == 3


def test_session_records_capped_seconds_with_each_grade(repository):
    clock = FakeClock()
    session = LabelingSession(repository, "ann", clock=clock)
    session.start()
    clock.now += 7.5
    session.grade(1)
    clock.now += 1000
    session.grade(2)
    seconds = sorted(j.seconds_spent for j in repository.current_judgments("ann"))
    assert seconds == [7.5, IDLE_CAP_SECONDS]


def test_resume_is_the_first_unjudged_unskipped_pair_in_queue_order(repository):
    repository.record_judgment("q1", "c1-01", "ann", 1)
    repository.skip("q1", "c1-02", "ann")
    view = LabelingSession(repository, "ann").start()
    assert (view.query.id, view.chunk_id) == ("q1", "c1-03")
    assert (view.judged, view.total, view.query_index, view.pair_index) == (1, 12, 1, 3)


def test_queue_order_is_best_rank_then_chunk_id_with_unranked_last(tmp_path):
    from labeler.domain import Pair

    repository = make_db(tmp_path / "o.db", queries=1, pairs_per_query=3)
    repository.upsert_chunks([[__import__("labeler.domain", fromlist=["Chunk"]).Chunk(id=c, text=c) for c in ("a", "b")]])
    repository.add_pairs([Pair("q1", "b", "manual", None), Pair("q1", "a", "manual", 2)])
    page = repository.queue_page("q1", "nobody-yet")
    assert [e.chunk_id for e in page] == ["c1-01", "a", "c1-02", "c1-03", "b"]
    repository.close()


def test_filters_in_sql_agree_with_queue_entry_matches(repository):
    repository.record_judgment("q1", "c1-01", "ann", 1)
    repository.record_judgment("q1", "c1-01", "bob", 3)  # annotators disagree
    repository.record_judgment("q2", "c2-01", "bob", 2)  # bob disagrees with the LLM's 0
    repository.record_judgment("q1", "c1-02", "ann", 2)  # agrees with the LLM's 2
    repository.skip("q3", "c3-04", "ann")
    entries = [e for q in ("q1", "q2", "q3") for e in repository.queue_page(q, "ann")]
    expected = {
        # c2-01 (bob vs the LLM) is not ann's: she has not graded it, so it must not hint at bob's grade
        QueueFilter.DISAGREEMENT: {"c1-01"},
        QueueFilter.SUGGESTED: {"c1-02", "c2-01"},
        QueueFilter.SKIPPED: {"c3-04"},
    }
    for queue_filter, chunks in expected.items():
        assert {e.chunk_id for e in entries if e.matches(queue_filter)} == chunks
    for queue_filter in QueueFilter:
        with_match = {e.query_id for e in entries if e.matches(queue_filter)}
        first = repository.next_queue_query("ann", queue_filter)
        assert first == (min(with_match) if with_match else None), queue_filter
        last = repository.next_queue_query("ann", queue_filter, backwards=True)
        assert last == (max(with_match) if with_match else None), queue_filter


def test_next_queue_query_walks_from_a_query_in_import_order(repository):
    from labeler.domain import NotFoundError

    assert repository.queue_query_ids("ann") == ["q1", "q2", "q3"]
    assert repository.next_queue_query("ann", QueueFilter.ALL, "q1") == "q2"
    assert repository.next_queue_query("ann", QueueFilter.ALL, "q3") is None
    assert repository.next_queue_query("ann", QueueFilter.ALL, "q2", backwards=True) == "q1"
    assert repository.next_queue_query("ann", QueueFilter.ALL, "q1", backwards=True) is None
    with pytest.raises(NotFoundError):
        repository.next_queue_query("ann", QueueFilter.ALL, "no-such-query")


def test_newest_suggestion_decides_llm_disagreement(repository):
    repository.record_judgment("q1", "c1-02", "ann", 3)
    assert repository.queue_page("q1", "ann")[1].disagreement  # 3 vs the LLM's 2
    repository.add_suggestion(
        Suggestion("q1", "c1-02", "newer-model", "p2", SuggestionStatus.OK, grade=3, reason="ok")
    )
    assert not repository.queue_page("q1", "ann")[1].disagreement


def test_grading_the_last_unjudged_pair_says_the_queue_is_empty(tmp_path):
    repository = make_db(tmp_path / "e.db", queries=1, pairs_per_query=2)
    session = LabelingSession(repository, "ann")
    session.start()
    session.skip()
    view = session.grade(1)
    assert view.chunk_id == "c1-02" and "Queue empty" in view.notice and "1 skipped" in view.notice
    repository.close()


def test_grading_wraps_to_earlier_unjudged_pairs(repository):
    session = LabelingSession(repository, "ann")
    session.start()
    session.go_to("q3", "c3-04")
    view = session.grade(0)
    assert (view.query.id, view.chunk_id) == ("q1", "c1-01")


def test_query_progress_counts_judged_and_total_per_query(repository):
    repository.record_judgment("q2", "c2-03", "ann", 1)
    repository.record_judgment("q2", "c2-04", "bob", 1)
    progress = LabelingSession(repository, "ann").query_progress()
    assert [(p.query_id, p.judged, p.total) for p in progress] == [("q1", 0, 4), ("q2", 1, 4), ("q3", 0, 4)]


def test_search_finds_queries_then_chunks_and_takes_wildcards_literally(repository):
    hits = repository.search("BATTERY")
    assert hits[0].query_id == "q3" and hits[0].chunk_id is None
    assert any(h.chunk_id is not None for h in hits)
    assert repository.search("%") == []
    assert repository.search("  ") == []


def test_time_left_uses_the_median_pace(repository):
    clock = FakeClock()
    session = LabelingSession(repository, "ann", clock=clock)
    session.start()
    for seconds in (10, 20, 30):
        clock.now += seconds
        view = session.grade(1)
    assert view.seconds_per_pair == 20
    assert view.seconds_left == 20 * (12 - 3)


def test_accepting_needs_a_graded_suggestion(repository):
    session = LabelingSession(repository, "ann")
    view = session.start()
    assert session.accept_suggestion().notice.startswith("No LLM suggestion")
    view = session.next()
    view = session.accept_suggestion()
    judgments = repository.current_judgments("ann")
    assert [(j.chunk_id, j.grade, str(j.source)) for j in judgments] == [("c1-02", 2, "llm-accepted")]
