"""Untrusted text made safe for each place it is written: one function per output sink.

Query and chunk text, titles, ids, annotator, model and run names, notes and LLM reasons come
from files and people. Each sink has one function here and every writer of that sink calls it
(docs/ESCAPING.md says which, and why):

- `terminal_text` — the app and the CLI's tables and messages;
- `html_text` — the HTML report (the Jinja2 environment's finalize hook, under autoescape);
- `markdown_text` and `markdown_fence` — the Markdown report;
- `csv_cell` — every CSV we write (not the TREC/TSV formats tools read, which stay byte-exact);
- `json_text` — JSON and JSONL outputs (lossless: only \\u escapes added).

The prompt sink (fencing passages for the LLM judge) lives in `labeler.judge.prompt`.

All of them first show invisible or terminal-active characters as visible escapes: C0 and C1
control characters and DEL as ``\\x1b``-style escapes (ESC, BEL, NUL, CR...), bidirectional
overrides and isolates, zero-width characters, invisible fillers and Unicode tag characters as
``<U+202E>``. Newlines and tabs are kept unless the sink needs one line.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable
from typing import Any

_BIDI = (0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A))
# Invisible characters that change what a reader or a model sees without showing: zero-width
# space/joiners, word joiner and invisible operators, BOM, Mongolian vowel separator, Hangul
# fillers (blank "letters"), interlinear annotation marks and the tag block (ASCII smuggling).
_INVISIBLE = (
    *range(0x200B, 0x200E), *range(0x2060, 0x2065), 0xFEFF, 0x180E, 0x115F, 0x1160, 0x3164, 0xFFA0,
    *range(0xFFF9, 0xFFFC), *range(0xE0000, 0xE0080),
)
_CONTROLS = (*range(0x00, 0x20), 0x7F, *range(0x80, 0xA0))

_ESCAPES: dict[int, str] = {code: f"\\x{code:02x}" for code in _CONTROLS if code not in (0x09, 0x0A)}
_ESCAPES.update({code: f"<U+{code:04X}>" for code in (*_BIDI, *_INVISIBLE)})
_ESCAPES.update({0x2028: "\n", 0x2029: "\n"})  # line/paragraph separators are line breaks

_ONE_LINE = {**_ESCAPES, 0x0A: "\\n", 0x09: "\\t", 0x2028: "<U+2028>", 0x2029: "<U+2029>"}


def _pattern(codes: Iterable[int]) -> re.Pattern[str]:
    """One character class with consecutive codes as ranges (a long class of singles is slow)."""
    spans: list[list[int]] = []
    for code in sorted(codes):
        if spans and spans[-1][1] == code - 1:
            spans[-1][1] = code
        else:
            spans.append([code, code])
    return re.compile("[" + "".join(re.escape(chr(a)) + ("-" + re.escape(chr(b)) if b > a else "") for a, b in spans) + "]")


_ESCAPED = _pattern(_ESCAPES)
_ESCAPED_ONE_LINE = _pattern(_ONE_LINE)


def terminal_text(text: object, *, one_line: bool = False, max_chars: int | None = None) -> str:
    """Text safe to print on a terminal or draw in the app: every control, escape, bidi and
    zero-width character as a visible escape (ESC as ``\\x1b``, U+202E as ``<U+202E>``); CRLF
    becomes LF. Newlines and tabs are kept, or shown as ``\\n`` and ``\\t`` with one_line=True
    (table cells, one-line error messages). None is "". With max_chars, a longer text is cut
    there and says how much was left out (a 1 MB note would stall a table for seconds).

    A regular expression finds the few characters to replace, so a clean 1 MB text costs one
    scan and no copy per character.
    """
    value = "" if text is None else str(text)
    if max_chars is not None and len(value) > max_chars:
        value = f"{value[:max_chars]}… (+{len(value) - max_chars:,} characters)"
    if "\r\n" in value:
        value = value.replace("\r\n", "\n")
    table = _ONE_LINE if one_line else _ESCAPES
    pattern = _ESCAPED_ONE_LINE if one_line else _ESCAPED
    return pattern.sub(lambda match: table[ord(match.group())], value)


def html_text(text: object) -> str:
    """Text safe inside HTML element content or a quoted attribute: visible escapes for control
    characters (terminal_text), then &, <, >, " and ' as character references."""
    return html.escape(terminal_text(text), quote=True)


