"""Sampling designs (labeler sample): the design and one row per pool pair with its size, uniform and key.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-24 12:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '0004'
down_revision: str | None = '0003'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Apply this revision."""
    op.create_table('sample_design',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('model', sa.String(), nullable=False),
    sa.Column('measure', sa.String(), nullable=False),
    sa.Column('strategy', sa.String(), nullable=False),
    sa.Column('seed', sa.Integer(), nullable=False),
    sa.Column('mix', sa.Float(), nullable=False),
    sa.Column('depth', sa.Integer(), nullable=False),
    sa.Column('budget', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.Column('updated_at', sa.DateTime(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_sample_design'))
    )
    op.create_table('sample_design_pair',
    sa.Column('design_id', sa.Integer(), nullable=False),
    sa.Column('pair_id', sa.Integer(), nullable=False),
    sa.Column('size', sa.Float(), nullable=False),
    sa.Column('uniform', sa.Float(), nullable=False),
    sa.Column('sort_key', sa.Float(), nullable=False),
    sa.CheckConstraint('size > 0', name=op.f('ck_sample_design_pair_size_positive')),
    sa.CheckConstraint('uniform > 0 AND uniform < 1', name=op.f('ck_sample_design_pair_uniform_open_unit')),
    sa.ForeignKeyConstraint(['design_id'], ['sample_design.id'],
                            name=op.f('fk_sample_design_pair_design_id_sample_design'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['pair_id'], ['pair.id'], name=op.f('fk_sample_design_pair_pair_id_pair'),
                            ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('design_id', 'pair_id', name=op.f('pk_sample_design_pair'))
    )
    with op.batch_alter_table('sample_design_pair', schema=None) as batch_op:
        batch_op.create_index('ix_sample_design_pair_design_id_sort_key', ['design_id', 'sort_key'], unique=False)


def downgrade() -> None:
    """Revert this revision."""
    with op.batch_alter_table('sample_design_pair', schema=None) as batch_op:
        batch_op.drop_index('ix_sample_design_pair_design_id_sort_key')
    op.drop_table('sample_design_pair')
    op.drop_table('sample_design')
