"""Imports that add pairs to the pool say so, and whose label queues the pairs joined: a qrels
import grading pairs that were not pooled, suggestions for new pairs, `labeler pool`. When no pair
is new, nothing is said about queues."""

from __future__ import annotations

from pathlib import Path

import pytest

from labeler.cli import main
from labeler.services.labeling.session import LabelingSession
from labeler.storage import open_repository


def labeler(capsys, db: Path, *args: str) -> str:
    with pytest.raises(SystemExit) as exited:
        main(["--db", str(db), *args])
    out, err = capsys.readouterr()
    assert exited.value.code == 0, err
    return out


@pytest.fixture
def project(tmp_path: Path, capsys) -> Path:
    """Two queries, four chunks, a run pooled at depth 1 (so q1/c1 and q2/c3 are in the pool)."""
    db = tmp_path / "labeler.db"
    (tmp_path / "topics.tsv").write_text("q1\tsolar panels\nq2\theat pumps\n")
    (tmp_path / "corpus.jsonl").write_text("".join(f'{{"_id": "c{i}", "text": "chunk {i}"}}\n' for i in range(1, 5)))
    (tmp_path / "bm25.trec").write_text("q1 Q0 c1 1 9 bm25\nq1 Q0 c2 2 8 bm25\nq2 Q0 c3 1 9 bm25\nq2 Q0 c4 2 8 bm25\n")
    labeler(capsys, db, "import", "queries", str(tmp_path / "topics.tsv"))
    labeler(capsys, db, "import", "chunks", str(tmp_path / "corpus.jsonl"))
    labeler(capsys, db, "import", "run", str(tmp_path / "bm25.trec"))
    return db


def queue_pairs(db: Path, annotator: str) -> set[tuple[str, str]]:
    """The pairs of the annotator's unjudged label queue, walked through the labeling service."""
    repository = open_repository(str(db))
    try:
        session = LabelingSession(repository, annotator)
        seen: set[tuple[str, str]] = set()
        view = session.start()
        while view is not None and (view.query.id, view.chunk_id) not in seen:
            seen.add((view.query.id, view.chunk_id))
            view = session.next()
        return seen
    finally:
        repository.close()


def test_pool_says_the_new_pairs_joined_every_queue_and_nothing_when_none_are_new(project, capsys):
    first = labeler(capsys, project, "pool", "--depth", "1")
    assert "2 pairs new to the pool joined the label queue of every annotator who has not graded them\n" in first
    again = labeler(capsys, project, "pool", "--depth", "1")
    assert "0 new" in again and "label queue" not in again


def test_a_qrels_import_that_adds_pairs_says_how_many_joined_the_queues(project, tmp_path, capsys):
    labeler(capsys, project, "pool", "--depth", "1")
    qrels = tmp_path / "qrels.alice.txt"
    qrels.write_text("q1 0 c1 2\nq1 0 c2 1\nq2 0 c4 3\n")  # c2 and c4 were not pooled
    out = labeler(capsys, project, "import", "qrels", str(qrels))
    assert out == ("judgments: 3 added, 0 updated, 0 unchanged, stored as annotator 'alice' (from the file name; "
                   "--annotator NAME names another)\n"
                   "2 pairs new to the pool joined the label queue of every annotator who has not graded them\n")
    assert {("q1", "c2"), ("q2", "c4")} <= queue_pairs(project, "bob")  # and it is so

    again = labeler(capsys, project, "import", "qrels", str(qrels))
    assert again.splitlines() == ["judgments: 0 added, 0 updated, 3 unchanged, stored as annotator 'alice' (from the "
                                  "file name; --annotator NAME names another)"]  # no pair is new: no word about queues


def test_annotators_with_assignments_are_named_as_the_exception(project, tmp_path, capsys):
    labeler(capsys, project, "pool", "--depth", "1")
    labeler(capsys, project, "assign", "--per-pair", "1", "--annotators", "carol")
    qrels = tmp_path / "qrels.alice.txt"
    qrels.write_text("q1 0 c2 1\n")
    out = labeler(capsys, project, "import", "qrels", str(qrels))
    assert out.splitlines()[-1] == ("1 pair new to the pool joined the label queue of every annotator who has not "
                                    "graded it, except those with assignments (carol): `labeler assign` gives them "
                                    "the new pairs")


def test_suggestions_for_pairs_not_in_the_pool_say_the_same(project, tmp_path, capsys):
    llm = tmp_path / "llm.txt"
    llm.write_text("q1 0 c1 2\nq1 0 c2 0\n")
    out = labeler(capsys, project, "import", "suggestions", str(llm), "--model", "gpt")
    assert out.splitlines()[-1] == "2 pairs new to the pool joined the label queue of every annotator who has not graded them"
    llm.write_text("q1 0 c1 3\nq1 0 c2 0\n")
    out = labeler(capsys, project, "import", "suggestions", str(llm), "--model", "gpt")
    assert "label queue" not in out


def test_import_judgments_counts_the_pairs_it_added_on_both_backends(any_repository):
    from labeler.domain import Chunk, Judgment, JudgmentSource, Pair, Query

    repository = any_repository
    repository.upsert_queries([Query(id="q1", text="solar panels")])
    repository.upsert_chunks([[Chunk(id=f"c{i}", text=f"chunk {i}") for i in range(1, 4)]])
    repository.add_pairs([Pair(query_id="q1", chunk_id="c1", origin="pool", best_rank=1)])
    grades = [Judgment("q1", f"c{i}", "alice", 2, source=JudgmentSource.IMPORT) for i in range(1, 4)]
    assert repository.import_judgments(grades).pairs_added == 2
    assert repository.import_judgments(grades).pairs_added == 0
