"""`labeler trec-eval`: trec_eval's own command line and output, line for line (trec_eval 10).

    labeler trec-eval -q -m all_trec qrels run      # same flags, same lines as trec_eval

Differences on purpose (docs/TREC_EVAL.md): a judged query missing from the run is not an error
(trec_eval 10 exits 4 without -c; --strict-trec-eval does the same), and with -c -l N the `all`
line of num_rel sums the per-query values (trec_eval's recounts the qrels, ignoring N). A refusal
exits with trec_eval's status for it (labeler.cli.trec_eval.status).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import click

from labeler.cli.numbers import count
from labeler.cli.eval.scoring import compat_option
from labeler.cli.trec_eval.flags import check_formats, debug_query, only_query, version_option
from labeler.cli.trec_eval.status import MISSING_QUERY_EXIT, TrecEvalCommand, zscore_file_status
from labeler.metrics.trec_eval.printing import trec_blocks

if TYPE_CHECKING:
    from labeler.metrics.arrays import EvalArrays
    from labeler.metrics.trec_eval.printing import TrecResult
    from labeler.metrics.ranking.presorted import PresortedRun



def register(cli: click.Group) -> None:
    """Attach `labeler trec-eval`."""
    cli.add_command(trec_eval_command)


@click.command("trec-eval", cls=TrecEvalCommand, context_settings={"help_option_names": ["-h", "--help"]},
               short_help="Evaluate with trec_eval's flags, printing its lines.")
@click.option("-q", "--query_eval_wanted", "per_query", is_flag=True, help="Also print every query's values.")
@click.option("-m", "--measure", "measures", multiple=True, metavar="MEASURE[.PARAMS]",
              help="trec_eval measure or nickname (official, all_trec, set); repeatable. Default: official.")
@click.option("-c", "--complete_rel_info_wanted", "complete", is_flag=True, help="Average over every query of the qrels (missing ones score 0).")
@click.option("-l", "--level_for_rel", "relevance_level", type=count(0), default=1, metavar="N",
              help="Relevant means grade >= N (default 1; 0 makes every judged chunk relevant).")
@click.option("-n", "--nosummary", "no_summary", is_flag=True, help="Print no summary (`all`) lines.")
@click.option("-M", "--Max_retrieved_per_topic", "max_docs", type=count(0), default=None, metavar="N",
              help="Use only the top N documents of each query.")
@click.option("-J", "--Judged_docs_only", "judged_only", is_flag=True, help="Use only judged documents (gaps in the ranks closed).")
@click.option("-N", "--Number_docs_in_coll", "documents", type=count(0), default=None, metavar="N",
              help="Documents in the collection (utility's fourth coefficient).")
@click.option("--strict-trec-eval", "strict", is_flag=True,
              help="Refuse, as trec_eval 10 does (exit 4), a judged query missing from the run without -c.")
@click.option("-D", "--Debug_level", "debug", default=None, metavar="N[.QUERY]",
              help="Evaluate only QUERY when given; the debug level N is accepted and ignored (no debug printout).")
@click.option("-R", "--Rel_info_format", "rel_info_format", default="qrels", show_default=True, metavar="FORMAT",
              help="qrels, or qrels_jg (judgment groups: map_avgjg, P_avgjg, Rprec_mult_avgjg); trec_eval's prefs and qrels_prefs are not implemented.")
@click.option("-T", "--Results_format", "results_format", default="trec_results", show_default=True, metavar="FORMAT",
              help="Only trec_results (trec_eval has no other).")
@click.option("-o", "--Output_old_results_format", "old_format", is_flag=True,
              help="Accepted and ignored: obsolete, trec_eval 10 ignores it too.")
@click.option("-Z", "--Zscore", "zscore_path", default=None, metavar="ZMEAN_FILE",
              help="Print z scores against the file's lines `qid measure mean stddev` (-1000000 where it has none).")
@version_option
@compat_option
@click.argument("qrels_path", metavar="QRELS")
@click.argument("run_path", metavar="RUN")
def trec_eval_command(per_query: bool, measures: tuple[str, ...], complete: bool, relevance_level: int,
                      no_summary: bool, max_docs: int | None, judged_only: bool, documents: int | None,
                      strict: bool, debug: str | None, rel_info_format: str, results_format: str,
                      old_format: bool, zscore_path: str | None, compat: int, qrels_path: str,
                      run_path: str) -> None:
    """Evaluate RUN against QRELS with trec_eval's flags and print trec_eval's lines ('-' reads stdin)."""
    from labeler.dataio.runs.reader import read_run
    from labeler.dataio.eval_input.trec_files import read_trec_inputs
    from labeler.metrics.engine.trec import DOCUMENTS_IN_COLLECTION, NOT_YET, trec_evaluate
    from labeler.metrics.trec_eval.table import parse_trec_measures

    check_formats(rel_info_format, results_format)
    single_query = debug_query(debug)
    groups = rel_info_format == "qrels_jg"  # judgment groups: labeler.cli.trec_eval.judgment_groups
    requests = [] if groups else parse_trec_measures(measures or ("official",))
    skipped = [r.name for r in requests if r.name in NOT_YET]
    if skipped:
        # all_trec still prints everything else; the gap is said, never silent
        click.echo("labeler trec-eval: not implemented yet, left out: " + ", ".join(skipped), err=True)
        requests = [r for r in requests if r.name not in NOT_YET]
    convert = None
    if zscore_path is not None:
        from labeler.dataio.eval_input.zscores import read_zscores

        with zscore_file_status():
            convert = read_zscores(zscore_path).convert

    def score(arrays: EvalArrays, requests: list[Any], convert: Any = None,
              presorted: PresortedRun | None = None) -> TrecResult:
        if single_query is not None:
            arrays, presorted = only_query(arrays, single_query), None  # the ranking was of every row
        if strict and not complete:
            _refuse_missing_queries(arrays)
        return trec_evaluate(
            arrays, requests, relevance_level=relevance_level, complete=complete, compat=compat,
            max_docs=max_docs, judged_only=judged_only,
            documents_in_collection=DOCUMENTS_IN_COLLECTION if documents is None else documents, run_id=run_id,
            convert=convert, presorted=presorted)

    if groups:
        from labeler.cli.trec_eval.judgment_groups import judgment_group_result

        with _readable(run_path) as path:
            run = read_run(path, ranks=False)
        run_id = run.tag or run.name
        with _readable(qrels_path) as path:
            result = judgment_group_result(path, run, measures, run_id, score, convert)
    else:
        with _readable(qrels_path) as qrels_file, _readable(run_path) as run_file:
            # -D evaluates one query's rows: a ranking of the whole run made while reading would go unused
            arrays, run_id, presorted = read_trec_inputs(qrels_file, run_file,
                                                         compat=compat if single_query is None else None,
                                                         sorted_anyway=max_docs is not None or judged_only)
        result = score(arrays, requests, convert, presorted)
    for block in trec_blocks(result, per_query=per_query, summary=not no_summary, zscores=convert is not None):
        click.echo(block)


def _refuse_missing_queries(arrays: EvalArrays) -> None:
    """trec_eval 10's refusal (--strict-trec-eval): a judged query absent from the run exits 4."""
    import numpy as np

    present = np.bincount(arrays.run_query, minlength=arrays.n_queries) > 0
    judged = np.bincount(arrays.qrels_query, minlength=arrays.n_queries) > 0
    missing = sorted(arrays.query_ids[i] for i in np.flatnonzero(judged & ~present))
    if missing:
        from labeler.domain.untrusted import terminal_text

        click.echo(f"trec_eval: result qid '{terminal_text(missing[0], one_line=True)}' not found in qrels", err=True)
        sys.exit(MISSING_QUERY_EXIT)


@contextmanager
def _readable(path: str) -> Iterator[str]:
    """The path itself, or for '-' a temporary copy of stdin (the readers want a file)."""
    if path != "-":
        yield path
        return
    handle, copy = tempfile.mkstemp(prefix="labeler-trec-eval-", suffix=".txt")
    try:
        with os.fdopen(handle, "wb") as out:
            shutil.copyfileobj(sys.stdin.buffer, out)
        yield copy
    finally:
        os.unlink(copy)
