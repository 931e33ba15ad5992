"""What the evaluation screen compares and the comparison it shows: plain Python, no widgets.

`evaluate` is the one function the screen's worker calls: it reads the imported runs, keeps
the picked ones that still exist, and compares them over the estimate mode's qrels (human: the
database's qrels; llm and hybrid: a human grade where one exists, else the model's, from
services.estimation.app_view) with services.evaluation.comparison.compare_runs, exactly as `labeler eval` does; in
hybrid mode it also holds the intervals of the measures the hybrid estimator covers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from labeler.domain import choices
from labeler.domain.estimate_modes import estimate_mode
from labeler.metrics.measures import DEFAULT_MEASURES

if TYPE_CHECKING:
    from labeler.dataio.qrels.files import QrelsTable
    from labeler.dataio.runs.table import RunTable
    from labeler.domain import RunInfo
    from labeler.metrics.request import ScoringRequest
    from labeler.services.estimation.app_view import AppEstimate
    from labeler.services.evaluation.comparison import Comparison
    from labeler.services.evaluation.drilldown import QrelsIndex, RankedRun
    from labeler.services.evaluation.holes import RunHoles

DEFAULT_EVAL_MEASURES = DEFAULT_MEASURES  # the same defaults as labeler eval, report and docs/WALKTHROUGH.md
GAINS = choices.GAINS.values
SIGNIFICANCE_TESTS = choices.SIGNIFICANCE_TESTS.select_options()
INTERVALS = choices.INTERVAL_KINDS.select_options()
# How several annotators' grades of a pair become one, as `labeler eval --aggregate`;
# an adjudicated grade wins under every rule.
AGGREGATIONS = choices.AGGREGATION_POLICIES.values
DEFAULT_AGGREGATION = choices.AGGREGATION_POLICIES.preset
QRELS_ORIGIN = "database"  # the header reads "qrels database by majority (145 judgments, 20 queries)"
HYBRID_CONVENTION = ("intervals are of linear gain with grade >= 1 relevant (what the hybrid estimator scores); "
                     "the other cells follow the Setup's gain and threshold")
# (mode, words) of the estimate switch, in the order `e` cycles them
ESTIMATES = tuple((option.value, option.words) for option in choices.ESTIMATE_MODES.options)


@dataclass(frozen=True)
class EvalSettings:
    """What to compare and how: runs (in list order), measures, gain, threshold, baseline, test, interval,
    the aggregation policy that turns the database's judgments into qrels, and the estimate mode with
    its model (None: the model with the newest suggestions)."""

    runs: tuple[str, ...]
    measures: tuple[str, ...] = DEFAULT_EVAL_MEASURES
    gain: str = "linear"
    relevant_grade: int = 1
    baseline: str | None = None
    test: str = "randomization"
    ci: str = "bootstrap"
    aggregate: str = DEFAULT_AGGREGATION
    estimate: str = choices.ESTIMATE_MODES.preset
    model: str | None = None

    @property
    def effective_baseline(self) -> str | None:
        """The chosen baseline when it is among the runs, else the first run."""
        if self.baseline in self.runs:
            return self.baseline
        return self.runs[0] if self.runs else None

    def scoring(self) -> ScoringRequest:
        """The scoring request these settings make: the measure names parsed, once, for the whole comparison."""
        from labeler.metrics.request import scoring_request

        return scoring_request(self.measures, gain=self.gain, relevant_grade=self.relevant_grade)

    def kept(self, names: list[str]) -> EvalSettings:
        """These settings with only the picked runs that still exist, in the given (import) order."""
        return replace(self, runs=tuple(n for n in names if n in self.runs))


@dataclass
class EvalData:
    """One computed comparison with the tables behind it (for drill-downs and the report)."""

    settings: EvalSettings
    comparison: Comparison
    tables: dict[str, RunTable]
    qrels: QrelsTable
    index: QrelsIndex
    estimate: AppEstimate | None = None  # None: human grades
    ranked: dict[str, RankedRun] = field(default_factory=dict)
    holes: list[RunHoles] = field(default_factory=list)  # each run's top-k pairs no human graded

    def ranked_run(self, name: str) -> RankedRun:
        """The run ranked once (trec_eval order), cached; call from a worker."""
        from labeler.services.evaluation.drilldown import RankedRun

        if name not in self.ranked:
            self.ranked[name] = RankedRun(self.tables[name])
        return self.ranked[name]


@dataclass(frozen=True)
class Evaluated:
    """What one evaluation found: the imported runs, the settings in force, the comparison
    (None: no run is picked, so there is nothing to compare) and the models with suggestions
    (read only for the llm and hybrid estimates; None: not read)."""

    run_infos: list[RunInfo]
    settings: EvalSettings
    data: EvalData | None
    models: list[str] | None = None


class RunCache:
    """Run tables loaded from the database, kept by (name, content digest): a run is read once
    per content, and a re-imported run under the same name is read again. Used by one worker at a time."""

    def __init__(self) -> None:
        self._tables: dict[tuple[str, str], RunTable] = {}

    def table(self, repository: Any, info: RunInfo) -> RunTable:
        """The run's table, from the cache or the database."""
        from labeler.services.evaluation.scoring import load_run

        key = (info.name, info.sha256)
        if key not in self._tables:
            self._tables[key] = load_run(info.name, repository)
        return self._tables[key]


