"""How much of a model's answer a suggestion keeps: at most MAX_ANSWER_BYTES per text, once, storable.

A model can answer megabytes (a runaway generation, a hostile gateway). The grade is read from
the whole answer; what is stored (reason, raw_text) and what is sent back in a re-ask keeps
at most MAX_ANSWER_BYTES of UTF-8 each, cut on a character boundary and marked
``… [truncated from N bytes]`` (N: the full size). An ok answer that is just the JSON object
{"grade", "reason"} is not kept as raw_text too: its reason and grade already say all of it.
What no database column holds becomes U+FFFD (`storable`): a lone surrogate (JSON's ``"\\ud800"``,
an emoji cut in half by max_tokens) and NUL (PostgreSQL's text refuses it), so an answer with a
valid grade is stored, and cached, whatever its reason spells.
"""

from __future__ import annotations

import json
import re

#: The most answer text kept per stored field (reason, raw_text) of one suggestion: 16 KiB of UTF-8.
MAX_ANSWER_BYTES = 16 * 1024

_ANSWER_KEYS = frozenset({"grade", "reason"})
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def storable(text: str | None) -> str | None:
    """The text with every character UTF-8 or a database cannot hold (a lone surrogate, NUL) as U+FFFD."""
    if text is None or _UNSTORABLE.search(text) is None:
        return text
    # a high and a low surrogate side by side are one character: UTF-16 joins them, and marks the rest
    joined = text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
    return joined.replace("\x00", "\ufffd")


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
