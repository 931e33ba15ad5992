"""The evaluation screen's estimates: which grades score the runs (human, LLM, hybrid), the hybrid
intervals, and where the next sampled pair waits; what the app calls, as `labeler eval --estimate` does.

- ``human``: the database's human qrels by the aggregation policy (today's evaluation);
- ``llm``: a human grade where one exists, else the model's newest ok suggestion (the rule of
  ``labeler export qrels --source human-then-llm``, limited to one model);
- ``hybrid``: the runs are scored as for ``llm`` (the value of measures the estimator does not
  cover), and ``services.estimation.hybrid_estimates`` gives the measures it covers (nDCG@k, P@k,
  R@k) with intervals: the model's grades on every pool pair, the human grades on the pool, and the
  newest sampling design of ``labeler sample`` (none known: worst-case bounds, said in the notes).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from labeler.domain.errors import NotFoundError
from labeler.metrics.hybrid_measures import ratio_measure
from labeler.services.estimation import ESTIMATE_MODES, HybridResult, hybrid_estimates
from labeler.services.sampling import design_for_pool

if TYPE_CHECKING:
    from labeler.dataio.hybrid_pool import HybridPool
    from labeler.dataio.qrels import QrelsTable
    from labeler.dataio.run_table import RunTable
    from labeler.storage.repository import Repository

HUMAN, LLM, HYBRID = ESTIMATE_MODES
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
    uncovered: list[str] = field(default_factory=list)  # measures shown without an interval
    notes: list[str] = field(default_factory=list)


def suggestion_models(repository: Repository) -> list[str]:
    """Models with ok suggestions, the newest (latest suggestion) first."""
    summaries = [s for s in repository.suggestion_models() if s.ok]
    summaries.sort(key=lambda s: (s.last_at is not None, s.last_at), reverse=True)
    return [s.model for s in summaries]


def app_estimate(repository: Repository, mode: str, model: str | None, policy: str, tables: Sequence[RunTable],
                 measures: Sequence[str], *, confidence: float = 0.95) -> AppEstimate:
    """The qrels and, for hybrid, the intervals of ``mode`` over these runs (``model``: that model's
    suggestions, None: the newest model's)."""
    from labeler.services.evaluation import qrels_from_repository

    if mode == HUMAN:
        return AppEstimate(HUMAN, None, qrels_from_repository(repository, policy), None)
    chosen = model or next(iter(suggestion_models(repository)), None)
    if chosen is None:
        raise NotFoundError(NO_SUGGESTIONS)
    human = _human_qrels(repository, policy)
    qrels = _human_then_model(human, repository, chosen)
    if mode == LLM:
        return AppEstimate(LLM, chosen, qrels, None)
    covered = [name for name in measures if ratio_measure(name) is not None]
    uncovered = [name for name in measures if name not in covered]
    if not covered:
        return AppEstimate(HYBRID, chosen, qrels, None, uncovered,
                           ["no measure asked for has a hybrid estimate: add nDCG@k, P@k or R@k in Setup (4)"])
    depth = max(m.depth for m in map(ratio_measure, covered) if m is not None)
    pool = _pool(repository, chosen, depth, tables)
    result = hybrid_estimates(pool, pool.align(human), covered, design=design_for_pool(repository, pool),
                              confidence=confidence)
    return AppEstimate(HYBRID, chosen, qrels, result, uncovered)


def next_sampled_pair(repository: Repository, annotator: str) -> tuple[str, str] | None:
    """(query id, chunk id) of the annotator's first ungraded sampled pair in design order, or None."""
    from labeler.domain.labeling import QueueFilter

    return repository.next_design_pair(annotator, QueueFilter.UNJUDGED)


def _human_qrels(repository: Repository, policy: str) -> QrelsTable:
    """The human qrels, empty when nothing is judged yet (the LLM's grades still score the runs)."""
    from labeler.dataio.qrels import QrelsTable
    from labeler.services.qrels import qrels_rows

    return QrelsTable.from_rows(qrels_rows(repository, policy))


def _human_then_model(human: QrelsTable, repository: Repository, model: str) -> QrelsTable:
    """A human grade where one exists, else the model's (wired at merge: services.estimating.scoring_qrels)."""
    from labeler.dataio.qrels import QrelsTable

    grades = repository.model_grades(model)
    if not len(grades.grades):
        raise NotFoundError(f"no suggestions by model {model!r}")
    table = human.latest().table
    rows = list(zip(table.column("qid").to_pylist(), table.column("docid").to_pylist(),
                    table.column("grade").to_pylist()))
    graded = {(q, c) for q, c, _ in rows}
    rows += [(q, c, int(g)) for q, c, g in zip(grades.query_ids, grades.chunk_ids, grades.grades.tolist())
             if (q, c) not in graded]
    return QrelsTable.from_rows(rows)


def _pool(repository: Repository, model: str, depth: int, tables: Sequence[RunTable]) -> HybridPool:
    from labeler.services.hybrid_inputs import pool_from_repository

    return pool_from_repository(repository, model, depth, runs=[t.name for t in tables])

