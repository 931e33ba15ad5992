"""The `labeler` command: a thin front end over labeler.services.

The click group, its entry point and the command table live in labeler.cli.group and are named here
(``cli``, ``main``, ``COMMANDS``) when first asked for: importing a module of this package loads no
click, so `labeler eval` on files (labeler.launch.eval) prints through labeler.cli.eval's own
functions before click is imported.
"""

from __future__ import annotations

from typing import Any

DEFAULT_DB = "labeler.db"
DEMO_DB_NAME = "demo"


def __getattr__(name: str) -> Any:
    """``cli``, ``main``, ``COMMANDS`` (and the group module's other names) from labeler.cli.group."""
    if name.startswith("__"):
        raise AttributeError(name)
    from importlib import import_module

    return getattr(import_module("labeler.cli.group"), name)
