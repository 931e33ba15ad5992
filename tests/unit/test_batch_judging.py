"""`labeler judge --batch` / `--collect` end to end: real SQLite file, real openai client, a fake Batch API
server on 127.0.0.1 (tests/fake_batch.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from labeler.cli import cli
from labeler.domain import Chunk, Pair, Query, SuggestionStatus
from labeler.judge import prompt_hash
from labeler.storage import open_repository
from tests.fake_batch import fake_batch  # noqa: F401 - the fixture
from tests.fake_openai import FAKE_KEY, passage_of

MODEL = "fake-judge"
PAIRS = 200


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """10 queries with 20 pool pairs each (chunk c{n} holds "passage {n}")."""
    path = tmp_path / "project.db"
    repository = open_repository(str(path))
    try:
        repository.upsert_queries([Query(f"q{i}", f"query {i}") for i in range(10)])
        repository.upsert_chunks([[Chunk(f"c{n}", f"passage {n}") for n in range(PAIRS)]])
        repository.add_pairs([Pair(f"q{n // 20}", f"c{n}", "pool", n % 20 + 1) for n in range(PAIRS)])
    finally:
        repository.close()
    return path


@pytest.fixture(autouse=True)
def keyed(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", FAKE_KEY)


def grade_of(body: dict) -> int:
    """The fake's grade: the passage number modulo 4."""
    return int(re.search(r"passage (\d+)", passage_of(body)).group(1)) % 4


def run_cli(db: Path, *args: str, code: int = 0):
    result = CliRunner().invoke(cli, ["--db", str(db), *args], catch_exceptions=True)
    assert result.exit_code == code, (result.output, result.exception)
    return result


def submit(db: Path, server, *extra: str):
    return run_cli(db, "judge", "--model", MODEL, "--base-url", server.base_url, "--batch", *extra)


def stored(db: Path):
    repository = open_repository(str(db))
    try:
        return repository.suggestions()
    finally:
        repository.close()


def test_submit_then_collect_grades_every_pair_without_a_live_call(db, fake_batch) -> None:
    fake_batch.scenario.grade = grade_of
    result = submit(db, fake_batch, "--batch-size", "80")
    assert "submitted 200 requests in 3 batch job(s)" in result.output
    assert "labeler judge --collect" in result.output
    assert stored(db) == []  # returns at once: nothing answered yet
    assert [len(fake_batch.input_lines(job)) for job in fake_batch.jobs] == [80, 80, 40]

    result = run_cli(db, "judge", "--collect")
    assert "stored 200 suggestions: done 200" in result.output
    suggestions = stored(db)
    assert len(suggestions) == PAIRS
    assert all(s.status is SuggestionStatus.OK for s in suggestions)
    assert {s.chunk_id: s.grade for s in suggestions} == {f"c{n}": n % 4 for n in range(PAIRS)}
    assert {s.prompt_hash for s in suggestions} == {prompt_hash(None)}
    assert all(s.grade_probs is not None and s.input_hash for s in suggestions)
    assert fake_batch.chat_requests == []  # no live chat call

    # the cache holds: nothing is sent again, live or batch
    result = submit(db, fake_batch)
    assert "cached: 200" in result.output and "nothing to send" in result.output
    assert run_cli(db, "judge", "--collect").output.strip() == "no pending batch jobs"
