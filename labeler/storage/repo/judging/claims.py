"""Repository methods for judge claims: leases on the pairs a run is judging (storage/schema/claims.py).

A claim is taken set-wise: INSERT ... SELECT the pairs ... ON CONFLICT (pair, model, prompt) DO UPDATE
only WHERE the old lease has expired (or is the claimant's own), then the rows now held by the
claimant are read back in the same transaction. Expiry is measured by the database's clock (seconds
since the epoch), so processes on several machines sharing one PostgreSQL agree on it. Every write
of the table takes one lock first (SQLite: the write lock; PostgreSQL: a transaction advisory lock),
so a claim, a renewal and a release never wait on each other's rows in opposite orders.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from sqlalchemy import ColumnElement, Connection, Float, and_, bindparam, delete, literal, literal_column, or_, select, update

from labeler.storage.bulk import driver_rows
from labeler.storage.repo.base import RepositoryBase, batched, dialect_insert
from labeler.storage.schema import judge_claim_t, pair_t

# pg_advisory_xact_lock's key for writes of judge_claim (any fixed 64-bit number; "labclaim" in ASCII).
_CLAIM_LOCK_KEY = 0x6C6162636C61696D


def database_epoch(conn: Connection) -> ColumnElement[float]:
    """Now by the database's clock, in seconds since the epoch (fractional)."""
    if conn.dialect.name == "postgresql":
        return literal_column("extract(epoch from clock_timestamp())", Float)
    return literal_column("((julianday('now') - 2440587.5) * 86400.0)", Float)


def _lock_claims(conn: Connection) -> None:
    """Make this transaction the only writer of judge_claim until it ends."""
    if conn.dialect.name == "postgresql":
        conn.execute(select(literal_column(f"pg_advisory_xact_lock({_CLAIM_LOCK_KEY})"))).all()
    elif not conn.connection.driver_connection.in_transaction:  # type: ignore[union-attr]
        conn.exec_driver_sql("BEGIN IMMEDIATE")


def release_in(conn: Connection, holder: str, pair_ids: Collection[int] | None = None) -> None:
    """Drop holder's claims (of these pairs only, when given) in the caller's transaction: the one that
    stores their suggestions, so a pair is never free before its answer is visible."""
    _lock_claims(conn)
    mine = judge_claim_t.c.holder == holder
    if pair_ids is None:
        conn.execute(delete(judge_claim_t).where(mine))
        return
    for ids in batched(sorted(set(pair_ids))):
        conn.execute(delete(judge_claim_t).where(and_(mine, judge_claim_t.c.pair_id.in_(ids))))


class ClaimMethods(RepositoryBase):
    """Leases on pairs being judged, taken, renewed and released set-wise."""

    def claim_pairs(
        self, keys: Sequence[tuple[str, str]], *, model: str, prompt_hash: str, holder: str, lease_seconds: float
    ) -> tuple[dict[tuple[str, str], int], int]:
        """Claim the (query_id, chunk_id) pairs for holder, for this suggestion set and prompt, for
        lease_seconds: every pair not claimed, claimed under an expired lease, or already holder's.
        Returns (the pairs holder now holds -> their pair id, how many another holder's live lease kept).
        Pairs no longer in the pool are neither."""
        wanted = set(keys)
        if not wanted:
            return {}, 0
        held: dict[tuple[str, str], int] = {}
        with self._engine.begin() as conn:
            _lock_claims(conn)
            pair_ids = self._pair_ids_of(conn, wanted)
            now = database_epoch(conn)
            for ids in batched(sorted(pair_ids.values())):
                rows = select(pair_t.c.id, literal(model), literal(prompt_hash), literal(holder),
                              now + bindparam("lease", lease_seconds, type_=Float)).where(pair_t.c.id.in_(ids))
                statement = dialect_insert(conn, judge_claim_t).from_select(
                    ["pair_id", "model", "prompt_hash", "holder", "expires_at"], rows)
                statement = statement.on_conflict_do_update(
                    index_elements=["pair_id", "model", "prompt_hash"],
                    set_={"holder": statement.excluded.holder, "expires_at": statement.excluded.expires_at},
                    where=or_(judge_claim_t.c.expires_at < now, judge_claim_t.c.holder == statement.excluded.holder),
                )
                conn.execute(statement)
                mine = select(judge_claim_t.c.pair_id).where(and_(
                    judge_claim_t.c.pair_id.in_(ids), judge_claim_t.c.model == model,
                    judge_claim_t.c.prompt_hash == prompt_hash, judge_claim_t.c.holder == holder))
                ours = set(conn.execute(mine).scalars())
                held.update((key, pair_id) for key, pair_id in pair_ids.items() if pair_id in ours)
        return held, len(pair_ids) - len(held)

    def renew_claims(self, holder: str, lease_seconds: float) -> int:
        """Extend every claim of holder to lease_seconds from now; how many it holds."""
        with self._engine.begin() as conn:
            _lock_claims(conn)
            result = conn.execute(update(judge_claim_t).where(judge_claim_t.c.holder == holder).values(
                expires_at=database_epoch(conn) + bindparam("lease", lease_seconds, type_=Float)))
            return int(result.rowcount)

    def release_claims(self, holder: str, pair_ids: Collection[int] | None = None) -> None:
        """Drop holder's claims (of these pairs only, when given)."""
        with self._engine.begin() as conn:
            release_in(conn, holder, pair_ids)

    @staticmethod
    def _pair_ids_of(conn: Connection, keys: Collection[tuple[str, str]]) -> dict[tuple[str, str], int]:
        """(query_id, chunk_id) -> pair id of those keys in the pool."""
        found: dict[tuple[str, str], int] = {}
        chunk_ids = {chunk_id for _, chunk_id in keys}
        for queries in batched(sorted({query_id for query_id, _ in keys})):
            for chunks in batched(sorted(chunk_ids)):
                statement = select(pair_t.c.query_id, pair_t.c.chunk_id, pair_t.c.id).where(
                    and_(pair_t.c.query_id.in_(queries), pair_t.c.chunk_id.in_(chunks)))
                for rows in driver_rows(conn, statement):
                    found.update(((q, c), pair_id) for q, c, pair_id in rows if (q, c) in keys)
        return found
