"""Many runs read together (labeler.dataio.eval_input.run_batch) give each run the rows, ids, scores and
name read_run gives it alone, coded over one vocabulary, or the reader declines so that each run is
read on its own (and read_run reads it, or names its bad line)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labeler.dataio.eval_input.run_batch import RunBatch, read_run_batch
from labeler.dataio.records.doc_codes import DocCoder
from labeler.dataio.runs.reader import read_run, run_name


def _chunk_ids(coder: DocCoder) -> list[str]:
    """Each row's chunk id back from its code (the rank fallback's dictionary, or the id's bytes)."""
    if coder.dictionary is not None:
        return coder.dictionary.take(pa.array(coder.codes)).to_pylist()
    raw = (coder.codes.view(np.uint64) ^ np.uint64(1 << 63)).astype(">u8").tobytes()
    return [raw[at : at + 8].rstrip(b"\0").decode() for at in range(0, len(raw), 8)]  # ids hold no NUL


def _assert_as_read_alone(batch: RunBatch | None, paths: list[Path]) -> None:
    assert batch is not None
    codes = batch.codes
    query_ids = codes.query_dictionary.take(pa.array(codes.take_query_codes())).to_pylist()
    chunk_ids = _chunk_ids(codes.coder)
    in_id_order = codes.coder.codes[np.argsort(np.array(chunk_ids), kind="stable")]
    assert np.all(in_id_order[1:] >= in_id_order[:-1])  # code order is byte order
    assert batch.names == [run_name(path) for path in paths]
    at = 0
    for path, rows in zip(paths, batch.row_counts.tolist(), strict=True):
        alone = read_run(path, ranks=False)
        assert rows == alone.n_rows
        assert query_ids[at : at + rows] == alone.table.column("qid").to_pylist()
        assert chunk_ids[at : at + rows] == alone.table.column("docid").to_pylist()
        assert codes.scores[at : at + rows].tobytes() == alone.scores().tobytes()
        at += rows
    assert at == len(codes.scores)


def _text(rows: list[tuple[str, str, float]], tag: str, blank: str = " ") -> str:
    return "".join(blank.join((q, "Q0", d, str(i + 1), repr(s), tag)) + "\n" for i, (q, d, s) in enumerate(rows))


_ROWS = st.lists(st.tuples(st.sampled_from(["1", "007", "q\u00e9", "b", "10"]),
                           st.text("ab\u00e90_-", min_size=1, max_size=12),
                           st.floats(-1e6, 1e6, allow_nan=False)), min_size=1, max_size=40, unique_by=lambda r: r[:2])


@settings(max_examples=40, deadline=None)
@given(runs=st.lists(st.tuples(_ROWS, st.booleans(), st.booleans(), st.booleans()), min_size=1, max_size=5))
def test_random_runs_read_together_as_alone(tmp_path_factory: pytest.TempPathFactory,
                                            runs: list[tuple[list[tuple[str, str, float]], bool, bool, bool]]) -> None:
    """Spaces or tabs per file (a mix of files is parsed per kind and put back in order), a last
    line without its line end, blank lines; chunk ids short and long (coded by rank over all runs)."""
    folder = tmp_path_factory.mktemp("runs")
    paths = []
    for at, (rows, tab, cut_end, blank_lines) in enumerate(runs):
        text = _text(rows, f"tag{at}", "\t" if tab else " ")
        if blank_lines:
            text = "\n" + text.replace("\n", "\n\n", 1)
        path = folder / f"r{at}.run"
        path.write_text(text[:-1] if cut_end else text, encoding="utf-8")
        paths.append(path)
    _assert_as_read_alone(read_run_batch([str(path) for path in paths]), paths)


