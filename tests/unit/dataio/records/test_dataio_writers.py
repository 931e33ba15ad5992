"""Generic record writers: format by extension, parent dirs, atomic replacement, JSON sidecars."""

from __future__ import annotations

import csv
import datetime as dt
import json
import os
import stat

import pyarrow.parquet as pq
import pytest

from labeler.dataio.records.containers import write_records
from labeler.dataio.records.files import atomic_path, write_json
from labeler.domain import LabelerError

RECORDS = [
    {"query_id": "q1", "chunk_id": "c1", "grade": 3, "note": "مرحبا [bold]x[/], \"quoted\"\ttab", "extra": "ignored"},
    {"query_id": "q2", "chunk_id": "c2", "grade": 0, "note": None},
]
COLUMNS = ["query_id", "chunk_id", "grade", "note"]


def test_csv_has_a_header_and_empty_cells_for_none(tmp_path):
    path = write_records(tmp_path / "a" / "b" / "j.csv", RECORDS, COLUMNS)
    with open(path, encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    assert rows == [COLUMNS, ["q1", "c1", "3", RECORDS[0]["note"]], ["q2", "c2", "0", ""]]


def test_jsonl_writes_only_the_columns_in_order(tmp_path):
    path = write_records(tmp_path / "j.jsonl", RECORDS, COLUMNS)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line) for line in lines] == [
        {"query_id": "q1", "chunk_id": "c1", "grade": 3, "note": RECORDS[0]["note"]},
        {"query_id": "q2", "chunk_id": "c2", "grade": 0, "note": None},
    ]
    assert list(json.loads(lines[0])) == COLUMNS
    assert "مرحبا" in lines[0]  # UTF-8, not \\u escapes


def test_parquet_keeps_types(tmp_path):
    path = write_records(tmp_path / "j.parquet", RECORDS, COLUMNS)
    table = pq.read_table(path)
    assert table.column_names == COLUMNS
    assert table.column("grade").to_pylist() == [3, 0]
    assert table.column("note").to_pylist() == [RECORDS[0]["note"], None]


@pytest.mark.parametrize("ext", ["csv", "jsonl", "parquet"])
def test_no_records_still_writes_a_readable_file(tmp_path, ext):
    path = write_records(tmp_path / f"empty.{ext}", [], COLUMNS)
    assert path.exists()
    if ext == "csv":
        assert path.read_text(encoding="utf-8") == ",".join(COLUMNS) + "\n"


def test_unknown_extension_is_a_user_error(tmp_path):
    with pytest.raises(LabelerError, match=r"\.xlsx.*use \.csv, \.jsonl or \.parquet"):
        write_records(tmp_path / "j.xlsx", RECORDS, COLUMNS)
    assert list(tmp_path.iterdir()) == []


class ExplodingRecord(dict):
    """A record that fails while being written, as a crash half-way through would."""

    def get(self, key, default=None):
        raise RuntimeError("crash while writing")


@pytest.mark.parametrize("ext", ["csv", "jsonl", "parquet"])
def test_failed_write_leaves_the_old_file_and_no_temp_file(tmp_path, ext):
    path = tmp_path / f"j.{ext}"
    path.write_text("old\n", encoding="utf-8")
    with pytest.raises(RuntimeError):
        write_records(path, [RECORDS[0], ExplodingRecord()], COLUMNS)
    assert path.read_text(encoding="utf-8") == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"j.{ext}"]


def test_atomic_path_replaces_only_on_success(tmp_path):
    path = tmp_path / "x.txt"
    with atomic_path(path) as temp:
        assert temp.parent == tmp_path and temp != path
        temp.write_text("new", encoding="utf-8")
        assert not path.exists()
    assert path.read_text(encoding="utf-8") == "new"
    with pytest.raises(RuntimeError), atomic_path(path) as temp:
        temp.write_text("half", encoding="utf-8")
        raise RuntimeError("crash")
    assert path.read_text(encoding="utf-8") == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["x.txt"]


def test_written_files_get_ordinary_permissions(tmp_path):
    path = write_records(tmp_path / "j.csv", RECORDS, COLUMNS)
    umask = os.umask(0o022)
    os.umask(umask)
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask


def test_write_json_is_indented_utf8_with_dates_as_iso_text(tmp_path):
    when = dt.datetime(2024, 5, 6, 7, 8, 9, tzinfo=dt.timezone.utc)
    path = write_json(tmp_path / "side" / "qrels.json", {"annotators": ["ана"], "exported_at": when, "n": 2})
    text = path.read_text(encoding="utf-8")
    assert text.endswith("}\n") and "ана" in text and "\n  " in text
    assert json.loads(text) == {"annotators": ["ана"], "exported_at": "2024-05-06T07:08:09+00:00", "n": 2}


def test_csv_cells_cannot_start_a_formula_or_carry_escapes(tmp_path):
    records = [{"query_id": "=cmd|' /C calc'!A0", "chunk_id": "@SUM(1)", "grade": -1, "note": "a\x1b]0;t\x07\u202eb"}]
    path = write_records(tmp_path / "j.csv", records, COLUMNS)
    with open(path, encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    assert rows[1] == ["'=cmd|' /C calc'!A0", "'@SUM(1)", "-1", "a\\x1b]0;t\\x07<U+202E>b"]  # numbers stay numbers


def test_jsonl_and_json_escape_what_a_terminal_acts_on_and_decode_to_the_same_text(tmp_path):
    note = "a\x1b]0;t\x07\u202e\u200b\x9bb مرحبا"
    lines = write_records(tmp_path / "j.jsonl", [{"note": note}], ["note"]).read_text(encoding="utf-8")
    document = write_json(tmp_path / "m.json", {"annotator": note}).read_text(encoding="utf-8")
    for text in (lines, document):
        assert not any(ch in text for ch in "\x1b\x07\u202e\u200b\x9b") and "مرحبا" in text
    assert json.loads(lines)["note"] == note and json.loads(document)["annotator"] == note
