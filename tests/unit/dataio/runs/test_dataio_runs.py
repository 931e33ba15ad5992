"""Run readers: every format, every error naming its line, ids kept as strings, round trips."""

from __future__ import annotations

import gzip
import hashlib
import json

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from labeler.dataio.records.doc_codes import DocCoder
from labeler.dataio.records.duplicates import duplicate_row
from labeler.dataio.runs.table import RunTable
from labeler.dataio.runs.writers import write_run
from labeler.dataio.runs.reader import read_run
from labeler.domain.errors import InputError, NotFoundError

TREC = "q1 Q0 007 1 2.5 bm25\nq1 Q0 d2 2 1.5 bm25\nq2 Q0 d1 1 3.0 bm25\n"
ROWS = [("q1", "007", 2.5, 1), ("q1", "d2", 1.5, 2), ("q2", "d1", 3.0, 1)]


def _rows(run: RunTable) -> list[tuple]:
    return [row for batch in run.row_batches() for row in batch]


def _write(tmp_path, name: str, text: str):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_trec_run_reads_ids_as_strings_and_names_run_by_tag(tmp_path):
    run = read_run(_write(tmp_path, "a.trec", TREC))
    assert _rows(run) == ROWS
    assert run.name == "bm25" and run.tag == "bm25"
    assert run.n_rows == 3 and run.n_queries == 2 and run.query_ids() == ["q1", "q2"]
    assert run.table.schema.field("docid").type == pa.string()


def test_name_option_wins_and_stem_is_the_fallback(tmp_path):
    assert read_run(_write(tmp_path, "a.trec", TREC), name="mine").name == "mine"
    path = tmp_path / "x.csv"
    path.write_text("qid,docid,score\n1,007,1.0\n", encoding="utf-8")
    run = read_run(path)
    assert run.name == "x" and _rows(run) == [("1", "007", 1.0, None)]


@pytest.mark.parametrize(
    "text",
    [
        TREC.replace(" ", "\t"),
        TREC.replace(" ", "   "),
        TREC.replace("\n", "\r\n"),
        "  " + TREC.replace(" Q0 ", " \t Q0  "),
        "\n" + TREC.replace("q2", "\nq2"),
    ],
    ids=["tabs", "many-spaces", "crlf", "mixed-blanks", "blank-lines"],
)
def test_trec_run_tolerates_whitespace_variants(tmp_path, text):
    assert _rows(read_run(_write(tmp_path, "a.run", text))) == ROWS


def test_sha256_is_of_the_file_bytes_and_stable(tmp_path):
    path = _write(tmp_path, "a.trec", TREC)
    assert read_run(path).sha256 == hashlib.sha256(TREC.encode()).hexdigest() == read_run(path).sha256


def test_gzip_run(tmp_path):
    path = tmp_path / "a.trec.gz"
    path.write_bytes(gzip.compress(TREC.encode()))
    run = read_run(path)
    assert _rows(run) == ROWS and run.name == "bm25"


def test_non_integer_rank_is_refused_at_its_line_unless_ranks_are_ignored(tmp_path):
    """trec_eval ignores rank values, but a non-integer there means a broken file; evaluation,
    which never reads ranks (ranks=False), scores it as trec_eval would."""
    path = _write(tmp_path, "a.trec", TREC.replace(" 2 1.5", " x 1.5"))
    with pytest.raises(InputError) as caught:
        read_run(path)
    assert str(caught.value) == f"{path}:2: rank 'x' is not an integer"
    assert [row[:3] for row in _rows(read_run(path, ranks=False))] == [row[:3] for row in ROWS]


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("q1 Q0 d1 1 2.5 t\nq1 Q0 d2 2 1.5\n", 2, "expected 6 fields"),
        ("q1 Q0 d1 1 2.5 t\nq1 Q0 d2 2 1.5 t\nq1 Q0 d3 3 abc t\n", 3, "not a number"),
        ("q1 Q0 d1 1 2.5 t\nq1 Q0 d2 2 nan t\n", 2, "not finite"),
        ("q1 Q0 d1 1 inf t\n", 1, "not finite"),
        ("q1 Q0 d1 1 2.5 t\nq2 Q0 d1 1 2.5 t\nq1 Q0 d3 2 2 t\nq1 Q0 d1 3 1 t\n", 4, "appears twice"),
        ("q1  Q0 d1 1 2.5 t\n\nq1 Q0 d1 2 2.0 t\n", 3, "appears twice"),
        ("q1 Q0 d1 1 2.5 t extra\n# a comment\nq1 Q0 d2 2 1.5\n", 3, "found 5"),
    ],
    ids=["columns", "score", "nan", "inf", "duplicate", "duplicate-after-blank", "too-few-after-extra"],
)
def test_trec_run_errors_name_the_line(tmp_path, text, line, words):
    path = _write(tmp_path, "bad.trec", text)
    with pytest.raises(InputError) as caught:
        read_run(path)
    assert caught.value.line == line and words in caught.value.message
    assert str(caught.value).startswith(f"{path}:{line}: ")


