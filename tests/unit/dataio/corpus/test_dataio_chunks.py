"""Corpus files: every accepted format, streaming in batches with byte progress, errors, round trips."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from labeler.dataio.corpus.chunks import read_chunks, write_chunks
from labeler.domain import Chunk, InputError, LabelerError


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def read_all(path: Path, **kwargs) -> list[Chunk]:
    return [chunk for batch in read_chunks(path, **kwargs).batches() for chunk in batch]


def test_beir_corpus_jsonl(tmp_path):
    lines = [
        {"_id": "d1", "title": "Lobster", "text": "col1\tcol2 [bold]x[/]", "metadata": {"url": "u"}},
        {"_id": "d2", "title": "", "text": "עברית ✓"},
    ]
    path = write(tmp_path / "corpus.jsonl", "".join(json.dumps(line) + "\n" for line in lines))
    assert read_all(path) == [
        Chunk("d1", "col1\tcol2 [bold]x[/]", "Lobster", metadata={"url": "u"}),
        Chunk("d2", "עברית ✓"),  # an empty title is no title
    ]


def test_msmarco_tsv_two_and_three_columns(tmp_path):
    two = write(tmp_path / "collection.tsv", '0\tThe "presence" of communication\n1\tsecond, passage\n')
    assert read_all(two) == [Chunk("0", 'The "presence" of communication'), Chunk("1", "second, passage")]
    three = write(tmp_path / "c3.tsv", "id\ttext\ttitle\nd1\tbody\tHead\nd2\tbody2\t\n")
    assert read_all(three) == [Chunk("d1", "body", "Head"), Chunk("d2", "body2")]


def test_two_column_tsv_keeps_tabs_inside_a_passage(tmp_path):
    # TREC DL 2021's passages.tsv: two of 10,824 passages contain tabs
    path = write(tmp_path / "p.tsv", "a\tfirst\n" "b\tcol one\tcol two\t\tend\n")
    assert [(c.id, c.text) for c in read_all(path)] == [("a", "first"), ("b", "col one\tcol two\t\tend")]


def test_csv_with_aliases_and_extra_columns_as_strings(tmp_path):
    path = write(
        tmp_path / "c.csv",
        'docid,contents,title,doc_id,position,lang,score\nc1,"multi\nline, text",T,D1,3,en,0.5\nc2,null,,,,,\n',
    )
    assert read_all(path) == [
        Chunk("c1", "multi\nline, text", "T", "D1", 3, {"lang": "en", "score": "0.5"}),
        Chunk("c2", "null"),
    ]


def test_parquet_metadata_is_plain_json(tmp_path):
    frame = pd.DataFrame(
        {
            "chunk_id": ["a", "b"],
            "passage": ["one", "two"],
            "position": [1, 2],
            "count": np.array([3, 4], dtype=np.int64),
            "ratio": [0.25, np.nan],
            "when": pd.to_datetime(["2024-01-02", "2024-03-04"]),
        }
    )
    path = tmp_path / "c.parquet"
    frame.to_parquet(path)
    chunks = read_all(path)
    assert chunks[0] == Chunk("a", "one", position=1, metadata={"count": 3, "ratio": 0.25, "when": "2024-01-02T00:00:00"})
    assert chunks[1].metadata == {"count": 4, "when": "2024-03-04T00:00:00"}  # NaN left out
    json.dumps([dict(c.metadata) for c in chunks])  # serializable as is
    assert type(chunks[0].metadata["count"]) is int


def test_gzipped_tsv(tmp_path):
    path = tmp_path / "collection.tsv.gz"
    path.write_bytes(gzip.compress(b"p1\tzipped passage\n"))
    reader = read_chunks(path)
    got: list[int] = []
    assert [c for b in reader.batches(on_bytes=got.append) for c in b] == [Chunk("p1", "zipped passage")]
    assert sum(got) == reader.total_bytes == path.stat().st_size


@pytest.mark.parametrize(("ext", "scale"), [("tsv", 100), ("jsonl", 1), ("csv", 1), ("parquet", 1)])
def test_large_file_streams_in_batches_with_byte_progress(tmp_path, ext, scale):
    rows, batch_size = 1_200 * scale, 500 * scale  # 120k rows for TSV, the MS MARCO format
    path = tmp_path / f"big.{ext}"
    if ext == "tsv":
        path.write_text("".join(f"p{i}\tpassage number {i}\n" for i in range(rows)), encoding="utf-8")
    else:
        write_chunks(path, (Chunk(f"p{i}", f"passage number {i}") for i in range(rows)))
    reader = read_chunks(path, batch_size=batch_size)
    progress: list[int] = []
    sizes = [len(batch) for batch in reader.batches(on_bytes=progress.append)]
    assert sizes == [batch_size, batch_size, rows - 2 * batch_size]
    assert sum(progress) == reader.total_bytes == path.stat().st_size
    assert len(progress) == 3
    assert reader.bytes_read == reader.total_bytes


def test_batches_can_be_read_twice(tmp_path):
    path = write(tmp_path / "c.tsv", "a\tx\nb\ty\n")
    reader = read_chunks(path, batch_size=1)
    assert list(reader.batches()) == list(reader.batches()) == [[Chunk("a", "x")], [Chunk("b", "y")]]


def test_duplicate_in_a_later_batch_names_both_lines_before_the_last_batch(tmp_path):
    path = write(tmp_path / "c.tsv", "".join(f"p{i}\tt\n" for i in range(10)) + "p3\tagain\np10\tt\n")
    seen: list[int] = []
    with pytest.raises(InputError) as caught:
        for batch in read_chunks(path, batch_size=4).batches():
            seen.extend(1 for _ in batch)
    assert str(caught.value) == f"{path}:11: duplicate chunk id 'p3' (first on line 4)"
    assert sum(seen) == 8  # the final batch (lines 9-12) was never handed out


def test_ids_with_equal_hashes_are_compared_as_text(tmp_path, monkeypatch):
    import labeler.dataio.corpus.chunks as chunks_module

    monkeypatch.setattr(chunks_module, "hash", lambda _: 42, raising=False)  # every id collides
    path = write(tmp_path / "c.tsv", "a\tx\nb\ty\nc\tz\n")
    assert [c.id for c in read_all(path, batch_size=2)] == ["a", "b", "c"]
    write(path, "a\tx\nb\ty\nb\tz\n")
    with pytest.raises(InputError, match="duplicate chunk id 'b' \\(first on line 2\\)"):
        read_all(path, batch_size=2)


def test_parquet_duplicate_names_rows(tmp_path):
    path = tmp_path / "c.parquet"
    pq.write_table(pa.table({"id": ["a", "b", "a"], "text": ["x", "y", "z"]}), path)
    with pytest.raises(InputError, match=r": row 3: duplicate chunk id 'a' \(first on row 1\)"):
        read_all(path)


@pytest.mark.parametrize(
    ("name", "content", "line", "message"),
    [
        ("c.tsv", "a\tx\nb\n", 2, "expected 2 tab-separated columns like the first line, found 1"),
        ("c.tsv", "a\tx\tT\nb\ty\n", 2, "expected 3 tab-separated columns"),
        ("c.tsv", "a\tx\ty\tz\n", 1, "expected 2 or 3 tab-separated columns"),
        ("c.tsv", "a\tx\n \ty\n", 2, "missing chunk id"),
        ("c.tsv", "a\tx\nb\t\n", 2, "empty chunk text"),
        ("c.jsonl", '{"_id": "a", "text": "x"}\n{"_id": "b", "text": "y"\n', 2, "invalid JSON"),
        ("c.jsonl", '{"_id": "a", "text": "x"}\n"just a string"\n', 2, "expected a JSON object, found a string"),
        ("c.jsonl", '{"_id": "a", "text": "x"}\n\n{"title": "t", "text": "y"}\n', 3, "missing chunk id"),
        ("c.jsonl", '{"_id": "a", "text": "x"}\n{"_id": "b", "title": "t"}\n', 2, "missing chunk text"),
        ("c.jsonl", '{"_id": "a", "text": "x", "position": "first"}\n', 1, "position must be an integer"),
        ("c.jsonl", '{"_id": "a", "text": "x"}\n{"_id": "a", "text": "y"}\n', 2, "duplicate chunk id 'a' (first on line 1)"),
        ("c.csv", "id,text\na,x\nb,y,z\n", 3, "expected 2 columns"),
        ("c.csv", 'id,text\na,"x\ny"\nb,\n', 4, "empty chunk text"),
        ("c.csv", "id,text,metadata\na,x,{oops\n", 2, "metadata is not valid JSON"),
        ("c.csv", "name,text\na,x\n", 1, "no id column"),
    ],
)
def test_malformed_input_names_the_line(tmp_path, name, content, line, message):
    path = write(tmp_path / name, content)
    with pytest.raises(InputError) as caught:
        read_all(path)
    assert caught.value.line == line
    assert str(caught.value).startswith(f"{path}:{line}: ")
    assert message in str(caught.value)


def test_undecodable_utf8_names_the_line(tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_bytes(b'{"_id": "a", "text": "x"}\n{"_id": "b", "text": "\xff"}\n')
    with pytest.raises(InputError, match="not valid UTF-8") as caught:
        read_all(path)
    assert caught.value.line == 2


@pytest.mark.parametrize(("name", "content"), [("c.tsv", ""), ("c.jsonl", "\n\n"), ("c.csv", "id,text\n"), ("c.csv", "")])
def test_empty_file_is_an_input_error(tmp_path, name, content):
    with pytest.raises(InputError, match="empty file"):
        read_all(write(tmp_path / name, content))


CHUNKS = [
    Chunk("c1", "مرحبا [bold]world[/] with\ttab\nand newline", "Title, \"quoted\"", "doc-1", 0, {"lang": "ar", "n": 2}),
    Chunk("c2", "NA", None, None, None, {"nested": {"a": [1, 2.5, None]}, "flag": True}),
    Chunk("007", "leading zeros stay", "T", "doc-1", 1),
]


@pytest.mark.parametrize("ext", ["csv", "jsonl", "parquet"])
def test_round_trip_keeps_every_field(tmp_path, ext):
    path = write_chunks(tmp_path / "out" / f"chunks.{ext}", CHUNKS)
    assert read_all(path) == CHUNKS


def test_tsv_round_trip_keeps_id_text_and_title(tmp_path):
    plain = [Chunk("a", "text one", "Title"), Chunk("b", "text two")]
    path = write_chunks(tmp_path / "collection.tsv", plain)
    assert path.read_text(encoding="utf-8") == "a\ttext one\tTitle\nb\ttext two\t\n"
    assert read_all(path) == plain
    untitled = write_chunks(tmp_path / "untitled.tsv", [Chunk("a", "x")])
    assert untitled.read_text(encoding="utf-8") == "a\tx\n"


def test_tsv_export_refuses_tabs(tmp_path):
    with pytest.raises(LabelerError, match="tab or line break"):
        write_chunks(tmp_path / "c.tsv", CHUNKS[:1])
    assert not (tmp_path / "c.tsv").exists()


# --- values a database cannot hold, or that are not what they claim (issue 10, items 5-6) ----


@pytest.mark.parametrize(
    ("name", "content", "words"),
    [
        ("c.jsonl", '{"_id": "a", "text": "x", "position": 99999999999999999999999}\n', "position 99999999999999999999999 is out of range"),
        ("c.jsonl", '{"_id": "a", "text": "x", "position": 9223372036854775808}\n', "out of range"),
        ("c.jsonl", '{"_id": "a", "text": "x", "position": 1e30}\n', "out of range"),
        ("c.jsonl", '{"_id": "a", "text": "x", "position": NaN}\n', "position must be an integer, found nan"),
        ("c.jsonl", '{"_id": "a", "text": "x", "position": Infinity}\n', "position must be an integer, found inf"),
        ("c.jsonl", '{"_id": "a", "text": "x", "position": true}\n', "position must be an integer, found True"),
        ("c.jsonl", '{"_id": "a", "text": "x", "position": 1.5}\n', "position must be an integer"),
        ("c.jsonl", '{"_id": "a", "text": "x", "title": NaN}\n', "title must be text, found float nan"),
        ("c.jsonl", '{"_id": "a", "text": "x", "metadata": NaN}\n', "metadata must be a JSON object"),
        ("c.jsonl", '{"_id": "a", "text": "x", "score": -Infinity}\n', "metadata holds -inf, which JSON cannot store"),
        ("c.jsonl", '{"_id": "a", "text": "x", "metadata": {"a": [1e999]}}\n', "metadata holds inf"),
        ("c.jsonl", '{"_id": "a", "text": "x", "position": ' + "1" * 5000 + "}\n", "invalid JSON"),
        ("c.jsonl", '{"_id": "a", "text": "\\udc00 half a pair"}\n', "surrogate"),
        ("c.jsonl", "[" * 100000 + "\n", "nested too deeply"),
        ("c.csv", "id,text,position\na,x,99999999999999999999999\n", "out of range"),
        ("c.csv", "id,text,position\na,x,1_000\n", "position must be an integer"),
        ("c.csv", "id,text,position\na,x,\u0663\n", "position must be an integer"),
        ("c.csv", "id,text,position\na,x," + "7" * 400 + "\n", "out of range"),
    ],
)
def test_bad_values_name_their_line(tmp_path, name, content, words):
    path = write(tmp_path / name, content)
    with pytest.raises(InputError) as caught:
        read_all(path)
    line = 2 if name.endswith(".csv") else 1
    assert str(caught.value).startswith(f"{path}:{line}: ") and words in str(caught.value), str(caught.value)


def test_position_bounds_are_sqlite_integer_bounds(tmp_path):
    content = "".join(
        json.dumps({"_id": f"c{i}", "text": "x", "position": p}) + "\n" for i, p in enumerate([-(2**63), 2**63 - 1, " 7 "])
    )
    assert [c.position for c in read_all(write(tmp_path / "ok.jsonl", content))] == [-(2**63), 2**63 - 1, 7]


def test_parquet_nan_position_and_unreadable_values_name_the_row(tmp_path):
    path = tmp_path / "c.parquet"
    pq.write_table(pa.table({"id": ["a", "b"], "text": ["x", "y"], "position": [1.0, float("nan")]}), path)
    with pytest.raises(InputError, match=r"c.parquet: row 2: position must be an integer, found nan"):
        read_all(path)
    dates = tmp_path / "d.parquet"
    days = pa.array([0, 3_000_000], pa.int32()).cast(pa.date32())  # the second is past year 9999
    pq.write_table(pa.table({"id": ["a", "b"], "text": ["x", "y"], "day": days}), dates)
    with pytest.raises(InputError, match=r"d.parquet: row 2: column 'day' holds a value Python cannot read"):
        read_all(dates)


def test_a_csv_field_over_the_limit_is_refused(tmp_path):
    import csv

    previous = csv.field_size_limit(100)  # the limit is process-wide: restore it for later tests
    try:
        path = write(tmp_path / "c.csv", 'id,text\na,"' + "x\n" * 80 + '"\n')
        with pytest.raises(InputError, match=r"c.csv:\d+: a field is longer than 16 MB"):
            read_all(path)
    finally:
        csv.field_size_limit(previous)
