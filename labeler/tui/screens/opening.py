"""How the screens that do more than appear over the current one open (tui/registry.py names each
entry's opener): the evaluation kept installed, the prefill dialog over the label screen, the
adjudication queue as this annotator; each reloads the label screen's pair when it closes."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from labeler.services.judging.prefill import PrefillSummary
    from labeler.tui.registry import ScreenHost


def refresh_label_when_closed(app: ScreenHost) -> Callable[[object], None]:
    """A screen's dismiss callback: the label screen shows its pair again (grades may have changed)."""
    label = app.label_screen

    def closed(_result: object) -> None:
        if label is not None:
            label.refresh_view()

    return closed


def open_evaluation(app: ScreenHost, cls: type[Any]) -> None:
    """One instance, kept installed so its choices survive leaving it; escape goes back to it."""
    if isinstance(app.screen, cls):
        return
    if any(isinstance(screen, cls) for screen in app.screen_stack):
        app.notify("The evaluation is already open: escape goes back to it.", markup=False)
        return
    if not app.is_screen_installed("evaluation"):
        app.install_screen(cls(app.session.repository, app.session), name="evaluation")
    # a drill-down may have moved the session: the label screen shows its pair again
    app.push_screen("evaluation", refresh_label_when_closed(app))


def open_prefill(app: ScreenHost, cls: type[Any]) -> None:
    """Over the label screen, on its query, with the form as it was last left; its figures said
    on the label screen when it closes, which then shows the new suggestions."""
    from labeler.tui.screens.prefill import PrefillMemory, summary_words

    label = app.back_to_label()
    current = label.view.query.id if label is not None and label.view is not None else None
    if app.prefill_memory is None:
        app.prefill_memory = PrefillMemory()

    def closed(summary: PrefillSummary | None) -> None:
        if summary:  # the dialog's figures are gone with it: say them on the label screen
            app.notify(summary_words(summary), title="LLM prefill", markup=False, timeout=8)
        if label is not None:
            label.refresh_view()

    app.push_screen(cls(app.session.repository, current, app.prefill_memory), closed)


def open_adjudication(app: ScreenHost, cls: type[Any]) -> None:
    """This annotator adjudicating; the label screen shows its pair again after."""
    if not isinstance(app.screen, cls):
        app.push_screen(cls(app.session.repository, app.session.annotator), refresh_label_when_closed(app))


