"""`labeler import suggestions`: a file of LLM grades stored as a model's suggestions, on both
backends; idempotent, all-or-nothing, pairs created; and the model's grades read back as arrays."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from labeler.cli import cli
from labeler.domain import InputError, Pair, Query, Suggestion, SuggestionStatus
from labeler.services.judging.imported import IMPORTED_ORIGIN, import_suggestions



def _jsonl(path: Path, records: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")
    return path


@pytest.fixture
def repo(any_repository):
    any_repository.upsert_queries([Query("q1", "one"), Query("q2", "two")])
    any_repository.add_pairs([Pair("q1", "c1", "pool")])
    return any_repository


def test_suggestions_are_stored_as_the_judge_stores_them(repo, tmp_path):
    path = _jsonl(
        tmp_path / "llm.jsonl",
        [
            {"qid": "q1", "docid": "c1", "grade": 2, "probs": [0.1, 0.2, 0.6, 0.1], "reason": "partly"},
            {"qid": "q2", "docid": "c7", "grade": 0},
        ],
    )
    result = import_suggestions(repo, path, model="gpt")
    assert (result.added, result.updated, result.unchanged, result.pairs_created, result.with_probabilities) == (2, 0, 0, 1, 1)
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    assert result.prompt_hash == f"imported:{digest}"
    first, second = repo.suggestions(model="gpt")
    assert (first.status, first.grade, first.reason, first.prompt_hash) == (SuggestionStatus.OK, 2, "partly", result.prompt_hash)
    assert first.grade_probs == (0.1, 0.2, 0.6, 0.1)
    assert first.confidence == pytest.approx(0.6) and first.expected_grade == pytest.approx(1.7)
    assert (second.grade, second.grade_probs, second.confidence, second.expected_grade) == (0, None, None, None)
    origins = {(p.query_id, p.chunk_id): p.origin for p in repo.list_pairs()}
    assert origins == {("q1", "c1"): "pool", ("q2", "c7"): IMPORTED_ORIGIN}


def test_the_same_file_twice_changes_nothing_and_an_update_adds_only_changes(repo, tmp_path):
    path = tmp_path / "llm.txt"
    path.write_text("q1 0 c1 2\nq1 0 c2 1\nq2 0 c3 0\n")
    import_suggestions(repo, path, model="gpt")
    again = import_suggestions(repo, path, model="gpt")
    assert (again.added, again.updated, again.unchanged, again.pairs_created, again.changed) == (0, 0, 3, 0, False)
    assert len(repo.suggestions()) == 3
    path.write_text("q1 0 c1 2\nq1 0 c2 3\nq2 0 c4 1\n")  # c2 regraded, c3 dropped, c4 new
    updated = import_suggestions(repo, path, model="gpt")
    assert (updated.added, updated.updated, updated.unchanged) == (1, 1, 1)
    grades = repo.model_grades("gpt")
    # newest ok suggestion per pair; c3, absent from the new file, keeps its grade
    assert list(zip(grades.query_ids, grades.chunk_ids, grades.grades.tolist())) == [
        ("q1", "c1", 2), ("q1", "c2", 3), ("q2", "c3", 0), ("q2", "c4", 1)
    ]
    other = import_suggestions(repo, path, model="llama")  # another model's grades are its own
    assert other.added == 3


def test_a_bad_line_at_the_end_leaves_the_database_unchanged(repo, tmp_path):
    lines = [f"q{1 + i % 2} 0 c{i} {i % 4}" for i in range(5000)] + ["q9 0 c1 7"]
    path = tmp_path / "llm.txt"
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(InputError, match=r"llm.txt:5001: grade 7 is outside 0-3"):
        import_suggestions(repo, path, model="gpt")
    assert repo.suggestions() == [] and len(repo.list_pairs()) == 1 and repo.query_ids() == {"q1", "q2"}


def test_a_failure_inside_the_transaction_writes_nothing(repo):
    """Placeholders, pairs and suggestions go in one transaction: the database's own CHECK refusing
    the last row (a grade no reader lets through) rolls every earlier write back."""
    good = [Suggestion(f"q{i}", f"c{i}", "gpt", "imported:x", SuggestionStatus.OK, grade=i % 4) for i in range(3, 700)]
    bad = Suggestion("q1", "c1", "gpt", "imported:x", SuggestionStatus.OK, grade=9)
    with pytest.raises(Exception, match="grade_range"):  # the driver's own error (bulk insert)
        repo.import_suggestions([*good, bad], placeholder_queries=[s.query_id for s in good])
    assert repo.suggestions() == [] and len(repo.list_pairs()) == 1 and repo.query_ids() == {"q1", "q2"}


def test_unknown_queries_become_placeholders_unless_strict(repo, tmp_path):
    path = tmp_path / "llm.txt"
    path.write_text("q1 0 c1 2\nq5 0 c2 1\n")
    with pytest.raises(InputError, match=r"llm.txt:2: unknown query 'q5'"):
        import_suggestions(repo, path, model="gpt", strict=True)
    import_suggestions(repo, path, model="gpt")
    placeholder = repo.get_query("q5")
    assert placeholder.text == "" and placeholder.metadata == {"placeholder": True}


def test_model_grades_take_the_newest_ok_suggestion_per_pair(repo):
    def add(chunk: str, status: SuggestionStatus, grade: int | None, probs=None, model: str = "gpt") -> None:
        repo.add_suggestion(Suggestion("q1", chunk, model, "p", status, grade=grade, grade_probs=probs))

    add("c1", SuggestionStatus.OK, 1)
    add("c1", SuggestionStatus.OK, 3, (0.0, 0.0, 0.25, 0.75))
    add("c1", SuggestionStatus.ERROR, None)  # newer, but not ok: the grade 3 stands
    add("c2", SuggestionStatus.UNPARSED, None)
    add("c0", SuggestionStatus.OK, 0, model="other")
    grades = repo.model_grades("gpt")
    assert (grades.query_ids, grades.chunk_ids, grades.grades.tolist()) == (["q1"], ["c1"], [3])
    assert grades.probs.tolist() == [[0.0, 0.0, 0.25, 0.75]]
    assert repo.model_grades("nobody").n_pairs == 0
    summary = {m.model: (m.suggestions, m.ok, m.pairs) for m in repo.suggestion_models()}
    assert summary == {"gpt": (4, 2, 1), "other": (1, 1, 1)}


def test_probabilities_survive_the_round_trip_exactly(repo, tmp_path):
    probs = [0.1 / 3, 0.2 / 3, 0.3 / 3, 1 - 0.6 / 3]
    path = _jsonl(tmp_path / "llm.jsonl", [{"qid": "q1", "docid": "c1", "grade": 3, "probs": probs}])
    import_suggestions(repo, path, model="gpt")
    assert repo.model_grades("gpt").probs.tolist() == [probs]
    assert import_suggestions(repo, path, model="gpt").unchanged == 1


def test_cli_imports_and_names_the_bad_line(tmp_path, capsys):
    from labeler.cli import main

    db = tmp_path / "labeler.db"
    good = tmp_path / "llm.csv"
    good.write_text("qid,docid,grade,p0,p1,p2,p3\nq1,c1,1,0.2,0.8,0,0\n")
    result = CliRunner().invoke(cli, ["--db", str(db), "import", "suggestions", str(good), "--model", "gpt"])
    assert result.exit_code == 0, result.output
    assert "1 added, 0 updated, 0 unchanged (1 with probabilities)\n1 pair new to the pool joined the label queue of every annotator who has not graded it\n" in result.output
    result = CliRunner().invoke(cli, ["--db", str(db), "import", "suggestions", str(good), "--model", "gpt"])
    assert "nothing changed" in result.output
    bad = tmp_path / "bad.csv"
    bad.write_text("qid,docid,grade,p0,p1,p2,p3\nq1,c1,1,0.2,0.8,0,0\nq1,c2,1,0.2,0.2,0,0\n")
    with pytest.raises(SystemExit) as excinfo:
        main(["--db", str(db), "import", "suggestions", str(bad), "--model", "gpt"])
    assert excinfo.value.code == 2
    assert capsys.readouterr().err.strip().endswith("bad.csv:3: probabilities sum to 0.4, not 1 (within 0.001)")


def test_trec_dl_2021_umbrela_labels_import_into_a_database_with_topics_and_passages(repository, tmp_path, dl21):
    from labeler.services.importing import import_chunks, import_queries

    import_queries(repository, dl21 / "topics.tsv")
    # some passages hold tabs, which the chunk TSV reader refuses: hand them over as JSONL
    passages = [line.split("\t", 1) for line in (dl21 / "passages.tsv").read_text(encoding="utf-8").splitlines()]
    import_chunks(repository, _jsonl(tmp_path / "passages.jsonl", [{"id": pid, "text": text} for pid, text in passages]))
    result = import_suggestions(repository, dl21 / "qrels.umbrela-gpt4.txt", model="gpt-4-umbrela", strict=True)
    assert (result.pairs, result.added, result.pairs_created) == (10828, 10828, 10828)
    grades = repository.model_grades("gpt-4-umbrela")
    file_rows = [line.split() for line in (dl21 / "qrels.umbrela-gpt4.txt").read_text().splitlines()]
    assert sorted((q, d, int(g)) for q, _, d, g in file_rows) == list(zip(grades.query_ids, grades.chunk_ids, grades.grades.tolist()))
    assert repository.counts().pairs_missing_chunk_text == 0
    assert np.isnan(grades.probs).all()
    assert import_suggestions(repository, dl21 / "qrels.umbrela-gpt4.txt", model="gpt-4-umbrela").unchanged == 10828
