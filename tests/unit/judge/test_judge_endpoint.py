"""A base URL's credentials (user:secret@) are used for the request, never stored, printed or logged;
`--collect` finds them again from --base-url or OPENAI_BASE_URL, never from the database. A key in the
query string (?api_key=) is refused where a client is made; other parameters (?api-version=) reach every request."""

from __future__ import annotations

import base64
import secrets
import sqlite3
from pathlib import Path

import pytest

from labeler.domain import LabelerError
from labeler.judge.endpoint import UNREADABLE_URL, reconnect_url, safe_url, url_secrets
from tests.fake_batch import fake_batch  # noqa: F401 - the fixture
from tests.projects.batch_project import MODEL, PAIRS, db, keyed, run_cli, stored  # noqa: F401 - fixtures shared


@pytest.mark.parametrize(("given", "kept"), [
    ("https://user:pw@host.example/v1", "https://host.example/v1"),
    ("https://user@host.example:8443/v1/", "https://host.example:8443/v1/"),
    ("https://host.example/v1?key=abc", "https://host.example/v1"),
    ("https://host.example/v1?api_key=abc&api-version=2024-06-01", "https://host.example/v1?api-version=2024-06-01"),
    ("https://host.example/v1?TOKEN=abc&access_token=d&Subscription-Key=e&apikey=f&x=1", "https://host.example/v1?x=1"),
    ("https://host.example/v1#frag", "https://host.example/v1"),
    ("http://u:p@[::1]:8000/v1?token=t", "http://[::1]:8000/v1"),
    ("http://127.0.0.1:8000/v1", "http://127.0.0.1:8000/v1"),
    ("http://host:notaport/v1", UNREADABLE_URL),
])
def test_safe_url_drops_userinfo_and_credential_parameters(given: str, kept: str) -> None:
    assert safe_url(given) == kept


def test_url_secrets_are_the_credentials_a_url_carries() -> None:
    assert url_secrets("https://alice:pw123456@h/v1?api_key=k1&x=2&token=t1") == ["pw123456", "alice", "k1", "t1"]
    assert url_secrets("https://h/v1") == [] and url_secrets(None) == []


def test_reconnect_url_takes_the_credential_from_the_url_given_now(monkeypatch) -> None:
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    stored_url = "https://host.example/v1/"
    assert reconnect_url(stored_url, ["https://u:p@host.example/v1"]) == "https://u:p@host.example/v1"
    assert reconnect_url(stored_url, ["https://u:p@other.example/v1"]) == stored_url  # another endpoint: stored
    assert reconnect_url(stored_url) == stored_url
    monkeypatch.setenv("OPENAI_BASE_URL", "https://host.example/v1?api_key=k")
    assert reconnect_url(stored_url, [None]) == "https://host.example/v1?api_key=k"
    assert reconnect_url(None) is None


@pytest.mark.parametrize("given", [
    "https://u:p@host.example/v1?api-version=2024-06-01",
    "https://u:p@HOST.example:443/v1/?api-version=2024-06-01",
    "HTTPS://u:p@host.example/v1?api-version=2024%2D06%2D01",
])
def test_reconnect_url_matches_the_stored_form_of_the_same_endpoint(given: str, monkeypatch) -> None:
    # BatchClient stores the SDK's form of the URL: a "/" added after the path, before the query
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    assert reconnect_url("https://host.example/v1/?api-version=2024-06-01", [given]) == given


@pytest.mark.parametrize("given", [
    "https://u:p@host.example/v1?api-version=2025-01-01", "https://u:p@host.example/v2/?api-version=2024-06-01",
    "http://u:p@host.example/v1/?api-version=2024-06-01", "https://u:p@host.example:8443/v1/?api-version=2024-06-01",
    "https://u:p@host.example/v1/",
])
def test_reconnect_url_keeps_the_stored_url_for_another_endpoint(given: str, monkeypatch) -> None:
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    stored_url = "https://host.example/v1/?api-version=2024-06-01"
    assert reconnect_url(stored_url, [given]) == stored_url


def _stored_urls(db: Path) -> list[str]:
    with sqlite3.connect(db) as conn:
        return [url for (url,) in conn.execute("SELECT base_url FROM batch_job")]


