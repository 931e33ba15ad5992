"""The project's identity (a random id given once, checked by every writer in each write transaction; on
SQLite also the file header's application_id) and the coordinator's role grants (what each role may see).

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-10 10:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from labeler.storage.project_identity import give_project_id


revision: str = '0008'
down_revision: str | None = '0007'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Apply this revision."""
    op.create_table('project',
    sa.Column('id', sa.String(), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_project'))
    )
    op.create_table('role_grant',
    sa.Column('role', sa.String(), nullable=False),
    sa.Column('permission', sa.String(), nullable=False),
    sa.Column('allowed', sa.Boolean(), nullable=False),
    sa.PrimaryKeyConstraint('role', 'permission', name=op.f('pk_role_grant'))
    )
    # every project gets its id here: a new database as it is created, an existing one as it is upgraded
    give_project_id(op.get_bind())


def downgrade() -> None:
    """Revert this revision."""
    op.drop_table('role_grant')
    op.drop_table('project')
    if op.get_bind().dialect.name == "sqlite":
        op.execute("PRAGMA application_id = 0")
