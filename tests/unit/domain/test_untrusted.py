"""The output sinks of labeler.domain.untrusted, one by one, with hypothesis over any text."""

from __future__ import annotations

import csv
import html
import io
import json
import re

from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from labeler.domain.untrusted import (
    csv_cell,
    csv_text,
    html_text,
    json_text,
    markdown_fence,
    markdown_text,
    terminal_text,
)
from labeler.tui.widgets.safe_text import visible_text
from tests.hostile import texts as hostile

# Everything a terminal acts on or hides: C0 (but newline, tab), DEL, C1, bidi, zero-width, tags.
ACTIVE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff"
                    "\U000e0000-\U000e007f]")
any_text = st.text(st.characters(codec="utf-8"), max_size=60) | st.text(
    st.sampled_from("a |`*_[]<>&\\\n\r\t\x1b\x07\x00\u202e\u200b\ufeff\x9b="), max_size=30)


def test_zero_width_characters_are_shown_in_the_app_like_bidi_marks():
    assert visible_text("pay\u200bpal\u200d\u2060\ufeff") == "pay<U+200B>pal<U+200D><U+2060><U+FEFF>"
    assert visible_text("abc\u202edcba") == "abc<U+202E>dcba"
    assert visible_text("tag\U000e0041") == "tag<U+E0041>"


def test_terminal_text_keeps_lines_or_shows_them_on_one_line():
    assert terminal_text(hostile.OSC_TITLE + "a\r\nb\tc") == "\\x1b]0;pwned\\x07a\nb\tc"
    assert terminal_text("a\r\nb\tc\u2028d", one_line=True) == "a\\nb\\tc<U+2028>d"
    assert terminal_text(None) == ""
    assert terminal_text("x" * 10, max_chars=4) == "xxxx… (+6 characters)"


@settings(max_examples=150, deadline=None)
@given(any_text)
def test_no_sink_lets_an_active_character_through(text):
    for shown in (terminal_text(text), terminal_text(text, one_line=True), html_text(text), markdown_text(text),
                  str(csv_cell(text)), json_text(text), *markdown_fence([text])):
        assert not ACTIVE.search(shown), (text, shown)
    assert "\n" not in terminal_text(text, one_line=True) and "\n" not in markdown_text(text)


@settings(max_examples=150, deadline=None)
@given(any_text)
def test_json_text_is_lossless(text):
    assert json.loads(json_text({"k": [text]})) == {"k": [text]}


@settings(max_examples=150, deadline=None)
@given(any_text)
def test_a_markdown_cell_renders_as_exactly_its_visible_text(text):
    rendered = MarkdownIt("commonmark").enable("table").render(f"| a | b |\n|---|---|\n| {markdown_text(text)} | z |\n")
    cells = re.findall(r"<td>(.*?)</td>", rendered, re.S)
    assert len(cells) == 2 and cells[1] == "z"
    expected = " ".join(re.sub(r"[\n\t]+", " ", terminal_text(text)).split())
    assert " ".join(html.unescape(cells[0]).split()) == expected


@settings(max_examples=150, deadline=None)
@given(any_text)
def test_html_text_is_shown_literally(text):
    assert html.unescape(html_text(text)) == terminal_text(text)
    assert "<" not in html_text(text) and '"' not in html_text(text)


def test_markdown_fence_cannot_be_closed_from_inside():
    block = markdown_fence(["```", "x ```` y"])
    assert block[0] == block[-1] == "`````"
    rendered = MarkdownIt("commonmark").render("\n".join(block))
    assert rendered.count("<pre>") == 1 and "```` y" in rendered


def test_entities_render_as_characters_in_markdown():
    rendered = MarkdownIt("commonmark").render(markdown_text("a <= b & c > d"))
    assert html.unescape(rendered).strip() == "<p>a <= b & c > d</p>"


def test_csv_cells_never_start_a_formula():
    for formula in hostile.FORMULAS:  # quoted, or (a CR alone) shown as the visible escape \x0d
        assert csv_cell(formula).startswith(("'", "\\x0d"))
    assert csv_cell("safe=1") == "safe=1" and csv_cell(-1.5) == -1.5 and csv_cell(None) is None
    assert csv_cell("a\x1bb\nc") == "a\\x1bb\nc"  # newlines stay: the csv module quotes them
    out = io.StringIO()
    csv.writer(out).writerow([csv_cell(hostile.FORMULA)])
    assert next(csv.reader(io.StringIO(out.getvalue())))[0] == "'" + hostile.FORMULA


def test_markdown_leaves_comparisons_readable_and_escapes_what_could_open_html():
    """issue 15, 9: the Markdown report showed `&lt;=` literally."""
    assert markdown_text("grades <= 0 gain 0; p < 0.05; a & b") == "grades <= 0 gain 0; p < 0.05; a & b"
    assert markdown_text("<b>x</b> &amp; <=a@b.co>") == r"\<b>x\</b> \&amp; \<=a@b.co>"
    rendered = MarkdownIt("commonmark").render(markdown_text("<b>x</b> &amp; <=a@b.co>"))
    assert "<b>" not in rendered and "mailto" not in rendered and "&amp;amp;" in rendered


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from("'=+-@\t\rab1 ,\"\n"), max_size=12) | any_text)
def test_a_csv_cell_reads_back_as_the_text_written(text):
    """csv_text undoes csv_cell's formula quote: any text comes back as its visible form, so an id
    (which holds no control character) comes back exactly; through the csv module as well."""
    cell = csv_cell(text)
    assert csv_text(cell) == terminal_text(text)
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerow([cell])
    assert csv_text(next(csv.reader(io.StringIO(out.getvalue())))[0]) == terminal_text(text)


def test_the_formula_quote_is_undone_exactly_once():
    assert [csv_cell(t) for t in ("=q1", "-d1", "'=x", "''@y", "'plain", "a=b")] == \
        ["'=q1", "'-d1", "''=x", "'''@y", "'plain", "a=b"]
    assert [csv_text(t) for t in ("'=q1", "'-d1", "''=x", "'''@y", "'plain", "a=b", "'")] == \
        ["=q1", "-d1", "'=x", "''@y", "'plain", "a=b", "'"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(alphabet=st.sampled_from("'=+-@\t\rab"), max_size=6) | any_text, min_size=1, max_size=8))
def test_the_arrow_forms_of_the_formula_quote_agree_with_csv_text(texts):
    import pyarrow as pa

    from labeler.dataio.records.files import FORMULA_START, csv_text_column

    column = pa.chunked_array([pa.array(texts, pa.string())])
    assert csv_text_column(column).to_pylist() == [csv_text(t) for t in texts]
    plain = [t for t in texts if terminal_text(t) == t]  # what a run's CSV writer quotes: ids, written exactly
    assert [bool(re.match(FORMULA_START, t)) for t in plain] == [csv_cell(t) != t for t in plain]
