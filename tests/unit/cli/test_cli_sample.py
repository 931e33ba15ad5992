"""`labeler sample` end to end: imports, sample, grading through the labeling service, extension, files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np
import pytest

from labeler.dataio.estimation.design_files import read_design_file, write_design
from labeler.domain import InputError
from labeler.services.estimation.pool_source import pool_from_repository
from labeler.services.labeling.session import LabelingSession
from labeler.services.estimation.design import design_for_pool, design_from_file
from labeler.storage import open_repository
from labeler.storage.revisions import run_alembic
from tests.projects.sampling_project import MODEL, import_project, run_cli, write_project


def _main_exit(db: Path, *args: str) -> int:
    from labeler.cli import main

    with pytest.raises(SystemExit) as excinfo:
        main(["--db", str(db), *args])
    code = excinfo.value.code
    assert isinstance(code, int)
    return code


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A SQLite project with queries, chunks, two runs and the model's grades of 60 pairs."""
    path = tmp_path / "labeler.db"
    import_project(path, write_project(tmp_path))
    return path


def _lines(path: Path) -> list[tuple[str, str]]:
    return [(q, c) for q, c in (line.split("\t") for line in path.read_text().splitlines())]


def test_sample_grade_extend_and_write_the_files(db, tmp_path, capsys):
    out = tmp_path / "exports" / "sample.tsv"
    result = run_cli(db, "sample", "--budget", "6", "--model", MODEL, "--annotator", "ann", "--out", str(out), ok=False)
    assert result.exit_code != 0 and "--parents" in str(result.exception)  # no silent folder creation
    result = run_cli(db, "sample", "--budget", "6", "--model", MODEL, "--annotator", "ann", "--out", str(out), "--parents")
    assert "sampling design #1 (new)" in result.output
    assert "chosen 6 pairs: 0 already graded, 6 newly queued for ann" in result.output
    first = _lines(out)
    assert len(first) == 6
    design = read_design_file(f"{out}.design.tsv")
    assert len(design.query_ids) == 60

    repo = open_repository(str(db))
    try:
        session = LabelingSession(repo, "ann")
        view = session.start()
        for expected in first[:2]:
            assert (view.query.id, view.chunk_id) == expected
            view = session.grade(2)
        assert [(q, c) for q, c, _ in repo.assignments("ann")] != []
    finally:
        repo.close()

    result = run_cli(db, "sample", "--budget", "10", "--model", MODEL, "--annotator", "ann", "--out", str(out))
    assert "sampling design #1 (extended)" in result.output
    assert "chosen 10 pairs: 2 already graded, 4 newly queued for ann, 4 already in a queue" in result.output
    second = _lines(out)
    assert second[:6] == first
    assert read_design_file(f"{out}.design.tsv") == design  # same sizes and uniforms, exactly

    result = run_cli(db, "sample", "--budget", "10", "--model", MODEL, "--annotator", "ann")
    assert "0 newly queued" in result.output
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("SELECT count(*), count(DISTINCT pair_id) FROM assignment").fetchone() == (10, 10)
        assert conn.execute("SELECT count(*) FROM sample_design_pair").fetchone() == (60,)
    finally:
        conn.close()

    status = run_cli(db, "status").output
    assert "sampling design" in status and "strategy importance" in status
    assert "graded in order so far" in status


def test_a_changed_option_is_one_line_exit_2_and_new_starts_another_design(db, capsys):
    run_cli(db, "sample", "--budget", "4", "--model", MODEL)
    assert _main_exit(db, "sample", "--budget", "4", "--model", MODEL, "--strategy", "uniform") == 2
    err = capsys.readouterr().err
    assert "--new" in err and len(err.strip().splitlines()) == 1
    result = run_cli(db, "sample", "--budget", "4", "--model", MODEL, "--strategy", "uniform", "--new")
    assert "sampling design #2 (new)" in result.output and "strategy uniform" in result.output
    assert _main_exit(db, "sample", "--budget", "4", "--model", "nobody", "--new") == 2
    assert "no suggestions by model 'nobody'" in capsys.readouterr().err


