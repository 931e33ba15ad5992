"""(text, style) parts drawn as Textual would draw that text on a widget, cheaply.

Textual draws a text by converting it to its Content, wrapping it and styling every span, even
for one short line. A line that needs no wrapping (it fits, no tabs), or a text of one-cell
characters wrapped left-aligned where Textual wraps it (rich's divide_line, long words folded), is
drawn here from its parts instead: each style is read once through Textual's own rendering on the
widget and kept until the colours change, and the parts become segments in those styles, each with
its offset in the text as Textual's texts carry it (a mouse selection reads them).
"""

from __future__ import annotations

from rich._wrap import divide_line
from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style as RichStyle, StyleType
from rich.text import Text
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget


def text_parts(text: Text) -> list[tuple[str, StyleType]] | None:
    """A one-line Text as (text, style) parts: its spans and the text between them in the Text's own
    style; None when its spans overlap (Textual must combine them)."""
    plain, at = text.plain, 0
    parts: list[tuple[str, StyleType]] = []
    for span in sorted(text.spans, key=lambda span: span.start):
        if span.start < at:
            return None
        if span.start > at:
            parts.append((plain[at : span.start], text.style))
        if span.end > span.start:
            style = span.style if not text.style else f"{text.style} {span.style}"
            parts.append((plain[span.start : span.end], style))
        at = max(at, span.end)
    if at < len(plain):
        parts.append((plain[at:], text.style))
    return parts


class StyledParts:
    """Draws (text, style) parts on one widget, in its styles (clear() when its colours change)."""

    def __init__(self, widget: Widget) -> None:
        self.widget = widget
        self._styles: dict[StyleType, RichStyle] = {}

    def clear(self) -> None:
        """Forget the styles read (a theme or class changed the widget's colours)."""
        self._styles.clear()

    def _style(self, style: StyleType) -> RichStyle:
        """The style as Textual draws it on the widget, without offsets (read once)."""
        drawn = self._styles.get(style)
        if drawn is None:
            widget = self.widget
            probe = Visual.to_strips(widget, visualize(widget, Text("x", style=style), markup=False), 1, 1,
                                     widget.visual_style)
            drawn = self._styles[style] = next(iter(probe[0].discard_meta())).style or RichStyle()
        return drawn

    def strip(self, parts: list[tuple[str, StyleType]], *, offsets: bool = True, x: int = 0, y: int = 0) -> Strip:
        """The parts as one strip; offsets: each segment carries its offset (x, y) in the text, as Textual's
        texts do (x counted from the first part's)."""
        segments: list[Segment] = []
        for words, style in parts:
            drawn = self._style(style)
            if words:
                segments.append(Segment(words, drawn + RichStyle.from_meta({"offset": (x, y)}) if offsets else drawn))
                x += len(words)
        return Strip(segments)

    def wrapped(self, text: Text, width: int) -> list[Strip] | None:
        """The Text wrapped at width as Textual wraps and draws it left-aligned, a strip per line, unpadded;
        None when Textual must draw it (tabs, characters not one cell wide, overlapping spans, the widget's
        rules aligning, padding or not wrapping its text)."""
        plain, rules = text.plain, self.widget.styles
        plain_rules = (rules.get_rule("text_align", "left") in ("left", "start") and rules.get_rule("line_pad", 0) == 0
                       and rules.get_rule("text_overflow", "fold") == "fold" and rules.get_rule("text_wrap", "wrap") == "wrap"
                       and rules.content_align == ("left", "top"))
        parts = text_parts(text) if plain_rules and width > 0 and "\t" not in plain else None
        if parts is None:
            return None
        runs: list[tuple[int, int, StyleType]] = []  # (start, end, style) over the whole text
        at = 0
        for words, style in parts:
            runs.append((at, at + len(words), style))
            at += len(words)
        strips: list[Strip] = []
        line_start = next_run = 0  # the lines go forward through the runs: the first run not yet passed
        for y, line in enumerate(plain.split("\n")):
            if cell_len(line) != len(line):
                return None
            offsets = divide_line(line, width, fold=True)
            for start, end in zip([0, *offsets], [*offsets, len(line)]):
                if end < len(line):  # a line that wrapped loses its trailing spaces
                    end = start + len(line[start:end].rstrip())
                end = min(end, start + width)  # spaces past the width are cut, as Textual truncates
                first, last = line_start + start, line_start + end
                while next_run < len(runs) and runs[next_run][1] <= first:
                    next_run += 1
                pieces = []
                for index in range(next_run, len(runs)):
                    a, b, style = runs[index]
                    if a >= last:
                        break
                    pieces.append((plain[max(first, a) : min(last, b)], style))
                # an empty line keeps no span: Textual draws it as one empty segment in the widget's style
                strips.append(self.strip(pieces, x=start, y=y) if first < last else
                              Strip([Segment("", self._style("") + RichStyle.from_meta({"offset": (start, y)}))]))
            line_start += len(line) + 1
        return strips

    def line(self, text: Text, width: int) -> Strip | None:
        """A one-line Text as Textual draws it in width cells, unpadded; None when Textual must draw it
        (it wraps, holds a tab or a newline, or its spans overlap)."""
        if text.cell_len > width or "\t" in text.plain or "\n" in text.plain:
            return None
        parts = text_parts(text)
        return None if parts is None else self.strip(parts)
