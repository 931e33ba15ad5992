"""The LLM judge over any OpenAI-compatible Chat Completions endpoint; every per-pair failure is a status."""

from __future__ import annotations

import asyncio
import logging
import os
import random
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from labeler.domain import Chunk, LabelerError, Query, Suggestion, SuggestionStatus
from labeler.judge.answers.text import truncated
from labeler.judge.answers.completion import Answer, BadCompletion, count_field, json_object, read_completion
from labeler.judge.config import CancelSignal, JudgeConfig, JudgeSummary
from labeler.judge.endpoint import BASE_URL_ENV, resolve_api_key, url_secrets
from labeler.judge.formats import (
    FORMAT_ERROR_WORDS,
    FORMAT_FALLBACKS,
    chat_request,
    error_text,
)
from labeler.judge.limiter import AdaptiveLimiter
from labeler.judge.answers.outcome import answer_fields, make_suggestion
from labeler.judge.prompt import REASK_MESSAGE, PromptTemplate, build_messages, input_hash, prompt_hash
from labeler.judge.redact import redact
from labeler.judge.retry import backoff_seconds, is_transient_status, retry_delay
from labeler.judge.transport import (
    ConnectionFailure,
    RefusedAnswer,
    RequestTimeout,
    SdkTransport,
    StatusFailure,
    TransportError,
    connection_failure,
)

log = logging.getLogger(__name__)

_MAX_ERROR_CHARS = 300


@dataclass(slots=True)
class _Tally:
    """Requests and tokens spent on one pair (re-ask, format fallbacks and retries included)."""

    requests: int = 0
    retries: int = 0
    tokens_in: int | None = None
    tokens_out: int | None = None

    def add_usage(self, usage: object) -> None:
        if not isinstance(usage, dict):
            return
        self.tokens_in = (self.tokens_in or 0) + count_field(usage, "prompt_tokens")
        self.tokens_out = (self.tokens_out or 0) + count_field(usage, "completion_tokens")


