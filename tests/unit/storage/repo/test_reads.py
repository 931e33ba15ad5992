"""The label session's reads on PostgreSQL take an autocommit connection (RepositoryBase._read): the
connection goes back to the pool transactional, so the next write on it is still all or nothing."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from labeler.domain import Chunk, Query
from labeler.services.project import open_repository
from labeler.storage.schema import query_t


def test_a_write_after_an_autocommit_read_is_still_one_transaction(pg_db) -> None:
    repository = open_repository(pg_db)
    try:
        repository.upsert_queries([Query(id="q0", text="query")])
        repository.upsert_chunks([[Chunk(id="c0", text="chunk")]])
        assert repository.get_chunk("c0").text == "chunk"  # the pool's one connection, read in autocommit
        with repository.engine.connect() as conn:
            assert conn.get_isolation_level() != "AUTOCOMMIT"
            assert conn.connection.driver_connection.autocommit is False
        with pytest.raises(RuntimeError), repository.engine.begin() as conn:
            conn.execute(query_t.insert().values(id="q1", text="half written", ordinal=2, metadata={}))
            raise RuntimeError("the write fails before it commits")
        with repository.engine.connect() as conn:
            assert conn.execute(select(func.count()).select_from(query_t)).scalar_one() == 1
    finally:
        repository.close()
