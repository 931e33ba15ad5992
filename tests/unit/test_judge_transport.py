"""The judge's HTTP routes: the lean stream client against scripted servers on 127.0.0.1 (framing,
keep-alive, stale connections, errors), and the SDK route against the fake OpenAI server."""

from __future__ import annotations

import asyncio
import gzip
import json
from collections.abc import AsyncIterator, Callable

import openai
import pytest

from labeler.judge import Judge, JudgeConfig
from labeler.judge.transport import (
    ConnectionFailure,
    RequestTimeout,
    SdkTransport,
    StatusFailure,
    StreamTransport,
    uses_streams,
)
from tests.fake_openai import FAKE_KEY

# A scripted server's handler: gets the request's head and body, returns the raw bytes to send
# (None: close the connection without answering).
Reply = Callable[[bytes, bytes], bytes | None]


class ScriptedServer:
    """asyncio server on 127.0.0.1 answering each request with raw bytes; counts connections."""

    def __init__(self, reply: Reply, close_after: int | None = None, drop_after: int | None = None) -> None:
        self.reply = reply
        self.close_after = close_after  # requests served per connection before the server closes it
        self.drop_after = drop_after  # requests served per connection before one is read and dropped
        self.connections = 0
        self.requests: list[tuple[bytes, bytes]] = []
        self._server: asyncio.Server | None = None

    @property
    def base_url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.sockets[0].getsockname()[1]}/v1"

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        served = 0
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = next(int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length"))
                body = await reader.readexactly(length)
                self.requests.append((head, body))
                if self.drop_after is not None and served >= self.drop_after:
                    break
                answer = self.reply(head, body)
                if answer is None:
                    break
                writer.write(answer)
                await writer.drain()
                served += 1
                if self.close_after is not None and served >= self.close_after:
                    break
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            writer.close()

    async def __aenter__(self) -> ScriptedServer:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        assert self._server is not None
        self._server.close()


COMPLETION = json.dumps({"choices": [{"message": {"content": '{"grade": 2, "reason": "ok"}'}}]}).encode()


def answer(body: bytes, status: str = "200 OK", headers: str = "") -> bytes:
    return f"HTTP/1.1 {status}\r\nContent-Length: {len(body)}\r\n{headers}\r\n".encode() + body


def chunked(body: bytes) -> bytes:
    half = len(body) // 2
    parts = b"".join(f"{len(p):x};ext=1\r\n".encode() + p + b"\r\n" for p in (body[:half], body[half:]))
    return b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + parts + b"0\r\nX-Trailer: t\r\n\r\n"


@pytest.fixture
async def transport_for() -> AsyncIterator[Callable[[str], StreamTransport]]:
    made: list[StreamTransport] = []

    def make(base_url: str, timeout: float = 5.0) -> StreamTransport:
        made.append(StreamTransport(base_url, {"Authorization": "Bearer k", "Content-Length": "999"}, timeout))
        return made[-1]

    yield make
    for transport in made:
        await transport.aclose()


async def test_requests_reuse_one_keep_alive_connection_and_carry_the_headers(transport_for) -> None:
    async with ScriptedServer(lambda head, body: answer(COMPLETION)) as server:
        transport = transport_for(server.base_url)
        for _ in range(3):
            assert await transport.post_json("/chat/completions", {"model": "m", "text": "é"}) == COMPLETION
    assert server.connections == 1 and len(server.requests) == 3
    head, body = server.requests[0]
    assert head.startswith(b"POST /v1/chat/completions HTTP/1.1\r\n")
    assert b"\r\nAuthorization: Bearer k\r\n" in head and b"Content-Length: 999" not in head
    assert b"\r\nHost: 127.0.0.1:" in head
    assert json.loads(body) == {"model": "m", "text": "é"}


@pytest.mark.parametrize(
    "raw",
    [
        chunked(COMPLETION),
        answer(gzip.compress(COMPLETION), headers="Content-Encoding: gzip\r\n"),
        b"HTTP/1.1 100 Continue\r\n\r\n" + answer(COMPLETION),
    ],
    ids=["chunked", "gzip", "interim-100"],
)
async def test_bodies_are_read_whatever_their_framing(transport_for, raw: bytes) -> None:
    async with ScriptedServer(lambda head, body: raw) as server:
        transport = transport_for(server.base_url)
        assert await transport.post_json("/chat/completions", {}) == COMPLETION
        assert await transport.post_json("/chat/completions", {}) == COMPLETION
    assert server.connections == 1


async def test_a_body_ended_by_closing_the_connection(transport_for) -> None:
    async with ScriptedServer(lambda head, body: b"HTTP/1.0 200 OK\r\n\r\n" + COMPLETION, close_after=1) as server:
        transport = transport_for(server.base_url)
        assert await transport.post_json("/chat/completions", {}) == COMPLETION
        assert await transport.post_json("/chat/completions", {}) == COMPLETION
    assert server.connections == 2


async def test_a_connection_the_server_closed_while_idle_is_replaced_silently(transport_for) -> None:
    async with ScriptedServer(lambda head, body: answer(COMPLETION), close_after=1) as server:
        transport = transport_for(server.base_url)
        for _ in range(3):
            assert await transport.post_json("/chat/completions", {}) == COMPLETION
    assert server.connections == 3 and len(server.requests) == 3


async def test_a_reused_connection_dropped_before_any_answer_is_replaced_once(transport_for) -> None:
    async with ScriptedServer(lambda head, body: answer(COMPLETION), drop_after=1) as server:
        transport = transport_for(server.base_url)
        assert await transport.post_json("/chat/completions", {}) == COMPLETION
        await asyncio.sleep(0)  # the connection is idle and, to the client, still open
        assert await transport.post_json("/chat/completions", {}) == COMPLETION
    assert server.connections == 2 and len(server.requests) == 3


async def test_an_error_status_carries_the_servers_message_and_headers(transport_for) -> None:
    error = json.dumps({"error": {"message": "slow down", "type": "rate_limit"}}).encode()
    async with ScriptedServer(lambda head, body: answer(error, "429 Too Many Requests", "Retry-After: 3\r\n")) as server:
        with pytest.raises(StatusFailure) as raised:
            await transport_for(server.base_url).post_json("/chat/completions", {})
    assert raised.value.status_code == 429 and raised.value.headers["retry-after"] == "3"
    assert raised.value.body == {"message": "slow down", "type": "rate_limit"}


async def test_no_answer_is_a_connection_failure_and_silence_a_timeout(transport_for) -> None:
    async with ScriptedServer(lambda head, body: b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{", close_after=1) as server:
        with pytest.raises(ConnectionFailure, match="mid-answer"):
            await transport_for(server.base_url).post_json("/chat/completions", {})
    async with ScriptedServer(lambda head, body: b"garbage\r\n\r\n") as server:
        with pytest.raises(ConnectionFailure, match="not a readable HTTP answer"):
            await transport_for(server.base_url).post_json("/chat/completions", {})
    async with ScriptedServer(lambda head, body: b"HTTP/1.1 200 OK\r\n") as server:
        with pytest.raises(RequestTimeout):
            await transport_for(server.base_url, 0.2).post_json("/chat/completions", {})
    async with ScriptedServer(lambda head, body: None) as server:
        url = server.base_url
    with pytest.raises(ConnectionFailure) as refused:
        await transport_for(url).post_json("/chat/completions", {})
    assert not isinstance(refused.value, RequestTimeout)


def test_plain_http_without_a_proxy_takes_the_stream_route(monkeypatch) -> None:
    for name in ("http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY"):
        monkeypatch.delenv(name, raising=False)
    assert uses_streams("http://127.0.0.1:8000/v1")
    assert not uses_streams("https://api.openai.com/v1")
    monkeypatch.setenv("HTTP_PROXY", "http://proxy.example:3128")
    assert not uses_streams("http://gpu-box:8000/v1")
    monkeypatch.setenv("NO_PROXY", "gpu-box")
    assert uses_streams("http://gpu-box:8000/v1")


async def test_the_sdk_route_raises_the_same_errors(fake_openai) -> None:
    client = openai.AsyncOpenAI(api_key=FAKE_KEY, base_url=fake_openai.base_url, max_retries=0, timeout=5.0)
    transport = SdkTransport(client)
    try:
        content = await transport.post_json("/chat/completions", {"model": "fake-judge", "messages": []})
        assert json.loads(content)["choices"][0]["message"]["content"]
        fake_openai.scenario.always_status = 503
        fake_openai.scenario.error_message = "overloaded"
        with pytest.raises(StatusFailure) as raised:
            await transport.post_json("/chat/completions", {"model": "fake-judge", "messages": []})
        assert raised.value.status_code == 503 and raised.value.body["message"] == "overloaded"
    finally:
        await transport.aclose()


async def test_a_judge_on_an_https_endpoint_keeps_the_sdk_route(fake_openai) -> None:
    https = Judge(JudgeConfig(model="m", base_url="https://api.example.com/v1", api_key=FAKE_KEY))
    local = Judge(JudgeConfig(model="m", base_url=fake_openai.base_url, api_key=FAKE_KEY))
    try:
        assert isinstance(https._transport, SdkTransport) and isinstance(local._transport, StreamTransport)
    finally:
        await https.aclose()
        await local.aclose()
