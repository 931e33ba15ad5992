"""The openai SDK clients live and batch judging speak through, made one way (imported lazily: openai loads here).

- **The endpoint.** A base URL's query string (Azure's ``?api-version=``) becomes the SDK's
  ``default_query``, which it adds to every request (left in the base URL, the SDK would append its
  paths after the query). Userinfo (``https://user:secret@host/v1``) becomes a Basic Authorization
  header, as httpx would send it, and leaves the URL the SDK keeps, logs and shows.
- **Live judging runs on the SDK's aiohttp backend** (``openai.DefaultAioHttpClient``: about half
  the CPU per request of its default httpx client). Proxies come from the environment as httpx2
  reads them (``trust_env``: HTTP_PROXY, HTTPS_PROXY, ALL_PROXY, and NO_PROXY's hosts go direct);
  the backend hands each request its proxy (aiohttp's own session ignores the environment). TLS
  trusts SSL_CERT_FILE / SSL_CERT_DIR when set, else the system's store.
- **No answer is read past max_response_bytes** (JudgeConfig's, transport.MAX_RESPONSE_BYTES by
  default): a Content-Length above it is refused before the body is read, a body that grows past it
  while arriving is refused there (RefusedAnswer), and a gzip/deflate body is decoded here, within
  the same cap, so a small compressed answer cannot inflate without bound. Error answers pass the
  same check.
- The SDK's own retries are off for live judging (the judge retries, so its limiter sees every 429),
  and its platform headers (X-Stainless-OS, -Arch, -Runtime...: the SDK's telemetry, which no
  endpoint needs and some gateways refuse) are left out with the SDK's own Omit: every header costs
  CPU in httpx2 and aiohttp on every request, about a tenth of the client's CPU per judged pair for
  these seven.
"""

from __future__ import annotations

import base64
import os
import zlib
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Final, cast
from urllib.parse import parse_qsl, unquote, urlsplit, urlunsplit

import httpx2
import openai

from labeler.judge.endpoint import BASE_URL_ENV, safe_url
from labeler.judge.transport import ConnectionFailure, RefusedAnswer

# The encodings the cap can decode (zlib's window bits: 47 reads a gzip or zlib wrapper, 15 zlib's).
_DECODERS: Final = {"gzip": 47, "deflate": 15}
_ACCEPT_ENCODING: Final = {"Accept-Encoding": ", ".join(_DECODERS)}
_PLATFORM_HEADERS: Final = ("X-Stainless-Lang", "X-Stainless-Package-Version", "X-Stainless-OS", "X-Stainless-Arch",
                            "X-Stainless-Runtime", "X-Stainless-Runtime-Version", "X-Stainless-Async")


@dataclass(frozen=True, slots=True)
class Endpoint:
    """A base URL split the way the SDK needs it: base_url (None: OpenAI's), default_query, headers
    (a userinfo credential as Basic auth), and basic_token (that credential encoded, to mask)."""

    base_url: str | None
    query: dict[str, object]
    query_string: str
    headers: dict[str, str]
    basic_token: str | None


def endpoint(base_url: str | None) -> Endpoint:
    """base_url (else OPENAI_BASE_URL) split into what the SDK is given: see the module's docstring."""
    url = base_url or os.environ.get(BASE_URL_ENV)
    if not url:
        return Endpoint(None, {}, "", {}, None)
    parts = urlsplit(url)
    headers: dict[str, str] = {}
    token = None
    userinfo, at, host = parts.netloc.rpartition("@")
    if at:
        user, _, password = userinfo.partition(":")
        token = base64.b64encode(f"{unquote(user)}:{unquote(password)}".encode()).decode("ascii")
        headers["Authorization"] = f"Basic {token}"
    query: dict[str, object] = dict(parse_qsl(parts.query, keep_blank_values=True))
    bare = urlunsplit((parts.scheme, host, parts.path, "", ""))
    return Endpoint(bare, query, parts.query, headers, token)