def test_empty_and_missing_files(tmp_path):
    with pytest.raises(InputError, match="empty"):
        read_run(_write(tmp_path, "e.trec", ""))
    with pytest.raises(NotFoundError):
        read_run(tmp_path / "nope.trec")


def test_csv_jsonl_parquet_with_aliases(tmp_path):
    csv_path = _write(tmp_path, "r.csv", "query_id,chunk_id,score,rank\nq1,007,2.5,1\nq1,d2,1.5,2\nq2,d1,3,1\n")
    jsonl = "".join(
        json.dumps({"query-id": q, "corpus-id": d, "score": s, "rank": r}) + "\n" for q, d, s, r in ROWS
    )
    jsonl_path = _write(tmp_path, "r.jsonl", jsonl)
    parquet_path = tmp_path / "r.parquet"
    pq.write_table(
        pa.table({"qid": ["q1", "q1", "q2"], "doc_id": ["007", "d2", "d1"], "score": [2.5, 1.5, 3.0], "rank": [1, 2, 1]}),
        parquet_path,
    )
    for path in (csv_path, jsonl_path, parquet_path):
        assert _rows(read_run(path)) == ROWS, path


def test_integer_ids_in_jsonl_and_parquet_become_strings(tmp_path):
    path = _write(tmp_path, "r.jsonl", '{"qid": 1, "docid": 7, "score": 1}\n')
    assert _rows(read_run(path)) == [("1", "7", 1.0, None)]
    parquet_path = tmp_path / "r.parquet"
    pq.write_table(pa.table({"qid": [1], "docid": [7], "score": [1.0]}), parquet_path)
    assert _rows(read_run(parquet_path)) == [("1", "7", 1.0, None)]


def test_csv_and_jsonl_errors_name_the_line(tmp_path):
    cases = [
        ("a.csv", "qid,docid,score\nq,d1,1\nq,d2,x\n", 3, "not a number"),
        ("b.csv", "qid,docid,score\nq,d1,1\n\nq,d1,2\n", 4, "appears twice"),
        ("c.jsonl", '{"qid":"q","docid":"d","score":1}\n{"qid":"q","docid":"e","score":"x"}\n', 2, "not a number"),
        ("d.jsonl", '{"qid":"q","docid":"d","score":1}\n\n{"qid":"q","docid":"d","score":2}\n', 3, "appears twice"),
    ]
    for name, text, line, words in cases:
        with pytest.raises(InputError) as caught:
            read_run(_write(tmp_path, name, text))
        assert caught.value.line == line and words in caught.value.message, (name, str(caught.value))


def test_csv_missing_column(tmp_path):
    with pytest.raises(InputError, match="no score column"):
        read_run(_write(tmp_path, "a.csv", "qid,docid\nq,d\n"))


def test_parquet_duplicate_names_the_row(tmp_path):
    path = tmp_path / "r.parquet"
    pq.write_table(pa.table({"qid": ["q", "q"], "docid": ["d", "d"], "score": [1.0, 2.0]}), path)
    with pytest.raises(InputError, match="row 2: chunk 'd' appears twice"):
        read_run(path)


