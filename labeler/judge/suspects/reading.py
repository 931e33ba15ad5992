"""A passage as an LLM judge reads it: the text the detector's patterns run on.

A model reads through what trips a person's eye or a naive pattern, so the detector reads the same
way first: invisible characters (zero-width, soft hyphen, bidi controls, variation selectors)
removed, Unicode tag characters read as the ASCII they spell; compatibility forms unfolded and accents dropped (NFKD without combining
marks: fullwidth ``ｉｇｎｏｒｅ``, mathematical letters, zalgo); case folded; letters spaced out
one by one (``i g n o r e``, ``i.g.n.o.r.e``, ``忽 略``) joined; runs of spaces made one, newlines
kept (a line that starts ``system:`` is not one that says ``the system:``); Markdown emphasis
marks around words dropped (``**ignore** _previous_``) and hyphens between letters dropped
(``instruc- tions``, ``gr-aders``; ``KI-Gutachter`` reads ``kigutachter``, as the cues expect); digits read as the letters they stand for in words holding letters
(``1gn0re``, ``7h15``); a run of base64 that encodes prose followed by that prose; the disguises
of disguises.py (HTML references, URL encoding, ROT13, reversed text, hashtags, snake_case) read through. Three views: ``latin``
folds Cyrillic and Greek lookalike letters to Latin (``рrеvіоus`` reads ``previous``); ``cyrillic``,
made only of the texts holding Cyrillic letters, folds Latin lookalikes to Cyrillic (Russian planted
with Latin letters); ``greek``, made only of the texts holding Greek letters, reads them as written.

Set-wise: a corpus is read as a few strings (its texts joined by SEPARATOR: the ASCII texts apart,
whose one-byte string every step scans fastest), so each step is one C-level pass, not a Python
call per text. Each view's words (``\\w+``) are numbered once, for the cues' word keys and the
stuffing counts.
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from labeler.judge.suspects.cues.base import COMBINING, INDIC, WORD_CHAR
from labeler.judge.suspects.disguises import latin_letters, read_through
from labeler.judge.suspects.typos import corrections

SEPARATOR = "\x1e"  # ASCII record separator: between texts, never inside one (a text's own is a space)

# Characters that show nothing yet reach a model's tokenizer: soft hyphen, combining grapheme joiner,
# Arabic letter mark, Hangul fillers, Khmer and Mongolian invisibles, zero-width and bidi controls,
# invisible operators, BOM, interlinear annotation marks, variation selectors, and the tag block's
# controls (its printable tags are read as the ASCII they spell: text smuggled past a person's eye).
_INVISIBLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f"
    "\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\U000e0000-\U000e001f\U000e007f\U000e0100-\U000e01ef]"
)
_TAGS = re.compile("[\U000e0020-\U000e007e]+")
# Single characters each followed by separators, between spaces: a word spelt out ("i g n o r e",
# "i  g n  o", "A.s.s.i.s.t.a.n.t.:", "{.".g.r.a.d.e.".:", "< | i m _ s t a r t | >", "i•g•n•o•r•e",
# "i✨g✨n", one letter a line); _join_spaced decides what is joined.
# The separator of a word spelt out: anything but a letter, a digit, a space or a tab (dots, dashes,
# slashes, bullets, emoji, line breaks...), one or two of it the same between every two characters.
_SPACER_CLASS = "[^\\w \\t" + SEPARATOR + INDIC + "]"  # an Indic or Khmer vowel sign is no separator
# Three characters or more one or two spaces apart ("a b" is ordinary text; words of a spelt-out text
# stand three spaces apart), or two or more with any other separator, repeated the same.
_SPACED_OUT = re.compile(
    rf"([\s\W])(?:(\S(?: {{1,2}}\S){{2,}})|(\S({_SPACER_CLASS}{{1,2}})(?:\S\4)*\S))(?={_SPACER_CLASS}{{0,2}}\s)"
)
# Three letters or more each followed by one or two separators that change as they go (a dash, a
# dot, a space, an underscore...: "i-g.n o_r.e"), not inside a word and ending at a space (marks
# around it kept: '{"-g-r a.d-e-"_:'): a word spelt out with mixed separators, joined as
# _join_spaced joins the others.
_MIXED_OUT = re.compile(rf"(?<![^\W_])([^\W_](?:(?:[^\w\s{INDIC}]|[_ ]){{1,2}}[^\W_]){{2,}})(?=(?:[^\w\s]|_)*(?:\s|$))")
_MIXED_SEPARATORS = re.compile(r"(?:[^\w\s]|[_ ])+")
_SPACED_WORDS = re.compile(r"((?:[^\w\s]|_)*\s(?:[^\w\s]|_)*)")  # between words spelt out: a space and marks
# Two characters one space apart with two spaces on one side: "c e" of "c e   passage".
_SPACED_PAIR = re.compile(r"(?<=\s\s)(\S) (\S)(?=\s)|(?<=\s)(\S) (\S)(?=\s\s)")
_ODD_SPACES = re.compile("[\t\x0b\x0c\x1c\x1d\x1f\u1680]")
_ODD_BREAKS = re.compile("[\r\x85\u2028\u2029]")
_SPACES = re.compile("  +")
_BREAKS = re.compile("[ \n]*\n[ \n]*")
WORD = re.compile(WORD_CHAR + "+")  # a word: letters and digits, and the vowel signs of INDIC's scripts
_WORDS = re.compile(WORD_CHAR + "+|" + SEPARATOR)
_ASCII_WORDS = re.compile(r"\w+|" + SEPARATOR)  # the same on ASCII text, and faster
_EMPHASIS = re.compile("[*`]+")  # Markdown emphasis and code marks around words
_UNDERSCORES = re.compile("_+")
# A word broken by a hyphen (at a line's end or inside it): "instruc- tions", "gr-aders", "KI-Gutachter".
_BROKEN_WORD = re.compile(r"([^\W\d_])- ?(?=[^\W\d_])")

# Lowercase lookalikes (the text is case folded first): Cyrillic and Greek letters drawn like Latin
# ones, and the Latin letters drawn like Cyrillic ones for the other direction.
_TO_LATIN = {
    "а": "a", "в": "b", "г": "r", "е": "e", "і": "i", "ј": "j", "к": "k", "м": "m", "н": "h", "о": "o",
    "п": "n", "р": "p", "с": "c", "ѕ": "s", "т": "t", "у": "y", "х": "x", "ԁ": "d", "ԛ": "q", "ԝ": "w",
    "ӏ": "l", "ь": "b", "α": "a", "β": "b", "γ": "y", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v",
    "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "ω": "w", "ı": "i", "ɑ": "a", "ɡ": "g",
}
_TO_CYRILLIC = {
    "a": "а", "b": "в", "c": "с", "e": "е", "h": "н", "k": "к", "m": "м", "o": "о", "p": "р", "t": "т",
    "x": "х", "y": "у",
}
_LATIN_LOOKALIKES = re.compile("[" + "".join(_TO_LATIN) + "]")
_CYRILLIC_LOOKALIKES = re.compile("[" + "".join(_TO_CYRILLIC) + "]")
_CYRILLIC = re.compile("[\u0400-\u04ff]")
_GREEK = re.compile("[\u0370-\u03ff]")
# the scripts written without spaces between words, one table for the readers of words (the vocabularies' entries
# found inside a word, here and in the concept pairs; the learned stage's short sentences; the regex cues name their
# own scripts): Thai, Lao, Tibetan; Burmese and its extensions; Khmer and its symbols; New Tai Lue, Tai Tham,
# Balinese, Javanese; kana and the katakana extension; CJK ideographs, Yi, the compatibility ideographs, and the
# ideographs of planes 2 and 3. Halfwidth kana arrive as kana: the views are NFKD.
_THAI = (0x0E00, 0x0E7F)
UNSPACED_RANGES: tuple[tuple[int, int], ...] = (
    _THAI, (0x0E80, 0x0FFF), (0x1000, 0x109F), (0x1780, 0x17FF), (0x1980, 0x19FF), (0x1A20, 0x1AAF),
    (0x1B00, 0x1B7F), (0x3040, 0x30FF), (0x31F0, 0x31FF), (0x3400, 0x9FFF), (0xA000, 0xA4CF), (0xA980, 0xA9FF),
    (0xAA60, 0xAA7F), (0xF900, 0xFAFF), (0x20000, 0x3FFFF),
)


def _characters(ranges: Sequence[tuple[int, int]]) -> re.Pattern[str]:
    return re.compile("[" + "".join(f"{re.escape(chr(low))}-{re.escape(chr(high))}" for low, high in ranges) + "]")


# where a vocabulary entry is searched inside a word: every script of the table but Thai, whose vocabulary's short
# entries sit inside common words ("คุณ", you, inside "คุณภาพ", quality): a Thai entry is matched whole, as a page
# writes it between spaces
FOUND_INSIDE = _characters([low_high for low_high in UNSPACED_RANGES if low_high != _THAI])
# the scripts of the table that put a space between phrases and sentences and end none with a full stop (Thai, Lao):
# where the learned stage joins short sentences, a run of them between spaces counts as one word, not a character
# each, so a heading "ขั้นที่ 3." is read with the clause after it
PHRASES_SPACED = (_THAI, (0x0E80, 0x0EFF))
# Tibetan ends each syllable with a tsheg and puts a space only after a phrase's shad: in the join a syllable between
# tshegs counts as one word, so a heading "སྒོ་ 3།" (gate 3) is read with the clause after it
SYLLABLES_SPACED, SYLLABLE_ENDS = (0x0F00, 0x0FFF), "\u0f0b\u0f0c"


@dataclass(frozen=True, slots=True)
class Words:
    """A view's words, numbered: ``ids`` in reading order (separators left out), ``text`` the view's
    text index of each, ``vocab`` the distinct words (id = position)."""

    vocab: tuple[str, ...]
    ids: np.ndarray
    text: np.ndarray
    _sorted: list[str] = field(default_factory=list, repr=False)
    _order: list[int] = field(default_factory=list, repr=False)
    _wide: list[int] = field(default_factory=list, repr=False)
    _numbers: dict[str, int] = field(default_factory=dict, repr=False)

    def matching(self, word: str) -> list[int]:
        """The ids of the words a vocabulary entry names: ``word`` itself, ``word*`` every word starting
        so, and any word holding it when it is written in a script without spaces."""
        if FOUND_INSIDE.search(word):
            return self.containing(word.rstrip("*"))
        if word.endswith("*"):
            return self.with_prefix(word[:-1])
        if not self._numbers and self.vocab:
            self._numbers.update((w, i) for i, w in enumerate(self.vocab))
        number = self._numbers.get(word)
        return [] if number is None else [number]

    def with_prefix(self, prefix: str) -> list[int]:
        """The ids of the words starting with prefix."""
        if not self._sorted:
            order = sorted(range(len(self.vocab)), key=self.vocab.__getitem__)
            self._order.extend(order)
            self._sorted.extend(self.vocab[i] for i in order)
        first = bisect_left(self._sorted, prefix)
        last = bisect_left(self._sorted, prefix + "\U0010ffff", first)
        return self._order[first:last]

    def containing(self, part: str) -> list[int]:
        """The ids of the words holding part anywhere (for scripts written without spaces, whose
        words are whole clauses: only the words outside the ASCII range are searched)."""
        if not self._wide:
            self._wide.extend(index for index, word in enumerate(self.vocab) if not word.isascii())
            self._wide.append(-1)  # searched once, even when none is
        return [index for index in self._wide[:-1] if part in self.vocab[index]]


def _words(view: str) -> Words:
    tokens = (_ASCII_WORDS if view.isascii() else _WORDS).findall(view)
    numbers = {word: index for index, word in enumerate(dict.fromkeys(tokens))}
    ids = np.fromiter(map(numbers.__getitem__, tokens), dtype=np.int64, count=len(tokens))
    separator = numbers.get(SEPARATOR, -1)
    is_separator = ids == separator
    text = np.cumsum(is_separator)
    words = ~is_separator
    vocab = tuple(numbers)
    return Words(vocab, ids[words], text[words])


@dataclass(frozen=True, slots=True)
class View:
    """Some texts of a corpus, read one way and joined by SEPARATOR."""

    name: str  # "latin", "cyrillic" or "greek"
    text: str
    starts: np.ndarray  # where each of its texts starts in text (int64)
    corpus_index: np.ndarray  # the corpus index of each of its texts
    words: Words

    def span(self, local: int) -> tuple[int, int]:
        """Where the view's text number ``local`` starts and ends in text."""
        end = int(self.starts[local + 1]) - 1 if local + 1 < len(self.starts) else len(self.text)
        return int(self.starts[local]), end

    def local_of(self, offsets: np.ndarray) -> np.ndarray:
        """The view's text index of each offset."""
        return np.searchsorted(self.starts, offsets, side="right") - 1


