"""`labeler eval`: score runs against qrels, as trec_eval would, in four output formats."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import click

from labeler.cli.eval.estimates.options import estimate_inputs, estimate_options, estimate_request
from labeler.cli.eval.scoring import compat_option, scoring_options
from labeler.domain.choices import EVAL_OUTPUTS

if TYPE_CHECKING:
    from rich.text import Text

    from labeler.cli.terminal.plain_table import PipedOutput
    from labeler.metrics.measures import Measure
    from labeler.metrics.request import ScoringRequest
    from labeler.metrics.trec_eval.printing import TrecResult
    from labeler.services.estimation.results import Estimates
    from labeler.services.evaluation.scoring import RunEvaluation

def register(cli: click.Group) -> None:
    """Attach `labeler eval`."""
    cli.add_command(eval_command)


@click.command("eval", short_help="Score runs per query and on average, as trec_eval does.")
@click.argument("runs", nargs=-1, required=True, metavar="RUN [RUN ...]")
@scoring_options
@compat_option
@click.option("--per-query", is_flag=True, help="Also show every query's values (trec always has them).")
@click.option("--format", "output_format", type=click.Choice(EVAL_OUTPUTS.values),
              default="table", show_default=True,
              help="table: readable; csv: run,query,measure,value; json: everything; trec: trec_eval -q layout.")
@estimate_options
@click.option("--baseline", default=None, metavar="NAME",
              help="Run the estimates' differences are measured against (default: the first).")
@click.pass_obj
def eval_command(app: Any, runs: tuple[str, ...], qrels_path: str | None, measures: tuple[str, ...],
                 gain: str, relevant_grade: int, complete: bool, aggregate: str, compat: int,
                 per_query: bool, output_format: str, baseline: str | None) -> None:
    """Score RUN files or imported runs, per query and on average, exactly as trec_eval would.

    \b
    Ranking: score descending, ties by chunk id descending (trec_eval's order); the rank
    column is ignored. With --qrels no database is opened: a drop-in for
      trec_eval -q -m ndcg_cut.10 qrels run   ->   labeler eval run --qrels qrels -m ndcg_cut.10 --format trec
    """
    from labeler.metrics.request import scoring_request
    from labeler.services.evaluation import scoring as evaluation
    from labeler.services.evaluation.holes import holes_cutoffs, holes_measures
    from labeler.services.estimation.modes import estimates_for, measures_for

    # the one parse of -m: everything below reads these Measure objects
    scoring = scoring_request(measures, gain=gain, relevant_grade=relevant_grade, complete=complete, compat=compat)
    request = estimate_request(scoring)
    human, qrels, origin, repository = estimate_inputs(app, runs, qrels_path, aggregate, request)
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
                                  baseline=baseline)
        if estimates.kind.uses_llm:
            from labeler.services.evaluation.holes import check_filled

            check_filled(holes.found(estimates), estimates.llm_source or "the LLM", model=estimates.llm_model)
    if estimates is not None and estimates.kind.intervals and output_format != "json":
        _print_hybrid(estimates, parsed, output_format, origin)
    elif output_format == "trec":
        _print_trec(list(results), parsed)
    elif output_format == "csv":
        _print_csv(results, parsed, per_query)
    elif output_format == "json":
        from labeler.domain.untrusted import json_text

        assert estimates is not None
        scored = list(results)
        click.echo(json_text(_json_document(scored, scoring, estimates, holes.found(estimates)), indent=2))
    else:
        out = _print_table(list(results), parsed, per_query)
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


def pool_depth(holes: list[Any]) -> int:
    """The depth the next step pools to: the deepest cutoff the holes were counted at (10 when none)."""
    return max((c.k for h in holes for c in h.cutoffs), default=10)


def echo_holes(holes: list[Any], *, err: bool, model: str | None, out: "PipedOutput | None" = None) -> None:
    """Every under-judged run's warning and, once, the next step, through the terminal sink: on stderr one
    line each (csv, trec), else on stdout as the table's console prints them (``out``: the table's
    PipedOutput; yellow, folded at the terminal's width)."""
    from labeler.cli.terminal.plain_table import PipedOutput
    from labeler.domain.untrusted import terminal_text
    from labeler.services.evaluation.holes import holes_warnings, next_steps

    lines = [f"warning: {line}" for line in holes_warnings(holes)]
    step = next_steps(holes, model=model, depth=pool_depth(holes))
    for line in [terminal_text(line, one_line=True) for line in lines + ([step] if step else [])]:
        style = "yellow" if line.startswith("warning") else "dim"
        if err:
            click.echo(line, err=True)
        else:
            out = out or PipedOutput()
            out.line(line, style)


def _print_hybrid(estimates: "Estimates", parsed: tuple["Measure", ...], output_format: str, origin: str) -> None:
    from labeler.cli.eval.estimates.output import print_estimate_csv, print_estimate_table, print_estimate_trec

    if output_format == "trec":
        print_estimate_trec(estimates, parsed)
    elif output_format == "csv":
        print_estimate_csv(estimates, parsed)
    else:
        print_estimate_table(estimates, parsed, origin)


def _missing(extra: list["Measure"], shown: list["Measure"]) -> list["Measure"]:
    """The measures of ``extra`` whose names ``shown`` lacks."""
    names = {measure.name for measure in shown}
    return [measure for measure in extra if measure.name not in names]


def _judged_companions(measures: tuple["Measure", ...]) -> list["Measure"]:
    from labeler.metrics.measures import Measure

    cutoffs = sorted({m.cutoff for m in measures if m.cutoff is not None and m.family != "Judged"})
    return [Measure("Judged", k) for k in cutoffs]


def _trec_sort_key(measure: "Measure") -> tuple[int, int, float, str]:
    """trec_eval prints measures in the order of its measure table (measures.c), whatever the
    order of -m options, cutoffs (and recall levels) ascending; measures trec_eval lacks (RR@k,
    Judged@k) come last, in the order of their families."""
    from labeler.metrics.trec_eval.table import ORDER

    base = measure.trec_base
    place = (ORDER.index(base), 0) if base in ORDER else (len(ORDER), measure.spec.order)
    return (*place, measure.level if measure.level is not None else measure.cutoff or 0, measure.name)


def trec_result(evaluation: "RunEvaluation", measures: tuple["Measure", ...], *, runid: bool = False) -> "TrecResult":
    """trec_eval -q output for one run, as trec_eval's printout reads it (metrics.trec_eval.printing):
    per-query rows (queries in byte order, measures in trec_eval's table order) then the `all` rows;
    "%-22s\\t%s\\t%6.4f", counts as integers. runid=True adds trec_eval's `runid all NAME` row before
    the `all` rows (used to separate several runs)."""
    from labeler.metrics.trec_eval.printing import TrecLine, TrecResult
    from labeler.metrics.trec_eval.table import SUMMARY_ONLY

    result = evaluation.result
    lines = [TrecLine("runid", None, evaluation.run_name)] if runid else []
    # every averaged query gets rows: with --complete that includes queries missing from the run,
    # as trec_eval 10 prints them (it scores a one-document bogus ranking: all 0, num_rel kept)
    for measure in sorted(measures, key=_trec_sort_key):
        per_query = None if measure.trec_base in SUMMARY_ONLY else result.per_query[measure.name].tolist()
        lines.append(TrecLine(measure.trec_name, per_query, result.means[measure.name], integer=measure.is_count))
    return TrecResult(result.query_ids, lines)


def _print_trec(results: list["RunEvaluation"], measures: tuple["Measure", ...]) -> None:
    from labeler.metrics.trec_eval.printing import trec_blocks

    several = len(results) > 1
    for evaluation in results:
        for block in trec_blocks(trec_result(evaluation, measures, runid=several), per_query=True, summary=True):
            click.echo(block)


def _print_csv(results: Any, measures: tuple["Measure", ...], per_query: bool) -> None:
    import csv
    import io

    from labeler.domain.untrusted import csv_cell

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["run", "query", "measure", "value"])
    for evaluation in results:
        result = evaluation.result
        if per_query:
            for index, qid in enumerate(result.query_ids):
                for measure in measures:
                    writer.writerow([csv_cell(evaluation.run_name), csv_cell(qid), measure.name,
                                     _number(float(result.per_query[measure.name][index]))])
        for measure in measures:
            writer.writerow([csv_cell(evaluation.run_name), "all", measure.name, _number(result.means[measure.name])])
        click.echo(out.getvalue(), nl=False)
        out.seek(0)
        out.truncate()


