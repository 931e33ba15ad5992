"""read_trec_inputs: a run the ranged reader declines at once (long chunk ids) is read while the qrels
are read in a thread; the arrays are those of the reads one after the other, and when both files are
wrong the qrels' error is the one raised, as before."""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import pytest

from labeler.dataio.eval_input import run_ranges
from labeler.dataio.eval_input.trec_files import read_trec_inputs
from labeler.dataio.qrels import files as qrels_files
from labeler.domain.errors import InputError

QRELS = "q1 0 msmarco_passage_01 2\nq1 0 msmarco_passage_02 0\nq2 0 msmarco_passage_03 1\n"
RUN = ("q1 Q0 msmarco_passage_02 1 2.0 sys\nq1 Q0 msmarco_passage_01 2 2.0 sys\n"
       "q2 Q0 msmarco_passage_09 1 1.5 sys\nq2 Q0 msmarco_passage_03 2 0.5 sys\n")


@pytest.fixture
def files(tmp_path: Path) -> dict[str, str]:
    texts = {"qrels": QRELS, "run": RUN, "bad_qrels": "q1 0 msmarco_passage_01\n",
             "bad_run": "q1 Q0 msmarco_passage_01 1 high sys\n"}
    for name, text in texts.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return {name: str(tmp_path / name) for name in texts}


def test_the_qrels_are_read_in_a_thread_beside_a_run_read_whole(files: dict[str, str],
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    assert run_ranges.declined_at_once(files["run"])  # ids longer than 8 bytes
    threads: list[str] = []
    read_qrels = qrels_files.read_qrels

    def recording(*args: object, **kwargs: object) -> object:
        threads.append(threading.current_thread().name)
        return read_qrels(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(qrels_files, "read_qrels", recording)
    arrays, run_id, presorted = read_trec_inputs(files["qrels"], files["run"], compat=10, sorted_anyway=False)
    assert threads == ["labeler-qrels"] and run_id == "sys" and presorted is None

    monkeypatch.setattr(run_ranges, "declined_at_once", lambda path: False)  # the reads one after the other
    one_by_one, _, _ = read_trec_inputs(files["qrels"], files["run"], compat=10, sorted_anyway=False)
    assert threads == ["labeler-qrels", threading.current_thread().name]
    assert arrays.query_ids == one_by_one.query_ids
    for name in ("run_query", "run_score", "run_doc_order", "run_grade", "qrels_query", "qrels_grade"):
        assert np.array_equal(getattr(arrays, name), getattr(one_by_one, name)), name


@pytest.mark.parametrize(("qrels", "run", "named"), [
    ("bad_qrels", "bad_run", "bad_qrels"),  # both wrong: the qrels' error, as when read one after the other
    ("bad_qrels", "run", "bad_qrels"),
    ("qrels", "bad_run", "bad_run"),
])
def test_the_qrels_error_comes_first(files: dict[str, str], qrels: str, run: str, named: str) -> None:
    with pytest.raises(InputError) as raised:
        read_trec_inputs(files[qrels], files[run], compat=10, sorted_anyway=False)
    assert str(raised.value).startswith(files[named])
