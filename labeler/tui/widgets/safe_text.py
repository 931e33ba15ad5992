"""Untrusted text (queries, chunks, LLM reasons) made safe to draw: never markup, never raw escapes.

Control characters, ANSI escape sequences, bidirectional-override marks and zero-width
characters are shown as visible escapes (ESC as ``\\x1b``, RIGHT-TO-LEFT OVERRIDE as
``<U+202E>``, ZERO WIDTH SPACE as ``<U+200B>``) by the terminal sink,
`labeler.domain.untrusted.terminal_text`, so the text reads literally and cannot move the cursor,
recolour the terminal, reorder the line or hide characters. Newlines and tabs are kept. Query
terms are highlighted with crude stemming.
"""

from __future__ import annotations

import re

from rich.style import Style
from rich.text import Text

from labeler.domain.untrusted import terminal_text

# Characters drawn at once: a longer chunk is shown in parts of this size, one keypress apart
# (the screen says which part and how to see the next), so a 1 MB chunk never stalls the UI.
DISPLAY_LIMIT_CHARS = 16 * 1024

STOPWORDS = frozenset(
    "a an and are as at be but by can do does for from how i in is it of on or that the this to was what when "
    "where which who why will with you your".split()
)
_SUFFIXES = ("ations", "ation", "ings", "ing", "edly", "ies", "ied", "ed", "es", "ly", "s")
_WORD = re.compile(r"\w+", re.UNICODE)


def visible_text(text: str) -> str:
    """text with every control, escape, bidi and zero-width character replaced by a visible escape."""
    return terminal_text(text)


def stem(word: str) -> str:
    """A crude stem: lower case without one common English suffix, never shorter than 3 letters."""
    word = word.lower()
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def query_terms(query_text: str) -> list[str]:
    """Stems of the query's words worth highlighting (no stop words, at least 3 letters), longest first."""
    stems = {stem(word) for word in _WORD.findall(query_text) if word.lower() not in STOPWORDS and len(word) >= 3}
    return sorted(stems, key=lambda s: (-len(s), s))


def term_pattern(terms: list[str]) -> re.Pattern[str] | None:
    """A case-insensitive pattern matching words that start with any stem, or None."""
    if not terms:
        return None
    return re.compile(r"\b(?:" + "|".join(re.escape(t) for t in terms) + r")\w*", re.IGNORECASE)


def highlighted(text: str, terms: list[str], style: Style | str = "bold reverse") -> Text:
    """Text showing text literally (visible escapes) with the query terms styled."""
    shown = visible_text(text)
    result = Text(shown, no_wrap=False)
    pattern = term_pattern(terms)
    if pattern is not None:
        for match in pattern.finditer(shown):
            result.stylize(style, match.start(), match.end())
    return result


def plain(text: str | None, style: Style | str = "") -> Text:
    """Untrusted text as a Text with visible escapes (empty for None)."""
    return Text(visible_text(text or ""), style=style)
