"""The judge through the real openai client against a real HTTP server on 127.0.0.1."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import secrets
import threading

import pytest

from labeler.domain import Chunk, LabelerError, Query, Suggestion, SuggestionStatus
from labeler.judge import Judge, JudgeConfig
from labeler.judge.formats import JSON_SCHEMA_FORMAT
from labeler.judge.prompt import REASK_MESSAGE, input_hash, prompt_hash
from tests.fake_openai import FAKE_KEY, passage_of

QUERY = Query("q1", "what is bm25", description="How BM25 ranks documents.")
CHUNK = Chunk("c1", "BM25 is a bag-of-words ranking function.", title="Okapi BM25")


def make_judge(fake, **overrides) -> Judge:
    settings = {"model": "fake-judge", "base_url": fake.base_url, "api_key": FAKE_KEY, "timeout": 5.0, "max_retries": 2,
                "backoff_base": 0.01}
    settings.update(overrides)
    return Judge(JudgeConfig(**settings))


async def judge_one(fake, template: str | None = None, **overrides) -> Suggestion:
    async with make_judge(fake, **overrides) as judge:
        return await judge.judge_pair(QUERY, CHUNK, template)


def pairs(count: int, text=lambda i: f"passage {i}") -> list[tuple[Query, Chunk]]:
    return [(Query(f"q{i % 5}", "query"), Chunk(f"c{i}", text(i))) for i in range(count)]


def all_text(suggestion: Suggestion) -> str:
    return json.dumps({f.name: str(getattr(suggestion, f.name)) for f in dataclasses.fields(suggestion)}) + repr(suggestion)


async def test_ok_with_logprobs_gives_probabilities_confidence_and_expected_grade(fake_openai) -> None:
    fake_openai.scenario.grade = 2
    fake_openai.scenario.grade_distribution = {2: 0.6, 3: 0.3, 1: 0.05}
    s = await judge_one(fake_openai)
    assert s.status is SuggestionStatus.OK
    assert (s.grade, s.reason) == (2, "The passage states the answer directly.")
    assert s.grade_probs == pytest.approx((0.0, 0.05 / 0.95, 0.6 / 0.95, 0.3 / 0.95))
    assert s.confidence == pytest.approx(0.6 / 0.95)
    assert s.expected_grade == pytest.approx((0.05 + 1.2 + 0.9) / 0.95)
    assert (s.query_id, s.chunk_id, s.model) == ("q1", "c1", "fake-judge")
    assert s.prompt_hash == prompt_hash() and s.input_hash == input_hash(QUERY, CHUNK)
    assert (s.tokens_in, s.tokens_out) == (120, 20)
    assert s.latency_ms is not None and s.latency_ms > 0
    assert s.created_at is not None
    (request,) = fake_openai.chat_requests
    body = request.body
    assert body["model"] == "fake-judge" and body["temperature"] == 0.0
    assert body["response_format"] == JSON_SCHEMA_FORMAT
    assert body["logprobs"] is True and body["top_logprobs"] == 5
    assert passage_of(body) == "Title: Okapi BM25\n" + CHUNK.text
    assert request.headers["authorization"] == f"Bearer {FAKE_KEY}"


async def test_without_logprobs_probabilities_stay_empty(fake_openai) -> None:
    fake_openai.scenario.send_logprobs = False
    s = await judge_one(fake_openai)
    assert s.status is SuggestionStatus.OK and s.grade == 2
    assert s.grade_probs is None and s.confidence is None and s.expected_grade is None


async def test_logprobs_not_requested_when_disabled(fake_openai) -> None:
    s = await judge_one(fake_openai, logprobs=False)
    assert s.status is SuggestionStatus.OK and s.grade_probs is None
    assert "logprobs" not in fake_openai.chat_requests[0].body


async def test_server_rejecting_logprobs_is_remembered(fake_openai) -> None:
    fake_openai.scenario.reject_logprobs = True
    async with make_judge(fake_openai) as judge:
        first = await judge.judge_pair(QUERY, CHUNK)
        second = await judge.judge_pair(QUERY, CHUNK)
        assert not judge.logprobs_enabled
    assert first.status is second.status is SuggestionStatus.OK
    assert first.grade_probs is None
    assert [bool(r.body.get("logprobs")) for r in fake_openai.chat_requests] == [True, False, False]


async def test_429_then_success(fake_openai) -> None:
    fake_openai.scenario.fail_first = 2
    s = await judge_one(fake_openai, max_retries=2)
    assert s.status is SuggestionStatus.OK and s.grade == 2
    assert len(fake_openai.chat_requests) == 3


async def test_429_retry_waits_as_long_as_retry_after_says(fake_openai) -> None:
    fake_openai.scenario.fail_first = 1
    fake_openai.scenario.retry_after_ms = 600  # longer than the SDK's own first backoff (<= 0.5 s)
    s = await judge_one(fake_openai)
    assert s.status is SuggestionStatus.OK
    first, second = (r.received_at for r in fake_openai.chat_requests)
    assert second - first >= 0.59


async def test_429_forever_is_an_error_after_retries(fake_openai) -> None:
    fake_openai.scenario.always_status = 429
    fake_openai.scenario.error_message = "rate limited"
    s = await judge_one(fake_openai, max_retries=1)
    assert s.status is SuggestionStatus.ERROR and s.reason == "HTTP 429: rate limited (1 retries)"
    assert len(fake_openai.chat_requests) == 2


async def test_500_is_an_error_after_the_sdk_retries(fake_openai) -> None:
    fake_openai.scenario.always_status = 500
    fake_openai.scenario.error_message = "upstream exploded"
    s = await judge_one(fake_openai, max_retries=2)
    assert s.status is SuggestionStatus.ERROR
    assert s.grade is None
    assert s.reason == "HTTP 500: upstream exploded (2 retries)"
    assert len(fake_openai.chat_requests) == 3


async def test_timeout_is_an_error(fake_openai) -> None:
    fake_openai.scenario.hang = True
    s = await judge_one(fake_openai, timeout=0.2, max_retries=0)
    assert s.status is SuggestionStatus.ERROR and s.grade is None
    assert s.reason == "timed out after 0.2 s (0 retries)"
    assert s.latency_ms is not None and s.latency_ms >= 200


async def test_unreachable_server_is_an_error(fake_openai) -> None:
    async with Judge(JudgeConfig("m", base_url="http://127.0.0.1:9/v1", api_key=FAKE_KEY, max_retries=0)) as judge:
        s = await judge.judge_pair(QUERY, CHUNK)
    assert s.status is SuggestionStatus.ERROR and s.reason.startswith("connection error")


async def test_malformed_answer_is_asked_again_then_unparsed_with_raw_text(fake_openai) -> None:
    fake_openai.scenario.content = '{"grade": "high", "reason": "very relevant"}'
    s = await judge_one(fake_openai)
    assert s.status is SuggestionStatus.UNPARSED
    assert s.grade is None and s.grade_probs is None
    assert s.raw_text == '{"grade": "high", "reason": "very relevant"}'
    first, second = (r.body for r in fake_openai.chat_requests)
    assert second["messages"] == [
        *first["messages"],
        {"role": "assistant", "content": '{"grade": "high", "reason": "very relevant"}'},
        {"role": "user", "content": REASK_MESSAGE},
    ]
    assert (s.tokens_in, s.tokens_out) == (240, 40)  # both requests counted


async def test_malformed_then_good_on_reask_is_ok(fake_openai) -> None:
    fake_openai.scenario.content = lambda body: None if len(body["messages"]) > 1 else "I think it is quite relevant!"
    fake_openai.scenario.grade = 3
    s = await judge_one(fake_openai)
    assert s.status is SuggestionStatus.OK and s.grade == 3
    assert len(fake_openai.chat_requests) == 2


async def test_refusal_is_refused_and_not_reasked(fake_openai) -> None:
    fake_openai.scenario.refusal = "I can't help with that."
    s = await judge_one(fake_openai)
    assert s.status is SuggestionStatus.REFUSED
    assert s.grade is None and s.reason == "I can't help with that."
    assert len(fake_openai.chat_requests) == 1


async def test_content_filter_finish_is_refused(fake_openai) -> None:
    fake_openai.scenario.finish_reason = "content_filter"
    fake_openai.scenario.content = ""
    s = await judge_one(fake_openai)
    assert s.status is SuggestionStatus.REFUSED and s.grade is None


async def test_no_choices_is_an_error(fake_openai) -> None:
    fake_openai.scenario.no_choices = True
    s = await judge_one(fake_openai)
    assert s.status is SuggestionStatus.ERROR and s.reason == "the server returned no choices"


async def test_json_schema_unsupported_falls_back_to_json_object_and_remembers(fake_openai) -> None:
    fake_openai.scenario.reject_json_schema = True
    async with make_judge(fake_openai) as judge:
        first = await judge.judge_pair(QUERY, CHUNK)
        second = await judge.judge_pair(QUERY, CHUNK)
        assert judge.response_format == "json_object"
    assert first.status is second.status is SuggestionStatus.OK
    formats = [(r.body.get("response_format") or {}).get("type") for r in fake_openai.chat_requests]
    assert formats == ["json_schema", "json_object", "json_object"]


async def test_json_object_unsupported_too_falls_back_to_plain_text(fake_openai) -> None:
    fake_openai.scenario.reject_json_schema = True
    fake_openai.scenario.reject_json_object = True
    fake_openai.scenario.content = lambda body: None if "response_format" in body else "Grade: 1\nReason: related only."
    async with make_judge(fake_openai) as judge:
        s = await judge.judge_pair(QUERY, CHUNK)
        assert judge.response_format == "text"
    assert s.status is SuggestionStatus.OK and (s.grade, s.reason) == (1, "related only.")
    formats = [(r.body.get("response_format") or {}).get("type") for r in fake_openai.chat_requests]
    assert formats == ["json_schema", "json_object", None]


async def test_other_400_is_an_error_without_fallback(fake_openai) -> None:
    fake_openai.scenario.always_status = 400
    fake_openai.scenario.error_message = "context length exceeded"
    async with make_judge(fake_openai) as judge:
        s = await judge.judge_pair(QUERY, CHUNK)
        assert judge.response_format == "json_schema"
    assert s.status is SuggestionStatus.ERROR and s.reason == "HTTP 400: context length exceeded"
    assert len(fake_openai.chat_requests) == 1


async def test_custom_template_is_sent_and_hashed(fake_openai) -> None:
    template = "Is this about {query}? {passage} Answer JSON."
    s = await judge_one(fake_openai, template=template)
    assert s.prompt_hash == prompt_hash(template) != prompt_hash()
    assert fake_openai.chat_requests[0].body["messages"][0]["content"] == f"Is this about what is bm25? {CHUNK.text} Answer JSON."


async def test_judge_many_grades_every_pair_and_sums_up(fake_openai) -> None:
    fake_openai.scenario.grade = lambda body: int(passage_of(body).split()[-1]) % 4
    delivered: list[Suggestion] = []
    async with make_judge(fake_openai, concurrency=4) as judge:
        summary = await judge.judge_many(pairs(20), delivered.append)
    assert sorted(s.chunk_id for s in delivered) == sorted(f"c{i}" for i in range(20))
    assert all(s.grade == int(s.chunk_id[1:]) % 4 for s in delivered)
    assert (summary.done, summary.unparsed, summary.refused, summary.failed) == (20, 0, 0, 0)
    assert (summary.tokens_in, summary.tokens_out, summary.requests) == (2400, 400, 20)
    assert summary.wall_seconds > 0 and not summary.cancelled


async def test_one_failing_pair_never_stops_the_others(fake_openai) -> None:
    fake_openai.scenario.content = lambda body: "no idea" if "passage 3" in passage_of(body) else None
    fake_openai.scenario.refusal = None
    delivered: list[Suggestion] = []
    async with make_judge(fake_openai, concurrency=3) as judge:
        summary = await judge.judge_many(pairs(10), delivered.append)
    assert len(delivered) == 10
    assert {s.chunk_id for s in delivered if s.status is SuggestionStatus.UNPARSED} == {"c3"}
    assert (summary.done, summary.unparsed, summary.requests) == (9, 1, 11)


async def test_concurrency_never_exceeds_the_limit(fake_openai) -> None:
    fake_openai.scenario.delay_ms = 20
    delivered: list[Suggestion] = []
    async with make_judge(fake_openai, concurrency=4) as judge:
        summary = await judge.judge_many(pairs(50), delivered.append)
    assert summary.done == 50 and len(delivered) == 50
    assert fake_openai.max_in_flight == 4  # reached, never exceeded


async def test_abandon_event_keeps_delivered_results_and_drops_in_flight(fake_openai) -> None:
    fake_openai.scenario.hang = lambda body: int(passage_of(body).split()[-1]) >= 6
    abandon = asyncio.Event()
    delivered: list[Suggestion] = []

    def on_result(suggestion: Suggestion) -> None:
        delivered.append(suggestion)
        if len(delivered) == 6:
            abandon.set()

    async with make_judge(fake_openai, concurrency=3, timeout=30.0) as judge:
        summary = await judge.judge_many(pairs(20), on_result, abandon_event=abandon)
    assert summary.cancelled
    assert summary.wall_seconds < 10  # did not wait for the hung requests to time out
    assert sorted(s.chunk_id for s in delivered) == [f"c{i}" for i in range(6)]
    assert summary.done == 6 and all(s.status is SuggestionStatus.OK for s in delivered)
    assert len(fake_openai.chat_requests) <= 9  # the six answered plus at most three in flight


async def test_cancel_event_stops_sending_and_delivers_every_answer_in_flight(fake_openai) -> None:
    """Requests in flight are paid for: the first Ctrl-C (cancel_event) waits for their answers, so
    every request the server received ends as a delivered answer (it dropped up to `concurrency`)."""
    fake_openai.scenario.delay_ms = 150
    cancel = threading.Event()
    delivered: list[Suggestion] = []

    def on_result(suggestion: Suggestion) -> None:
        delivered.append(suggestion)
        if len(delivered) == 6:
            cancel.set()

    async with make_judge(fake_openai, concurrency=4) as judge:
        summary = await judge.judge_many(pairs(40), on_result, cancel_event=cancel)
    assert summary.cancelled and 6 < len(delivered) <= 6 + 4
    assert len(fake_openai.chat_requests) == len(delivered) == summary.done  # none paid and dropped
    assert len({s.chunk_id for s in delivered}) == len(delivered)


async def test_after_cancel_nothing_is_retried(fake_openai) -> None:
    """A transient failure of an answer awaited after cancel_event is its answer (an error, sent again
    by the next run): retrying would send a request the user asked not to send."""
    fake_openai.scenario.delay_ms = 150
    cancel = threading.Event()
    delivered: list[Suggestion] = []

    def on_result(suggestion: Suggestion) -> None:
        delivered.append(suggestion)
        if len(delivered) == 3:
            cancel.set()
            fake_openai.scenario.always_status = 500  # what is in flight now fails

    async with make_judge(fake_openai, concurrency=4, max_retries=5) as judge:
        summary = await judge.judge_many(pairs(40), on_result, cancel_event=cancel)
    assert summary.retries == 0 and summary.failed >= 1  # an answer may have left the server before the switch
    assert len(fake_openai.chat_requests) == len(delivered)


async def test_threading_event_cancels_too(fake_openai) -> None:
    fake_openai.scenario.delay_ms = 100
    cancel = threading.Event()
    delivered: list[Suggestion] = []

    def on_result(suggestion: Suggestion) -> None:
        delivered.append(suggestion)
        if len(delivered) == 2:
            cancel.set()

    async with make_judge(fake_openai, concurrency=2) as judge:
        summary = await judge.judge_many(pairs(10), on_result, cancel_event=cancel)
    assert summary.cancelled and 2 <= len(delivered) <= 4 and len(delivered) == len(fake_openai.chat_requests)


async def test_task_cancellation_keeps_delivered_results(fake_openai) -> None:
    fake_openai.scenario.hang = lambda body: int(passage_of(body).split()[-1]) >= 5
    delivered: list[Suggestion] = []
    five_arrived = asyncio.Event()

    def on_result(suggestion: Suggestion) -> None:
        delivered.append(suggestion)
        if len(delivered) == 5:
            five_arrived.set()

    async with make_judge(fake_openai, concurrency=2) as judge:
        task = asyncio.create_task(judge.judge_many(pairs(12), on_result))
        await five_arrived.wait()
        assert await asyncio.to_thread(fake_openai.hang_started.wait, 5)  # a request is in flight
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
    assert sorted(s.chunk_id for s in delivered) == [f"c{i}" for i in range(5)]


async def test_on_result_failure_stops_the_run_and_propagates(fake_openai) -> None:
    def on_result(suggestion: Suggestion) -> None:
        raise RuntimeError("database is gone")

    async with make_judge(fake_openai, concurrency=2) as judge:
        with pytest.raises(RuntimeError, match="database is gone"):
            await judge.judge_many(pairs(10), on_result)


async def test_api_key_never_appears_in_suggestions_errors_or_reprs(fake_openai) -> None:
    fake_openai.scenario.echo_authorization = True
    outcomes: list[Suggestion] = []
    async with make_judge(fake_openai, max_retries=0) as judge:
        outcomes.append(await judge.judge_pair(QUERY, CHUNK))  # OK, reason echoes the header
        fake_openai.scenario.always_status = 401
        outcomes.append(await judge.judge_pair(QUERY, CHUNK))  # 401 whose message echoes the key
        fake_openai.scenario.always_status = None
        fake_openai.scenario.content = lambda body: f"my key is {FAKE_KEY}"
        outcomes.append(await judge.judge_pair(QUERY, CHUNK))  # unparsed raw text with the key
        reprs = repr(judge) + repr(judge.config)
    assert [s.status for s in outcomes] == [SuggestionStatus.OK, SuggestionStatus.ERROR, SuggestionStatus.UNPARSED]
    assert "Bearer ***" in outcomes[0].reason and "HTTP 401" in outcomes[1].reason
    assert "***" in outcomes[2].raw_text
    for text in [*(all_text(s) for s in outcomes), reprs]:
        assert FAKE_KEY not in text
        assert "Zq8fK2LmX9pR4tVw7yB1" not in text


async def test_key_is_masked_in_setup_and_listing_errors(fake_openai) -> None:
    async with make_judge(fake_openai) as judge:
        assert await judge.list_models() == ["fake-judge"]
    async with Judge(JudgeConfig("m", base_url="http://127.0.0.1:9/v1", api_key=FAKE_KEY, max_retries=0)) as judge:
        with pytest.raises(LabelerError) as caught:
            await judge.list_models()
    assert FAKE_KEY not in str(caught.value)


def test_missing_key_without_endpoint_is_a_user_error() -> None:
    with pytest.raises(LabelerError, match="OPENAI_API_KEY"):
        Judge(JudgeConfig("m"))


async def test_local_server_needs_no_key(fake_openai) -> None:
    async with Judge(JudgeConfig("m", base_url=fake_openai.base_url)) as judge:
        s = await judge.judge_pair(QUERY, CHUNK)
    assert s.status is SuggestionStatus.OK


async def test_key_and_endpoint_come_from_the_environment(fake_openai, monkeypatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", FAKE_KEY)
    monkeypatch.setenv("OPENAI_BASE_URL", fake_openai.base_url)
    async with Judge(JudgeConfig("m")) as judge:
        s = await judge.judge_pair(QUERY, CHUNK)
    assert s.status is SuggestionStatus.OK
    assert fake_openai.chat_requests[0].headers["authorization"] == f"Bearer {FAKE_KEY}"


def test_config_repr_hides_the_key() -> None:
    assert FAKE_KEY not in repr(JudgeConfig("m", api_key=FAKE_KEY))


async def test_a_key_crossing_the_error_cut_is_masked_whole(fake_openai) -> None:
    key = secrets.token_hex(16)  # not sk-shaped: only the key itself can mask it
    fake_openai.scenario.always_status = 403
    fake_openai.scenario.error_message = "e" * 280 + key + " was refused"  # "HTTP 403: " + 280: the key spans 300
    s = await judge_one(fake_openai, api_key=key, max_retries=0)
    assert s.status is SuggestionStatus.ERROR and s.reason is not None and "***" in s.reason
    assert not [start for start in range(len(key) - 5) if key[start:start + 6] in s.reason]


def test_config_repr_shows_the_url_without_its_credential() -> None:
    password = secrets.token_hex(8)
    shown = repr(JudgeConfig("m", base_url=f"https://alice:{password}@host.example/v1", api_key=FAKE_KEY))
    assert password not in shown and FAKE_KEY not in shown
    assert shown.startswith("JudgeConfig(model='m', base_url='https://host.example/v1', concurrency=8,")


async def test_listing_models_from_a_closed_port_is_a_connection_error_not_a_timeout() -> None:
    # the aiohttp backend reports a refused connection as a ConnectTimeout: its cause says what happened
    async with Judge(JudgeConfig("m", base_url="http://127.0.0.1:9/v1", api_key=FAKE_KEY, timeout=30)) as judge:
        with pytest.raises(LabelerError, match="^cannot list models: connection error: Cannot connect to host"):
            await judge.list_models()
