"""Runs and qrels as the Python API takes them (file paths, imported run names, DataFrames, dicts),
resolved the way `labeler eval` resolves them."""

from __future__ import annotations

import dataclasses
import os
import sys
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, TypeGuard, Union

from labeler.domain import LabelerError

if TYPE_CHECKING:
    import pandas as pd

    from labeler.dataio.qrels.files import QrelsTable
    from labeler.dataio.runs.table import RunTable
    from labeler.storage import Repository

RunSource = Union[str, "os.PathLike[str]", "pd.DataFrame"]
"""A run file path, the name of a run imported into the database, or a DataFrame (qid, docid, score)."""
Runs = Union[RunSource, Sequence[RunSource], Mapping[str, RunSource]]
"""One run, several, or a mapping from the name to show to the run."""
QrelsSource = Union[str, "os.PathLike[str]", "pd.DataFrame", Mapping[str, Mapping[str, int]], None]
"""A qrels file path, a DataFrame (qid, docid, grade), a {qid: {docid: grade}} dict, or None (the database's)."""


class OpenDatabase:
    """A database opened for several calls (``labeler.open``'s Project): ``db=`` takes one and leaves it open."""

    def __init__(self, db: str, repository: Repository) -> None:
        self.db = db
        self._repository = repository


class Inputs:
    """Runs and qrels resolved the way `labeler eval` resolves them, with the database (if any)
    opened only when needed and closed on exit."""

    def __init__(self, db: "str | os.PathLike[str] | OpenDatabase | None", qrels: QrelsSource, aggregate: str,
                 runs: Runs, *, empty_ok: bool = False) -> None:
        self._empty_ok = empty_ok  # database qrels with no judgment yet (llm and hybrid estimates)
        self._repository: Repository | None = None
        self._owned = True  # a Project's repository stays open for the project
        if isinstance(db, OpenDatabase):
            self.db: str | None = db.db
            self._repository, self._owned = db._repository, False
        else:
            self.db = None if db is None else os.fspath(db)
        self._sources = named_sources(runs)
        try:
            self.qrels, self.qrels_origin = self._qrels(qrels, aggregate)
        except BaseException:  # the database may be open already: close it before raising
            self.__exit__()
            raise

    def __enter__(self) -> "Inputs":
        return self

    def __exit__(self, *exc_info: object) -> None:
        if self._repository is not None and self._owned:
            self._repository.close()

    def repository(self, why: str) -> Repository:
        """The database, opened once (never created); LabelerError saying why it was needed without db=."""
        if self._repository is None:
            if self.db is None:
                raise LabelerError(f"{why}: pass db= (a labeler database) or a file")
            from labeler.services.project import open_repository

            self._repository = open_repository(self.db, create=False)
        return self._repository

    def repository_if_any(self, *, needed: bool) -> "Repository | None":
        """The database when one was given (opened when ``needed``), else None."""
        if self._repository is None and (self.db is None or not needed):
            return None
        return self.repository("LLM grades")

    def _qrels(self, qrels: QrelsSource, aggregate: str) -> tuple["QrelsTable", str | None]:
        from labeler.services.evaluation import scoring as evaluation

        if qrels is None:
            repository = self.repository("no qrels given")
            origin = f"judgments in {self.db} ({aggregate})"
            if self._empty_ok:
                from labeler.services.estimation.modes import human_qrels

                return human_qrels(repository, aggregate), origin
            return evaluation.qrels_from_repository(repository, aggregate), origin
        if isinstance(qrels, (str, os.PathLike)):
            path = os.fspath(qrels)
            return evaluation.read_qrels_file(path), os.path.basename(path)
        if isinstance(qrels, Mapping):
            from labeler.dataio.qrels.files import QrelsTable

            rows = [(qid, docid, grade) for qid, grades in qrels.items() for docid, grade in grades.items()]
            return QrelsTable.from_rows(rows), "qrels dict"
        if is_frame(qrels):
            from labeler.dataio.frames.inputs import qrels_from_frame

            return qrels_from_frame(qrels), "qrels DataFrame"
        raise LabelerError(f"qrels must be a path, a DataFrame or a dict, not {type(qrels).__name__}")

    def iter_runs(self) -> Iterator["RunTable"]:
        """Each run as a RunTable, one at a time, named as given."""
        from labeler.dataio.records.formats import is_input_file
        from labeler.services.evaluation.scoring import load_run

        for name, source in self._sources:
            if is_frame(source):
                from labeler.dataio.frames.inputs import run_from_frame

                yield run_from_frame(source, name or "run")
                continue
            path = os.fspath(source)
            repository = None if is_input_file(path) else self.repository(f"{path}: no such run file")
            run = load_run(path, repository, lean=True)
            yield run if name is None or name == run.name else dataclasses.replace(run, name=name)


def named_sources(runs: Runs) -> list[tuple[str | None, RunSource]]:
    """(name to show or None for the run's own, source) for each run given."""
    if isinstance(runs, Mapping):
        if not runs:
            raise LabelerError("no runs given")
        return [(str(name), source) for name, source in runs.items()]
    sources: Sequence[RunSource] = [runs] if isinstance(runs, (str, os.PathLike)) or is_frame(runs) else runs
    if not sources:
        raise LabelerError("no runs given")
    named: list[tuple[str | None, RunSource]] = []
    for index, source in enumerate(sources):
        if is_frame(source):
            default = "run" if len(sources) == 1 else f"run{index + 1}"
            named.append((str(source.attrs.get("name", default)), source))
        elif isinstance(source, (str, os.PathLike)):
            named.append((None, source))
        else:
            raise LabelerError(f"a run must be a path, an imported run's name or a DataFrame, "
                               f"not {type(source).__name__}")
    return named


def is_frame(value: object) -> TypeGuard[pd.DataFrame]:
    """A pandas DataFrame, checked without importing pandas for callers that pass paths."""
    frame_type = getattr(sys.modules.get("pandas"), "DataFrame", None)
    return frame_type is not None and isinstance(value, frame_type)
