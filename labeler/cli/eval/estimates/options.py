"""The options `labeler eval` and `labeler report` share for --estimate human|llm|hybrid (the request
they make, and where the human grades, scoring qrels and database come from: labeler.cli.eval.inputs)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

from labeler.cli.numbers import real
from labeler.domain.choices import ESTIMATE_MODES

_Command = TypeVar("_Command", bound=Callable[..., Any])
_META = "labeler.estimate"
_OPTIONS: list[tuple[str, dict[str, Any]]] = [
    ("--estimate", dict(type=click.Choice(ESTIMATE_MODES.values), default=ESTIMATE_MODES.default, show_default=True,
                        help="human: human grades only. llm: a human grade where one exists, else the LLM's. "
                             "hybrid: the LLM's grades everywhere, corrected by human grades on a sample, with "
                             "confidence intervals (nDCG@k, P@k, R@k) and the runs' order ('order by', "
                             "docs/ESTIMATES.md).")),
    ("--model", dict(default=None, metavar="NAME",
                     help="With llm/hybrid: the model whose suggestions in the database are used "
                          "(llm default: the newest ok suggestion of any model; hybrid: the only model).")),
    ("--llm-qrels", dict(default=None, type=click.Path(dir_okay=False), metavar="FILE",
                         help="With llm/hybrid: LLM grades from a file (TREC qrels, or CSV/JSONL/Parquet with "
                              "probabilities) instead of the database.")),
    ("--design", dict(default=None, type=click.Path(dir_okay=False), metavar="FILE",
                      help="With hybrid: the FILE.design.tsv `labeler sample --out` wrote. Without it (and "
                           "without a design in the database) intervals are worst-case bounds.")),
    ("--confidence", dict(type=real(), default=0.95, show_default=True,
                          help="With hybrid: the intervals' confidence level, between 0 and 1.")),
    ("--decide", dict(default=None, metavar="top-K",
                      help="With hybrid: say whether the top K runs, in order, are settled (every comparison "
                           "they rest on excludes 0, valid however often you look) and with how many human "
                           "grades; e.g. --decide top-2, --decide top-5.")),
]


def estimate_options(command: _Command) -> _Command:
    """--estimate, --model, --llm-qrels, --design and --confidence, kept in the click context so the
    command's signature does not grow: read them with ``estimate_given``."""
    for name, settings in reversed(_OPTIONS):
        command = click.option(name, expose_value=False, callback=_remember, **settings)(command)
    return command


def _remember(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    ctx.meta.setdefault(_META, {})[param.name] = value
    return value


def estimate_given() -> dict[str, Any]:
    """The running command's estimate options, by parameter name (labeler.cli.eval.inputs.estimate_request
    makes the request of them)."""
    return dict(click.get_current_context().meta.get(_META, {}))


def decide_k(text: str | None) -> int | None:
    """K of --decide top-K (a bare K too); a one-line UsageError for anything else."""
    if text is None:
        return None
    digits = text.strip().lower().removeprefix("top-").removeprefix("top")
    if not digits.isdigit() or int(digits) < 1:
        raise click.UsageError(f"--decide {text}: give top-K with K a whole number from 1, e.g. --decide top-5")
    return int(digits)
