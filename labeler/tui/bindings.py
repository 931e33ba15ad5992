"""Key bindings of the screens, each with an id users can rebind in keymap.toml.

They live apart from the screens so the help screen can list them without importing a screen.
"""

from __future__ import annotations

from textual.binding import Binding, BindingType

from labeler.domain.grades import GRADE_WORDS
from labeler.tui.registry import SCREENS

GRADES = Binding.Group("grade", compact=True)
MOVE = Binding.Group("prev/next", compact=True)
TABS = Binding.Group("tabs", compact=True)


def grade_bindings(action: str, id_prefix: str, group: Binding.Group) -> list[Binding]:
    """One key per grade (the grade's digit), calling action(grade), its footer word the grade's."""
    return [Binding(str(words.grade), f"{action}({words.grade})", words.key, id=f"{id_prefix}{words.grade}", group=group)
            for words in GRADE_WORDS]


LABEL_BINDINGS: list[Binding] = [
    *grade_bindings("grade", "labeler.grade_", GRADES),
    Binding("enter", "accept", "accept LLM", id="labeler.accept"),
    Binding("left,k", "previous", "previous pair", id="labeler.previous", group=MOVE),
    Binding("right,j", "next", "next pair", id="labeler.next", group=MOVE),
    Binding("s", "skip", "skip", id="labeler.skip"),
    Binding("u", "undo", "undo", id="labeler.undo"),
    Binding("n", "note", "note", id="labeler.note", show=False),
    Binding("slash", "search", "search", id="labeler.search", show=False),
    Binding("f", "filter", "filter", id="labeler.filter", show=False),
    Binding("b", "blind", "blind", id="labeler.blind", show=False),
    Binding("g", "queries", "queries", id="labeler.queries", show=False),
    Binding("question_mark", "help", "help", id="labeler.help"),
    Binding("q", "quit", "quit", id="labeler.quit", show=False),
    Binding("t", "toggle_narrative", "narrative", id="labeler.narrative", show=False),
    Binding("l", "toggle_pool_list", "pool list", id="labeler.pool_list", show=False),
    Binding("a", "next_part", "next part of a long chunk", id="labeler.next_part", show=False),
    Binding("down", "scroll_chunk('down')", "scroll down", id="labeler.scroll_down", show=False),
    Binding("up", "scroll_chunk('up')", "scroll up", id="labeler.scroll_up", show=False),
    Binding("pagedown,space", "scroll_chunk('page_down')", "page down", id="labeler.page_down", show=False),
    Binding("pageup", "scroll_chunk('page_up')", "page up", id="labeler.page_up", show=False),
    Binding("home", "scroll_chunk('home')", "top of chunk", id="labeler.chunk_top", show=False),
    Binding("end", "scroll_chunk('end')", "end of chunk", id="labeler.chunk_end", show=False),
]

def screen_bindings() -> list[Binding]:
    """The app-wide key of every screen of the registry that has one (not in the footer: help lists them)."""
    return [Binding(entry.key, entry.action, entry.footer, id=entry.binding_id, show=False)
            for entry in SCREENS if entry.key]


# The tab keys are on the tab bar itself (1 Summary 2 Queries ...), so the footer leaves them out.
EVAL_BINDINGS: list[BindingType] = [
    Binding("escape", "close", "back", id="labeler.eval.close"),
    Binding("r", "recompute", "recompute", id="labeler.eval.recompute"),
    Binding("s", "next_sort", "sort", id="labeler.eval.sort"),
    Binding("o", "reverse_sort", "reverse", id="labeler.eval.reverse", show=False),
    Binding("m", "next_measure", "measure", id="labeler.eval.measure", show=False),
    Binding("slash", "filter", "filter", id="labeler.eval.filter", show=False),
    Binding("w", "write_report", "report", id="labeler.eval.report"),
    Binding("e", "next_estimate", "estimate", id="labeler.eval.estimate"),
    Binding("g", "grade_sample", "grade sample", id="labeler.eval.grade_sample"),
    Binding("h", "sample_holes", "sample holes", id="labeler.eval.sample_holes", show=False),
    Binding("1", "show_tab('tab-summary')", "summary", id="labeler.eval.tab_summary", group=TABS, show=False),
    Binding("2", "show_tab('tab-queries')", "queries", id="labeler.eval.tab_queries", group=TABS, show=False),
    Binding("3", "show_tab('tab-chart')", "chart", id="labeler.eval.tab_chart", group=TABS, show=False),
    Binding("4", "show_tab('tab-setup')", "setup", id="labeler.eval.tab_setup", group=TABS, show=False),
]

DRILL_BINDINGS: list[BindingType] = [
    Binding("escape", "close", "back", id="labeler.drill.close"),
    Binding("h", "judge_holes", "judge the holes", id="labeler.drill.holes"),
    Binding("r", "next_run", "next run", id="labeler.drill.run"),
    Binding("b", "swap_beside", "baseline/ideal", id="labeler.drill.beside"),
]
