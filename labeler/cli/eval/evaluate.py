"""`labeler eval`: score runs against qrels, as trec_eval would, in four output formats.

The click command gathers the options and calls labeler.cli.eval.run.run_eval, as labeler.launch.eval
does before click loads for a command line on files it fully knows."""

from __future__ import annotations

from typing import Any

import click

from labeler.cli.eval.estimates.options import estimate_given, estimate_options
from labeler.cli.eval.run import EvalOptions, run_eval
from labeler.cli.eval.scoring import compat_option, on_duplicate_given, scoring_options
from labeler.domain.choices import EVAL_OUTPUTS

def register(cli: click.Group) -> None:
    """Attach `labeler eval`."""
    cli.add_command(eval_command)


@click.command("eval", short_help="Score runs per query and on average, as trec_eval does.")
@click.argument("runs", nargs=-1, required=True, metavar="RUN [RUN ...]")
@scoring_options
@compat_option
@click.option("--per-query", is_flag=True, help="Also show every query's values (trec always has them).")
@click.option("--format", "output_format", type=click.Choice(EVAL_OUTPUTS.values),
              default=EVAL_OUTPUTS.default, show_default=True,
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
    run_eval(app, EvalOptions(
        runs, qrels_path, measures, gain=gain, relevant_grade=relevant_grade, complete=complete, aggregate=aggregate,
        on_duplicate=on_duplicate_given(), compat=compat, per_query=per_query, output_format=output_format,
        baseline=baseline, estimate=estimate_given()))
