"""The corpus: queries and the chunks (passages) that may answer them."""

from __future__ import annotations

from typing import Any

from sqlalchemy import JSON, Column, Integer, String, Text
from sqlmodel import Field

from labeler.storage.schema.base import TableModel, table_of

__all__ = ["Chunk", "Query", "chunk_t", "query_t"]


def _import_metadata() -> Any:
    """The field of a ``metadata`` JSON column (SQLModel's models own the attribute name ``metadata``)."""
    return Field(default_factory=dict, sa_column=Column("metadata", JSON, nullable=False),
                 description="Column `metadata`: the import's other fields, as a JSON object ({} when none).")


class Query(TableModel, table=True):
    """A query (a topic): what a chunk is judged against. Imported from a topics file; a pool or a
    suggestion naming an unknown query id adds it as a placeholder (empty text, metadata
    ``{"placeholder": true}``) until its text is imported."""

    __tablename__ = "query"

    id: str = Field(sa_type=String, primary_key=True, description="The query id, as in runs and qrels (qid).")
    text: str = Field(sa_type=Text, description="The query as the annotator reads it (empty for a placeholder).")
    description: str | None = Field(default=None, sa_type=Text,
                                    description="What the searcher wants (TREC topics' description), if given.")
    narrative: str | None = Field(default=None, sa_type=Text,
                                  description="What makes a chunk relevant (TREC topics' narrative), if given.")
    meta: dict[str, Any] = _import_metadata()
    ordinal: int = Field(sa_type=Integer,
                         description="Position in the first import (the label queue's query order).")


class Chunk(TableModel, table=True):
    """A passage or chunk of a document: what is judged for each query. Pairs may name a chunk before
    its text is imported."""

    __tablename__ = "chunk"

    id: str = Field(sa_type=String, primary_key=True, description="The chunk id, as in runs and qrels (docid).")
    text: str = Field(sa_type=Text, description="The chunk's text, shown to the annotator.")
    title: str | None = Field(default=None, sa_type=Text, description="The title of its document, if given.")
    doc_id: str | None = Field(default=None, sa_type=String,
                               description="The document it was cut from, if given.")
    position: int | None = Field(default=None, sa_type=Integer,
                                 description="Its position within that document, if given.")
    meta: dict[str, Any] = _import_metadata()


query_t = table_of(Query)
chunk_t = table_of(Chunk)
