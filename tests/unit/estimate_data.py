"""A small synthetic collection for the --estimate tests: every pair graded by humans and by a noisy
LLM, two runs, and what `labeler sample --out` leaves a file user."""

from __future__ import annotations

import json
import random
from pathlib import Path

import numpy as np
import pytest

from labeler.cli import main
from labeler.dataio.estimation.design_files import write_design
from labeler.dataio.estimation.pool_arrays import build_pool
from labeler.dataio.runs.reader import read_run
from labeler.metrics.hybrid.design import design_sizes, sequential_poisson
from labeler.metrics.hybrid.measures import ratio_measure
from labeler.services.evaluation.scoring import read_qrels_file

FIELDS = {"value", "ci_low", "ci_high", "method", "human_judgments"}


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exited:
        main(list(args))
    captured = capsys.readouterr()
    return exited.value.code, captured.out, captured.err


def eval_json(capsys, *args: str) -> dict:
    code, out, err = run_cli(capsys, "eval", *args, "--format", "json")
    assert code == 0, err
    return json.loads(out)


def write_collection(tmp_path: Path) -> Path:
    """12 queries x 20 chunks: every pair graded by humans (full.txt) and by a noisy LLM (llm.txt);
    two runs ranking the first 10 of a shuffled list per query."""
    draw = random.Random(7)
    full, llm = [], []
    runs: dict[str, list[str]] = {"bm25": [], "dense": []}
    for q in range(12):
        chunks = [f"c{q}_{i:02d}" for i in range(20)]
        for chunk in chunks:
            grade = draw.choice([0, 0, 0, 1, 2, 3])
            full.append(f"q{q:02d} 0 {chunk} {grade}")
            llm.append(f"q{q:02d} 0 {chunk} {min(3, max(0, grade + draw.choice([-1, 0, 0, 1])))}")
        for name, rows in runs.items():
            order = chunks[:]
            draw.shuffle(order)
            rows += [f"q{q:02d} Q0 {chunk} {r + 1} {20 - r} {name}" for r, chunk in enumerate(order[:10])]
    (tmp_path / "full.txt").write_text("\n".join(full) + "\n")
    (tmp_path / "llm.txt").write_text("\n".join(llm) + "\n")
    (tmp_path / "some.txt").write_text("\n".join(full[::4]) + "\n")  # humans graded every 4th pair, by hand
    for name, rows in runs.items():
        (tmp_path / f"{name}.run").write_text("\n".join(rows) + "\n")
    return tmp_path


def sample_with_design(folder: Path, budget: int) -> None:
    """What `labeler sample --out` leaves a file user: the design sidecar and human grades of the
    first ``budget`` pairs of its order (sample.txt)."""
    pool = build_pool(read_qrels_file(str(folder / "llm.txt")),
                      [read_run(str(folder / f"{name}.run")) for name in ("bm25", "dense")], 10)
    measure = ratio_measure("nDCG@10")
    assert measure is not None
    sizes = design_sizes(pool.pool, measure)
    uniform = np.random.default_rng(3).random(pool.pool.size)
    chosen = sequential_poisson(sizes, uniform, budget).order
    qid, docid = pool.qid.to_pylist(), pool.docid.to_pylist()
    write_design(folder / "sample.design.tsv", qid, docid, sizes.tolist(), uniform.tolist())
    truth = {tuple(line.split()[::2][:2]): line for line in (folder / "full.txt").read_text().splitlines()}
    (folder / "sample.txt").write_text("".join(truth[qid[i], docid[i]] + "\n" for i in chosen))
