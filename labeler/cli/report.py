"""`labeler report`: compare runs and write the result as HTML, Markdown, CSV or JSON files."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import click

from labeler.cli.eval.estimates.options import estimate_given, estimate_options
from labeler.cli.eval.inputs import estimate_inputs, estimate_request
from labeler.cli.next_steps import remember
from labeler.cli.numbers import PROBABILITY, count
from labeler.cli.terminal.output import parents_option, prepare_output, shown_path
from labeler.cli.eval.scoring import on_duplicate_given, scoring_options
from labeler.domain.choices import INTERVAL_KINDS, SIGNIFICANCE_TESTS

if TYPE_CHECKING:
    from labeler.cli.context import AppContext


def register(cli: click.Group) -> None:
    """Attach `labeler report`."""
    cli.add_command(report_command)


@click.command("report", short_help="Compare runs in an HTML, Markdown, CSV or JSON report.")
@click.argument("runs", nargs=-1, required=True, metavar="RUN [RUN ...]")
@click.option("--out", "outputs", multiple=True, type=click.Path(dir_okay=False), metavar="FILE",
              help="Where to write: the suffix picks the format (.html, .md, .csv, .json). Repeat for "
                   "several. Default: exports/report.html.")
@click.option("--baseline", default=None, metavar="NAME", help="Run the others are compared with (default: the first).")
@scoring_options
@click.option("--test", "test", type=click.Choice(SIGNIFICANCE_TESTS.values), default=SIGNIFICANCE_TESTS.default,
              show_default=True, help="Paired significance test against the baseline.")
@click.option("--ci", type=click.Choice(INTERVAL_KINDS.values), default=INTERVAL_KINDS.default, show_default=True,
              help="95% confidence interval of each mean.")
@click.option("--alpha", type=PROBABILITY, default=0.05, show_default=True,
              help="Significance level for the Holm-adjusted p-values.")
@click.option("--worst", type=count(0), default=5, show_default=True,
              help="Worst queries (by gap to ideal) shown with their ranked lists, per run.")
@click.option("--title", default=None, help="Report title.")
@parents_option
@estimate_options
@click.pass_obj
def report_command(app: AppContext, runs: tuple[str, ...], outputs: tuple[str, ...], baseline: str | None,
                   qrels_path: str | None, measures: tuple[str, ...], gain: str, relevant_grade: int,
                   complete: bool, aggregate: str, test: str, ci: str, alpha: float, worst: int,
                   title: str | None, parents: bool) -> None:
    """Compare RUN files or imported runs and write a report: what was evaluated, means with
    confidence intervals, paired tests against a baseline, per-query values, win/loss and
    distribution charts, and the worst queries' ranked lists beside the ideal ranking.

    \b
    The numbers are `labeler eval`'s on the same inputs. Example:
      labeler report bm25 dense --baseline bm25 --out exports/cmp.html --out exports/cmp.json
    """
    from labeler.dataio.records.formats import is_input_file
    from labeler.metrics.request import scoring_request
    from labeler.services.evaluation import scoring as evaluation
    from labeler.services.evaluation.comparison import compare_runs
    from labeler.services.estimation.modes import estimates_for, measures_for
    from labeler.services.estimation.results import tables_holes
    from labeler.services.reporting import qrels_facts, report_document, report_format, write_report

    targets = list(outputs) or [os.path.join("exports", "report.html")]
    for target in targets:
        report_format(target)  # an unknown suffix fails before any work
    for target in outputs:
        prepare_output(target, parents=parents)
    # the one parse of -m: everything below reads these Measure objects
    scoring = scoring_request(measures, gain=gain, relevant_grade=relevant_grade, complete=complete)
    request = estimate_request(estimate_given(), scoring)
    human, qrels, origin, repository = estimate_inputs(app, runs, qrels_path, aggregate, request, want_texts=True,
                                                       on_duplicate=on_duplicate_given())
    tables = [evaluation.load_run(source, repository) for source in runs]
    sources = [os.path.abspath(s) if is_input_file(s) else f"imported run {s}" for s in runs]
    scoring = measures_for(request, scoring, asked=bool(measures))
    comparison = compare_runs(tables, qrels, scoring, baseline=baseline, test=test, ci=ci, alpha=alpha,
                              repository=repository, qrels_origin=origin)
    estimates = None if not request.kind.uses_llm else estimates_for(
        request, [summary.evaluation for summary in comparison.runs], scoring, runs=tables, human=human,
        repository=repository, baseline=comparison.baseline)
    holes = tables_holes(tables, qrels, human, comparison.measures, estimates)
    info = qrels_facts(qrels, origin=origin, repository=repository if qrels_path is None else None)
    document = report_document(comparison, tables, qrels, qrels_info=info, sources=sources, worst=worst,
                               title=title, estimates=estimates, repository=repository, holes=holes)
    for target in targets:
        click.echo(f"wrote {shown_path(write_report(document, target))}")
    remember(report=next((t for t in targets if report_format(t) == "html"), targets[0]))