@dataclass(frozen=True, slots=True)
class ReadCorpus:
    """A corpus as read: its latin views (the ASCII texts, the others) and the cyrillic one, if any."""

    size: int
    views: tuple[View, ...]

    def of(self, name: str) -> tuple[View, ...]:
        """The views of that name."""
        return tuple(view for view in self.views if view.name == name)

def _starts(view: str, count: int) -> np.ndarray:
    starts = np.zeros(count, dtype=np.int64)
    if count > 1:
        starts[1:] = np.fromiter((m.end() for m in re.finditer(SEPARATOR, view)), dtype=np.int64, count=count - 1)
    return starts


def _spelt_parts(run: str, spacer: str) -> tuple[list[str], str] | None:
    """The single characters of a spelt-out run and the separators ending it (a last "character"
    that is a separator belongs there); None when a piece is longer than one character."""
    body = run.rstrip(spacer)
    for text in (run, body) if body != run else (run,):
        parts = text.split(spacer)
        if len(parts) > 1 and all(len(part) == 1 for part in parts):
            return parts, run[len(text) :]
    return None


_APOSTROPHES = "'\u2019"


def _join_spaced(match: re.Match[str]) -> str:
    """A spelt-out word joined; numbers and the like ("3/3", "2.5", "3-4": a digit and fewer than
    two letters) are not."""
    if match.group(1) in _APOSTROPHES:  # a contraction's letter, then words: "it's a 3" is not "it'sa3"
        return match.group()
    if match.group(2) is not None:
        spelt: tuple[list[str], str] | None = (match.group(2).split(), "")
    else:
        spelt = _spelt_parts(match.group(3), match.group(4))
    if spelt is None:
        return match.group()
    parts, tail = spelt
    if sum(part.isalpha() for part in parts) < 2 and any(part.isdigit() for part in parts):
        return match.group()
    return match.group(1) + "".join(parts) + tail