class Judge:
    """Asks an OpenAI-compatible model to grade pairs; use ``async with Judge(config) as judge``."""

    def __init__(self, config: JudgeConfig) -> None:
        """Build the AsyncOpenAI client (sdk.py); a missing key without a custom endpoint is a LabelerError."""
        import openai

        from labeler.judge import sdk

        self.config = config
        api_key = resolve_api_key(config.api_key, config.base_url)
        given: tuple[str | None, ...] = (api_key, *url_secrets(config.base_url or os.environ.get(BASE_URL_ENV)))
        try:
            where = sdk.endpoint(config.base_url)
            # Retries are ours (_post), so the rate limiter sees every 429 the server sends.
            self._client = sdk.async_client(api_key, where, config.timeout, config.max_response_bytes)
        except (openai.OpenAIError, ValueError) as error:  # ValueError: a URL that cannot be read
            raise LabelerError(f"cannot set up the OpenAI client: {redact(str(error), *given)}") from None
        given = (*given, where.basic_token)
        # the URL as given and as the SDK keeps it (its own encoding): an error may quote either
        self._secrets = tuple(dict.fromkeys(s for s in (*given, *url_secrets(str(self._client.base_url))) if s))
        self._shown_url = sdk.shown_url(self._client, where)
        self._transport = SdkTransport(self._client, config.timeout)
        self._format = FORMAT_FALLBACKS[0]
        self._logprobs = config.logprobs
        self._limiter = AdaptiveLimiter(config.concurrency)
        self._jitter = random.Random()
        # A connection refused before the server ever answered is a wrong URL, not a blip: not retried.
        self._answered = False
        self._stopping: Callable[[], bool] = _never  # judge_many's cancel: no request is sent again

    def __repr__(self) -> str:
        return f"Judge(model={self.config.model!r}, base_url={self._shown_url!r})"

    async def __aenter__(self) -> Judge:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close the HTTP connections."""
        await self._transport.aclose()

    @property
    def response_format(self) -> str:
        """The response format this Judge currently asks for: json_schema, json_object or text."""
        return self._format

    @property
    def limiter(self) -> AdaptiveLimiter:
        """The adaptive in-flight limit every request of this Judge passes through."""
        return self._limiter

    @property
    def logprobs_enabled(self) -> bool:
        """Test seam: lets tests see that a server's refusal of logprobs turned them off.

        Whether logprobs are still requested (False after the server rejected them)."""
        return self._logprobs

    async def list_models(self) -> list[str]:
        """Test seam: the simplest request through the judge's client, where tests pin error wording and key masking.

        Model ids the endpoint offers (GET /models); a failure is a LabelerError with the key masked."""
        try:
            page = await self._client.models.list()
            return [model.id async for model in page]
        except Exception as error:  # the SDK's, the size cap's or the HTTP backend's own: one masked line
            raise LabelerError(f"cannot list models: {self._describe(error)}") from None

    async def judge_pair(self, query: Query, chunk: Chunk, template: PromptTemplate = None) -> Suggestion:
        """Test seam: one pair through judge_many's path (_judge), so tests pin a single answer's handling.

        Grade one pair; never raises for a per-pair failure (the status says what happened).

        OK: grade, reason, raw_text (None when the answer is just the JSON object: nothing beyond
        grade and reason) and (with logprobs) grade_probs/confidence/expected_grade.
        UNPARSED: raw_text of the answer to the re-ask. REFUSED: reason is the refusal text.
        ERROR: reason is a short description ("HTTP 500: ...", "timed out after 60 s ...").
        Tokens sum over every request made for the pair; latency_ms is its wall time. reason and
        raw_text keep at most MAX_ANSWER_BYTES each, marked when cut (see answers/text.py).
        """
        suggestion, _ = await self._judge(query, chunk, template, prompt_hash(template))
        return suggestion

    async def judge_many(
        self,
        items: Iterable[tuple[Query, Chunk]],
        on_result: Callable[[Suggestion], None],
        cancel_event: CancelSignal | None = None,
        template: PromptTemplate = None,
        abandon_event: CancelSignal | None = None,
    ) -> JudgeSummary:
        """Grade pairs with at most ``config.concurrency`` in flight, calling on_result as each arrives.

        A failed pair is a suggestion with a status, never a stop. Setting cancel_event (an
        asyncio.Event, or anything with is_set(), e.g. a threading.Event) stops sending: no pair is
        started after it, nothing is retried, and the requests in flight, already paid for, are
        awaited (each within its timeout) and their answers delivered to on_result; then it
        returns with cancelled=True. Setting abandon_event, or cancelling the task, stops at once:
        results already delivered stay, the requests in flight are dropped and on_result is not
        called again. An exception from on_result stops the run and propagates.
        """
        summary = JudgeSummary()
        started = time.perf_counter()
        held_before = self._limiter.held_back_seconds
        pending_items = iter(items)
        template_hash = prompt_hash(template)

        def cancelled() -> bool:
            return cancel_event is not None and cancel_event.is_set()

        async def worker() -> None:
            # All workers share one iterator: next() runs between awaits, so no locking is needed.
            for query, chunk in pending_items:
                if cancelled():
                    return
                suggestion, tally = await self._judge(query, chunk, template, template_hash)
                summary.requests += tally.requests
                summary.retries += tally.retries
                _count(summary, suggestion)
                on_result(suggestion)  # also after cancel_event: it was paid for

        self._stopping = cancelled
        workers = [asyncio.create_task(worker()) for _ in range(self.config.concurrency)]
        watchers = {asyncio.create_task(_wait_until_set(event)): event for event in (cancel_event, abandon_event)
                    if event is not None}
        running: set[asyncio.Task[None]] = set(workers)
        try:
            while running:
                finished, _ = await asyncio.wait(running | set(watchers), return_when=asyncio.FIRST_COMPLETED)
                for watcher in finished & set(watchers):
                    summary.cancelled = True
                    if watchers.pop(watcher) is abandon_event:
                        return summary  # the finally below drops the requests in flight
                for task in finished - {*watchers}:
                    if task in running:
                        task.result()  # re-raises an on_result or iterator failure
                running -= finished
        finally:
            self._stopping = _never
            tasks = [*workers, *watchers]
            for task in tasks:
                task.cancel()  # a no-op on a finished task
            # awaited, and every failure retrieved: one that is not is logged at exit as a
            # "Task exception was never retrieved" traceback (several workers can fail at once)
            await asyncio.gather(*tasks, return_exceptions=True)
            summary.wall_seconds = time.perf_counter() - started
            summary.held_back_seconds = self._limiter.held_back_seconds - held_before
        summary.cancelled = summary.cancelled or cancelled()
        return summary

    async def _judge(
        self, query: Query, chunk: Chunk, template: PromptTemplate, template_hash: str
    ) -> tuple[Suggestion, _Tally]:
        started = time.perf_counter()
        tally = _Tally()

        def suggestion(status: SuggestionStatus, **fields: Any) -> Suggestion:
            return make_suggestion(
                query_id=query.id,
                chunk_id=chunk.id,
                model=self.config.model,
                prompt_hash=template_hash,
                input_hash=input_hash(query, chunk),
                status=status,
                secrets=self._secrets,
                tokens_in=tally.tokens_in,
                tokens_out=tally.tokens_out,
                latency_ms=(time.perf_counter() - started) * 1000.0,
                **fields,
            )

        try:
            messages = build_messages(query, chunk, template)
            answer = await self._ask(messages, tally)
            if not answer.refused and answer.grade is None:
                retry = [
                    *messages,
                    {"role": "assistant", "content": truncated(answer.text) or ""},
                    {"role": "user", "content": REASK_MESSAGE},
                ]
                answer = await self._ask(retry, tally)
            status, fields = answer_fields(answer)
            return suggestion(status, **fields), tally
        except (TransportError, BadCompletion) as error:
            description = self._describe(error, tally.retries)
        except Exception as error:  # anything unforeseen is still only this pair's failure
            description = f"{type(error).__name__}: {self._scrub(str(error))}"
        log.debug("pair %s/%s failed: %s", query.id, chunk.id, description)
        return suggestion(SuggestionStatus.ERROR, reason=description), tally

    async def _ask(self, messages: list[dict[str, str]], tally: _Tally) -> Answer:
        """One chat completion, stepping down response formats / dropping logprobs when rejected."""
        for _ in range(len(FORMAT_FALLBACKS) + 1):
            response_format = self._format
            with_logprobs = self._logprobs
            request = chat_request(self.config, messages, response_format, with_logprobs)
            try:
                content = await self._post(request, tally)
            except StatusFailure as error:
                if error.status_code not in (400, 422):
                    raise
                said = error_text(error).lower()
                if with_logprobs and "logprob" in said:
                    if self._logprobs:
                        log.info("server rejected logprobs; asking without them from now on")
                    self._logprobs = False
                    continue
                words = FORMAT_ERROR_WORDS.get(response_format, ())
                if any(word in said for word in words):
                    if self._format == response_format:
                        self._format = FORMAT_FALLBACKS[FORMAT_FALLBACKS.index(response_format) + 1]
                        log.info("server rejected response_format %s; using %s", response_format, self._format)
                    continue
                raise
            completion = json_object(content)
            tally.add_usage(completion.get("usage"))
            return read_completion(completion)
        raise BadCompletion("the server rejected every response format")

    async def _post(self, request: dict[str, Any], tally: _Tally) -> bytes:
        """POST one chat request through the rate limiter, retrying transient failures (see retry.py).

        A 429 halves the limiter and pauses every request for the wait (Retry-After or backoff);
        other transient failures wait on their own. Permanent errors and the last failure raise.
        """
        config = self.config
        attempt = 0
        while True:
            generation = await self._limiter.acquire()
            tally.requests += 1
            try:
                content = await self._transport.post_json("/chat/completions", request)
            except StatusFailure as error:
                self._answered = True
                if not is_transient_status(error.status_code) or attempt >= config.max_retries or self._stopping():
                    raise
                delay = retry_delay(error.headers, attempt, config.backoff_base, config.max_backoff, self._jitter)
                if error.status_code == 429:
                    self._limiter.rate_limited(generation, delay)
                    delay = 0.0  # the limiter's pause holds this request back with all the others
                log.debug("HTTP %s; retry %d after %.3f s", error.status_code, attempt + 1, delay)
            except ConnectionFailure as error:
                _raise_if_cancelling()  # a Ctrl-C racing a timeout: the HTTP stack may report it as one
                retryable = (self._answered or isinstance(error, RequestTimeout)) and not self._stopping()
                if not retryable or attempt >= config.max_retries:
                    raise
                delay = backoff_seconds(attempt, config.backoff_base, config.max_backoff, self._jitter)
                log.debug("%s; retry %d after %.3f s", type(error).__name__, attempt + 1, delay)
            else:
                self._answered = True
                self._limiter.succeeded()
                return content
            finally:
                self._limiter.release()
            attempt += 1
            tally.retries += 1
            if delay > 0:
                await asyncio.sleep(delay)

    def _scrub(self, text: str | None) -> str | None:
        return redact(text, *self._secrets)

    def _describe(self, error: BaseException, retries: int = 0) -> str:
        """A short, key-free description of a request failure: status code, timeout or connection."""
        import openai

        if isinstance(error, openai.APIConnectionError):  # its timeout too: the HTTP backend's cause decides
            error = connection_failure(error)
        if isinstance(error, RequestTimeout):
            text = f"timed out after {self.config.timeout:g} s ({retries} retries)"
        elif isinstance(error, ConnectionFailure):
            text = f"connection error: {error}" + (f" ({retries} retries)" if retries else "")
        elif isinstance(error, (openai.APIStatusError, StatusFailure)):
            text = f"HTTP {error.status_code}: {error_text(error)}"
            if is_transient_status(error.status_code):
                text += f" ({retries} retries)"
        elif isinstance(error, (BadCompletion, RefusedAnswer)):
            text = str(error)
        else:
            text = f"{type(error).__name__}: {error}"
        text = self._scrub(text) or ""  # before the cut: a secret straddling it is masked whole
        if len(text) > _MAX_ERROR_CHARS:
            text = text[: _MAX_ERROR_CHARS - 3] + "..."
        return text


def _count(summary: JudgeSummary, suggestion: Suggestion) -> None:
    if suggestion.status is SuggestionStatus.OK:
        summary.done += 1
    elif suggestion.status is SuggestionStatus.UNPARSED:
        summary.unparsed += 1
    elif suggestion.status is SuggestionStatus.REFUSED:
        summary.refused += 1
    else:
        summary.failed += 1
    summary.tokens_in += suggestion.tokens_in or 0
    summary.tokens_out += suggestion.tokens_out or 0


def _never() -> bool:
    return False


def _raise_if_cancelling() -> None:
    """Raise CancelledError when this task has been asked to stop: a cancellation that the HTTP
    stack turned into a connection error or timeout must end the request, never be retried."""
    task = asyncio.current_task()
    if task is not None and task.cancelling():
        raise asyncio.CancelledError()


async def _wait_until_set(event: CancelSignal) -> None:
    """Return once the event is set: awaits an asyncio.Event, polls anything else with is_set()."""
    if isinstance(event, asyncio.Event):
        await event.wait()
        return
    while not event.is_set():
        await asyncio.sleep(0.05)
