"""Several judges' grades as the calibration's evidence (bench only): ``bench_hybrid.py sweep --judges A+B+...``.

A judge spec ``A+B+C`` builds the pool from judge A's qrels (its grades are the pool's LLM grades: the
design, the LLM-alone baseline and the coarser calibration cell read them) and hands the estimator the
other judges' grades of the same pairs as ``Pool.evidence``. By default the other judges' grades are
summed into one column (three binary judges: the number of them saying relevant, 0-3), so UMBRELA x that
count is 4 x 4 = 16 codes; ``each=True`` keeps one column per judge (4 x 2 x 2 x 2 = 32 codes). A pair
another judge did not grade counts 0 in the sum, or has its own code -1 in its column.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np


def judge_names(spec: str) -> tuple[str, list[str]]:
    """(the primary judge, the others) of a ``A+B+...`` spec."""
    primary, *others = spec.split("+")
    return primary, others


def evidence(built: Any, folder: Path, others: list[str], *, each: bool = False) -> np.ndarray:
    """(N, J) the other judges' grades of the built pool's pairs (module docstring), J = 1 unless ``each``."""
    from labeler.services.evaluation.scoring import read_qrels_file

    columns = [built.align(read_qrels_file(str(folder / f"qrels.{name}.txt")), what=name) for name in others]
    grades = np.column_stack(columns)
    if each:
        return grades
    return np.maximum(grades, 0).sum(axis=1, keepdims=True)
