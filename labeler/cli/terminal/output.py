"""Output files at user-given paths: a missing folder is created only when --parents asks for it, and
the path is shown on the terminal through the terminal sink."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TypeVar

import click

from labeler.domain.errors import LabelerError
from labeler.domain.untrusted import terminal_text
from labeler.paths import default_exports_dir

F = TypeVar("F", bound=Callable[..., object])


def shown_path(path: object) -> str:
    """A path the user gave (or a URL, a revision) as it may be printed on a terminal line: escape
    sequences, line breaks and bidi overrides as visible escapes (domain.untrusted.terminal_text)."""
    return terminal_text(path, one_line=True)


def parents_option(command: F) -> F:
    """--parents: create missing parent folders of the output path, like `mkdir -p`."""
    return click.option(
        "--parents", is_flag=True, help="Create missing parent folders of the output file (like mkdir -p)."
    )(command)


def output_folder(target: str) -> str:
    """The folder a user-given output lands in: target itself when it names a folder
    (an existing one, or a path ending with a separator), else the folder part of target."""
    if target.endswith(("/", os.sep)) or os.path.isdir(target):
        return target
    return os.path.dirname(target) or "."


def prepare_output(target: str | None, *, parents: bool) -> None:
    """Make sure target's folder exists: create it with parents, else refuse with one line.

    None means the command's default place (exports/), which, named or not, may always be created.
    """
    if target is None:
        return
    folder = output_folder(target)
    if os.path.isdir(folder):
        return
    if os.path.exists(folder):
        raise LabelerError(f"{target}: {folder} is not a directory")
    if not parents and os.path.abspath(folder) != os.path.abspath(default_exports_dir()):
        raise LabelerError(f"{target}: directory {folder} does not exist (pass --parents to create it)")
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as exc:
        raise LabelerError(f"{target}: cannot create directory {folder}: {exc.strerror}") from None


def say_inexact_ids(count: int) -> None:
    """The note after a CSV export whose ids CSV cannot hold exactly (services.exporting.exports.ExportResult)."""
    if count:
        click.echo(f"note: {count:,} ids hold control, bidi or zero-width characters, which CSV shows as visible "
                   "escapes: read back, they are other ids; write .jsonl or .parquet for an exact copy", err=True)
