"""CLI printouts at 80 columns on ids as long as TREC DL 2021's (msmarco_passage_45_623131157)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from labeler.services.project import open_repository
from tests.projects import long_ids


@pytest.fixture
def long_db(tmp_path) -> str:
    return str(long_ids.build(tmp_path / "long-ids.db"))


def run(db: str, *args: str, columns: int = 80) -> str:
    from labeler.cli import cli

    result = CliRunner(env={"COLUMNS": str(columns)}).invoke(cli, ["--db", db, *args], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize("columns", [80, 60])
def test_disagreements_print_every_chunk_id_whole_for_labeler_adjudicate(long_db, columns):
    out = run(long_db, "disagreements", columns=columns)
    lines = out.splitlines()[:-1]  # the table, without its footer line
    assert max(len(line) for line in lines) <= columns
    repository = open_repository(long_db)
    try:
        from labeler.services.team.assignment import disagreements

        queue = disagreements(repository)
    finally:
        repository.close()
    assert queue and all(len(d.chunk_id) == 28 for d in queue)
    for d in queue:  # the pair's row names both ids whole, as the footer asks them typed
        assert any(d.query_id in line.split() and d.chunk_id in line.split() for line in lines), d.chunk_id
    assert "adjudicated" not in out.split("pairs;")[0]  # no empty column when nothing is adjudicated
    assert "settle one with `labeler adjudicate QUERY CHUNK GRADE`" in out


def test_disagreements_all_shows_the_adjudicated_column_once_a_pair_is_settled(long_db):
    first = run(long_db, "disagreements").splitlines()[3].split()
    query, chunk = first[0], first[2]
    run(long_db, "--annotator", "carol", "adjudicate", query, chunk, "2")
    out = run(long_db, "disagreements", "--all")
    row = next(line for line in out.splitlines() if chunk in line.split())
    header = out.split("━")[0]
    assert "adjudicated" in header and "2 by" in row
