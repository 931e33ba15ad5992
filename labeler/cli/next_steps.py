"""What to do after each command: one line, said last, once the command has succeeded.

Every command of `labeler --help` is in one of two tables: `NEXT_STEPS` (it changes the project or
writes files, so it ends by naming what usually comes next) or `NO_NEXT_STEP` (why it says none: it
only reads, or it runs until stopped). `attach` wraps each listed command's callback so the line
comes after everything the command printed, on stderr (stdout may be data: `serve --new-token >>
tokens.txt`, `--format json`); a command that fails says its error instead. The lines are data:
`{name}` is the command's parameter or a value the command gave with `remember`, shown through the
terminal sink; `PROJECT` is the first thing the project still lacks (`project_step`), in the usual
order of a project: queries, chunks, a run, a pool, grades, scores. `labeler` at the start of a line
is spelled as it was invoked (`.venv/bin/labeler` in a shell where the venv is not activated), with
the `--db` the command line gave, so the next command opens the same database.
"""

from __future__ import annotations

import functools
import os
import shlex
import shutil
import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import click

from labeler.domain.untrusted import terminal_text

if TYPE_CHECKING:
    from labeler.domain.status import StatusCounts

PROJECT = "{project}"
"""A line that is the project's own next step (project_step), whatever the command was."""

_VALUES = "labeler.next_step.values"
_SAID = "labeler.next_step.said"
_WRAPPED = "_labeler_says_next_step"  # marks a callback attach wrapped already


@dataclass(frozen=True)
class NextStep:
    """A command's next step: `line`, unless one of `modes` applies (the first parameter, in order,
    that the command was given: a flag set or an option with a value); a mode's line None says nothing."""

    line: str | None
    modes: tuple[tuple[str, str | None], ...] = ()

    def line_for(self, params: dict[str, Any]) -> str | None:
        """The line for a command run with these parameters."""
        for param, line in self.modes:
            if params.get(param) not in (None, False, ()):
                return line
        return self.line

    def lines(self) -> list[str]:
        """Every line this step may say (for the tests)."""
        return [line for line in (self.line, *(line for _, line in self.modes)) if line is not None]


NEXT_STEPS: dict[str, NextStep] = {
    "db upgrade": NextStep("`labeler status` shows what the database holds"),
    "import queries": NextStep(PROJECT),
    "import chunks": NextStep(PROJECT),
    "import run": NextStep(PROJECT),
    "import qrels": NextStep(PROJECT),
    "import suggestions": NextStep(
        "`labeler` shows them beside each pair (enter accepts one); "
        "`labeler agreement --model {model}` says how far to trust them"),
    "pool": NextStep(PROJECT),
    "judge": NextStep(
        "`labeler` shows the suggestions beside each pair (enter accepts one); "
        "`labeler agreement --model {model}` says how far to trust them",
        modes=(("forget_job", "`labeler judge --batch --model MODEL` sends the freed pairs again"),
               ("dry_run", "the same command without --dry-run sends the requests"),
               ("collect", "`labeler` shows the collected suggestions beside each pair (enter accepts one)"),
               ("batch", "`labeler judge --collect` stores the answers once the jobs finish (within 24 h)"))),
    "sample": NextStep("`labeler` opens the sampled pairs in order; once some are graded, "
                       "`labeler eval RUN --estimate hybrid --model {model}` estimates with them"),
    "simulate": NextStep("`labeler sample --budget N --model MODEL` chooses the pairs humans grade"),
    "suggestions combine": NextStep("`labeler agreement --model {name}` says how far to trust the ensemble"),
    "assign": NextStep("each annotator grades with `labeler --annotator NAME`; `labeler team-status` follows them"),
    "adjudicate": NextStep("`labeler disagreements` lists the pairs still to settle; "
                           "`labeler export qrels` writes the settled grades"),
    "export qrels": NextStep("`labeler eval RUN --qrels {path}` scores runs with them (trec_eval reads them too)"),
    "export judgments": NextStep("`labeler export qrels` writes one grade per pair, for scoring runs"),
    "export suggestions": NextStep("`labeler export qrels --source llm` writes them as qrels"),
    "report": NextStep("open {report} to read the report (an .html one in a browser)"),
    "tui": NextStep("`labeler eval RUN` scores the runs with the grades; `labeler export qrels` writes them to a file",
                    modes=(("served", None),)),  # a served app's stderr is the server's log
    "demo": NextStep("`labeler --db demo eval bm25 dense` scores the demo's two runs with the grades so far"),
    "roles allow": NextStep("`labeler roles` shows what each role may see; apps and `labeler serve` started from now on follow it"),
    "roles deny": NextStep("`labeler roles` shows what each role may see; apps and `labeler serve` started from now on follow it"),
    "roles reset": NextStep("`labeler roles` shows what each role may see; apps and `labeler serve` started from now on follow it"),
    "serve": NextStep(None, modes=(("new_token", "add the line to your tokens file (`>> tokens.txt`), "
                                                 "then `labeler serve --tokens tokens.txt`"),)),
}

