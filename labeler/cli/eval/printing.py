"""`labeler eval`'s outputs: the table (plain on a pipe, rich otherwise), csv, json, trec_eval's
layout and the hybrid estimates, then the holes' warnings; written through
labeler.cli.terminal.echo, never click, so both front doors (labeler.cli.eval.run) print the same bytes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labeler.cli.terminal.echo import echo

if TYPE_CHECKING:
    from rich.text import Text

    from labeler.cli.terminal.plain_table import PipedOutput
    from labeler.metrics.measures import Measure
    from labeler.metrics.request import ScoringRequest
    from labeler.metrics.trec_eval.printing import TrecResult
    from labeler.services.estimation.results import Estimates
    from labeler.services.evaluation.scoring import RunEvaluation


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
            echo(line, err=True)
        else:
            out = out or PipedOutput()
            out.line(line, style)


def print_hybrid(estimates: "Estimates", parsed: tuple["Measure", ...], output_format: str, origin: str) -> None:
    """The hybrid estimates with their intervals, in the format asked for (not json)."""
    from labeler.cli.eval.estimates.output import print_estimate_csv, print_estimate_table, print_estimate_trec

    if output_format == "trec":
        print_estimate_trec(estimates, parsed)
    elif output_format == "csv":
        print_estimate_csv(estimates, parsed)
    else:
        print_estimate_table(estimates, parsed, origin)


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


def print_trec(results: list["RunEvaluation"], measures: tuple["Measure", ...]) -> None:
    """trec_eval -q's printout of every run (a `runid` row before each one's `all` rows when several)."""
    from labeler.metrics.trec_eval.printing import trec_blocks

    several = len(results) > 1
    for evaluation in results:
        for block in trec_blocks(trec_result(evaluation, measures, runid=several), per_query=True, summary=True):
            echo(block)


def print_csv(results: Any, measures: tuple["Measure", ...], per_query: bool) -> None:
    """run,query,measure,value rows, a run at a time as its evaluation arrives."""
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
        echo(out.getvalue(), nl=False)
        out.seek(0)
        out.truncate()


def _number(value: float) -> int | float:
    return int(value) if value.is_integer() and abs(value) < 2**53 else value


def print_json(results: list["RunEvaluation"], scoring: "ScoringRequest", estimates: "Estimates",
               holes: list[Any]) -> None:
    """The whole evaluation as one JSON document (runs, measures, options, estimates, holes, next step)."""
    from labeler.domain.untrusted import json_text

    echo(json_text(_json_document(results, scoring, estimates, holes), indent=2))


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


def print_table(results: list["RunEvaluation"], measures: tuple["Measure", ...], per_query: bool) -> "PipedOutput":
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
