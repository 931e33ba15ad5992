"""Prefill through the real openai client against the fake server on 127.0.0.1, into a real SQLite file."""

from __future__ import annotations

import socket
import threading
from pathlib import Path

import pytest

from labeler.domain import Chunk, LabelerError, Query, SuggestionStatus
from labeler.judge import JudgeConfig, input_hash, prompt_hash
from labeler.services.judging.prefill import PrefillPlan, plan_prefill, run_prefill
from tests.fake_openai import FAKE_KEY, passage_of
from tests.projects.judge_project import MODEL, QUERIES, QUEUE_ORDER, config


def keys(plan: PrefillPlan) -> list[tuple[str, str]]:
    return list(plan.pairs)


def prefill(repository, fake, **plan_options):
    overrides = plan_options.pop("config", {})
    plan = plan_prefill(repository, model=MODEL, **plan_options)
    return plan, run_prefill(repository, config(fake, **overrides), plan)


def test_every_status_is_stored_with_model_and_hashes(pool, fake_openai) -> None:
    # Per passage: c1 answers nonsense twice (unparsed), c2 hangs past the timeout (error).
    fake_openai.scenario.content = lambda body: "no idea" if "passage 1" in passage_of(body) else None
    fake_openai.scenario.hang = lambda body: "passage 2" in passage_of(body)
    plan, summary = prefill(pool, fake_openai, query_ids=["q1"], config={"timeout": 0.3})
    fake_openai.scenario.content = None
    fake_openai.scenario.refusal = "I cannot help with that."
    _, refused = prefill(pool, fake_openai, query_ids=["q2"])

    stored = {(s.query_id, s.chunk_id): s for s in pool.suggestions()}
    assert {k: s.status for k, s in stored.items()} == {
        ("q1", "c3"): SuggestionStatus.OK,
        ("q1", "c1"): SuggestionStatus.UNPARSED,
        ("q1", "c2"): SuggestionStatus.ERROR,
        ("q2", "c5"): SuggestionStatus.REFUSED,
        ("q2", "c4"): SuggestionStatus.REFUSED,
    }
    chunks = pool.get_chunks(c for _, c in stored)
    queries = {q.id: q for q in QUERIES}
    for (q, c), s in stored.items():
        assert s.model == MODEL and s.prompt_hash == prompt_hash()
        assert s.input_hash == input_hash(queries[q], chunks[c])
        assert s.created_at is not None and s.latency_ms is not None
    assert stored[("q1", "c3")].grade == 2 and stored[("q1", "c3")].reason
    assert stored[("q1", "c3")].grade_probs is not None and stored[("q1", "c3")].confidence == pytest.approx(0.8 / 0.95)
    assert stored[("q1", "c1")].grade is None and stored[("q1", "c1")].raw_text == "no idea"
    assert "timed out" in stored[("q1", "c2")].reason and stored[("q1", "c2")].grade is None
    assert stored[("q2", "c5")].reason == "I cannot help with that." and stored[("q2", "c5")].grade is None
    assert (summary.done, summary.unparsed, summary.refused, summary.failed) == (1, 1, 0, 1)
    assert (refused.done, refused.refused, refused.stored) == (0, 2, 2)
    # ok: 1 request; unparsed: asked and re-asked; error: 1; tokens only from answered requests.
    assert summary.requests == 4 and (summary.tokens_in, summary.tokens_out) == (360, 60)
    assert summary.wall_seconds > 0 and summary.requests_per_second > 0
    assert not summary.cancelled


def test_plan_follows_queue_order_and_skips_pairs_without_chunk_text(pool) -> None:
    plan = plan_prefill(pool, model=MODEL, filter="all")
    assert keys(plan) == QUEUE_ORDER[:-1]
    assert (plan.selected, plan.missing_text, plan.cached, plan.requests) == (7, 1, 0, 6)
    assert plan.estimated_tokens > 6 * 100  # the rubric alone is a few hundred tokens a pair
    assert plan.prompt_hash == prompt_hash()


def test_second_run_is_cached_and_makes_no_request_force_resends(pool, fake_openai) -> None:
    first_plan, first = prefill(pool, fake_openai)
    assert first.done == 6 and len(fake_openai.chat_requests) == 6

    plan, again = prefill(pool, fake_openai)
    assert (plan.requests, plan.cached, plan.missing_text) == (0, 6, 1)
    assert (again.requests, again.stored, again.cached) == (0, 0, 6)
    assert len(fake_openai.chat_requests) == 6

    forced_plan, forced = prefill(pool, fake_openai, force=True)
    assert (forced_plan.requests, forced_plan.cached, forced.done) == (6, 0, 6)
    assert len(fake_openai.chat_requests) == 12 and len(pool.suggestions()) == 12


