"""How a chat request reaches the endpoint: a lean HTTP/1.1 client for plain-HTTP servers, the SDK otherwise.

The openai SDK and httpx spend about 1.7 ms of CPU per request (request and URL models, header
validation, a connection pool scanned on every request): more than the whole budget per pair
at the rates a local server answers (vLLM, Ollama, llama.cpp at concurrency 64). A plain
``http://`` endpoint with no proxy configured for it is therefore spoken to directly over
keep-alive asyncio streams (``StreamTransport``, ~0.1 ms). ``https://`` endpoints and proxied
ones keep the SDK's own stack (``SdkTransport``: its trust store, proxies and TLS), where the
provider's latency dwarfs the client's cost. Both raise the same three errors, so retries,
the rate limiter and the error texts do not depend on the route.
"""

from __future__ import annotations

import asyncio
import json
import urllib.request
import zlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import urlsplit

from labeler.judge.endpoint import safe_url

if TYPE_CHECKING:
    import openai

_HEAD_END = b"\r\n\r\n"
# Headers the transport writes itself (framing and the host), never taken from the caller.
_OWN_HEADERS = frozenset({"host", "content-length", "connection", "transfer-encoding", "accept-encoding"})


class TransportError(Exception):
    """A chat request that got no usable HTTP answer, or an answer with an error status."""


class ConnectionFailure(TransportError):
    """No answer: the connection could not be made, broke, or spoke something other than HTTP."""


class RequestTimeout(ConnectionFailure):
    """No answer within the request timeout."""


class StatusFailure(TransportError):
    """The server answered with an HTTP error status.

    body: the JSON error's "error" object (else the whole JSON, else the text, else None);
    message: the SDK's wording of the same failure, for error_text's last resort.
    """

    def __init__(self, status_code: int, headers: Mapping[str, str], body: object, message: str) -> None:
        super().__init__(message)
        self.status_code = status_code
        self.headers = headers
        self.body = body
        self.message = message


class Transport(Protocol):
    """Posts one JSON request and returns the body of a 2xx answer, or raises a TransportError."""

    async def post_json(self, path: str, request: dict[str, Any]) -> bytes:
        """POST request as JSON to path under the base URL; the answer's body."""
        ...

    async def aclose(self) -> None:
        """Close every connection."""
        ...


def status_failure(status: int, headers: Mapping[str, str], content: bytes) -> StatusFailure:
    """The StatusFailure for an error answer, its body read as the SDK reads it."""
    text = content.decode("utf-8", "replace").strip()
    body: object = text or None
    message = text or f"Error code: {status}"
    try:
        parsed = json.loads(text)
    except ValueError:
        pass
    else:
        body = parsed.get("error", parsed) if isinstance(parsed, dict) else parsed
        message = f"Error code: {status} - {parsed}"
    return StatusFailure(status, headers, body, message)


def uses_streams(base_url: str) -> bool:
    """Whether base_url is plain HTTP with no proxy configured for its host (StreamTransport's case)."""
    url = urlsplit(base_url)
    if url.scheme != "http" or not url.hostname or url.username or url.password:
        return False  # userinfo credentials: the SDK's stack sends them (as Basic auth); the streams would not
    proxies = urllib.request.getproxies()
    proxied = bool(proxies.get("http") or proxies.get("all"))
    return not proxied or bool(urllib.request.proxy_bypass(url.hostname))