@pytest.mark.parametrize("fmt", ["trec", "csv", "jsonl", "parquet"])
def test_write_then_read_gives_the_same_rows(tmp_path, fmt):
    rows = [("q1", "007", 0.1 + 0.2, 1), ("q1", "x", -1e-300, 2), ("10", "9", 123456789.123456789, 1)]
    table = pa.table(
        {
            "qid": [r[0] for r in rows],
            "docid": [r[1] for r in rows],
            "score": [r[2] for r in rows],
            "rank": [r[3] for r in rows],
        }
    )
    run = RunTable(table, name="sys")
    path = write_run(tmp_path / f"out.{ 'trec' if fmt == 'trec' else fmt}", run, format=fmt)
    back = read_run(path, format=fmt)
    assert _rows(back) == rows
    if fmt == "trec":
        assert back.name == "sys"


def test_write_trec_without_ranks_numbers_rows_within_each_query(tmp_path):
    table = pa.table({"qid": ["a", "b", "a"], "docid": ["1", "2", "3"], "score": [3.0, 2.0, 1.0]})
    table = table.append_column("rank", pa.nulls(3, pa.int64()))
    path = write_run(tmp_path / "o.trec", RunTable(table, name="t"))
    assert path.read_text().splitlines() == ["a Q0 1 1 3 t", "b Q0 2 1 2 t", "a Q0 3 2 1 t"]


def test_to_bytes_round_trip_keeps_rows_name_and_digest(tmp_path):
    run = read_run(_write(tmp_path, "a.trec", TREC))
    back = RunTable.from_bytes(run.to_bytes())
    assert _rows(back) == ROWS and back.name == "bm25" and back.sha256 == run.sha256 and back.tag == "bm25"
    assert RunTable.from_bytes(run.to_bytes(), name="other").name == "other"


def test_row_batches_size(tmp_path):
    run = read_run(_write(tmp_path, "a.trec", TREC))
    assert [len(batch) for batch in run.row_batches(size=2)] == [2, 1]


def test_doc_codes_preserve_byte_order_short_and_long_ids():
    short = ["", "0", "007", "1", "10", "9", "a", "ab", "b", "zzzzzzzz", "é"]
    long = short + ["msmarco_passage_00_1", "msmarco_passage_00_10", "msmarco_passage_00_9"]
    for ids in (short, long):
        coder = DocCoder.for_column(pa.chunked_array([pa.array(ids[::-1])]))
        codes = coder.codes[::-1]
        by_code = [ids[i] for i in np.argsort(codes, kind="stable")]
        assert by_code == sorted(ids, key=lambda s: s.encode()), ids
        again, known = coder.code(pa.array(ids + ["not-in-the-run-and-long"]))
        assert list(again[: len(ids)]) == list(codes) and known[: len(ids)].all()


def test_duplicate_row_finds_the_second_occurrence():
    q = np.array([0, 1, 0, 0, 1], dtype=np.int32)
    d = np.array([5, 5, 6, 5, 7], dtype=np.int64)
    assert duplicate_row(q, d) == 3
    assert duplicate_row(q[:3], d[:3]) is None


def test_duplicate_row_on_many_rows_hash_path():
    rng = np.random.default_rng(7)
    q = np.repeat(np.arange(200, dtype=np.int32), 1000)
    d = np.tile(np.arange(1000, dtype=np.int64), 200) * 7919 - 12345
    assert duplicate_row(q, d) is None
    d[150_123] = d[150_001]  # same query (150), a later row
    assert duplicate_row(q, d) == 150_123
    shuffled = rng.permutation(len(q))
    assert duplicate_row(q[shuffled], d[shuffled]) == max(
        int(np.flatnonzero(shuffled == 150_123)[0]), int(np.flatnonzero(shuffled == 150_001)[0]))


