"""`--estimate human|llm|hybrid`: which grades score the runs, and the estimates every output shows (what
each mode needs and gives is labeler.domain.estimate_modes'; the code here asks the mode, never its name).

- ``human`` (the default): the human qrels, as `labeler eval` always scored;
- ``llm``: a human grade where one exists, else the model's (`export qrels --source human-then-llm`):
  with ``model`` that model's newest ok suggestions, without it the newest ok suggestion of any
  model; or an LLM grades file (``llm_path``);
- ``hybrid``: ``hybrid.hybrid_estimates`` over the pool of the model's (or the file's)
  grades, the human grades aligned to it, and the sampling design: the sidecar file
  (``design_path``) or the database's newest design; none known means worst-case bounds.

The runs' ``means`` and ``per_query`` are scored with the mode's qrels (llm's for hybrid too); the
estimates (``results.Estimates``) carry the hybrid numbers and their intervals.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Union

from labeler.domain.errors import LabelerError, NotFoundError
from labeler.domain.estimate_modes import EstimateMode, estimate_mode

if TYPE_CHECKING:  # the estimates' modules (and the hybrid maths) load when a mode first needs them
    import numpy as np

    from labeler.dataio.estimation.pool_arrays import HybridPool
    from labeler.dataio.qrels.files import QrelsTable
    from labeler.dataio.runs.table import RunTable
    from labeler.metrics.measures import Measure
    from labeler.metrics.request import ScoringRequest
    from labeler.services.estimation.hybrid import HybridResult, PoolDesign
    from labeler.services.estimation.results import Estimates
    from labeler.services.evaluation.scoring import RunEvaluation
    from labeler.storage import Repository

RunSource = Union[str, "RunTable"]


@dataclass(frozen=True)
class EstimateRequest:
    """What the user asked for: the mode, where the LLM grades and the design come from, the confidence."""

    mode: str = "human"
    model: str | None = None
    llm_path: str | None = None
    design_path: str | None = None
    confidence: float = 0.95
    decide: int | None = None  # hybrid: say whether the top k runs are settled in order (services.estimation.decisions)

    @property
    def kind(self) -> EstimateMode:
        """The mode asked for (a one-line LabelerError for an unknown name)."""
        return estimate_mode(self.mode)

    def check(self, scoring: "ScoringRequest") -> "EstimateRequest":
        """A one-line LabelerError for options that do not go together (the scoring's among them); self
        otherwise."""
        kind, gain, relevant_grade = self.kind, scoring.gain, scoring.relevant_grade
        if not kind.uses_llm and (self.model or self.llm_path or self.design_path):
            raise LabelerError("--model, --llm-qrels and --design go with --estimate llm or --estimate hybrid")
        if self.design_path and not kind.intervals:
            raise LabelerError("--design goes with --estimate hybrid")
        if self.model and self.llm_path:
            raise LabelerError("give --model (the database's suggestions) or --llm-qrels FILE, not both")
        if not 0.0 < self.confidence < 1.0:
            raise LabelerError(f"--confidence must be between 0 and 1 (e.g. 0.95), not {self.confidence}")
        if kind.intervals and gain != "linear":
            raise LabelerError("hybrid estimates use linear gain (trec_eval ndcg_cut): drop --gain exponential")
        if self.decide is not None and not kind.intervals:
            raise LabelerError("--decide goes with --estimate hybrid (it needs intervals)")
        if self.decide is not None and self.decide < 1:
            raise LabelerError(f"--decide top-K needs K of at least 1, not {self.decide}")
        if kind.intervals and relevant_grade != 1:
            raise LabelerError("hybrid estimates count grade >= 1 as relevant: drop --relevant-grade")
        return self


def measures_for(request: EstimateRequest, scoring: "ScoringRequest", *, asked: bool) -> "ScoringRequest":
    """The scoring request the mode scores. Hybrid: when no measure was ``asked`` for, the defaults it can
    estimate (nDCG@k, P@k, R@k); a one-line refusal when none of those asked for can be; the others,
    beside one that can, are kept."""
    if not request.kind.intervals:
        return scoring
    from labeler.services.estimation.hybrid import hybrid_measures
    from labeler.services.estimation.results import split_estimable

    estimable, _ = split_estimable(scoring.measures)
    if not estimable:
        hybrid_measures(scoring.measures)  # raises, naming them
    return scoring if asked else scoring.with_measures(estimable)


def human_qrels(repository: "Repository", policy: str) -> "QrelsTable":
    """The database's human qrels by the aggregation policy; empty when nothing is judged yet (llm and
    hybrid estimates need no human grade to run)."""
    from labeler.services.aggregation import qrels_table

    return qrels_table(repository, policy)


def llm_source(request: EstimateRequest) -> str:
    """Where the LLM grades come from, in words."""
    if request.llm_path:
        return os.path.basename(request.llm_path)
    return f"model {request.model}" if request.model else "the newest ok suggestion of any model"


def scoring_qrels(request: EstimateRequest, human: "QrelsTable", repository: "Repository | None") -> "QrelsTable":
    """The qrels the mode scores with: human's, or human-then-llm (a human grade always wins)."""
    if not request.kind.uses_llm:
        return human
    from labeler.dataio.qrels.merge import human_then_llm

    return human_then_llm(human, llm_qrels(request, repository))