def shown_url(client: openai.AsyncOpenAI | openai.OpenAI, where: Endpoint) -> str:
    """The client's base URL as the SDK normalised it, with the endpoint's query, made safe (safe_url):
    what is stored with a batch job and shown (the same form labeler stored before the split)."""
    return safe_url(str(client.base_url.copy_with(query=where.query_string.encode() or None)))


def async_client(api_key: str, where: Endpoint, timeout: float, max_response_bytes: int) -> openai.AsyncOpenAI:
    """The live judge's client: the aiohttp backend, no SDK retries, answers capped at max_response_bytes."""
    http_client = openai.DefaultAioHttpClient(timeout=timeout, event_hooks={"response": [_cap(max_response_bytes)]})
    headers: dict[str, str | openai.Omit] = {name: openai.Omit() for name in _PLATFORM_HEADERS}
    headers.update({**where.headers, **_ACCEPT_ENCODING})
    # The SDK drops Omit values when it merges default headers into a request's (its default_headers
    # property is typed so; the constructor's annotation says str): test_judge_transport checks it.
    return openai.AsyncOpenAI(api_key=api_key, base_url=where.base_url, timeout=timeout, max_retries=0,
                              http_client=http_client, default_headers=cast("dict[str, str]", headers),
                              default_query=where.query)


def sync_client(api_key: str, where: Endpoint, timeout: float, max_retries: int) -> openai.OpenAI:
    """The Batch API's client (a handful of calls per job, result files streamed): the SDK's own stack."""
    return openai.OpenAI(api_key=api_key, base_url=where.base_url, timeout=timeout, max_retries=max_retries,
                         default_headers=where.headers, default_query=where.query)


def _cap(limit: int) -> Callable[[httpx2.Response], Awaitable[None]]:
    """A response hook: refuse an announced body over limit, read the rest through _CappedStream."""

    async def hook(response: httpx2.Response) -> None:
        length = response.headers.get("content-length")
        if length is not None and length.isdigit() and int(length) > limit:
            raise RefusedAnswer(f"the answer is {int(length):,} bytes, over the {_size(limit)} cap: refused unread")
        named = response.headers.get_list("content-encoding", split_commas=True)
        encodings = [value.strip().lower() for value in named if value.strip().lower() not in ("", "identity")]
        if len(encodings) > 1 or (encodings and encodings[0] not in _DECODERS):
            raise RefusedAnswer(f"the answer is encoded as {', '.join(encodings)}, which was not asked for: refused")
        if encodings:
            del response.headers["content-encoding"]  # decoded by the stream below, not again by httpx2
        assert isinstance(response.stream, httpx2.AsyncByteStream)  # an async client's
        response.stream = _CappedStream(response.stream, limit, encodings[0] if encodings else None)

    return hook


class _CappedStream(httpx2.AsyncByteStream):
    """A response body as it arrives (decoded when compressed), refused once it passes limit bytes."""

    def __init__(self, stream: httpx2.AsyncByteStream, limit: int, encoding: str | None) -> None:
        self._stream = stream
        self._limit = limit
        self._decoder = zlib.decompressobj(_DECODERS[encoding]) if encoding else None

    async def __aiter__(self) -> AsyncIterator[bytes]:
        read = 0
        async for chunk in self._stream:
            if self._decoder is not None:
                try:  # never more than one byte past the cap, however small the compressed chunk
                    chunk = self._decoder.decompress(chunk, self._limit - read + 1)
                except zlib.error as error:
                    raise ConnectionFailure(f"the compressed answer is unreadable: {error}") from None
            read += len(chunk)
            if read > self._limit:
                raise _too_large(self._limit)
            yield chunk
        if self._decoder is not None:
            rest = self._decoder.flush()
            if read + len(rest) > self._limit:
                raise _too_large(self._limit)
            if rest:
                yield rest

    async def aclose(self) -> None:
        await self._stream.aclose()


def _size(limit: int) -> str:
    return f"{limit // (1024 * 1024)} MiB" if limit % (1024 * 1024) == 0 else f"{limit:,}-byte"


def _too_large(limit: int) -> RefusedAnswer:
    return RefusedAnswer(f"the answer passed the {_size(limit)} cap: refused, read no further")
