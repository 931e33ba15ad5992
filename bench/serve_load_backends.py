"""The databases bench_serve_load.py serves: a SQLite file, or a fresh PostgreSQL database per run.

Each is built through the real repository (30-pair queries, pairs ranked 1..30), and after the run
read back outside labeler to check every key: each annotator has one judgment row per key pressed,
in the order pressed, and the k-th on the k-th pair of the queue (the pair on screen when the key
was pressed), all current.
"""

from __future__ import annotations

import os
import sqlite3
import sys
import uuid
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAIRS_PER_QUERY = 30  # never equal to the total, so "pair j/30" cannot be read as the judged counter

_GRADES = ("SELECT judgment.grade, pair.query_id, pair.chunk_id, judgment.status FROM judgment "
           "JOIN annotator ON annotator.id = judgment.annotator_id JOIN pair ON pair.id = judgment.pair_id "
           "WHERE annotator.name = {mark} ORDER BY judgment.id")


def queue_pair(index: int) -> tuple[str, str]:
    """The index-th pair (0-based) of every annotator's queue: queries in import order, pairs by rank."""
    return f"q{index // PAIRS_PER_QUERY}", f"c{index // PAIRS_PER_QUERY}-{index % PAIRS_PER_QUERY}"


def fill(url: str, pairs: int) -> int:
    """Queries, chunks and at least `pairs` pooled pairs in the database at url; how many pairs."""
    sys.path.insert(0, str(ROOT))
    from labeler.domain import Chunk, Pair, Query
    from labeler.services.project import open_repository

    queries = -(-pairs // PAIRS_PER_QUERY)
    repository = open_repository(url)
    repository.upsert_queries([Query(id=f"q{i}", text=f"solar panels in winter, case {i}") for i in range(queries)])
    repository.upsert_chunks([[Chunk(id=f"c{i}-{j}", text=f"Chunk {j} on panels and storage. " * 12, doc_id=f"d{i}")
                               for i in range(queries) for j in range(PAIRS_PER_QUERY)]])
    repository.add_pairs(Pair(f"q{i}", f"c{i}-{j}", "pool", best_rank=j + 1)
                         for i in range(queries) for j in range(PAIRS_PER_QUERY))
    repository.close()
    return queries * PAIRS_PER_QUERY


@dataclass
class Database:
    """One run's database: its URL (or path) for `labeler --db`, built, checked, and removed."""

    db: str
    admin_url: str | None = None  # PostgreSQL: the server's URL the database was created through
    name: str = ""
    pids: dict[int, float] = field(default_factory=dict)  # PostgreSQL backends seen: pid -> CPU seconds

    @classmethod
    def sqlite(cls, path: Path, pairs: int) -> tuple[Database, int]:
        """A fresh SQLite file at path."""
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
        total = fill(str(path), pairs)
        with closing(sqlite3.connect(path)) as connection:
            connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return cls(str(path)), total

    @classmethod
    def postgres(cls, admin_url: str, pairs: int) -> tuple[Database, int]:
        """A fresh database on the PostgreSQL server of admin_url (dropped by `remove`)."""
        from sqlalchemy import create_engine
        from sqlalchemy.engine import make_url
        from sqlalchemy.pool import NullPool

        name = f"bench_serve_{uuid.uuid4().hex[:12]}"
        admin = create_engine(admin_url, poolclass=NullPool, isolation_level="AUTOCOMMIT")
        with admin.connect() as conn:
            conn.exec_driver_sql(f'CREATE DATABASE "{name}"')
        admin.dispose()
        url = make_url(admin_url).set(database=name).render_as_string(hide_password=False)
        return cls(url, admin_url, name), fill(url, pairs)

    def grades(self, annotator: str) -> list[tuple[int, str, str, str]]:
        """(grade, query id, chunk id, status) of the annotator's judgment rows, oldest first."""
        if self.admin_url is None:
            with closing(sqlite3.connect(f"file:{self.db}?mode=ro", uri=True)) as connection:
                return connection.execute(_GRADES.format(mark="?"), (annotator,)).fetchall()
        from sqlalchemy import create_engine, text
        from sqlalchemy.pool import NullPool

        engine = create_engine(self.db, poolclass=NullPool)
        try:
            with engine.connect() as conn:
                return [tuple(row) for row in conn.execute(text(_GRADES.format(mark=":name")), {"name": annotator})]
        finally:
            engine.dispose()

    def stored_exactly_once(self, pressed: dict[str, list[int]]) -> tuple[str, int]:
        """('ok: N grades' or what is wrong, keys lost) when every annotator has one current judgment per
        key pressed, in the order pressed, the k-th on the k-th pair of the queue."""
        problems, total, lost = [], 0, 0
        for annotator, keys in pressed.items():
            rows = self.grades(annotator)
            total += len(rows)
            lost += max(0, len(keys) - len(rows))
            if [grade for grade, *_ in rows] != keys:
                problems.append(f"{annotator}: {len(rows)} rows for {len(keys)} keys")
            elif [(q, c) for _, q, c, _ in rows] != [queue_pair(k) for k in range(len(rows))]:
                problems.append(f"{annotator}: a grade on another pair than the one on screen")
            elif any(status != "current" for *_, status in rows):
                problems.append(f"{annotator}: a pair graded twice")
        return ("; ".join(problems) if problems else f"ok: {total:,} grades"), lost

    def sample_cpu(self) -> None:
        """Note the CPU seconds so far of every PostgreSQL backend serving this database (from /proc)."""
        if self.admin_url is None:
            return
        from sqlalchemy import create_engine, text
        from sqlalchemy.pool import NullPool

        engine = create_engine(self.admin_url, poolclass=NullPool)
        try:
            with engine.connect() as conn:
                pids = conn.execute(text("SELECT pid FROM pg_stat_activity WHERE datname = :name"),
                                    {"name": self.name}).scalars().all()
        finally:
            engine.dispose()
        ticks = os.sysconf("SC_CLK_TCK")
        for pid in pids:
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            self.pids[pid] = (int(fields[11]) + int(fields[12])) / ticks

    @property
    def cpu(self) -> float:
        """CPU seconds of the backends that served this database (0 on SQLite: its work is the apps')."""
        return sum(self.pids.values())

    def remove(self) -> None:
        """Drop a PostgreSQL database (a SQLite file stays in bench/data for a look)."""
        if self.admin_url is None:
            return
        from sqlalchemy import create_engine
        from sqlalchemy.pool import NullPool

        admin = create_engine(self.admin_url, poolclass=NullPool, isolation_level="AUTOCOMMIT")
        with admin.connect() as conn:
            conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')
        admin.dispose()