def test_cache_keys_on_model_prompt_and_texts_and_retries_errors(pool, fake_openai) -> None:
    fake_openai.scenario.always_status = 500
    _, failed = prefill(pool, fake_openai, query_ids=["q1"])
    assert failed.failed == 3  # per-pair 500s are stored as errors, not fatal
    assert plan_prefill(pool, model=MODEL, query_ids=["q1"]).requests == 3  # errors are retried

    fake_openai.scenario.always_status = None
    prefill(pool, fake_openai, query_ids=["q1"])
    assert plan_prefill(pool, model=MODEL, query_ids=["q1"]).requests == 0
    assert plan_prefill(pool, model="other-model", query_ids=["q1"]).requests == 3
    custom = "Grade {query} against {passage}."
    assert plan_prefill(pool, model=MODEL, query_ids=["q1"], template=custom).requests == 3
    pool.upsert_chunks([[Chunk("c1", "passage 1, edited", title="T1")]])
    assert keys(plan_prefill(pool, model=MODEL, query_ids=["q1"])) == [("q1", "c1")]
    pool.upsert_queries([Query("q1", "what is bm25", description="Edited description.")])
    assert plan_prefill(pool, model=MODEL, query_ids=["q1"]).requests == 3


def test_filters_query_and_limit(pool, fake_openai) -> None:
    pool.record_judgment("q1", "c3", "alice", 3)
    pool.record_judgment("q2", "c5", "bob", 0)
    assert keys(plan_prefill(pool, model=MODEL)) == [("q1", "c1"), ("q1", "c2"), ("q2", "c4"), ("q3", "c6")]
    assert keys(plan_prefill(pool, model=MODEL, filter="all", query_ids=["q2"])) == [("q2", "c5"), ("q2", "c4")]
    assert keys(plan_prefill(pool, model=MODEL, query_ids=["q3", "q2"])) == [("q2", "c4"), ("q3", "c6")]

    limited = plan_prefill(pool, model=MODEL, filter="all", limit=2)
    assert keys(limited) == QUEUE_ORDER[:2] and limited.over_limit == 4
    assert plan_prefill(pool, model=MODEL, limit=0).requests == 0

    # An ok suggestion from any model removes the pair from no-suggestion; an error does not.
    other = plan_prefill(pool, model="other", filter="all", query_ids=["q1"])
    run_prefill(pool, config(fake_openai, model="other"), other)
    fake_openai.scenario.always_status = 500
    q2 = plan_prefill(pool, model="other", filter="all", query_ids=["q2"])
    assert run_prefill(pool, config(fake_openai, model="other"), q2).failed == 2
    assert keys(plan_prefill(pool, model=MODEL, filter="no-suggestion")) == [("q2", "c5"), ("q2", "c4"), ("q3", "c6")]

    # After a run with --limit, the next run carries on where it stopped.
    fake_openai.scenario.always_status = None
    prefill(pool, fake_openai, filter="all", limit=2)
    assert keys(plan_prefill(pool, model=MODEL, filter="all", limit=2)) == QUEUE_ORDER[2:4]


def test_bad_arguments_are_user_errors(pool, fake_openai) -> None:
    with pytest.raises(LabelerError, match="unknown query id.*nope"):
        plan_prefill(pool, model=MODEL, query_ids=["q1", "nope"])
    with pytest.raises(LabelerError, match="unknown filter"):
        plan_prefill(pool, model=MODEL, filter="some")
    plan = plan_prefill(pool, model=MODEL)
    with pytest.raises(LabelerError, match="plan was made for model"):
        run_prefill(pool, config(fake_openai, model="another"), plan)


def test_cancel_event_keeps_every_delivered_suggestion(pool, fake_openai) -> None:
    cancel = threading.Event()
    seen: list[tuple[int, int]] = []

    def on_progress(stored: int, total: int) -> None:
        seen.append((stored, total))
        if stored == 3:
            cancel.set()

    plan = plan_prefill(pool, model=MODEL, filter="all")
    summary = run_prefill(pool, config(fake_openai, concurrency=1), plan, on_progress=on_progress, cancel_event=cancel)
    assert summary.cancelled and summary.stored == 3
    assert seen == [(1, 6), (2, 6), (3, 6)]
    assert [(s.query_id, s.chunk_id) for s in pool.suggestions()] == QUEUE_ORDER[:3]