def _number(value: float) -> int | float:
    return int(value) if value.is_integer() and abs(value) < 2**53 else value


def _json_document(results: list["RunEvaluation"], scoring: "ScoringRequest", estimates: "Estimates",
                   holes: list[Any]) -> dict[str, Any]:
    from labeler.services.evaluation.holes import holes_warnings, next_steps
    from labeler.services.evaluation.scoring import result_document

    measures = scoring.measures
    conventions = results[0].result.conventions if results else {}
    runs = []
    for evaluation, found in zip(results, holes):
        runs.append({
            "name": evaluation.run_name,
            "rows": evaluation.n_rows,
            **result_document(evaluation.result, [m.name for m in measures]),
            **estimates.of(evaluation.run_name).as_json(),
            **found.as_json(),
        })
    return {
        "qrels": results[0].qrels if results else None,
        "measures": [{"name": m.name, "trec_name": m.trec_name} for m in measures],
        "options": scoring.options(),
        "conventions": conventions,
        "estimate": estimates.as_json(),
        "runs": runs,
        "warnings": holes_warnings(holes),
        "next": next_steps(holes, model=estimates.llm_model, depth=pool_depth(holes)),
    }


def tie_sentence(evaluation: "RunEvaluation") -> str | None:
    """"ties decide 12 queries; the largest swing is 0.213 on nDCG@10 for query 1042", or None."""
    ties = evaluation.result.ties
    if ties.n_queries_affected == 0:
        return None
    noun = "query" if ties.n_queries_affected == 1 else "queries"
    return (f"ties decide {ties.n_queries_affected} {noun}; the largest swing is {ties.max_change:.3f} "
            f"on {ties.measure_of_max} for query {ties.query_of_max}")