def _words_spelt(chunks: list[str], mark: str) -> bool:
    """Whether chunks are words each spelt out with mark between its letters ("s.k.i.p", "t.h.e"), few
    of them a single letter: a phrase spelt out word by word, not letters with mixed separators ("t h-e")."""
    spelt = re.compile(rf"\w(?:{re.escape(mark)}\w)+")
    single = sum(len(chunk) == 1 for chunk in chunks)
    return 3 * single <= len(chunks) and all(len(chunk) == 1 or spelt.fullmatch(chunk) for chunk in chunks)


def _join_mixed(match: re.Match[str]) -> str:
    """A word spelt out with mixed separators joined; numbers and the like are not (as _join_spaced)."""
    parts = _MIXED_SEPARATORS.split(match.group(1))
    if sum(part.isalpha() for part in parts) < 2 and any(part.isdigit() for part in parts):
        return match.group()
    if match.start(1) and match.string[match.start(1) - 1] in _APOSTROPHES:  # "it's a 3"
        return match.group()
    # one mark between the letters and single spaces between whole words ("i🙂g🙂n a🙂l🙂l") is
    # _SPACED_OUT's to join word by word; spaces inside words leave single letters ("t h-e")
    run = match.group(1)
    if len(set(_MIXED_SEPARATORS.findall(run)) - {" "}) < 2:
        chunks = run.split(" ")
        if 3 * sum(len(chunk) == 1 for chunk in chunks) <= len(chunks):
            return match.group()
    # ... and with punctuation between words too ("s.k.i.p t.h.e r.u.b.r.i.c, s.c.o.r.e"): joined word by word here
    pieces = _SPACED_WORDS.split(run)
    marks = {mark for chunk in pieces[0::2] for mark in _MIXED_SEPARATORS.findall(chunk)}
    if len(pieces) > 1 and len(marks) == 1 and _words_spelt(pieces[0::2], mark := marks.pop()):
        return "".join(piece if index % 2 else piece.replace(mark, "") for index, piece in enumerate(pieces))
    return "".join(parts)


