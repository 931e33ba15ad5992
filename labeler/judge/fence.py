"""The one sink for untrusted text in a prompt: fenced blocks whose token no untrusted field contains.

Query, chunk and metadata texts come from whoever wrote the corpus. A prompt shows each of them
only inside a block opened by ``BEGIN <LABEL> <token>`` and closed by ``END <LABEL> <token>``,
where the token is derived from every untrusted field of the prompt and checked to be absent
from all of them, so no field can close its block early or open a fake one. Fields that are
labels of one line (a title) are collapsed to one line first.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from collections.abc import Iterable, Sequence

TOKEN_LENGTH = 12

# Unicode line and paragraph separators render as line breaks, as do the C0/C1 controls.
_LINE_BREAKING_CATEGORIES = frozenset({"Cc", "Zl", "Zp"})
_SPACES_RE = re.compile(r"\s+")


def one_line(text: str | None) -> str:
    """The text as one line: every run of whitespace or control characters becomes one space."""
    if not text:
        return ""
    kept = "".join(" " if unicodedata.category(char) in _LINE_BREAKING_CATEGORIES else char for char in text)
    return _SPACES_RE.sub(" ", kept).strip()


def fence_token(untrusted: Iterable[str]) -> str:
    """A 12-hex-digit token derived from every untrusted text and guaranteed to occur in none of them."""
    texts = list(untrusted)
    # JSON of a list keeps field boundaries unambiguous; the counter only moves on the (practically
    # impossible) chance that a text already holds the derived token.
    seed = json.dumps(texts, ensure_ascii=False).encode("utf-8")
    counter = 0
    while True:
        digest = hashlib.sha256(seed + b"\x00" + str(counter).encode("ascii")).hexdigest()
        token = digest[:TOKEN_LENGTH]
        if not any(token in text for text in texts):
            return token
        counter += 1


def fenced(label: str, parts: Sequence[str], token: str | None = None) -> str:
    """Untrusted parts, one per line, between ``BEGIN <label> <token>`` and ``END <label> <token>`` lines.

    token: shared by several blocks of one prompt (fence_token over all of their parts); by
    default derived from these parts. A token found inside a part is a ValueError, never a leak.
    """
    if token is None:
        token = fence_token(parts)
    elif any(token in part for part in parts):
        raise ValueError("the fence token occurs inside the text it fences")
    body = "\n".join(parts)
    return f"BEGIN {label} {token}\n{body}\nEND {label} {token}"
