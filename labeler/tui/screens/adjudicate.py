"""The adjudication queue: pairs whose independent grades differ by at least N, settled one key at a time.

Each pair shows the query, the chunk and every annotator's grade and note side by side; 0-3
records the adjudicated grade under this annotator's name (services.team.assignment.adjudicate), then
the queue is read again (a separate step: a failed read never hides a committed grade), so the
count is the database's. Query, chunk, names and notes are untrusted: drawn as Text only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Static

from labeler.tui.widgets.safe_text import plain, visible_text
from labeler.domain.grades import GRADE_SHORT as SHORT_RUBRIC
from labeler.tui.workers import ReportsWorkerErrors, thread_worker
from labeler.tui.bindings import MOVE, grade_bindings
from labeler.tui.widgets.footer import Footer

if TYPE_CHECKING:
    from labeler.domain import Chunk, Judgment, Query
    from labeler.services.team.assignment import Disagreement
    from labeler.storage import Repository

ADJUDICATE_GRADES = Binding.Group("adjudicate", compact=True)


class DisagreementsLoaded(Message):
    """The queue was read: its items, the one to show, its query and chunk."""

    def __init__(
        self, items: Sequence[Disagreement], index: int, query: Query | None = None, chunk: Chunk | None = None
    ) -> None:
        super().__init__()
        self.items = items
        self.index = index
        self.query = query
        self.chunk = chunk


class Adjudicated(Message):
    """An adjudicated grade was committed for a pair."""

    def __init__(self, query_id: str, chunk_id: str, grade: int) -> None:
        super().__init__()
        self.query_id = query_id
        self.chunk_id = chunk_id
        self.grade = grade


class AdjudicationUndone(Message):
    """The adjudicator's last adjudication was undone (judgment None: there was none)."""

    def __init__(self, judgment: Judgment | None = None) -> None:
        super().__init__()
        self.judgment = judgment


def own_grade(item: Disagreement, adjudicator: str) -> int | None:
    """The adjudicator's own independent grade of the pair (None: they did not grade it)."""
    return next((g.grade for g in item.grades if g.annotator == adjudicator), None)


def grades_table(item: Disagreement, adjudicator: str | None = None) -> Text:
    """Every annotator's grade, then their note indented below it (and the adjudication if any);
    the adjudicator's own grade is marked '(you)'."""
    text = Text()
    width = max(len(g.annotator) for g in item.grades) if item.grades else 0
    for i, grade in enumerate(item.grades):
        if i:
            text.append("\n")
        text.append(plain(grade.annotator.ljust(min(width, 16)), style="bold"))
        text.append(f"  {grade.grade}", style="bold reverse")
        text.append(f" {SHORT_RUBRIC.get(grade.grade, '')}")
        if grade.annotator == adjudicator:
            text.append("  (you)", style="italic")
        if grade.note:
            text.append("\n    ")
            text.append(plain(grade.note, style="italic"))
    if item.adjudication is not None:
        text.append("\n\nadjudicated by ", style="dim")
        text.append(plain(item.adjudication.annotator, style="bold"))
        text.append(f": {item.adjudication.grade}", style="bold")
    return text


LOAD_GROUP = "adjudicate-load"


