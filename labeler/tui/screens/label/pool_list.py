"""The pool list beside the chunk (l): the query's pooled chunks with your grade and best rank.

Quepid-style: an annotator keeps grades consistent across a query with its whole pool in view.
Grades and ranks come with every PairView (the session's page of the query, already in memory);
the chunks' titles are read once per query (one repository query, in the screen's thread worker:
the list asks with TitlesWanted and is given them with titles_read), and only while the list is
shown, so grading and moving add no query. Clicking a row goes to that pair.

The rows are one Content in one Static (Textual's own type: a rich Text would be converted span by
span at every update), each row kept until its grade, mark or title changes; untrusted ids and
titles go in through visible_text, and Content never parses markup.
"""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.widgets import Static

from labeler.domain.labeling import QueueEntry
from labeler.services.labeling.pair_view import PairView
from labeler.tui.widgets.safe_text import visible_text
from labeler.tui.widgets.short_ids import id_tails

UNGRADED = "·"
RowKey = tuple[str, int | None, int | None, bool, str | None, int, str]
# Cells of a row before its chunk id: mark, grade, " #12 ".
ROW_LEAD = 7
# The id's share of a row too narrow for whole ids, so titles keep some room.
ID_SHARE = 0.6


def pool_row(entry: QueueEntry, grade: int | None, head: str | None, *, current: bool, width: int,
             shown_id: str | None = None) -> Content:
    """'▶2  #3 d12-4 Cold-climate heat pumps…' in one line of width cells: ▶ (and reverse video) on the
    chunk on screen, your grade (· none), best rank over the runs (– unranked), chunk id (shown_id: as
    the list shortens it), title or start of the text."""
    rank = "#" + str(entry.best_rank) if entry.best_rank is not None else "–"
    dim = "" if current else "dim"  # reverse video over dim text would read as a second, grey mark
    row = Content.assemble(
        ("▶" if current else " ", "bold"),
        (UNGRADED, dim) if grade is None else (str(grade), "bold"),
        (f" {rank:>3} ", dim),
        (shown_id if shown_id is not None else visible_text(entry.chunk_id), "bold"),
        " " + visible_text(head) if head else "",
    ).truncate(max(width, 1), ellipsis=True, pad=current)
    return row.stylize("reverse") if current else row


class PoolRows(Static):
    """The rows; a click on one asks for its pair."""

    def on_click(self, event: events.Click) -> None:
        """The clicked line is the row's index."""
        parent = self.parent
        if isinstance(parent, PoolList):
            parent.choose(event.y)


class PoolList(VerticalScroll, can_focus=False):
    """One row per pooled chunk of the query on screen, the chunk on screen marked."""

    class TitlesWanted(Message):
        """The list shows a new query: read its chunks' titles (then call titles_read)."""

        def __init__(self, query_id: str) -> None:
            super().__init__()
            self.query_id = query_id

    class ChunkChosen(Message):
        """A row was clicked: show that pair."""

        def __init__(self, query_id: str, chunk_id: str) -> None:
            super().__init__()
            self.query_id = query_id
            self.chunk_id = chunk_id

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002  (Textual's name)
        super().__init__(id=id)
        self._view: PairView | None = None
        self._heads: dict[str, str] = {}
        self._heads_for: str | None = None  # the query whose titles are read (or being read)
        self._rows: list[tuple[RowKey, Content]] = []
        self.current_row = -1

    def compose(self) -> ComposeResult:
        yield PoolRows(id="pool-rows")

    @property
    def rows(self) -> list[str]:
        """The rows as drawn, plain."""
        return [text.plain for _, text in self._rows]

    def show(self, view: PairView) -> None:
        """Draw the view's query pairs (titles follow once read); a hidden list only remembers the view."""
        self._view = view
        if not self.display:
            return
        if view.query.id != self._heads_for:
            self._heads_for, self._heads = view.query.id, {}
            self.post_message(self.TitlesWanted(view.query.id))
        self._draw()

    def on_show(self) -> None:
        """Shown again: draw the latest view (hidden lists skip drawing)."""
        if self._view is not None:
            self.show(self._view)

    def on_resize(self) -> None:
        """Rows are cut to the width: draw them again at the new one."""
        self._draw()

    def _draw(self) -> None:
        view = self._view
        if view is None:
            return
        here = view.pair_index - 1
        width = self.scrollable_content_region.width - 1  # a row never wraps, the scrollbar may come
        old = self._rows
        # ids too long for the row lose the start they share (said under the list), keeping the
        # tail that tells them apart: msmarco_passage_51_1208… read alike down the list
        ids = [visible_text(entry.chunk_id) for entry in view.query_pairs]
        start, shown = id_tails(ids, max(int((width - ROW_LEAD) * ID_SHARE), 8))
        rows: list[tuple[RowKey, Content]] = []
        for i, entry in enumerate(view.query_pairs):
            grade = view.grade if i == here else entry.grade
            key = (entry.chunk_id, grade, entry.best_rank, i == here, self._heads.get(entry.chunk_id), width,
                   shown[ids[i]])
            if i < len(old) and old[i][0] == key:
                rows.append(old[i])
            else:
                rows.append((key, pool_row(entry, grade, key[4], current=i == here, width=width, shown_id=key[6])))
        self._rows, self.current_row = rows, here
        self.query_one(PoolRows).update(Content("\n").join(text for _, text in rows))
        self.border_title = f"pool · {len(rows)}"
        self.border_subtitle = f"… = {start}" if start else ""
        self._keep_in_view(here)

    def _keep_in_view(self, row: int) -> None:
        """Scroll so the current row is visible, with a little of what follows it."""
        height = self.scrollable_content_region.height
        if height <= 0 or row < 0:
            return
        top = round(self.scroll_y)
        if row < top or row >= top + height - 1:
            self.scroll_to(y=max(0, row - height // 3), animate=False)

    def titles_read(self, query_id: str, heads: dict[str, str]) -> None:
        """The titles of a query's chunks arrived (ignored if the list has left that query)."""
        if query_id == self._heads_for:
            self._heads = heads
            self._draw()

    def choose(self, row: int) -> None:
        """Ask the screen for the pair of this row."""
        view = self._view
        if view is not None and 0 <= row < len(view.query_pairs):
            self.post_message(self.ChunkChosen(view.query.id, view.query_pairs[row].chunk_id))
