"""Database URLs and engines: one engine per repository, SQLite pragmas on every connection."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL, make_url
from sqlalchemy.pool import NullPool

from labeler.domain.errors import DatabaseError
from labeler.storage.access import connect_sqlite_read_only, sqlite_write_blocker
from labeler.storage.driver_errors import translate as translate_driver_error
from labeler.storage.file_identity import FileIdentity
from labeler.storage.no_writes import forbid_sqlite_writes, refuse_postgres_writes, sqlite_refusal
from labeler.storage.project_identity import ProjectIdentity, header_id

# busy_timeout lets a second labeler process wait for the writer instead of failing at once.
SQLITE_PRAGMAS = (
    "PRAGMA foreign_keys=ON",
    "PRAGMA journal_mode=WAL",
    "PRAGMA busy_timeout=5000",
    "PRAGMA synchronous=FULL",  # WAL + FULL: a committed grade survives a power cut, not only a crash
)


def database_url(db: str) -> str:
    """A SQLAlchemy URL: a plain path becomes ``sqlite:///<absolute path>``, a URL passes through."""
    if "://" in db:
        return db
    return f"sqlite:///{Path(db).expanduser().resolve()}"


@dataclass(frozen=True)
class DatabaseTarget:
    """A --db value parsed once (``database_target``): its SQLAlchemy URL and the SQLite file behind it
    (None: a server, or an in-memory database). Opening a repository reads both from here, never
    from the text again."""

    url: URL
    path: Path | None

    @property
    def masked(self) -> str:
        """The URL with any password replaced by ***, safe to print."""
        return self.url.render_as_string(hide_password=True)

    @property
    def in_memory(self) -> bool:
        """An in-memory SQLite database (which cannot hold a project)."""
        return self.path is None and self.url.get_backend_name() == "sqlite"


def database_target(db: str | URL | DatabaseTarget) -> DatabaseTarget:
    """db (a path, a SQLAlchemy URL, or a target already parsed) parsed once; a one-line DatabaseError
    for an empty value or text that is neither a path nor a URL."""
    if isinstance(db, DatabaseTarget):
        return db
    if isinstance(db, str) and not db.strip():
        raise DatabaseError("--db is empty: give a file path or a SQLAlchemy URL")
    try:
        url = db if isinstance(db, URL) else make_url(database_url(db))
        return DatabaseTarget(url, sqlite_path(url))
    except Exception as exc:  # noqa: BLE001 - an unparsable URL is a user error
        raise DatabaseError(f"--db is not a database path or SQLAlchemy URL ({type(exc).__name__})") from None


def sqlite_path(url: str | URL) -> Path | None:
    """The file behind a SQLite URL, or None for other backends and in-memory databases."""
    parsed = url if isinstance(url, URL) else make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return None
    name = parsed.database
    if not name or name == ":memory:" or name.startswith("file:"):
        return None
    return Path(name)


def load_driver(db: str) -> None:
    """Import the SQLAlchemy dialect and the driver db needs, without connecting (a process that
    forks many apps, labeler serve's, does it once for all of them)."""
    make_url(database_url(db)).get_dialect().import_dbapi()


# A read-only connection must not switch the journal mode (a write) and has nothing to sync.
READ_ONLY_PRAGMAS = ("PRAGMA foreign_keys=ON", "PRAGMA busy_timeout=5000")

ConnectHook = Callable[[Any, Any], None]


def _set_sqlite_pragmas(foreign_keys: bool, read_only: bool) -> ConnectHook:
    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        try:
            for pragma in READ_ONLY_PRAGMAS if read_only else SQLITE_PRAGMAS:
                if pragma.startswith("PRAGMA foreign_keys") and not foreign_keys:
                    pragma = "PRAGMA foreign_keys=OFF"
                cursor.execute(pragma)
        finally:
            cursor.close()
        if read_only:
            forbid_sqlite_writes(dbapi_connection)  # last: it refuses pragma settings

    return on_connect


