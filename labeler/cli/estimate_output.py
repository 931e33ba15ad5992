"""How `labeler eval` shows estimates with intervals (--estimate hybrid): table, trec and csv layouts,
and the lines that say how the estimates were made."""

from __future__ import annotations

import csv
import io
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from labeler.metrics.measures import Measure
    from labeler.services.estimate_view import Estimates

ESTIMATE_CSV_COLUMNS = ("run", "query", "measure", "value", "ci_low", "ci_high", "method", "human_judgments",
                        "baseline")


def print_estimate_table(estimates: "Estimates", measures: tuple["Measure", ...], qrels: str) -> None:
    """Runs as columns of "value ± half-width", then each run against the baseline, then the notes."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from labeler.domain.untrusted import terminal_text
    from labeler.services.estimate_view import settled_or_none, shown

    def cell(text: str, style: str = "") -> Text:
        return Text(terminal_text(text, one_line=True), style=style)

    console = Console(highlight=False)
    names = [m.name for m in measures]
    table = Table(show_edge=False, pad_edge=False)
    table.add_column("measure", no_wrap=True)
    for run in estimates.runs:
        table.add_column(cell(run.name), justify="right", no_wrap=True)
    for name in names:
        table.add_row(Text(name), *[Text(shown(run.estimates[name])) for run in estimates.runs])
    console.print(table)
    compared = [run for run in estimates.runs if run.vs_baseline]
    if compared and estimates.baseline is not None:
        console.print(cell(f"against the baseline {estimates.baseline} (✓ settled: the interval excludes 0):"))
        against = Table(show_edge=False, pad_edge=False)
        against.add_column("measure", no_wrap=True)
        for run in compared:
            against.add_column(cell(run.name), justify="right", no_wrap=True)
        for name in names:
            # a mark, not words: four runs side by side must fit 80 columns
            against.add_row(Text(name), *[Text(shown(run.vs_baseline[name], signed=True)
                                               + _settled_mark(settled_or_none(run.vs_baseline[name])))
                                          for run in compared])
        console.print(against)
    console.print(cell(f"qrels: {qrels}"))
    for line in estimates.sentences():
        console.print(cell(line, style="yellow" if line.startswith("note:") else "dim"))


def _settled_mark(settled: bool | None) -> str:
    """" ✓" for a settled difference, two spaces for an unsettled one (columns stay aligned), "" without an interval."""
    return "" if settled is None else " ✓" if settled else "  "


def estimate_trec_lines(estimates: "Estimates", measures: tuple["Measure", ...]) -> list[str]:
    """trec_eval's `all` rows with "value ± half-width" (no per-query rows: the estimates are per run)."""
    from labeler.services.estimate_view import shown

    lines: list[str] = []
    several = len(estimates.runs) > 1
    for run in estimates.runs:
        if several:
            lines.append("%-22s\t%s\t%s" % ("runid", "all", run.name))
        for measure in measures:
            lines.append("%-22s\t%s\t%s" % (measure.trec_name, "all", shown(run.estimates[measure.name])))
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