def _print_table(results: list["RunEvaluation"], measures: tuple["Measure", ...], per_query: bool) -> "PipedOutput":
    """The wide table (runs as columns; the long one when it does not fit), each run's per-query table
    with --per-query, then the qrels, the conventions and the ties; returns the output they went to."""
    from labeler.cli.terminal.plain_table import PipedOutput
    from labeler.domain.untrusted import terminal_text

    out = PipedOutput()
    shown = [m for m in measures]

    def judged_beside(evaluation: "RunEvaluation", measure: "Measure") -> str:
        means = evaluation.result.means
        judged = f"Judged@{measure.cutoff}"
        beside = means.get(judged) if measure.cutoff is not None and measure.family != "Judged" else None
        return "" if beside is None else f"{beside:.3f}"

    header = ["measure"]
    for evaluation in results:
        header += [terminal_text(evaluation.run_name, one_line=True), "judged"]
    rows: list[list[str]] = []
    for measure in shown:
        row = [measure.name]
        for evaluation in results:
            row += [_format_value(measure, evaluation.result.means[measure.name]), judged_beside(evaluation, measure)]
        rows.append(row)
    if not out.table(header, [False] + [True] * (len(header) - 1), rows):  # piped: rich's bytes, without rich
        _print_rich_tables(out.console(), results, shown, rows, judged_beside)
    if per_query:
        _print_per_query(out.console(), results, shown)
    if results:
        first = results[0]
        conventions = first.result.conventions
        out.line(terminal_text(f"qrels: {first.qrels}; queries averaged: "
                               + ", ".join(f"{e.run_name} {len(e.result.query_ids):,}" for e in results),
                               one_line=True))
        from labeler.metrics.measures.conventions import measure_conventions

        for key in ("compat", "gain", "ranking", "averaging", "ideal", "unjudged", *measure_conventions(measures)):
            if key in conventions:
                out.line(f"{key}: {conventions[key]}", "dim")
        for evaluation in results:
            sentence = tie_sentence(evaluation)
            if sentence:
                prefix = f"{evaluation.run_name}: " if len(results) > 1 else ""
                out.line(terminal_text(prefix + sentence, one_line=True), "yellow")
    return out


def _text(text: str, style: str = "") -> "Text":
    """A cell of text from files (run names, query ids): one line, escapes visible."""
    from rich.text import Text

    from labeler.domain.untrusted import terminal_text

    return Text(terminal_text(text, one_line=True), style=style)


def _print_rich_tables(console: Any, results: list["RunEvaluation"], shown: list["Measure"], rows: list[list[str]],
                       judged_beside: Any) -> None:
    """The wide table through rich, or the long one (a row per run and measure) when the wide one does not fit."""
    from rich.table import Table
    from rich.text import Text

    from labeler.cli.terminal.tables import print_fitting

    def wide() -> Table:
        table = Table(title=None, show_edge=False, pad_edge=False)
        table.add_column("measure", no_wrap=True)
        for evaluation in results:
            table.add_column(_text(evaluation.run_name), justify="right", no_wrap=True)
            table.add_column(Text("judged"), justify="right", style="dim", no_wrap=True)
        for measure, row in zip(shown, rows):
            table.add_row(Text(measure.name), *row[1:])
        return table

    def long() -> Table:
        table = Table(title=None, show_edge=False, pad_edge=False)
        table.add_column("run", overflow="fold")
        table.add_column("measure", no_wrap=True)
        table.add_column("value", justify="right", no_wrap=True)
        table.add_column("judged", justify="right", style="dim", no_wrap=True)
        for evaluation in results:
            for measure in shown:
                table.add_row(_text(evaluation.run_name), Text(measure.name),
                              _format_value(measure, evaluation.result.means[measure.name]),
                              judged_beside(evaluation, measure))
        return table

    print_fitting(console, wide(), long)


def _print_per_query(console: Any, results: list["RunEvaluation"], shown: list["Measure"]) -> None:
    """Each run's values per query, a table each."""
    from rich.table import Table
    from rich.text import Text

    for evaluation in results:
        result = evaluation.result
        detail = Table(title=_text(f"{evaluation.run_name}: per query"), show_edge=False, pad_edge=False)
        detail.add_column("query", no_wrap=True)
        for measure in shown:
            detail.add_column(Text(measure.name), justify="right", no_wrap=True)
        for index, qid in enumerate(result.query_ids):
            detail.add_row(_text(qid), *[_format_value(m, float(result.per_query[m.name][index])) for m in shown])
        console.print(detail)


def _format_value(measure: "Measure", value: float) -> str:
    if measure.is_count:
        return f"{int(value):,}"
    return f"{value:.4f}"
