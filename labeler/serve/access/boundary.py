"""What `labeler serve` lets across from the browser: requests from its own origin only, log lines
with every credential masked (tracebacks included), and websocket messages of textual-serve's shape.

- Origin: a browser names the page that made a request in `Origin` (always on a websocket
  handshake, on cross-origin fetches). SameSite=Strict keeps the cookie from other *sites*, but a
  page on another port of the same host, or a sibling subdomain, is the same site: it would get the
  cookie sent and drive the annotator's app. So a request whose Origin is present and is not the
  server's own (scheme://host:port the browser reached, or --public-url's) is refused with 403.
  A request without Origin (a top-level visit, curl) is left to the token check.
- Logs: aiohttp logs a request it cannot parse with the exception, whose text quotes the raw
  request line or header; a filter on the message alone misses it. MaskingFormatter masks the whole
  formatted line (message, exception text, traceback): every known token literally, and anything
  shaped like one (`token=...`, `Bearer ...`), which also covers wrong and revoked tokens.
- Websocket messages: textual-serve asserts their shape and a bad one ends in a traceback in the
  log. websocket_command checks it and says what is wrong in a few words, never quoting the message.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

_CREDENTIAL = re.compile(r"(token=|token%3D|token\\x3d|Bearer(?:\s|%20|\\x20|\\t)+)[^\s&;,\"'<>]+", re.IGNORECASE)
MASK = "***"
MAX_CAUSE_CHARS = 300  # of an app's start failure shown in the page
#: The terminal sizes a browser may ask for: a huge one would make the app draw (and send) megabytes.
MAX_COLUMNS, MAX_ROWS = 1000, 500
COMMANDS = frozenset({"stdin", "resize", "ping", "blur", "focus"})
_DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}


class MalformedMessage(ValueError):
    """A websocket message that is not one of textual-serve's commands; its text says what is wrong
    in a few words and never repeats the message."""


def mask_credentials(text: str, known: Callable[[str], str] | None = None) -> str:
    """text with known's secrets masked (a callable replacing them) and anything shaped like a credential."""
    if known is not None:
        text = known(text)
    return _CREDENTIAL.sub(lambda match: match.group(1) + MASK, text)


class MaskingFormatter(logging.Formatter):
    """A formatter whose whole output (message, exception, traceback, stack) has credentials masked;
    a request aiohttp could not parse is one line naming what was wrong, without its traceback."""

    def __init__(self, fmt: str, known: Callable[[str], str] | None = None) -> None:
        super().__init__(fmt)
        self._known = known

    def format(self, record: logging.LogRecord) -> str:
        """The formatted record, masked; the record's cached exception text is masked too."""
        from aiohttp.http_exceptions import HttpProcessingError

        error = record.exc_info[1] if record.exc_info else None
        if isinstance(error, HttpProcessingError):  # its text quotes the raw request: name it, never quote it
            record = logging.makeLogRecord({**record.__dict__, "exc_info": None, "exc_text": None,
                                            "msg": f"{record.getMessage()}: refused a malformed request "
                                                   f"({type(error).__name__}, HTTP {error.code})", "args": None})
        formatted = mask_credentials(super().format(record), self._known)
        if record.exc_text:
            record.exc_text = mask_credentials(record.exc_text, self._known)
        return formatted


def start_failure(error_output: str, status: int | None) -> str:
    """What the page says about an app that could not start: labeler's own one-line error (`error: ...`,
    a user error such as a database gone) with credentials masked and control characters dropped, else
    only that it failed (a traceback goes to the server's log, never to a browser)."""
    lines = [line.strip() for line in error_output.splitlines() if line.strip()]
    if lines and lines[-1].startswith("error: ") and not any(line.startswith("Traceback") for line in lines):
        said = "".join(ch for ch in lines[-1].removeprefix("error: ") if ch.isprintable())
        return "the app could not start: " + mask_credentials(said)[:MAX_CAUSE_CHARS]
    ended = f" (exit status {status})" if status is not None else ""
    return f"the app could not start{ended}; the server's log says why"


def _origin_key(url: str) -> tuple[str, str, int | None] | None:
    """(scheme, host, port) of an origin or URL, lowercased with the default port filled in; None if unreadable."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError:
        return None
    scheme, host = parts.scheme.lower(), (parts.hostname or "").rstrip(".")
    if not scheme or not host:
        return None
    return scheme, host, port if port is not None else _DEFAULT_PORTS.get(scheme)


def foreign_origin(origin: str | None, own: str, public_url: str | None) -> bool:
    """Whether a request's Origin header names a page other than the server's own origin (own: the
    scheme://host:port the request reached) or public_url's. No Origin header: not foreign."""
    if origin is None:
        return False
    key = _origin_key(origin)
    return key is None or key not in {_origin_key(own), _origin_key(public_url or "")} - {None}


def websocket_command(text: str) -> tuple[str, Any]:
    """(command, data) of one of textual-serve's websocket messages; MalformedMessage otherwise."""
    try:
        envelope = json.loads(text)
    except (ValueError, RecursionError):
        raise MalformedMessage("not JSON") from None
    if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
        raise MalformedMessage("not a [command, data] list")
    command, data = envelope[0], envelope[1] if len(envelope) > 1 else None
    if command not in COMMANDS:
        raise MalformedMessage("an unknown command")
    if command == "stdin" and not isinstance(data, str):
        raise MalformedMessage("keystrokes that are not text")
    if command == "resize":
        if not isinstance(data, dict) or not all(
            isinstance(data.get(side), int) and not isinstance(data.get(side), bool) for side in ("width", "height")
        ):
            raise MalformedMessage("a resize without a whole width and height")
        data = {"width": max(1, min(data["width"], MAX_COLUMNS)), "height": max(1, min(data["height"], MAX_ROWS))}
    if command == "ping" and not isinstance(data, (str, int, float)):
        raise MalformedMessage("a ping that is not a string or a number")
    return command, data
