"""trec_eval's less common flags for `labeler trec-eval`: -v, -D, -R, -T, -o and -Z.

What each does here (docs/TREC_EVAL.md says the same):

- ``-v``: prints ``trec_eval version 10.0`` (and labeler's version) on stderr and exits 0, as trec_eval.
- ``-D N[.qid]``: with ``.qid`` only that query is evaluated, as in trec_eval; the debug level N
  itself is accepted and ignored (trec_eval's debug printout is its internals' trace).
- ``-R qrels``, ``-R qrels_jg`` (labeler.cli.trec_eval.judgment_groups) and ``-T trec_results``: the formats
  read; trec_eval's preference formats (``prefs``, ``qrels_prefs``) are refused as not implemented.
- ``-o``: obsolete in trec_eval 10 itself (it does nothing there either); accepted.
- ``-Z file``: every value as a z score against the file's means (labeler.dataio.eval_input.zscores).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from labeler.cli.trec_eval.status import option_value_error
from labeler.domain import LabelerError

if TYPE_CHECKING:
    from labeler.metrics.arrays import EvalArrays

TREC_EVAL_VERSION = "10.0"
_PREFERENCE_FORMATS = ("prefs", "qrels_prefs")


def _print_version(context: click.Context, _: click.Parameter, value: bool) -> None:
    if not value or context.resilient_parsing:
        return
    from labeler.version import __version__

    # trec_eval prints its version on stderr and exits 0
    click.echo(f"trec_eval version {TREC_EVAL_VERSION} (labeler {__version__}, trec_eval 10 semantics)", err=True)
    context.exit(0)


def version_option(command: Any) -> Any:
    """-v / --version."""
    return click.option("-v", "--version", is_flag=True, expose_value=False, is_eager=True,
                        callback=_print_version, help="Print trec_eval's version (10.0) and exit.")(command)


def debug_query(text: str | None) -> str | None:
    """The query of ``-D N.qid`` (None without one); N must be an integer, as trec_eval's atol reads it."""
    if text is None:
        return None
    level, dot, qid = text.partition(".")
    if not level.lstrip("+-").isdigit():
        raise option_value_error(f"-D {text}: expected a debug level, optionally followed by .QUERY (e.g. -D 1.301)")
    return qid if dot else None


def check_formats(rel_info_format: str, results_format: str) -> None:
    """-R and -T: only trec_eval's default formats are read."""
    if rel_info_format in _PREFERENCE_FORMATS:
        raise LabelerError(f"-R {rel_info_format}: trec_eval's preference judgments and their measures "
                           "(prefs_*, prefs_avgjg*) are not implemented; only -R qrels and -R qrels_jg are read")
    if rel_info_format not in ("qrels", "qrels_jg"):
        raise LabelerError(f"illegal rel_format {rel_info_format!r} "
                           "(trec_eval knows qrels, prefs, qrels_prefs, qrels_jg)")
    if results_format != "trec_results":
        raise LabelerError(f"illegal retrieval results format {results_format!r} (only trec_results)")


def only_query(arrays: EvalArrays, qid: str) -> EvalArrays:
    """The run and qrels rows of one query (-D N.qid); none at all when the query is unknown."""
    from labeler.metrics.arrays import EvalArrays

    index = arrays.query_ids.index(qid) if qid in arrays.query_ids else -1
    run, qrels = arrays.run_query == index, arrays.qrels_query == index
    return EvalArrays(arrays.query_ids, arrays.run_query[run], arrays.run_score[run], arrays.run_doc_order[run],
                      arrays.run_grade[run], arrays.qrels_query[qrels], arrays.qrels_grade[qrels])