def _error(path, **options) -> str:
    with pytest.raises(InputError) as caught:
        read_run(path, **options)
    return str(caught.value)


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        ("b.jsonl", '{"qid":"q","docid":"d","score":true}\n', "1: score must be a number, not true"),
        ("c.jsonl", '{"qid":"q","docid":"d","score":1}\n{"qid":"q","docid":"e","score":false}\n',
         "2: score must be a number, not false"),
        ("d.jsonl", '{"qid":"q","docid":"d","score":1,"rank":true}\n', "1: rank must be an integer, not true"),
        ("e.jsonl", '{"qid":true,"docid":"d","score":1}\n', "1: qid must be text or an integer, found true"),
        ("f.csv", "qid,docid,score\nq,d,1\nq,e,true\n", "3: score 'true' is not a number"),
        ("g.jsonl", '{"qid":"q","docid":"d","score":1}\n{"qid":"q","score":2}\n', "2: missing docid"),
        ("h.csv", "qid,docid,score\nq,d,1\nq,,2\n", "3: missing docid"),
    ],
)
def test_booleans_and_missing_values_are_refused_at_their_line(tmp_path, name, text, expected):
    path = _write(tmp_path, name, text)
    assert _error(path) == f"{path}:{expected}"


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        ("a.trec", "q1 Q0 d1 1 2.5 t\nq1 Q0 d2 99999999999999999999999 1.5 t\n",
         "2: rank '99999999999999999999999' is too large"),
        ("b.trec", "q1 Q0 d1 1 1e400 t\n", "1: score inf is not finite"),
        ("c.jsonl", '{"qid":"q","docid":"d","score":1,"rank":99999999999999999999999}\n',
         "1: rank 99999999999999999999999 is too large"),
        ("d.jsonl", '{"qid":"q","docid":"d","score":1}\n{"qid":"q","docid":"e","score":1' + "0" * 400 + "}\n",
         "2: score inf is not finite"),
        ("e.csv", "qid,docid,score,rank\nq,d,1,99999999999999999999999\n", "2: rank '99999999999999999999999' is too large"),
    ],
)
def test_huge_numbers_give_file_and_line(tmp_path, name, text, expected):
    path = _write(tmp_path, name, text)
    assert _error(path) == f"{path}:{expected}"


def test_huge_finite_scores_are_scores(tmp_path):
    """99999999999999999999999 is a double (1e23) to trec_eval too: a score, not an error."""
    run = read_run(_write(tmp_path, "a.trec", "q1 Q0 d1 1 99999999999999999999999 t\n"))
    assert _rows(run) == [("q1", "d1", 1e23, 1)]


def test_jsonl_ids_mixing_numbers_and_text_are_read(tmp_path):
    path = _write(tmp_path, "r.jsonl", '{"qid":1,"docid":"d","score":1}\n{"qid":"a","docid":7,"score":2}\n')
    assert _rows(read_run(path)) == [("1", "d", 1.0, None), ("a", "7", 2.0, None)]


@pytest.mark.parametrize(
    ("columns", "expected"),
    [
        ({"qid": ["q", "q"], "docid": ["d", "e"], "score": [True, False]}, "row 1: score must be a number, not true"),
        ({"qid": ["q", "q"], "docid": ["d", "e"], "score": [1.0, None]}, "row 2: missing score"),
        ({"qid": ["q", "q"], "docid": ["d", None], "score": [1.0, 2.0]}, "row 2: missing docid"),
        ({"qid": [1.5, 2.0], "docid": ["d", "e"], "score": [1.0, 2.0]}, "row 1: qid must be text or an integer, found 1.5"),
        ({"qid": ["q", "q"], "docid": ["d", "e"], "score": [1.0, 2.0], "rank": [1.0, 2.5]},
         "row 2: rank 2.5 is not an integer"),
    ],
)
def test_parquet_errors_name_the_row(tmp_path, columns, expected):
    path = tmp_path / "r.parquet"
    pq.write_table(pa.table(columns), path)
    assert _error(path) == f"{path}: {expected}"


SEVERAL_TAGS = (
    "q1 Q0 d1 1 2.5 bm25\nq1 Q0 d2 2 1.5 bm25\n"
    "q1 Q0 d1 1 0.9 dense\nq2 Q0 d3 1 0.8 dense\n"
    "q1 Q0 d2 1 7.0 hybrid\n"
)


def test_several_run_tags_are_refused_where_the_second_starts(tmp_path):
    path = _write(tmp_path, "all.trec", SEVERAL_TAGS)
    assert _error(path) == (
        f"{path}:3: this run file holds 3 run tags (bm25, dense, hybrid); the second, dense, starts here; "
        "import one run per file, or pass --split-by-tag to import each tag as its own run"
    )


def test_evaluation_reads_several_tags_as_one_run_as_trec_eval_does(tmp_path):
    """ranks=False (evaluation) parses neither ranks nor tags: trec_eval's reading, at its speed;
    the run is named by the last line's tag, trec_eval's runid."""
    parts = "q1 Q0 d1 1 2.5 part1\nq1 Q0 d2 2 1.5 part1\nq2 Q0 d1 1 0.9 part2\n"
    run = read_run(_write(tmp_path, "parts.trec", parts), ranks=False)
    assert run.name == "part2" and run.n_rows == 3 and "rank" not in run.table.column_names


