"""Read-only SQLModel sessions: typed rows of the table models (labeler.storage.schema) for Python
users, never a write.

labeler writes only through its commands and the repository, which keep counts, provenance and
undo history consistent; a session handed to a notebook reads. It refuses twice: the session itself
(a flush of added, changed or deleted objects, a commit, an INSERT/UPDATE/DELETE statement) and the
connection under it, which runs no statement that could write (SQLite opened ``mode=ro`` with an
authorizer refusing ATTACH, VACUUM and pragma settings; PostgreSQL transactions begun READ ONLY and
nothing that could end or change that: storage.no_writes).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import event
from sqlalchemy.orm import ORMExecuteState
from sqlalchemy.orm import Session as OrmSession
from sqlmodel import Session

from labeler.domain import DatabaseError
from labeler.storage.access import read_only_error

__all__ = ["ReadOnlySession"]

WHY = "a session from labeler reads only; write through labeler's commands, which keep counts and history"


class ReadOnlySession(Session):
    """A SQLModel Session that reads (``session.exec(select(Judgment))``) and refuses every write."""

    def flush(self, objects: Sequence[Any] | None = None) -> None:
        """Refuse to write added, changed or deleted objects (a flush with none is harmless)."""
        if self.new or self.dirty or self.deleted:
            raise _refusal(self)
        super().flush(objects)

    def commit(self) -> None:
        """Refuse: nothing a read-only session does needs committing."""
        raise _refusal(self)


def _refusal(session: OrmSession) -> DatabaseError:
    """`DB: the database is read-only (why)`, the line every refused write shows."""
    return read_only_error(session.get_bind().engine.url.render_as_string(hide_password=True), WHY)


@event.listens_for(ReadOnlySession, "do_orm_execute")
def _refuse_statements_that_write(state: ORMExecuteState) -> None:
    """INSERT, UPDATE and DELETE statements given to the session stop before they reach the database."""
    if state.is_insert or state.is_update or state.is_delete:
        raise _refusal(state.session)
