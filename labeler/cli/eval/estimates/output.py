"""How `labeler eval` shows estimates with intervals (--estimate hybrid): table, trec and csv layouts,
and the lines that say how the estimates were made."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import click

if TYPE_CHECKING:
    from labeler.metrics.measures import Measure
    from labeler.services.estimation.results import Estimates

ESTIMATE_CSV_COLUMNS = ("run", "query", "measure", "value", "ci_low", "ci_high", "method", "human_judgments",
                        "baseline")


def print_estimate_table(estimates: "Estimates", measures: tuple["Measure", ...], qrels: str) -> None:
    """Runs as columns of "value ± half-width", then each run against the baseline, then the notes;
    one row per run and measure instead when the terminal is too narrow (no number is ever cut)."""
    from rich.table import Table
    from rich.text import Text

    from labeler.cli.terminal.console import output_console
    from labeler.cli.terminal.tables import print_fitting
    from labeler.domain.untrusted import terminal_text
    from labeler.services.estimation.results import settled_or_none, shown

    def cell(text: str, style: str = "") -> Text:
        return Text(terminal_text(text, one_line=True), style=style)

    def wide(runs: list[Any], text: Callable[[Any, str], str]) -> Table:
        table = Table(show_edge=False, pad_edge=False)
        table.add_column("measure", no_wrap=True)
        for run in runs:
            table.add_column(cell(run.name), justify="right", no_wrap=True)
        for name in names:
            table.add_row(Text(name), *[Text(text(run, name)) for run in runs])
        return table

    def long(runs: list[Any], text: Callable[[Any, str], str]) -> Callable[[], Table]:
        def build() -> Table:
            table = Table(show_edge=False, pad_edge=False)
            table.add_column("run", overflow="fold")
            table.add_column("measure", no_wrap=True)
            table.add_column("estimate", justify="right", no_wrap=True)
            for run in runs:
                for name in names:
                    table.add_row(cell(run.name), Text(name), Text(text(run, name)))
            return table
        return build

    def own(run: Any, name: str) -> str:
        return shown(run.estimates[name])

    def against(run: Any, name: str) -> str:
        # a mark, not words: four runs side by side must fit 80 columns
        return shown(run.vs_baseline[name], signed=True) + _settled_mark(settled_or_none(run.vs_baseline[name]))

    console = output_console()
    names = [m.name for m in measures]
    print_fitting(console, wide(estimates.runs, own), long(estimates.runs, own))
    compared = [run for run in estimates.runs if run.vs_baseline]
    if compared and estimates.baseline is not None:
        console.print(cell(f"against the baseline {estimates.baseline} (✓ settled: the interval excludes 0):"))
        print_fitting(console, wide(compared, against), long(compared, against))
    console.print(cell(f"qrels: {qrels}"))
    for line in estimates.sentences():
        console.print(cell(line, style="yellow" if line.startswith("note:") else "dim"))


def _settled_mark(settled: bool | None) -> str:
    """" ✓" for a settled difference, two spaces for an unsettled one (columns stay aligned), "" without an interval."""
    return "" if settled is None else " ✓" if settled else "  "


def estimate_trec_lines(estimates: "Estimates", measures: tuple["Measure", ...]) -> list[str]:
    """trec_eval's `all` rows with "value ± half-width" (no per-query rows: the estimates are per run)."""
    from labeler.metrics.trec_eval.line import trec_line
    from labeler.services.estimation.results import shown

    lines: list[str] = []
    several = len(estimates.runs) > 1
    for run in estimates.runs:
        if several:
            lines.append(trec_line("runid", "all", run.name))
        for measure in measures:
            lines.append(trec_line(measure.trec_name, "all", shown(run.estimates[measure.name])))
    return lines


def print_estimate_trec(estimates: "Estimates", measures: tuple["Measure", ...]) -> None:
    """The trec rows on stdout; how they were made on stderr, so stdout keeps trec_eval's layout."""
    click.echo("\n".join(estimate_trec_lines(estimates, measures)))
    echo_sentences(estimates, err=True)


def print_estimate_csv(estimates: "Estimates", measures: tuple["Measure", ...]) -> None:
    """run, query ("all"), measure, value, ci_low, ci_high, method, human_judgments, baseline (empty for
    a run's own estimate; the baseline's name for its difference to it)."""
    from labeler.domain.untrusted import csv_cell

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(ESTIMATE_CSV_COLUMNS)
    for run in estimates.runs:
        for against, block in (("", run.estimates), (estimates.baseline or "", run.vs_baseline)):
            for measure in measures:
                if measure.name not in block:
                    continue
                fields = block[measure.name].as_json()
                writer.writerow([csv_cell(run.name), "all", measure.name,
                                 *["" if fields[k] is None else fields[k] for k in ("value", "ci_low", "ci_high")],
                                 fields["method"], fields["human_judgments"], csv_cell(against)])
    click.echo(out.getvalue(), nl=False)
    echo_sentences(estimates, err=True)


def echo_sentences(estimates: "Estimates", *, err: bool) -> None:
    """How the estimates were made, one line each (file names in them shown as text, escapes visible)."""
    from labeler.domain.untrusted import terminal_text

    for line in estimates.sentences():
        click.echo(terminal_text(line, one_line=True), err=err)
