"""Counts kept by the writers (kept_count, backfilled here); indexes on judgment.supersedes_id and timed judgments.

`labeler status` read its counts by scanning every pair and judgment (2.9 s at 5 M judgments);
now the writers keep them in kept_count in the same transaction (labeler/storage/counts/kept.py).
Neither PostgreSQL nor SQLite indexes a foreign key by itself: without ix_judgment_supersedes_id,
every delete of a judgment row checks judgment.supersedes_id by scanning the table.
ix_judgment_timed (partial: timed judgments only) serves the label screen's newest-timed lookup.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-24 12:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# The model lives with the code that keeps the counts; importing it here puts it in the metadata
# that Alembic compares against, whichever entry point loaded the migrations.
from labeler.storage.counts.kept import recount

revision: str = '0003'
down_revision: str | None = '0002'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Apply this revision: create kept_count, fill it from the tables, index supersedes_id."""
    op.create_table('kept_count',
    sa.Column('name', sa.String(), nullable=False),
    sa.Column('n', sa.BigInteger(), nullable=False),
    sa.PrimaryKeyConstraint('name', name=op.f('pk_kept_count'))
    )
    op.create_index(op.f('ix_judgment_supersedes_id'), 'judgment', ['supersedes_id'], unique=False)
    op.create_index('ix_judgment_timed', 'judgment', ['annotator_id', 'id'], unique=False,
                    sqlite_where=sa.text('seconds_spent IS NOT NULL'),
                    postgresql_where=sa.text('seconds_spent IS NOT NULL'))
    recount(op.get_bind())


def downgrade() -> None:
    """Revert this revision."""
    op.drop_index('ix_judgment_timed', table_name='judgment')
    op.drop_index(op.f('ix_judgment_supersedes_id'), table_name='judgment')
    op.drop_table('kept_count')
