"""Where you are: query i/N, pair j/M in this query, overall judged/total, a bar and time left."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import ProgressBar, Static

from labeler.domain.labeling import QueueFilter
from labeler.services.labeling.pair_view import PairView
from labeler.tui.widgets.show_once import show_once


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


def shown_fraction(bar: ProgressBar, judged: float, total: float | None) -> tuple[int, int]:
    """What the bar draws of judged/total: the rounded percent and the cells filled, as Textual's
    ProgressBar draws them, in half cells (a grade that changes neither is not drawn again)."""
    fraction = judged / total if total else 0.0
    return round(100 * fraction), int(2 * fraction * bar.query_one("#bar").size.width)


class OverallBar(ProgressBar):
    """Textual's progress bar without its once-a-second timer: that timer only updates an estimate of
    time left this bar does not show (the line has its own), and it woke every served app each second."""

    def on_mount(self, event: events.Mount) -> None:  # type: ignore[override]  # (the event, to stop ProgressBar's)
        """Draw the bar once; the label screen updates it as grades come."""
        # not ProgressBar's on_mount, which starts the timer (nor Widget's, which only forces scrollbars this bar has not)
        event.prevent_default()
        self.update()


class ProgressLine(Horizontal):
    """One line under the query."""

    def compose(self) -> ComposeResult:
        yield Static(id="position")
        yield OverallBar(total=1, show_eta=False, show_percentage=True, id="overall-bar")
        yield Static(id="time-left")

    def show(self, view: PairView) -> None:
        """Draw the view's position and pace."""
        wide = self.size.width >= 110
        show_once(self.query_one("#position", Static), position_text(view, wide=wide))
        bar = self.query_one("#overall-bar", ProgressBar)
        if shown_fraction(bar, view.judged, view.total) != shown_fraction(bar, bar.progress, bar.total):
            bar.update(total=max(view.total, 1), progress=view.judged)
        show_once(self.query_one("#time-left", Static), time_left_text(view, wide=wide))
