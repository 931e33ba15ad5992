"""Where hybrid estimation gets its pool: a model's suggestions in the database, or an LLM grades file.

Both give a ``HybridPool`` (dataio.estimation.pool_arrays): every pair the model graded, its grade (and
probabilities where it gave them for every pair), and each run's top k in trec_eval's order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Union

from labeler.services.evaluation.scoring import load_run
from labeler.services.judging.model_grades import grades_of_model

if TYPE_CHECKING:  # the storage layer (SQLAlchemy) loads only when a database is used
    from labeler.storage.repository import Repository
    from labeler.dataio.estimation.pool_arrays import HybridPool
    from labeler.dataio.qrels.files import QrelsTable
    from labeler.dataio.runs.table import RunTable

RunSource = Union[str, "RunTable"]  # a run file, an imported run's name, or a run already read


def pool_from_repository(repository: Repository, model: str, depth: int, *,
                         runs: Sequence[RunSource] | None = None, compat: int = 10,
                         human: "QrelsTable | None" = None) -> "HybridPool":
    """The pool of ``model``'s newest ok suggestions (and of the ``human`` qrels' pairs, known) and the
    imported runs (all of them by default)."""
    from labeler.dataio.estimation.pool_arrays import build_pool, model_qrels

    grades = grades_of_model(repository, model)
    names = list(runs) if runs is not None else [info.name for info in repository.list_runs()]
    tables = _tables(names, repository)
    return build_pool(model_qrels(grades, origin=f"model {model}"), tables, depth, compat=compat, human=human)


def pool_from_files(llm_path: str, runs: Sequence[RunSource], depth: int, *,
                    repository: Repository | None = None, compat: int = 10,
                    human: "QrelsTable | None" = None) -> "HybridPool":
    """The pool of an LLM grades file (qrels, or CSV/JSONL/Parquet with probabilities) and of the
    ``human`` qrels' pairs, and runs given as files (or imported names when a database is open)."""
    from labeler.dataio.estimation.pool_arrays import build_pool, model_qrels
    from labeler.dataio.suggestions.files import read_model_grades

    grades = read_model_grades(llm_path)
    return build_pool(model_qrels(grades, origin=llm_path), _tables(runs, repository), depth, compat=compat,
                      human=human)


def pool_from_qrels(llm: "QrelsTable", runs: Sequence[RunSource], depth: int, *,
                    repository: Repository | None = None, compat: int = 10,
                    human: "QrelsTable | None" = None) -> "HybridPool":
    """The pool of an LLM qrels table (and of the ``human`` qrels' pairs) and runs (files, imported
    names, or tables)."""
    from labeler.dataio.estimation.pool_arrays import build_pool

    return build_pool(llm, _tables(runs, repository), depth, compat=compat, human=human)


def _tables(runs: Sequence[RunSource], repository: Repository | None) -> list["RunTable"]:
    return [load_run(run, repository, lean=True) if isinstance(run, str) else run for run in runs]
