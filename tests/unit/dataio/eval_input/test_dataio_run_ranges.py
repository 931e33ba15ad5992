"""The range-at-a-time run reader (trec-eval's fast path) gives exactly the codes read_run gives,
whatever the range size, or declines the file so that read_run reads it (or names its bad line)."""

from __future__ import annotations

import gzip
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labeler.dataio.eval_input.encode import RunCodes
from labeler.dataio.eval_input.run_ranges import read_run_codes
from labeler.dataio.runs.reader import read_run, run_name


def _expected(path: Path) -> RunCodes:
    return RunCodes.of(read_run(path, ranks=False))


def _assert_same(got: RunCodes | None, expected: RunCodes) -> None:
    assert got is not None
    assert got.query_dictionary.to_pylist() == expected.query_dictionary.to_pylist()
    assert np.array_equal(got.take_query_codes(), expected.take_query_codes())
    assert np.array_equal(got.coder.codes, expected.coder.codes)
    assert got.coder.dictionary is None and expected.coder.dictionary is None
    assert np.array_equal(got.scores, expected.scores)


def _run_text(rows: list[tuple[str, str, float]], separator: str = " ") -> str:
    return "".join(separator.join((q, "Q0", d, str(i + 1), repr(s), "tag")) + "\n" for i, (q, d, s) in enumerate(rows))


def test_same_codes_as_read_run_with_ranges_cut_mid_file(tmp_path: Path) -> None:
    rng = np.random.default_rng(5)
    rows = [(f"q{q}", f"d{d}", float(rng.normal())) for q in (3, 1, 20, 2) for d in rng.permutation(300)[:150]]
    path = tmp_path / "run.trec"
    path.write_text(_run_text(rows))
    for range_bytes in (1 << 10, 4099, 1 << 20):  # many ranges, odd cuts, one range
        _assert_same(read_run_codes(path, range_bytes), _expected(path))
    assert run_name(path) == "tag"


@settings(max_examples=40, deadline=None)
@given(rows=st.lists(st.tuples(st.sampled_from(["1", "007", "q\u00e9", "b", "10"]),
                               st.text("ab\u00e90_-", min_size=1, max_size=4),
                               st.floats(-1e6, 1e6, allow_nan=False)), min_size=1, max_size=60, unique_by=lambda r: r[:2]),
       tab=st.booleans(), crlf=st.booleans(), range_bytes=st.integers(64, 400))
def test_random_runs_equal_read_run(tmp_path_factory: pytest.TempPathFactory, rows: list[tuple[str, str, float]],
                                    tab: bool, crlf: bool, range_bytes: int) -> None:
    path = tmp_path_factory.mktemp("r") / "run.trec"
    text = _run_text(rows, "\t" if tab else " ")
    path.write_bytes((text.replace("\n", "\r\n") if crlf else text).encode())
    _assert_same(read_run_codes(path, range_bytes), _expected(path))


@pytest.mark.parametrize("text", [
    "# a comment\nq1 Q0 a 1 1.0 t\n",  # read_run skips it: Arrow's fast path would not
    "#q Q0 a 1 1.0 t\nq1 Q0 a 1 1.0 t\n",  # a comment with six fields parses as a row
    "q1 Q0 a 1 1.0 t extra\n",  # trailing fields
    "q1  Q0 a 1 1.0 t\n",  # a run of blanks
    "q1 Q0 a_very_long_chunk_id 1 1.0 t\n",  # longer than 8 bytes: DocCoder needs every id
])
def test_declines_files_read_run_reads_otherwise(tmp_path: Path, text: str) -> None:
    path = tmp_path / "run.trec"
    path.write_text(text)
    assert read_run_codes(path) is None
    assert read_run(path, ranks=False).n_rows == 1


@pytest.mark.parametrize("text", [
    "q1 Q0 a 1 1.0 t\nq1 Q0 a 2 0.5 t\n",  # a pair twice
    "q1 Q0 a 1 nan t\n",  # not finite
    "q1 Q0 a 1 inf t\n",
    "q1 Q0 a 1 x t\n",  # not a number
    "q1 Q0 a 1 1.0\n",  # too few fields
    "",  # empty
    "q1 Q0 \xff 1 1.0 t\n",  # not UTF-8
])
def test_declines_files_read_run_refuses(tmp_path: Path, text: str) -> None:
    path = tmp_path / "run.trec"
    path.write_bytes(text.encode("latin-1"))
    assert read_run_codes(path) is None


def test_declines_compressed_and_unsplittable_files(tmp_path: Path) -> None:
    path = tmp_path / "run.trec.gz"
    path.write_bytes(gzip.compress(b"q1 Q0 a 1 1.0 t\n"))
    assert read_run_codes(path) is None
    carriage = tmp_path / "cr.trec"  # old Mac line ends: read_run refuses them (bare CR)
    carriage.write_text("".join(f"q1 Q0 d{i} {i} 1.0 t\r" for i in range(200)))
    assert read_run_codes(carriage, 256) is None and read_run_codes(carriage) is None


def test_declines_a_run_of_long_chunk_ids_before_parsing_any_range(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # MS MARCO v2 ids (~25 bytes) are declined anyway; the first line says so before a 16 MB parse
    import labeler.dataio.eval_input.run_ranges as run_ranges

    def parsed(*args: object) -> None:
        raise AssertionError("a range was parsed")

    monkeypatch.setattr(run_ranges, "_parsed_ranges", parsed)
    path = tmp_path / "run.trec"
    path.write_text(_run_text([("1", "msmarco_passage_00_491550", 2.0), ("1", "d2", 1.0)]))
    assert read_run_codes(path) is None