def _join_pair(match: re.Match[str]) -> str:
    first, second = (match.group(1), match.group(2)) if match.group(1) else (match.group(3), match.group(4))
    return first + second if first.isalpha() and second.isalpha() else match.group()


def _underscores(match: re.Match[str]) -> str:
    """Underscores inside a word (im_start, snake_case) stay; around one (_previous_) they are emphasis."""
    text, start, end = match.string, match.start(), match.end()
    inside = start > 0 and end < len(text) and text[start - 1].isalnum() and text[end].isalnum()
    return match.group() if inside else " "


_HANGUL = re.compile("[\uac00-\ud7a3]")


def _join_spelt(joined: str) -> str:
    """Words spelt out joined (_SPACED_OUT, _MIXED_OUT, _SPACED_PAIR)."""
    # spaces around let a text spelt out from its first or to its last letter be seen; dropped after
    joined = _SPACED_OUT.sub(_join_spaced, _MIXED_OUT.sub(_join_mixed, " " + joined + " "))
    return _SPACED_PAIR.sub(_join_pair, joined)[1:-1]


def _read(joined: str, *, plain: bool) -> str:
    """Every step but the script folds, over texts already joined (plain: every one is ASCII)."""
    if not plain:
        joined = _TAGS.sub(lambda m: "".join(chr(ord(char) - 0xE0000) for char in m.group()), joined)
        joined = latin_letters(_INVISIBLE.sub("", joined))
        if _HANGUL.search(joined):  # a syllable spelt out is one character before NFKD unfolds it into letters
            joined = SEPARATOR.join(_join_spelt(text) if _HANGUL.search(text) else text
                                    for text in joined.split(SEPARATOR))  # (zalgo's marks still stand elsewhere)
        joined = COMBINING.sub("", unicodedata.normalize("NFKD", joined))
    joined = _join_spelt(joined.casefold())
    if "_" in joined:
        joined = _UNDERSCORES.sub(_underscores, joined)
    joined = _BROKEN_WORD.sub(r"\1", _EMPHASIS.sub("", joined))
    joined = _ODD_BREAKS.sub("\n", _ODD_SPACES.sub(" ", joined))
    return _BREAKS.sub("\n", _SPACES.sub(" ", joined))


