"""Team commands: assign, team-status, agreement, disagreements, adjudicate.

Services compute; this module only parses options and formats (rich tables, or JSON).
Names, ids and notes come from users and files, so every cell is a rich Text, never markup.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import click

from labeler.cli.context import current_app as _ctx
from labeler.cli.numbers import count
from labeler.domain.choices import TABLE_OUTPUTS

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table

    from labeler.services.team.agreement import Confusion, HumanAgreement, LlmAgreement
    from labeler.services.team.suspect_agreement import SuspectAgreement
    from labeler.services.judging.system_ranking import SystemRanking
    from labeler.storage import Repository

FORMAT_CHOICE = click.Choice(TABLE_OUTPUTS.values)


def register(cli: click.Group) -> None:
    """Attach the team commands to the top-level group."""
    for command in (assign_cmd, team_status_cmd, agreement_cmd, disagreements_cmd, adjudicate_cmd):
        cli.add_command(command)


def _num(value: float, digits: int = 3) -> str:
    return "n/a" if value is None or math.isnan(value) else f"{value:.{digits}f}"


# Longest text shown in a table cell: notes can be any size, a terminal table is for reading.
CELL_CHARS = 500


def _line(text: object) -> str:
    """Untrusted text (ids, names, notes) for one line of terminal output: escapes visible, cut
    at CELL_CHARS."""
    from labeler.domain.untrusted import terminal_text

    return terminal_text(text, one_line=True, max_chars=CELL_CHARS)


def _table(*columns: str, title: str | None = None, text_columns: int = 1) -> Table:
    """A table whose first text_columns columns are left-aligned text, the rest right-aligned numbers."""
    from rich.table import Table
    from rich.text import Text

    table = Table(title=Text(_line(title)) if title else None, show_edge=False, pad_edge=False)
    for i, column in enumerate(columns):
        table.add_column(Text(_line(column)), justify="left" if i < text_columns else "right")
    return table


def _row(table: Table, *cells: object) -> None:
    from rich.text import Text

    table.add_row(*(Text(_line(cell)) for cell in cells))


def _console() -> Console:
    from rich.console import Console

    return Console(highlight=False)


def _echo_json(report: object) -> None:
    from labeler.domain.untrusted import json_text
    from labeler.services.team.agreement import to_jsonable

    click.echo(json_text(to_jsonable(report), indent=2))


def _split_names(value: str | None) -> list[str] | None:
    if value is None:
        return None
    return [name.strip() for name in value.split(",") if name.strip()]


# --- assign and progress --------------------------------------------------------------------


@click.command("assign", short_help="Spread the pool over the team, K graders per pair.")
@click.option("--per-pair", "-k", type=count(1), required=True, help="Independent judgments wanted per pair.")
@click.option("--annotators", default=None, help="Comma-separated team (default: every annotator who has judged).")
@click.option("--reset", is_flag=True, help="Forget earlier assignments first (judgments are kept and still count).")
def assign_cmd(per_pair: int, annotators: str | None, reset: bool) -> None:
    """Spread the pool over the team so every pair gets K independent judgments, balanced.

    Existing judgments count towards K. Deterministic: the same pool and team give the same
    assignment, and running it again adds only what is missing.
    """
    from labeler.services.team.assignment import assign

    repository = _ctx().repository()
    if reset:
        removed = repository.clear_assignments()
        click.echo(f"removed {removed:,} earlier assignments")
    report = assign(repository, per_pair, _split_names(annotators))
    click.echo(
        f"{report.pairs:,} pairs, {report.per_pair} judgments each: {report.added:,} assignments added, "
        f"{report.already_covered:,} pairs already covered"
    )
    table = _table("annotator", "pairs covered")
    for name, load in report.load.items():
        _row(table, name, f"{load:,}")
    _console().print(table)


@click.command("team-status", short_help="Show each annotator's assigned and graded pairs.")
@click.option("--format", "format_", type=FORMAT_CHOICE, default="table", show_default=True)
def team_status_cmd(format_: str) -> None:
    """Per annotator: pairs assigned and how many of them they have judged."""
    from labeler.services.team.assignment import assignment_progress

    progress = assignment_progress(_ctx().repository(read_only=True))
    if format_ == "json":
        _echo_json({name: {"assigned": a, "judged": j} for name, (a, j) in progress.items()})
        return
    if not progress:
        click.echo("no assignments yet: `labeler assign --per-pair K --annotators a,b,c`")
        return
    table = _table("annotator", "assigned", "judged", "left", "done")
    for name, (assigned, judged) in progress.items():
        _row(table, name, f"{assigned:,}", f"{judged:,}", f"{assigned - judged:,}", f"{judged / assigned:.0%}")
    _console().print(table)


# --- agreement ------------------------------------------------------------------------------


@click.command("agreement", short_help="Measure how far graders, and an LLM, agree.")
@click.option("--humans", is_flag=True, help="Agreement among annotators instead of humans vs the LLM judge.")
@click.option("--self", "self_", is_flag=True, help="Each annotator with themselves: blind consistency checks vs their first grades.")
@click.option("--annotator", "annotators", multiple=True, help="Only these annotators (repeatable).")
@click.option("--model", default=None, help="Only this LLM model (default: one report per model).")
@click.option("--format", "format_", type=FORMAT_CHOICE, default="table", show_default=True)
@click.option("--queries", "show_queries", type=count(0), default=10, show_default=True, help="Per-query rows shown (lowest agreement first; JSON has all).")
@click.option("--measure", default=None, metavar="MEASURE", help="With --model: the measure the runs are ranked by (default: nDCG@10).")
@click.option("--no-suspects", is_flag=True,
              help="Leave out the suspects section (the judge on the pairs `labeler suspects` flags, against clean pairs), "
                   "which reads the texts of every pair compared.")
def agreement_cmd(
    humans: bool, self_: bool, annotators: tuple[str, ...], model: str | None, format_: str, show_queries: int, measure: str | None,
    no_suspects: bool,
) -> None:
    """How far to trust the judgments: Cohen's and Fleiss' kappa, Krippendorff's alpha, confusion matrices.

    \b
    Without --humans: human judgments vs each model's ok suggestions of the same pairs
    (kappa unweighted, quadratic and binary at grade >= 2, confusion matrix, LLM minus
    human grade). With --humans: every pair of annotators, Fleiss' kappa, ordinal alpha. With
    --self: per annotator, their consistency checks (labeler tui --consistency) vs their first grades.
    Against the LLM, when some compared pair may fool the judge (planted instructions, stuffed query
    words, or text the detector's learned stage reads as a note to the judge: `labeler
    suspects`), a suspects section compares the judge on those pairs with the clean
    ones; the JSON always has it.
    """
    from labeler.services.team.agreement import human_agreement, llm_agreement

    repository = _ctx().repository(read_only=True)
    if measure and not model:
        raise click.UsageError("--measure ranks the runs for one model: give --model NAME too")
    if self_:
        if humans or model:
            raise click.UsageError("--self is each annotator with themselves: not with --humans or --model")
        _print_self(repository, annotators, format_)
        return
    if humans:
        if model:
            raise click.UsageError("--model applies to human vs LLM agreement, not --humans")
        humans_report = human_agreement(repository, list(annotators) or None)
        if format_ == "json":
            _echo_json(humans_report)
        else:
            _print_humans(humans_report, show_queries)
        return
    reports = llm_agreement(repository, model, list(annotators) or None, suspects=not no_suspects)
    if model:
        from dataclasses import replace

        from labeler.services.judging.system_ranking import DEFAULT_MEASURE, system_ranking

        reports = [replace(r, system_ranking=system_ranking(repository, r.model, measure or DEFAULT_MEASURE)) for r in reports]
    if format_ == "json":
        _echo_json(reports)
        return
    for report in reports:
        _print_llm(report, show_queries)
        if report.suspects is not None and report.suspects.flagged.items:
            _print_suspects(report.suspects)
        if report.system_ranking is not None:
            _print_ranking(report.system_ranking)
        elif model:
            click.echo("system ranking: needs two or more imported runs (labeler import run) scored on pairs both graded")


def _print_self(repository: Repository, annotators: tuple[str, ...], format_: str) -> None:
    from labeler.services.team.consistency import consistency_report

    report = [r for r in consistency_report(repository) if not annotators or r.annotator in annotators]
    if format_ == "json":
        _echo_json(report)
        return
    if not report:
        click.echo("no consistency checks yet: label with `labeler tui --consistency 0.05`")
        return
    table = _table("annotator", "repeats", "same grade", "kappa quadratic", "mean |diff|", title="self-agreement (consistency checks)")
    for r in report:
        _row(table, r.annotator, f"{r.n:,}", f"{r.same:.1%}", _num(r.kappa_quadratic), f"{r.mean_abs_difference:.2f}")
    _console().print(table)


def _confusion_table(confusion: Confusion, rows: str, columns: str, title: str) -> Table:
    table = _table(f"{rows} \\ {columns}", *(str(g) for g in range(len(confusion))), title=title)
    for grade, counts in enumerate(confusion):
        _row(table, grade, *counts)
    return table


def _print_humans(report: HumanAgreement, show_queries: int) -> None:
    console = _console()
    console.print(
        f"{len(report.annotators)} annotators, {report.items:,} pairs judged by two or more "
        f"({report.judgments:,} judgments)",
        markup=False,
    )
    summary = _table("statistic", "value")
    _row(summary, "percent agreement", f"{report.percent:.1%}")
    _row(summary, "Krippendorff's alpha (ordinal)", _num(report.alpha_ordinal))
    if report.fleiss is not None:
        _row(summary, f"Fleiss' kappa ({report.fleiss.items:,} pairs with {report.fleiss.raters} raters)", _num(report.fleiss.kappa))
    console.print(summary)
    pairs = _table("annotators", "pairs", "agree", "kappa", "kappa quadratic", title="pairs of annotators")
    for p in report.pairwise:
        _row(pairs, f"{p.first} / {p.second}", f"{p.items:,}", f"{p.percent:.1%}", _num(p.kappa), _num(p.kappa_quadratic))
    console.print(pairs)
    for p in report.pairwise:
        console.print(_confusion_table(p.confusion, p.first, p.second, f"{p.first} vs {p.second}"))
    if show_queries and report.per_query:
        queries = _table("query", "pairs", "alpha", "agree", title="queries, lowest agreement first")
        for q in report.per_query[:show_queries]:
            _row(queries, q.query_id, q.items, _num(q.alpha_ordinal), f"{q.percent:.1%}")
        console.print(queries)


def _print_llm(report: LlmAgreement, show_queries: int) -> None:
    console = _console()
    console.print(
        f"model {_line(report.model)}: {report.items:,} human judgments of {report.pairs:,} pairs with a suggestion",
        markup=False,
    )
    summary = _table("statistic", "value")
    _row(summary, "percent agreement", f"{report.percent:.1%}")
    _row(summary, "Cohen's kappa", _num(report.kappa))
    _row(summary, "kappa, quadratic weights", _num(report.kappa_quadratic))
    _row(summary, "kappa, relevant = grade >= 2", _num(report.kappa_binary))
    _row(summary, "mean LLM - human grade (leniency)", f"{report.mean_signed_difference:+.3f}")
    console.print(summary)
    console.print(_confusion_table(report.confusion, "human", "LLM", "human vs LLM grades"))
    for title, rows, limit in (
        ("per annotator", report.per_annotator, len(report.per_annotator)),
        ("queries, lowest agreement first", report.per_query, show_queries),
    ):
        if not limit:
            continue
        table = _table("name", "items", "agree", "kappa", "kappa quadratic", "LLM - human", title=title)
        for r in rows[:limit]:
            _row(table, r.name, r.items, f"{r.percent:.1%}", _num(r.kappa), _num(r.kappa_quadratic), f"{r.mean_signed_difference:+.2f}")
        console.print(table)


def _print_suspects(section: SuspectAgreement) -> None:
    table = _table("slice", "items", "pairs", "agree", "kappa quadratic", "LLM - human", "LLM higher",
                   title="the judge on pairs that may fool it (labeler suspects) vs clean pairs")
    for piece in (section.flagged, *section.by_reason, section.clean):
        name = piece.name if piece.name in ("flagged", "clean") else f"  {piece.name}"
        if not piece.items:
            _row(table, name, 0, 0, "n/a", "n/a", "n/a", "n/a")
            continue
        _row(table, name, f"{piece.items:,}", f"{piece.pairs:,}", f"{piece.percent:.1%}", _num(piece.kappa_quadratic),
             f"{piece.mean_signed_difference:+.2f}", f"{piece.over_graded:.1%}")
    _console().print(table)
    if section.flagged.items:
        _console().print(_confusion_table(section.flagged.confusion, "human", "LLM", "flagged pairs: human vs LLM grades"))


# Rows of the runs-that-move table: the JSON has every run.
MOVERS_SHOWN = 10


def _print_ranking(ranking: SystemRanking) -> None:
    console = _console()
    console.print(
        f"system ranking of {len(ranking.runs)} runs by {_line(ranking.measure)}: Kendall tau {_num(ranking.kendall_tau)}"
        " (human vs LLM grades of the same pairs)",
        markup=False,
    )
    table = _table("run", "human", "LLM", "rank human", "rank LLM", "move", title="runs whose rank moves most")
    for run in ranking.movers(MOVERS_SHOWN):
        _row(table, run.name, f"{run.human:.4f}", f"{run.llm:.4f}", run.rank_human, run.rank_llm, f"{run.move:+d}")
    console.print(table)


# --- adjudication ---------------------------------------------------------------------------


@click.command("disagreements", short_help="List the pairs whose graders disagree, worst first.")
@click.option("--min-diff", type=count(1), default=1, show_default=True, help="Smallest max - min grade difference listed.")
@click.option("--all", "include_adjudicated", is_flag=True, help="Also list pairs already adjudicated.")
@click.option("--format", "format_", type=FORMAT_CHOICE, default="table", show_default=True)
def disagreements_cmd(min_diff: int, include_adjudicated: bool, format_: str) -> None:
    """The adjudication queue: pairs whose annotators' grades differ, largest difference first."""
    from labeler.services.team.assignment import disagreements

    queue = disagreements(_ctx().repository(read_only=True), min_diff, include_adjudicated=include_adjudicated)
    if format_ == "json":
        _echo_json(queue)
        return
    if not queue:
        click.echo("no disagreements to adjudicate")
        return
    # the ids are what `labeler adjudicate` takes: never cut (the grades wrap instead); the
    # adjudicated column only when some pair has been adjudicated (--all)
    settled_column = any(d.adjudication for d in queue)
    columns = ["query", "chunk", *(["adjudicated"] if settled_column else []), "grades (annotator: grade, note)"]
    table = _table(*columns, "spread", text_columns=len(columns))
    for column, ids in zip(table.columns, ([d.query_id for d in queue], [d.chunk_id for d in queue])):
        column.no_wrap = True
        column.min_width = max(len(_line(i)) for i in ids)
    for d in queue:
        grades = "; ".join(f"{g.annotator}: {g.grade}" + (f" ({g.note})" if g.note else "") for g in d.grades)
        settled = [f"{d.adjudication.grade} by {d.adjudication.annotator}" if d.adjudication else ""] * settled_column
        _row(table, d.query_id, d.chunk_id, *settled, grades, d.spread)
    _console().print(table)
    click.echo(f"{len(queue):,} pairs; settle one with `labeler adjudicate QUERY CHUNK GRADE`")


@click.command("adjudicate", short_help="Record the final grade of a pair its graders disagree on.")
@click.argument("query_id")
@click.argument("chunk_id")
@click.argument("grade", type=count(0, 3))
@click.option("--note", default=None, help="Why this grade.")
@click.option("--adjudicator", default=None, help="Who decides (default: the --annotator / LABELER_ANNOTATOR name).")
def adjudicate_cmd(query_id: str, chunk_id: str, grade: int, note: str | None, adjudicator: str | None) -> None:
    """Record the adjudicated GRADE of a pair; it wins over every aggregation rule in exported qrels."""
    from labeler.services.team.assignment import adjudicate

    judgment = adjudicate(_ctx().repository(), query_id, chunk_id, adjudicator or _ctx().annotator, grade, note)
    click.echo(f"{_line(query_id)} {_line(chunk_id)}: adjudicated grade {judgment.grade} ({_line(judgment.annotator)})")
