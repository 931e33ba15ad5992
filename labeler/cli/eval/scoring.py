"""What `labeler eval` and `labeler report` share: the scoring options and where qrels come from."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import click

from labeler.cli.numbers import count
from labeler.cli.qrels_options import ON_DUPLICATE_HELP, duplicate_hint
from labeler.domain.choices import COMPAT_VERSIONS, DUPLICATE_POLICIES, GAINS

if TYPE_CHECKING:
    from labeler.cli.context import AppContext
    from labeler.dataio.qrels.files import QrelsTable
    from labeler.storage import Repository

AGGREGATE_HELP = (
    "With database qrels: how several annotators' grades become one "
    "(majority|median|max|min|mean-round|latest|adjudicated|annotator:NAME), as `export qrels`."
)

_Command = TypeVar("_Command", bound=Callable[..., Any])


class _MeasureOption(click.Option):
    """-m, whose help lists every measure name only when help is shown (the list lives in
    labeler.metrics, which loads numpy: not on every command's start-up)."""

    def get_help_record(self, ctx: click.Context) -> tuple[str, str] | None:
        from labeler.metrics.measures import MEASURE_HELP

        if self.help and not self.help.startswith(MEASURE_HELP):
            self.help = f"{MEASURE_HELP}. {self.help}"
        return super().get_help_record(ctx)


def scoring_options(command: _Command) -> _Command:
    """--qrels, -m, --gain, --relevant-grade, --complete and --aggregate, identical for every scorer."""
    options = [
        click.option("--qrels", "qrels_path", type=click.Path(dir_okay=False), default=None,
                     help="Qrels file (TREC, BEIR TSV, CSV, JSONL, Parquet). Default: the database's judgments."),
        click.option("-m", "--measure", "measures", multiple=True, metavar="MEASURE", cls=_MeasureOption,
                     help="Repeat for several (quote names with brackets). "
                          "Default: nDCG@10 nDCG@5 nDCG@3 RR R@100 Judged@10."),
        click.option("--gain", type=click.Choice(GAINS.values), default=GAINS.default, show_default=True,
                     help="nDCG gain: grade (trec_eval ndcg_cut) or 2^grade - 1 (Burges)."),
        click.option("--relevant-grade", type=count(1), default=1, show_default=True,
                     help="Binary measures count grade >= N as relevant (trec_eval -l)."),
        click.option("--complete", is_flag=True,
                     help="Average judged queries missing from a run as 0 (trec_eval -c)."),
        click.option("--aggregate", default="majority", show_default=True, help=AGGREGATE_HELP),
        click.option("--on-duplicate", type=click.Choice(DUPLICATE_POLICIES.values), default=DUPLICATE_POLICIES.default, show_default=True,
                     expose_value=False, callback=_remember_on_duplicate, help=f"{ON_DUPLICATE_HELP} (Only with --qrels.)"),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def _remember_on_duplicate(ctx: click.Context, _param: click.Parameter, value: str) -> str:
    """Keep --on-duplicate where qrels_and_repository finds it (no scorer's signature changes)."""
    ctx.meta["labeler.on_duplicate"] = value
    return value


def compat_option(command: _Command) -> _Command:
    """--compat 10|9: compare scores as doubles (trec_eval 10) or as float32 (trec_eval 9.x)."""
    return click.option(
        "--compat", type=click.Choice(COMPAT_VERSIONS.values), default=COMPAT_VERSIONS.default, show_default=True,
        callback=lambda _ctx, _param, value: int(value),
        help="trec_eval version to follow: 10 compares scores as doubles; 9 rounds them to float32 "
             "first (and turns recall levels into counts by (long)(x*R + 0.9)), as trec_eval 9.x, "
             "pytrec_eval and ir_measures do.",
    )(command)


def database_exists(db: str) -> bool:
    """A URL is assumed to exist; a plain path must be an existing file (never create one here)."""
    return "://" in db or os.path.isfile(db)


def qrels_and_repository(
    app: AppContext, runs: Sequence[str], qrels_path: str | None, aggregate: str, *, want_texts: bool = False
) -> tuple[QrelsTable, str, Repository | None]:
    """(qrels, where they came from, repository or None).

    Without --qrels the database's judgments are aggregated by --aggregate. With --qrels a
    database is opened only if it exists and is needed: a RUN that is not a file (an imported
    run) or, with want_texts, for query texts. Nothing is ever created here.
    """
    from labeler.dataio.records.formats import is_input_file
    from labeler.services.evaluation import scoring as evaluation

    if qrels_path is None:
        judged = app.repository(read_only=True)
        qrels = evaluation.qrels_from_repository(judged, aggregate)
        return qrels, f"judgments in {app.db} ({aggregate})", judged
    on_duplicate = click.get_current_context().meta.get("labeler.on_duplicate", "error")
    with duplicate_hint():
        qrels = evaluation.read_qrels_file(qrels_path, on_duplicate=on_duplicate)
    needs_db = want_texts or not all(is_input_file(source) for source in runs)
    repository = app.repository(read_only=True) if needs_db and database_exists(app.db) else None
    return qrels, os.path.basename(qrels_path), repository