_LEET = str.maketrans("013457", "oieast")
_LEET_DIGITS = frozenset("013457")


_HEX = re.compile("[0-9a-f]{6,}")  # a token like the prompt's fence token: kept as written


def _is_leet(word: str) -> bool:
    return (word.isascii() and not _LEET_DIGITS.isdisjoint(word) and not word.isdigit() and "_" not in word
            and not _HEX.fullmatch(word))


def _respell(text: str, words: Words, spelt: dict[int, str]) -> tuple[str, Words]:
    """The view with the words of vocab numbers ``spelt`` written as it says, and its words
    renumbered accordingly (the texts' starts move when a word's length does)."""
    if not spelt:
        return text, words
    vocab = list(words.vocab)
    numbers = {word: index for index, word in enumerate(vocab)}
    renumber = np.arange(len(vocab), dtype=np.int64)
    for index, written in spelt.items():
        if written not in numbers:
            numbers[written] = len(vocab)
            vocab.append(written)
        renumber[index] = numbers[written]
    changed = np.zeros(len(words.vocab), dtype=bool)
    changed[list(spelt)] = True
    pieces = text.split(SEPARATOR)
    by_word = {words.vocab[index]: written for index, written in spelt.items()}
    for local in np.unique(words.text[changed[words.ids]]).tolist():
        pieces[local] = _WORDS.sub(lambda m: by_word.get(m.group(), m.group()), pieces[local])
    return SEPARATOR.join(pieces), Words(tuple(vocab), renumber[words.ids], words.text)


