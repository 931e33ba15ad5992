"""Initial schema: queries, chunks, runs, the judging pool, judgments, skips, suggestions.

Revision ID: 0001
Revises: (none)
Create Date: 2026-11-22 10:20:26.768341
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0001'
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Apply this revision."""
    op.create_table('annotator',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_annotator')),
    sa.UniqueConstraint('name', name=op.f('uq_annotator_name'))
    )
    op.create_table('chunk',
    sa.Column('id', sa.String(), nullable=False),
    sa.Column('text', sa.Text(), nullable=False),
    sa.Column('title', sa.Text(), nullable=True),
    sa.Column('doc_id', sa.String(), nullable=True),
    sa.Column('position', sa.Integer(), nullable=True),
    sa.Column('metadata', sa.JSON(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_chunk'))
    )
    op.create_table('query',
    sa.Column('id', sa.String(), nullable=False),
    sa.Column('text', sa.Text(), nullable=False),
    sa.Column('description', sa.Text(), nullable=True),
    sa.Column('narrative', sa.Text(), nullable=True),
    sa.Column('metadata', sa.JSON(), nullable=False),
    sa.Column('ordinal', sa.Integer(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_query'))
    )
    op.create_table('run',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(), nullable=False),
    sa.Column('path', sa.Text(), nullable=True),
    sa.Column('tag', sa.String(), nullable=True),
    sa.Column('sha256', sa.String(length=64), nullable=False),
    sa.Column('n_rows', sa.Integer(), nullable=False),
    sa.Column('n_queries', sa.Integer(), nullable=False),
    sa.Column('imported_at', sa.DateTime(), nullable=False),
    sa.Column('data', sa.LargeBinary(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_run')),
    sa.UniqueConstraint('name', name=op.f('uq_run_name'))
    )
    op.create_table('labeling_session',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('annotator_id', sa.Integer(), nullable=False),
    sa.Column('started_at', sa.DateTime(), nullable=False),
    sa.Column('ended_at', sa.DateTime(), nullable=True),
    sa.ForeignKeyConstraint(['annotator_id'], ['annotator.id'], name=op.f('fk_labeling_session_annotator_id_annotator')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_labeling_session'))
    )
    op.create_table('pair',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('query_id', sa.String(), nullable=False),
    sa.Column('chunk_id', sa.String(), nullable=False),
    sa.Column('origin', sa.String(), nullable=False),
    sa.Column('best_rank', sa.Integer(), nullable=True),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['query_id'], ['query.id'], name=op.f('fk_pair_query_id_query'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_pair')),
    sa.UniqueConstraint('query_id', 'chunk_id', name=op.f('uq_pair_query_id_chunk_id'))
    )
    with op.batch_alter_table('pair', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_pair_chunk_id'), ['chunk_id'], unique=False)

    op.create_table('run_entry',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('run_id', sa.Integer(), nullable=False),
    sa.Column('query_id', sa.String(), nullable=False),
    sa.Column('chunk_id', sa.String(), nullable=False),
    sa.Column('score', sa.Float(), nullable=False),
    sa.Column('rank', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['run_id'], ['run.id'], name=op.f('fk_run_entry_run_id_run'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_run_entry'))
    )
    with op.batch_alter_table('run_entry', schema=None) as batch_op:
        batch_op.create_index('ix_run_entry_run_id_query_id', ['run_id', 'query_id'], unique=False)

    op.create_table('judgment',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('pair_id', sa.Integer(), nullable=False),
    sa.Column('annotator_id', sa.Integer(), nullable=False),
    sa.Column('grade', sa.Integer(), nullable=False),
    sa.Column('note', sa.Text(), nullable=True),
    sa.Column('seconds_spent', sa.Float(), nullable=True),
    sa.Column('source', sa.String(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.Column('status', sa.String(), nullable=False),
    sa.Column('supersedes_id', sa.Integer(), nullable=True),
    sa.CheckConstraint("status IN ('current', 'superseded', 'undone')", name=op.f('ck_judgment_status_valid')),
    sa.CheckConstraint('grade BETWEEN 0 AND 3', name=op.f('ck_judgment_grade_range')),
    sa.ForeignKeyConstraint(['annotator_id'], ['annotator.id'], name=op.f('fk_judgment_annotator_id_annotator')),
    sa.ForeignKeyConstraint(['pair_id'], ['pair.id'], name=op.f('fk_judgment_pair_id_pair'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['supersedes_id'], ['judgment.id'], name=op.f('fk_judgment_supersedes_id_judgment')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_judgment'))
    )
    with op.batch_alter_table('judgment', schema=None) as batch_op:
        batch_op.create_index('ix_judgment_annotator_id_status', ['annotator_id', 'status'], unique=False)
        batch_op.create_index('uq_judgment_current', ['pair_id', 'annotator_id'], unique=True, sqlite_where=sa.text("status = 'current'"), postgresql_where=sa.text("status = 'current'"))

    op.create_table('pair_run',
    sa.Column('pair_id', sa.Integer(), nullable=False),
    sa.Column('run_id', sa.Integer(), nullable=False),
    sa.Column('rank', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['pair_id'], ['pair.id'], name=op.f('fk_pair_run_pair_id_pair'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['run_id'], ['run.id'], name=op.f('fk_pair_run_run_id_run'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('pair_id', 'run_id', name=op.f('pk_pair_run'))
    )
    with op.batch_alter_table('pair_run', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_pair_run_run_id'), ['run_id'], unique=False)

    op.create_table('skip',
    sa.Column('pair_id', sa.Integer(), nullable=False),
    sa.Column('annotator_id', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['annotator_id'], ['annotator.id'], name=op.f('fk_skip_annotator_id_annotator')),
    sa.ForeignKeyConstraint(['pair_id'], ['pair.id'], name=op.f('fk_skip_pair_id_pair'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('pair_id', 'annotator_id', name=op.f('pk_skip'))
    )
    op.create_table('suggestion',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('pair_id', sa.Integer(), nullable=False),
    sa.Column('model', sa.String(), nullable=False),
    sa.Column('prompt_hash', sa.String(), nullable=False),
    sa.Column('input_hash', sa.String(), nullable=True),
    sa.Column('status', sa.String(), nullable=False),
    sa.Column('grade', sa.Integer(), nullable=True),
    sa.Column('reason', sa.Text(), nullable=True),
    sa.Column('raw_text', sa.Text(), nullable=True),
    sa.Column('confidence', sa.Float(), nullable=True),
    sa.Column('expected_grade', sa.Float(), nullable=True),
    sa.Column('grade_probs', sa.JSON(), nullable=True),
    sa.Column('tokens_in', sa.Integer(), nullable=True),
    sa.Column('tokens_out', sa.Integer(), nullable=True),
    sa.Column('latency_ms', sa.Float(), nullable=True),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.CheckConstraint("status IN ('ok', 'unparsed', 'refused', 'error')", name=op.f('ck_suggestion_status_valid')),
    sa.CheckConstraint('grade IS NULL OR grade BETWEEN 0 AND 3', name=op.f('ck_suggestion_grade_range')),
    sa.ForeignKeyConstraint(['pair_id'], ['pair.id'], name=op.f('fk_suggestion_pair_id_pair'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_suggestion'))
    )
    with op.batch_alter_table('suggestion', schema=None) as batch_op:
        batch_op.create_index('ix_suggestion_lookup', ['pair_id', 'model', 'prompt_hash', 'input_hash'], unique=False)


def downgrade() -> None:
    """Revert this revision."""
    with op.batch_alter_table('suggestion', schema=None) as batch_op:
        batch_op.drop_index('ix_suggestion_lookup')

    op.drop_table('suggestion')
    op.drop_table('skip')
    with op.batch_alter_table('pair_run', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_pair_run_run_id'))

    op.drop_table('pair_run')
    with op.batch_alter_table('judgment', schema=None) as batch_op:
        batch_op.drop_index('uq_judgment_current', sqlite_where=sa.text("status = 'current'"), postgresql_where=sa.text("status = 'current'"))
        batch_op.drop_index('ix_judgment_annotator_id_status')

    op.drop_table('judgment')
    with op.batch_alter_table('run_entry', schema=None) as batch_op:
        batch_op.drop_index('ix_run_entry_run_id_query_id')

    op.drop_table('run_entry')
    with op.batch_alter_table('pair', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_pair_chunk_id'))

    op.drop_table('pair')
    op.drop_table('labeling_session')
    op.drop_table('run')
    op.drop_table('query')
    op.drop_table('chunk')
    op.drop_table('annotator')