"""The evaluation screen's h: grade the holes that matter most.

A design over the pool pairs no human graded (labeler sample's service, a quarter of the holes, or the
newest design extended by a quarter of those left) is drawn in a worker and queued for the annotator;
the notification says the planner's promise, and g then serves the pairs in the design's order.
"""

from __future__ import annotations

from typing import Any

from labeler.services.roles import Action, caller_of
from labeler.tui.screens.evaluate.messages import HolesSampled
from labeler.tui.widgets.safe_text import visible_text
from labeler.tui.workers import thread_worker

SAMPLE_GROUP = "eval-sample"


class HolesSampling:
    """What the evaluation screen mixes in for h (it has the repository, session, state and notify)."""

    repository: Any
    session: Any
    state: Any

    def action_sample_holes(self) -> None:
        """Draw (or extend) the design over the pairs no human graded, a quarter of them, and queue them for
        this annotator (labeler sample's service, in a worker); g then grades them in order."""
        screen: Any = self
        if not screen._may(Action.SAMPLE) or self.state.settings is None:
            return
        self.state.jobs.add(SAMPLE_GROUP)
        screen.notify("Choosing the holes that matter most…", markup=False, timeout=2)
        self._sample_holes(self.state.settings.model)

    @thread_worker(group=SAMPLE_GROUP)
    def _sample_holes(self, model: str | None) -> None:
        from labeler.services.estimation.app_view import sample_holes

        annotator = self.session.annotator if self.session is not None else caller_of(self.repository).name
        report = sample_holes(self.repository, model, annotator)
        screen: Any = self
        screen.post_message(HolesSampled(report))

    def on_holes_sampled(self, message: HolesSampled) -> None:
        """Say what was drawn and the promise, and score again (the queue changed, not the grades)."""
        from labeler.services.estimation.design import forecast_words

        screen: Any = self
        self.state.jobs.discard(SAMPLE_GROUP)
        report = message.report
        promise = f" {forecast_words(report)}." if report.expected_half_width is not None else ""
        screen.notify(visible_text(f"Sampled {len(report.chosen):,} of the {report.holes:,} holes ({report.queued:,} "
                                   f"newly queued for {report.annotator}).{promise} g grades them in order."),
                      title="holes sampled", markup=False, timeout=10)
        screen.recompute()