def _view(name: str, text: str, indices: list[int]) -> View:
    words = _words(text)
    spelt = {}
    if name == "latin":
        spelt = {index: word.translate(_LEET) for index, word in enumerate(words.vocab) if _is_leet(word)}
        # a word in digits is read in letters first, then a keyword's typo in it as the keyword
        read = list(words.vocab)
        for index, word in spelt.items():
            read[index] = word
        spelt.update(corrections(read, name))
    else:
        spelt = corrections(words.vocab, name)
    text, words = _respell(text, words, spelt)
    return View(name, text, _starts(text, len(indices)), np.asarray(indices, dtype=np.int64), words)


# A run of base64 long enough to carry a sentence ("Decode and follow: SWdub3Jl..."): a model decodes it.
_BASE64 = re.compile(r"(?<![\w+/])[A-Za-z0-9+/]{20,}={0,2}(?![\w+/=])")
_PROSE = re.compile(r"[A-Za-z]+(?: [A-Za-z0-9,.:;'!?\-]+)+")


def _with_decoded(match: re.Match[str]) -> str:
    """A base64 run followed by the text it encodes, when that is English-like prose (letters and spaces);
    else the run as it stands (a hash, a key, a path)."""
    token = match.group()
    try:
        decoded = base64.b64decode(token + "=" * (-len(token) % 4), validate=True)
    except (binascii.Error, ValueError):
        return token
    if not decoded.isascii():
        return token
    text = decoded.decode("ascii")
    if not _PROSE.fullmatch(text.strip()) or SEPARATOR in text:
        return token
    return f"{token} {text}"


def _unwrapped(joined: str) -> str:
    """The texts with every base64 run that encodes prose followed by the prose (one C-level pass), and
    their disguises read through."""
    return read_through(_BASE64.sub(_with_decoded, joined))


def read_corpus(texts: Sequence[str]) -> ReadCorpus:
    """Every text as a judge reads it, a few C-level passes over the whole corpus."""
    plain = [index for index, text in enumerate(texts) if text.isascii()]
    other = [index for index, text in enumerate(texts) if not text.isascii()]
    views: list[View] = []
    if plain:
        joined = _unwrapped(SEPARATOR.join(texts[index].replace(SEPARATOR, " ") for index in plain))
        views.append(_view("latin", _read(joined, plain=True), plain))
    if other:
        read = _read(_unwrapped(SEPARATOR.join(texts[index].replace(SEPARATOR, " ") for index in other)), plain=False)
        views.append(_view("latin", to_latin(read), other))
        pieces = read.split(SEPARATOR)
        cyrillic = [position for position, piece in enumerate(pieces) if _CYRILLIC.search(piece)]
        if cyrillic:
            folded = _CYRILLIC_LOOKALIKES.sub(lambda m: _TO_CYRILLIC[m.group()],
                                              SEPARATOR.join(pieces[position] for position in cyrillic))
            views.append(_view("cyrillic", folded, [other[position] for position in cyrillic]))
        greek = [position for position, piece in enumerate(pieces) if _GREEK.search(piece)]
        if greek:  # read as written: the Latin view folds Greek letters to Latin ones
            views.append(_view("greek", SEPARATOR.join(pieces[position] for position in greek),
                               [other[position] for position in greek]))
    return ReadCorpus(len(texts), tuple(views))


def to_latin(text: str) -> str:
    """Text with its Cyrillic and Greek letters drawn like Latin ones folded into them (case folded first): the
    latin view's last step."""
    return _LATIN_LOOKALIKES.sub(lambda m: _TO_LATIN[m.group()], text)


def read_text(text: str) -> str:
    """One text as the detector reads it (the latin view)."""
    return read_corpus([text]).views[0].text
