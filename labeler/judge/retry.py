"""When a failed request is worth sending again, and how long to wait first.

Transient: HTTP 408, 409, 429 and 5xx, timeouts, and dropped connections. Permanent (400, 401,
403, 404, 422, ...): the same request would fail the same way, so it fails at once. The wait is
the server's Retry-After when it sends one (capped), else exponential backoff with full jitter
(a uniform draw from 0 to base x 2^attempt, capped), which spreads retries of many clients apart.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from datetime import datetime, timezone
from email.utils import parsedate_to_datetime

TRANSIENT_STATUSES = frozenset({408, 409, 429})


def is_transient_status(status: int) -> bool:
    """Whether an HTTP status is worth retrying: 408, 409, 429 or any 5xx."""
    return status in TRANSIENT_STATUSES or 500 <= status <= 599


def retry_after_seconds(headers: Mapping[str, str] | None, now: datetime | None = None) -> float | None:
    """Seconds the server asks us to wait: retry-after-ms, else Retry-After in seconds or as an
    HTTP date; None when absent, unreadable or negative (headers: a case-insensitive mapping)."""
    if headers is None:
        return None
    milliseconds = _number(headers.get("retry-after-ms"))
    if milliseconds is not None:
        return milliseconds / 1000.0
    value = headers.get("retry-after")
    if not value:
        return None
    seconds = _number(value)
    if seconds is not None:
        return seconds
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return max(0.0, (when - (now or datetime.now(timezone.utc))).total_seconds())


def backoff_seconds(attempt: int, base: float, cap: float, rng: random.Random | None = None) -> float:
    """Full-jitter backoff before retry number attempt+1: uniform in [0, min(cap, base * 2**attempt)]."""
    ceiling = min(cap, base * 2.0 ** min(attempt, 60))
    return (rng or random).uniform(0.0, ceiling)


def retry_delay(
    headers: Mapping[str, str] | None, attempt: int, base: float, cap: float, rng: random.Random | None = None
) -> float:
    """The wait before the next try: the server's Retry-After (at most cap), else full-jitter backoff."""
    asked = retry_after_seconds(headers)
    if asked is not None:
        return min(asked, cap)
    return backoff_seconds(attempt, base, cap, rng)


def _number(value: str | None) -> float | None:
    if value is None:
        return None
    try:
        number = float(value)
    except ValueError:
        return None
    return number if math.isfinite(number) and number >= 0 else None
