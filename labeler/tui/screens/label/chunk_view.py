"""The chunk in the middle of the label screen: metadata line, then its full text, scrollable.

Where the text continues below the visible area, the bottom border says "more below ↓ (n lines)",
updated as the chunk scrolls and gone at its end: a thin scrollbar alone is easy to miss.

A pair the detector flags (services.judging.suspects) shows a plain warning line above the text:
why (an instruction to the LLM judge, the query's words stuffed in, or the learned reader's weaker verdict) and what was found. The
pair is graded as any other; the line tells the annotator why an LLM's grade of it is not trusted.

The view draws its own lines (Textual's Line API, as its Log does): a new pair wraps the texts
into lines at the view's width, sets the scrollable height and repaints this view alone. Widgets
holding the texts would have their height change with each chunk, and every such change lays out
and repaints the whole screen: after each grade, that was most of a served app's CPU.
"""

from __future__ import annotations

from rich.style import Style as RichStyle
from rich.text import Text
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.selection import Selection
from textual.strip import Strip
from textual.style import Style as VisualStyle
from textual.visual import Visual, visualize
from textual.widget import Widget

from labeler.domain import Chunk
from labeler.domain.suspects import REASON_WORDS, SuspectFlag
from labeler.domain.untrusted import terminal_text
from labeler.tui.widgets.safe_text import DISPLAY_LIMIT_CHARS, highlighted, plain
from labeler.tui.widgets.styled_parts import StyledParts

NO_TEXT = "This chunk has no text in the database: `labeler import chunks FILE` adds it."


def suspect_text(flags: tuple[SuspectFlag, ...]) -> Text:
    """One line per flag: "⚠ may fool an LLM judge: <why> · <what was found>" (untrusted: terminal sink)."""
    text = Text()
    for index, flag in enumerate(flags):
        if index:
            text.append("\n")
        text.append("⚠ may fool an LLM judge: ", style="bold")
        text.append(REASON_WORDS[flag.reason])
        text.append(" · ", style="dim")
        text.append(terminal_text(flag.evidence, one_line=True), style="italic")
    return text


def meta_text(chunk_id: str, chunk: Chunk | None, best_rank: int | None) -> Text:
    """'ID  TITLE' then 'doc D · position P · best rank R · N chars' (untrusted parts drawn plain)."""
    meta = Text()
    meta.append(plain(chunk_id, style="bold"))
    if chunk is not None and chunk.title:
        meta.append("  ")
        meta.append(plain(chunk.title, style="bold italic"))
    details = []
    if chunk is not None and chunk.doc_id:
        details.append(f"doc {chunk.doc_id}")
    if chunk is not None and chunk.position is not None:
        details.append(f"position {chunk.position}")
    if best_rank is not None:
        details.append(f"best rank {best_rank}")
    if chunk is not None:
        details.append(f"{len(chunk.text):,} chars")
    if details:
        meta.append("\n")
        meta.append(plain(" · ".join(details), style="dim"))
    return meta


