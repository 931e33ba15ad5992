"""The evaluation screen's state as a plain object: settings, the comparison shown, sorting, work in flight.

One recompute path: every change that needs new numbers (a setting, a picked run, an imported
run, judgments changed elsewhere, `r`) calls `request`, which starts a new generation; the
screen runs `data.evaluate` for it in a worker and hands the outcome to `computed` (or the
error to `failed`). A result or an error of an older generation is dropped, so the screen always
shows the answer to the newest question. No widgets here: the screen draws what this holds.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from labeler.domain.choices import ESTIMATE_MODES
from labeler.tui.screens.evaluate.data import ESTIMATES, EvalData, EvalSettings, Evaluated
from labeler.tui.screens.evaluate.cells import DESCENDING_FIRST, SortSpec, shown_run, sort_cycle

if TYPE_CHECKING:
    from labeler.domain import RunInfo
    from labeler.services.evaluation.comparison import Comparison

PER_RUN_SORTS = ("gap", "value", "difference", "judged")
NO_RUN_PICKED = "Pick at least one run in the Setup tab (4)."
NO_RUN_IMPORTED = "No runs imported yet: import a run file in the Setup tab (4), or `labeler import run FILE`."
NOTHING_GRADED = ("Nothing to evaluate yet: no pair is graded. escape goes back to grading (0-3 grades a pair); "
                  "back here, r recomputes.")


@dataclass
class EvalState:
    """What the evaluation screen shows and what it waits for."""

    run_infos: list[RunInfo] = field(default_factory=list)
    settings: EvalSettings | None = None  # None until the runs were first read: then every run is picked
    data: EvalData | None = None
    error: str | None = None
    sort: SortSpec = field(default_factory=SortSpec)
    query_measure: str | None = None  # per-query value columns; None: the gap measure
    generation: int = 0
    computing: bool = False  # the newest generation's answer is still to come
    jobs: set[str] = field(default_factory=set)  # other work in flight: "import", "report"
    judgments_may_have_changed: bool = False  # the screen was left: recompute when it is back
    models: list[str] = field(default_factory=list)  # models with suggestions, newest first (once read)

    @property
    def comparison(self) -> Comparison | None:
        """The comparison on screen (None before the first result)."""
        return self.data.comparison if self.data else None

    @property
    def busy(self) -> bool:
        """Whether a result is still to be applied."""
        return self.computing or bool(self.jobs)

    @property
    def shown_measure(self) -> str | None:
        """The measure of the per-query values and charts."""
        comparison = self.comparison
        return None if comparison is None else self.query_measure or comparison.gap_measure

    # --- the one recompute path -----------------------------------------------------------

    def request(self, **changes: Any) -> tuple[int, EvalSettings | None]:
        """Ask for new numbers, with these setting changes: (generation, settings) for the worker."""
        if changes and self.settings is not None:
            self.settings = replace(self.settings, **changes)
        self.generation += 1
        self.computing = True
        return self.generation, self.settings

    def computed(self, generation: int, outcome: Evaluated) -> bool:
        """Apply a worker's outcome; False when a newer request superseded it (nothing changes)."""
        if generation != self.generation:
            return False
        self.computing = False
        self.run_infos = list(outcome.run_infos)
        self.settings = outcome.settings
        if outcome.models is not None:
            self.models = list(outcome.models)
        if outcome.data is None:
            self.data = None
            self.error = NO_RUN_PICKED if self.run_infos else NO_RUN_IMPORTED
            return True
        self.error = None
        self.data = outcome.data
        if self.query_measure not in outcome.data.comparison.measure_names:
            self.query_measure = None
        if self.sort.run is not None and self.sort.run not in outcome.data.tables:
            self.sort = SortSpec()
        return True

    def failed(self, error: str) -> None:
        """The newest request failed (a bad measure name, a database error): the last good result stays."""
        self.computing = False
        self.error = error

    def run_imported(self, name: str) -> None:
        """A run was imported from the screen: it joins the picked runs (the caller then requests)."""
        if self.settings is not None and name not in self.settings.runs:
            self.settings = replace(self.settings, runs=self.settings.runs + (name,))

    @property
    def estimate(self) -> str:
        """The estimate mode asked for (human, llm, hybrid)."""
        return self.settings.estimate if self.settings is not None else ESTIMATE_MODES.preset

    def following_estimate(self) -> str:
        """The estimate mode after the one asked for, in the switch's cycle."""
        modes = [mode for mode, _ in ESTIMATES]
        return modes[(modes.index(self.estimate) + 1) % len(modes)]

    @property
    def model_shown(self) -> str | None:
        """The model whose grades the numbers on screen use (None: human grades only)."""
        data = self.data
        return data.estimate.model if data is not None and data.estimate is not None else None

    # --- sorting and the per-query measure ------------------------------------------------

    def sort_by(self, by: str, run: str | None) -> None:
        """Sort by this key (a header click): the same key again reverses it."""
        if (by, run) == (self.sort.by, self.sort.run):
            self.reverse_sort()
        else:
            self.sort = SortSpec(by, run, DESCENDING_FIRST[by])

    def next_sort(self) -> None:
        """The next sort key of the cycle (gap to ideal first)."""
        comparison = self.comparison
        if comparison is None:
            return
        cycle = sort_cycle(comparison)
        current = (self.sort.by, self.sort.run or (shown_run(comparison) if self.sort.by in PER_RUN_SORTS else None))
        index = cycle.index(current) + 1 if current in cycle else 0
        by, run = cycle[index % len(cycle)]
        self.sort = SortSpec(by, run, DESCENDING_FIRST[by])

    def reverse_sort(self) -> None:
        """Reverse the per-query sort."""
        self.sort = replace(self.sort, descending=not self.sort.descending)

    def next_measure(self) -> None:
        """Show the next measure's values in the per-query table and charts."""
        comparison = self.comparison
        if comparison is None:
            return
        names = [m.name for m in comparison.measures if not m.is_count]  # counts: no per-query column
        current = self.query_measure or comparison.gap_measure
        index = names.index(current) + 1 if current in names else 0
        self.query_measure = names[index % len(names)]

    @property
    def sorted_run(self) -> str | None:
        """The run the per-query view is about: the sort's run, else the default run."""
        comparison = self.comparison
        return None if comparison is None else self.sort.run or shown_run(comparison)

    @property
    def chart_run(self) -> str | None:
        """The run the win/loss chart compares with the baseline (None: the default)."""
        comparison = self.comparison
        run = self.sort.run
        return run if run and comparison and run != comparison.baseline else None


class EvalReadout:
    """What tests and the drill-down read off the evaluation screen: its state, by name."""

    state: EvalState

    @property
    def settings(self) -> EvalSettings | None:
        """The settings in force."""
        return self.state.settings

    @property
    def data(self) -> EvalData | None:
        """The comparison on screen with its tables."""
        return self.state.data

    @property
    def comparison(self) -> Comparison | None:
        """The comparison on screen (None before the first result)."""
        return self.state.comparison

    @property
    def error(self) -> str | None:
        """Why the newest request has no result, if it has none."""
        return self.state.error

    @property
    def run_infos(self) -> list[RunInfo]:
        """The imported runs."""
        return self.state.run_infos

    @property
    def sort(self) -> SortSpec:
        """How the per-query table is sorted."""
        return self.state.sort

    @property
    def query_measure(self) -> str | None:
        """The measure of the per-query values (None: the gap measure)."""
        return self.state.query_measure

    @property
    def busy(self) -> bool:
        """Whether a worker's result is still to be applied."""
        return self.state.busy
