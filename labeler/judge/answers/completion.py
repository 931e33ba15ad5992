"""Reading a chat completion body (plain JSON) into text, refusal, grade and grade probabilities."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labeler.judge.answers.parse import grade_probabilities, grade_token_index, parse_answer


@dataclass(frozen=True, slots=True)
class Answer:
    """One completion read: the text, whether it is a refusal, the parsed grade and its probabilities."""

    text: str
    refusal: str | None
    refused: bool
    grade: int | None
    reason: str | None
    probabilities: tuple[float, float, float, float] | None


class BadCompletion(Exception):
    """The server answered 200 with something that is not a usable chat completion."""


def json_object(content: bytes) -> dict[str, Any]:
    """The response body as a JSON object, or BadCompletion."""
    try:
        payload = json.loads(content)
    except ValueError:
        raise BadCompletion("the server's answer is not JSON") from None
    if not isinstance(payload, dict):
        raise BadCompletion("the server's answer is not a chat completion")
    return payload


def count_field(usage: dict[str, Any], name: str) -> int:
    """An integer usage count, 0 when missing or not an integer."""
    value = usage.get(name)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def read_completion(completion: dict[str, Any]) -> Answer:
    """Text, refusal and grade (with probabilities when logprobs came back) of the first choice."""
    choices = completion.get("choices")
    if not isinstance(choices, list) or not choices:
        raise BadCompletion("the server returned no choices")
    choice = choices[0] if isinstance(choices[0], dict) else {}
    message = choice.get("message")
    if not isinstance(message, dict):
        raise BadCompletion("the server's choice has no message")
    content = message.get("content")
    text = content if isinstance(content, str) else ""
    refusal = message.get("refusal") if isinstance(message.get("refusal"), str) else None
    if refusal or choice.get("finish_reason") == "content_filter":
        return Answer(text, refusal, True, None, None, None)
    parsed = parse_answer(text)
    if parsed is None:
        return Answer(text, None, False, None, None, None)
    return Answer(text, None, False, parsed.grade, parsed.reason, _probabilities(choice, parsed.grade))


def _probabilities(choice: dict[str, Any], grade: int) -> tuple[float, float, float, float] | None:
    """Grade probabilities from the choice's token logprobs; None when absent or oddly shaped.

    Only the grade token's alternatives are read: an answer has dozens of tokens, and reading
    every token's alternatives was a third of the client's CPU per pair.
    """
    logprobs = choice.get("logprobs")
    items = logprobs.get("content") if isinstance(logprobs, dict) else None
    if not isinstance(items, list):
        return None
    try:
        tokens = [item["token"] for item in items]
        "".join(tokens)  # a TypeError unless every token is a string
    except (TypeError, KeyError):  # an item that is not an object, or has no token
        return None
    index = grade_token_index(tokens, grade)
    if index is None:
        return None
    alternatives = [
        (alt["token"], alt["logprob"])
        for alt in items[index].get("top_logprobs") or []
        if isinstance(alt, dict) and isinstance(alt.get("token"), str) and isinstance(alt.get("logprob"), (int, float))
    ]
    return grade_probabilities(alternatives)
