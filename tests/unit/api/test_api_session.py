"""`labeler.open(db).session()`: typed rows of the table models for a notebook, on both backends, and
no way to write through it (the session refuses, and so does its connection)."""

from __future__ import annotations

from datetime import datetime

import pytest
from sqlalchemy import delete, func, insert, text, update
from sqlalchemy.exc import DBAPIError
from sqlmodel import col, select

import labeler
from labeler.domain import Chunk, DatabaseError, Query
from labeler.storage import Repository, open_repository
from labeler.storage.schema import Annotator, Judgment, Pair, Query as QueryRow

READ_ONLY = "the database is read-only"


@pytest.fixture
def project_db(any_db: str) -> str:
    """A database on each backend holding two queries, three chunks and a history of grades."""
    fill_project(open_repository(any_db))
    return any_db


def fill_project(repo: Repository) -> None:
    """Two queries, three chunks and a history of grades, written through repo (closed after)."""
    try:
        repo.upsert_queries([Query("q1", "what is a heron", description="birds"), Query("q2", "tides")])
        repo.upsert_chunks([[Chunk("c1", "Herons wade."), Chunk("c2", "Egrets are herons."), Chunk("c3", "The Moon.")]])
        repo.record_judgment("q1", "c1", "alice", 1)
        repo.record_judgment("q1", "c1", "alice", 3, note="read it again")  # supersedes the 1
        repo.record_judgment("q1", "c2", "bob", 2, seconds_spent=4.5)
        repo.record_judgment("q2", "c3", "alice", 0)
    finally:
        repo.close()


def test_a_notebook_selects_typed_rows_of_the_models(project_db):
    with labeler.open(project_db) as project, project.session() as session:
        current = session.exec(
            select(Judgment).where(Judgment.status == "current").order_by(col(Judgment.id))
        ).all()
        assert [type(row) for row in current] == [Judgment] * 3
        assert [(row.grade, row.note) for row in current] == [(3, "read it again"), (2, None), (0, None)]
        assert isinstance(current[0].created_at, datetime) and current[1].seconds_spent == 4.5
        history = session.exec(select(Judgment).where(Judgment.status == "superseded")).one()
        assert (history.grade, current[0].supersedes_id) == (1, history.id)
        # joins read as the schema documents them: who graded which query's chunk
        graded = session.exec(
            select(Annotator.name, Pair.query_id, Pair.chunk_id, Judgment.grade)
            .join(Pair, col(Pair.id) == Judgment.pair_id).join(Annotator, col(Annotator.id) == Judgment.annotator_id)
            .where(Judgment.status == "current").order_by(Annotator.name, Pair.chunk_id)
        ).all()
        assert [tuple(row) for row in graded] == [("alice", "q1", "c1", 3), ("alice", "q2", "c3", 0), ("bob", "q1", "c2", 2)]
        query = session.get(QueryRow, "q1")
        assert query is not None and (query.text, query.description, query.meta) == ("what is a heron", "birds", {})


def test_the_session_refuses_every_write_and_the_data_stays(project_db):
    with labeler.open(project_db) as project:
        with project.session() as session:
            first = session.exec(select(Judgment).order_by(col(Judgment.id))).first()
            assert first is not None
            first.grade = 0  # a changed object is never written
            with pytest.raises(DatabaseError, match=READ_ONLY):
                session.flush()
            session.rollback()
            session.add(Judgment(pair_id=first.pair_id, annotator_id=first.annotator_id, grade=2, source="human",
                                 created_at=datetime(2026, 1, 1), status="current"))
            with pytest.raises(DatabaseError, match=READ_ONLY):
                session.commit()
            session.rollback()
            session.delete(session.exec(select(Judgment)).first())
            with pytest.raises(DatabaseError, match=READ_ONLY):
                session.exec(select(Judgment)).all()  # autoflush before a query
            session.rollback()
            for statement in (update(Judgment).values(grade=0), delete(Judgment),
                              insert(Judgment).values(pair_id=1, annotator_id=1, grade=1, source="human",
                                                      created_at=datetime(2026, 1, 1), status="current")):
                with pytest.raises(DatabaseError, match=READ_ONLY):
                    session.exec(statement)
            # below the session, the connection itself refuses (storage.no_writes)
            with pytest.raises(DatabaseError, match=READ_ONLY):
                session.connection().execute(text("DELETE FROM judgment"))
        with project.session() as session:
            assert session.exec(select(func.count()).select_from(Judgment)).one() == 4
        assert project.status().per_annotator == {"alice": 2, "bob": 1}


def test_writes_made_through_labeler_show_in_the_next_session(project_db):
    with labeler.open(project_db) as project:
        with project.session() as session:
            assert session.exec(select(func.count()).select_from(QueryRow)).one() == 2
        project._repository.upsert_queries([Query("q3", "a third")])
        with project.session() as session:
            assert session.exec(select(QueryRow.id).order_by(QueryRow.id)).all() == ["q1", "q2", "q3"]


def test_a_repository_opened_read_only_hands_sessions_on_its_own_connections(project_db):
    repo = open_repository(project_db, read_only=True)
    try:
        with repo.session() as session:
            assert session.get_bind() is repo.engine
            assert len(session.exec(select(Judgment)).all()) == 4
    finally:
        repo.close()


NOTEBOOK = '''
from sqlmodel import col, select

import labeler
from labeler.storage.schema import Judgment, Pair

with labeler.open("labels.db") as project, project.session() as session:
    rows = session.exec(select(Judgment).where(Judgment.grade >= 2, Judgment.status == "current")).all()
    pairs = session.exec(select(Pair.query_id, Pair.chunk_id).join(Judgment, col(Judgment.pair_id) == Pair.id)).all()
    reveal_type(rows)
    reveal_type(pairs)
    wrong: str = rows[0].grade
'''


def test_a_type_checker_sees_the_rows_types(tmp_path):
    from mypy import api

    notebook = tmp_path / "notebook.py"
    notebook.write_text(NOTEBOOK)
    out, _, _ = api.run([str(notebook), "--follow-imports=silent", "--cache-dir", str(tmp_path / "cache"),
                         "--config-file", "", "--python-version", "3.11"])
    assert 'Revealed type is "typing.Sequence[labeler.storage.schema.judgments.Judgment]"' in out
    assert 'Revealed type is "typing.Sequence[tuple[str, str]]"' in out
    assert 'Incompatible types in assignment (expression has type "int", variable has type "str")' in out
    assert out.count("error:") == 1, out