def make_engine(db: str | URL | DatabaseTarget, *, foreign_keys: bool = True, pooled: bool = True,
                read_only: bool = False) -> Engine:
    """An engine for db (a URL, or a target already parsed); on SQLite every new connection gets the
    WAL/foreign-key/busy pragmas.

    Migrations pass ``foreign_keys=False`` because batch table rebuilds on SQLite must not cascade.
    A writer's SQLite file is checked at every connect, transaction and commit (storage.file_identity:
    deleted or replaced under us raises DatabaseFileLost), and once `adopt_project` has named the
    project, every commit checks the database still holds it (storage.project_identity); driver errors that mean a lost write become
    domain errors (storage.driver_errors). ``read_only=True`` opens SQLite files with ``mode=ro`` (``immutable=1`` where the folder is not
    writable, see labeler.storage.access) and makes every PostgreSQL transaction READ ONLY.
    """
    target = database_target(db)
    url, path = target.url, target.path
    kwargs: dict[str, Any] = {}
    project: ProjectIdentity | None = None
    if not pooled:
        kwargs["poolclass"] = NullPool
    if read_only and url.get_driver_name() == "psycopg":
        kwargs["connect_args"] = {"prepare_threshold": 0}  # prepared: the server parses one statement, no more
    identity = None
    if path is not None and read_only:
        kwargs["creator"] = partial(connect_sqlite_read_only, path)
    elif path is not None:
        identity = FileIdentity(path)
        kwargs["creator"] = identity.connect
    try:
        engine = create_engine(url, **kwargs)
    except ModuleNotFoundError as exc:  # the dialect's driver, e.g. psycopg for postgresql+psycopg://
        if exc.name and exc.name.split(".")[0] in ("psycopg", "psycopg2"):
            raise DatabaseError(f"{target.masked}: PostgreSQL needs its driver, which is not installed: "
                                'pip install "labeler[postgres]"') from None
        raise
    event.listen(engine, "handle_error", translate_driver_error)
    if identity is not None:
        event.listen(engine, "begin", identity.on_begin)
        event.listen(engine, "commit", identity.before_commit)
    if not read_only:
        project = ProjectIdentity(str(path) if path is not None else target.masked)
        event.listen(engine, "commit", project.before_commit)
        _WRITERS[engine] = (project, identity)
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _set_sqlite_pragmas(foreign_keys, read_only))
        if read_only:
            event.listen(engine, "handle_error", sqlite_refusal)
    elif read_only and engine.dialect.name == "postgresql":
        refuse_postgres_writes(engine)
    return engine


_WRITERS: weakref.WeakKeyDictionary[Engine, tuple[ProjectIdentity, FileIdentity | None]] = weakref.WeakKeyDictionary()


def adopt_project(engine: Engine, project_id: str) -> None:
    """The project a writer engine opened: from now on each of its commits (and, on SQLite, each
    transaction's start: the file header) checks that the database still holds it."""
    project, identity = _WRITERS[engine]
    project.adopt(project_id)
    if identity is not None:
        identity.expect_header(header_id(project_id))


def adopted_project(engine: Engine) -> str | None:
    """The project id a writer engine adopted (None: not a writer's engine, or none adopted yet)."""
    found = _WRITERS.get(engine)
    return None if found is None else found[0].project_id


def writer_checks(engine: Engine) -> bool:
    """Whether a writer engine's SQLite file is still the file it opened, holding the project's header, and
    writable by this process (no file: True); if so, this process keeps a descriptor of it again."""
    _, identity = _WRITERS[engine]
    if identity is None:
        return True
    if not identity.unchanged() or sqlite_write_blocker(identity.path) is not None:
        return False
    identity.watch_again()  # its descriptor, let go before the fork (let_go_of_file)
    return True


def let_go_of_file(engine: Engine) -> None:
    """A writer engine with no connection open, kept by a process about to fork: close the descriptor its
    SQLite file's identity keeps (each process that uses the engine keeps its own again: writer_checks)."""
    found = _WRITERS.get(engine)
    if found is not None and found[1] is not None:
        found[1].let_go()