def test_a_credential_in_the_base_url_is_used_but_never_stored_or_printed(db, fake_batch, monkeypatch) -> None:
    password = secrets.token_urlsafe(16)
    host = fake_batch.base_url.split("://", 1)[1]
    with_credential = f"http://alice:{password}@{host}"
    basic = "Basic " + base64.b64encode(f"alice:{password}".encode()).decode()

    result = run_cli(db, "judge", "--model", MODEL, "--base-url", with_credential, "--batch", "--query", "q0")
    assert "submitted 20 requests" in result.output and password not in result.output
    assert {r.headers.get("authorization") for r in fake_batch.requests} == {basic}  # the request used it
    assert _stored_urls(db) == [fake_batch.base_url.rstrip("/") + "/"]
    assert password.encode() not in db.read_bytes()

    # --collect reaches the endpoint again with the credential given now: the flag...
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    fake_batch.batch.polls_before_done = 1
    seen = len(fake_batch.requests)
    result = run_cli(db, "judge", "--collect", "--base-url", with_credential)
    assert "in_progress" in result.output and password not in result.output
    assert {r.headers.get("authorization") for r in fake_batch.requests[seen:]} == {basic}
    # ... or OPENAI_BASE_URL
    monkeypatch.setenv("OPENAI_BASE_URL", with_credential)
    seen = len(fake_batch.requests)
    assert "completed, 20 answers stored" in run_cli(db, "judge", "--collect").output
    assert {r.headers.get("authorization") for r in fake_batch.requests[seen:]} == {basic}
    assert len(stored(db)) == 20


def test_without_the_credential_collect_asks_the_stored_url_with_no_credential(db, fake_batch, monkeypatch) -> None:
    password = secrets.token_urlsafe(16)
    host = fake_batch.base_url.split("://", 1)[1]
    run_cli(db, "judge", "--model", MODEL, "--base-url", f"http://alice:{password}@{host}", "--batch", "--query", "q1")
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    seen = len(fake_batch.requests)
    assert "completed, 20 answers stored" in run_cli(db, "judge", "--collect").output
    assert all(password not in str(r.headers) for r in fake_batch.requests[seen:])
    assert all(not r.headers.get("authorization", "").startswith("Basic") for r in fake_batch.requests[seen:])


def test_clients_show_their_url_without_its_credentials(monkeypatch) -> None:
    from labeler.judge import Judge, JudgeConfig
    from labeler.judge.batch import BatchClient

    key = secrets.token_urlsafe(16)
    url = f"https://bob:{key}@host.example/v1"
    with BatchClient(url) as client:
        assert key not in repr(client) and key not in client.base_url
    judge = Judge(JudgeConfig("m", base_url=url))
    assert key not in repr(judge)


@pytest.mark.parametrize("param", ["api_key", "key", "token", "Subscription-Key"])
def test_a_key_in_the_query_string_is_refused_where_a_client_is_made(param: str, monkeypatch) -> None:
    from labeler.judge import Judge, JudgeConfig
    from labeler.judge.batch import BatchClient

    key = secrets.token_urlsafe(16)
    url = f"https://host.example/v1?{param}={key}&api-version=1"
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    for make in (lambda: Judge(JudgeConfig("m", base_url=url)), lambda: BatchClient(url)):
        with pytest.raises(LabelerError) as refused:
            make()
        message = str(refused.value)
        assert message == (f"base URL https://host.example/v1?api-version=1: a key in the query string (?{param}=) "
                           "is never sent to the server; put the key in OPENAI_API_KEY instead")
    monkeypatch.setenv("OPENAI_BASE_URL", url)  # the SDK's own default when no base URL is given
    with pytest.raises(LabelerError, match="OPENAI_API_KEY"):
        BatchClient(None)


def test_the_cli_refuses_a_key_in_the_query_string_in_one_line(db, fake_batch) -> None:
    token = secrets.token_urlsafe(16)
    url = f"{fake_batch.base_url}?api_key={token}"
    for mode in ("--batch", "--concurrency=1"):
        result = run_cli(db, "judge", "--model", MODEL, "--base-url", url, mode, "--query", "q0", code=2)
        (error,) = [line for line in result.output.splitlines() if line.startswith("error: ")]  # one line, exit 2
        assert "OPENAI_API_KEY" in error and token not in result.output
    assert fake_batch.requests == [] and _stored_urls(db) == []


