"""Core commands: db, import, pool, status, export, demo."""

from __future__ import annotations

import click


def register(cli: click.Group) -> None:
    """Attach the core commands to the top-level group."""
