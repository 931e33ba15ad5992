"""What `labeler eval` and `labeler report` share: the scoring options (where qrels come from is
labeler.cli.eval.inputs)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

from labeler.cli.numbers import count
from labeler.cli.qrels_options import ON_DUPLICATE_HELP
from labeler.domain.choices import COMPAT_VERSIONS, DUPLICATE_POLICIES, GAINS

AGGREGATE_HELP = (
    "With database qrels: how several annotators' grades become one "
    "(majority|median|max|min|mean-round|latest|adjudicated|annotator:NAME), as `export qrels`."
)

_Command = TypeVar("_Command", bound=Callable[..., Any])
_ON_DUPLICATE = "labeler.on_duplicate"


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
    """Keep --on-duplicate where on_duplicate_given finds it (no scorer's signature changes)."""
    ctx.meta[_ON_DUPLICATE] = value
    return value


def on_duplicate_given() -> str:
    """The running command's --on-duplicate (error when it has none)."""
    return str(click.get_current_context().meta.get(_ON_DUPLICATE, "error"))


def compat_option(command: _Command) -> _Command:
    """--compat 10|9: compare scores as doubles (trec_eval 10) or as float32 (trec_eval 9.x)."""
    return click.option(
        "--compat", type=click.Choice(COMPAT_VERSIONS.values), default=COMPAT_VERSIONS.default, show_default=True,
        callback=lambda _ctx, _param, value: int(value),
        help="trec_eval version to follow: 10 compares scores as doubles; 9 rounds them to float32 "
             "first (and turns recall levels into counts by (long)(x*R + 0.9)), as trec_eval 9.x, "
             "pytrec_eval and ir_measures do.",
    )(command)
