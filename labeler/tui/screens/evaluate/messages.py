"""Messages of the evaluation screen and its drill-down: past-tense events carrying results."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.message import Message

if TYPE_CHECKING:
    from labeler.services.estimation.design import SampleReport
    from labeler.services.evaluation.drilldown import DrillDown
    from labeler.tui.screens.evaluate.data import EvalData, Evaluated
    from labeler.tui.screens.evaluate.query_view import QueryView


class EvaluationComputed(Message):
    """The evaluation of one request (generation) finished."""

    def __init__(self, generation: int, outcome: Evaluated, query_view: QueryView | None = None) -> None:
        super().__init__()
        self.generation = generation
        self.outcome = outcome
        self.query_view = query_view  # the per-query table's rows, prepared in the worker


class RunImported(Message):
    """A run file was imported from the evaluation screen (added False: the same run was there)."""

    def __init__(self, name: str, added: bool) -> None:
        super().__init__()
        self.name = name
        self.added = added


class ReportWritten(Message):
    """The evaluation's report file was written."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path


class EvaluationUpdated(Message):
    """The evaluation was recomputed: a drill-down redraws with these tables and grades."""

    def __init__(self, data: EvalData) -> None:
        super().__init__()
        self.data = data


class HolesJudged(Message):
    """The label screen visiting a drill-down's holes was left: the evaluation recomputes."""


class HolesSampled(Message):
    """The evaluation screen drew (or extended) the design over the holes and queued them."""

    def __init__(self, report: SampleReport) -> None:
        super().__init__()
        self.report = report


class DrillDownComputed(Message):
    """The drill-down tables of one query arrived (baseline None: the run is the baseline)."""

    def __init__(self, generation: int, ranked: DrillDown, baseline: DrillDown | None) -> None:
        super().__init__()
        self.generation = generation
        self.ranked = ranked
        self.baseline = baseline


class HolesPooled(Message):
    """The holes are in the judging pool (added when a run had not been pooled that deep)."""

    def __init__(self, holes: list[tuple[str, str]], added: int) -> None:
        super().__init__()
        self.holes = holes
        self.added = added
