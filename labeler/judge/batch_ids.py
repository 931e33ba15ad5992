"""The custom_id of a batch request, and how an answer's echoed model is matched to the model asked.

A custom_id is ``lb-<tag>-<index>-<digest>``: the job's own random tag (so no two jobs, of this
database or another, share an id), the line's index in the job, and 8 hex digits of a hash of the
suggestion set, prompt hash, pair and input hash (so the id names what was asked). labeler before
these ids wrote ``r<index>``, restarting at r0 for every job; such jobs are still collected.
"""

from __future__ import annotations

import hashlib
import re
import secrets

ID_PREFIX = "lb"
# A model's dated snapshot, as OpenAI names the model that answered: gpt-4o-mini-2024-07-18, gpt-4-0613.
_SNAPSHOT = re.compile(r"-(\d{4}-\d{2}-\d{2}|\d{4})")


def job_tag() -> str:
    """A new job's random tag: 12 hex digits (48 bits)."""
    return secrets.token_hex(6)


def custom_id(tag: str, index: int, *, model: str, prompt_hash: str, query_id: str, chunk_id: str,
              input_hash: str | None) -> str:
    """The custom_id of the index-th request of the job tagged tag, for this pair, set and prompt."""
    named = "\x1f".join((model, prompt_hash, query_id, chunk_id, input_hash or ""))
    digest = hashlib.sha256(named.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    return f"{ID_PREFIX}-{tag}-{index}-{digest}"


def names_model(asked: str, named: str) -> bool:
    """Whether an answer naming model `named` comes from the model `asked`: the same name (case aside),
    or a dated snapshot of it (gpt-4o-mini -> gpt-4o-mini-2024-07-18). A sample set "M#k" asked M."""
    sample = re.fullmatch(r"(.+)#\d+", asked)
    for name in (asked, sample.group(1)) if sample else (asked,):
        if named.casefold() == name.casefold():
            return True
        if named.casefold().startswith(name.casefold()) and _SNAPSHOT.fullmatch(named[len(name):]):
            return True
    return False
