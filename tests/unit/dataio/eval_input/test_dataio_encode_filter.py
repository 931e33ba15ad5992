"""The join's prefilter (labeler.dataio.eval_input.encode._rows_in) finds exactly the rows whose chunk is
judged, however many rows its hashed bit table lets through."""

from __future__ import annotations

import numpy as np
import pytest

from labeler.dataio.eval_input import encode


@pytest.mark.parametrize("bits", [1, 4, 20])  # 1 bit: every row passes the table, the search decides
def test_rows_in_is_exact_whatever_the_table_lets_through(monkeypatch: pytest.MonkeyPatch, bits: int) -> None:
    rng = np.random.default_rng(3)
    codes = rng.integers(-(2**63), 2**63 - 1, size=5000, dtype=np.int64)
    codes[::7] = codes[3]  # repeated values
    members = np.unique(np.concatenate([codes[rng.integers(0, 5000, 40)], rng.integers(-5, 5, 10)]))
    monkeypatch.setattr(encode, "_FILTER_BITS", bits)
    monkeypatch.setattr(encode, "_FILTER_BLOCK", 1000)  # several blocks
    rows, slot = encode._rows_in(codes, members)
    expected = np.flatnonzero(np.isin(codes, members))
    assert np.array_equal(rows, expected)
    assert np.array_equal(members[slot], codes[expected])
