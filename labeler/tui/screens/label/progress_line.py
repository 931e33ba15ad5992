"""Where you are: query i/N, pair j/M in this query, overall judged/total, a bar and time left.

The line is one widget drawing one strip (Textual's Line API), as a row of a Static, Textual's
progress bar and percentage and another Static would draw it: the position text, two blank cells,
the bar filling what the texts leave (at least 5 cells), the percentage right-aligned in 5 cells,
two blank cells, the time left. A grade changes the counts and so the texts' widths: as separate
widgets, each such change laid out the whole screen and each part was drawn through its own
widget. Here each part is drawn again only when it changes, and the line is repainted alone.
"""

from __future__ import annotations

from rich.style import Style as RichStyle, StyleType
from rich.text import Text
from textual.renderables.bar import Bar
from textual.strip import Strip
from textual.widget import Widget

from labeler.domain.labeling import QueueFilter
from labeler.services.labeling.pair_view import PairView
from labeler.tui.widgets.styled_parts import StyledParts, text_parts

GAP = 2  # blank cells after the position text and after the percentage
PERCENT_CELLS = 5  # the percentage, right-aligned ("100%" and a space)
BAR_AND_PERCENT_MIN = 10  # the bar and its percentage never get fewer cells than this
ALIGN_PAD = RichStyle(reverse=False)  # the cells that right-align the percentage, as Textual pads them


def duration(seconds: float) -> str:
    """A time left as an estimate reads best: 'under a minute', '7 min', '25 min' (5-minute steps
    from 10 minutes), '1h 15m' (15-minute steps from an hour). Coarse on purpose: the pace is a
    median of recent grades, and a figure that moved by a minute at every grade would look wrong."""
    minutes = seconds / 60
    if minutes < 1:
        return "under a minute"
    if minutes < 10:
        return f"{round(minutes)} min"
    if minutes < 60:
        return f"{min(round(minutes / 5) * 5, 55)} min"
    quarters = round(minutes / 15)
    hours, rest = divmod(quarters * 15, 60)
    return f"{hours}h {rest:02d}m"


def position_text(view: PairView, *, wide: bool = False) -> Text:
    """'query 3/20 · pair 17/45 · you judged 212/900' (wide: also how many of this query are judged);
    under a filter other than unjudged or all, also the position among the query's matching pairs:
    'query 3/20 · match 1/2 · pair 17/45 · ...'."""
    filtered = view.queue_filter not in (QueueFilter.ALL, QueueFilter.UNJUDGED) and view.match_count
    match = f"{view.match_index or '-'}/{view.match_count}" if filtered else ""
    return Text.assemble(
        ("query ", "dim"),
        (f"{view.query_index}/{view.query_count}", "bold"),
        (" · match " if filtered else "", "dim"),
        (match, "bold"),
        (" · pair ", "dim"),
        (f"{view.pair_index}/{view.pair_count}", "bold"),
        (f" ({view.query_judged} judged here)" if wide else "", "dim"),
        (" · you judged ", "dim"),
        (f"{view.judged:,}/{view.total:,}", "bold"),
    )


def time_left_text(view: PairView, *, wide: bool = False) -> Text:
    """'about 1h 15m left' (wide: with the pace), or '-- left' until a few timed grades exist. The
    same count as the bar: pairs left in the queue times the median pace of recent grades."""
    if view.judged >= view.total:
        return Text("all judged", style="bold")
    if view.seconds_left is None or view.seconds_per_pair is None:
        return Text("-- left", style="dim")
    pace = f" at {view.seconds_per_pair:.0f}s/pair" if wide else ""
    left = duration(view.seconds_left)
    # 'about under a minute' says 'about' twice, and is too long for the line at 80 columns
    words = f"{left} left" if view.seconds_left < 60 else f"about {left} left"
    return Text.assemble((words, "bold"), (pace, "dim"))


def shown_fraction(bar_cells: int, judged: float, total: float) -> tuple[int, int]:
    """What a bar of bar_cells draws of judged/total: the rounded percent and the half cells filled
    (a grade that changes neither is not drawn again)."""
    fraction = min(max(judged / total, 0.0), 1.0) if total else 1.0
    return round(100 * fraction), int(2 * fraction * bar_cells)


def bar_cells(width: int, position: Text, time_left: Text) -> int:
    """Cells of the bar in a line of width cells: what the texts, the gaps and the percentage leave."""
    left = width - position.cell_len - GAP - GAP - time_left.cell_len
    return max(BAR_AND_PERCENT_MIN, left) - PERCENT_CELLS


