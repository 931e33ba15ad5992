"""Retries, backoff and adaptive concurrency: the rules alone, then the judge against a faulty real server."""

from __future__ import annotations

import asyncio
import logging
import random
import time
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime

import pytest

from labeler.domain import Chunk, Query, Suggestion, SuggestionStatus
from labeler.judge import Judge, JudgeConfig
from labeler.judge.limiter import AdaptiveLimiter
from labeler.judge.retry import backoff_seconds, is_transient_status, retry_after_seconds, retry_delay
from tests.fake_openai import FAKE_KEY

QUERY = Query("q1", "what is bm25")
CHUNK = Chunk("c1", "BM25 is a bag-of-words ranking function.")
FAULT_RATE = 0.23


def make_judge(fake, **overrides) -> Judge:
    settings = {"model": "fake-judge", "base_url": fake.base_url, "api_key": FAKE_KEY, "timeout": 5.0, "backoff_base": 0.01}
    settings.update(overrides)
    return Judge(JudgeConfig(**settings))


def pairs(count: int) -> list[tuple[Query, Chunk]]:
    return [(Query(f"q{i % 10}", f"query {i % 10}"), Chunk(f"c{i}", f"passage {i}")) for i in range(count)]


# --- the rules ---


def test_transient_statuses_are_408_409_429_and_5xx() -> None:
    assert all(is_transient_status(code) for code in (408, 409, 429, 500, 502, 503, 504, 599))
    assert not any(is_transient_status(code) for code in (400, 401, 403, 404, 413, 422, 200))


def test_retry_after_in_milliseconds_seconds_or_an_http_date() -> None:
    now = datetime(2026, 1, 1, 12, 0, 0, tzinfo=timezone.utc)
    assert retry_after_seconds({"retry-after-ms": "250", "retry-after": "9"}) == 0.25  # the finer one wins
    assert retry_after_seconds({"retry-after": "3"}) == 3.0
    assert retry_after_seconds({"retry-after": "1.5"}) == 1.5
    http_date = format_datetime(now + timedelta(seconds=7), usegmt=True)
    assert retry_after_seconds({"retry-after": http_date}, now=now) == 7.0
    past = format_datetime(now - timedelta(seconds=7), usegmt=True)
    assert retry_after_seconds({"retry-after": past}, now=now) == 0.0
    for unreadable in ("soon", "-1", "nan", "inf", ""):
        assert retry_after_seconds({"retry-after": unreadable}, now=now) is None
    assert retry_after_seconds({}) is None and retry_after_seconds(None) is None


def test_retry_delay_caps_retry_after_and_falls_back_to_full_jitter() -> None:
    assert retry_delay({"retry-after": "3600"}, attempt=0, base=0.5, cap=30.0) == 30.0
    assert retry_delay({"retry-after": "2"}, attempt=5, base=0.5, cap=30.0) == 2.0
    rng = random.Random(1)
    draws = [retry_delay({}, attempt=3, base=0.5, cap=30.0, rng=rng) for _ in range(500)]
    assert all(0.0 <= d <= 4.0 for d in draws) and max(draws) > 3.5 and min(draws) < 0.5  # uniform on [0, 0.5 * 2^3]
    assert all(backoff_seconds(50, 0.5, 30.0, rng) <= 30.0 for _ in range(100))


async def test_limiter_halves_once_per_generation_and_creeps_back_up() -> None:
    limiter = AdaptiveLimiter(8)
    generations = [await limiter.acquire() for _ in range(8)]
    for _ in range(8):
        limiter.release()
    limiter.rate_limited(generations[0], 0.0)
    assert limiter.limit == 4
    for generation in generations[1:]:  # answers to requests sent under the old limit: no further halving
        limiter.rate_limited(generation, 0.0)
    assert limiter.limit == 4
    limiter.rate_limited(await limiter.acquire(), 0.0)
    limiter.release()
    limiter.rate_limited(await limiter.acquire(), 0.0)
    limiter.release()
    limiter.rate_limited(await limiter.acquire(), 0.0)
    limiter.release()
    assert limiter.limit == 1  # never below 1
    limiter.rate_limited(await limiter.acquire(), 0.0)
    limiter.release()
    assert limiter.limit == 1
    limits = []
    for _ in range(60):
        limiter.succeeded()
        limits.append(limiter.limit)
    # Additive: +1 after `limit` successes in a row (1, then 2, 3, ...), never above the ceiling.
    assert limits[:6] == [2, 2, 3, 3, 3, 4] and max(limits) == 8 and limits[-1] == 8


async def test_limiter_pauses_everyone_and_counts_the_wall_time_it_held_back() -> None:
    limiter = AdaptiveLimiter(4)
    limiter.rate_limited(await limiter.acquire(), 0.2)
    limiter.release()
    assert limiter.limit == 2
    started = time.monotonic()

    async def one() -> None:
        await limiter.acquire()
        await asyncio.sleep(0.01)
        limiter.release()

    await asyncio.gather(*(one() for _ in range(6)))
    assert time.monotonic() - started >= 0.19
    assert 0.19 <= limiter.held_back_seconds < 1.0  # wall time, not the sum over six waiters
    assert limiter.in_flight == 0


async def test_limiter_never_admits_more_than_the_limit() -> None:
    limiter = AdaptiveLimiter(3)
    in_flight = peak = 0

    async def one(i: int) -> None:
        nonlocal in_flight, peak
        generation = await limiter.acquire()
        in_flight += 1
        peak = max(peak, in_flight)
        await asyncio.sleep(0.001)
        in_flight -= 1
        if i == 5:
            limiter.rate_limited(generation, 0.0)
        limiter.release()

    await asyncio.gather(*(one(i) for i in range(40)))
    assert peak <= 3 and limiter.in_flight == 0