class AdjudicationScreen(ReportsWorkerErrors, Screen[int]):
    """Walks services.team.assignment.disagreements(min_diff) and records adjudicated grades."""

    # Nothing on this screen takes focus or text: every key is a command, so a grade key can never
    # be swallowed by a field (the minimum difference changes with + / - / d, shown in the header).
    AUTO_FOCUS = ""

    BINDINGS = [
        *grade_bindings("adjudicate", "labeler.adjudicate_", ADJUDICATE_GRADES),
        Binding("left,k", "move(-1)", "previous", id="labeler.adjudicate_previous", group=MOVE),
        Binding("right,j", "move(1)", "next", id="labeler.adjudicate_next", group=MOVE),
        Binding("u", "undo", "undo", id="labeler.adjudicate_undo"),
        Binding("plus", "min_diff(1)", "diff +1", id="labeler.adjudicate_more", show=False),
        Binding("minus", "min_diff(-1)", "diff -1", id="labeler.adjudicate_less", show=False),
        Binding("d", "cycle_min_diff", "min diff 1/2/3", id="labeler.adjudicate_min_diff"),
        Binding("down", "scroll_chunk('down')", "scroll", id="labeler.adjudicate_scroll_down", show=False),
        Binding("up", "scroll_chunk('up')", "scroll", id="labeler.adjudicate_scroll_up", show=False),
        Binding("pagedown,space", "scroll_chunk('page_down')", "page", id="labeler.adjudicate_page_down", show=False),
        Binding("pageup", "scroll_chunk('page_up')", "page", id="labeler.adjudicate_page_up", show=False),
        Binding("escape,q", "close", "back", id="labeler.adjudicate_close"),
    ]

    WORKER_FAILURES = {
        LOAD_GROUP: "disagreements not read", "adjudicate-record": "not adjudicated", "adjudicate-undo": "not undone",
    }

    def __init__(self, repository: Repository, adjudicator: str, min_diff: int = 1) -> None:
        super().__init__(id="adjudicate")
        self.repository = repository
        self.adjudicator = adjudicator
        self.min_diff = max(1, min_diff)
        self.items: list[Disagreement] = []
        self.index = 0
        self.loading = False
        self.recorded = 0

    def compose(self) -> ComposeResult:
        yield Static(id="adjudicate-header")
        yield Static(id="adjudicate-query")
        with Horizontal(id="adjudicate-body"):
            with VerticalScroll(id="adjudicate-chunk"):
                yield Static(id="adjudicate-chunk-text")
            with Vertical(id="adjudicate-side"):
                yield Static(id="adjudicate-diff")
                yield Static(id="adjudicate-grades")
        yield Static(id="adjudicate-empty", classes="hidden")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#adjudicate-chunk").border_title = "chunk"
        self.query_one("#adjudicate-side").border_title = "grades"
        self._draw_header()
        self._reload(0)

    def on_resize(self) -> None:
        self.set_class(self.size.width >= 120, "-wide")

    # --- loading ---------------------------------------------------------------------------

    @property
    def remaining(self) -> int:
        """Disagreements left to adjudicate at the current minimum difference."""
        return len(self.items)

    @property
    def current(self) -> Disagreement | None:
        """The disagreement on screen (None: the queue is empty)."""
        return self.items[self.index] if self.items else None

    def _reload(self, index: int, pair: tuple[str, str] | None = None) -> None:
        """Read the queue again and show item index (or the given pair, when it is in the queue)."""
        self.loading = True
        self._load(index, self.min_diff, pair)

    @thread_worker(group=LOAD_GROUP)
    def _load(self, index: int, min_diff: int, pair: tuple[str, str] | None = None) -> None:
        from labeler.services.team.assignment import disagreements
        from labeler.services.labeling.browsing import pair_texts

        items = disagreements(self.repository, min_diff)
        if pair is not None:
            index = next((i for i, d in enumerate(items) if (d.query_id, d.chunk_id) == pair), index)
        index = min(max(index, 0), max(len(items) - 1, 0))
        query: Query | None = None
        chunk: Chunk | None = None
        if items:
            query, chunk = pair_texts(self.repository, items[index].query_id, items[index].chunk_id)
        self.post_message(DisagreementsLoaded(items, index, query, chunk))

    # One adjudicating worker at a time: a key is ignored while `loading` (the record, the undo, the read).
    @thread_worker(group="adjudicate-record")
    def _record(self, query_id: str, chunk_id: str, grade: int) -> None:
        from labeler.services.team.assignment import adjudicate

        adjudicate(self.repository, query_id, chunk_id, self.adjudicator, grade)
        self.post_message(Adjudicated(query_id, chunk_id, grade))

    @thread_worker(group="adjudicate-undo")
    def _undo(self) -> None:
        from labeler.services.team.assignment import undo_last_adjudication

        self.post_message(AdjudicationUndone(undo_last_adjudication(self.repository, self.adjudicator)))

    def worker_failed(self, group: str, words: str) -> None:
        """Nothing was recorded, undone or read: said; a failed read keeps the list on screen."""
        self.loading = False
        if group == LOAD_GROUP:
            words += "\nThe list on screen may be out of date; j or k reads it again."
        super().worker_failed(group, words)

    @on(Adjudicated)
    def _adjudicated(self, message: Adjudicated) -> None:
        self.recorded += 1
        pair = f"{visible_text(message.query_id)} / {visible_text(message.chunk_id)}"
        item = self.current
        mine = None
        if item is not None and (item.query_id, item.chunk_id) == (message.query_id, message.chunk_id):
            mine = own_grade(item, self.adjudicator)
        if mine is None:
            self.notify(f"{pair}: {message.grade}", title="adjudicated", markup=False)
        else:
            self.notify(
                f"{pair}: {message.grade}. You graded this pair yourself ({mine}): "
                "another annotator should adjudicate it. u undoes.",
                title="adjudicated your own pair", severity="warning", markup=False,
            )
        self._reload(self.index)  # committed either way; a failed reload only leaves the list stale

    @on(AdjudicationUndone)
    def _undone(self, message: AdjudicationUndone) -> None:
        judgment = message.judgment
        if judgment is None:
            self.loading = False
            self.notify("No adjudication of yours to undo.", markup=False)
            return
        self.recorded = max(self.recorded - 1, 0)
        self.notify(
            f"Undid adjudication {visible_text(judgment.query_id)} / {visible_text(judgment.chunk_id)}: {judgment.grade}",
            markup=False,
        )
        self._reload(self.index, (judgment.query_id, judgment.chunk_id))

    @on(DisagreementsLoaded)
    def _loaded(self, message: DisagreementsLoaded) -> None:
        self.loading = False
        self.items = list(message.items)
        self.index = message.index
        self._draw(message.query, message.chunk)

    def _draw_header(self) -> None:
        """The header and the threshold line, always the threshold in force (also while reading)."""
        header = Text.assemble(("Adjudication", "bold"), ("  adjudicator ", "dim"))
        header.append(plain(self.adjudicator, style="bold"))
        noun = "disagreement" if self.remaining == 1 else "disagreements"
        header.append(f"  {self.remaining:,} {noun} left", style="bold")
        header.append(f" (grades differ by ≥ {self.min_diff})", style="dim")
        if self.items:
            header.append(f"  pair {self.index + 1} of {self.remaining}", style="dim")
        self.query_one("#adjudicate-header", Static).update(header)
        self.query_one("#adjudicate-diff", Static).update(
            Text.assemble("grades differ by ≥ ", (str(self.min_diff), "bold"), ("  (+ / - / d change it)", "dim"))
        )

    def _draw(self, query: Query | None, chunk: Chunk | None) -> None:
        self._draw_header()
        item = self.current
        empty = self.query_one("#adjudicate-empty", Static)
        body = self.query_one("#adjudicate-body")
        panel = self.query_one("#adjudicate-query", Static)
        if item is None:
            empty.update(
                Text(
                    f"No pair has independent grades that differ by {self.min_diff} or more and no adjudication yet."
                    "\n\n+ / - / d change the minimum difference; u undoes your last adjudication; escape goes back.",
                    style="italic",
                )
            )
            empty.remove_class("hidden")
            body.display = panel.display = False
            return
        empty.add_class("hidden")
        body.display = panel.display = True
        text = Text.assemble(plain(item.query_id, style="bold"), ": ")
        text.append(plain(query.text if query is not None else "(query text missing)"))
        panel.update(text)
        chunk_box = self.query_one("#adjudicate-chunk")
        # the id whole over the text (a border title cut DL 2021's ids to msmarco_passage_19_5945…)
        self.query_one("#adjudicate-chunk-text", Static).update(Text.assemble(
            plain(item.chunk_id, style="bold"), "\n\n",
            plain(chunk.text) if chunk is not None else Text("(no stored text)", style="italic")))
        chunk_box.scroll_home(animate=False)
        side = self.query_one("#adjudicate-side")
        side.border_title = f"grades (spread {item.spread})"
        self.query_one("#adjudicate-grades", Static).update(grades_table(item, self.adjudicator))

    # --- actions ---------------------------------------------------------------------------

    def action_adjudicate(self, grade: int) -> None:
        """Record the adjudicated grade of the pair on screen, then show the next."""
        item = self.current
        if item is None or self.loading:
            return
        self.loading = True
        self._record(item.query_id, item.chunk_id, grade)

    def action_move(self, step: int) -> None:
        """Next or previous disagreement (wrapping), without recording anything."""
        if self.items and not self.loading:
            self._reload((self.index + step) % len(self.items))

    def action_undo(self) -> None:
        """Undo this adjudicator's last adjudication (repeatable) and show that pair again."""
        if self.loading:
            return
        self.loading = True
        self._undo()

    def action_min_diff(self, step: int) -> None:
        """Raise or lower the minimum difference (1..3); ignored while the list is being read."""
        if not self.loading:
            self._set_min_diff(min(max(self.min_diff + step, 1), 3))

    def action_cycle_min_diff(self) -> None:
        """Minimum difference 1 -> 2 -> 3 -> 1; ignored while the list is being read."""
        if not self.loading:
            self._set_min_diff(self.min_diff % 3 + 1)

    def _set_min_diff(self, value: int) -> None:
        if value != self.min_diff:
            self.min_diff = value
            self._draw_header()
            self.notify(f"Showing pairs whose grades differ by ≥ {value}.", markup=False)
            self._reload(0)

    def action_scroll_chunk(self, how: str) -> None:
        """Scroll the chunk text."""
        chunk = self.query_one("#adjudicate-chunk", VerticalScroll)
        {
            "down": chunk.scroll_down,
            "up": chunk.scroll_up,
            "page_down": chunk.scroll_page_down,
            "page_up": chunk.scroll_page_up,
        }[how](animate=False)

    def action_close(self) -> None:
        """Back to labeling."""
        self.dismiss(self.recorded)
