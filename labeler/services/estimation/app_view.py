"""The evaluation screen's estimates: which grades score the runs (human, LLM, hybrid), the hybrid
intervals, and where the next sampled pair waits. The numbers come from the services `labeler eval
--estimate` calls (modes), so the app and the CLI agree.

- ``human``: the database's human qrels by the aggregation policy (today's evaluation);
- ``llm``: a human grade where one exists, else the model's newest ok suggestion (the rule of
  ``labeler export qrels --source human-then-llm``, limited to one model);
- ``hybrid``: the runs are scored as for ``llm`` (the value of measures the estimator does not
  cover), and ``hybrid.hybrid_estimates`` gives the measures it covers (nDCG@k, P@k,
  R@k) with intervals: the model's grades on every pool pair, the human grades on the pool, and the
  newest sampling design of ``labeler sample`` (none known: worst-case bounds, said in the notes).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from labeler.domain.errors import NotFoundError
from labeler.domain.estimate_modes import estimate_mode
from labeler.services.estimation.results import Estimates, split_estimable
from labeler.services.estimation.modes import EstimateRequest, estimates_of, human_qrels, hybrid_result, scoring_qrels
from labeler.services.estimation.hybrid import HybridResult

if TYPE_CHECKING:
    from labeler.dataio.qrels.files import QrelsTable
    from labeler.metrics.measures import Measure
    from labeler.services.estimation.design import SampleReport
    from labeler.dataio.runs.table import RunTable
    from labeler.services.evaluation.comparison import Comparison
    from labeler.storage.repository import Repository

NO_SUGGESTIONS = ("no LLM suggestions in the database yet: run labeler judge, or labeler import suggestions FILE "
                  "--model NAME (e: back to human grades)")


@dataclass(frozen=True)
class AppEstimate:
    """What one estimate mode scores with: the qrels of the comparison, the model (None for human),
    the hybrid result (None unless hybrid covers a measure asked for) and notes for the screen."""

    mode: str
    model: str | None
    qrels: QrelsTable
    hybrid: HybridResult | None
    human_judgments: int = 0  # rows of the human qrels
    uncovered: list[str] = field(default_factory=list)  # measures shown without an interval
    notes: list[str] = field(default_factory=list)
    human: QrelsTable | None = None  # the human qrels, where they differ from ``qrels``

    def for_report(self, comparison: Comparison) -> Estimates:
        """These estimates as `labeler report --estimate` carries them, for the comparison scored with them."""
        return estimates_of(EstimateRequest(self.mode, model=self.model), [s.evaluation for s in comparison.runs],
                            comparison.measure_names, human_judgments=self.human_judgments,
                            baseline=comparison.baseline, result=self.hybrid)


def suggestion_models(repository: Repository) -> list[str]:
    """Models with ok suggestions, the newest (latest suggestion) first."""
    summaries = [s for s in repository.suggestion_models() if s.ok]
    summaries.sort(key=lambda s: (s.last_at is not None, s.last_at), reverse=True)
    return [s.model for s in summaries]


def app_estimate(repository: Repository, mode: str, model: str | None, policy: str, tables: Sequence[RunTable],
                 measures: Sequence["Measure"], *, confidence: float = 0.95) -> AppEstimate:
    """The qrels and, for hybrid, the intervals of ``mode`` over these runs (``model``: that model's
    suggestions, None: the newest model's), through the services `labeler eval --estimate` calls.
    Everyone's grades score the runs: the caller's role must allow seeing the evaluation."""
    from labeler.services.evaluation.scoring import qrels_from_repository
    from labeler.services.roles import Action, require

    require(repository, Action.SEE_EVALUATION)

    kind = estimate_mode(mode)
    if not kind.uses_llm:
        return AppEstimate(mode, None, qrels_from_repository(repository, policy), None)
    chosen = model or next(iter(suggestion_models(repository)), None)
    if chosen is None:
        raise NotFoundError(NO_SUGGESTIONS)
    request = EstimateRequest(mode, model=chosen, confidence=confidence)
    human = human_qrels(repository, policy)
    qrels = scoring_qrels(request, human, repository)
    count = human.latest().n_rows
    if not kind.intervals:
        return AppEstimate(mode, chosen, qrels, None, count, human=human)
    covered, uncovered_measures = split_estimable(measures)
    uncovered = [measure.name for measure in uncovered_measures]
    if not covered:
        return AppEstimate(mode, chosen, qrels, None, count, uncovered,
                           ["no measure asked for has a hybrid estimate: add nDCG@k, P@k or R@k in Setup (4)"],
                           human=human)
    result = hybrid_result(request, tables, human, covered, repository=repository)
    return AppEstimate(mode, chosen, qrels, result, count, uncovered, human=human)


HOLES_SHARE = 0.25  # of the holes the app's h draws: the share the holes harness validates (docs/BENCHMARKS.md)


def sample_holes(repository: Repository, model: str | None, annotator: str, *,
                 share: float = HOLES_SHARE) -> SampleReport:
    """Draw (or extend) the sampling design over the pool pairs no human graded, a ``share`` of them at
    least one, and queue them for the annotator: the evaluation screen's h. The newest design's model
    and options when one exists (``model`` otherwise, None: the newest model's)."""
    import math

    from labeler.services.aggregation import qrels_table
    from labeler.services.estimation.design import design_for_pool, sample
    from labeler.services.estimation.pool_source import pool_from_repository

    newest = repository.newest_design()
    chosen = newest.spec.model if newest is not None else model or next(iter(suggestion_models(repository)), None)
    if chosen is None:
        raise NotFoundError(NO_SUGGESTIONS)
    qrels = qrels_table(repository)
    pool = pool_from_repository(repository, chosen, newest.spec.depth if newest is not None else 10, human=qrels)
    human = pool.align(qrels)
    ungraded = int((human < 0).sum())
    design = design_for_pool(repository, pool, human)
    covered = int(design.covered.sum()) if design is not None else ungraded
    budget = (newest.budget if newest is not None else 0) + max(1, math.ceil(share * ungraded))
    return sample(repository, budget=max(1, min(budget, covered)), model=chosen, annotator=annotator)


def next_sampled_pair(repository: Repository, annotator: str) -> tuple[str, str] | None:
    """(query id, chunk id) of the annotator's first ungraded sampled pair in design order, or None."""
    from labeler.domain.labeling import QueueFilter

    return repository.next_design_pair(annotator, QueueFilter.UNJUDGED)
