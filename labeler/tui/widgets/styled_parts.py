"""One line of (text, style) parts drawn as Textual would draw that text on a widget, cheaply.

Textual draws a text by converting it to its Content, wrapping it and styling every span, even
for one short line. A line that needs no wrapping (it fits, no tabs) is
drawn here from its parts instead: each style is read once through Textual's own rendering on the
widget and kept until the colours change, and the parts become segments in those styles, each with
its offset in the text as Textual's texts carry it (a mouse selection reads them).
"""

from __future__ import annotations

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

    def strip(self, parts: list[tuple[str, StyleType]], *, offsets: bool = True) -> Strip:
        """The parts as one strip; offsets: each segment carries its offset in the text, as Textual's texts do."""
        segments: list[Segment] = []
        x = 0
        for words, style in parts:
            drawn = self._styles.get(style)
            if drawn is None:
                widget = self.widget
                probe = Visual.to_strips(widget, visualize(widget, Text("x", style=style), markup=False), 1, 1,
                                         widget.visual_style)
                drawn = self._styles[style] = next(iter(probe[0].discard_meta())).style or RichStyle()
            if words:
                segments.append(Segment(words, drawn + RichStyle.from_meta({"offset": (x, 0)}) if offsets else drawn))
                x += len(words)
        return Strip(segments)

    def line(self, text: Text, width: int) -> Strip | None:
        """A one-line Text as Textual draws it in width cells, unpadded; None when Textual must draw it
        (it wraps, holds a tab or a newline, or its spans overlap)."""
        if text.cell_len > width or "\t" in text.plain or "\n" in text.plain:
            return None
        parts = text_parts(text)
        return None if parts is None else self.strip(parts)
