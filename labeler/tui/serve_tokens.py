"""Annotator tokens for `labeler serve`: which secret opens the app as which annotator.

Tokens are secrets: no message, repr or log line here ever contains one, and lookups compare
every known token in constant time (hmac.compare_digest), so response times do not tell a
visitor how much of a guess was right.
"""

from __future__ import annotations

import hmac
import re
import secrets
import stat
from collections.abc import Iterable
from pathlib import Path

from labeler.domain.errors import InputError, LabelerError

MIN_TOKEN_LENGTH = 16
# URL-unreserved characters only: a token travels in `?token=` and in a cookie unescaped.
TOKEN_PATTERN = re.compile(r"[A-Za-z0-9._~-]+")
ALPHABET_HINT = "letters, digits and - _ . ~"
MAKE_ONE = "(labeler serve --new-token NAME makes one)"
NEW_TOKEN_BYTES = 24  # secrets.token_urlsafe(24): 32 characters, 192 random bits


class TokenBook:
    """The tokens `labeler serve` accepts and the annotator each one opens the app as."""

    __slots__ = ("_entries",)

    def __init__(self, entries: Iterable[tuple[str, str]]) -> None:
        self._entries = tuple((token.encode("utf-8"), name) for name, token in entries)

    def __repr__(self) -> str:
        return f"TokenBook({len(self._entries)} tokens for {', '.join(self.annotators)})"

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def annotators(self) -> list[str]:
        """The annotators' names, each once, in the order first given."""
        return list(dict.fromkeys(name for _, name in self._entries))

    def annotator_for(self, offered: str | None) -> str | None:
        """The annotator the offered token opens the app as, or None; every token is compared,
        whether or not an earlier one matched, so the time taken says nothing about the guess."""
        if not offered:
            return None
        candidate = offered.encode("utf-8", "surrogateescape")
        found: str | None = None
        for token, name in self._entries:
            matched = hmac.compare_digest(candidate, token)
            if matched and found is None:
                found = name
        return found


def new_token_line(annotator: str) -> str:
    """A `NAME=TOKEN` line with a fresh random token, for a tokens file."""
    check_annotator(annotator, "--new-token", None)
    return f"{annotator}={secrets.token_urlsafe(NEW_TOKEN_BYTES)}"


def check_annotator(name: str, where: str, line: int | None) -> None:
    """Refuse an annotator name that is empty or holds control characters (it is shown in the app)."""
    if not name.strip():
        raise InputError(where, line, "the annotator name is empty (write NAME=TOKEN)")
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in name):
        raise InputError(where, line, "the annotator name holds a control character")


def split_entry(text: str, where: str, line: int | None) -> tuple[str, str]:
    """(name, token) from `NAME=TOKEN` or `NAME<TAB>TOKEN`; the error never repeats the text,
    which may hold a token."""
    separators = [i for i in (text.find("="), text.find("\t")) if i >= 0]
    if not separators:
        raise InputError(where, line, "expected NAME=TOKEN (or NAME, a tab, TOKEN)")
    cut = min(separators)
    name, token = text[:cut].strip(), text[cut + 1 :].strip()
    check_annotator(name, where, line)
    if not token:
        raise InputError(where, line, f"no token after the annotator name {name!r}")
    if not TOKEN_PATTERN.fullmatch(token):
        raise InputError(where, line, f"the token of {name!r} may hold only {ALPHABET_HINT} {MAKE_ONE}")
    if len(token) < MIN_TOKEN_LENGTH:
        raise InputError(where, line, f"the token of {name!r} is shorter than {MIN_TOKEN_LENGTH} characters {MAKE_ONE}")
    return name, token


def _no_duplicates(entries: list[tuple[str, int, str, str]]) -> list[tuple[str, str]]:
    """(name, token) pairs from (source, line, name, token), refusing a token given twice (it would
    open the app as two people)."""
    seen: dict[str, str] = {}
    pairs = []
    for source, line, name, token in entries:
        if token in seen:
            raise InputError(source, line, f"the token of {name!r} is the same as the token at {seen[token]}")
        seen[token] = f"{source}:{line}"
        pairs.append((name, token))
    return pairs


def read_token_book(options: Iterable[str], path: Path | None) -> TokenBook:
    """The tokens of `--annotator-token NAME=TOKEN` options and of a `--tokens FILE` (lines NAME=TOKEN or
    NAME<TAB>TOKEN, `#` comments, blank lines); refuses a malformed line, a short or repeated token."""
    entries: list[tuple[str, int, str, str]] = []
    for number, option in enumerate(options, start=1):
        entries.append(("--annotator-token", number, *split_entry(option, "--annotator-token", number)))
    if path is not None:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise LabelerError(f"cannot read the tokens file {path}: {exc}") from None
        for number, raw in enumerate(text.splitlines(), start=1):
            if raw.strip() and not raw.lstrip().startswith("#"):
                entries.append((str(path), number, *split_entry(raw, str(path), number)))
    if not entries:
        raise LabelerError("no annotator tokens: give --annotator-token NAME=TOKEN or --tokens FILE "
                           "(labeler serve --new-token NAME prints a line for the file)")
    return TokenBook(_no_duplicates(entries))


def readable_by_others(path: Path) -> bool:
    """Whether the tokens file's permissions let group or others read it (chmod 600 fixes that)."""
    try:
        return bool(path.stat().st_mode & (stat.S_IRGRP | stat.S_IROTH))
    except OSError:
        return False