def test_a_short_url_password_or_token_is_masked_a_short_api_key_is_not() -> None:
    from labeler.judge.redact import redact

    secrets_ = ("no-key", *url_secrets("https://alice:q7Zx@h/v1?token=t9&x=1"))
    # URL passwords and tokens are real secrets however short; a short API key is a local placeholder,
    # and a user name is shown as it is below 8 characters (masking every "alice" would garble reasons)
    assert redact("no-key alice:q7Zx t9 x=1", *secrets_) == "no-key alice:*** *** x=1"


async def test_a_short_url_password_never_reaches_a_reason(fake_openai) -> None:
    from labeler.domain import Chunk, Query, SuggestionStatus
    from labeler.judge import Judge, JudgeConfig

    host = fake_openai.base_url.split("://", 1)[1]
    fake_openai.scenario.always_status = 403
    fake_openai.scenario.error_message = "denied: password q7Zx is wrong"
    config = JudgeConfig("m", base_url=f"http://alice:q7Zx@{host}", max_retries=0)
    async with Judge(config) as judge:
        suggestion = await judge.judge_pair(Query("q", "query"), Chunk("c", "text"))
    assert suggestion.status is SuggestionStatus.ERROR
    assert suggestion.reason == "HTTP 403: denied: password *** is wrong"


async def test_a_query_string_in_the_base_url_reaches_every_live_request(fake_openai) -> None:
    # Azure's ?api-version=: appended to the base URL, the SDK's paths would land inside the query
    from labeler.domain import Chunk, Query, SuggestionStatus
    from labeler.judge import Judge, JudgeConfig

    config = JudgeConfig("fake-judge", base_url=f"{fake_openai.base_url}?api-version=2024-06-01", max_retries=0)
    async with Judge(config) as judge:
        suggestion = await judge.judge_pair(Query("q", "query"), Chunk("c", "text"))
        assert await judge.list_models() == ["fake-judge"]
    assert suggestion.status is SuggestionStatus.OK
    assert [r.path for r in fake_openai.requests] == ["/v1/chat/completions?api-version=2024-06-01",
                                                      "/v1/models?api-version=2024-06-01"]


def test_a_query_string_in_the_base_url_reaches_every_batch_request_and_is_stored(db, fake_batch) -> None:
    url = f"{fake_batch.base_url}?api-version=2024-06-01"
    assert "submitted 20 requests" in run_cli(db, "judge", "--model", MODEL, "--base-url", url, "--batch",
                                              "--query", "q0").output
    assert _stored_urls(db) == [f"{fake_batch.base_url}/?api-version=2024-06-01"]  # the SDK's form, as before
    assert "completed, 20 answers stored" in run_cli(db, "judge", "--collect").output
    assert fake_batch.requests and all(r.path.endswith("?api-version=2024-06-01") for r in fake_batch.requests)
    assert len(stored(db)) == 20


async def test_the_basic_credential_of_a_url_is_masked_like_its_password(fake_openai) -> None:
    from labeler.domain import Chunk, Query
    from labeler.judge import Judge, JudgeConfig

    password = secrets.token_urlsafe(16)
    host = fake_openai.base_url.split("://", 1)[1]
    token = base64.b64encode(f"alice:{password}".encode()).decode()
    fake_openai.scenario.always_status = 403
    fake_openai.scenario.echo_authorization = True  # a gateway quoting the header it got
    async with Judge(JudgeConfig("m", base_url=f"http://alice:{password}@{host}", max_retries=0)) as judge:
        suggestion = await judge.judge_pair(Query("q", "query"), Chunk("c", "text"))
    assert fake_openai.chat_requests[0].headers["authorization"] == f"Basic {token}"
    assert token not in suggestion.reason and suggestion.reason.endswith("(got Basic ***)")


def test_an_unreadable_base_url_is_one_line(monkeypatch) -> None:
    from labeler.judge import Judge, JudgeConfig
    from labeler.judge.batch import BatchClient

    url = "http://[::1/v1"  # no closing bracket
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    for make in (lambda: Judge(JudgeConfig("m", base_url=url)), lambda: BatchClient(url)):
        with pytest.raises(LabelerError, match="^cannot set up the OpenAI client: "):
            make()
