"""Core commands: db, pool, status, export, demo (and `import`, from labeler.cli.importing)."""

from __future__ import annotations

import click

from labeler.cli.context import current_app as _ctx
from labeler.cli.next_steps import remember
from labeler.cli.numbers import count
from labeler.cli.terminal.output import parents_option, prepare_output, say_inexact_ids, shown_path
from labeler.domain.choices import QRELS_SOURCES

def register(cli: click.Group) -> None:
    """Attach the core commands to the top-level group."""
    from labeler.cli.importing import import_group

    for command in (db, import_group, pool, status, export_group, demo):
        cli.add_command(command)


# --- db -----------------------------------------------------------------------------------


@click.group("db", short_help="Show or upgrade the database's schema.")
def db() -> None:
    """Inspect or migrate the database schema (opening a database migrates it anyway)."""


@db.command("upgrade", short_help="Apply every pending migration.")
def db_upgrade() -> None:
    """Apply every pending migration."""
    from labeler.storage import schema_status, upgrade_database

    upgrade_database(_ctx().db)
    current, head = schema_status(_ctx().db)
    click.echo(f"database at revision {shown_path(current)} (head {head})")


@db.command("current", short_help="Show the schema revision and the newest one known.")
def db_current() -> None:
    """Show the database's schema revision and the newest one this labeler knows."""
    from labeler.storage import schema_status

    current, head = schema_status(_ctx().db)
    state = "up to date" if current == head else "needs `labeler db upgrade`"
    click.echo(f"current: {shown_path(current) if current else 'none (empty database)'}\nhead:    {head}\n{state}")


# --- pool / status -----------------------------------------------------------------------


@click.command("pool", short_help="Make each run's top k chunks per query pairs to grade.")
@click.option("--depth", "-k", type=count(1), default=10, show_default=True, help="Top-k of each run per query.")
@click.option("--run", "runs", multiple=True, help="Pool only these runs (repeatable; default: every imported run).")
def pool(depth: int, runs: tuple[str, ...]) -> None:
    """TREC depth-k pooling: each run's top-k chunks per query become pairs to judge."""
    from labeler.services.pooling import pool as pool_service

    repository = _ctx().repository()
    report = pool_service(repository, depth, list(runs) or None)
    click.echo(
        f"pooled depth {report.depth} over {len(report.runs)} run(s): {report.candidate_pairs:,} pairs, "
        f"{report.new_pairs:,} new, {report.existing_pairs:,} already in the pool"
    )
    from labeler.cli.importing import say_queues

    say_queues(repository, report.new_pairs)
    if report.missing_chunk_text:
        click.echo(f"{report.missing_chunk_text:,} pairs lack chunk text: `labeler import chunks FILE` to add it")


@click.command("status", short_help="Show what the database holds, per annotator too.")
@click.option(
    "--recount",
    is_flag=True,
    help="Count pairs, chunks and judgments again from the tables and store the result (slow on big "
    "databases). The writers keep these counts up to date; use this if they ever look wrong.",
)
def status(recount: bool) -> None:
    """Counts: queries, chunks, runs, pairs, judged and unjudged, per annotator.

    Pairs, chunks and judgments are counts the writers keep in the database, so this is instant at
    millions of judgments; --recount rebuilds them from the tables.
    """
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from labeler.domain.untrusted import terminal_text

    repository = _ctx().repository(read_only=not recount)
    if recount:
        drift = repository.recount()
        if drift:
            shown = ", ".join(f"{name} {-d:+,}" for name, d in drift.items())
            click.echo(f"recounted; corrected: {shown}")
        else:
            click.echo("recounted: the kept counts were right")
    counts = repository.counts()
    console = Console()
    console.print(f"database: {shown_path(repository.url)}", markup=False, highlight=False)
    table = Table(show_header=False)
    table.add_column(style="bold")
    table.add_column(justify="right")
    for label, value in (
        ("queries", counts.queries),
        ("chunks", counts.chunks),
        ("runs", counts.runs),
        ("pairs in pool", counts.pairs),
        ("judged pairs", counts.judged_pairs),
        ("unjudged pairs", counts.unjudged_pairs),
        ("pairs lacking chunk text", counts.pairs_missing_chunk_text),
        ("LLM suggestions", counts.suggestions),
    ):
        table.add_row(label, f"{value:,}")
    for annotator, n in sorted(counts.per_annotator.items()):
        table.add_row(Text(f"  judged by {terminal_text(annotator, one_line=True)}"), f"{n:,}")
    # the repository's own reads, like counts(): the services behind them are not needed to print a table
    for annotator, (assigned, judged) in sorted(repository.assignment_progress().items()):
        table.add_row(Text(f"  assigned to {terminal_text(annotator, one_line=True)}"), f"{judged:,} / {assigned:,} done")
    from labeler.cli.sampling import design_status_rows

    for design_label, design_value in design_status_rows(repository):
        table.add_row(Text(design_label), Text(design_value))
    from labeler.cli.judging.batch import status_rows as batch_status_rows

    for batch_label, batch_value in batch_status_rows(repository):
        table.add_row(Text(batch_label), Text(batch_value))
    console.print(table)


