"""`labeler roles`: what annotators and adjudicators may see in this project (the coordinator's choice)."""

from __future__ import annotations

import click

from labeler.cli.context import current_app
from labeler.domain.choices import ROLE_PERMISSIONS, ROLES, TABLE_OUTPUTS


def register(cli: click.Group) -> None:
    """Attach the roles group."""
    cli.add_command(roles)


@click.group("roles", invoke_without_command=True,
             short_help="Show or change what annotators and adjudicators may see.")
@click.option("--format", "output", type=click.Choice(TABLE_OUTPUTS.values), default="table", show_default=True)
@click.pass_context
def roles(ctx: click.Context, output: str) -> None:
    """What annotators and adjudicators may see in this project, and where each answer comes from.

    \b
    By default an annotator sees their own queue and grades only (blind grading); an adjudicator
    also sees the evaluation, the agreement and other annotators' grades; a coordinator everything.
    Change it for the project (apps started afterwards follow it; labeler serve's too):
      labeler roles allow annotator see-evaluation
      labeler roles deny adjudicator see-others-grades
      labeler roles reset annotator
    """
    if ctx.invoked_subcommand is not None:
        return
    from labeler.domain.untrusted import json_text
    from labeler.services.roles import role_permissions

    rows = role_permissions(current_app().repository(read_only=True))
    if output == "json":
        click.echo(json_text([{"role": row.role.value, "permission": row.permission, "allowed": row.allowed,
                               "set_by": "coordinator" if row.granted else "default"} for row in rows]))
        return
    width = max(len(name) for name in ROLE_PERMISSIONS.values)
    for row in rows:
        where = "set by a coordinator" if row.granted else "default"
        click.echo(f"{row.role.value:<12} {row.permission:<{width}}  {'yes' if row.allowed else 'no ':<3}  ({where})")


_ROLE = click.Choice(ROLES.values)  # a coordinator's is refused in one line: a coordinator may do everything
_PERMISSION = click.Choice(ROLE_PERMISSIONS.values)


@roles.command("allow", short_help="Let a role see something it does not by default.",
               help=f"Let ROLE do PERMISSION... in this project ({', '.join(ROLE_PERMISSIONS.values)}).")
@click.argument("role", type=_ROLE)
@click.argument("permission", nargs=-1, required=True, type=_PERMISSION)
def allow(role: str, permission: tuple[str, ...]) -> None:
    """Let ROLE do PERMISSION... in this project."""
    _set(role, list(permission), True)


@roles.command("deny", short_help="Keep a role from seeing something.")
@click.argument("role", type=_ROLE)
@click.argument("permission", nargs=-1, required=True, type=_PERMISSION)
def deny(role: str, permission: tuple[str, ...]) -> None:
    """Keep ROLE from PERMISSION... in this project."""
    _set(role, list(permission), False)


@roles.command("reset", short_help="Give a role its defaults back.")
@click.argument("role", type=_ROLE)
@click.argument("permission", nargs=-1, type=_PERMISSION)
def reset(role: str, permission: tuple[str, ...]) -> None:
    """Give ROLE its default back for PERMISSION... (none named: for all of them)."""
    _set(role, list(permission), None)


def _set(role: str, names: list[str], allowed: bool | None) -> None:
    from labeler.services.roles import role_permissions, set_role_permissions

    repository = current_app().repository()
    set_role_permissions(repository, role, names, allowed)
    rows = [row for row in role_permissions(repository) if row.role.value == role]
    said = ", ".join(f"{row.permission} {'yes' if row.allowed else 'no'}" for row in rows)
    click.echo(f"{role}: {said} (apps started from now on)")