def test_one_vocabulary_for_every_run(tmp_path: Path) -> None:
    (tmp_path / "a.run").write_text("q2 Q0 doc_number_one 1 3 a\nq1 Q0 doc_number_two 1 2 a\n")
    (tmp_path / "b.run").write_text("q1\tQ0\tdoc_number_two\t1\t5\tb\nq3\tQ0\tdoc_number_zero\t1\t1\tb\n")
    (tmp_path / "c.run").write_text("q3 Q0 doc_number_one 1 3 c\n")
    paths = [tmp_path / name for name in ("a.run", "b.run", "c.run")]
    batch = read_run_batch([str(path) for path in paths])
    _assert_as_read_alone(batch, paths)
    assert batch is not None
    assert batch.codes.query_dictionary.to_pylist() == ["q2", "q1", "q3"]
    assert batch.codes.coder.dictionary is not None and len(batch.codes.coder.dictionary) == 3


@pytest.mark.parametrize("text", [
    "# a comment\nq1 Q0 a 1 1.0 t\n",  # read_run skips it: Arrow would not
    "#q Q0 a 1 1.0 t\nq1 Q0 a 1 1.0 t\n",  # a comment with six fields parses as a row
    "q1 Q0 a 1 1.0 t extra\n",  # trailing fields
    "q1  Q0 a 1 1.0 t\n",  # a run of blanks
    "q1\tQ0 a\t1\t1.0\tt\n",  # tabs and spaces
    " q1 Q0 a 1 1.0 t\n",  # a leading blank
    "q1 Q0 a 1 1.0 t\r\n",  # CRLF: the other readers take it, this one leaves it to them
    "\ufeffq1 Q0 a 1 1.0 t\n",  # a byte-order mark
    "q1 Q0 a\fb 1 1.0 t\n",  # FF: a blank to trec_eval
    "  \nq1 Q0 a 1 1.0 t\n",  # a line of blanks
])
def test_declines_a_run_read_run_reads_otherwise(tmp_path: Path, text: str) -> None:
    (tmp_path / "good.run").write_text("q1 Q0 a 1 1.0 t\n")
    (tmp_path / "odd.run").write_bytes(text.encode())
    assert read_run_batch([str(tmp_path / "good.run"), str(tmp_path / "odd.run")]) is None
    assert read_run(tmp_path / "odd.run", ranks=False).n_rows == 1


@pytest.mark.parametrize("text", [
    "q1 Q0 a 1 1.0 t\nq1 Q0 a 2 0.5 t\n",  # a pair twice in one run
    "q1 Q0 a 1 nan t\n", "q1 Q0 a 1 inf t\n", "q1 Q0 a 1 x t\n",  # scores
    "q1 Q0 a 1 1.0\n",  # too few fields
    "", "\n\n",  # no data line
    "q1 Q0 \xff 1 1.0 t\n",  # not UTF-8
    "q1 Q0 a\x00 1 1.0 t\n",  # a NUL
    "q1\tQ0\t\t1\t1.0\tt\n",  # an empty chunk id
])
def test_declines_a_run_read_run_refuses(tmp_path: Path, text: str) -> None:
    (tmp_path / "good.run").write_text("q1 Q0 a 1 1.0 t\n")
    (tmp_path / "bad.run").write_bytes(text.encode("utf-8", "surrogateescape") if "\xff" not in text
                                       else text.encode("latin-1"))
    assert read_run_batch([str(tmp_path / "good.run"), str(tmp_path / "bad.run")]) is None


def test_the_same_pair_in_two_runs_is_no_repeat(tmp_path: Path) -> None:
    for name in ("a.run", "b.run"):
        (tmp_path / name).write_text("q1 Q0 d 1 1.0 t\nq1 Q0 e 2 0.5 t\n")
    paths = [tmp_path / "a.run", tmp_path / "b.run"]
    _assert_as_read_alone(read_run_batch([str(path) for path in paths]), paths)


def test_declines_what_is_not_a_small_plain_file(tmp_path: Path) -> None:
    (tmp_path / "a.run").write_text("q1 Q0 d 1 1.0 t\n")
    (tmp_path / "b.jsonl").write_text('{"qid": "q1", "docid": "d", "score": 1}\n')
    (tmp_path / "c.run.gz").write_bytes(b"")
    good = str(tmp_path / "a.run")
    for other in ("b.jsonl", "c.run.gz", "missing.run"):
        assert read_run_batch([good, str(tmp_path / other)]) is None
    assert read_run_batch([good, str(tmp_path)]) is None  # a folder
