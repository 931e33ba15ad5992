"""Messages from workers to screens: past-tense events carrying service results."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.message import Message

from labeler.domain.labeling import QueryProgress, SearchHit
from labeler.services.labeling.pair_view import PairView

if TYPE_CHECKING:
    from labeler.services.evaluation.drilldown import DrillDown
    from labeler.tui.eval_data import EvalData, Evaluated
    from labeler.tui.widgets.query_view import QueryView


class PairShown(Message):
    """The session moved (or stayed) and this is the pair now on screen."""

    def __init__(self, view: PairView | None, elapsed_ms: float = 0.0) -> None:
        super().__init__()
        self.view = view
        self.elapsed_ms = elapsed_ms


class QueriesCounted(Message):
    """Per-query judged/total counts arrived for the query list."""

    def __init__(self, progress: list[QueryProgress]) -> None:
        super().__init__()
        self.progress = progress


class SearchFinished(Message):
    """Search hits for a text arrived."""

    def __init__(self, text: str, hits: list[SearchHit]) -> None:
        super().__init__()
        self.text = text
        self.hits = hits


class QrelsExported(Message):
    """An export of qrels finished."""

    def __init__(self, path: Path, rows: int) -> None:
        super().__init__()
        self.path = path
        self.rows = rows


class SampledPairFound(Message):
    """The annotator's next sampled pair in design order was looked up (None: none is waiting)."""

    def __init__(self, pair: tuple[str, str] | None) -> None:
        super().__init__()
        self.pair = pair


# --- the evaluation and its drill-down ----------------------------------------------------


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
