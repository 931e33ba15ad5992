"""`labeler trec-eval` exits as trec_eval 10 exits, where a script could notice (docs/TREC_EVAL.md).

trec_eval.c's statuses, each checked against the trec_eval 10.0 binary
(tests/unit/cli/trec_eval/test_trec_eval_exit_status.py):

- 1: a usage error (an unknown option, a bad option value, a missing or extra file name) and an
  illegal measure (`-m nosuch`);
- 2: a file it cannot read or a malformed line in it (also an empty run), an illegal `-R`/`-T`
  format, a measure's bad parameters (`Cannot initialize measure`); labeler's own refusals of an
  input (a bare CR, a NUL in an id, a grade `1e3`, `-R prefs` not implemented) are this kind too;
- 4: a judged query missing from the run without `-c` (`--strict-trec-eval`), and a pair judged
  twice in the qrels (`form_res_rels: duplicate docs`, when its query is evaluated);
- 7: no query has both results and judgments;
- 255: a `-Z` file it cannot read or parse (its main returns -1).

Every other command of labeler exits 2 on any refusal.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import click

from labeler.domain.errors import DuplicateGradeError, LabelerError, NothingToEvaluateError, UnknownMeasureError

USAGE_EXIT = 1
INPUT_EXIT = 2
CALCULATION_EXIT = 4
MISSING_QUERY_EXIT = 4  # a judged query missing from the run (without -c)
NOTHING_SHARED_EXIT = 7
ZSCORE_EXIT = 255
DUPLICATE_NOTE = "trec_eval 10 refuses such qrels too (form_res_rels: duplicate docs)"


class TrecEvalCommand(click.Command):
    """A click command whose usage errors exit 1, as trec_eval's do, and whose LabelerErrors carry
    trec_eval's status (labeler.cli.main exits with it)."""

    def make_context(self, info_name: str | None, args: list[str], parent: click.Context | None = None,
                     **extra: Any) -> click.Context:
        """Parse the arguments; a usage error exits 1."""
        try:
            return super().make_context(info_name, args, parent, **extra)
        except click.UsageError as exc:
            exc.exit_code = USAGE_EXIT  # type: ignore[misc]  # click reads it from the instance
            raise

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command; a refusal carries trec_eval's status for it."""
        try:
            with trec_eval_statuses():
                return super().invoke(ctx)
        except click.UsageError as exc:
            exc.exit_code = USAGE_EXIT  # type: ignore[misc]  # click reads it from the instance
            raise


@contextmanager
def trec_eval_statuses() -> Iterator[None]:
    """Give each LabelerError raised inside trec_eval's exit status (see the module docstring)."""
    try:
        yield
    except DuplicateGradeError as exc:
        said = exc.with_hint(DUPLICATE_NOTE)
        said.exit_status = CALCULATION_EXIT
        raise said from None
    except UnknownMeasureError as exc:
        exc.exit_status = USAGE_EXIT
        raise
    except NothingToEvaluateError as exc:
        exc.exit_status = NOTHING_SHARED_EXIT
        raise


@contextmanager
def zscore_file_status() -> Iterator[None]:
    """A -Z file refused: trec_eval's status 255."""
    try:
        yield
    except LabelerError as exc:
        exc.exit_status = ZSCORE_EXIT
        raise


def option_value_error(message: str) -> LabelerError:
    """A refused option value, which trec_eval treats as a usage error (exit 1)."""
    error = LabelerError(message)
    error.exit_status = USAGE_EXIT
    return error
