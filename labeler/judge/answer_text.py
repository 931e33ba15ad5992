"""How much of a model's answer a suggestion keeps: at most MAX_ANSWER_BYTES per text, once.

A model can answer megabytes (a runaway generation, a hostile gateway). The grade is read from
the whole answer; what is stored (reason, raw_text) and what is sent back in a re-ask keeps
at most MAX_ANSWER_BYTES of UTF-8 each, cut on a character boundary and marked
``… [truncated from N bytes]`` (N: the full size). An ok answer that is just the JSON object
{"grade", "reason"} is not kept as raw_text too: its reason and grade already say all of it.
"""

from __future__ import annotations

import json

#: The most answer text kept per stored field (reason, raw_text) of one suggestion: 16 KiB of UTF-8.
MAX_ANSWER_BYTES = 16 * 1024

_ANSWER_KEYS = frozenset({"grade", "reason"})


def truncated(text: str | None, limit: int = MAX_ANSWER_BYTES) -> str | None:
    """The text if its UTF-8 form fits in limit bytes, else its head and a marker, together within limit."""
    if text is None:
        return None
    data = text.encode("utf-8")
    if len(data) <= limit:
        return text
    marker = f"… [truncated from {len(data):,} bytes]"
    room = max(0, limit - len(marker.encode("utf-8")))
    # errors="ignore" drops a character cut in half at the boundary.
    return data[:room].decode("utf-8", errors="ignore") + marker


def is_bare_answer(text: str | None) -> bool:
    """Whether the text is only the JSON object {"grade", "reason"} (whitespace or a ``` fence around it)."""
    if not text:
        return False
    body = text.strip()
    if body.startswith("```") and body.endswith("```"):
        body = body[3:-3]
        if body.startswith("json"):
            body = body[4:]
    try:
        value = json.loads(body)
    except ValueError:
        return False
    return isinstance(value, dict) and {str(key).lower() for key in value} <= _ANSWER_KEYS
