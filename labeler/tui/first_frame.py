"""A served app's first frame waits for its first pair: the mixin LabelerApp takes it from, and the one its
first screen takes so that nothing is rendered meanwhile."""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.screen import Screen

FIRST_FRAME_HOLD_SECONDS = 1.0  # a served app draws nothing until its first pair is shown, or this long


class HoldsFirstFrame(App[None]):
    """hold_first_frame and release_first_frame: an app mounts its screen while a worker reads what it shows;
    under labeler serve, with the CPU shared by the apps starting beside it, Textual drew the screen empty
    first, then laid it out and drew it again once the worker was done."""

    _holding_first_frame = False

    def hold_first_frame(self) -> None:
        """Lay out and draw nothing until release_first_frame (at most FIRST_FRAME_HOLD_SECONDS): keys are
        taken meanwhile, and a start that shows nothing (an error) is drawn when the hold runs out."""
        if not self._holding_first_frame:
            self._holding_first_frame = True
            self._begin_batch()
            self.set_timer(FIRST_FRAME_HOLD_SECONDS, self.release_first_frame)

    def release_first_frame(self) -> None:
        """End the hold (once; nothing if there is none): the screen is laid out and drawn."""
        if self._holding_first_frame:
            self._holding_first_frame = False
            self._end_batch()
            if not self._batch_count:  # what was marked dirty meanwhile waits for the screen's next idle
                self.screen.refresh()


class RendersNothingHeld(Screen[Any]):
    """Mixed into the screen a served app starts on: while the app holds its first frame, a layout of the
    screen (its first resume, the driver's size) is followed by Textual's render of the whole screen, a
    frame the app then drops. Nothing is rendered until the hold ends; its end repaints the whole screen."""

    def _compositor_refresh(self) -> None:
        if getattr(self.app, "_holding_first_frame", False) and self.app._batch_count:
            return
        super()._compositor_refresh()
