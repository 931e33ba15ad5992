"""What every table model shares: labeler's own MetaData (with the constraint naming convention),
the base class that declares on it, and the helpers for constraints both backends spell alike."""

from __future__ import annotations

from sqlalchemy import Index, MetaData, Table, text
from sqlalchemy.orm import registry
from sqlmodel import SQLModel
from sqlmodel.main import SQLModelConfig

__all__ = ["NAMING_CONVENTION", "TableModel", "in_values", "metadata", "partial_index", "table_of"]

# Named constraints make Alembic batch migrations on SQLite and drift checks deterministic.
NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

# labeler's own metadata, apart from SQLModel's global one: migrations/env.py compares against it.
metadata = MetaData(naming_convention=NAMING_CONVENTION)


class TableModel(SQLModel, registry=registry(metadata=metadata)):
    """Base class of every labeler table model (declares on labeler's metadata)."""

    model_config = SQLModelConfig(defer_build=True)


def table_of(model: type[TableModel]) -> Table:
    """The Core Table a table model declares: what the repository's set-wise queries run on
    (SQLModel sets __table__ without declaring it for type checkers)."""
    table = model.__dict__["__table__"]
    assert isinstance(table, Table), f"{model.__name__} is not a table model"
    return table


def in_values(column: str, values: tuple[str, ...]) -> str:
    """SQL text: column IN ('a', 'b', ...), for a CHECK constraint."""
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


def partial_index(name: str, *columns: str, where: str, unique: bool = False) -> Index:
    """An index over the rows matching where, the same on both backends (SQLite and PostgreSQL both
    have partial indexes)."""
    return Index(name, *columns, unique=unique, sqlite_where=text(where), postgresql_where=text(where))
