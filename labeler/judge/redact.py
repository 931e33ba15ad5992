"""Keep API keys out of everything the judge returns or logs."""

from __future__ import annotations

import re

MASK = "***"
# Minimum length of a secret worth masking: shorter "keys" are placeholders for local servers,
# and masking every "abc" in a model's reason would only garble it. A UrlSecret has no minimum.
_MIN_SECRET_LENGTH = 8
# Anything shaped like an OpenAI-style key, even one we were not given (a gateway echoing it).
_KEY_SHAPE_RE = re.compile(r"\bsk-[A-Za-z0-9_\-*.]{6,}")


class UrlSecret(str):
    """A password or token a base URL carries (endpoint.url_secrets): masked however short, since
    such credentials often are short and, unlike an API key, are never placeholders."""

    __slots__ = ()


def redact(text: str | None, *secrets: str | None) -> str | None:
    """The text with each secret (an API key, a URL's credentials) and any sk-... key shapes replaced by "***"."""
    if text is None:
        return None
    for secret in sorted((s for s in secrets if s), key=len, reverse=True):  # longest first: none masks part of another
        if len(secret) >= _MIN_SECRET_LENGTH or isinstance(secret, UrlSecret):
            text = text.replace(secret, MASK)
    return _KEY_SHAPE_RE.sub("sk-" + MASK, text)