# --- export -------------------------------------------------------------------------------


@click.group("export", short_help="Write qrels, judgments or suggestions to files.")
def export_group() -> None:
    """Export qrels, judgments (and LLM suggestions) for other tools. Default folder: exports/."""


@export_group.command("qrels", short_help="Write TREC qrels, one grade per pair, with a sidecar.")
@click.option("--out", default=None, help="File or folder (default: exports/qrels.txt).")
@click.option("--annotator", "only_annotator", default=None, help="Only this annotator's judgments.")
@click.option(
    "--aggregate",
    default=None,
    help="How several annotators' grades become one: majority|median|max|min|mean-round|latest|adjudicated|"
    "annotator:NAME. Default: majority, whose ties (e.g. one 1 and one 3) go to the median rounded half up, "
    "counted in the sidecar. An adjudicated grade wins over every rule except annotator:NAME.",
)
@parents_option
@click.option(
    "--source",
    type=click.Choice(QRELS_SOURCES.values),
    default="human",
    show_default=True,
    help="Human judgments, LLM suggestions, or human where present else LLM.",
)
@click.option("--model", default=None, help="With --source llm|human-then-llm: only this model's (or ensemble's) suggestions.")
def export_qrels_cmd(
    out: str | None, only_annotator: str | None, aggregate: str | None, source: str, parents: bool, model: str | None
) -> None:
    """Write TREC qrels (qid 0 chunk_id grade) that trec_eval, pytrec_eval, ranx and ir_measures read as they are,
    plus a .meta.json sidecar: who judged, when, the aggregation rule and counts."""
    from labeler.services.exporting.exports import export_qrels

    if only_annotator and aggregate:
        raise click.UsageError("--annotator and --aggregate both choose whose grades count: give one")
    prepare_output(out, parents=parents)
    result = export_qrels(_ctx().repository(read_only=True), out, annotator=only_annotator, policy=aggregate or "majority", source=source,
                           model=model)
    click.echo(f"wrote {result.rows:,} qrels to {shown_path(result.path)} (sidecar {shown_path(result.sidecar)})")
    remember(path=result.path)


@export_group.command("judgments", short_help="Write every judgment with who, when and why.")
@click.argument("file", type=click.Path(dir_okay=False))
@parents_option
def export_judgments_cmd(file: str, parents: bool) -> None:
    """Every judgment with provenance (annotator, time, note, source, status) to FILE.csv|.jsonl|.parquet."""
    from labeler.services.exporting.exports import export_judgments

    prepare_output(file, parents=parents)
    result = export_judgments(_ctx().repository(read_only=True), file)
    click.echo(f"wrote {result.rows:,} judgments to {shown_path(result.path)}")
    say_inexact_ids(result.inexact_ids)


# --- demo ---------------------------------------------------------------------------------


@click.command("demo", short_help="Try labeler on a bundled demo project.")
@click.option("--reset", is_flag=True, help="Rebuild the demo database from the bundled files.")
@click.option("--no-app", is_flag=True, help="Build the demo database and print its status without opening the app.")
@click.pass_context
def demo(ctx: click.Context, reset: bool, no_app: bool) -> None:
    """Open labeler on a bundled demo project (20 queries, ~400 chunks, two runs, some judgments)."""
    from labeler.services.demo import build_demo, default_demo_db

    path = default_demo_db()
    _ctx().adopt(str(path), build_demo(path, reset=reset))
    root = ctx.find_root().command
    tui = root.get_command(ctx, "tui") if isinstance(root, click.Group) else None
    if tui is None or no_app:
        click.echo(f"demo database: {shown_path(path)} (--db demo names it)")
        ctx.invoke(status)
        return
    ctx.invoke(tui)
    click.echo(f"The demo database is {shown_path(path)}; --db demo (or LABELER_DB=demo) reaches it from any command.")
