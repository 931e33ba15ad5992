"""The side of the label screen: the rubric (always visible), your grade and note, the LLM suggestion."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from labeler.domain import GRADE_RUBRIC, SuggestionStatus
from labeler.domain.grades import GRADE_SHORT
from labeler.services.labeling.pair_view import PairView
from labeler.tui.widgets.safe_text import plain
from labeler.tui.widgets.show_once import show_built_once, show_once

# One short line per grade for narrow terminals; wide ones show GRADE_RUBRIC in full.
SHORT_RUBRIC = GRADE_SHORT


def rubric_text(grade: int | None, *, full: bool = False) -> Table:
    """The four grades (short or full wording, wrapped with a hanging indent), the current one marked."""
    table = Table(show_header=False, box=None, padding=0, expand=True)
    table.add_column(no_wrap=True, width=3)
    table.add_column(ratio=1)
    for value in range(4):
        words = GRADE_RUBRIC[value] if full else SHORT_RUBRIC[value]
        style = "bold reverse" if value == grade else ""
        mark = "▶" if value == grade else " "
        table.add_row(Text(f"{mark}{value} ", style=style or "bold"), Text(words, style=style))
    return table


def judgment_text(view: PairView) -> Text:
    """Your grade (saved or not), skip state and note."""
    text = Text()
    if view.grade is None:
        text.append("not graded yet", style="italic")
    else:
        text.append(f"your grade: {view.grade}", style="bold")
        text.append("  ✓ saved", style="green")
    if view.skipped and view.grade is None:
        text.append("  (skipped)", style="italic")
    text.append("\n")
    if view.note:
        text.append("note: ", style="bold")
        text.append(plain(view.note))
        if view.note_pending:
            text.append("  (saved with your grade)", style="italic dim")
    else:
        text.append("no note (n adds one)", style="dim")
    return text


def others_text(view: PairView) -> Text | None:
    """Other annotators' grades and notes, for review; None until this annotator has graded the pair
    (independence: nothing about others before grading, not even whether they graded) or when no one has."""
    if view.grade is None or not view.other_grades:
        return None
    text = Text()
    for i, other in enumerate(view.other_grades):
        if i:
            text.append("\n")
        text.append(plain(other.annotator, style="bold"))
        text.append(f"  {other.grade} {SHORT_RUBRIC.get(other.grade, '')}".rstrip())
        if other.note:
            text.append("\n  ")
            text.append(plain(other.note, style="italic"))
    return text


def suggestion_text(view: PairView) -> Text | None:
    """The LLM suggestion (the box's title says it is one): its grade, then how sure the model was and which
    model, then its reason, so the reason starts within an 80x24 screen; how to accept it is the box's
    subtitle and the footer's. None when there is none."""
    suggestion = view.suggestion
    if suggestion is None:
        return None
    if view.suggestion_hidden:
        return Text("hidden (blind mode): grade first, or b to show", style="italic")
    text = Text()
    if suggestion.status is SuggestionStatus.OK and suggestion.grade is not None:
        text.append(f"{suggestion.grade}", style="bold")
        text.append(f" {SHORT_RUBRIC.get(suggestion.grade, '?')}")
    else:
        text.append(f"no grade: {suggestion.status.value}", style="italic")
    text.append("\n")
    if suggestion.status is SuggestionStatus.OK and suggestion.confidence is not None:
        text.append(f"{suggestion.confidence:.0%} sure · ", style="dim")  # first: a long model name wraps after it
    text.append_text(plain(suggestion.model, style="dim"))
    if suggestion.reason:
        text.append("\n")
        text.append(plain(suggestion.reason, style="italic"))
    return text


class SidePanel(VerticalScroll, can_focus=False):
    """Rubric, judgment and suggestion boxes."""

    def compose(self) -> ComposeResult:
        yield Static(rubric_text(None), id="rubric-short", classes="rubric")
        yield Static(rubric_text(None, full=True), id="rubric-full", classes="rubric")
        yield Static(id="judgment")
        yield Static(id="others")
        yield Static(id="suggestion")

    def on_mount(self) -> None:
        self.query_one("#suggestion").border_title = "LLM suggestion"
        self.query_one("#others").border_title = "other annotators"

    def show(self, view: PairView) -> None:
        """Draw the parts of the view this panel owns."""
        # the tables are built and drawn again only when the grade they mark changes
        grade = view.grade
        show_built_once(self.query_one("#rubric-short", Static), grade, lambda: rubric_text(grade))
        show_built_once(self.query_one("#rubric-full", Static), grade, lambda: rubric_text(grade, full=True))
        show_once(self.query_one("#judgment", Static), judgment_text(view))
        others = self.query_one("#others", Static)
        others_shown = others_text(view)
        others.display = others_shown is not None
        if others_shown is not None:
            show_once(others, others_shown)
        box = self.query_one("#suggestion", Static)
        text = suggestion_text(view)
        box.display = text is not None
        if text is not None:
            show_once(box, text)
            suggestion = view.suggestion
            takes = suggestion is not None and suggestion.status is SuggestionStatus.OK and suggestion.grade is not None
            box.border_subtitle = "enter accepts" if takes and not view.suggestion_hidden else ""