class StreamTransport:
    """HTTP/1.1 over keep-alive asyncio streams to one plain-HTTP host; one request per connection at a time."""

    def __init__(self, base_url: str, headers: Mapping[str, str], timeout: float) -> None:
        """headers: sent with every request (authorization, content type, user agent...)."""
        url = urlsplit(base_url)
        if url.scheme != "http" or not url.hostname:
            raise ValueError(f"not a plain-HTTP URL: {safe_url(base_url)}")
        self._host = url.hostname
        self._port = url.port or 80
        self._prefix = url.path.rstrip("/")
        host_header = self._host if url.port is None else f"{self._host}:{url.port}"
        if ":" in self._host:  # an IPv6 literal keeps its brackets in the Host header
            host_header = f"[{self._host}]" + (f":{url.port}" if url.port else "")
        fixed = "".join(f"{name}: {value}\r\n" for name, value in headers.items() if name.lower() not in _OWN_HEADERS)
        self._fixed_headers = f"Host: {host_header}\r\n{fixed}Accept-Encoding: identity\r\n"
        self._timeout = timeout
        self._idle: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = []

    async def post_json(self, path: str, request: dict[str, Any]) -> bytes:
        """POST the request; a reused connection the server had closed is replaced once, silently."""
        body = json.dumps(request, separators=(",", ":")).encode("ascii")
        head = f"POST {self._prefix}{path} HTTP/1.1\r\n{self._fixed_headers}Content-Length: {len(body)}\r\n\r\n"
        message = head.encode("latin-1") + body
        try:
            async with asyncio.timeout(self._timeout):
                while self._idle:
                    connection = self._idle.pop()
                    if connection[0].at_eof():
                        connection[1].close()
                        continue
                    try:
                        return await self._exchange(connection, message)
                    except _StaleConnection:
                        continue  # closed by the server while idle: nothing was processed
                return await self._exchange(await self._connect(), message)
        except TimeoutError:
            raise RequestTimeout(f"no answer within {self._timeout:g} s") from None

    async def aclose(self) -> None:
        """Close the idle connections (busy ones close as their requests end)."""
        idle, self._idle = self._idle, []
        for _, writer in idle:
            writer.close()

    async def _connect(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        try:
            return await asyncio.open_connection(self._host, self._port)
        except OSError as error:
            raise ConnectionFailure(str(error) or type(error).__name__) from None

    async def _exchange(self, connection: tuple[asyncio.StreamReader, asyncio.StreamWriter], message: bytes) -> bytes:
        reader, writer = connection
        answered = False
        try:
            writer.write(message)
            head = await reader.readuntil(_HEAD_END)
            answered = True
            status, headers, keep_alive = _read_head(head)
            while 100 <= status < 200:  # an interim answer; the real one follows
                status, headers, keep_alive = _read_head(await reader.readuntil(_HEAD_END))
            content = b"" if status in (204, 304) else await _read_body(reader, headers)
            if not keep_alive or "content-length" not in headers and "chunked" not in headers.get("transfer-encoding", ""):
                writer.close()
            else:
                self._idle.append(connection)
        except asyncio.IncompleteReadError as error:
            writer.close()
            if not answered and not error.partial:
                raise _StaleConnection() from None
            raise ConnectionFailure("the server closed the connection mid-answer") from None
        except (ConnectionResetError, BrokenPipeError) as error:
            writer.close()
            if not answered:
                raise _StaleConnection() from None
            raise ConnectionFailure(str(error)) from None
        except (OSError, ValueError, asyncio.LimitOverrunError) as error:
            writer.close()
            raise ConnectionFailure(f"not a readable HTTP answer: {error}") from None
        except BaseException:  # cancelled or timed out mid-request: the connection's state is unknown
            writer.close()
            raise
        encoding = headers.get("content-encoding", "identity").lower()
        if encoding in ("gzip", "deflate"):
            content = zlib.decompress(content, 47)  # 32 + 15: either wrapper, detected
        if status >= 400:
            raise status_failure(status, headers, content)
        return content


class _StaleConnection(Exception):
    """A reused keep-alive connection was already closed by the server: try another."""


def _read_head(head: bytes) -> tuple[int, dict[str, str], bool]:
    """Status, lower-cased headers (repeats joined by ", ") and whether the connection stays open."""
    lines = head.decode("latin-1").split("\r\n")
    version, _, rest = lines[0].partition(" ")
    if not version.startswith("HTTP/"):
        raise ValueError(f"status line {lines[0][:80]!r}")
    status = int(rest[:3])
    headers: dict[str, str] = {}
    for line in lines[1:]:
        if not line:
            continue
        name, _, value = line.partition(":")
        name = name.strip().lower()
        value = value.strip()
        headers[name] = f"{headers[name]}, {value}" if name in headers else value
    connection = headers.get("connection", "").lower()
    keep_alive = "close" not in connection if version == "HTTP/1.1" else "keep-alive" in connection
    return status, headers, keep_alive


async def _read_body(reader: asyncio.StreamReader, headers: Mapping[str, str]) -> bytes:
    """The body as framed by Transfer-Encoding: chunked, Content-Length, or the end of the connection."""
    if "chunked" in headers.get("transfer-encoding", "").lower():
        parts: list[bytes] = []
        while True:
            size = int((await reader.readuntil(b"\r\n")).split(b";", 1)[0].strip(), 16)
            if size == 0:
                while await reader.readuntil(b"\r\n") != b"\r\n":  # trailers
                    pass
                return b"".join(parts)
            parts.append((await reader.readexactly(size + 2))[:-2])
    length = headers.get("content-length")
    if length is not None:
        return await reader.readexactly(int(length))
    return await reader.read()


class SdkTransport:
    """Chat requests through the openai SDK's own HTTP stack (TLS, proxies), errors translated."""

    def __init__(self, client: openai.AsyncOpenAI) -> None:
        """client: the SDK client; it must not retry (retries are the judge's)."""
        self._client = client

    async def post_json(self, path: str, request: dict[str, Any]) -> bytes:
        """POST through the SDK's raw route (no typed models: ~1 ms less CPU than .create())."""
        import httpx2
        import openai

        try:
            response = await self._client.post(path, body=request, cast_to=httpx2.Response)
        except openai.APIStatusError as error:
            raise StatusFailure(error.status_code, error.response.headers, error.body, error.message) from error
        except openai.APITimeoutError as error:
            raise RequestTimeout(error.message) from error
        except openai.APIConnectionError as error:
            cause = error.__cause__ or error.__context__
            raise ConnectionFailure(str(cause or error.message)) from error
        return response.content

    async def aclose(self) -> None:
        """Close the SDK client's connections."""
        await self._client.close()