def llm_qrels(request: EstimateRequest, repository: "Repository | None") -> "QrelsTable":
    """The LLM grades the llm and hybrid modes fill holes with: the file, the model's, or the newest of any."""
    from labeler.dataio.qrels.merge import columns_qrels
    from labeler.services.evaluation.scoring import read_qrels_file

    if request.llm_path:
        llm = read_qrels_file(request.llm_path)
    elif repository is None:
        raise LabelerError(f"--estimate {request.mode} needs LLM grades: --llm-qrels FILE, or a database with "
                           "suggestions (--model NAME)")
    elif request.model:
        from labeler.services.judging.model_grades import grades_of_model

        grades = grades_of_model(repository, request.model)
        llm = columns_qrels(grades.query_ids, grades.chunk_ids, grades.grades)
    else:
        query_ids, chunk_ids, suggested = repository.newest_ok_suggestions()
        if not len(suggested):
            raise NotFoundError("no LLM suggestions in the database: run labeler judge, or labeler import "
                                "suggestions FILE --model NAME, or pass --llm-qrels FILE")
        llm = columns_qrels(query_ids, chunk_ids, suggested)
    return llm


def design_from_database(repository: "Repository", pool: "HybridPool", human: "np.ndarray | None" = None
                         ) -> "tuple[PoolDesign | None, int | None]":
    """The newest sampling design aligned to the pool (None when there is none; ``human``: the pool's
    human grades), and its budget (the number of pairs `labeler sample` chose)."""
    from labeler.services.estimation.design import design_for_pool

    newest = repository.newest_design()
    return design_for_pool(repository, pool, human), newest.budget if newest is not None else None


def hybrid_result(request: EstimateRequest, runs: Sequence[RunSource], human: "QrelsTable",
                  measures: Sequence["Measure"], *, repository: "Repository | None",
                  compat: int = 10) -> "HybridResult":
    """The hybrid estimates of the runs for the measures it can estimate (see the module docstring)."""
    from labeler.metrics.hybrid.measures import ratio_measure
    from labeler.services.estimation.hybrid import hybrid_estimates
    from labeler.services.estimation.pool_source import pool_from_files, pool_from_repository
    from labeler.services.estimation.results import split_estimable

    estimable, _ = split_estimable(measures)
    depth = max(measure.depth for measure in map(ratio_measure, estimable) if measure is not None)
    if request.llm_path:
        pool = pool_from_files(request.llm_path, runs, depth, repository=repository, compat=compat, human=human)
    elif repository is None:
        raise LabelerError("--estimate hybrid needs LLM grades: --llm-qrels FILE, or a database with "
                           "suggestions (--model NAME)")
    else:
        pool = pool_from_repository(repository, hybrid_model(request, repository), depth, runs=runs, compat=compat,
                                    human=human)
    grades = pool.align(human)
    design: PoolDesign | None = None
    budget = None
    if request.design_path:
        from labeler.services.estimation.design import design_from_file, with_set_aside

        design = design_from_file(request.design_path, pool, grades)
        if repository is not None:  # the passages are there: set aside what may fool the judge, as the stored design does
            design = with_set_aside(repository, pool, design)
    elif repository is not None and not request.llm_path:
        design, budget = design_from_database(repository, pool, grades)
    return hybrid_estimates(pool, grades, estimable, design=design, confidence=request.confidence, budget=budget)


