"""Response formats the judge asks for, in fallback order, and reading a server's error message."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import openai

    from labeler.judge.config import JudgeConfig
    from labeler.judge.transport import StatusFailure

#: Structured-outputs request: an object with an integer grade 0-3 and a reason, nothing else.
JSON_SCHEMA_FORMAT: dict[str, Any] = {
    "type": "json_schema",
    "json_schema": {
        "name": "relevance_grade",
        "strict": True,
        "schema": {
            "type": "object",
            "properties": {
                "grade": {"type": "integer", "enum": [0, 1, 2, 3]},
                "reason": {"type": "string"},
            },
            "required": ["grade", "reason"],
            "additionalProperties": False,
        },
    },
}
JSON_OBJECT_FORMAT: dict[str, Any] = {"type": "json_object"}

#: Response formats in the order tried; a server that rejects one moves this Judge to the next.
FORMAT_FALLBACKS = ("json_schema", "json_object", "text")
#: Words in a 400/422 error that mean "this response_format is not supported here".
FORMAT_ERROR_WORDS = {
    "json_schema": ("response_format", "json_schema", "schema", "structured"),
    "json_object": ("response_format", "json_object", "json mode"),
}


def error_text(error: openai.APIStatusError | StatusFailure) -> str:
    """The server's error message (body's "message", else the whole body, else the SDK's text)."""
    body = getattr(error, "body", None)
    message = body.get("message") if isinstance(body, dict) else None
    if isinstance(message, str):
        return message
    if isinstance(body, (dict, list)):
        return json.dumps(body)
    if isinstance(body, str) and body:
        return body
    return str(getattr(error, "message", error))


def chat_request(config: JudgeConfig, messages: list[dict[str, str]], response_format: str, logprobs: bool) -> dict[str, Any]:
    """The body of one chat completion request: live judging posts it, batch judging writes it to JSONL."""
    request: dict[str, Any] = {"model": config.model, "messages": messages, "temperature": config.temperature}
    if response_format == "json_schema":
        request["response_format"] = JSON_SCHEMA_FORMAT
    elif response_format == "json_object":
        request["response_format"] = JSON_OBJECT_FORMAT
    if logprobs:
        request["logprobs"] = True
        request["top_logprobs"] = config.top_logprobs
    return request
