"""One API-key rule for live and batch judging (endpoint.resolve_api_key): a key given in
JudgeConfig.api_key reaches the batch API as it reaches live judging, and is never stored or printed."""

from __future__ import annotations

import secrets
from pathlib import Path

import pytest

from labeler.domain import LabelerError
from labeler.judge import JudgeConfig
from labeler.judge.endpoint import NO_KEY, resolve_api_key
from labeler.services.judging.batch import collect_batches, submit_batches
from labeler.storage import open_repository
from tests.fake_batch import fake_batch  # noqa: F401 - the fixture
from tests.projects.batch_project import MODEL, db  # noqa: F401 - fixtures shared


@pytest.fixture
def no_env(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)


def test_the_key_is_the_given_one_else_the_environment_else_none_for_a_named_endpoint(no_env, monkeypatch) -> None:
    assert resolve_api_key("given-key-1234", None) == "given-key-1234"
    assert resolve_api_key(None, "http://127.0.0.1:8000/v1") == NO_KEY
    with pytest.raises(LabelerError, match="no API key: set OPENAI_API_KEY"):
        resolve_api_key(None, None)
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:8000/v1")
    assert resolve_api_key(None, None) == NO_KEY
    monkeypatch.setenv("OPENAI_API_KEY", "env-key-12345678")
    assert resolve_api_key(None, None) == "env-key-12345678"
    assert resolve_api_key("given-key-1234", None) == "given-key-1234"


def test_a_configured_key_reaches_the_batch_api_and_is_never_kept(db: Path, fake_batch, no_env) -> None:
    key = "sk-" + secrets.token_urlsafe(24)
    fake_batch.scenario.reason = f"echo {key}"
    repository = open_repository(str(db))
    try:
        config = JudgeConfig(MODEL, base_url=fake_batch.base_url, api_key=key)
        (submission,) = submit_batches(repository, config, query_ids=["q0"])
        assert submission.requests == 20
        assert {r.headers.get("authorization") for r in fake_batch.requests} == {f"Bearer {key}"}
        seen = len(fake_batch.requests)
        summary = collect_batches(repository, api_key=key)
        assert summary.answers.done == 20
        assert {r.headers.get("authorization") for r in fake_batch.requests[seen:]} == {f"Bearer {key}"}
        assert all(key not in (s.reason or "") for s in repository.suggestions())
        assert all(key not in str(job) for job in repository.batch_jobs())
    finally:
        repository.close()
    assert key.encode() not in db.read_bytes()
