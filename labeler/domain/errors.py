"""User-facing errors: the CLI prints them on one line and exits with status 2."""

from __future__ import annotations

from os import PathLike


class LabelerError(Exception):
    """An error caused by the user's input or environment, shown without a traceback."""


_SHOWN_AS: dict[str, str] = {}


def show_path_as(actual: str | PathLike[str], shown: str) -> None:
    """Name ``actual`` (a temporary copy of a stream) as ``shown`` (the path the user gave) in errors."""
    _SHOWN_AS[str(actual)] = shown


class InputError(LabelerError):
    """Malformed input file: names the file and the 1-based line, e.g. ``run.trec:17: ...``."""

    def __init__(self, path: str | PathLike[str], line: int | None, message: str) -> None:
        self.path = _SHOWN_AS.get(str(path), str(path))
        self.line = line
        self.message = message
        where = f"{self.path}:{line}" if line is not None else self.path
        super().__init__(f"{where}: {message}")


class NotFoundError(LabelerError):
    """Something the user named (a run, a query, a file) does not exist."""


class DatabaseError(LabelerError):
    """The database cannot be used: not a labeler database, a newer schema, unreachable."""
