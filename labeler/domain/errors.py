"""User-facing errors: the CLI prints them on one line and exits with status 2 (`labeler
trec-eval` with trec_eval 10's status for the same refusal: labeler.cli.trec_eval.command)."""

from __future__ import annotations

from os import PathLike


class LabelerError(Exception):
    """An error caused by the user's input or environment, shown without a traceback."""

    exit_status = 2
    """The CLI's exit status for it; `labeler trec-eval` sets trec_eval's on the instance."""


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


class DuplicateGradeError(InputError):
    """A qrels pair graded differently on two lines: ``path:LINE: chunk 'd' is graded twice for
    query 'q': 2 here, 1 on line 1``. A front end that offers a way out adds it (with_hint)."""

    def with_hint(self, hint: str) -> "DuplicateGradeError":
        """The same error with ``hint`` (what to do about it) after the message."""
        return DuplicateGradeError(self.path, self.line, f"{self.message}; {hint}")


class UnknownMeasureError(LabelerError):
    """A measure name no registry knows (trec_eval: `illegal measure`, exit 1)."""


class NothingToEvaluateError(LabelerError):
    """No query has both results and judgments (trec_eval 10 exits 7)."""


class NotFoundError(LabelerError):
    """Something the user named (a run, a query, a file) does not exist."""


class NoJudgmentsYet(NotFoundError):
    """Scoring from the database before any pair is graded: a front end says how to go on."""


class DatabaseError(LabelerError):
    """The database cannot be used: not a labeler database, a newer schema, unreachable."""


class NotSavedError(DatabaseError):
    """A write that did not reach the database (its file gone, the disk full, the server gone).

    The message says where and why, what was not saved and what to do: ``CAUSE: WHAT was NOT
    saved; ADVICE``. The storage layer says "the last change"; a front end that knows what it was
    saving rewords it with `saying` ("the last grade")."""

    def __init__(self, where: str, cause: str, advice: str, *, what: str = "the last change", certain: bool = True) -> None:
        self.where = where
        self.cause = cause
        self.advice = advice
        self.what = what
        self.certain = certain
        verdict = "was NOT saved" if certain else "may not have been saved"
        super().__init__(f"{cause}: {what} {verdict}; {advice}")

    def saying(self, what: str, advice: str | None = None) -> NotSavedError:
        """The same failure, worded for what the caller was saving and, optionally, what to do next."""
        return type(self)(self.where, self.cause, self.advice if advice is None else advice, what=what, certain=self.certain)


class DatabaseFileLost(NotSavedError):
    """The SQLite file was deleted or replaced while labeler had it open: nothing more can be saved to it."""

    ADVICE = "restore the file (or point --db at the right one) and run labeler again"

    @classmethod
    def at(cls, path: str | PathLike[str]) -> DatabaseFileLost:
        """`the database file PATH was deleted or replaced while labeler was running: the last change was NOT saved; ...`."""
        return cls(str(path), f"the database file {path} was deleted or replaced while labeler was running", cls.ADVICE)


class ProjectReplaced(DatabaseFileLost):
    """The database now holds another project than the one labeler opened (another project's file copied
    over it, another project restored into it): nothing more is saved to it."""

    ADVICE = "point --db at the project's database (or restore it) and run labeler again"

    @classmethod
    def of(cls, where: str) -> ProjectReplaced:
        """`the database WHERE now holds another project than the one labeler opened: the last change was NOT saved; ...`."""
        return cls(where, f"the database {where} now holds another project than the one labeler opened", cls.ADVICE)


class DatabaseBusy(NotSavedError):
    """Another writer held the database for longer than this one would wait (SQLite's busy timeout, a
    PostgreSQL deadlock or serialization failure): the transaction was rolled back whole, so running it
    again is safe (the label session does, until it is stored)."""


class DiskFullError(NotSavedError):
    """The disk (or the database server's disk) is full: the write was rolled back."""


class DatabaseGoneError(NotSavedError):
    """The database server dropped the connection or the database itself."""


class HolesWarning(UserWarning):
    """A run was scored while some of its top-k pairs have no human grade (labeler.evaluate and
    labeler.compare warn with it; the numbers are in the result's ``attrs["holes"]``)."""