def test_cancel_with_a_request_in_flight_stores_its_answer_too(pool, fake_openai) -> None:
    """The request in flight when cancel_event is set was paid for: its answer is awaited and stored
    (it used to be dropped, and the next run paid for it again)."""
    reached = threading.Event()

    def slow_fourth(body: dict) -> str | None:
        if "passage 5" in passage_of(body):  # the fourth pair of the queue, (q2, c5)
            reached.set()
            threading.Event().wait(0.5)  # the user cancels meanwhile
        return None

    fake_openai.scenario.content = slow_fourth
    cancel = threading.Event()
    plan = plan_prefill(pool, model=MODEL, filter="all")
    result = {}
    worker = threading.Thread(
        target=lambda: result.setdefault("summary", run_prefill(pool, config(fake_openai, concurrency=1), plan, cancel_event=cancel))
    )
    worker.start()
    assert reached.wait(10)
    cancel.set()
    worker.join(10)
    assert not worker.is_alive()
    summary = result["summary"]
    assert summary.cancelled and summary.stored == 4 == len(fake_openai.chat_requests)
    assert [(s.query_id, s.chunk_id) for s in pool.suggestions()] == QUEUE_ORDER[:4]


def test_abandon_with_a_request_in_flight_keeps_what_arrived(pool, fake_openai) -> None:
    fake_openai.scenario.hang = lambda body: "passage 5" in passage_of(body)
    cancel, abandon = threading.Event(), threading.Event()
    plan = plan_prefill(pool, model=MODEL, filter="all")
    result = {}
    worker = threading.Thread(target=lambda: result.setdefault("summary", run_prefill(
        pool, config(fake_openai, concurrency=1), plan, cancel_event=cancel, abandon_event=abandon)))
    worker.start()
    assert fake_openai.hang_started.wait(10)
    cancel.set()  # waits for the hung answer...
    abandon.set()  # ...until the user drops it
    worker.join(10)
    assert not worker.is_alive()
    summary = result["summary"]
    assert summary.cancelled and summary.stored == 3
    assert [(s.query_id, s.chunk_id) for s in pool.suggestions()] == QUEUE_ORDER[:3]


def test_api_key_never_reaches_the_database_file(pool, fake_openai, db_path) -> None:
    fake_openai.scenario.echo_authorization = True
    prefill(pool, fake_openai, filter="all")
    fake_openai.scenario.always_status = 500
    prefill(pool, fake_openai, filter="all", force=True)
    statuses = {s.status for s in pool.suggestions()}
    assert statuses == {SuggestionStatus.OK, SuggestionStatus.ERROR}
    assert any("Bearer" in (s.reason or "") for s in pool.suggestions())  # the echo did reach us, masked
    files = [Path(db_path), Path(db_path + "-wal")]
    assert files[1].exists()
    for file in files:
        data = file.read_bytes()
        assert FAKE_KEY.encode() not in data and FAKE_KEY[3:].encode() not in data


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_unreachable_server_on_first_request_is_one_error_and_stores_nothing(pool) -> None:
    plan = plan_prefill(pool, model=MODEL)
    cfg = JudgeConfig(model=MODEL, base_url=f"http://127.0.0.1:{_closed_port()}/v1", api_key=FAKE_KEY, max_retries=0)
    with pytest.raises(LabelerError, match="first request failed.*connection error") as excinfo:
        run_prefill(pool, cfg, plan)
    assert FAKE_KEY not in str(excinfo.value)
    assert pool.suggestions() == []


def test_rejected_key_on_first_request_stops_the_run(pool, fake_openai) -> None:
    fake_openai.scenario.always_status = 401
    fake_openai.scenario.echo_authorization = True
    with pytest.raises(LabelerError, match="HTTP 401") as excinfo:
        prefill(pool, fake_openai, config={"concurrency": 1})
    assert FAKE_KEY not in str(excinfo.value)
    assert pool.suggestions() == [] and len(fake_openai.chat_requests) == 1


def test_missing_key_without_base_url_is_a_user_error(pool) -> None:
    plan = plan_prefill(pool, model=MODEL)
    with pytest.raises(LabelerError, match="no API key"):
        run_prefill(pool, JudgeConfig(model=MODEL), plan)


async def test_runs_from_inside_a_running_event_loop(pool, fake_openai) -> None:
    plan = plan_prefill(pool, model=MODEL, query_ids=["q2"])
    summary = run_prefill(pool, config(fake_openai), plan)
    assert summary.done == 2 and len(pool.suggestions()) == 2


def test_summary_counts_retries_and_the_time_the_rate_limiter_held_back(pool, fake_openai) -> None:
    fake_openai.scenario.fail_first = 2  # two 429s with Retry-After 150 ms, then answers
    fake_openai.scenario.retry_after_ms = 150
    plan, summary = prefill(pool, fake_openai, filter="all", config={"max_retries": 3, "concurrency": 2})
    assert (summary.done, summary.failed, summary.retries) == (6, 0, 2)
    assert summary.requests == 8 == len(fake_openai.chat_requests)
    assert summary.held_back_seconds >= 0.14
    assert summary.headline == f"6 judged · 0 failed · 2 retries · rate limiter held back {summary.held_back_seconds:.1f} s"


def test_the_default_config_retries_enough_for_bulk_labeling() -> None:
    assert JudgeConfig(model=MODEL).max_retries == 8  # the TUI's prefill takes this default
