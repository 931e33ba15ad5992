"""Shared plumbing of the repository: the engine, timestamps, batching, annotator and pair ids."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import Column, Connection, Engine, Insert, Table, and_, bindparam, func, select

from labeler.domain import NotFoundError
# batched and IN_BATCH live in bulk (kept_counts needs them without importing this module)
from labeler.storage.bulk import IN_BATCH as IN_BATCH
from labeler.storage.bulk import batched as batched
from labeler.storage.bulk import driver_rows, execute_many
from labeler.storage.prepared import Prepared
from labeler.storage.schema import annotator_t, pair_t, query_t

if TYPE_CHECKING:
    from labeler.storage.counts.kept import Deltas



def utcnow() -> datetime:
    """Now in UTC, stored naive (SQLite has no time zones); read back with aware()."""
    return datetime.now(UTC).replace(tzinfo=None)


def aware(value: datetime | None) -> datetime | None:
    """A stored naive UTC timestamp as an aware datetime."""
    if value is None or value.tzinfo is not None:
        return value
    return value.replace(tzinfo=UTC)


def naive_utc(value: datetime | None) -> datetime:
    """A caller's datetime (aware or naive UTC) in the stored form; None means now."""
    if value is None:
        return utcnow()
    if value.tzinfo is not None:
        return value.astimezone(UTC).replace(tzinfo=None)
    return value


def dialect_insert(conn: Connection, table: Table) -> Any:
    """INSERT into table in the connection's dialect, whose ON CONFLICT clauses both backends have
    (on_conflict_do_nothing, on_conflict_do_update)."""
    if conn.dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import insert as postgresql_insert

        return postgresql_insert(table)
    from sqlalchemy.dialects.sqlite import insert as sqlite_insert

    return sqlite_insert(table)


def _insert_or_ignore(conn: Connection, table: Table, unique_columns: list[str]) -> Insert:
    """INSERT ... ON CONFLICT (unique_columns) DO NOTHING in the connection's dialect."""
    statement: Insert = dialect_insert(conn, table).on_conflict_do_nothing(index_elements=unique_columns)
    return statement


def stored_value(conn: Connection, column: Column[Any], value: Any) -> Any:
    """value as the driver receives it for column (SQLite keeps datetimes as text in SQLAlchemy's format)."""
    process = column.type.dialect_impl(conn.dialect).bind_processor(conn.dialect)
    return value if process is None else process(value)


def describe_missing(kind: str, missing: Iterable[str], hint: str = "") -> str:
    """'3 unknown queries: a, b, c' (at most five names shown)."""
    names = sorted(missing)
    shown = ", ".join(names[:5]) + (", ..." if len(names) > 5 else "")
    return f"{len(names)} unknown {kind}: {shown}{hint}"


_LOCK_ANNOTATOR = Prepared(lambda: select(annotator_t.c.id).where(annotator_t.c.id == bindparam("id")).with_for_update())