NO_NEXT_STEP: dict[str, str] = {
    "db current": "only reads",
    "status": "only reads",
    "suspects": "only reads",
    "eval": "only reads",
    "trec-eval": "only reads, and prints trec_eval's lines alone",
    "agreement": "only reads",
    "team-status": "only reads",
    "disagreements": "only reads (its last line names `labeler adjudicate`)",
}


def no_next_step() -> None:
    """This run of the command did nothing a next step follows from (`judge --collect` with no job pending)."""
    click.get_current_context().meta[_SAID] = True


def remember(**values: object) -> None:
    """Values the command's next-step line names (a path the command chose, say)."""
    click.get_current_context().meta.setdefault(_VALUES, {}).update(values)


def program() -> str:
    """`labeler` as the user can type it again: the path they typed when the command is not found
    on PATH as that same file (`.venv/bin/labeler`), `python -m labeler` when run so."""
    invoked = sys.argv[0] if sys.argv else ""
    if os.path.basename(invoked) == "labeler" and os.sep in invoked:
        found = shutil.which("labeler")
        if found is None or os.path.realpath(found) != os.path.realpath(invoked):
            return invoked
    elif invoked.endswith(os.path.join("labeler", "__main__.py")):
        python = shutil.which("python")
        same = python is not None and os.path.realpath(python) == os.path.realpath(sys.executable)
        return f"{'python' if same else sys.executable} -m labeler"
    return "labeler"


def project_step(counts: StatusCounts) -> str:
    """The first thing a project lacks, in the usual order: queries, chunks, a run, a pool, grades."""
    if not counts.queries:
        return "`labeler import queries FILE` adds the queries"
    if not counts.chunks:
        return "`labeler import chunks FILE` adds the texts to grade"
    if not counts.pairs:
        if not counts.runs:
            return "`labeler import run FILE` adds a retriever's ranking, whose top chunks become pairs to grade"
        return "`labeler pool --depth 10` makes each run's top 10 chunks per query pairs to grade"
    if counts.unjudged_pairs:
        return f"`labeler` opens the app to grade the {counts.unjudged_pairs:,} pairs not graded yet (0-3; ? shows every key)"
    if counts.runs:
        return "`labeler eval RUN` scores the runs with the grades"
    return "`labeler import run FILE` adds a run to score with the grades"


def commands(group: click.Group, path: tuple[str, ...] = ()) -> Iterator[tuple[str, click.Command]]:
    """(path, command) of every command under group, groups' own commands included."""
    for name, command in sorted(group.commands.items()):
        here = " ".join((*path, name))
        if isinstance(command, click.Group):
            yield from commands(command, (*path, name))
        else:
            yield here, command


def attach(found: Mapping[str, click.Command]) -> None:
    """Wrap every command NEXT_STEPS names among ``found`` (top-level name -> command, groups walked
    down) so that, once it succeeds, its line is said last; a command wrapped before is left as it is,
    so the lazily loaded top-level group calls this again after each load."""
    for name, command in list(found.items()):
        walked = commands(command, (name,)) if isinstance(command, click.Group) else iter([(name, command)])
        for path, each in walked:
            step = NEXT_STEPS.get(path)
            if step is not None and each.callback is not None and not getattr(each.callback, _WRAPPED, False):
                each.callback = _saying_next(step, each.callback)


def _saying_next(step: NextStep, callback: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(callback)
    def run(*args: Any, **kwargs: Any) -> Any:
        ctx = click.get_current_context()
        if ctx.meta.get(_SAID) is not None:  # invoked by another command (demo opens tui): the outer one speaks
            return callback(*args, **kwargs)
        ctx.meta[_SAID] = False
        result = callback(*args, **kwargs)
        line = step.line_for(ctx.params)
        if line is not None and not ctx.meta[_SAID]:
            say(line, {**ctx.params, **ctx.meta.get(_VALUES, {})})
        return result

    setattr(run, _WRAPPED, True)
    return run


def say(line: str, values: dict[str, Any]) -> None:
    """Print `next: LINE` on stderr, after whatever the command put on stdout."""
    if line == PROJECT:
        line = project_step(_project_counts())
    shown = {name: terminal_text(value, one_line=True) for name, value in values.items()}
    text = line.format_map(shown)
    name = program() + ("" if "--db" in text else _database_option())
    if name != "labeler":
        text = text.replace("`labeler", f"`{name}")
    sys.stdout.flush()
    click.echo(f"next: {text}", err=True)


def _database_option() -> str:
    """` --db X` when the command line named the database, so the next command opens the same one."""
    root = click.get_current_context().find_root()
    if root.get_parameter_source("db") is not click.core.ParameterSource.COMMANDLINE:
        return ""
    return " --db " + terminal_text(shlex.quote(str(root.params["db"])), one_line=True)


def _project_counts() -> StatusCounts:
    from labeler.cli.context import current_app

    return current_app().repository().counts()
