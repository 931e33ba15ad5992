"""A file imported as the wrong kind is refused from its first rows, with one line naming the file,
what it looks like and --force; real files of each kind pass (issue 15, item 5)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from labeler.dataio.records.file_kind import WrongKindError, check_kind
from labeler.services.importing import import_chunks, import_qrels, import_queries, import_run
from tests.projects.tiny_project import CORPUS_JSONL, QRELS, QUERIES_TSV, RUN_A, db_digest, main_exit, run_cli

DEMO = Path(__file__).resolve().parents[4] / "labeler" / "demo" / "data"

BEIR_QUERIES = "".join(
    json.dumps({"_id": f"q{i}", "text": text, "metadata": {}}) + "\n"
    for i, text in enumerate(["what is a heat pump", "how to winterize a hose", "why do glasses sweat"])
)
PASSAGE = "A heat pump moves heat from the outside air into the house, even when the air is well below freezing. " * 2
BEIR_CORPUS_LONG = "".join(
    json.dumps({"_id": f"d{i}", "title": f"Title {i}", "text": PASSAGE}) + "\n" for i in range(3)
)

WRONG = [
    # (command, file name, content, what the message says it looks like)
    ("chunks", "queries.jsonl", BEIR_QUERIES, "BEIR queries"),
    ("queries", "corpus.jsonl", BEIR_CORPUS_LONG, "a BEIR corpus"),
    ("run", "qrels.txt", QRELS, "TREC qrels"),
    ("qrels", "run.trec", RUN_A, "a TREC run"),
    ("chunks", "run.tsv", RUN_A.replace(" ", "\t"), "a TREC run"),
    ("queries", "qrels.tsv", QRELS.replace(" ", "\t"), "TREC qrels"),
]


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


WRONG_IDS = [f"{command}-{name}" for command, name, _, _ in WRONG]


@pytest.mark.parametrize(("command", "name", "text", "looks"), WRONG, ids=WRONG_IDS)
def test_a_file_of_another_kind_is_refused_in_one_line_and_no_database_is_made(tmp_path, capsys, command, name, text, looks):
    db = tmp_path / "new.db"
    path = _write(tmp_path / name, text)
    assert main_exit(db, "import", command, str(path)) == 2
    err = [line for line in capsys.readouterr().err.splitlines() if line]
    assert len(err) == 1 and err[0].startswith(f"error: {path}: looks like {looks}")
    noun = "a run" if command == "run" else command
    assert f"), not {noun}: use `labeler import " in err[0] and err[0].endswith(f"--force to import it as {noun} anyway")
    assert not db.exists()


@pytest.mark.parametrize(("command", "name", "text", "looks"), WRONG[:4], ids=WRONG_IDS[:4])
def test_a_refused_file_leaves_an_existing_database_unchanged(tmp_path, command, name, text, looks):
    db = tmp_path / "p.db"
    run_cli(db, "import", "queries", str(_write(tmp_path / "t.tsv", QUERIES_TSV)))
    before = db_digest(db)
    assert main_exit(db, "import", command, str(_write(tmp_path / name, text))) == 2
    assert db_digest(db) == before


def test_force_imports_beir_queries_as_chunks(tmp_path):
    db = tmp_path / "p.db"
    result = run_cli(db, "import", "chunks", "--force", str(_write(tmp_path / "queries.jsonl", BEIR_QUERIES)))
    assert "chunks: 3 added" in result.output


def test_force_imports_a_corpus_as_queries(tmp_path):
    db = tmp_path / "p.db"
    result = run_cli(db, "import", "queries", "--force", str(_write(tmp_path / "corpus.jsonl", BEIR_CORPUS_LONG)))
    assert "queries: 3 added" in result.output


def test_force_hands_a_qrels_file_to_the_run_reader(tmp_path, capsys):
    # --force skips the check; the run reader then says what it says about 4 fields
    path = _write(tmp_path / "qrels.txt", QRELS)
    assert main_exit(tmp_path / "p.db", "import", "run", "--force", str(path)) == 2
    assert f"{path}:1: expected 6 fields" in capsys.readouterr().err


def test_the_services_refuse_too_unless_forced(tmp_path, repository):
    queries = _write(tmp_path / "queries.jsonl", BEIR_QUERIES)
    with pytest.raises(WrongKindError):
        import_chunks(repository, queries)
    assert repository.existing_chunk_ids(["q0", "q1", "q2"]) == set()
    assert import_chunks(repository, queries, force=True).added == 3
    with pytest.raises(WrongKindError):
        import_queries(repository, _write(tmp_path / "corpus.jsonl", BEIR_CORPUS_LONG))
    with pytest.raises(WrongKindError):
        import_qrels(repository, _write(tmp_path / "run.trec", RUN_A))
    with pytest.raises(WrongKindError):
        import_run(repository, _write(tmp_path / "qrels.txt", QRELS))


@pytest.mark.parametrize(
    ("kind", "name", "text"),
    [
        ("chunks", "corpus.jsonl", CORPUS_JSONL),  # BEIR corpus with short texts and a title
        ("chunks", "corpus.jsonl", "".join(json.dumps({"_id": f"d{i}", "title": "", "text": "x"}) + "\n" for i in range(5))),
        ("chunks", "collection.tsv", "0\tThe presence of communication amid scientific minds was equally important.\n"
                                     "1\tThe Manhattan Project and its atomic bomb helped bring an end to World War II.\n"),
        ("chunks", "chunks.jsonl", "".join(json.dumps({"id": f"c{i}", "text": "short"}) + "\n" for i in range(5))),
        ("chunks", "untitled.jsonl", "".join(json.dumps({"_id": f"c{i}", "text": f"text of c{i}"}) + "\n" for i in range(5))),
        ("chunks", "two.jsonl", BEIR_QUERIES.split("\n", 1)[1]),  # two records are too few to judge
        ("queries", "queries.jsonl", BEIR_QUERIES),
        ("queries", "topics.tsv", QUERIES_TSV),
        ("queries", "topics.tsv", "1\t2 plus 2\n2\t3 times 3\n"),  # four words, but no integer grade shape
        ("qrels", "qrels.txt", QRELS),
        ("qrels", "qrels.txt", "q1 Q0 d1 1\nq1 Q0 d2 0\n"),  # iteration written Q0
        ("qrels", "qrels.tsv", "query-id\tcorpus-id\tscore\nq1\td1\t1\n"),  # BEIR qrels with header
        ("run", "run.trec", RUN_A),
        ("run", "run.trec", "q1 Q0 d1 1 -3.5e-2 tag\n"),
    ],
)
def test_real_files_of_each_kind_pass(tmp_path, kind, name, text):
    check_kind(_write(tmp_path / name, text), kind)


@pytest.mark.parametrize(
    ("kind", "name"),
    [
        ("queries", "queries.jsonl"),
        ("chunks", "corpus.jsonl"),
        ("qrels", "qrels-seed.txt"),
        ("qrels", "qrels-full.txt"),
        ("run", "run-bm25.trec"),
        ("run", "run-dense.trec"),
    ],
)
def test_the_demo_files_pass(kind, name):
    check_kind(DEMO / name, kind)


def test_the_trec_dl_2021_files_pass(dl21):
    check_kind(dl21 / "passages.tsv", "chunks")
    check_kind(dl21 / "topics.tsv", "queries")
    for qrels in sorted(dl21.glob("qrels.*.txt")):
        check_kind(qrels, "qrels")
    runs = sorted((dl21 / "runs").iterdir())
    assert runs
    for run in runs:
        check_kind(run, "run")


def test_only_the_first_bytes_are_read(tmp_path):
    # a run whose later lines are qrels-shaped is still a run: the check looks at the first rows only
    path = _write(tmp_path / "run.trec", RUN_A * 2000 + QRELS)
    check_kind(path, "run")
    with pytest.raises(WrongKindError):
        check_kind(path, "qrels")


def test_csv_and_parquet_are_left_to_their_readers(tmp_path):
    check_kind(_write(tmp_path / "q.csv", "_id,text\nq1,a\nq2,b\nq3,c\n"), "chunks")


def test_split_by_tag_and_gzip_are_checked_too(tmp_path, capsys):
    import gzip

    qrels = _write(tmp_path / "qrels.txt", QRELS)
    assert main_exit(tmp_path / "p.db", "import", "run", "--split-by-tag", str(qrels)) == 2
    assert "looks like TREC qrels" in capsys.readouterr().err
    packed = tmp_path / "queries.jsonl.gz"
    packed.write_bytes(gzip.compress(BEIR_QUERIES.encode()))
    with pytest.raises(WrongKindError, match="looks like BEIR queries"):
        check_kind(packed, "chunks")
