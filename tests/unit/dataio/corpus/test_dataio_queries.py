"""Queries files: every accepted format, every malformed input (with its line), round trips."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from labeler.dataio.corpus.queries import read_queries, write_queries
from labeler.domain import InputError, LabelerError, NotFoundError, Query


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_trec_tsv_keeps_spaces_in_text(tmp_path):
    path = write(tmp_path / "topics.tsv", "1\twhat is a  lobster roll \n2\thow tall is [bold]mt everest[/]\n")
    assert read_queries(path) == [
        Query("1", "what is a  lobster roll "),
        Query("2", "how tall is [bold]mt everest[/]"),
    ]


def test_tsv_skips_blank_lines_a_header_and_crlf(tmp_path):
    path = write(tmp_path / "topics.tsv", "qid\ttext\r\n\r\nq1\tfirst\r\nq2\tsecond\r\n")
    assert [(q.id, q.text) for q in read_queries(path)] == [("q1", "first"), ("q2", "second")]


def test_tsv_without_extension_is_recognised_by_content(tmp_path):
    path = write(tmp_path / "topics", "q1\tone, two\n")
    assert read_queries(path) == [Query("q1", "one, two")]


def test_beir_jsonl_with_metadata_and_other_keys(tmp_path):
    lines = [
        {"_id": "q1", "text": "مرحبا بالعالم", "metadata": {"lang": "ar"}, "source": "mr"},
        {"_id": 7, "text": "שלום", "metadata": {}},
    ]
    path = write(tmp_path / "queries.jsonl", "".join(json.dumps(line) + "\n" for line in lines))
    assert read_queries(path) == [
        Query("q1", "مرحبا بالعالم", metadata={"source": "mr", "lang": "ar"}),
        Query("7", "שלום"),
    ]


def test_csv_with_aliases_description_narrative_and_extra_columns(tmp_path):
    path = write(
        tmp_path / "q.csv",
        'query_id,query,description,narrative,topic\nq1,"lobster, roll",Find rolls,Must be Maine,food\n'
        "q2,NA,,,\n",
    )
    assert read_queries(path) == [
        Query("q1", "lobster, roll", "Find rolls", "Must be Maine", {"topic": "food"}),
        Query("q2", "NA"),  # "NA" is text, never a missing value
    ]


def test_parquet_with_integer_ids(tmp_path):
    path = tmp_path / "q.parquet"
    pq.write_table(pa.table({"qid": [1, 2], "text": ["a", "b"], "weight": [0.5, float("nan")]}), path)
    assert read_queries(path) == [Query("1", "a", metadata={"weight": 0.5}), Query("2", "b")]


def test_gzipped_jsonl(tmp_path):
    path = tmp_path / "queries.jsonl.gz"
    path.write_bytes(gzip.compress(b'{"id": "q1", "text": "zipped"}\n'))
    assert read_queries(path) == [Query("q1", "zipped")]


def test_format_override_reads_a_txt_as_jsonl(tmp_path):
    path = write(tmp_path / "q.txt", '{"_id": "q1", "text": "x"}\n')
    assert read_queries(path, format="beir") == [Query("q1", "x")]


@pytest.mark.parametrize(
    ("name", "content", "where", "message"),
    [
        ("q.tsv", "q1\tok\nq2\n", ":2:", "expected 2 tab-separated columns"),
        ("q.tsv", "q1\tok\nq2\ta\tb\n", ":2:", "found 3"),
        ("q.tsv", "q1\tok\n\t text\n", ":2:", "missing query id"),
        ("q.tsv", "q1\tok\nq2\t  \n", ":2:", "empty query text"),
        ("q.tsv", "q1\ta\nq2\tb\nq1\tc\n", ":3:", "duplicate query id 'q1' (first on line 1)"),
        ("q.jsonl", '{"_id": "q1", "text": "a"}\n{"_id": "q2", "text": \n', ":2:", "invalid JSON"),
        ("q.jsonl", '{"_id": "q1", "text": "a"}\n\n["q2", "b"]\n', ":3:", "expected a JSON object, found an array"),
        ("q.jsonl", '{"_id": "q1", "text": "a"}\n{"text": "b"}\n', ":2:", "missing query id"),
        ("q.jsonl", '{"_id": "q1", "text": "a"}\n{"_id": "q2"}\n', ":2:", "missing query text"),
        ("q.jsonl", '{"_id": "q1", "text": "a"}\n{"_id": "q2", "text": 5}\n', ":2:", "query text must be text"),
        ("q.jsonl", '{"_id": 1.5, "text": "a"}\n', ":1:", "query id must be text or an integer"),
        ("q.jsonl", '{"_id": "q1", "text": "a", "metadata": [1]}\n', ":1:", "metadata must be a JSON object"),
        ("q.csv", "id,text\nq1,a\n,b\n", ":3:", "missing query id"),
        ("q.csv", "id,text\nq1,a\nq2,b,c\n", ":3:", "expected 2 columns"),
        ("q.csv", 'id,text\nq1,"multi\nline"\nq2,b\nq1,c\n', ":5:", "duplicate query id 'q1' (first on line 2)"),
        ("q.csv", "qid,body\nq1,a\n", ":1:", "no text column: expected one of text, query; the columns are qid, body"),
        ("q.csv", "name,text\nq1,a\n", ":1:", "no id column: expected one of id, qid, query_id, _id"),
    ],
)
def test_malformed_input_names_the_line(tmp_path, name, content, where, message):
    path = write(tmp_path / name, content)
    with pytest.raises(InputError) as caught:
        read_queries(path)
    assert f"{path}{where}" in str(caught.value)
    assert message in str(caught.value)


def test_undecodable_utf8_names_the_line(tmp_path):
    path = tmp_path / "q.tsv"
    path.write_bytes(b"q1\tok\nq2\tcaf\xe9\n")
    with pytest.raises(InputError, match="not valid UTF-8") as caught:
        read_queries(path)
    assert caught.value.line == 2


@pytest.mark.parametrize("name", ["q.tsv", "q.jsonl", "q.csv"])
def test_empty_file_is_an_input_error(tmp_path, name):
    path = write(tmp_path / name, "\n" if name != "q.csv" else "id,text\n")
    with pytest.raises(InputError, match="empty file"):
        read_queries(path)


def test_parquet_errors_name_the_row(tmp_path):
    path = tmp_path / "q.parquet"
    pq.write_table(pa.table({"id": ["q1", "q2", "q1"], "text": ["a", "b", "c"]}), path)
    with pytest.raises(InputError) as caught:
        read_queries(path)
    assert str(caught.value) == f"{path}: row 3: duplicate query id 'q1' (first on row 1)"


def test_parquet_missing_text_names_the_row(tmp_path):
    path = tmp_path / "q.parquet"
    pq.write_table(pa.table({"id": ["q1", "q2"], "text": ["a", None]}), path)
    with pytest.raises(InputError, match="row 2: missing query text"):
        read_queries(path)


def test_missing_file_and_unknown_format(tmp_path):
    with pytest.raises(NotFoundError):
        read_queries(tmp_path / "nope.tsv")
    with pytest.raises(InputError, match="unknown format"):
        read_queries(write(tmp_path / "q.tsv", "q1\ta\n"), format="xml")


QUERIES = [
    Query("q1", "مرحبا [bold]world[/] ✓", "desc, with comma", "narr \"quoted\"", {"lang": "ar", "n": 3}),
    Query("q2", "plain text   with spaces"),
    Query("10", "NA", None, None, {"nested": {"a": [1, 2.5, None]}}),
]


@pytest.mark.parametrize("ext", ["csv", "jsonl", "parquet"])
def test_round_trip_keeps_every_field(tmp_path, ext):
    path = write_queries(tmp_path / "out" / f"queries.{ext}", QUERIES)
    assert read_queries(path) == QUERIES


def test_tsv_round_trip_keeps_id_and_text(tmp_path):
    plain = [Query(q.id, q.text) for q in QUERIES]
    path = write_queries(tmp_path / "topics.tsv", plain)
    assert read_queries(path) == plain
    assert path.read_text(encoding="utf-8").splitlines()[1] == "q2\tplain text   with spaces"


def test_tsv_export_refuses_text_it_cannot_hold(tmp_path):
    with pytest.raises(LabelerError, match="tab or line break"):
        write_queries(tmp_path / "topics.tsv", [Query("q1", "a\tb")])
    assert list(tmp_path.iterdir()) == []


def test_jsonl_export_is_beir_shaped(tmp_path):
    path = write_queries(tmp_path / "queries.jsonl", QUERIES[:1])
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["_id"] == "q1" and record["metadata"] == {"lang": "ar", "n": 3}


def test_beir_metadata_description_and_narrative_become_fields(tmp_path):
    path = tmp_path / "queries.jsonl"
    path.write_text(
        '{"_id": "q1", "text": "heat pumps", "metadata": {"description": "How they work.", '
        '"narrative": "Must explain cold climates.", "source": "demo"}}\n'
    )
    (query,) = read_queries(path)
    assert (query.description, query.narrative) == ("How they work.", "Must explain cold climates.")
    assert dict(query.metadata) == {"source": "demo"}


# --- hostile files (issue 10, items 5-7) -----------------------------------------------------


def test_a_binary_file_with_an_unknown_extension_names_its_line(tmp_path):
    path = tmp_path / "report.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe")
    with pytest.raises(InputError) as caught:
        read_queries(path)
    assert str(caught.value) == f"{path}:1: not valid UTF-8 (byte 1 of the line)"


def test_sniffing_reads_a_bounded_prefix_and_sees_through_a_bom(tmp_path):
    path = tmp_path / "queries"
    path.write_bytes(b'\xef\xbb\xbf{"_id": "q1", "text": "a"}\n')
    assert read_queries(path) == [Query("q1", "a")]
    long_first_line = tmp_path / "long"
    long_first_line.write_bytes(b"q1\t" + b"x" * 200_000 + b"\n")
    assert read_queries(long_first_line)[0].text == "x" * 200_000



def test_the_limit_counts_bytes_without_the_line_ending(tmp_path, monkeypatch):
    from labeler.dataio.records import formats

    monkeypatch.setattr(formats, "MAX_LINE_BYTES", 10)
    path = tmp_path / "q.tsv"
    path.write_bytes(b"q1\t1234567\r\nq2\t12345678\n")  # 10 bytes, then 11
    with pytest.raises(InputError) as caught:
        read_queries(path)
    assert caught.value.line == 2 and "line is longer than" in caught.value.message


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ('{"_id": true, "text": "a"}\n', "query id must be text or an integer"),
        ('{"_id": NaN, "text": "a"}\n', "missing query id"),
        ('{"_id": "q", "text": "a", "description": NaN}\n', "description must be text"),
        ('{"_id": "q", "text": "\\ud800"}\n', "surrogate"),
        ('{"_id": "q", "text": "a", "narrative": false}\n', "narrative must be text"),
    ],
)
def test_jsonl_values_that_are_not_text_name_their_line(tmp_path, content, words):
    path = tmp_path / "q.jsonl"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_queries(path)
    assert caught.value.line == 1 and words in caught.value.message, str(caught.value)
