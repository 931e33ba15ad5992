"""A big run ranked range by range as it is read (labeler.metrics.ranking.presorted through
labeler.dataio.eval_input.run_ranges) scores exactly as the whole run ranked at once: queries split across
ranges, scores that tie, queries listed out of order; a file that lists a query in two places
is left to the whole-run ranking, and a pair repeated anywhere still makes the reader decline."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from labeler.dataio.eval_input.encode import RunCodes, encode_codes
from labeler.dataio.qrels.files import read_qrels
from labeler.dataio.eval_input.run_ranges import read_ranked_run_codes, read_run_codes
from labeler.dataio.runs.reader import read_run
from labeler.metrics.ranking.sort import sort_run
from labeler.domain.errors import LabelerError
from labeler.metrics.arrays import EvalArrays
from labeler.metrics.engine.trec import trec_evaluate
from labeler.metrics.trec_eval.printing import TrecResult
from labeler.metrics.trec_eval.table import TrecRequest, parse_trec_measures
from labeler.metrics.ranking.presorted import PresortedRun

_OPTIONS: list[dict[str, object]] = [{}, {"complete": True, "relevance_level": 2}, {"max_docs": 3, "judged_only": True}]


def _write(folder: Path, rows: list[tuple[str, str, str]], judged: dict[tuple[str, str], int]) -> tuple[Path, Path]:
    run, qrels = folder / "run.trec", folder / "qrels.txt"
    run.write_text("".join(f"{q} Q0 {d} {i + 1} {s} tag\n" for i, (q, d, s) in enumerate(rows)))
    qrels.write_text("".join(f"{q} 0 {d} {g}\n" for (q, d), g in judged.items()))
    return qrels, run


def _outcome(arrays: EvalArrays, requests: list[TrecRequest], **options: Any) -> TrecResult | str:
    """The result, or the error (-M 3 -J can leave no query to score: trec_eval's exit 7)."""
    try:
        return trec_evaluate(arrays, requests, **options)
    except LabelerError as exc:
        return str(exc)


_Outcomes = list[TrecResult | str]


def _results(qrels: Path, run: Path, range_bytes: int, compat: int) -> tuple[PresortedRun | None, _Outcomes, _Outcomes]:
    """(the reader's ranking, the results with it, the results of the whole run ranked at once)."""
    read = read_ranked_run_codes(run, compat, range_bytes)
    assert read is not None
    codes, presorted = read
    arrays = encode_codes(codes, read_qrels(qrels, format="trec"), narrow_queries=True)
    requests = parse_trec_measures(["all_trec"])
    ranked = [_outcome(arrays, requests, compat=compat, presorted=presorted, **options) for options in _OPTIONS]
    whole = [_outcome(arrays, requests, compat=compat, **options) for options in _OPTIONS]
    if presorted is not None:  # each query's stretch holds its rows in sort_run's order
        order = sort_run(arrays.run_query, arrays.run_score, arrays.run_doc_order, compat=compat).order
        query = np.asarray(arrays.run_query)
        for start in presorted.segment_start[:-1].tolist():
            q = int(query[presorted.order[start]])
            mine = presorted.order[start : start + int(np.count_nonzero(query == q))]
            theirs = order[query[order] == q]
            assert np.array_equal(mine, theirs)
    return presorted, ranked, whole


@settings(max_examples=40, deadline=None)
@given(queries=st.lists(st.sampled_from(["q3", "q1", "q10", "q2", "7", "q\u00e9"]), min_size=1, max_size=5,
                        unique=True),
       sizes=st.lists(st.integers(1, 40), min_size=5, max_size=5),
       scores=st.sampled_from([["0.5", "1", "0.25"], [str(v) for v in range(40)], ["1.00000001", "1.0"]]),
       range_bytes=st.integers(64, 700), compat=st.sampled_from([9, 10]), seed=st.integers(0, 2**16))
def test_ranked_as_read_scores_as_the_whole_run(tmp_path_factory: pytest.TempPathFactory, queries: list[str],
                                               sizes: list[int], scores: list[str], range_bytes: int, compat: int,
                                               seed: int) -> None:
    rng = np.random.default_rng(seed)
    rows = [(q, f"d{d}", str(rng.choice(scores))) for q, size in zip(queries, sizes)
            for d in rng.permutation(60)[:size]]
    judged = {(q, d): int(rng.integers(-1, 3)) for q, d, _ in rows if rng.random() < 0.4}
    judged[(queries[0], "unretrieved")] = 2
    qrels, run = _write(tmp_path_factory.mktemp("ranked"), rows, judged)
    presorted, ranked, whole = _results(qrels, run, range_bytes, compat)
    assert presorted is not None and presorted.compat == compat
    assert ranked == whole and isinstance(whole[0], TrecResult)


def test_query_split_across_ranges_and_one_listed_again_later(tmp_path: Path) -> None:
    split = [("q2", f"d{d:03}", str(d % 7)) for d in range(300)] + [("q1", f"d{d:03}", "1.5") for d in range(50)]
    judged = {("q2", "d010"): 1, ("q2", "d299"): 2, ("q1", "d003"): 1}
    qrels, run = _write(tmp_path, split, judged)
    assert run.stat().st_size > 4 * 1024  # q2 alone spans ranges of 1 KiB
    presorted, ranked, whole = _results(qrels, run, 1024, 10)
    assert presorted is not None and ranked == whole
    again = split + [("q2", "e001", "9")]  # q2 listed again after q1: ranked as a whole run
    qrels, run = _write(tmp_path, again, judged)
    presorted, ranked, whole = _results(qrels, run, 1024, 10)
    assert presorted is None and ranked == whole
    codes = read_run_codes(run, 1024)
    expected = RunCodes.of(read_run(run, ranks=False))
    assert codes is not None and np.array_equal(codes.take_query_codes(), expected.take_query_codes())


@pytest.mark.parametrize("later", ["q2 Q0 d005 9 1.0 tag\n", "q1 Q0 x 9 1.0 tag\nq2 Q0 d005 9 1.0 tag\n"])
def test_a_pair_repeated_in_another_range_is_declined(tmp_path: Path, later: str) -> None:
    run = tmp_path / "run.trec"
    run.write_text("".join(f"q2 Q0 d{d:03} {d} 1.0 tag\n" for d in range(100)) + later)
    assert read_ranked_run_codes(run, 10, 256) is None
    assert read_run_codes(run, 256) is None