def test_the_design_file_aligns_to_a_pool_as_the_database_does(db, tmp_path):
    out = tmp_path / "s.tsv"
    run_cli(db, "sample", "--budget", "5", "--model", MODEL, "--out", str(out))
    repo = open_repository(str(db), read_only=True)
    try:
        pool = pool_from_repository(repo, MODEL, 10)
        from_db = design_for_pool(repo, pool)
    finally:
        repo.close()
    assert from_db is not None
    from_file = design_from_file(f"{out}.design.tsv", pool)
    assert np.array_equal(from_file.sizes, from_db.sizes) and np.array_equal(from_file.uniforms, from_db.uniforms)
    rows = read_design_file(f"{out}.design.tsv")
    partial = tmp_path / "partial.design.tsv"
    write_design(partial, rows.query_ids[1:], rows.chunk_ids[1:], rows.sizes[1:], rows.uniforms[1:])
    with pytest.raises(InputError, match="1 of the pairs the LLM graded are not in this design and have no human grade"):
        design_from_file(str(partial), pool)


@pytest.mark.parametrize(("line", "message"), [
    ("q1\tc1\t1.0", "expected 4 tab-separated fields"),
    ("q1\tc1\t0\t0.5", "size must be positive"),
    ("q1\tc1\tx\t0.5", "size 'x' is not a number"),
    ("q1\tc1\t1\t1.0", "uniform must be strictly between 0 and 1"),
    ("q1\tc1\tinf\t0.5", "not a finite number"),
])
def test_bad_design_lines_are_named_by_file_and_line(tmp_path, line, message):
    path = tmp_path / "d.design.tsv"
    path.write_text(f"q0\tc0\t1.5\t0.25\n{line}\n")
    with pytest.raises(InputError, match=message) as excinfo:
        read_design_file(path)
    assert str(excinfo.value).startswith(f"{path}:2: ")


def test_a_pair_given_twice_and_ids_that_cannot_be_written_are_refused(tmp_path):
    path = tmp_path / "d.design.tsv"
    path.write_text("q0\tc0\t1.5\t0.25\nq0\tc0\t1.5\t0.5\n")
    with pytest.raises(InputError, match="already given on line 1"):
        read_design_file(path)
    with pytest.raises(InputError, match="tabs or line breaks"):
        write_design(tmp_path / "x.tsv", ["q\t1"], ["c"], [1.0], [0.5])


def test_upgrade_from_0002_keeps_the_data_and_adds_the_design_tables(tmp_path):
    db = str(tmp_path / "old.db")
    run_alembic(db, "upgrade", "0002")
    conn = sqlite3.connect(db)
    try:
        conn.execute("INSERT INTO query (id, text, metadata, ordinal) VALUES ('q1', 'one', '{}', 1)")
        conn.execute("INSERT INTO pair (id, query_id, chunk_id, origin, created_at) "
                     "VALUES (1, 'q1', 'c1', 'pool', '2026-11-20 10:00:00')")
        conn.execute("INSERT INTO annotator (id, name) VALUES (1, 'ann')")
        conn.execute("INSERT INTO assignment (pair_id, annotator_id, created_at) VALUES (1, 1, '2026-11-20 10:00:00')")
        conn.commit()
    finally:
        conn.close()
    repo = open_repository(db)  # migrates to head
    try:
        assert repo.assignments() == [("q1", "c1", "ann")]
        assert repo.newest_design() is None
    finally:
        repo.close()
    conn = sqlite3.connect(db)
    try:
        tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert {"sample_design", "sample_design_pair"} <= tables
    finally:
        conn.close()
    run_alembic(db, "downgrade", "0002")
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("SELECT count(*) FROM assignment").fetchone() == (1,)
    finally:
        conn.close()
