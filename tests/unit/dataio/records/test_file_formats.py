"""One record per file format (labeler.domain.file_formats): every other list of names and extensions
derives from it, so the readers, the writers, the sniffing and the run names agree."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from labeler.dataio.records import formats
from labeler.dataio.records.containers import CONTAINERS
from labeler.dataio.records.files import table_format
from labeler.dataio.runs import reader
from labeler.dataio.runs.reader import read_run
from labeler.domain import file_formats
from labeler.domain.choices import FILE_FORMATS
from labeler.domain.errors import LabelerError
from labeler.domain.file_formats import FORMATS, read_extensions, strip_format_extensions, without_format_extensions
from tests.cli_main import run_main

EXAMPLE = Path(__file__).parent / "format_example" / "jsonlines.py"
RUN_RECORDS = '{"qid": "q1", "docid": "a", "score": 3.0}\n{"qid": "q1", "docid": "c", "score": 1.0}\n'


def test_the_choices_are_the_formats_offered_in_their_order() -> None:
    assert FILE_FORMATS.values == ("trec", "tsv", "beir", "csv", "jsonl", "parquet")
    assert FILE_FORMATS.values == tuple(entry.name for entry in FORMATS if entry.offered)


def test_every_format_names_a_container_with_a_reader_and_an_extension_reads_as_one() -> None:
    names = [entry.name for entry in FORMATS]
    assert len(names) == len(set(names))
    for entry in FORMATS:
        container = CONTAINERS[entry.container]
        assert entry.reads == tuple(extension.lower() for extension in entry.reads)
        assert set(entry.writes) <= set(entry.reads), entry  # what labeler writes, it reads back
        assert not entry.writes or container.write is not None, entry
    every = [extension for entry in FORMATS for extension in entry.reads]
    assert len(every) == len(set(every)), "an extension read as two formats"
    # the run readers at speed: one for every container whose records are not text lines
    assert set(reader._TABLE_READERS) == {name for name, container in CONTAINERS.items() if container.read}


@pytest.mark.parametrize("extension", sorted(read_extensions()))
def test_each_extension_is_sniffed_as_its_container(tmp_path: Path, extension: str) -> None:
    path = tmp_path / f"x{extension.upper()}.gz"
    path.write_bytes(b"")
    assert formats.sniff_format(path) == read_extensions()[extension]


def test_the_writers_take_the_extensions_the_formats_write(tmp_path: Path) -> None:
    assert [table_format(f"x{extension}") for extension in (".csv", ".jsonl", ".ndjson", ".parquet", ".pq")] == [
        "csv", "jsonl", "jsonl", "parquet", "parquet"]
    with pytest.raises(LabelerError, match=r"extension '\.txt'; use \.csv, \.jsonl or \.parquet$"):
        table_format("x.txt")


@pytest.mark.parametrize(("one", "other"), [("x.v2.pq", "x.v2.parquet"), ("x.v2.jsonl", "x.v2.ndjson"),
                                            ("x.v2.jsonl.gz", "x.v2.json"), ("x.v2.txt", "x.v2.tsv")])
def test_spellings_of_one_format_name_the_same_run(one: str, other: str) -> None:
    assert without_format_extensions(one) == without_format_extensions(other) == "x.v2"


@pytest.mark.parametrize(("name", "stem"), [
    ("x.csv", "x"), ("x.trec.gz", "x"), ("run", "run"), ("x.v2", "x"), (".csv", ".csv"), ("X.CSV", "X"),
    ("dl21.bm25.run", "dl21.bm25"), ("x.qrels", "x"),
])
def test_a_run_name_drops_the_format_extensions_or_else_the_last(name: str, stem: str) -> None:
    assert without_format_extensions(name) == stem
    assert strip_format_extensions("qrels.bob.txt.gz") == "qrels.bob" and strip_format_extensions("x.v2") == "x.v2"


def test_parquet_and_jsonl_spellings_import_as_the_same_run(tmp_path: Path, monkeypatch) -> None:
    """`x.v2.pq` was imported as run x.v2 and `x.v2.parquet` as run x; .jsonl and .ndjson alike."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    monkeypatch.chdir(tmp_path)
    table = pa.table({"qid": ["q1", "q1"], "docid": ["a", "c"], "score": [3.0, 1.0]})
    for name in ("x.v2.pq", "x.v2.parquet"):
        pq.write_table(table, name)
    for name in ("y.v2.jsonl", "y.v2.ndjson"):
        Path(name).write_text(RUN_RECORDS, encoding="utf-8")
    assert {read_run(name).name for name in ("x.v2.pq", "x.v2.parquet")} == {"x.v2"}
    assert {read_run(name).name for name in ("y.v2.jsonl", "y.v2.ndjson")} == {"y.v2"}
    Path("queries.tsv").write_text("q1\theat pumps\n", encoding="utf-8")
    assert run_main(["import", "queries", "queries.tsv"])[0] == 0
    for name in ("x.v2.pq", "x.v2.parquet", "y.v2.jsonl", "y.v2.ndjson"):
        code, out, err = run_main(["import", "run", name])
        assert code == 0, err
    code, out, err = run_main(["eval", "--qrels", _qrels(tmp_path), "-m", "P@2", "--format", "csv", "x.v2", "y.v2"])
    assert code == 0, err
    assert out.splitlines()[1:3] == ["x.v2,all,P@2,1", "y.v2,all,P@2,1"]


def _qrels(folder: Path) -> str:
    path = folder / "qrels.txt"
    path.write_text("q1 0 a 2\nq1 0 c 1\n", encoding="utf-8")
    return str(path)


ADDED = """
import sys
import runpy
from labeler.domain import file_formats
file_formats.FORMATS += (runpy.run_path(sys.argv[1])["FORMAT"],)  # as if the entry were in FORMATS
from pathlib import Path
from labeler.dataio.records.containers import records_of, write_records
from labeler.dataio.records.formats import sniff_format
from labeler.domain.choices import FILE_FORMATS
assert FILE_FORMATS.values[-1] == "jsonlines", FILE_FORMATS.values
folder = Path(sys.argv[2])
written = write_records(folder / "out.jsonlines", [{"id": "q1"}], ["id"])
assert sniff_format(written) == "jsonl" and [r for _, r in records_of(written, "jsonl")] == [{"id": "q1"}]
(folder / "run.data").write_text(sys.argv[4])
assert sniff_format(folder / "run.data", "jsonlines") == "jsonl"
from labeler.cli import main
main(["eval", "--qrels", sys.argv[3], "-m", "P@2", "--format", "csv", str(folder / "bm25.v2.jsonlines")])
"""


def test_a_format_is_added_by_its_entry_alone(tmp_path: Path) -> None:
    """The worked example of docs/ARCHITECTURE.md: format_example/jsonlines.py's entry, and nothing else,
    makes `.jsonlines` files read, written, offered to --format and named as runs."""
    (tmp_path / "bm25.v2.jsonlines").write_text(RUN_RECORDS, encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", ADDED, str(EXAMPLE), str(tmp_path), _qrels(tmp_path), RUN_RECORDS],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["run,query,measure,value", "bm25.v2,all,P@2,1"]


def test_the_example_is_not_a_format_of_labeler_itself() -> None:
    assert "jsonlines" not in {entry.name for entry in file_formats.FORMATS}
