"""The provider's Batch API (OpenAI's, and the same file format in vLLM and other compatible servers):
upload a JSONL file of chat requests, create a job, poll it, stream its output and error files.

The request body of every line is the one live judging posts (formats.chat_request) with its first
response format; the answers go through the same reading and statuses (outcome.py). The API key is
resolved as live judging resolves it (endpoint.resolve_api_key: JudgeConfig.api_key, else
OPENAI_API_KEY), is never stored, and is masked in every error and stored text; so
are the credentials a base URL may carry (the URL is kept and shown as endpoint.safe_url has it).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING, Any, Final

from labeler.domain import Chunk, LabelerError, Query, Suggestion, SuggestionStatus
from labeler.domain.batches import BatchRequest
from labeler.judge.answers.completion import BadCompletion, count_field, read_completion
from labeler.judge.endpoint import BASE_URL_ENV, resolve_api_key, url_secrets
from labeler.judge.formats import FORMAT_FALLBACKS, chat_request
from labeler.judge.answers.outcome import answer_fields, make_suggestion
from labeler.judge.prompt import PromptTemplate, build_messages
from labeler.judge.redact import redact

if TYPE_CHECKING:
    from labeler.judge.config import JudgeConfig

CHAT_ENDPOINT: Final = "/v1/chat/completions"
#: Error codes of batch lines whose request never ran: the pair was not answered, so nothing is stored.
UNANSWERED_CODES = frozenset({"batch_expired", "batch_cancelled"})


class BatchNotFound(LabelerError):
    """The provider answered 404: it no longer knows the job (or the job's result file)."""


@dataclass(frozen=True, slots=True)
class BatchState:
    """A job as the provider reports it: status, result files, and its request counts."""

    status: str
    output_file_id: str | None
    error_file_id: str | None
    total: int
    completed: int
    failed: int


def request_line(custom_id: str, config: JudgeConfig, query: Query, chunk: Chunk, template: PromptTemplate) -> bytes:
    """One line of a batch input file: the chat request live judging would send first for the pair."""
    body = chat_request(config, build_messages(query, chunk, template), FORMAT_FALLBACKS[0], config.logprobs)
    line = {"custom_id": custom_id, "method": "POST", "url": CHAT_ENDPOINT, "body": body}
    return json.dumps(line, separators=(",", ":"), ensure_ascii=False).encode("utf-8") + b"\n"


class UnreadableLine(ValueError):
    """A result line that is not a JSON object with a string custom_id."""


@dataclass(frozen=True, slots=True)
class ResultLine:
    """One line of a job's output or error file as the provider wrote it: the custom_id it answers, the
    model its answer names (None when it names none), and the answer read as live judging reads one
    (status and fields; unanswered: the request never ran, expired or cancelled)."""

    custom_id: str
    model: str | None
    unanswered: bool
    status: SuggestionStatus
    fields: dict[str, Any]
    tokens_in: int | None = None
    tokens_out: int | None = None

    def suggestion(self, request: BatchRequest, model: str, prompt_hash: str, secrets: Sequence[str]) -> Suggestion:
        """The suggestion this answer gives request's pair (stored under the job's model and prompt)."""
        return make_suggestion(
            query_id=request.query_id, chunk_id=request.chunk_id, model=model, prompt_hash=prompt_hash,
            input_hash=request.input_hash, status=self.status, secrets=secrets, tokens_in=self.tokens_in,
            tokens_out=self.tokens_out, **self.fields,
        )


def read_line(line: bytes) -> ResultLine | None:
    """One output or error file line read; None for a blank line, UnreadableLine for one that is not a
    JSON object with a custom_id.

    A 200 answer is read as live judging reads one (ok / unparsed / refused; no re-ask in a batch);
    any other answer or a line error is status error, with "HTTP 500: message" or "code: message".
    """
    if not line.strip():
        return None
    try:
        item = json.loads(line)
    except ValueError:
        raise UnreadableLine("a line is not JSON") from None
    custom_id = item.get("custom_id") if isinstance(item, dict) else None
    if not isinstance(custom_id, str):
        raise UnreadableLine("a line has no custom_id")
    response = item.get("response")
    error = item.get("error")
    tokens: dict[str, int | None] = {}
    fields: dict[str, Any]
    named: str | None = None
    if isinstance(response, dict) and response.get("status_code") == 200 and isinstance(response.get("body"), dict):
        body = response["body"]
        named = body.get("model") if isinstance(body.get("model"), str) else None
        usage = body.get("usage")
        if isinstance(usage, dict):
            tokens = {"tokens_in": count_field(usage, "prompt_tokens"), "tokens_out": count_field(usage, "completion_tokens")}
        try:
            status, fields = answer_fields(read_completion(body))
        except BadCompletion as bad:
            status, fields = SuggestionStatus.ERROR, {"reason": str(bad)}
    elif isinstance(response, dict) and isinstance(response.get("status_code"), int):
        status, fields = SuggestionStatus.ERROR, {"reason": f"HTTP {response['status_code']}: {_message(response.get('body'))}"}
    elif isinstance(error, dict):
        code = error.get("code")
        if code in UNANSWERED_CODES:
            return ResultLine(custom_id, None, True, SuggestionStatus.ERROR, {})
        status, fields = SuggestionStatus.ERROR, {"reason": f"{code or 'error'}: {_message({'error': error})}"}
    else:
        status, fields = SuggestionStatus.ERROR, {"reason": "the batch line has neither a response nor an error"}
    return ResultLine(custom_id, named, False, status, fields, **tokens)


def _message(body: object) -> str:
    """The error message of a response body ({"error": {"message": ...}}), else the body as JSON."""
    error = body.get("error") if isinstance(body, dict) else None
    message = error.get("message") if isinstance(error, dict) else None
    return message if isinstance(message, str) else json.dumps(body)[:300]


class BatchClient:
    """The Batch API of one endpoint, through the openai SDK (sync: a handful of calls per job)."""

    def __init__(self, base_url: str | None, *, api_key: str | None = None, timeout: float = 600.0) -> None:
        """base_url None: OPENAI_BASE_URL, else OpenAI; api_key None: OPENAI_API_KEY (resolve_api_key, as
        live judging). A missing key without an endpoint is a LabelerError."""
        import openai

        from labeler.judge import sdk

        api_key = resolve_api_key(api_key, base_url)
        given = (api_key, *url_secrets(base_url or os.environ.get(BASE_URL_ENV)))
        try:
            where = sdk.endpoint(base_url)
            self._client = sdk.sync_client(api_key, where, timeout, max_retries=4)
        except (openai.OpenAIError, ValueError) as error:  # ValueError: a URL that cannot be read
            raise LabelerError(f"cannot set up the OpenAI client: {redact(str(error), *given)}") from None
        self._secrets = tuple(s for s in (*given, where.basic_token) if s)
        self._base_url = sdk.shown_url(self._client, where)

    @property
    def base_url(self) -> str:
        """The endpoint used, without its credentials (safe_url): stored with each job, so --collect
        asks the same place (endpoint.reconnect_url finds the credential again)."""
        return self._base_url

    def __enter__(self) -> BatchClient:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the HTTP connections."""
        self._client.close()

    def upload(self, handle: IO[bytes], name: str) -> str:
        """Upload a JSONL request file (purpose "batch"); its file id."""
        return str(self._call(lambda: self._client.files.create(file=(name, handle, "application/jsonl"), purpose="batch")).id)

    def create(self, input_file_id: str, metadata: dict[str, str]) -> tuple[str, str]:
        """Create a chat-completions job over an uploaded file (window 24h); (job id, status)."""
        job = self._call(lambda: self._client.batches.create(
            input_file_id=input_file_id, endpoint=CHAT_ENDPOINT, completion_window="24h", metadata=metadata))
        return str(job.id), str(job.status)

    def retrieve(self, job_id: str) -> BatchState:
        """The job's status, result file ids and request counts."""
        job = self._call(lambda: self._client.batches.retrieve(job_id),
                         not_found="the provider no longer knows this job (HTTP 404)")
        counts = job.request_counts
        return BatchState(
            status=str(job.status), output_file_id=job.output_file_id, error_file_id=job.error_file_id,
            total=counts.total if counts else 0, completed=counts.completed if counts else 0,
            failed=counts.failed if counts else 0,
        )

    def lines(self, file_id: str) -> Iterator[bytes]:
        """The lines of a result file, streamed (a 50 000-line file is never held whole)."""
        import httpx2
        import openai

        try:
            with self._client.files.with_streaming_response.content(file_id) as response:
                for line in response.iter_lines():
                    yield line.encode("utf-8")
        except openai.NotFoundError:
            raise BatchNotFound(f"the provider no longer has its result file {file_id} (HTTP 404)") from None
        except (openai.OpenAIError, httpx2.HTTPError, OSError) as error:
            raise LabelerError(f"cannot download batch file {file_id}: {self._scrub(error)}") from None

    def suggestion(self, line: ResultLine, request: BatchRequest, model: str, prompt_hash: str) -> Suggestion:
        """line.suggestion with this client's key and URL credentials masked in what is stored."""
        return line.suggestion(request, model, prompt_hash, self._secrets)

    def _call(self, call: Any, not_found: str | None = None) -> Any:
        """call() with openai's errors as one masked LabelerError line; a 404 is BatchNotFound(not_found)
        when not_found says what it means."""
        import openai

        try:
            return call()
        except openai.NotFoundError as error:
            if not_found is not None:
                raise BatchNotFound(not_found) from None
            raise LabelerError(f"batch API: {self._scrub(error)}") from None
        except openai.OpenAIError as error:
            raise LabelerError(f"batch API: {self._scrub(error)}") from None

    def _scrub(self, error: BaseException) -> str:
        return redact(str(error), *self._secrets) or type(error).__name__

    def __repr__(self) -> str:
        return f"BatchClient(base_url={self.base_url!r})"


