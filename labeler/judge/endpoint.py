"""An endpoint's URL made safe to keep and show, which URL to connect to again for a stored one, and
the API key a client uses (one rule for live and batch judging).

A base URL may carry a credential (``https://user:secret@host/v1``, ``?api_key=...``). The request
itself uses the URL as given; everything kept (the database), printed or logged gets safe_url's form,
so a credential never reaches disk. Reaching a stored endpoint again takes the credential from the
URL given now (a flag, OPENAI_BASE_URL), never from what was stored.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import Final
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from labeler.domain import LabelerError

BASE_URL_ENV: Final = "OPENAI_BASE_URL"
KEY_ENV: Final = "OPENAI_API_KEY"
#: The key sent to a server that needs none (vLLM, Ollama, llama.cpp): the SDK insists on one.
NO_KEY: Final = "no-key"
#: Shown instead of a URL that cannot be parsed (it might hold a credential, so it is never echoed).
UNREADABLE_URL: Final = "(an unreadable URL)"
# Query parameters that carry credentials, compared lowercased with "-" read as "_"; any name ending
# in one of _CREDENTIAL_ENDINGS is one too (subscription_key, access_token, client_secret...).
_CREDENTIAL_PARAMS: Final = frozenset({"key", "token", "auth", "code", "sig", "signature", "password", "secret"})
_CREDENTIAL_ENDINGS: Final = ("key", "token", "secret", "password", "signature", "auth")


def _is_credential(name: str) -> bool:
    normalized = name.lower().replace("-", "_")
    return normalized in _CREDENTIAL_PARAMS or normalized.endswith(_CREDENTIAL_ENDINGS)


def safe_url(url: str) -> str:
    """The URL without userinfo (``user:secret@``), credential query parameters (key, api_key, token,
    ...) or fragment: what may be stored, printed or logged. An unparsable URL gives UNREADABLE_URL."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        port = parts.port
    except ValueError:
        return UNREADABLE_URL
    if ":" in host:  # IPv6: urlsplit drops the brackets
        host = f"[{host}]"
    netloc = host if port is None else f"{host}:{port}"
    query = urlencode([(name, value) for name, value in parse_qsl(parts.query, keep_blank_values=True)
                       if not _is_credential(name)])
    return urlunsplit((parts.scheme, netloc, parts.path, query, ""))


def url_secrets(url: str | None) -> list[str]:
    """The credentials inside a URL (userinfo password and name, credential parameters' values), to
    mask in error texts that might quote the URL."""
    if not url:
        return []
    try:
        parts = urlsplit(url)
        found = [parts.password or "", parts.username or ""]
    except ValueError:
        return [url]
    found += [value for name, value in parse_qsl(parts.query, keep_blank_values=True) if _is_credential(name)]
    return [secret for secret in found if secret]


def _same_endpoint(stored: str, given: str) -> bool:
    return safe_url(given).rstrip("/") == stored.rstrip("/")


def reconnect_url(stored: str | None, given: Iterable[str | None] = ()) -> str | None:
    """The URL to reach a stored endpoint (a safe_url form) again: the first of given, then
    OPENAI_BASE_URL, whose safe form is the stored one (so its credential is used), else stored itself."""
    if stored is None:
        return None
    for url in (*given, os.environ.get(BASE_URL_ENV)):
        if url and _same_endpoint(stored, url):
            return url
    return stored


def resolve_api_key(api_key: str | None, base_url: str | None) -> str:
    """The key a client sends: api_key (JudgeConfig.api_key), else OPENAI_API_KEY; without one, NO_KEY
    for a named endpoint (base_url or OPENAI_BASE_URL: a local server needs none), else a LabelerError.
    The key is never part of an error text."""
    key = api_key or os.environ.get(KEY_ENV)
    if key:
        return key
    if not (base_url or os.environ.get(BASE_URL_ENV)):
        raise LabelerError(f"no API key: set {KEY_ENV}, or name a local server with --base-url")
    return NO_KEY
