"""The --on-duplicate option, wherever a qrels file is read (import qrels, eval and report with
--qrels), and the way out a pair graded twice then names."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from labeler.domain.choices import DUPLICATE_POLICIES

_Command = TypeVar("_Command", bound=Callable[..., Any])

ON_DUPLICATE_HELP = (
    "When the qrels file grades a pair differently on two lines: error (trec_eval 10 refuses such a "
    "file), or keep the last line's grade, the highest or the lowest. Identical repeated lines are always fine."
)


DUPLICATE_HINT = "keep one with --on-duplicate last|max|min"


@contextmanager
def duplicate_hint() -> Iterator[None]:
    """Where --on-duplicate is offered, a pair graded twice says it exists."""
    from labeler.domain.errors import DuplicateGradeError

    try:
        yield
    except DuplicateGradeError as exc:
        raise exc.with_hint(DUPLICATE_HINT) from None


def on_duplicate_option(f: _Command) -> _Command:
    """--on-duplicate error|last|max|min, the same wherever a qrels file is read."""
    import click  # here: duplicate_hint is also used before click is loaded (labeler.launch.eval)

    return click.option("--on-duplicate", type=click.Choice(DUPLICATE_POLICIES.values), default=DUPLICATE_POLICIES.default, show_default=True, help=ON_DUPLICATE_HELP)(f)
