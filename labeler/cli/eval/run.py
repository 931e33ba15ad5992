"""`labeler eval`'s work, from its option values to its output: the one function the click command
(labeler.cli.eval.evaluate) and the launcher's answer before click (labeler.launch.eval) both call,
so the two front doors build the same ScoringRequest and write the same bytes. Nothing here imports
click."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from labeler.cli.eval.inputs import estimate_inputs, estimate_request
from labeler.cli.eval.printing import echo_holes, print_csv, print_hybrid, print_json, print_table, print_trec
from labeler.domain.choices import AGGREGATION_POLICIES, COMPAT_VERSIONS, DUPLICATE_POLICIES, EVAL_OUTPUTS, GAINS

if TYPE_CHECKING:
    from labeler.cli.context import AppContext
    from labeler.cli.terminal.plain_table import PipedOutput
    from labeler.metrics.measures import Measure
    from labeler.services.estimation.results import Estimates


@dataclass(frozen=True)
class EvalOptions:
    """`labeler eval`'s options as given (the click command's defaults are these defaults); ``estimate``:
    --estimate, --model, --llm-qrels, --design, --confidence and --decide, by parameter name, as set."""

    runs: tuple[str, ...]
    qrels_path: str | None = None
    measures: tuple[str, ...] = ()
    gain: str = str(GAINS.default)
    relevant_grade: int = 1
    complete: bool = False
    aggregate: str = str(AGGREGATION_POLICIES.default)
    on_duplicate: str = str(DUPLICATE_POLICIES.default)
    compat: int = int(str(COMPAT_VERSIONS.default))
    per_query: bool = False
    output_format: str = str(EVAL_OUTPUTS.default)
    baseline: str | None = None
    estimate: Mapping[str, Any] = field(default_factory=dict)


def run_eval(app: "AppContext", options: EvalOptions) -> None:
    """Score the runs and print them in the format asked for (a LabelerError for a user error)."""
    from labeler.metrics.request import scoring_request
    from labeler.services.evaluation import scoring as evaluation
    from labeler.services.evaluation.holes import holes_cutoffs, holes_measures
    from labeler.services.estimation.modes import estimates_for, measures_for

    runs, measures, output_format, compat = options.runs, options.measures, options.output_format, options.compat

    # the one parse of -m: everything below reads these Measure objects
    scoring = scoring_request(measures, gain=options.gain, relevant_grade=options.relevant_grade,
                              complete=options.complete, compat=compat)
    request = estimate_request(options.estimate, scoring)
    human, qrels, origin, repository = estimate_inputs(app, runs, options.qrels_path, options.aggregate, request,
                                                       on_duplicate=options.on_duplicate)
    scoring = measures_for(request, scoring, asked=bool(measures))
    parsed = scoring.measures
    counted = list(parsed)
    if output_format == "table":
        counted += _missing(_judged_companions(parsed), counted)
    cutoffs = holes_cutoffs(parsed)
    counted += _missing(holes_measures(cutoffs), counted)
    holes = _HolesFound(runs, cutoffs, None if not request.kind.uses_llm else human, request.mode, repository, compat)
    results = holes.noting(evaluation.evaluate_sources(
        runs, qrels, scoring.with_measures(counted), repository=repository, qrels_origin=origin,
        tie_measures=scoring.names,
    ))
    estimates: Estimates | None = None
    out: PipedOutput | None = None
    if output_format == "json" or request.kind.uses_llm:
        scored = list(results)
        results = iter(scored)
        estimates = estimates_for(request, scored, scoring, runs=runs, human=human, repository=repository,
                                  baseline=options.baseline)
        if estimates.kind.uses_llm:
            from labeler.services.evaluation.holes import check_filled

            check_filled(holes.found(estimates), estimates.llm_source or "the LLM", model=estimates.llm_model)
    if estimates is not None and estimates.kind.intervals and output_format != "json":
        print_hybrid(estimates, parsed, output_format, origin)
    elif output_format == "trec":
        print_trec(list(results), parsed)
    elif output_format == "csv":
        print_csv(results, parsed, options.per_query)
    elif output_format == "json":
        assert estimates is not None
        print_json(list(results), scoring, estimates, holes.found(estimates))
    else:
        out = print_table(list(results), parsed, options.per_query)
    if estimates is not None and estimates.kind.uses_llm and not estimates.kind.intervals and output_format != "json":
        # the hybrid printer says its own sentences
        from labeler.cli.eval.estimates.output import echo_sentences

        echo_sentences(estimates, err=output_format != "table")
    if output_format != "json":
        echo_holes(holes.found(estimates), err=output_format in ("csv", "trec"),
                   model=estimates.llm_model if estimates is not None else None, out=out)


class _HolesFound:
    """Each run's holes, counted as its evaluation streams past (against the human qrels too when the
    runs are scored with LLM grades)."""

    def __init__(self, runs: tuple[str, ...], cutoffs: list[int], human: Any, mode: str, repository: Any,
                 compat: int) -> None:
        self.runs, self.cutoffs, self.human, self.mode = runs, cutoffs, human, mode
        self.repository, self.compat = repository, compat
        self.holes: list[Any] = []

    def noting(self, results: Any) -> Any:
        """The evaluations as they come, each one's holes counted on the way."""
        from labeler.services.evaluation import scoring as evaluation
        from labeler.services.evaluation.holes import count_holes, holes_request

        for source, result in zip(self.runs, results):
            by_human = None
            if self.human is not None:
                counts = holes_request(self.cutoffs, self.compat)
                by_human = next(evaluation.evaluate_sources([source], self.human, counts,
                                                            repository=self.repository)).result
            self.holes.append(count_holes(result.run_name, result.result, self.cutoffs, human=by_human,
                                          mode=self.mode))
            yield result

    def found(self, estimates: "Estimates | None") -> list[Any]:
        """The holes of every run seen, with the shares the estimates say rest on what fills them."""
        if estimates is None:  # human grades fill nothing: the estimation modules are not loaded for it
            return list(self.holes)
        from labeler.services.estimation.results import holes_with

        return holes_with(self.holes, estimates)


def _missing(extra: list["Measure"], shown: list["Measure"]) -> list["Measure"]:
    """The measures of ``extra`` whose names ``shown`` lacks."""
    names = {measure.name for measure in shown}
    return [measure for measure in extra if measure.name not in names]


def _judged_companions(measures: tuple["Measure", ...]) -> list["Measure"]:
    from labeler.metrics.measures import Measure

    cutoffs = sorted({m.cutoff for m in measures if m.cutoff is not None and m.family != "Judged"})
    return [Measure("Judged", k) for k in cutoffs]