def evaluate(repository: Any, settings: EvalSettings | None, cache: RunCache,
             cancelled: Callable[[], bool] = lambda: False) -> Evaluated | None:
    """Read the imported runs and compare the picked ones (all of them when settings is None);
    None when cancelled (a newer request supersedes this one) before the comparison starts."""
    from labeler.services.estimation.app_view import app_estimate, suggestion_models
    from labeler.services.estimation.results import tables_holes
    from labeler.services.labeling.browsing import imported_runs
    from labeler.services.evaluation.comparison import compare_runs
    from labeler.services.evaluation.drilldown import QrelsIndex

    run_infos = list(imported_runs(repository))
    names = [info.name for info in run_infos]
    settings = EvalSettings(runs=tuple(names)) if settings is None else settings.kept(names)
    models = suggestion_models(repository) if estimate_mode(settings.estimate).uses_llm else None
    if models is not None and settings.model not in models:
        settings = replace(settings, model=None)  # a model whose suggestions are gone: the newest
    if not settings.runs:
        return Evaluated(run_infos, settings, None, models)
    by_name = {info.name: info for info in run_infos}
    tables = {name: cache.table(repository, by_name[name]) for name in settings.runs}
    if cancelled():
        return None
    scoring = settings.scoring()
    estimate = app_estimate(repository, settings.estimate, settings.model, settings.aggregate, list(tables.values()),
                            scoring.measures)
    if estimate.hybrid is not None and (settings.gain, settings.relevant_grade) != ("linear", 1):
        estimate = replace(estimate, notes=[*estimate.notes, HYBRID_CONVENTION])
    qrels = estimate.qrels
    origin = f"{QRELS_ORIGIN} by {settings.aggregate}"
    if estimate.model is not None:
        origin += f", then model {estimate.model}"
    comparison = compare_runs(list(tables.values()), qrels, scoring, baseline=settings.effective_baseline,
                              test=settings.test, ci=settings.ci, repository=repository, qrels_origin=origin)
    shown = estimate if estimate_mode(settings.estimate).uses_llm else None
    estimates = shown.for_report(comparison) if shown is not None else None
    holes = tables_holes(list(tables.values()), qrels, estimate.human or qrels, comparison.measures, estimates)
    data = EvalData(settings, comparison, tables, qrels, QrelsIndex(qrels), shown, holes=holes)
    return Evaluated(run_infos, settings, data, models)
