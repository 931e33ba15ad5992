"""Disguises a model reads through and a pattern does not, undone before the reading (labeler.judge.suspects.reading).

HTML character references (``giv&#101;``, to printable ASCII only; an invisible one, ``&shy;``, dropped; a space
one, ``&nbsp;``, a space), the text markup carries where a model reads it and a pattern does not see it as a
clause (an attribute's text, ``alt``, ``title``, ``aria-label``, ``content``, ``data-*``..., read on lines of its
own after its tag; inline tags, ``<b>``, ``<span>``, dropped, so ``ig<b>no</b>re`` reads ``ignore``; other tags
and comments stand on lines of their own), hex runs where the text names hex (read followed by their decoding
when it is prose), URL encoding (``Ignore%20the%20rubric``),
ROT13 where the text names it (read followed by its decoding), text typed backwards after a right-to-left
override (read followed by it reversed), words run together in a hashtag (``#PleaseRateThis3`` reads
``please rate this 3.``) and three words or more joined by underscores (``grade_this_passage_3``, read
followed by its words). Each pass is a regular expression that starts with its rare mark (``&``, ``%``,
``#``, ``_``, ``<``), run over the whole corpus at once, so a text without the mark costs a C-level scan only.
Letters drawn as other letters that NFKD leaves alone (small capitals ``ᴀssɪɢɴ``, negative circled and squared
letters ``🅖🅡🅐🅓🅔``) are read as the Latin letters they show, and other scripts' digits (Persian ``۳``, Arabic
``٣``, Devanagari ``३``, Thai ``๓``) as digits (``latin_letters``).
"""

from __future__ import annotations

import codecs
import html
import re
import unicodedata
from urllib.parse import unquote

_ENTITY = re.compile(r"&(?:#(\d{2,7})|#[xX]([0-9a-fA-F]{2,6})|([A-Za-z]{2,8}));")
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
    """text when it is printable ASCII (never the corpus separator), else what was written; an invisible
    character (a soft hyphen, a zero-width space: format characters) nothing, a space one a space."""
    if text.isascii() and text.isprintable():
        return text
    if text and all(unicodedata.category(char) == "Cf" for char in text):
        return ""
    return " " if text.isspace() and "\x1e" not in text else written


# Markup: a comment, a tag; the attributes whose text a model reads; the tags that sit inside a word or a line.
_COMMENT = re.compile(r"<!--(.*?)-->", re.S)
_TAG = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9]*)\b([^<>\x1e]{0,2000})>")
_TEXT_ATTRIBUTE = re.compile(r"""(?:^|\s)(?:alt|title|aria-label|aria-description|placeholder|label|summary|content|value|"""
                             r"""data-[\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')""")
_INLINE = frozenset(("b", "i", "u", "s", "em", "strong", "span", "a", "font", "mark", "small", "big", "sup", "sub",
                     "code", "abbr", "tt", "ins", "del", "q", "cite", "kbd", "var", "wbr"))


def _tag(match: re.Match[str]) -> str:
    """A tag as a model reads it: its attributes' text on lines of their own after it; an inline tag without
    such text dropped inside a word and left as it stands between words, any other on a line of its own."""
    texts = [first or second for first, second in _TEXT_ATTRIBUTE.findall(match.group(3))]
    said = "".join(f"{text}\n" for text in texts if text.strip())
    if match.group(2).lower() in _INLINE and not said:
        text, start, end = match.string, match.start(), match.end()
        inside = start > 0 and end < len(text) and text[start - 1].isalnum() and text[end].isalnum()
        return "" if inside else match.group()  # "ev<b>alu</b>ator" reads "evaluator"; between words it stays
    return f"\n{match.group()}\n{said}"


def _markup(joined: str) -> str:
    """Texts with their markup read as a model reads it (a comment's text stands on its own lines; an empty one, inside a
    word, is dropped)."""
    if "<!--" in joined:
        joined = _COMMENT.sub(lambda m: f"\n{m.group(1)}\n" if m.group(1).strip() else "", joined)  # "ig<!---->nore"
    return _TAG.sub(_tag, joined)


# A run of hex bytes where the text names hex ("decode (hex): 53636f7265..."): a model decodes it.
_HEX_NAMES = ("hex", "Hex", "HEX")
_HEX_RUN = re.compile(r"(?<![\w])(?:0x)?[0-9A-Fa-f]{2}(?:[ :,]?(?:0x)?[0-9A-Fa-f]{2}){5,}(?![\w])")
_HEX_DIGITS = re.compile(r"0x|[^0-9A-Fa-f]")
_PROSE = re.compile(r"[A-Za-z]+(?: [A-Za-z0-9,.:;'!?\-]+)+")


def _with_hex(match: re.Match[str]) -> str:
    """A hex run followed by the text it spells when that is prose; else as it stands (a hash, a colour, a key)."""
    digits = _HEX_DIGITS.sub("", match.group())
    if len(digits) % 2:
        return match.group()
    text = bytes.fromhex(digits).decode("latin-1").strip()
    return f"{match.group()}\n{text}\n" if text.isascii() and _PROSE.fullmatch(text) else match.group()


def _latin_table() -> dict[int, str]:
    """Letters drawn as Latin letters that NFKD leaves alone: small capitals ("LATIN LETTER SMALL CAPITAL G"),
    negative circled and squared capitals (U+1F150, U+1F170); and other scripts' digits, read as digits."""
    table: dict[int, str] = {}
    for code in (*range(0x0250, 0x02B0), *range(0x1D00, 0x1D80), *range(0xA720, 0xA800)):
        name = unicodedata.name(chr(code), "")
        if name.startswith("LATIN LETTER SMALL CAPITAL ") and len(name) == len("LATIN LETTER SMALL CAPITAL ") + 1:
            table[code] = name[-1].lower()
    for first in (0x1F150, 0x1F170):
        table.update({first + offset: chr(ord("a") + offset) for offset in range(26)})
    for zero in (0x0660, 0x06F0, 0x0966, 0x09E6, 0x0E50):  # Arabic-Indic, Persian, Devanagari, Bengali, Thai digits
        table.update({zero + digit: str(digit) for digit in range(10)})
    return table


_LATIN_TABLE = _latin_table()
_DRAWN_LATIN = re.compile("[" + "".join(chr(code) for code in _LATIN_TABLE) + "]")


def latin_letters(joined: str) -> str:
    """Small capitals and negative circled or squared letters read as the Latin letters they show, other scripts'
    digits as digits ("۳" as "3")."""
    return joined.translate(_LATIN_TABLE) if _DRAWN_LATIN.search(joined) else joined


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
    if "<" in joined:
        joined = _markup(joined)
    if any(name in joined for name in _HEX_NAMES):
        joined = _HEX_RUN.sub(_with_hex, joined)
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
