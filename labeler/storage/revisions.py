"""Schema revisions: inspect a database safely, then migrate it with Alembic to the head revision."""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Connection, inspect, text

from labeler.domain import DatabaseError
from labeler.domain.errors import DiskFullError
from labeler.paths import migrations_dir
from labeler.storage.access import connect_sqlite_read_only, read_only_error, sqlite_write_blocker
from labeler.storage.engine import DatabaseTarget, database_target, make_engine

if TYPE_CHECKING:
    from alembic.config import Config

SQLITE_MAGIC = b"SQLite format 3\x00"
# Tables of the first revision: a database holding tables but not these is someone else's.
LABELER_TABLES = frozenset({"query", "chunk", "pair", "judgment", "run"})


@dataclass(frozen=True, slots=True)
class SchemaState:
    """What an inspection found: whether the database is empty and its Alembic revision."""

    empty: bool
    revision: str | None


def script_location() -> Path:
    """The Alembic script directory: the packaged labeler._migrations, else the source checkout's."""
    try:
        return migrations_dir()
    except ModuleNotFoundError:
        # An editable install made before migrations/ was a package does not map it.
        checkout = Path(__file__).resolve().parents[2] / "migrations"
        if (checkout / "env.py").exists():
            return checkout
        raise


def alembic_config() -> Config:
    """An Alembic config pointing at the packaged migrations (works without alembic.ini)."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(script_location()))
    return config


@cache
def known_revisions() -> tuple[str, ...]:
    """Every revision this labeler knows, oldest first, read from the file names in
    migrations/versions (revision NNNN lives in NNNN_*.py; a test holds Alembic to the same list).

    Not asking Alembic keeps it, and every migration module, out of commands that only open a
    database that is already current (`labeler status` starts in a fraction of a second)."""
    names = sorted(path.name for path in (script_location() / "versions").glob("[0-9]*_*.py"))
    return tuple(name.split("_", 1)[0] for name in names)


def head_revision() -> str:
    """The newest revision this labeler knows."""
    revisions = known_revisions()
    assert revisions, "migrations/versions holds no revision"
    return revisions[-1]


def _read_sqlite_file(path: Path) -> tuple[set[str], str | None]:
    """Table names and Alembic revision, read without changing a byte of the file."""
    with path.open("rb") as handle:
        header = handle.read(len(SQLITE_MAGIC))
    if header != SQLITE_MAGIC:
        raise DatabaseError(f"{path} is not a SQLite database (refusing to touch it)")
    # Plain read-only sqlite3: no WAL switch, no pragmas, nothing written.
    try:
        conn = connect_sqlite_read_only(path)
        try:
            names = {
                row[0]
                for row in conn.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
                )
            }
            revision = None
            if "alembic_version" in names:
                row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
                revision = row[0] if row else None
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        free = _free_bytes(path.parent)
        if free is not None and free < _ROOM_TO_OPEN and isinstance(exc, sqlite3.OperationalError):
            raise DiskFullError(str(path), f"the disk holding the database {path} is full ({exc}: {free // 1024:,} KiB "
                                "free, and SQLite needs room beside it for its -wal and -shm files)",
                                "free some space, then try again") from None
        raise DatabaseError(f"{path} cannot be read as a SQLite database: {exc}") from exc
    return names, revision


# SQLite's -shm file alone takes 32 KiB when a database in WAL mode is opened
_ROOM_TO_OPEN = 1024 * 1024


def _free_bytes(folder: Path) -> int | None:
    """Bytes this user may still write on the file system holding folder (None when unknown)."""
    try:
        status = os.statvfs(folder)
    except OSError:
        return None
    return status.f_bavail * status.f_frsize


def revision_in(conn: Connection) -> str | None:
    """The Alembic revision a database's alembic_version table holds (its table must exist)."""
    return conn.execute(text("SELECT version_num FROM alembic_version")).scalar()


def _read_server(target: DatabaseTarget) -> tuple[set[str], str | None]:
    engine = None
    try:
        engine = make_engine(target, pooled=False)
        with engine.connect() as conn:
            names = set(inspect(conn).get_table_names())
            revision = revision_in(conn) if "alembic_version" in names else None
    except DatabaseError:
        raise
    except Exception as exc:  # noqa: BLE001 - any driver error means "cannot use this database"
        reason = str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]
        raise DatabaseError(f"cannot open database {target.masked}: {reason}") from exc
    finally:
        if engine is not None:
            engine.dispose()
    return names, revision


def inspect_database(db: str | DatabaseTarget) -> SchemaState:
    """Check db (a path or URL, or a target already parsed) is empty or a labeler database this code
    understands; raise DatabaseError if not.

    A SQLite file is only read (header, then a read-only connection), so a file that is
    refused is left byte-for-byte unchanged.
    """
    target = database_target(db)
    path = target.path
    if target.in_memory:
        raise DatabaseError("an in-memory SQLite database cannot hold a project: give a file path")
    if path is not None:
        if path.is_dir():
            raise DatabaseError(f"{path} is a directory, not a database file")
        if not path.exists() or path.stat().st_size == 0:
            return SchemaState(empty=True, revision=None)
        names, revision = _read_sqlite_file(path)
        where = str(path)
    else:
        names, revision = _read_server(target)
        where = target.masked
    names.discard("alembic_version")
    if not names and revision is None:
        return SchemaState(empty=True, revision=None)
    if revision is None or not LABELER_TABLES <= names:
        raise DatabaseError(
            f"{where} is not a labeler database (it holds other tables: "
            f"{', '.join(sorted(names - LABELER_TABLES)[:5]) or 'none of ours'})"
        )
    if revision not in known_revisions():
        raise DatabaseError(
            f"{where} has schema revision {revision}, newer than this labeler knows "
            f"(head {head_revision()}); upgrade labeler"
        )
    return SchemaState(empty=False, revision=revision)


def schema_status(db: str) -> tuple[str | None, str]:
    """(current revision or None for an empty/missing database, head revision)."""
    return inspect_database(db).revision, head_revision()


def run_alembic(db: str | DatabaseTarget, action: str, *args: object, **kwargs: object) -> None:
    """Run an Alembic command (upgrade, downgrade, check, ...) on db through our own engine."""
    target = database_target(db)
    path = target.path
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    from alembic import command

    # Foreign keys off while migrating: SQLite batch mode rebuilds tables by drop-and-copy.
    engine = make_engine(target, foreign_keys=False, pooled=False)
    try:
        with engine.begin() as conn:
            config = alembic_config()
            config.attributes["connection"] = conn
            getattr(command, action)(config, *args, **kwargs)
    finally:
        engine.dispose()


def upgrade_database(db: str) -> None:
    """Create or migrate db to the head revision; refuses foreign or newer databases unchanged."""
    target = database_target(db)
    state = inspect_database(target)
    if state.revision == head_revision():
        return
    path = target.path
    blocker = sqlite_write_blocker(path) if path is not None else None
    if path is not None and blocker is not None:
        raise read_only_error(str(path), blocker)
    run_alembic(target, "upgrade", "head")
