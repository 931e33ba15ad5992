"""A 5 MB answer from the real fake server: the grade is read, at most 16 KiB per text is kept, once.
An answer over the response cap (JudgeConfig.max_response_bytes) is refused unread, in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from labeler.domain import Chunk, Pair, Query, SuggestionStatus
from labeler.judge import JudgeConfig
from labeler.judge.answers.text import MAX_ANSWER_BYTES, is_bare_answer, truncated
from labeler.judge.transport import MAX_RESPONSE_BYTES
from labeler.services.judging.prefill import plan_prefill, run_prefill
from tests.fake_openai import FAKE_KEY, is_reask

MODEL = "fake-judge"
FIVE_MB = 5 * 1024 * 1024


def size(text: str | None) -> int:
    return len((text or "").encode("utf-8"))


@pytest.fixture
def pool(repository):
    repository.upsert_queries([Query("q1", "what is bm25")])
    repository.upsert_chunks([[Chunk("c1", "BM25 is a ranking function.")]])
    repository.add_pairs([Pair("q1", "c1", "pool", 1)])
    return repository


def prefill_one(repository, fake, **settings):
    fake.scenario.send_logprobs = False  # logprobs of 5 MB would be a 100 MB reply
    plan = plan_prefill(repository, model=MODEL)
    config = JudgeConfig(model=MODEL, base_url=fake.base_url, api_key=FAKE_KEY, timeout=30.0,
                         **{"max_retries": 0, **settings})
    summary = run_prefill(repository, config, plan)
    (stored,) = repository.suggestions()
    return summary, stored


def test_truncated_keeps_short_text_and_cuts_long_text_within_the_limit() -> None:
    assert truncated("short") == "short" and truncated(None) is None
    assert truncated("x" * MAX_ANSWER_BYTES) == "x" * MAX_ANSWER_BYTES
    cut = truncated("x" * (MAX_ANSWER_BYTES + 1))
    assert size(cut) <= MAX_ANSWER_BYTES and cut.endswith(f"… [truncated from {MAX_ANSWER_BYTES + 1:,} bytes]")
    wide = truncated("é€😀" * 10_000, limit=1000)  # 9 bytes a round; cuts land inside characters
    assert size(wide) <= 1000 and wide.startswith("é€😀") and wide.endswith("[truncated from 90,000 bytes]")


def test_a_bare_json_answer_says_nothing_beyond_grade_and_reason() -> None:
    assert is_bare_answer('{"grade": 2, "reason": "yes"}')
    assert is_bare_answer('  ```json\n{"Grade": 2}\n```  ')
    assert not is_bare_answer('Sure! {"grade": 2, "reason": "yes"}')
    assert not is_bare_answer('{"grade": 2, "reason": "yes", "notes": "more"}')
    assert not is_bare_answer("Grade: 2") and not is_bare_answer(None) and not is_bare_answer("[2]")


def test_a_5_mb_graded_answer_is_stored_once_and_capped(pool, fake_openai, db_path) -> None:
    fake_openai.scenario.content = json.dumps({"grade": 3, "reason": "because " + "x" * FIVE_MB})
    summary, stored = prefill_one(pool, fake_openai)
    assert summary.done == 1 and stored.status is SuggestionStatus.OK and stored.grade == 3
    assert stored.raw_text is None  # the reason already holds it: not a second copy
    assert stored.reason.startswith("because xxx") and stored.reason.endswith(f"[truncated from {FIVE_MB + 8:,} bytes]")
    assert size(stored.reason) <= MAX_ANSWER_BYTES
    database = sum(Path(p).stat().st_size for p in (db_path, db_path + "-wal") if Path(p).exists())
    assert database < 1024 * 1024


def test_a_5_mb_unparsable_answer_keeps_16_kib_and_is_not_sent_back_whole(pool, fake_openai) -> None:
    fake_openai.scenario.content = "no grade here " + "y" * FIVE_MB
    summary, stored = prefill_one(pool, fake_openai)
    assert summary.unparsed == 1 and stored.status is SuggestionStatus.UNPARSED
    assert stored.raw_text.startswith("no grade here yyy") and "[truncated from" in stored.raw_text
    assert size(stored.raw_text) <= MAX_ANSWER_BYTES and stored.reason is None
    (reask,) = [r.body for r in fake_openai.chat_requests if is_reask(r.body)]
    assert size(reask["messages"][-2]["content"]) <= MAX_ANSWER_BYTES


def test_an_ok_answer_with_more_than_the_json_keeps_its_raw_text(pool, fake_openai) -> None:
    fake_openai.scenario.content = 'Let me think.\n{"grade": 1, "reason": "related"}\nHope that helps!'
    _, stored = prefill_one(pool, fake_openai)
    assert (stored.status, stored.grade, stored.reason) == (SuggestionStatus.OK, 1, "related")
    assert stored.raw_text == fake_openai.scenario.content


def test_a_5_mb_refusal_is_capped(pool, fake_openai) -> None:
    fake_openai.scenario.refusal = "I will not " + "z" * FIVE_MB
    _, stored = prefill_one(pool, fake_openai)
    assert stored.status is SuggestionStatus.REFUSED and size(stored.reason) <= MAX_ANSWER_BYTES
    assert stored.reason.startswith("I will not zzz") and "[truncated from" in stored.reason


def test_the_default_cap_is_16_mib() -> None:
    assert JudgeConfig(model=MODEL).max_response_bytes == MAX_RESPONSE_BYTES == 16 * 1024 * 1024


def test_an_answer_over_the_cap_is_one_line_of_error_and_not_retried(pool, fake_openai) -> None:
    fake_openai.scenario.content = json.dumps({"grade": 3, "reason": "x" * FIVE_MB})
    summary, stored = prefill_one(pool, fake_openai, max_retries=3, max_response_bytes=1024 * 1024)
    assert summary.failed == 1 and stored.status is SuggestionStatus.ERROR and stored.grade is None
    assert stored.reason.startswith("the answer is 5,2") and stored.reason.endswith(
        " bytes, over the 1 MiB cap: refused unread")
    assert len(fake_openai.chat_requests) == 1  # a runaway answer is not paid for twice