class ProgressLine(Widget, can_focus=False):
    """One line under the query: position, overall bar and percentage, time left."""

    # the bar's colours, as Textual's Bar has them (labeler.tcss)
    COMPONENT_CLASSES = {"progress-line--bar", "progress-line--complete"}

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002  (Textual's name)
        super().__init__(id=id)
        self.position = Text()
        self.time_left = Text()
        self.judged, self.total = 0, 1  # what the bar draws
        self._line: Strip | None = None
        self._parts: dict[str, tuple[object, Strip]] = {}  # each part's strip and what it was drawn for
        self._parts_drawn = StyledParts(self)
        self.set_reactive(Widget.auto_links, False)  # no links here: Textual need not look for them

    @property
    def line_text(self) -> str:
        """Test seam: the line as drawn, plain."""
        return self.render_line(0).text

    def show(self, view: PairView) -> None:
        """Draw the view's position and pace (repainting the line only when something in it changes)."""
        wide = self.size.width >= 110
        position, time_left = position_text(view, wide=wide), time_left_text(view, wide=wide)
        cells = bar_cells(self.content_size.width, position, time_left)
        same_bar = shown_fraction(cells, view.judged, max(view.total, 1)) == shown_fraction(cells, self.judged, self.total)
        if position == self.position and time_left == self.time_left and same_bar:
            return
        self.position, self.time_left = position, time_left
        if not same_bar:
            self.judged, self.total = view.judged, max(view.total, 1)
        self._line = None
        self.refresh()

    def notify_style_update(self) -> None:
        """New colours (a theme): every part is drawn again."""
        super().notify_style_update()
        self._parts.clear()
        self._parts_drawn.clear()
        self._line = None

    def render_line(self, y: int) -> Strip:
        """The line at the widget's width (drawn again only when a part or the width changed)."""
        width = self.content_size.width
        if self._line is None or self._line.cell_length != width:
            self._line = self._draw(width)
        return self._line

    def _draw(self, width: int) -> Strip:
        base, background = self.background_colors
        blank = RichStyle.from_color(bgcolor=(base + background).rich_color)
        cells = bar_cells(width, self.position, self.time_left)
        parts = [
            self._text("position", self.position),
            Strip.blank(GAP, blank),
            self._bar(cells),
            self._percent(),
            Strip.blank(GAP, blank),
            self._text("time", self.time_left),
        ]
        return Strip.join(parts).crop_extend(0, width, blank)

    def _part(self, name: str, key: object) -> Strip | None:
        kept = self._parts.get(name)
        return kept[1] if kept is not None and kept[0] == key else None

    def _text(self, name: str, text: Text) -> Strip:
        strip = self._part(name, text)
        if strip is None:
            parts = text_parts(text)
            assert parts is not None  # this module's texts never overlap their spans
            strip = self._parts_drawn.strip(parts) if text.cell_len else Strip.blank(0)
            self._parts[name] = (text, strip)
        return strip

    def _bar(self, cells: int) -> Strip:
        # as Textual's Bar: the fraction floored to half cells, drawn with its characters and colours
        _, halves = shown_fraction(cells, self.judged, self.total)
        complete = self.judged >= self.total
        key = (cells, halves, complete)
        strip = self._part("bar", key)
        if strip is None:
            style = self.get_component_rich_style("progress-line--complete" if complete else "progress-line--bar")
            done, rest = RichStyle.from_color(style.color), RichStyle.from_color(style.bgcolor)
            strip = self._parts_drawn.strip(bar_parts(max(cells, 0), halves, done, rest), offsets=False)
            self._parts["bar"] = (key, strip)
        return strip

    def _percent(self) -> Strip:
        percent, _ = shown_fraction(1, self.judged, self.total)
        strip = self._part("percent", percent)
        if strip is None:
            words = f"{percent}%"
            # right-aligned as Textual aligns a Label's content: the padding takes the widget's style
            pad = self._parts_drawn.strip([(" " * (PERCENT_CELLS - len(words)), ALIGN_PAD)], offsets=False)
            strip = Strip.join([pad, self._parts_drawn.strip([(words, "")])])
            self._parts["percent"] = (percent, strip)
        return strip


def bar_parts(cells: int, halves: int, done: RichStyle, rest: RichStyle) -> list[tuple[str, StyleType]]:
    """The bar Textual's Bar renderable draws for halves half cells filled of cells: '━' filled, a
    half '╸' where the fill ends mid-cell, then '╺' and '━' unfilled."""
    full, half = divmod(halves, 2)
    if not halves:
        return [(Bar.BAR * cells, rest)] if cells else []
    # unfilled cells are blank on a terminal's default colour, as the renderable draws them (an empty bar aside)
    unfilled = Bar.BAR if rest.color is None or not rest.color.is_default else " "
    parts: list[tuple[str, StyleType]] = []
    parts.append((Bar.BAR * full + (Bar.HALF_BAR_RIGHT if half else ""), done))
    filled = full + half
    if filled < cells:
        lead = "" if half else (Bar.HALF_BAR_LEFT if unfilled != " " else " ")
        parts.append((lead + unfilled * (cells - filled - len(lead)), rest))
    return parts
