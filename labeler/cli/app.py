"""`labeler tui` (also plain `labeler` and the end of `labeler demo`): open the labeling app."""

from __future__ import annotations

import os

import click

from labeler.cli.context import current_app
from labeler.cli.numbers import real
from labeler.domain.choices import QUEUE_FILTERS, ROLES

# labeler.services.roles.ROLE_NAMES, from the choices module so that the CLI's start-up imports no service
# (tests/unit/services/test_roles.py holds the two lists equal)
ROLE_CHOICES = ROLES.values


def _env_flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() in {"1", "true", "yes", "on"}


def _env_share(name: str) -> float:
    raw = os.environ.get(name, "").strip()
    try:
        value = float(raw) if raw else 0.0
    except ValueError:
        raise click.UsageError(f"{name} must be a number between 0 and 1, got {raw!r}") from None
    if not 0.0 <= value <= 1.0:
        raise click.UsageError(f"{name} must be between 0 and 1, got {raw!r}")
    return value


def register(cli: click.Group) -> None:
    """Attach the tui command."""
    cli.add_command(tui)


@click.command("tui", short_help="Open the labeling app (what `labeler` alone does).")
@click.option(
    "--blind/--no-blind",
    default=None,
    help="Hide LLM suggestions until you have graded a pair. Env: LABELER_BLIND=1.",
)
@click.option(
    "--filter",
    "queue_filter",
    type=click.Choice(QUEUE_FILTERS.values),
    default="unjudged",
    show_default=True,
    help="Which pairs to walk through (f cycles them in the app).",
)
@click.option(
    "--consistency",
    type=real(0.0, 1.0),
    default=None,
    help="Share of grades followed by a blind consistency check: a pair you graded 20+ grades ago, "
    "shown again (e.g. 0.05). Default 0, off. Env: LABELER_CONSISTENCY.",
)
@click.option(
    "--theme",
    default=None,
    help="Textual theme, e.g. textual-dark or textual-light. Env: LABELER_THEME.",
)
@click.option(
    "--role",
    type=click.Choice(ROLE_CHOICES),
    default="coordinator",
    show_default=True,
    help="Open the app with this role's rights: an annotator grades, an adjudicator also settles "
    "disagreements, a coordinator also prefills, samples, assigns, imports and exports (docs/SERVE.md). "
    "labeler serve opens each visitor's app with their token's role.",
)
@click.option("--served", is_flag=True, hidden=True,
              help="Started by labeler serve: the LLM judge's model and endpoint are the server's "
              "(LABELER_JUDGE_MODEL, OPENAI_BASE_URL), never the dialog's; so is its API key, given to a "
              "coordinator's app only (LABELER_SERVED_API_KEY, taken out of the environment at start).")
def tui(blind: bool | None, queue_filter: str, consistency: float | None, theme: str | None, role: str,
        served: bool) -> None:
    """Open the labeling app on the database (keys: 0-3 grade, ? help, ctrl+p commands, q quit).

    Keys can be rebound in ~/.config/labeler/keymap.toml: `"labeler.grade_0" = "0,z"` (ids in the help screen).
    """
    from labeler.domain.labeling import QueueFilter
    from labeler.services.roles import SERVED_KEY_ENV, Caller, Role, ServedJudge
    from labeler.tui.app import create_app
    from labeler.tui.keymap import load_keymap

    obj = current_app()
    # labeler serve's judge key, for a coordinator's app only: taken out of the environment at once, so
    # nothing this process starts inherits it
    served_key = os.environ.pop(SERVED_KEY_ENV, None) or None
    repository = obj.repository()
    judge = None
    if served:
        judge = ServedJudge(model=os.environ.get("LABELER_JUDGE_MODEL") or None,
                            base_url=os.environ.get("OPENAI_BASE_URL") or None, api_key=served_key)
    app = create_app(
        repository,
        obj.annotator,
        blind=_env_flag("LABELER_BLIND") if blind is None else blind,
        queue_filter=QueueFilter(queue_filter),
        consistency=_env_share("LABELER_CONSISTENCY") if consistency is None else consistency,
        theme=theme or os.environ.get("LABELER_THEME") or None,
        keymap=load_keymap(),
        caller=Caller(obj.annotator, Role(role), judge=judge),
    )
    app.run()
    if app.database_lost is not None:  # the app said it; the terminal keeps it after the app is gone
        raise app.database_lost.saying(app.database_lost.what, app.database_lost.ADVICE)
