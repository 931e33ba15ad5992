"""Repository methods for retriever runs: metadata and the run itself as opaque bytes.

A run is stored once, as its compressed Arrow blob in run.data; every reader (evaluation,
pooling, drill-downs) reads that. The per-line run_entry table is not written (a row per line
would cost more than the rest of an import, and nothing reads them); rows it holds from older
databases go when their run is replaced or deleted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Connection, delete, insert, select, update

from labeler.domain import LabelerError, NotFoundError, RunInfo
from labeler.storage.repo.base import RepositoryBase, aware, naive_utc
from labeler.storage.schema import run_entry_t, run_t


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


_INFO_COLUMNS = [c for c in run_t.c if c.name != "data"]


class RunMethods(RepositoryBase):
    """Runs: their metadata and stored bytes."""

    def add_run(self, info: RunInfo, data: bytes, *, replace: bool = False) -> bool:
        """Store a run (its metadata and its bytes, the Arrow blob) in one transaction.

        Returns False and writes nothing when a run of that name with the same sha256 exists;
        raises LabelerError when the name exists with another sha256, unless replace (then the
        run keeps its id, so pool provenance still points at it).
        """
        with self._engine.begin() as conn:
            return self._store_run(conn, info, data, replace=replace)

    def add_runs(self, runs: Sequence[tuple[RunInfo, bytes]], *, replace: bool = False) -> list[bool]:
        """Store several runs as add_run does, all in one transaction: every one or none."""
        with self._engine.begin() as conn:
            return [self._store_run(conn, info, data, replace=replace) for info, data in runs]

    @staticmethod
    def _store_run(conn: Connection, info: RunInfo, data: bytes, *, replace: bool) -> bool:
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
        if old is None:
            conn.execute(insert(run_t).values(values))
            return True
        # run_entry rows an older database holds describe the old content: they go with it
        conn.execute(delete(run_entry_t).where(run_entry_t.c.run_id == old.id))
        conn.execute(update(run_t).where(run_t.c.id == old.id).values(values))
        return True

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

    @staticmethod
    def _no_run_message(conn: Connection, name: str) -> str:
        known = list(conn.execute(select(run_t.c.name).order_by(run_t.c.name)).scalars())
        return f"no run named {name!r}; known runs: {', '.join(known) if known else '(none)'}"
