"""Repository methods for what a coordinator lets each role see (table role_grant)."""

from __future__ import annotations

from sqlalchemy import and_, delete, insert, select

from labeler.storage.repo.base import RepositoryBase
from labeler.storage.schema import role_grant_t


class RoleGrantMethods(RepositoryBase):
    """The coordinator's grants: (role, permission) -> allowed, overriding the role's default."""

    def role_grants(self) -> dict[tuple[str, str], bool]:
        """Every grant made in this project, (role, permission) -> allowed."""
        with self._engine.connect() as conn:
            rows = conn.execute(select(role_grant_t.c.role, role_grant_t.c.permission, role_grant_t.c.allowed))
            return {(role, permission): bool(allowed) for role, permission, allowed in rows}

    def set_role_grants(self, role: str, permissions: list[str], allowed: bool | None) -> None:
        """Allow (True) or deny (False) role these permissions, or forget the grants (None: the role's
        default again), in one transaction."""
        with self._engine.begin() as conn:
            self._lock_for_write(conn)
            for permission in permissions:
                conn.execute(delete(role_grant_t).where(
                    and_(role_grant_t.c.role == role, role_grant_t.c.permission == permission)))
                if allowed is not None:
                    conn.execute(insert(role_grant_t).values(role=role, permission=permission, allowed=allowed))