class RepositoryBase:
    """Holds the engine; subclasses add one area of methods each."""

    def __init__(self, engine: Engine, *, read_only: bool = False) -> None:
        self._engine = engine
        self._read_only = read_only  # the engine's connections cannot write (open_repository(read_only=True))
        self._reading: Engine | None = None  # a read-only engine beside a writer's, for sessions (made on demand)

    @property
    def engine(self) -> Engine:
        """The SQLAlchemy engine, for storage modules that issue their own Core queries."""
        return self._engine

    @property
    def url(self) -> str:
        """The database URL with any password masked."""
        return self._engine.url.render_as_string(hide_password=True)

    @property
    def dialect(self) -> str:
        """'sqlite' or 'postgresql'."""
        return self._engine.dialect.name

    def close(self) -> None:
        """Release every pooled connection."""
        self._engine.dispose()
        if self._reading is not None:
            self._reading.dispose()

    def _reading_engine(self) -> Engine:
        """An engine whose connections cannot write: this repository's own when it was opened read-only."""
        if self._read_only:
            return self._engine
        if self._reading is None:
            from labeler.storage.engine import make_engine

            self._reading = make_engine(self._engine.url, read_only=True)  # the URL as parsed, not its text
        return self._reading

    def _read(self) -> Connection:
        """A connection for plain reads (use it as a context manager).

        On PostgreSQL it runs in autocommit: each SELECT is its own snapshot, as each already is in a
        READ COMMITTED transaction, without the BEGIN and ROLLBACK round trips; and psycopg forgets every
        statement it prepared at a ROLLBACK, so a read ending in one between two grades would have the
        server parse and plan each statement of the next grade again. Never for locking reads or writes."""
        conn = self._engine.connect()
        if conn.dialect.name == "postgresql" and not self._read_only:
            try:
                conn.execution_options(isolation_level="AUTOCOMMIT")
            except BaseException:
                conn.close()  # back to the pool, not left to the garbage collector
                raise
        return conn

    # --- ids shared by several areas -------------------------------------------------------

    @staticmethod
    def _annotator_ids(conn: Connection, names: Iterable[str], *, create: bool) -> dict[str, int]:
        wanted = set(names)
        found: dict[str, int] = {}
        for batch in batched(wanted):
            rows = conn.execute(
                select(annotator_t.c.name, annotator_t.c.id).where(annotator_t.c.name.in_(batch))
            )
            found.update({name: id_ for name, id_ in rows})
        missing = wanted - found.keys()
        if missing and create:
            # Another process may create the same annotator at the same moment: insert-or-ignore,
            # then read the id, instead of failing on the unique name.
            for name in sorted(missing):
                conn.execute(_insert_or_ignore(conn, annotator_t, ["name"]).values(name=name))
            rows = conn.execute(
                select(annotator_t.c.name, annotator_t.c.id).where(annotator_t.c.name.in_(sorted(missing)))
            )
            found.update({name: id_ for name, id_ in rows})
        return found

    @staticmethod
    def _lock_for_write(conn: Connection) -> None:
        """Start the transaction as a writer on SQLite, so its reads cannot go stale before its writes.

        pysqlite runs SELECTs before the first write outside any transaction; BEGIN IMMEDIATE takes
        the write lock (waiting busy_timeout) first. PostgreSQL callers lock the rows they change.
        """
        if conn.dialect.name == "sqlite":
            conn.exec_driver_sql("BEGIN IMMEDIATE")

    @staticmethod
    def _add_placeholder_queries(conn: Connection, query_ids: Iterable[str]) -> None:
        """Create a text-less placeholder query (metadata {"placeholder": True}) for each id the
        database lacks, in the caller's transaction; existing queries are never touched.

        Qrels and runs may name queries before their texts are imported; a later query import
        fills the text in. Placeholders join the queue order after the queries already there.
        """
        wanted = set(query_ids)
        found: set[str] = set()
        for batch in batched(wanted):
            found.update(conn.execute(select(query_t.c.id).where(query_t.c.id.in_(batch))).scalars())
        missing = sorted(wanted - found)
        if not missing:
            return
        ordinal = conn.execute(select(func.max(query_t.c.ordinal))).scalar() or 0
        # insert-or-ignore: another writer may add the same query meanwhile, and its row wins
        conn.execute(
            _insert_or_ignore(conn, query_t, ["id"]),
            [
                {"id": query_id, "text": "", "metadata": {"placeholder": True}, "ordinal": ordinal + offset}
                for offset, query_id in enumerate(missing, start=1)
            ],
        )

    @staticmethod
    def _lock_annotators(conn: Connection, annotator_ids: Iterable[int]) -> None:
        """Serialize writes to these annotators' judgments and skips: on PostgreSQL lock their rows
        (FOR UPDATE, in id order so two writers cannot deadlock); SQLite's BEGIN IMMEDIATE
        (_lock_for_write) already made this transaction the only writer."""
        ids = sorted(set(annotator_ids))
        if len(ids) == 1 and conn.dialect.name != "sqlite":  # a grade's: compiled once
            _LOCK_ANNOTATOR(conn, id=ids[0]).all()
        elif ids and conn.dialect.name != "sqlite":
            for batch in batched(ids):
                conn.execute(
                    select(annotator_t.c.id).where(annotator_t.c.id.in_(batch)).order_by(annotator_t.c.id).with_for_update()
                ).all()

    @staticmethod
    def _check_queries_exist(conn: Connection, query_ids: Iterable[str]) -> None:
        wanted = set(query_ids)
        found: set[str] = set()
        for batch in batched(wanted):
            found.update(conn.execute(select(query_t.c.id).where(query_t.c.id.in_(batch))).scalars())
        if wanted - found:
            raise NotFoundError(
                describe_missing("queries", wanted - found, " (import the queries first)")
            )

    @staticmethod
    def _pair_ids_for_queries(conn: Connection, query_ids: Iterable[str]) -> dict[tuple[str, str], int]:
        ids: dict[tuple[str, str], int] = {}
        for batch in batched(set(query_ids)):
            statement = select(pair_t.c.query_id, pair_t.c.chunk_id, pair_t.c.id).where(pair_t.c.query_id.in_(batch))
            for rows in driver_rows(conn, statement):
                ids.update({(q, c): id_ for q, c, id_ in rows})
        return ids

    def _ensure_pairs(
        self, conn: Connection, keys: Iterable[tuple[str, str]], origin: str, deltas: Deltas | None = None
    ) -> dict[tuple[str, str], int]:
        """Ids of the (query_id, chunk_id) pairs, creating missing ones with origin.

        New pairs are counted in deltas, whose caller holds kept_counts.lock_counts (so no one else
        creates pairs meanwhile) and applies them; without deltas this takes the lock and applies.
        """
        wanted = set(keys)
        if not wanted:
            return {}
        query_ids = {q for q, _ in wanted}
        ids = self._pair_ids_for_queries(conn, query_ids)
        missing = wanted - ids.keys()
        if missing and deltas is None:
            from labeler.storage.counts.kept import Deltas, lock_counts

            lock_counts(conn)
            own = Deltas()
            ids = self._ensure_pairs(conn, wanted, origin, own)  # again: under the lock, someone may have added some
            own.apply(conn)
            return ids
        if missing:
            self._check_queries_exist(conn, {q for q, _ in missing})
            now = stored_value(conn, pair_t.c.created_at, utcnow())
            columns = ("query_id", "chunk_id", "origin", "best_rank", "created_at")
            # insert-or-ignore: on PostgreSQL another writer may create the same pair meanwhile
            statement = _insert_or_ignore(conn, pair_t, ["query_id", "chunk_id"]).values(
                {name: bindparam(name) for name in columns}
            )
            execute_many(
                conn,
                statement,
                ({"query_id": q, "chunk_id": c, "origin": origin, "best_rank": None, "created_at": now} for q, c in sorted(missing)),
            )
            ids = self._pair_ids_for_queries(conn, {q for q, _ in missing}) | ids
            assert deltas is not None
            deltas.pairs_added(conn, missing)
        return {key: ids[key] for key in wanted}

    @staticmethod
    def _pair_id(conn: Connection, query_id: str, chunk_id: str) -> int | None:
        return conn.execute(
            select(pair_t.c.id).where(and_(pair_t.c.query_id == query_id, pair_t.c.chunk_id == chunk_id))
        ).scalar_one_or_none()
