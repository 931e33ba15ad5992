"""The `labeler` click group and its entry point (labeler.cli re-exports ``cli``, ``main`` and ``COMMANDS``).

Each command group lives in its own module with a ``register(group)`` function, and COMMANDS says
which module attaches which top-level command: the group imports a command's module only when the
command is looked up, so `labeler eval --qrels ...` loads click and cli/eval/, not the other
commands' modules (`labeler --help`, a mistyped name and ``cli.commands`` load them all). Heavy
libraries (sqlalchemy, pandas, textual, openai) are imported inside commands, never at module
import.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from importlib import import_module
from typing import Any

import click

from labeler.cli import DEFAULT_DB, DEMO_DB_NAME
from labeler.cli.context import AppContext
from labeler.cli.terminal.echo import say_error
from labeler.domain.errors import LabelerError


_CORE = "labeler.cli.core"
_JUDGING = "labeler.cli.judging.command"
_TEAM = "labeler.cli.team.team"
# top-level command -> the modules whose register() attach it and its subcommands (whole module
# names, so that a script moving modules rewrites them); export's `suggestions` is the judge's
COMMANDS: dict[str, tuple[str, ...]] = {
    "db": (_CORE,), "demo": (_CORE,), "export": (_CORE, _JUDGING), "import": (_CORE,), "pool": (_CORE,),
    "status": (_CORE,), "eval": ("labeler.cli.eval.evaluate",), "trec-eval": ("labeler.cli.trec_eval.command",),
    "judge": (_JUDGING,), "tui": ("labeler.cli.app",), "report": ("labeler.cli.report",),
    "adjudicate": (_TEAM,), "agreement": (_TEAM,), "assign": (_TEAM,), "disagreements": (_TEAM,),
    "team-status": (_TEAM,), "sample": ("labeler.cli.sampling",), "simulate": ("labeler.cli.simulate",),
    "suggestions": ("labeler.cli.suggestions",), "serve": ("labeler.cli.serve.serve",),
    "roles": ("labeler.cli.team.roles",), "suspects": ("labeler.cli.suspects",),
}


class _LazyGroup(click.Group):
    """The top-level group: a command's modules (COMMANDS) are imported when it is looked up, and
    ``commands`` (every command, as click's Group has them) imports all of them."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._registered: dict[str, click.Command] = {}
        self._loaded: set[str] = set()
        self._loading = False
        super().__init__(*args, **kwargs)

    @property  # type: ignore[override]
    def commands(self) -> dict[str, click.Command]:
        """Every command, every module loaded."""
        self._load(name for modules in COMMANDS.values() for name in modules)
        return self._registered

    @commands.setter
    def commands(self, value: dict[str, click.Command]) -> None:
        self._registered = dict(value)

    def add_command(self, cmd: click.Command, name: str | None = None) -> None:
        """Attach a command (a module's register() calls this)."""
        name = name or cmd.name
        if name is None:
            raise TypeError("Command has no name.")
        self._registered[name] = cmd

    def get_command(self, ctx: click.Context | None, cmd_name: str) -> click.Command | None:
        """The command named so, its modules loaded first."""
        self._load(COMMANDS.get(cmd_name, ()))
        return self._registered.get(cmd_name)

    def list_commands(self, ctx: click.Context) -> list[str]:
        """Every command's name, none loaded."""
        return sorted(COMMANDS)

    def _load(self, modules: Iterable[str]) -> None:
        """Import the modules not loaded yet and let each register its commands; then (once the
        outermost load is done) wrap the new ones with their next step."""
        outermost, self._loading = not self._loading, True
        try:
            for name in modules:
                if name in self._loaded:
                    continue
                self._loaded.add(name)
                try:
                    module = import_module(name)
                except ModuleNotFoundError as exc:
                    if exc.name != name:
                        raise
                    continue
                module.register(self)
        finally:
            if outermost:
                self._loading = False
        if outermost:
            from labeler.cli.next_steps import attach

            attach(self._registered)


@click.group(
    cls=_LazyGroup,
    invoke_without_command=True,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
)
@click.option(
    "--db",
    envvar="LABELER_DB",
    default=DEFAULT_DB,
    show_default=True,
    help="SQLite file or SQLAlchemy URL (postgresql+psycopg://user@host/db); `demo` names the database "
    "`labeler demo` made. Env: LABELER_DB.",
)
@click.option(
    "--annotator",
    envvar="LABELER_ANNOTATOR",
    default=None,
    help="Who is judging. Env: LABELER_ANNOTATOR; default: your login name.",
)
@click.version_option(package_name="labeler")
@click.pass_context
def cli(ctx: click.Context, db: str, annotator: str | None) -> None:
    """Grade query-chunk pairs for relevance and score retrievers exactly as trec_eval would.

    \b
    A typical session:
      labeler import queries topics.tsv
      labeler import chunks corpus.jsonl
      labeler import run bm25.trec
      labeler pool --depth 10
      labeler                      # open the labeling app
      labeler eval bm25 --per-query
      labeler export qrels

    Run `labeler demo` to try it on a bundled demo project.
    """
    if db == DEMO_DB_NAME:  # `--db demo` / LABELER_DB=demo: the demo's database, wherever it lives
        from labeler.services.demo import default_demo_db

        db = str(default_demo_db())
    ctx.obj = AppContext(db, annotator)
    ctx.call_on_close(ctx.obj.close)  # also when the command failed: no -wal or -shm file left behind
    if ctx.invoked_subcommand is None:
        tui_command = cli.get_command(ctx, "tui")
        if tui_command is None:
            click.echo(ctx.get_help())
            return
        ctx.invoke(tui_command)


def _database_error(exc: Exception) -> str | None:
    """One line for a database driver error (locked, unreachable), without the
    SQL statement or its parameters that SQLAlchemy puts in str(exc); None if it is not one."""
    module = type(exc).__module__
    if module.startswith("sqlalchemy"):
        from labeler.storage.access import READ_ONLY, is_read_only_failure

        original = getattr(exc, "orig", None)
        reason = str(original or exc).strip().splitlines()[0] if str(original or exc).strip() else type(exc).__name__
        if is_read_only_failure(reason):
            return f"{READ_ONLY} ({reason})"
        if "locked" in reason:
            return f"the database is busy (locked by another labeler, perhaps an import): {reason}; try again"
        return f"database error: {reason}"
    return None


def main(argv: list[str] | None = None) -> None:
    """Entry point: run the CLI, turning user errors into one line and exit status 2 (`labeler
    trec-eval`: trec_eval's status for the same refusal, labeler.cli.trec_eval.status)."""
    from labeler.runtime import tune

    tune()  # the process is a command's: tuned as labeler.runtime says (a no-op after launch's)
    try:
        cli.main(args=argv, prog_name="labeler", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("Aborted.", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except LabelerError as exc:
        say_error(exc)
        sys.exit(exc.exit_status)
    except Exception as exc:
        message = _database_error(exc)
        if message is None:
            raise
        say_error(message)
        sys.exit(2)
    except KeyboardInterrupt:
        click.echo("Interrupted.", err=True)
        sys.exit(130)
    except SystemExit:
        raise
    sys.exit(0)
