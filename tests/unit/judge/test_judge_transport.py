"""The judge's one HTTP route, the openai SDK on its aiohttp backend, against scripted servers on
127.0.0.1: framings, keep-alive, errors and timeouts as the judge's four errors, and the answer-size
cap (refused unread, memory bounded, compressed answers included)."""

from __future__ import annotations

import asyncio
import gzip
import json
import shutil
import ssl
import subprocess
import tracemalloc
import zlib
from collections.abc import AsyncIterator, Callable, Iterable
from pathlib import Path

import openai
import pytest

from labeler.judge import Judge, JudgeConfig, sdk
from labeler.judge.transport import (
    MAX_RESPONSE_BYTES,
    ConnectionFailure,
    RefusedAnswer,
    RequestTimeout,
    SdkTransport,
    StatusFailure,
)

MIB = 1024 * 1024
# A scripted server's handler: gets the request's head and body, returns the raw bytes to send (an
# iterable or async iterable of pieces: streamed until the client hangs up; None: close unanswered).
Reply = Callable[[bytes, bytes], "bytes | Iterable[bytes] | AsyncIterator[bytes] | None"]


class ScriptedServer:
    """asyncio server on 127.0.0.1 answering each request with raw bytes; counts connections and bytes sent."""

    def __init__(self, reply: Reply, close_after: int | None = None, tls: ssl.SSLContext | None = None) -> None:
        self.reply = reply
        self.tls = tls
        self.close_after = close_after  # requests served per connection before the server closes it
        self.connections = 0
        self.sent = 0
        self.requests: list[tuple[bytes, bytes]] = []
        self._server: asyncio.Server | None = None

    @property
    def port(self) -> int:
        assert self._server is not None
        return int(self._server.sockets[0].getsockname()[1])

    @property
    def base_url(self) -> str:
        return f"{'https' if self.tls else 'http'}://127.0.0.1:{self.port}/v1"

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        served = 0
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                lengths = [int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length")]
                body = await reader.readexactly(lengths[0]) if lengths else b""
                self.requests.append((head, body))
                answer = self.reply(head, body)
                if answer is None:
                    break
                await self._send(writer, answer)
                served += 1
                if self.close_after is not None and served >= self.close_after:
                    break
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            writer.close()

    async def _send(self, writer: asyncio.StreamWriter, answer: bytes | Iterable[bytes] | AsyncIterator[bytes]) -> None:
        async def pieces() -> AsyncIterator[bytes]:
            if isinstance(answer, bytes):
                yield answer
            elif hasattr(answer, "__aiter__"):
                async for piece in answer:
                    yield piece
            else:
                for piece in answer:
                    yield piece

        async for piece in pieces():
            writer.write(piece)
            await writer.drain()
            self.sent += len(piece)

    async def __aenter__(self) -> ScriptedServer:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0, ssl=self.tls)
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