class ChunkView(ScrollView, can_focus=False):
    """Draws a chunk with query terms highlighted; very long chunks show their first part until asked.

    Its lines, top to bottom: the metadata, a blank line, the suspects' lines and a blank line (when
    the pair is flagged), then the text."""

    COMPONENT_CLASSES = {"chunk-view--suspect"}  # its style, and overflow-x: hidden, are in labeler.tcss

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002  (Textual's name)
        super().__init__(id=id)
        self.meta = Text()
        self.body = Text()  # the chunk's text (or the part shown) as drawn: escaped, terms highlighted
        self.suspects = Text()  # the detector's lines; empty when the pair is not flagged
        self._lines: list[Strip] = []
        self._drawn_for: tuple[int, int] | None = None  # (width, content height) the lines were wrapped for
        self._restyled = False  # the styles changed (a theme): the lines are wrapped again when next drawn
        self._background = RichStyle()
        self._blank = Strip.blank(0)
        # the texts are drawn plain (no links): Textual need not style links in each wrap
        self.set_reactive(Widget.auto_links, False)
        self._parts_drawn = StyledParts(self)

    @property
    def lines_below(self) -> int:
        """Rows of the chunk below the visible area."""
        return max(0, round(self.max_scroll_y - self.scroll_y))

    @property
    def line_texts(self) -> list[str]:
        """Test seam: the view's lines as plain text, as drawn (wrapped at its width), for tests to read."""
        return [strip.text for strip in self._lines]

    def say_more(self) -> None:
        """Put 'more below ↓ (n lines)' in the bottom border, or nothing at the end of the chunk."""
        below = self.lines_below
        words = f"more below ↓ ({below} line{'' if below == 1 else 's'})" if below else ""
        if (self.border_subtitle or "") != words:  # setting it repaints the whole view, even to the same words
            self.border_subtitle = words

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        """Scrolling changes how much is below."""
        super().watch_scroll_y(old_value, new_value)
        self.say_more()

    def notify_style_update(self) -> None:
        """New colours (a theme, a class): the lines keep their places but are drawn again."""
        super().notify_style_update()
        self._restyled = True
        self._parts_drawn.clear()
        self.refresh()

    def on_resize(self) -> None:
        """A new width wraps the text anew; a new height changes how much is below."""
        self._draw()

    def show_suspects(self, suspects: tuple[SuspectFlag, ...] | None) -> None:
        """Draw the detector's flags of the pair on screen (none, or not read yet: no line)."""
        text = suspect_text(suspects or ())
        if text != self.suspects:
            self.suspects = text
            self._draw(force=True)

    def show(
        self,
        chunk_id: str,
        chunk: Chunk | None,
        terms: list[str],
        best_rank: int | None,
        suspects: tuple[SuspectFlag, ...] | None = None,
        *,
        part: int = 0,
    ) -> int:
        """Draw the chunk (one part of it when it is longer than DISPLAY_LIMIT_CHARS) with the detector's
        flags of the pair; returns the number of parts."""
        meta = meta_text(chunk_id, chunk, best_rank)
        parts = 1
        if chunk is None or not chunk.text.strip():
            body = Text(NO_TEXT, style="italic")
        else:
            parts = max(1, -(-len(chunk.text) // DISPLAY_LIMIT_CHARS))
            part = part % parts
            start = part * DISPLAY_LIMIT_CHARS
            piece = chunk.text[start : start + DISPLAY_LIMIT_CHARS]
            body = highlighted(piece, terms)
            if parts > 1:
                banner = (
                    f"[long chunk: part {part + 1} of {parts}, characters {start + 1:,}-{start + len(piece):,} "
                    f"of {len(chunk.text):,}; press a for the {'next' if part + 1 < parts else 'first'} part]"
                )
                meta.append("\n")
                meta.append(banner, style="bold reverse")
                body.append("\n\n")
                body.append(banner, style="bold reverse")
        self.meta, self.body, self.suspects = meta, body, suspect_text(suspects or ())
        self.scroll_to(y=0, animate=False, immediate=True)
        self._draw(force=True)
        return parts

    # --- the lines ---------------------------------------------------------------------------

    def _draw(self, *, force: bool = False) -> None:
        """Wrap the texts at the view's width (narrower by the scrollbar when they overflow), set the
        scrollable size to the lines' and repaint this view: no layout of the screen, unless the
        scrollbar comes or goes."""
        width, height = self.container_size  # inside the border and padding, scrollbar included
        if width <= 0:
            return  # not laid out yet: the first resize draws
        if not force and self._drawn_for == (width, height):
            return
        lines = self._wrap(width)
        if len(lines) > height and self.styles.overflow_y != "hidden":
            lines = self._wrap(width - self.styles.scrollbar_size_vertical)
        changed = self._changed_rows(lines, height) if self._drawn_for == (width, height) and not self._restyled else None
        self._lines = lines
        self._drawn_for = (width, height)
        self._restyled = False
        virtual = Size(lines[0].cell_length if lines else width, len(lines))
        if virtual != self.virtual_size:
            # set without the reactive's layout of the whole screen; the scrollbars follow here
            self.set_reactive(Widget.virtual_size, virtual)
            self._scroll_update(virtual)
        if changed is None:
            self.refresh()
        else:
            for first, count in changed:
                self.refresh_lines(first, count)
        self.say_more()

    def _changed_rows(self, lines: list[Strip], height: int) -> list[tuple[int, int]] | None:
        """The runs (first line, count) of the visible rows whose line differs from the one drawn there,
        so a new pair repaints only those (the rows both leave blank stay); None: repaint it all."""
        drawn = self._lines
        if not drawn or not lines or drawn[0].cell_length != lines[0].cell_length:
            return None  # nothing drawn yet, or the scrollbar came or went: every row moves
        top = self.scroll_offset.y
        runs: list[tuple[int, int]] = []
        for y in range(top, top + height):
            before = drawn[y] if y < len(drawn) else self._blank
            after = lines[y] if y < len(lines) else self._blank
            if before != after:
                if runs and runs[-1][0] + runs[-1][1] == y:
                    runs[-1] = (runs[-1][0], runs[-1][1] + 1)
                else:
                    runs.append((y, 1))
        return runs

    def _wrap(self, width: int) -> list[Strip]:
        base = self.visual_style
        self._background = RichStyle(bgcolor=self.rich_style.bgcolor)  # a row's unwritten cells, as a Static pads them
        self._blank = Strip.blank(width, self._background)
        # only the text's lines carry the offsets a mouse selection is made of (get_selection reads the text)
        lines = self._meta_lines(width, base)
        lines.append(self._blank)
        if self.suspects:
            suspect_style = self.get_visual_style("chunk-view--suspect")
            lines += [strip.discard_meta() for strip in self._strips(self.suspects, width, suspect_style)]
            lines.append(self._blank)
        lines += self._body_lines(width, base)
        return lines

    def _body_lines(self, width: int, base: VisualStyle) -> list[Strip]:
        # wrapped from its parts when it can be (as it almost always can), the same cells and offsets as Textual's
        drawn = self._parts_drawn.wrapped(self.body, width) if self.text_selection is None else None
        if drawn is None:
            return self._strips(self.body, width, base)
        return [strip.extend_cell_length(width, self._background) for strip in drawn]

    def _meta_lines(self, width: int, base: VisualStyle) -> list[Strip]:
        # lines that fit are drawn from their parts (most metadata does), the same cells as Textual draws
        if self.text_selection is None:
            fitting = [self._parts_drawn.line(line, width) for line in self.meta.split("\n")]
            if all(strip is not None for strip in fitting):
                return [strip.discard_meta().extend_cell_length(width, self._background) for strip in fitting if strip]
        return [strip.discard_meta() for strip in self._strips(self.meta, width, base)]

    def _strips(self, text: Text, width: int, style: VisualStyle) -> list[Strip]:
        # as a Static draws a rich Text: the same wrapping, styles, escapes and selection, the rest of the row blank
        strips = Visual.to_strips(self, visualize(self, text, markup=False), width, None, style)
        return [strip.extend_cell_length(width, self._background) for strip in strips]

    def get_selection(self, selection: Selection) -> tuple[str, str] | None:
        """The chunk's text under a mouse selection, as drawn (escaped)."""
        return selection.extract(self.body.plain), "\n"

    def selection_updated(self, selection: Selection | None) -> None:
        """A selection made or cleared is drawn: the lines are styled anew."""
        self._restyled = True
        self.refresh()

    def render_line(self, y: int) -> Strip:
        """Line y of the visible area: the scrolled-to line of the chunk."""
        if self._restyled and self._lines:
            self._lines = self._wrap(self._lines[0].cell_length)
            self._restyled = False
        index = self.scroll_offset.y + y
        line = self._lines[index] if 0 <= index < len(self._lines) else self._blank
        width = self.scrollable_content_region.width
        return line if line.cell_length == width else line.crop_extend(0, width, self._background)