# --- the judge against the real fake server ---


async def test_200_pairs_under_23_percent_faults_all_succeed(fake_openai, caplog) -> None:
    caplog.set_level(logging.DEBUG)
    fake_openai.scenario.fault_rate = FAULT_RATE
    fake_openai.scenario.fault_seed = 7
    fake_openai.scenario.retry_after_ms = 10
    fake_openai.scenario.echo_authorization = True
    delivered: list[Suggestion] = []
    started = time.perf_counter()
    async with make_judge(fake_openai, concurrency=8, backoff_base=0.02) as judge:
        summary = await judge.judge_many(pairs(200), delivered.append)
    wall = time.perf_counter() - started
    assert len(delivered) == 200 and summary.failed == 0 and summary.done == 200
    assert fake_openai.faults_injected > 20
    assert summary.retries == fake_openai.faults_injected == len(fake_openai.chat_requests) - 200
    assert summary.requests == len(fake_openai.chat_requests)
    assert summary.held_back_seconds > 0 and fake_openai.max_in_flight <= 8
    assert wall < 15
    assert FAKE_KEY not in caplog.text and FAKE_KEY[3:] not in caplog.text
    assert all(FAKE_KEY not in repr(s) for s in delivered)


async def test_a_429_halves_the_limit_and_retry_after_is_honoured(fake_openai) -> None:
    fake_openai.scenario.fail_first = 1
    fake_openai.scenario.retry_after_ms = 300
    async with make_judge(fake_openai, concurrency=8) as judge:
        s = await judge.judge_pair(QUERY, CHUNK)
        assert judge.limiter.limit == 4  # halved; 4 successes in a row would raise it to 5
        assert judge.limiter.held_back_seconds >= 0.29
    assert s.status is SuggestionStatus.OK
    first, second = (r.received_at for r in fake_openai.chat_requests)
    assert second - first >= 0.29


async def test_retry_after_as_an_http_date_is_honoured_and_capped(fake_openai) -> None:
    fake_openai.scenario.fail_first = 1
    fake_openai.scenario.retry_after = format_datetime(datetime.now(timezone.utc) + timedelta(hours=1), usegmt=True)
    async with make_judge(fake_openai, max_backoff=0.3) as judge:
        s = await judge.judge_pair(QUERY, CHUNK)
    assert s.status is SuggestionStatus.OK
    first, second = (r.received_at for r in fake_openai.chat_requests)
    assert 0.29 <= second - first < 2.0  # an hour asked, capped at max_backoff


@pytest.mark.parametrize("status", [408, 409, 500, 503])
async def test_other_transient_statuses_are_retried(fake_openai, status) -> None:
    fake_openai.scenario.fail_first = 2
    fake_openai.scenario.fail_status = status
    fake_openai.scenario.retry_after_ms = None
    async with make_judge(fake_openai, concurrency=4) as judge:
        s = await judge.judge_pair(QUERY, CHUNK)
        assert judge.limiter.limit == 4  # only a 429 slows the rate down
    assert s.status is SuggestionStatus.OK and len(fake_openai.chat_requests) == 3


async def test_a_timeout_is_retried(fake_openai) -> None:
    hung: list[bool] = []
    fake_openai.scenario.hang = lambda body: not hung and not hung.append(True)  # only the first request
    async with make_judge(fake_openai, timeout=0.3) as judge:
        s = await judge.judge_pair(QUERY, CHUNK)
    assert s.status is SuggestionStatus.OK and len(fake_openai.chat_requests) == 2


async def test_retries_run_out_with_the_count_in_the_reason(fake_openai) -> None:
    fake_openai.scenario.always_status = 503
    fake_openai.scenario.retry_after_ms = None
    fake_openai.scenario.error_message = "overloaded"
    async with make_judge(fake_openai, max_retries=4) as judge:
        s = await judge.judge_pair(QUERY, CHUNK)
    assert s.status is SuggestionStatus.ERROR and s.reason == "HTTP 503: overloaded (4 retries)"
    assert len(fake_openai.chat_requests) == 5


@pytest.mark.parametrize("status", [400, 401, 403, 404, 422])
async def test_permanent_errors_are_not_retried(fake_openai, status) -> None:
    fake_openai.scenario.always_status = status
    fake_openai.scenario.error_message = "no good"
    fake_openai.scenario.echo_authorization = True
    started = time.perf_counter()
    async with make_judge(fake_openai, backoff_base=5.0) as judge:
        s = await judge.judge_pair(QUERY, CHUNK)
    assert time.perf_counter() - started < 2.0
    assert s.status is SuggestionStatus.ERROR and s.reason.startswith(f"HTTP {status}: no good")
    assert "retries" not in s.reason and FAKE_KEY not in s.reason
    assert len(fake_openai.chat_requests) == 1


async def test_a_server_that_never_answered_is_not_retried(fake_openai) -> None:
    fake_openai.stop()  # the port is closed now: connection refused
    started = time.perf_counter()
    async with make_judge(fake_openai, backoff_base=5.0) as judge:
        s = await judge.judge_pair(QUERY, CHUNK)
    assert time.perf_counter() - started < 2.0
    assert s.status is SuggestionStatus.ERROR and s.reason.startswith("connection error") and "retries" not in s.reason
