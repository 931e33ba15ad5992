"""An endpoint's URL made safe to keep and show, which URL to connect to again for a stored one, and
the API key a client uses (one rule for live and batch judging).

A base URL may carry a credential as userinfo (``https://user:secret@host/v1``, sent as Basic auth).
The request itself uses the URL as given; everything kept (the database), printed or logged gets
safe_url's form, so a credential never reaches disk. Reaching a stored endpoint again takes the
credential from the URL given now (a flag, OPENAI_BASE_URL), never from what was stored.

A credential in the query string (``?api_key=...``) is refused when a client is made (check_base_url):
a key belongs in OPENAI_API_KEY, never in a URL that is stored and shown (other parameters, such as
Azure's ``?api-version=``, go with every request: sdk.endpoint). safe_url still drops such parameters
(URLs an older labeler stored, a refused URL shown).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import Final, NamedTuple
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from labeler.domain import LabelerError
from labeler.judge.redact import UrlSecret

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
    mask in error texts that might quote the URL. The password and the values are UrlSecrets (masked
    however short); the user name is masked as an API key is, from 8 characters."""
    if not url:
        return []
    try:
        parts = urlsplit(url)
        found = [UrlSecret(parts.password or ""), parts.username or ""]
    except ValueError:
        return [url]
    found += [UrlSecret(value) for name, value in parse_qsl(parts.query, keep_blank_values=True)
              if _is_credential(name)]
    return [secret for secret in found if secret]


def check_base_url(base_url: str | None) -> None:
    """Refuse (a LabelerError) a base URL, or OPENAI_BASE_URL when base_url is None, with a credential
    in its query string: labeler never sends one. The message shows the URL as safe_url has it."""
    url = base_url or os.environ.get(BASE_URL_ENV)
    if not url:
        return
    try:
        names = [name for name, _ in parse_qsl(urlsplit(url).query, keep_blank_values=True) if _is_credential(name)]
    except ValueError:
        return  # unparsable: the client's own error says so (masked by the caller)
    if names:
        raise LabelerError(f"base URL {safe_url(url)}: a key in the query string (?{names[0]}=) is never sent to "
                           f"the server; put the key in {KEY_ENV} instead")


class _EndpointParts(NamedTuple):
    scheme: str
    host: str
    port: int | None
    path: str
    query: tuple[tuple[str, str], ...]


_DEFAULT_PORTS: Final = {"http": 80, "https": 443}


def _endpoint_parts(url: str) -> _EndpointParts | None:
    """What names an endpoint, normalised: case of scheme and host, default port, trailing "/" of the
    path, order and encoding of the query's parameters. None for an unparsable URL."""
    try:
        parts = urlsplit(url)
        scheme = parts.scheme.lower()
        port = parts.port if parts.port is not None else _DEFAULT_PORTS.get(scheme)
        query = tuple(sorted(parse_qsl(parts.query, keep_blank_values=True)))
    except ValueError:
        return None
    return _EndpointParts(scheme, (parts.hostname or "").lower(), port, parts.path.rstrip("/"), query)


def _same_endpoint(stored: str, given: str) -> bool:
    stored_parts = _endpoint_parts(stored)
    return stored_parts is not None and stored_parts == _endpoint_parts(safe_url(given))


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
    The key is never part of an error text. Every client (Judge, BatchClient) comes through here, so
    this is where check_base_url refuses a base URL with a key in its query string."""
    check_base_url(base_url)
    key = api_key or os.environ.get(KEY_ENV)
    if key:
        return key
    if not (base_url or os.environ.get(BASE_URL_ENV)):
        raise LabelerError(f"no API key: set {KEY_ENV}, or name a local server with --base-url")
    return NO_KEY
