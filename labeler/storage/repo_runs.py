"""Repository methods for retriever runs: metadata, opaque data bytes and bulk-loaded entries."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from sqlalchemy import Connection, delete, func, insert, select, update

from labeler.domain import LabelerError, NotFoundError, RunInfo
from labeler.storage.repo_base import RepositoryBase, aware, naive_utc
from labeler.storage.tables import run_entry_t, run_t

RunRow = tuple[str, str, float, "int | None"]

# Negative cache_size is KiB: 256 MiB while bulk-loading entries.
BULK_CACHE_KIB = -256 * 1024

_PLACEHOLDERS = {"qmark": "?", "format": "%s", "pyformat": "%s"}


def _to_run(row: Any) -> RunInfo:
    return RunInfo(
        name=row.name,
        sha256=row.sha256,
        n_rows=row.n_rows,
        n_queries=row.n_queries,
        path=row.path,
        tag=row.tag,
        imported_at=aware(row.imported_at),
    )


RUN_ENTRY_INDEX = next(index for index in run_entry_t.indexes if index.name == "ix_run_entry_run_id_query_id")

_INFO_COLUMNS = [c for c in run_t.c if c.name != "data"]


@contextmanager
def _bulk_cache(conn: Connection) -> Iterator[None]:
    """SQLite: a big page cache while bulk-loading, restored afterwards (the connection is pooled).

    Without it the default 2 MiB cache spills the same index pages to the WAL again and again
    and CREATE INDEX sorts through temporary files.
    """
    if conn.dialect.name != "sqlite":
        yield
        return
    previous = conn.exec_driver_sql("PRAGMA cache_size").scalar_one()
    conn.exec_driver_sql(f"PRAGMA cache_size={BULK_CACHE_KIB}")
    try:
        yield
    finally:
        conn.exec_driver_sql(f"PRAGMA cache_size={int(previous)}")


def _copy_entries(
    cursor: Any,
    run_id: int,
    row_batches: Iterable[Sequence[RunRow]],
    on_progress: Callable[[int], None] | None,
) -> int:
    """PostgreSQL: COPY is several times faster than any INSERT for millions of rows."""
    written = 0
    try:
        with cursor.copy("COPY run_entry (run_id, query_id, chunk_id, score, rank) FROM STDIN") as copy:
            for batch in row_batches:
                for query_id, chunk_id, score, rank in batch:
                    copy.write_row((run_id, query_id, chunk_id, score, rank))
                written += len(batch)
                if batch and on_progress is not None:
                    on_progress(written)
    finally:
        cursor.close()
    return written


class RunMethods(RepositoryBase):
    """Runs and their entries."""

    def add_run(
        self,
        info: RunInfo,
        row_batches: Iterable[Sequence[RunRow]],
        data: bytes,
        *,
        replace: bool = False,
        on_progress: Callable[[int], None] | None = None,
    ) -> bool:
        """Store a run and its (query_id, chunk_id, score, rank) rows in one transaction.

        Returns False and writes nothing when a run of that name with the same sha256 exists;
        raises LabelerError when the name exists with another sha256, unless replace (then the
        run keeps its id, so pool provenance still points at it, and its entries are rewritten).
        n_rows is stored as the number of rows actually written.
        """
        with self._engine.begin() as conn:
            return self._store_run(conn, info, row_batches, data, replace=replace, on_progress=on_progress)

    def add_runs(
        self,
        runs: Sequence[tuple[RunInfo, Iterable[Sequence[RunRow]], bytes]],
        *,
        replace: bool = False,
    ) -> list[bool]:
        """Store several runs as add_run does, all in one transaction: every one or none."""
        with self._engine.begin() as conn:
            return [self._store_run(conn, info, rows, data, replace=replace) for info, rows, data in runs]

    def _store_run(
        self,
        conn: Connection,
        info: RunInfo,
        row_batches: Iterable[Sequence[RunRow]],
        data: bytes,
        *,
        replace: bool,
        on_progress: Callable[[int], None] | None = None,
    ) -> bool:
        values = {
            "name": info.name,
            "path": info.path,
            "tag": info.tag,
            "sha256": info.sha256,
            "n_rows": info.n_rows,
            "n_queries": info.n_queries,
            "imported_at": naive_utc(info.imported_at),
            "data": data,
        }
        old = conn.execute(
            select(run_t.c.id, run_t.c.sha256).where(run_t.c.name == info.name)
        ).first()
        if old is not None and old.sha256 == info.sha256:
            return False
        if old is not None and not replace:
            raise LabelerError(
                f"a different run named {info.name!r} is already imported "
                f"(sha256 {old.sha256[:12]}... vs {info.sha256[:12]}...); "
                "use --replace or another name"
            )
        if old is not None:
            run_id = old.id
            conn.execute(delete(run_entry_t).where(run_entry_t.c.run_id == run_id))
            conn.execute(update(run_t).where(run_t.c.id == run_id).values(values))
        else:
            run_id = conn.execute(insert(run_t).values(values).returning(run_t.c.id)).scalar_one()
        with _bulk_cache(conn):
            rebuild_index = (
                conn.dialect.name == "sqlite" and self._entries_elsewhere(conn, run_id) <= info.n_rows
            )
            if rebuild_index:
                # Building the index once after the load beats updating it row by row; only
                # worth it while the other runs' entries, which the rebuild also sorts, are no
                # more than the incoming ones. DDL is transactional on SQLite.
                RUN_ENTRY_INDEX.drop(conn)
            written = self._insert_entries(conn, run_id, row_batches, on_progress)
            if rebuild_index:
                RUN_ENTRY_INDEX.create(conn)
        if written != info.n_rows:
            conn.execute(update(run_t).where(run_t.c.id == run_id).values(n_rows=written))
        return True

    @staticmethod
    def _entries_elsewhere(conn: Connection, run_id: int) -> int:
        """Entries of the other runs (their recorded row counts; no scan of run_entry)."""
        return int(
            conn.execute(select(func.coalesce(func.sum(run_t.c.n_rows), 0)).where(run_t.c.id != run_id)).scalar_one()
        )

    @staticmethod
    def _insert_entries(
        conn: Connection,
        run_id: int,
        row_batches: Iterable[Sequence[RunRow]],
        on_progress: Callable[[int], None] | None,
    ) -> int:
        # Millions of rows: the DBAPI cursor's executemany on plain tuples, no per-row objects.
        # run_id is our own integer, inlined so the caller's tuples pass through untouched.
        mark = _PLACEHOLDERS[conn.dialect.paramstyle]
        sql = (
            "INSERT INTO run_entry (run_id, query_id, chunk_id, score, rank) "
            f"VALUES ({int(run_id)}, {mark}, {mark}, {mark}, {mark})"
        )
        driver = conn.connection.driver_connection
        assert driver is not None, "a connection in use always holds its DBAPI connection"
        cursor = driver.cursor()
        if conn.dialect.name == "postgresql":
            return _copy_entries(cursor, run_id, row_batches, on_progress)
        written = 0
        try:
            for batch in row_batches:
                if not batch:
                    continue
                cursor.executemany(sql, batch)
                written += len(batch)
                if on_progress is not None:
                    on_progress(written)
        finally:
            cursor.close()
        return written

    def list_runs(self) -> list[RunInfo]:
        """All runs by name."""
        with self._engine.connect() as conn:
            rows = conn.execute(select(*_INFO_COLUMNS).order_by(run_t.c.name))
            return [_to_run(row) for row in rows]

    def get_run(self, name: str) -> RunInfo | None:
        """One run's metadata, or None."""
        with self._engine.connect() as conn:
            row = conn.execute(select(*_INFO_COLUMNS).where(run_t.c.name == name)).first()
        return None if row is None else _to_run(row)

    def run_data(self, name: str) -> bytes:
        """The run's stored bytes; NotFoundError (listing known runs) if there is no such run."""
        with self._engine.connect() as conn:
            data = conn.execute(select(run_t.c.data).where(run_t.c.name == name)).scalar_one_or_none()
            if data is None:
                raise NotFoundError(self._no_run_message(conn, name))
        return bytes(data)

    def delete_run(self, name: str) -> None:
        """Remove a run, its entries and its pool provenance (pairs stay)."""
        with self._engine.begin() as conn:
            run_id = conn.execute(select(run_t.c.id).where(run_t.c.name == name)).scalar_one_or_none()
            if run_id is None:
                raise NotFoundError(self._no_run_message(conn, name))
            conn.execute(delete(run_entry_t).where(run_entry_t.c.run_id == run_id))
            conn.execute(delete(run_t).where(run_t.c.id == run_id))

    @staticmethod
    def _no_run_message(conn: Connection, name: str) -> str:
        known = list(conn.execute(select(run_t.c.name).order_by(run_t.c.name)).scalars())
        return f"no run named {name!r}; known runs: {', '.join(known) if known else '(none)'}"