def hybrid_model(request: EstimateRequest, repository: "Repository") -> str:
    """--model, or the only model with suggestions; a one-line error listing them otherwise."""
    if request.model:
        return request.model
    models = [summary.model for summary in repository.suggestion_models() if summary.ok]
    if len(models) == 1:
        return models[0]
    raise LabelerError("--estimate hybrid needs --model NAME (models with suggestions: "
                       f"{', '.join(models) or 'none yet'}), or --llm-qrels FILE")


def estimates_for(request: EstimateRequest, results: Sequence["RunEvaluation"], scoring: "ScoringRequest", *,
                  runs: Sequence[RunSource], human: "QrelsTable", repository: "Repository | None",
                  baseline: str | None = None) -> "Estimates":
    """Every run's estimates in the request's mode of the ``scoring`` request's measures (``results``
    scored with ``scoring_qrels``), and for llm and hybrid the share of each run's score resting on the
    pairs no human graded."""
    measures, compat = scoring.measures, scoring.compat
    if request.kind.intervals and not request.llm_path and repository is not None:
        request = replace(request, model=hybrid_model(request, repository))
    result = None
    shares: dict[str, dict[str, float | None]] = {}
    if request.kind.intervals:
        result = hybrid_result(request, runs, human, measures, repository=repository, compat=compat)
        shares = {name: result.shares_of(name) for name in result.run_names}
    elif request.kind.uses_llm and runs:
        shares = fill_shares(request, runs, human, measures, repository=repository, compat=compat)
    estimates = estimates_of(request, results, scoring.names, human_judgments=human.latest().n_rows,
                             baseline=baseline, result=result)
    return replace(estimates, shares=shares)


def fill_shares(request: EstimateRequest, runs: Sequence[RunSource], human: "QrelsTable",
                measures: Sequence["Measure"], *,
                repository: "Repository | None", compat: int = 10) -> dict[str, dict[str, float | None]]:
    """--estimate llm: each run's share of each measure resting on the LLM's grades of the pairs no human
    graded (their part of the run's sum of N_q / Psi_q, measures of the hybrid form: nDCG@k, P@k, R@k;
    None for the others, and for LLM grades outside 0-9)."""
    import numpy as np

    from labeler.domain.errors import InputError
    from labeler.metrics.hybrid import grade_counts, part_share
    from labeler.metrics.hybrid.measures import GRADES, ratio_measure
    from labeler.services.estimation.pool_source import pool_from_qrels

    forms = {measure.name: ratio_measure(measure) for measure in measures}
    depths = [form.depth for form in forms.values() if form is not None]
    if not depths:
        return {}
    try:
        pool = pool_from_qrels(llm_qrels(request, repository), runs, max(depths), repository=repository,
                               compat=compat, human=human)
    except InputError:
        return {}
    known = pool.align(human)
    grades = np.where(known >= 0, known, np.clip(pool.pool.llm, 0, GRADES - 1))
    counts = grade_counts(pool.pool.query, pool.pool.n_queries, np.eye(GRADES)[grades])
    part = (known < 0) & pool.pool.rated_mask
    by_measure = {name: None if form is None else part_share(pool.pool, form, form.gain(grades), counts, part)
                  for name, form in forms.items()}
    return {run: {name: None if values is None else float(values[r]) for name, values in by_measure.items()}
            for r, run in enumerate(pool.run_names)}


def estimates_of(request: EstimateRequest, results: Sequence["RunEvaluation"], measures: Sequence[str], *,
                 human_judgments: int, baseline: str | None, result: "HybridResult | None") -> "Estimates":
    """The estimates of runs already scored (``results``) and, for hybrid, already estimated (``result``)."""
    from labeler.services.estimation.results import hybrid_view, plain_estimates

    source = llm_source(request) if request.kind.uses_llm else None
    plain = plain_estimates(request.kind.plain, results, measures,
                            human_judgments=human_judgments, baseline=baseline, llm_source=source)
    if result is None:
        return plain
    view = hybrid_view(result, measures, baseline=baseline, fallback=plain, llm_source=source, decide=request.decide)
    return replace(view, shares={name: result.shares_of(name) for name in result.run_names})
