"""Settings of one judging run and the counts it reports."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Protocol

from labeler.judge.endpoint import safe_url
from labeler.judge.transport import MAX_RESPONSE_BYTES


class CancelSignal(Protocol):
    """What stops a judging run: an asyncio.Event, a threading.Event, anything with is_set()."""

    def is_set(self) -> bool:
        """Whether the run should stop."""
        ...


@dataclass(frozen=True, slots=True)
class JudgeConfig:
    """Model, endpoint and limits; base_url and api_key default to OPENAI_BASE_URL / OPENAI_API_KEY.

    max_retries: further tries of a request that failed transiently (429, 408, 409, 5xx,
    timeout, dropped connection), each after the server's Retry-After (at most max_backoff
    seconds) or a full-jitter exponential backoff from backoff_base seconds (at most max_backoff).
    concurrency is the ceiling of the adaptive in-flight limit that 429s halve. timeout bounds a
    whole request, its answer read included. An answer over max_response_bytes (decoded) is
    refused without being read whole: that pair is an error, not retried.
    """

    model: str
    base_url: str | None = None
    api_key: str | None = field(default=None, repr=False)
    concurrency: int = 8
    timeout: float = 60.0
    temperature: float = 0.0
    max_retries: int = 8
    backoff_base: float = 0.5
    max_backoff: float = 60.0
    logprobs: bool = True
    top_logprobs: int = 5
    max_response_bytes: int = MAX_RESPONSE_BYTES

    def __post_init__(self) -> None:
        if not self.model:
            raise ValueError("model must be named")
        if self.concurrency < 1:
            raise ValueError("concurrency must be at least 1")
        if self.timeout <= 0:
            raise ValueError("timeout must be positive")
        if self.max_retries < 0:
            raise ValueError("max_retries must be 0 or more")
        if self.max_response_bytes < 1:
            raise ValueError("max_response_bytes must be positive")
        if self.backoff_base < 0 or self.max_backoff < 0:
            raise ValueError("backoff_base and max_backoff must be 0 or more")

    def __repr__(self) -> str:
        # base_url as safe_url has it: crash tracebacks (Textual's show_locals) and test output show reprs
        shown = {item.name: getattr(self, item.name) for item in fields(self) if item.repr}
        if self.base_url is not None:
            shown["base_url"] = safe_url(self.base_url)
        return f"JudgeConfig({', '.join(f'{name}={value!r}' for name, value in shown.items())})"


@dataclass(slots=True)
class JudgeSummary:
    """What a run did. done counts status ok; requests counts chat calls we made (re-asks, format
    fallbacks and retries included); retries counts tries after a transient failure;
    held_back_seconds is the wall time during which the rate limiter kept a request waiting."""

    done: int = 0
    unparsed: int = 0
    refused: int = 0
    failed: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    wall_seconds: float = 0.0
    requests: int = 0
    retries: int = 0
    held_back_seconds: float = 0.0
    cancelled: bool = False

    @property
    def total(self) -> int:
        """Pairs answered in any status."""
        return self.done + self.unparsed + self.refused + self.failed

    @property
    def requests_per_second(self) -> float:
        """Chat calls per second of wall time (0 when no time passed)."""
        return self.requests / self.wall_seconds if self.wall_seconds > 0 else 0.0
