"""Judge claims (a pair being judged by one run, so a concurrent run of the same model and prompt skips
it) and forgotten batch jobs (`judge --forget-job`: the job's rows stay, its unanswered pairs are freed).

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-02 10:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '0007'
down_revision: str | None = '0006'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Apply this revision."""
    op.create_table('judge_claim',
    sa.Column('pair_id', sa.Integer(), nullable=False),
    sa.Column('model', sa.String(), nullable=False),
    sa.Column('prompt_hash', sa.String(), nullable=False),
    sa.Column('holder', sa.String(), nullable=False),
    sa.Column('expires_at', sa.Float(), nullable=False),
    sa.ForeignKeyConstraint(['pair_id'], ['pair.id'], name=op.f('fk_judge_claim_pair_id_pair'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('pair_id', 'model', 'prompt_hash', name=op.f('pk_judge_claim'))
    )
    with op.batch_alter_table('judge_claim', schema=None) as batch_op:
        batch_op.create_index('ix_judge_claim_holder', ['holder'], unique=False)
    with op.batch_alter_table('batch_job', schema=None) as batch_op:
        batch_op.add_column(sa.Column('forgotten_at', sa.DateTime(), nullable=True))


def downgrade() -> None:
    """Revert this revision."""
    with op.batch_alter_table('batch_job', schema=None) as batch_op:
        batch_op.drop_column('forgotten_at')
    with op.batch_alter_table('judge_claim', schema=None) as batch_op:
        batch_op.drop_index('ix_judge_claim_holder')
    op.drop_table('judge_claim')
