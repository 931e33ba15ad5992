"""A TREC run file holding several run tags: refused by default, or imported as one run per tag
(`import run --split-by-tag`), all in one transaction."""

from __future__ import annotations

from pathlib import Path

import pytest

from labeler.dataio.runs.table import RunTable
from labeler.domain import LabelerError
from labeler.services.importing import import_run, import_runs_by_tag
from tests.projects.tiny_project import db_digest, main_exit, run_cli

MERGED = (
    "q1 Q0 c1 1 9.5 bm25\nq1 Q0 c3 2 7.0 bm25\n"
    "q1 Q0 c3 1 0.9 dense\nq1 Q0 c1 2 0.8 dense\nq2 Q0 c2 1 0.7 dense\n"
    "q2 Q0 c2 1 5.0 hybrid\n"
)


@pytest.fixture()
def merged(tmp_path: Path) -> Path:
    path = tmp_path / "merged.trec"
    path.write_text(MERGED)
    return path


def test_several_tags_are_refused_with_one_line_and_nothing_imported(tmp_path, merged, capsys):
    db = tmp_path / "project.db"
    run_cli(db, "import", "queries", str(_write(tmp_path / "topics.tsv", "q1\tone\nq2\ttwo\n")))
    before = db_digest(db)
    assert main_exit(db, "import", "run", str(merged)) == 2
    err = capsys.readouterr().err.strip()
    assert err.splitlines() == [err]
    assert err.endswith(
        f"{merged}:3: this run file holds 3 run tags (bm25, dense, hybrid); the second, dense, starts here; "
        "import one run per file, or pass --split-by-tag to import each tag as its own run"
    )
    assert db_digest(db) == before


def test_split_by_tag_imports_each_tag_as_a_run(tmp_path, merged):
    db = tmp_path / "project.db"
    result = run_cli(db, "import", "run", str(merged), "--split-by-tag")
    assert "run 'bm25': 2 rows over 1 queries imported" in result.output
    assert "run 'dense': 3 rows over 2 queries imported" in result.output
    assert "run 'hybrid': 1 rows over 1 queries imported" in result.output
    again = run_cli(db, "import", "run", str(merged), "--split-by-tag")
    assert again.output.count("nothing added") == 3
    from labeler.storage import open_repository

    repository = open_repository(str(db))
    try:
        assert [(info.name, info.tag, info.n_rows) for info in repository.list_runs()] == [
            ("bm25", "bm25", 2), ("dense", "dense", 3), ("hybrid", "hybrid", 1)]
        dense = RunTable.from_bytes(repository.run_data("dense"))
        assert [row[:3] for batch in dense.row_batches() for row in batch] == [
            ("q1", "c3", 0.9), ("q1", "c1", 0.8), ("q2", "c2", 0.7)]
    finally:
        repository.close()


def test_split_by_tag_is_all_or_nothing(any_repository, tmp_path, merged):
    """The third run's name is taken by a different run: the first two roll back with it."""
    import_run(any_repository, _write(tmp_path / "other.trec", "q9 Q0 c9 1 1.0 hybrid\n"))
    before = [(info.name, info.n_rows) for info in any_repository.list_runs()]
    with pytest.raises(LabelerError, match="a different run named 'hybrid'"):
        import_runs_by_tag(any_repository, merged)
    assert [(info.name, info.n_rows) for info in any_repository.list_runs()] == before == [("hybrid", 1)]
    kept = RunTable.from_bytes(any_repository.run_data("hybrid"))
    assert [row[:3] for batch in kept.row_batches() for row in batch] == [("q9", "c9", 1.0)]


def test_split_by_tag_refuses_a_name_and_non_trec_files(tmp_path, merged, capsys):
    db = tmp_path / "project.db"
    result = run_cli(db, "import", "run", str(merged), "--split-by-tag", "--name", "x", ok=False)
    assert result.exit_code == 2 and "drop --name" in result.output
    csv_run = _write(tmp_path / "r.csv", "qid,docid,score\nq1,c1,1\n")
    assert main_exit(db, "import", "run", str(csv_run), "--split-by-tag") == 2
    assert "only TREC run files carry run tags" in capsys.readouterr().err


def _write(path: Path, text: str) -> Path:
    path.write_text(text)
    return path
