"""The project itself: which project a database holds, and what its coordinator lets each role see."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, DateTime, String
from sqlmodel import Field

from labeler.domain.roles import permissions_named, roles_named
from labeler.storage.schema.base import TableModel, table_of

__all__ = ["Project", "RoleGrant", "project_t", "role_grant_t"]


class Project(TableModel, table=True):
    """The one row naming the project this database holds, written when the database is created (or
    upgraded to revision 0008). A writer compares it, in each write transaction, with the id it read
    when it opened the project: a database replaced under it (another project's file copied over it,
    another project restored into the same PostgreSQL database) is refused before anything is stored
    (storage.project_identity). A copy of the file is the same project, with the same id."""

    __tablename__ = "project"

    id: str = Field(sa_type=String, primary_key=True, description=(
        "A random id (32 hex digits) given when the project was created; on SQLite its first 8 digits "
        "are also the file header's application_id."))
    created_at: datetime = Field(sa_type=DateTime, description="When the id was given (UTC, stored without a zone).")


class RoleGrant(TableModel, table=True):
    """A coordinator's change to what a role may see (`labeler roles allow|deny ROLE PERMISSION`): a row
    overrides the role's default for that permission (domain.roles holds the defaults)."""

    __tablename__ = "role_grant"

    role: str = Field(sa_type=String, primary_key=True, description=roles_named() + ".")
    permission: str = Field(sa_type=String, primary_key=True, description=(
        f"What is allowed or denied, by its command-line name ({permissions_named()})."))
    allowed: bool = Field(sa_type=Boolean, description="Whether the role may do it (overriding the default).")


project_t = table_of(Project)
role_grant_t = table_of(RoleGrant)
