"""Which project a database holds: a random id given once, compared by every writer in each write
transaction with the id it read when it opened the project.

A database replaced under a running labeler — another project's file copied over the SQLite file
(`cp other.db labeler.db` keeps the inode), another project restored into the same PostgreSQL
database — would otherwise take the next grades onto its own pairs, by their ids. `give_project_id`
(migration 0008: a new database as it is created, an existing one as it is upgraded) stores the id
in the `project` table and, on SQLite, its first 8 hex digits as the file header's application_id,
which storage.file_identity reads from the file itself (SQLite's caches and -wal would show the old
file's pages). `ProjectIdentity.before_commit` reads the id in the transaction about to commit, on
the driver connection (one indexed read of a one-row table): another id, no row or no table raises
`ProjectReplaced` and the transaction rolls back. A copy of a project's file is the same project.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, Engine, insert, select

from labeler.domain.errors import ProjectReplaced
from labeler.storage.schema import project_t

_READ = "SELECT id FROM project"


def header_id(project_id: str) -> int:
    """The SQLite application_id (a signed 32-bit integer, never 0) a project's file holds: its id's
    first 8 hex digits."""
    value = int(project_id[:8], 16)
    value = value - (1 << 32) if value >= 1 << 31 else value
    return value or 1


def give_project_id(conn: Connection) -> str:
    """Give the database its project id (in the caller's transaction) and return it; on SQLite the
    file header's application_id too."""
    project_id = uuid.uuid4().hex
    conn.execute(insert(project_t).values(id=project_id, created_at=datetime.now(UTC).replace(tzinfo=None)))
    if conn.dialect.name == "sqlite":
        conn.exec_driver_sql(f"PRAGMA application_id = {header_id(project_id)}")
    return project_id


def read_project_id(engine: Engine) -> str | None:
    """The project id the database holds (None: none, or more than one row)."""
    with engine.connect() as conn:
        return project_id_in(conn)


def project_id_in(conn: Connection) -> str | None:
    """read_project_id on an open connection."""
    found = conn.execute(select(project_t.c.id)).scalars().all()
    return found[0] if len(found) == 1 else None


def _no_such_table(error: BaseException) -> bool:
    """Whether a driver error says the table does not exist (SQLite's words, PostgreSQL's 42P01)."""
    return "no such table" in str(error) or getattr(error, "sqlstate", getattr(error, "pgcode", None)) == "42P01"


class ProjectIdentity:
    """The project a writer engine opened (`adopt`), checked before each commit (`before_commit`)."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.project_id: str | None = None
        self._lost: ProjectReplaced | None = None

    def adopt(self, project_id: str) -> None:
        """The id read when the project was opened: every later commit must find it."""
        self.project_id = project_id

    def before_commit(self, connection: Any) -> None:
        """SQLAlchemy's ``commit`` event: raise ProjectReplaced (the transaction then rolls back) unless
        the database still holds the project adopted."""
        if self.project_id is None:
            return
        if self._lost is not None:
            raise self._lost
        driver = connection.connection.driver_connection
        cursor = driver.cursor()
        try:
            cursor.execute(_READ)
            found = [row[0] for row in cursor.fetchall()]
        except Exception as error:  # noqa: BLE001 - which driver's error it is decides
            if not _no_such_table(error):
                raise
            found = []  # no project table: a database of another labeler, not the project opened
        finally:
            cursor.close()
        if found != [self.project_id]:
            self._lost = ProjectReplaced.of(self.where)
            raise self._lost
