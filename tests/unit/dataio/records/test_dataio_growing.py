"""Growing columns: appended batch by batch, they equal one array built from everything at once."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pytest

import labeler.dataio.records.growing as growing
from labeler.dataio.eval_input.encode import _distinct
from labeler.dataio.records.growing import GrowingArray, GrowingStrings
from labeler.dataio.qrels.files import QrelsTable
from labeler.dataio.qrels.rows import no_lines

BATCHES = [["q1", "q10", "qä"], [], ["", "d" * 300], ["x"] * 5000, ["日本", "q9"]]


def test_growing_array_keeps_every_value_through_its_doublings():
    grown = GrowingArray(np.int64)
    parts = [np.arange(n, dtype=np.int32) * 3 for n in (0, 1, 5000, 3, 20_000)]
    for part in parts:
        grown.extend(part)
    assert grown.view().dtype == np.int64
    assert grown.view().tolist() == np.concatenate(parts).tolist()
    assert grown.arrow().to_pylist() == np.concatenate(parts).tolist()


def test_growing_strings_equal_one_array_of_every_batch():
    strings = GrowingStrings()
    for batch in BATCHES:
        strings.extend(batch)
    whole = strings.arrow()
    whole.validate(full=True)
    assert isinstance(whole, pa.Array)
    assert whole.to_pylist() == [s for batch in BATCHES for s in batch]


def test_growing_strings_start_a_new_chunk_before_their_offsets_overflow(monkeypatch):
    monkeypatch.setattr(growing, "_MAX_OFFSET", 5200)  # 2 GiB of text, scaled down
    strings = GrowingStrings()
    for batch in BATCHES:
        strings.extend(batch)
    whole = strings.arrow()
    whole.validate(full=True)
    assert isinstance(whole, pa.ChunkedArray) and whole.num_chunks > 1
    assert [len(chunk.buffers()[2]) for chunk in whole.chunks] == [308, 5008]
    assert whole.to_pylist() == [s for batch in BATCHES for s in batch]


def test_growing_strings_refuse_none():
    with pytest.raises(ValueError):
        GrowingStrings().extend(["a", None])  # type: ignore[list-item]


def test_a_table_from_batches_is_the_table_of_their_rows():
    batches = [(["q1", "q1"], ["d1", "dé"], [1, 2]), ([], [], []), (["q2"], [""], np.array([3], dtype=np.int8))]
    table = QrelsTable.from_batches(batches).table
    assert table.equals(QrelsTable.from_rows([("q1", "d1", 1), ("q1", "dé", 2), ("q2", "", 3)]).table)
    assert QrelsTable.from_batches([]).n_rows == 0


def test_no_lines_are_all_null():
    lines = no_lines(100_000)
    lines.validate(full=True)
    assert lines.type == pa.int64() and lines.null_count == 100_000
    assert lines.slice(99_990).to_pylist() == [None] * 10


def test_distinct_equals_numpy_unique():
    values = np.random.default_rng(3).integers(-50, 50, 10_000).astype(np.int64)
    assert _distinct(values).tolist() == np.unique(values).tolist()
    assert _distinct(np.zeros(0, dtype=np.int64)).tolist() == []