def endless(head: str, piece: bytes, total: int) -> Iterable[bytes]:
    """A head, then piece after piece (chunk-framed when the head says chunked) up to total bytes."""
    yield head.encode()
    framed = f"{len(piece):x}\r\n".encode() + piece + b"\r\n" if "chunked" in head else piece
    for _ in range(total // len(piece)):
        yield framed


@pytest.fixture
async def transport_for() -> AsyncIterator[Callable[..., SdkTransport]]:
    made: list[SdkTransport] = []

    def make(base_url: str, timeout: float = 5.0, cap: int = MAX_RESPONSE_BYTES) -> SdkTransport:
        made.append(SdkTransport(sdk.async_client("k", sdk.endpoint(base_url), timeout, cap), timeout))
        return made[-1]

    yield make
    for transport in made:
        await transport.aclose()


async def test_requests_go_through_the_sdk_on_one_keep_alive_connection(transport_for) -> None:
    async with ScriptedServer(lambda head, body: answer(COMPLETION)) as server:
        transport = transport_for(server.base_url)
        for _ in range(3):
            assert await transport.post_json("/chat/completions", {"model": "m", "text": "é"}) == COMPLETION
    assert server.connections == 1 and len(server.requests) == 3
    head, body = server.requests[0]
    lines = head.decode().lower().split("\r\n")
    assert lines[0] == "post /v1/chat/completions http/1.1"
    assert "authorization: bearer k" in lines and "x-stainless-retry-count: 0" in lines  # the SDK built it
    assert not [line for line in lines if line.startswith(("x-stainless-os", "x-stainless-runtime", "x-stainless-arch"))]
    assert [line for line in lines if line.startswith("user-agent: asyncopenai/python ")]
    assert json.loads(body) == {"model": "m", "text": "é"}


async def test_a_judge_speaks_through_the_sdk_on_its_aiohttp_backend(fake_openai) -> None:
    for url in (fake_openai.base_url, "https://api.example.com/v1"):
        async with Judge(JudgeConfig(model="m", base_url=url, api_key="k")) as judge:
            assert isinstance(judge._transport, SdkTransport)
            assert isinstance(judge._client._client, openai.DefaultAioHttpClient)
            assert judge._client.max_retries == 0  # the judge's retries, not the SDK's


@pytest.mark.parametrize(
    "raw",
    [
        chunked(COMPLETION),
        answer(gzip.compress(COMPLETION), headers="Content-Encoding: gzip\r\n"),
        answer(zlib.compress(COMPLETION), headers="Content-Encoding: deflate\r\n"),
        b"HTTP/1.1 100 Continue\r\n\r\n" + answer(COMPLETION),
    ],
    ids=["chunked", "gzip", "deflate", "interim-100"],
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


async def test_an_error_status_carries_the_servers_message_and_headers(transport_for) -> None:
    error = json.dumps({"error": {"message": "slow down", "type": "rate_limit"}}).encode()
    async with ScriptedServer(lambda head, body: answer(error, "429 Too Many Requests", "Retry-After: 3\r\n")) as server:
        with pytest.raises(StatusFailure) as raised:
            await transport_for(server.base_url).post_json("/chat/completions", {})
    assert raised.value.status_code == 429 and raised.value.headers["retry-after"] == "3"
    assert raised.value.body == {"message": "slow down", "type": "rate_limit"}


async def trickle(head: bytes, body: bytes) -> AsyncIterator[bytes]:
    yield b"HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n"
    for _ in range(1000):
        await asyncio.sleep(0.05)  # each read well inside the timeout, the whole answer far past it
        yield b" "


async def test_no_answer_is_a_connection_failure_and_silence_or_a_trickle_a_timeout(transport_for) -> None:
    async with ScriptedServer(lambda head, body: b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{", close_after=1) as server:
        with pytest.raises(ConnectionFailure) as broken:
            await transport_for(server.base_url).post_json("/chat/completions", {})
        assert not isinstance(broken.value, RequestTimeout)
    async with ScriptedServer(lambda head, body: b"garbage\r\n\r\n") as server:
        with pytest.raises(ConnectionFailure):
            await transport_for(server.base_url).post_json("/chat/completions", {})
    async with ScriptedServer(lambda head, body: b"HTTP/1.1 200 OK\r\n") as server:
        with pytest.raises(RequestTimeout):
            await transport_for(server.base_url, 0.3).post_json("/chat/completions", {})
    async with ScriptedServer(trickle) as server:
        with pytest.raises(RequestTimeout, match="no answer within 0.3 s"):
            await asyncio.wait_for(transport_for(server.base_url, 0.3).post_json("/chat/completions", {}), 5)
    async with ScriptedServer(lambda head, body: None) as server:
        url = server.base_url
    with pytest.raises(ConnectionFailure) as refused:  # the aiohttp backend calls it a ConnectTimeout
        await transport_for(url).post_json("/chat/completions", {})
    assert not isinstance(refused.value, RequestTimeout) and "connect" in str(refused.value).lower()


async def test_an_announced_answer_over_the_cap_is_refused_unread(transport_for) -> None:
    piece = b"x" * MIB
    async with ScriptedServer(lambda head, body: endless(f"HTTP/1.1 200 OK\r\nContent-Length: {1024 * MIB}\r\n\r\n",
                                                         piece, 1024 * MIB)) as server:
        transport = transport_for(server.base_url, cap=2 * MIB)
        with pytest.raises(RefusedAnswer) as refused:
            await transport.post_json("/chat/completions", {})
        assert str(refused.value) == "the answer is 1,073,741,824 bytes, over the 2 MiB cap: refused unread"
        assert server.sent < 64 * MIB  # the client hung up: what the sockets' buffers held, not the gigabyte
        server.reply = lambda head, body: answer(COMPLETION)
        assert await transport.post_json("/chat/completions", {}) == COMPLETION  # the next request is fine


async def refused_peak(transport: SdkTransport, refusal: str) -> int:
    """The peak of traced memory while a request is refused with refusal (a RefusedAnswer)."""
    tracemalloc.start()
    try:
        with pytest.raises(RefusedAnswer, match=refusal):
            await transport.post_json("/chat/completions", {})
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize("status", ["200 OK", "500 Internal Server Error"])
async def test_a_streamed_answer_is_refused_where_it_passes_the_cap_memory_bounded(transport_for, status) -> None:
    piece = b"x" * MIB
    head = f"HTTP/1.1 {status}\r\nTransfer-Encoding: chunked\r\n\r\n"
    async with ScriptedServer(lambda h, b: endless(head, piece, 1024 * MIB)) as server:
        transport = transport_for(server.base_url, cap=2 * MIB)
        peak = await refused_peak(transport, "passed the 2 MiB cap: refused, read no further")
        assert peak < 16 * MIB and server.sent < 64 * MIB


async def test_a_compressed_answer_is_capped_as_it_inflates(transport_for) -> None:
    squeeze, zeros = zlib.compressobj(9, zlib.DEFLATED, 31), bytes(MIB)  # 31: a gzip wrapper
    bomb = b"".join(squeeze.compress(zeros) for _ in range(256)) + squeeze.flush()  # ~256 KB: 256 MiB inflated
    async with ScriptedServer(lambda head, body: answer(bomb, headers="Content-Encoding: gzip\r\n")) as server:
        assert await refused_peak(transport_for(server.base_url, cap=2 * MIB), "passed the 2 MiB cap") < 16 * MIB
    async with ScriptedServer(lambda head, body: answer(b"\x00", headers="Content-Encoding: br\r\n")) as server:
        with pytest.raises(RefusedAnswer, match="encoded as br, which was not asked for"):
            await transport_for(server.base_url).post_json("/chat/completions", {})


PROXY_VARIABLES = ("http_proxy", "https_proxy", "all_proxy", "no_proxy")


async def test_proxies_come_from_the_environment(transport_for, monkeypatch) -> None:
    for name in PROXY_VARIABLES:
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.upper(), raising=False)
    async with ScriptedServer(lambda head, body: answer(COMPLETION)) as proxy:
        monkeypatch.setenv("HTTP_PROXY", f"http://127.0.0.1:{proxy.port}")
        assert await transport_for("http://gpu-box.invalid:8000/v1").post_json("/chat/completions", {}) == COMPLETION
        assert proxy.requests[0][0].startswith(b"POST http://gpu-box.invalid:8000/v1/chat/completions HTTP/1.1\r\n")

        monkeypatch.setenv("HTTPS_PROXY", f"http://127.0.0.1:{proxy.port}")  # https: a CONNECT tunnel
        proxy.reply = lambda head, body: b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n"
        with pytest.raises(ConnectionFailure):
            await transport_for("https://api.example.invalid/v1").post_json("/chat/completions", {})
        assert proxy.requests[1][0].startswith(b"CONNECT api.example.invalid:443 HTTP/1.1\r\n")

        monkeypatch.setenv("NO_PROXY", "gpu-box.invalid")  # straight to the host, which does not exist
        with pytest.raises(ConnectionFailure, match="gpu-box.invalid"):
            await transport_for("http://gpu-box.invalid:8000/v1").post_json("/chat/completions", {})
        assert len(proxy.requests) == 2


@pytest.fixture
def certificate(tmp_path: Path) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 and its key (made by the openssl command)."""
    if shutil.which("openssl") is None:
        pytest.skip("needs the openssl command")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                    "-keyout", str(key), "-out", str(cert), "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True)
    return cert, key


async def test_https_trusts_ssl_cert_file_and_refuses_an_unknown_certificate(transport_for, certificate,
                                                                             monkeypatch) -> None:
    cert, key = certificate
    tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    tls.load_cert_chain(cert, key)
    monkeypatch.delenv("SSL_CERT_DIR", raising=False)
    async with ScriptedServer(lambda head, body: answer(COMPLETION), tls=tls) as server:
        monkeypatch.setenv("SSL_CERT_FILE", str(cert))
        assert await transport_for(server.base_url).post_json("/chat/completions", {}) == COMPLETION
        monkeypatch.delenv("SSL_CERT_FILE")  # the system's store does not know this certificate
        with pytest.raises(ConnectionFailure, match="certificate verify failed"):
            await transport_for(server.base_url).post_json("/chat/completions", {})
