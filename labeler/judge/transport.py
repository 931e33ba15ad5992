"""How a chat request reaches the endpoint: through the openai SDK (the client judge/sdk.py makes),
one deadline per request, and the SDK's failures turned into the judge's four errors.

The judge's retries (retry.py), rate limiter (limiter.py) and error texts depend on these alone:
StatusFailure (an HTTP error status; retried when transient), ConnectionFailure (no answer; retried
once the server has answered before), RequestTimeout (no answer within the timeout: the whole
request, however slowly the server trickles its answer) and RefusedAnswer (an answer refused
unread: over the size cap, or in an encoding not asked for; never retried).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    import openai

#: The largest answer live judging reads, in bytes (decoded): 16 MiB. A grade and its reason are a
#: few hundred bytes; a runaway answer of ~25,000 tokens with logprobs still fits.
MAX_RESPONSE_BYTES: Final = 16 * 1024 * 1024


class TransportError(Exception):
    """A chat request that got no usable HTTP answer, or an answer with an error status."""


class ConnectionFailure(TransportError):
    """No answer: the connection could not be made, broke, or spoke something other than HTTP."""


class RequestTimeout(ConnectionFailure):
    """No answer within the request timeout."""


class RefusedAnswer(TransportError):
    """An answer refused without reading it whole: larger than the cap, or encoded as not asked."""


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


class SdkTransport:
    """Chat requests through an openai SDK client (no SDK retries: they are the judge's), errors translated."""

    def __init__(self, client: openai.AsyncOpenAI, timeout: float) -> None:
        """client: made by sdk.async_client; timeout: seconds for a whole request, answer read included."""
        import aiohttp
        import httpx2
        import openai

        self._client = client
        self._timeout = timeout
        self._openai = openai
        self._response = httpx2.Response
        # the backend lets some of aiohttp's own errors through unmapped (a malformed status line)
        self._backend_error = aiohttp.ClientError

    async def post_json(self, path: str, request: dict[str, Any]) -> bytes:
        """POST request to path under the base URL; the answer's body (the SDK's raw route: no typed models)."""
        openai = self._openai
        try:
            async with asyncio.timeout(self._timeout):
                response = await self._client.post(path, body=request, cast_to=self._response)
        except TimeoutError:
            raise RequestTimeout(f"no answer within {self._timeout:g} s") from None
        except openai.APIStatusError as error:
            raise StatusFailure(error.status_code, error.response.headers, error.body, error.message) from error
        except openai.APIConnectionError as error:  # APITimeoutError is one
            raise connection_failure(error) from error
        except self._backend_error as error:
            said = getattr(error, "message", None) or str(error) or type(error).__name__
            raise ConnectionFailure(f"not a readable HTTP answer: {_one_line(str(said))}") from error
        return response.content

    async def aclose(self) -> None:
        """Close the SDK client's connections."""
        await self._client.close()


def connection_failure(error: BaseException) -> ConnectionFailure:
    """The failure an openai.APIConnectionError stands for, said in the HTTP backend's words.

    The aiohttp backend reports a refused connection, and a server hanging up, as httpx2's
    ConnectTimeout: only a TimeoutError somewhere in the chain of causes makes it a RequestTimeout.
    """
    chain: list[BaseException] = []
    cause: BaseException | None = error
    while cause is not None and len(chain) < 16:
        chain.append(cause)
        cause = cause.__cause__ or cause.__context__
    # the first cause with words: the backend's own (the SDK's says only "Connection error.")
    text = _one_line(next((str(link) for link in chain[1:] if str(link)), None) or type(chain[-1]).__name__)
    if any(isinstance(link, TimeoutError) for link in chain):
        return RequestTimeout(text)
    return ConnectionFailure(text)


def _one_line(text: str) -> str:
    return " ".join(text.split())
