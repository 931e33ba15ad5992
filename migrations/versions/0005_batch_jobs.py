"""Batch judging: the provider's batch jobs and one row per request (custom_id -> pair, input hash, stored).

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-24 15:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '0005'
down_revision: str | None = '0004'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Apply this revision."""
    op.create_table('batch_job',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('provider_id', sa.String(), nullable=False),
    sa.Column('model', sa.String(), nullable=False),
    sa.Column('prompt_hash', sa.String(), nullable=False),
    sa.Column('base_url', sa.Text(), nullable=True),
    sa.Column('input_file_id', sa.String(), nullable=False),
    sa.Column('status', sa.String(), nullable=False),
    sa.Column('pairs', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.Column('collected_at', sa.DateTime(), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_batch_job')),
    sa.UniqueConstraint('provider_id', name=op.f('uq_batch_job_provider_id'))
    )
    op.create_table('batch_request',
    sa.Column('job_id', sa.Integer(), nullable=False),
    sa.Column('custom_id', sa.String(), nullable=False),
    sa.Column('pair_id', sa.Integer(), nullable=False),
    sa.Column('input_hash', sa.String(), nullable=True),
    sa.Column('stored', sa.Boolean(), server_default=sa.false(), nullable=False),
    sa.ForeignKeyConstraint(['job_id'], ['batch_job.id'], name=op.f('fk_batch_request_job_id_batch_job'),
                            ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['pair_id'], ['pair.id'], name=op.f('fk_batch_request_pair_id_pair'),
                            ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('job_id', 'custom_id', name=op.f('pk_batch_request'))
    )
    with op.batch_alter_table('batch_request', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_batch_request_pair_id'), ['pair_id'], unique=False)


def downgrade() -> None:
    """Revert this revision."""
    with op.batch_alter_table('batch_request', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_batch_request_pair_id'))
    op.drop_table('batch_request')
    op.drop_table('batch_job')
