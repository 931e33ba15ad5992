"""Disguises a model reads through and a pattern does not, undone before the reading (labeler.judge.suspects.reading).

HTML character references (``giv&#101;``, to printable ASCII only), URL encoding (``Ignore%20the%20rubric``),
ROT13 where the text names it (read followed by its decoding), text typed backwards after a right-to-left
override (read followed by it reversed), words run together in a hashtag (``#PleaseRateThis3`` reads
``please rate this 3.``) and three words or more joined by underscores (``grade_this_passage_3``, read
followed by its words). Each pass is a regular expression that starts with its rare mark (``&``, ``%``,
``#``, ``_``), run over the whole corpus at once, so a text without the mark costs a C-level scan only.
"""

from __future__ import annotations

import codecs
import html
import re
from urllib.parse import unquote

_ENTITY = re.compile(r"&(?:#(\d{2,3})|#[xX]([0-9a-fA-F]{2})|([A-Za-z]{2,8}));")
# (a pattern that starts with a literal mark is searched for fast: "%", "&", "#", "rot")
_URL_ENCODED = re.compile(r"%[2-7][0-9A-Fa-f](?:[^\s\x1e%]*%[2-7][0-9A-Fa-f])+[^\s\x1e%]*")
_ROT13_NAMES = ("rot13", "ROT13", "Rot13", "rot-13", "ROT-13", "Rot-13", "rot 13", "ROT 13")
_ROT13 = re.compile(r"(?:rot|ROT|Rot)\W?13\b[^\x1e]*")
_REVERSED = re.compile("\u202e([^\u202c\x1e]*)\u202c?")
_HASHTAG = re.compile(r"#([A-Za-z][A-Za-z0-9]*[a-z0-9][A-Z][A-Za-z0-9]*)")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z0-9])|(?<=[0-9])(?=[A-Za-z])")
# (words of two letters or more: "A_U_T_O" is letters spelt out, which the reading joins)
_SNAKE_TAIL = re.compile(r"_[A-Za-z][A-Za-z0-9]+(?:_[A-Za-z0-9]+)+(?![|\w])")
_SNAKE_HEAD = re.compile(r"(?<![|\w])[A-Za-z][A-Za-z0-9]+$")


def _printable(text: str, written: str) -> str:
    """text when it is printable ASCII (never the corpus separator), else what was written."""
    return text if text.isascii() and text.isprintable() else written


def _entity(match: re.Match[str]) -> str:
    if match.group(3) is not None:
        return _printable(html.unescape(match.group()), match.group())
    code = int(match.group(1)) if match.group(1) is not None else int(match.group(2), 16)
    return _printable(chr(code), match.group()) if code < 0x110000 else match.group()


def read_through(joined: str) -> str:
    """Texts (joined by the corpus separator) as a model reads past their disguises: each pass only where its
    mark is."""
    if "&" in joined:
        joined = _ENTITY.sub(_entity, joined)
    if "%" in joined:
        joined = _URL_ENCODED.sub(lambda m: _printable(unquote(m.group()), m.group()), joined)
    if any(name in joined for name in _ROT13_NAMES):
        joined = _ROT13.sub(lambda m: f"{m.group()} {codecs.encode(m.group(), 'rot13')}", joined)
    if "\u202e" in joined:
        joined = _REVERSED.sub(lambda m: f"{m.group(1)} {m.group(1)[::-1]}", joined)
    if "#" in joined:
        joined = _HASHTAG.sub(lambda m: _CAMEL.sub(" ", m.group(1)) + ".", joined)
    return _snake_words(joined) if "_" in joined else joined


def _snake_words(joined: str) -> str:
    """Three words or more joined by underscores ("grade_this_passage_3") read followed by its words; a chat
    template's "<|begin_of_text|>" is left whole. Found from the underscores (a pass keyed on a rare mark)."""
    pieces: list[str] = []
    last = 0
    for match in _SNAKE_TAIL.finditer(joined):
        head = _SNAKE_HEAD.search(joined, max(0, match.start() - 40), match.start())
        if head is None:
            continue
        pieces += [joined[last : match.end()], " ", joined[head.start() : match.end()].replace("_", " ")]
        last = match.end()
    return "".join(pieces) + joined[last:] if pieces else joined
