"""What every command shares: the database and the annotator, held on click's context object."""

from __future__ import annotations

import getpass
import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from labeler.storage import Repository


def default_annotator() -> str:
    """LABELER_ANNOTATOR, else the login name, else 'annotator'."""
    name = os.environ.get("LABELER_ANNOTATOR")
    if name:
        return name
    try:
        return getpass.getuser() or "annotator"
    except Exception:  # no login name in some containers
        return "annotator"


class AppContext:
    """What every command needs: where the database is and who is judging."""

    def __init__(self, db: str, annotator: str | None) -> None:
        self.db = db
        self.annotator_option = annotator
        self._repository: Repository | None = None
        self._read_only = False

    @property
    def annotator(self) -> str:
        """The annotator's name: --annotator, then LABELER_ANNOTATOR, then the login name."""
        return self.annotator_option or default_annotator()

    def repository(self, *, create: bool = False, read_only: bool = False) -> Repository:
        """Open (and migrate) the database once per command. Only imports create a new SQLite
        file (create=True): elsewhere a mistyped --db path is an error, not a new empty project.
        Commands that only read pass read_only=True: nothing is written, so a read-only file,
        folder, mount or PostgreSQL role serves them; writers are told the database is read-only."""
        if self._repository is None or (self._read_only and not read_only):
            from labeler.services.project import open_repository

            if self._repository is not None:
                self._repository.close()
            self._repository = open_repository(self.db, create=create, read_only=read_only)
            self._read_only = read_only
        return self._repository

    @contextmanager
    def new_database_kept_only_on_success(self) -> Iterator[None]:
        """A block that may create the database (repository(create=True)): should it fail, a SQLite file
        it created is removed again while still empty, so a refused import leaves no empty project behind."""
        from labeler.services.project import discard_new_database, new_database_file

        created = new_database_file(self.db)
        try:
            yield
        except BaseException:
            repository = self._repository
            if created is not None and repository is not None:
                self._repository = None
                discard_new_database(repository, created)
            raise

    def close(self) -> None:
        """Close the repository, if one was opened (SQLite then folds its -wal file back in and removes it)."""
        if self._repository is not None:
            self._repository.close()
            self._repository = None

    def adopt(self, db: str, repository: Repository) -> None:
        """Use a repository opened elsewhere (the demo builds its own) for the rest of the command."""
        self.db = db
        self._repository = repository


def current_app() -> AppContext:
    """The AppContext of the command being run (the top-level group sets it)."""
    import click  # here: `labeler eval` on files builds its AppContext before click is loaded

    app: AppContext = click.get_current_context().obj
    return app