# Inline Markdown punctuation (CommonMark's ASCII punctuation that can start or end a construct
# mid-line, plus the table's |). Line-start markers (#, -, +, 1.) need no escape: every call site
# puts the text mid-line, after a table pipe or a heading's hashes.
_MD_SPECIAL = re.compile(r"([\\`*_\[\]|~])")
_MD_BREAKS = re.compile(r"[\n\t\x0b\x0c]+")
# Raw HTML, comments and autolinks (<a>, </x>, <!-- -->, <?x?>, <http:..>, <=a@b.c>) all need a >
# after their <, and an entity (&lt;, &#60;) a ; after its &: such a < or & is backslash-escaped,
# any other is left as written, so "grades <= 0" and "a & b" read in the raw file as rendered.
_MD_OPENERS = re.compile(r"(<(?=.*>)|&(?=#?[A-Za-z0-9]+;))", re.S)


def markdown_text(text: object) -> str:
    """Text inert in Markdown, on one line (a table cell or a heading): visible escapes for
    control characters, line breaks and tabs as one space, Markdown punctuation backslash-escaped
    (``|`` included so a cell cannot split a table row), and a ``<`` or ``&`` that could open
    HTML, an autolink or an entity backslash-escaped too (``<=`` and ``a & b`` stay as written, so
    the raw file reads like the rendered one). Not for code blocks: see markdown_fence."""
    value = _MD_SPECIAL.sub(r"\\\1", _MD_BREAKS.sub(" ", terminal_text(text)))
    return _MD_OPENERS.sub(r"\\\1", value)


def markdown_fence(lines: list[str]) -> list[str]:
    """Lines as a fenced code block, shown verbatim by renderers (entities and backslashes are
    not decoded there, so only visible escapes are applied): the fence is one backtick longer
    than any run of backticks in the lines, so no line can close it early."""
    shown = [terminal_text(line, one_line=True) for line in lines]
    longest = max((len(run) for line in shown for run in re.findall(r"`+", line)), default=0)
    fence = "`" * max(3, longest + 1)
    return [fence, *shown, fence]


# OWASP CSV injection: a spreadsheet evaluates a cell that starts with one of these.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _formula_quoted(text: str) -> bool:
    """Whether text gets the leading ' (it starts with a formula character after any ' it has): a text
    that starts with ' then one is quoted too, so reading removes exactly the one writing added."""
    return text.lstrip("'").startswith(_FORMULA_START)


def csv_cell(value: Any) -> Any:
    """A value safe as a CSV cell opened by a spreadsheet: text gets visible escapes for control
    characters (newlines and tabs kept; the csv module quotes them) and, when it starts with
    ``= + - @``, a tab or a CR (after any ``'`` it starts with), one more leading ``'`` so no formula
    runs (OWASP); csv_text removes it again. Numbers and None pass unchanged. For CSV files only:
    TREC qrels and runs stay byte-exact."""
    if not isinstance(value, str):
        return value
    shown = terminal_text(value)  # a CR alone is shown as `\x0d`, which starts no formula
    return "'" + shown if _formula_quoted(shown) else shown


def csv_text(cell: str) -> str:
    """A CSV cell as the text it holds: the leading ' that csv_cell puts before ``= + - @``, a tab or a
    CR is removed (one ', before any other ' and such a character), so every id labeler writes to CSV
    reads back as itself. Every CSV labeler reads goes through this: a cell ``'=x`` is ``=x``."""
    if cell.startswith("'") and _formula_quoted(cell[1:]):
        return cell[1:]
    return cell


# Characters json.dumps(ensure_ascii=False) leaves raw that a terminal acts on or hides (DEL, C1,
# bidi, zero-width, line separators). Outside strings JSON is ASCII, so each one found in the dump
# is inside a string literal, where \uXXXX is the same character: the data is unchanged.
_JSON_ESCAPED = _pattern((0x7F, *range(0x80, 0xA0), 0x2028, 0x2029, *_BIDI, *_INVISIBLE))


def _json_escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    if code > 0xFFFF:  # JSON spells astral characters as a UTF-16 surrogate pair
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
    return f"\\u{code:04x}"


def json_text(obj: Any, **dumps_options: Any) -> str:
    """``json.dumps(obj, ensure_ascii=False, ...)`` with every terminal-active or invisible
    character written as a \\u escape (json already escapes C0 controls): readable UTF-8 text that
    decodes to exactly the same data and is safe to ``cat``."""
    dumps_options.setdefault("ensure_ascii", False)
    return _JSON_ESCAPED.sub(_json_escape, json.dumps(obj, **dumps_options))