def test_read_runs_by_tag_splits_in_order_of_first_appearance(tmp_path):
    from labeler.dataio.runs.reader import read_runs_by_tag

    runs = read_runs_by_tag(_write(tmp_path, "all.trec", SEVERAL_TAGS))
    assert [(run.name, run.tag) for run in runs] == [("bm25", "bm25"), ("dense", "dense"), ("hybrid", "hybrid")]
    assert [_rows(run) for run in runs] == [
        [("q1", "d1", 2.5, 1), ("q1", "d2", 1.5, 2)],
        [("q1", "d1", 0.9, 1), ("q2", "d3", 0.8, 1)],
        [("q1", "d2", 7.0, 1)],
    ]
    single = read_runs_by_tag(_write(tmp_path, "one.trec", TREC))
    assert [(run.name, _rows(run)) for run in single] == [("bm25", ROWS)]


def test_read_runs_by_tag_names_a_duplicate_within_a_tag_by_its_file_line(tmp_path):
    from labeler.dataio.runs.reader import read_runs_by_tag

    path = _write(tmp_path, "all.trec", SEVERAL_TAGS + "q2 Q0 d3 2 0.1 dense\n")
    with pytest.raises(InputError) as caught:
        read_runs_by_tag(path)
    assert str(caught.value) == f"{path}:6: chunk 'd3' appears twice for query 'q2'"
    with pytest.raises(InputError, match="only TREC run files carry run tags"):
        read_runs_by_tag(_write(tmp_path, "r.csv", "qid,docid,score\nq,d,1\n"))


@pytest.mark.parametrize("suffix", [".jsonl", ".trec", ".csv"])
def test_bad_utf8_inside_an_id_names_its_line(tmp_path, suffix):
    lines = {
        ".jsonl": [b'{"qid": "q", "docid": "d", "score": 1}', b'{"qid": "q", "docid": "\xff", "score": 1}'],
        ".trec": [b"q Q0 d 1 1 t", b"q Q0 \xff 2 1 t"],
        ".csv": [b"qid,docid,score", b"q,d,1", b"q,\xff,1"],
    }[suffix]
    path = tmp_path / f"r{suffix}"
    path.write_bytes(b"\n".join(lines) + b"\n")
    byte = lines[-1].index(b"\xff") + 1
    assert _error(path) == f"{path}:{len(lines)}: not valid UTF-8 (byte {byte} of the line)"


def test_an_endless_line_stops_the_run_import_at_the_hash(tmp_path, monkeypatch):
    """`import run /dev/zero` hashed the file before any reader applied the line limit, so it never ended."""
    from labeler.dataio.records import formats
    from labeler.dataio.runs import table as run_table
    from labeler.domain.errors import InputError

    monkeypatch.setattr(formats, "MAX_LINE_BYTES", 3 << 20)  # keep the test small: a 3 MiB limit
    path = tmp_path / "endless.trec"
    path.write_bytes(b"q1 Q0 d1 1 2.0 t\n" + b"x" * (4 << 20) + b"\nq1 Q0 d2 2 1.0 t\n")
    with pytest.raises(InputError) as raised:
        run_table.file_sha256(path)
    assert str(raised.value) == f"{path}:2: {formats.TOO_LONG}"
    # a line just under the limit, split across the 1 MiB read blocks, is fine
    path.write_bytes(b"q1 Q0 d1 1 2.0 t\n" + b"x" * ((3 << 20) - 10) + b"\n")
    assert len(run_table.file_sha256(path)) == 64


def test_import_run_of_dev_zero_is_one_line_not_an_endless_read(tmp_path):
    import os
    import subprocess
    import sys

    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero on this system")
    done = subprocess.run(
        [sys.executable, "-m", "labeler", "--db", str(tmp_path / "l.db"), "import", "run", "/dev/zero"],
        capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 2, done.stderr
    assert done.stderr.strip().count("\n") == 0 and "/dev/zero:1: line is longer than 16 MB" in done.stderr
