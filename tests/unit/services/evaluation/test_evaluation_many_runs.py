"""`labeler eval` of many run files: consecutive small plain TREC files are read and scored
together, and every run's evaluation is the one it gets alone, in the order given; a run the batch
reader declines (another format, an imported run, a bad line) is read on its own, as before."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import labeler.dataio.eval_input.run_batch as run_batch
from labeler.metrics.request import scoring_request
from labeler.dataio.qrels.files import QrelsTable
from labeler.domain.errors import InputError
from labeler.services.evaluation.scoring import RunEvaluation, evaluate_sources

MEASURES = ["nDCG@10", "AP", "RR", "P@5", "R@100", "Judged@10", "num_ret", "bpref"]


def _collection(folder: Path, n_runs: int = 6) -> tuple[QrelsTable, list[str]]:
    """Qrels and runs sharing queries and chunk ids, with tied scores and long chunk ids in some runs."""
    rng = np.random.default_rng(17)
    qrels = [(f"q{q}", f"passage_{d:05d}", int(rng.integers(-1, 4))) for q in range(12) for d in rng.permutation(80)[:15]]
    paths = []
    for run in range(n_runs):
        lines = []
        for q in rng.permutation(14)[:10]:
            docs = rng.permutation(80)[: int(rng.integers(1, 60))]
            scores = np.sort(rng.integers(0, 30, len(docs)) / (2.0 if run % 2 else 7.0))[::-1]
            chunk = "passage_{:05d}" if run % 3 else "p{}"
            lines += [f"q{q}{' ' if run % 2 else chr(9)}Q0 {chunk.format(d)} {i + 1} {s} run{run}".replace(" ", "\t" if run % 2 == 0 else " ")
                      for i, (d, s) in enumerate(zip(docs, scores))]
        path = folder / f"r{run}.trec"
        path.write_text("\n".join(lines) + "\n")
        paths.append(str(path))
    return QrelsTable.from_rows(qrels), paths


def _same(got: list[RunEvaluation], expected: list[RunEvaluation]) -> None:
    assert [e.run_name for e in got] == [e.run_name for e in expected]
    for a, b in zip(got, expected, strict=True):
        assert (a.n_rows, a.retrieved_for, a.qrels) == (b.n_rows, b.retrieved_for, b.qrels)
        assert a.result.query_ids == b.result.query_ids
        assert {m: v.tobytes() for m, v in a.result.per_query.items()} == \
            {m: v.tobytes() for m, v in b.result.per_query.items()}
        assert a.result.means == b.result.means and a.result.ties == b.result.ties


@pytest.mark.parametrize("options", [{}, {"complete": True, "compat": 9}, {"gain": "exponential", "relevant_grade": 2}])
def test_runs_read_together_score_as_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           options: dict[str, object]) -> None:
    qrels, paths = _collection(tmp_path)
    read = []
    original = run_batch.read_run_batch
    monkeypatch.setattr(run_batch, "read_run_batch", lambda group: read.append(group) or original(group))
    together = list(evaluate_sources(paths, qrels, scoring_request(MEASURES, **options)))  # type: ignore[arg-type]
    assert read == [paths]  # one batch, read by the batch reader
    alone = [evaluation for path in paths for evaluation in evaluate_sources([path], qrels, scoring_request(MEASURES, **options))]  # type: ignore[arg-type]
    _same(together, alone)


def test_a_run_the_batch_reader_cannot_take_splits_the_batch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    qrels, paths = _collection(tmp_path)
    jsonl = tmp_path / "r9.jsonl"
    jsonl.write_text('{"qid": "q1", "docid": "p1", "score": 2}\n{"qid": "q2", "docid": "p3", "score": 1}\n')
    order = [*paths[:2], str(jsonl), *paths[2:]]
    monkeypatch.setattr(run_batch, "BATCH_BYTES", Path(paths[2]).stat().st_size * 2)  # cut the rest in two
    groups = []
    original = run_batch.read_run_batch
    monkeypatch.setattr(run_batch, "read_run_batch", lambda group: groups.append(group) or original(group))
    together = list(evaluate_sources(order, qrels, scoring_request(MEASURES)))
    assert str(jsonl) not in [path for group in groups for path in group] and len(groups) >= 2
    _same(together, [e for path in order for e in evaluate_sources([path], qrels, scoring_request(MEASURES))])


def test_a_bad_line_is_named_as_when_read_alone(tmp_path: Path) -> None:
    qrels, paths = _collection(tmp_path, n_runs=3)
    Path(paths[1]).write_text("q1 Q0 a 1 1.0 t\nq1 Q0 b 2 0.5 t\nq1 Q0 a 3 0.1 t\n")
    evaluations = evaluate_sources(paths, qrels, scoring_request(MEASURES))
    with pytest.raises(InputError, match=r"r1\.trec:3: chunk 'a' appears twice for query 'q1'"):
        list(evaluations)
