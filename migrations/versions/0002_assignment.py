"""Assignments: which annotator is asked to judge which pair (labeler assign).

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22 10:45:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '0002'
down_revision: str | None = '0001'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Apply this revision."""
    op.create_table('assignment',
    sa.Column('pair_id', sa.Integer(), nullable=False),
    sa.Column('annotator_id', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['annotator_id'], ['annotator.id'], name=op.f('fk_assignment_annotator_id_annotator')),
    sa.ForeignKeyConstraint(['pair_id'], ['pair.id'], name=op.f('fk_assignment_pair_id_pair'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('pair_id', 'annotator_id', name=op.f('pk_assignment'))
    )
    with op.batch_alter_table('assignment', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_assignment_annotator_id'), ['annotator_id'], unique=False)


def downgrade() -> None:
    """Revert this revision."""
    with op.batch_alter_table('assignment', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_assignment_annotator_id'))
    op.drop_table('assignment')
