"""`labeler sample --decide top-K`: a design aimed at settling the top K runs in order, stored as strategy
decide-top-K and extended as any design; the options that do not go together are one line each."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from labeler.domain import LabelerError
from labeler.metrics.hybrid.design import decision_sizes
from labeler.services.estimation.design import sample
from labeler.services.estimation.hybrid import hybrid_measures
from labeler.services.estimation.pool_source import pool_from_repository
from labeler.storage import open_repository
from tests.projects.sampling_project import MODEL, import_project, run_cli, write_project


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "labeler.db"
    import_project(path, write_project(tmp_path))
    return path


def test_decide_stores_its_k_draws_by_the_decision_sizes_and_extends(db):
    result = run_cli(db, "sample", "--budget", "8", "--model", MODEL, "--annotator", "ann", "--decide", "top-1")
    assert "strategy decide-top-1" in result.output
    repo = open_repository(str(db))
    try:
        design = repo.newest_design()
        assert design is not None and design.spec.strategy == "decide-top-1"
        pool = pool_from_repository(repo, MODEL, 10)
        sizes = {(q, c): s for q, c, s, _, _ in repo.design_rows(design.id)}
        keys = list(zip(pool.qid.to_pylist(), pool.docid.to_pylist()))
        expected = decision_sizes(pool.pool, hybrid_measures(["nDCG@10"])[0], 1)
        assert np.allclose([sizes[key] for key in keys], expected)
        again = sample(repo, budget=12, model=MODEL, annotator="ann")       # extends: no need to repeat --decide
        assert not again.created and again.design.spec.strategy == "decide-top-1"
        with pytest.raises(LabelerError, match="--decide top-2 is a strategy of its own"):
            sample(repo, budget=12, model=MODEL, annotator="ann", strategy="uniform", decide=2)
    finally:
        repo.close()


@pytest.mark.parametrize("args, words", [
    (("--strategy", "decide"), "--strategy decide needs --decide top-K"),
    (("--decide", "top-0"), "--decide top-0: give top-K"),
])
def test_decide_options_that_do_not_go_together_are_one_line(db, args, words, capsys):
    from labeler.cli import main

    with pytest.raises(SystemExit) as excinfo:
        main(["--db", str(db), "sample", "--budget", "5", "--model", MODEL, *args])
    assert excinfo.value.code == 2
    said = capsys.readouterr().err
    assert words in said and "Traceback" not in said
