"""Prompt sizes for --dry-run: the model's own tokenizer when tiktoken knows the model and has its
encoding on this machine, else an estimate that says it is one. Never a network request.

tiktoken downloads an encoding the first time it is used and caches it (TIKTOKEN_CACHE_DIR, else
DATA_GYM_CACHE_DIR, else <tmp>/data-gym-cache). Offline, that download would fail only after
the HTTP stack gives up; local_encoding() instead loads the encoding with downloads refused, so
it either finds the file locally (a cache or a package that ships it) or falls back at once.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from labeler.judge.prompt import estimate_tokens

if TYPE_CHECKING:
    import tiktoken

ESTIMATE_LABEL = "estimate (≈4 chars/token)"

#: Tokens of a typical answer: the JSON object with a grade and a one- or two-sentence reason.
ANSWER_TOKENS = 60
ANSWER_LABEL = f"estimate (≈{ANSWER_TOKENS} per answer: a grade and a one- or two-sentence reason)"

# OpenAI's chat format wraps each message in a few tokens and primes the reply with a few more.
_TOKENS_PER_MESSAGE = 3
_TOKENS_PER_REPLY = 3

Messages = list[dict[str, str]]


class _DownloadRefused(Exception):
    """tiktoken wanted to fetch an encoding from the network."""


@dataclass(frozen=True, slots=True)
class TokenCounter:
    """Counts the prompt tokens of chat requests; label says how (tokenizer or estimate)."""

    label: str
    exact: bool
    _encode_batch: Callable[[list[str]], list[list[int]]] | None = None

    def count(self, prompts: Sequence[Messages]) -> list[int]:
        """Prompt tokens of each request (one tokenizer call for the whole batch when exact)."""
        if self._encode_batch is None:
            return [estimate_tokens(messages) for messages in prompts]
        texts = [message.get("content") or "" for messages in prompts for message in messages]
        lengths = iter([len(tokens) for tokens in self._encode_batch(texts)])
        return [
            sum(next(lengths) + _TOKENS_PER_MESSAGE for _ in messages) + _TOKENS_PER_REPLY for messages in prompts
        ]


ESTIMATE = TokenCounter(ESTIMATE_LABEL, exact=False)


@contextlib.contextmanager
def _downloads_refused() -> Iterator[None]:
    """While open, tiktoken reads local files (its cache, a packaged file) but fetches nothing."""
    import tiktoken.load
    import tiktoken.registry

    original = tiktoken.load.read_file

    def local_only(blobpath: str) -> bytes:
        if "://" in blobpath:
            raise _DownloadRefused(blobpath)
        return original(blobpath)

    # tiktoken's own registry lock: no other thread builds an encoding while the reader is swapped.
    lock: Any = getattr(tiktoken.registry, "_lock", contextlib.nullcontext())
    with lock:
        tiktoken.load.read_file = local_only
        try:
            yield
        finally:
            tiktoken.load.read_file = original


def local_encoding(model: str) -> tiktoken.Encoding | None:
    """tiktoken's encoding for model if tiktoken is installed, knows the model and has the encoding
    locally; None otherwise (immediately: nothing is downloaded)."""
    try:
        import tiktoken
        import tiktoken.model
    except ImportError:
        return None
    try:
        name = tiktoken.model.encoding_name_for_model(model)
    except KeyError:
        return None
    try:
        with _downloads_refused():
            return tiktoken.get_encoding(name)
    except (_DownloadRefused, OSError, ValueError):  # not cached, unreadable, or a corrupt cache file
        return None


def token_counter(model: str) -> TokenCounter:
    """The model's own tokenizer when available locally (see local_encoding), else the estimate."""
    encoding = local_encoding(model)
    if encoding is None:
        return ESTIMATE
    return TokenCounter(f"counted with tiktoken ({encoding.name})", exact=True, _encode_batch=encoding.encode_ordinary_batch)
