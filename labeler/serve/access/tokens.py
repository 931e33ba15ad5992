"""Annotator tokens for `labeler serve`: which secret opens the app as which annotator, in which role.

A token line is `NAME=TOKEN` or `NAME=TOKEN:ROLE` (a tab may stand for `=`); the role is annotator
(the default), adjudicator or coordinator (labeler.services.roles). `:` is not in a token's alphabet,
so the role suffix can never be part of a token.

Tokens are secrets: no message, repr or log line here ever contains one, and lookups compare
every known token in constant time (hmac.compare_digest), so response times do not tell a
visitor how much of a guess was right.
"""

from __future__ import annotations

import hmac
import re
import secrets
import stat
import unicodedata
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

from labeler.domain.errors import InputError, LabelerError
from labeler.services.roles import Role, parse_role

MIN_TOKEN_LENGTH = 16
# URL-unreserved characters only: a token travels in `?token=` and in a cookie unescaped.
TOKEN_PATTERN = re.compile(r"[A-Za-z0-9._~-]+")
ALPHABET_HINT = "letters, digits and - _ . ~"
MAKE_ONE = "(labeler serve --new-token NAME makes one)"
NEW_TOKEN_BYTES = 24  # secrets.token_urlsafe(24): 32 characters, 192 random bits
# Invisible characters an editor may leave around a line or a field (a UTF-8 BOM, zero-width spaces),
# stripped with the usual blanks: "\ufeffalice" must not become an annotator of its own.
INVISIBLE_BLANKS = "\ufeff\u200b\u2060"


class Member(NamedTuple):
    """Who a token opens the app as: the annotator's name and their role."""

    name: str
    role: Role


class TokenBook:
    """The tokens `labeler serve` accepts and the annotator (and role) each one opens the app as."""

    __slots__ = ("_entries",)

    def __init__(self, entries: Iterable[tuple[str, str] | tuple[str, str, Role]]) -> None:
        self._entries = tuple((entry[1].encode("utf-8"), Member(entry[0], entry[2] if len(entry) > 2 else Role.ANNOTATOR))
                              for entry in entries)

    def __repr__(self) -> str:
        return f"TokenBook({len(self._entries)} tokens for {', '.join(self.annotators)})"

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def annotators(self) -> list[str]:
        """The annotators' names, each once, in the order first given."""
        return list(dict.fromkeys(member.name for _, member in self._entries))

    def member_for(self, offered: str | None) -> Member | None:
        """The annotator and role the offered token opens the app as, or None; every token is compared,
        whether or not an earlier one matched, so the time taken says nothing about the guess."""
        if not offered:
            return None
        candidate = offered.encode("utf-8", "surrogateescape")
        found: Member | None = None
        for token, member in self._entries:
            matched = hmac.compare_digest(candidate, token)
            if matched and found is None:
                found = member
        return found

    def mask(self, text: str, mask: str = "***") -> str:
        """text with every token of the book replaced by mask (for log lines)."""
        for token, _ in self._entries:
            text = text.replace(token.decode("utf-8"), mask)
        return text

    def annotator_for(self, offered: str | None) -> str | None:
        """Test seam: member_for reduced to the name, for tests of who a token opens the app as.

        The annotator the offered token opens the app as, or None (see member_for)."""
        member = self.member_for(offered)
        return member.name if member is not None else None


def new_token_line(annotator: str) -> str:
    """A `NAME=TOKEN` line (`NAME=TOKEN:ROLE` for `NAME:ROLE`) with a fresh random token, for a tokens file."""
    name, role = annotator, None
    if ":" in annotator and annotator.rsplit(":", 1)[1].strip().lower() in {r.value for r in Role}:
        name, role = (part.strip() for part in annotator.rsplit(":", 1))
    check_annotator(name, "--new-token", None)
    suffix = f":{role.lower()}" if role else ""
    return f"{name}={secrets.token_urlsafe(NEW_TOKEN_BYTES)}{suffix}"


def unblanked(text: str) -> str:
    """text without surrounding blanks, invisible ones (a BOM, zero-width spaces) included."""
    previous = None
    while previous != text:
        previous, text = text, text.strip().strip(INVISIBLE_BLANKS)
    return text


def check_annotator(name: str, where: str, line: int | None) -> None:
    """Refuse an annotator name that is empty or holds control characters (it is shown in the app)."""
    if not name.strip():
        raise InputError(where, line, "the annotator name is empty (write NAME=TOKEN)")
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in name):
        raise InputError(where, line, "the annotator name holds a control character")
    if any(unicodedata.category(ch) == "Cf" for ch in name):
        raise InputError(where, line, "the annotator name holds an invisible character")


def split_entry(text: str, where: str, line: int | None) -> tuple[str, str, Role]:
    """(name, token, role) from `NAME=TOKEN[:ROLE]` or `NAME<TAB>TOKEN[:ROLE]` (role: annotator by
    default); the error never repeats the text, which may hold a token."""
    separators = [i for i in (text.find("="), text.find("\t")) if i >= 0]
    if not separators:
        raise InputError(where, line, "expected NAME=TOKEN (or NAME, a tab, TOKEN)")
    cut = min(separators)
    name, token = unblanked(text[:cut]), unblanked(text[cut + 1 :])
    check_annotator(name, where, line)
    role = Role.ANNOTATOR
    if ":" in token:
        token, role_name = (unblanked(part) for part in token.rsplit(":", 1))
        try:
            role = parse_role(role_name)
        except ValueError as exc:
            raise InputError(where, line, f"{exc} after the token of {name!r}") from None
    if not token:
        raise InputError(where, line, f"no token after the annotator name {name!r}")
    if not TOKEN_PATTERN.fullmatch(token):
        raise InputError(where, line, f"the token of {name!r} may hold only {ALPHABET_HINT} {MAKE_ONE}")
    if len(token) < MIN_TOKEN_LENGTH:
        raise InputError(where, line, f"the token of {name!r} is shorter than {MIN_TOKEN_LENGTH} characters {MAKE_ONE}")
    return name, token, role


def _no_duplicates(entries: list[tuple[str, int, str, str, Role]]) -> list[tuple[str, str, Role]]:
    """(name, token, role) from (source, line, name, token, role), refusing a token given twice (it
    would open the app as two people)."""
    seen: dict[str, str] = {}
    members = []
    for source, line, name, token, role in entries:
        if token in seen:
            raise InputError(source, line, f"the token of {name!r} is the same as the token at {seen[token]}")
        seen[token] = f"{source}:{line}"
        members.append((name, token, role))
    return members


def read_token_book(options: Iterable[str], path: Path | None) -> TokenBook:
    """The tokens of `--annotator-token NAME=TOKEN[:ROLE]` options and of a `--tokens FILE` (lines the same,
    or NAME<TAB>TOKEN[:ROLE]; `#` comments, blank lines; a UTF-8 BOM and invisible blanks stripped);
    refuses a malformed line, a short or repeated token, an unknown role."""
    entries: list[tuple[str, int, str, str, Role]] = []
    for number, option in enumerate(options, start=1):
        entries.append(("--annotator-token", number, *split_entry(option, "--annotator-token", number)))
    if path is not None:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise LabelerError(f"cannot read the tokens file {path}: {exc}") from None
        for number, raw in enumerate(text.splitlines(), start=1):
            line = unblanked(raw)
            if line and not line.startswith("#"):
                entries.append((str(path), number, *split_entry(line, str(path), number)))
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
