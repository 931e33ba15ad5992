"""The evaluation screen's Setup fields filled from its state, without raising their change events
(filling a field is not the user picking something)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets import Select, SelectionList
from textual.widgets.selection_list import Selection

from labeler.tui.widgets.safe_text import visible_text

if TYPE_CHECKING:
    from labeler.domain import RunInfo
    from labeler.tui.screens.evaluate.data import EvalSettings


def fill_run_list(run_list: SelectionList[str], run_infos: list[RunInfo], picked: tuple[str, ...]) -> None:
    """Every imported run, the picked ones ticked, the first highlighted."""
    with run_list.prevent(SelectionList.SelectedChanged):
        run_list.clear_options()
        run_list.add_options([Selection(Text(visible_text(i.name)), i.name, i.name in picked) for i in run_infos])
        if run_list.option_count:
            run_list.highlighted = 0


def fill_baseline(baseline: Select[str], settings: EvalSettings) -> None:
    """The picked runs as baseline options, the chosen one selected."""
    with baseline.prevent(Select.Changed):
        baseline.set_options([(Text(visible_text(name)), name) for name in settings.runs])
        if settings.baseline in settings.runs:
            baseline.value = settings.baseline


def fill_estimate(estimate: Select[str], model: Select[str], settings: EvalSettings, models: list[str],
                  in_use: str | None) -> None:
    """The estimate mode in force, and the models with suggestions (newest first) with the one in use
    (the chosen one, else the newest once the numbers came from it)."""
    with estimate.prevent(Select.Changed):
        estimate.value = settings.estimate
        model.set_options([(Text(visible_text(name)), name) for name in models])
        shown = settings.model or in_use
        if shown in models:
            model.value = shown
        else:
            model.clear()
