"""encode in two steps (RunCodes, then the join) gives what encode gives, and narrow query
indices only change the dtype; the run can be dropped in between."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from labeler.dataio.eval_input.encode import RunCodes, encode, encode_codes
from labeler.dataio.qrels.files import read_qrels
from labeler.dataio.runs.reader import read_run


def test_two_steps_equal_encode_and_narrow_only_changes_the_dtype(tmp_path: Path) -> None:
    run_path, qrels_path = tmp_path / "run.trec", tmp_path / "qrels.txt"
    run_path.write_text("q2 Q0 a 1 3.0 t\nq2 Q0 b 2 2.0 t\nq1 Q0 a 1 1.5 t\n")
    qrels_path.write_text("q1 0 a 2\nq3 0 c 1\nq2 0 b 1\n")
    qrels = read_qrels(qrels_path, format="trec")
    expected = encode(read_run(run_path, ranks=False), qrels)
    run = read_run(run_path, ranks=False)
    codes = RunCodes.of(run)
    del run
    narrow = encode_codes(codes, qrels, narrow_queries=True)
    assert narrow.run_query.dtype == np.int32 and expected.run_query.dtype == np.int64
    assert narrow.query_ids == expected.query_ids == ["q1", "q2", "q3"]
    for name in ("run_query", "run_score", "run_doc_order", "run_grade", "qrels_query", "qrels_grade"):
        assert np.array_equal(getattr(narrow, name), getattr(expected, name)), name
    with pytest.raises(ValueError, match="already taken"):
        codes.take_query_codes()
