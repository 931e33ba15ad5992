"""How a model ranks the imported runs against human grades (`labeler agreement --model M`).

Conventions (pinned by tests/unit/services/judging/test_system_ranking.py; docs/HYBRID.md has the TREC DL 2021 figures):

- The pairs: those with both a human grade (the database's qrels, as `labeler eval` scores with them:
  adjudication, then the aggregation policy, majority by default) and an ok suggestion of the model.
  Both qrels hold exactly these pairs, so the two scorings differ only in who graded them; where the
  model graded every human-judged pair, the human column is what `labeler eval` reports.
- Each imported run is scored with each qrels by the evaluation engine (trec_eval's semantics:
  averaged over the queries judged and retrieved, unjudged chunks gain 0).
- Kendall's tau is tau-b (metrics.stats.rank_correlation; ties counted as scipy.stats.kendalltau does) of the
  two vectors of run means.
- Ranks: 1 is the best mean; runs with equal means share the best of their ranks (1, 2, 2, 4).
  Runs are listed by human rank, then name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from labeler.services.aggregation import DEFAULT_POLICY

if TYPE_CHECKING:
    from labeler.dataio.qrels.files import QrelsTable
    from labeler.storage import Repository

DEFAULT_MEASURE = "nDCG@10"


@dataclass(frozen=True, slots=True)
class RankedRun:
    """One run's mean under the human and the LLM qrels, and its rank under each (1 = best)."""

    name: str
    human: float
    llm: float
    rank_human: int
    rank_llm: int

    @property
    def move(self) -> int:
        """How many places the LLM moves the run up (positive) or down (negative)."""
        return self.rank_human - self.rank_llm


@dataclass(frozen=True, slots=True)
class SystemRanking:
    """The runs ranked by a measure under human and LLM grades of the same pairs, and Kendall's tau-b."""

    measure: str
    kendall_tau: float
    runs: tuple[RankedRun, ...]

    def movers(self, limit: int | None = None) -> list[RankedRun]:
        """The runs whose rank moves most first (then by human rank); the first `limit` of them."""
        ordered = sorted(self.runs, key=lambda run: (-abs(run.move), run.rank_human, run.name))
        return ordered[:limit] if limit is not None else ordered


def competition_ranks(values: np.ndarray) -> np.ndarray:
    """Rank 1 for the largest value; equal values share the best rank of their group (1, 2, 2, 4).
    A NaN mean (a run with no query to score) ranks last, never tied-best."""
    values = np.asarray(values, dtype=np.float64)
    values = np.where(np.isnan(values), -np.inf, values)
    ranks: np.ndarray = 1 + (values[None, :] > values[:, None]).sum(axis=1)
    return ranks


def rank_systems(names: Sequence[str], human: Sequence[float], llm: Sequence[float], measure: str) -> SystemRanking:
    """The ranking of runs given their means under human and LLM qrels (see the module docstring)."""
    from labeler.metrics.stats.rank_correlation import kendall_tau

    human_means, llm_means = np.asarray(human, dtype=np.float64), np.asarray(llm, dtype=np.float64)
    rank_human, rank_llm = competition_ranks(human_means), competition_ranks(llm_means)
    runs = [
        RankedRun(name, h, m, rh, rm)
        for name, h, m, rh, rm in zip(names, human_means.tolist(), llm_means.tolist(), rank_human.tolist(), rank_llm.tolist())
    ]
    runs.sort(key=lambda run: (run.rank_human, run.name))
    return SystemRanking(measure, kendall_tau(human_means, llm_means), tuple(runs))


def shared_qrels(repository: Repository, model: str, policy: str = DEFAULT_POLICY) -> tuple[QrelsTable, QrelsTable]:
    """(human, LLM) qrels over the pairs that have both a human grade and an ok suggestion of the model."""
    from labeler.dataio.qrels.merge import columns_qrels
    from labeler.metrics.grades.ensemble import align_pairs
    from labeler.services.judging.model_grades import grades_of_model
    from labeler.services.aggregation import qrels_batches

    query_ids: list[str] = []
    chunk_ids: list[str] = []
    grades: list[np.ndarray] = []
    for batch_queries, batch_chunks, batch_grades in qrels_batches(repository, policy):
        query_ids += batch_queries
        chunk_ids += batch_chunks
        grades.append(np.asarray(batch_grades, dtype=np.int64))
    human_grades = np.concatenate(grades) if grades else np.zeros(0, dtype=np.int64)
    model_grades = grades_of_model(repository, model)
    aligned = align_pairs([(query_ids, chunk_ids), (model_grades.query_ids, model_grades.chunk_ids)])
    shared = aligned.in_every_set()
    human_by_row = np.zeros(aligned.n_pairs, dtype=np.int64)
    llm_by_row = np.zeros(aligned.n_pairs, dtype=np.int64)
    human_by_row[aligned.rows[0]] = human_grades
    llm_by_row[aligned.rows[1]] = model_grades.grades
    rows = np.flatnonzero(shared).tolist()
    shared_queries = [aligned.query_ids[row] for row in rows]
    shared_chunks = [aligned.chunk_ids[row] for row in rows]
    return (columns_qrels(shared_queries, shared_chunks, human_by_row[shared]),
            columns_qrels(shared_queries, shared_chunks, llm_by_row[shared]))


def system_ranking(
    repository: Repository, model: str, measure: str = DEFAULT_MEASURE, *, policy: str = DEFAULT_POLICY
) -> SystemRanking | None:
    """How the model ranks the imported runs against human grades; None with fewer than two runs
    or no pair graded by both (the caller's role must allow seeing the agreement)."""
    from labeler.metrics.request import scoring_request
    from labeler.services.evaluation.scoring import evaluate_run, load_run
    from labeler.services.roles import Action, require

    require(repository, Action.SEE_AGREEMENT)

    names = [info.name for info in repository.list_runs()]
    scoring = scoring_request([measure])
    measure_name = scoring.names[0]
    if len(names) < 2:
        return None
    human, llm = shared_qrels(repository, model, policy)
    if not human.n_rows:
        return None
    human_means: list[float] = []
    llm_means: list[float] = []
    for name in names:
        run = load_run(name, repository, lean=True)  # one run in memory at a time, scored twice
        human_means.append(evaluate_run(run, human, scoring).result.means[measure_name])
        llm_means.append(evaluate_run(run, llm, scoring).result.means[measure_name])
    return rank_systems(names, human_means, llm_means, measure_name)

