"""The Python front door: `labeler.evaluate`, `labeler.compare` and `labeler.open`, returning pandas.

A thin layer over the services `labeler eval`, `labeler report` and the evaluation screen use,
so a notebook gets the very numbers the CLI prints. Conventions (as trec_eval; stated in each
result's ``attrs["conventions"]``):

- gain: linear, gain = grade (trec_eval ndcg_cut) unless ``gain="exponential"`` (2^grade - 1);
  discount log2(rank + 1); IDCG from every judged chunk of the query, retrieved or not.
- ranking: score descending, ties by chunk id descending in byte order; any rank column is ignored.
- unjudged chunks gain 0 and are not relevant; binary measures count grade >= relevant_grade.
- means are over the queries that have qrels and appear in the run; ``complete=True``
  (trec_eval -c) also counts judged queries missing from the run, as 0. num_ret, num_rel and
  num_rel_ret are sums, not means.
- qrels from a database: human judgments only (never LLM suggestions), one grade per pair by
  the aggregation policy ``aggregate`` (majority by default, as `labeler export qrels`).
"""

from __future__ import annotations

import dataclasses
import os
import sys
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeGuard, Union

from labeler.domain import LabelerError, RunInfo, UpsertCounts
from labeler.domain.status import StatusCounts
from labeler.services.qrels import DEFAULT_POLICY

if TYPE_CHECKING:
    import pandas as pd

    from labeler.dataio.qrels import QrelsTable
    from labeler.dataio.run_table import RunTable
    from labeler.services.importing import RunImport
    from labeler.storage import Repository

RunSource = Union[str, "os.PathLike[str]", "pd.DataFrame"]
"""A run file path, the name of a run imported into the database, or a DataFrame (qid, docid, score)."""
Runs = Union[RunSource, Sequence[RunSource], Mapping[str, RunSource]]
"""One run, several, or a mapping from the name to show to the run."""
QrelsSource = Union[str, "os.PathLike[str]", "pd.DataFrame", Mapping[str, Mapping[str, int]], None]
"""A qrels file path, a DataFrame (qid, docid, grade), a {qid: {docid: grade}} dict, or None (the database's)."""

__all__ = ["evaluate", "compare", "open", "Project", "RunSource", "Runs", "QrelsSource"]


def evaluate(
    runs: Runs,
    qrels: QrelsSource = None,
    measures: Sequence[str] | None = None,
    *,
    per_query: bool = False,
    db: "str | os.PathLike[str] | Project | None" = None,
    aggregate: str = DEFAULT_POLICY,
    gain: str = "linear",
    relevant_grade: int = 1,
    complete: bool = False,
    compat: int = 10,
    estimate: str = "human",
    model: str | None = None,
    llm_qrels: "str | os.PathLike[str] | None" = None,
    design: "str | os.PathLike[str] | None" = None,
    confidence: float = 0.95,
    baseline: str | None = None,
) -> "pd.DataFrame":
    """Score runs as `labeler eval` does and return a DataFrame.

    compat=10 compares scores as doubles (trec_eval 10); compat=9 rounds them to float32 first,
    as trec_eval 9.x and pytrec_eval do.

    per_query=False: one row per run (in the order given), columns ``run`` then one per measure
    (``nDCG@10``, ``RR``, ...: the names `labeler eval` prints), each the mean over the run's
    averaged queries. per_query=True: one row per (run, query), columns ``run, qid`` then the
    measures, queries in byte order of their id. ``attrs`` holds ``conventions``, ``qrels``
    (where they came from) and ``queries`` (run -> number of queries averaged).

    db: a database path or URL (opened for this call, never created) or an open Project.
    measures default to nDCG@10 nDCG@5 nDCG@3 RR R@100 Judged@10; trec_eval names work too.
    DataFrame runs are named by their mapping key, else ``frame.attrs["name"]``, else run1, run2...

    estimate= as `labeler eval --estimate`: "human" (the default: human qrels), "llm" (a human grade
    where one exists, else the LLM's: ``llm_qrels=`` a file, or ``model=``'s suggestions in db, by
    default the newest of any model) or "hybrid" (intervals for nDCG@k, P@k, R@k; ``design=`` the
    `labeler sample` sidecar, else the database's design, else worst-case bounds; per run only). The
    measure columns hold the estimate's value; with "hybrid" each measure is followed by
    ``"<measure> ci_low"`` and ``"<measure> ci_high"``. ``attrs["estimate"]`` says how the estimates
    were made (method, confidence, baseline, design, notes) and ``attrs["estimates"]`` maps each run to
    `labeler eval --format json`'s ``estimates`` and ``vs_baseline`` (against ``baseline=``, default
    the first run).
    """
    from labeler.services.estimating import EstimateRequest, estimates_for, measures_for, scoring_qrels
    from labeler.services.evaluation import evaluate_run

    request = EstimateRequest(estimate, model, None if llm_qrels is None else os.fspath(llm_qrels),
                              None if design is None else os.fspath(design), confidence)
    request.check(gain=gain, relevant_grade=relevant_grade)
    if per_query and request.mode == "hybrid":
        raise LabelerError("hybrid estimates are per run, not per query: use per_query=False")
    parsed = measures_for(request, measures)
    names = [m.name for m in parsed]
    with _Inputs(db, qrels, aggregate, runs, empty_ok=request.mode != "human") as inputs:
        repository = inputs.repository_if_any(needed=request.mode != "human" and request.llm_path is None)
        scored = scoring_qrels(request, inputs.qrels, repository)
        # only the hybrid pool needs every run at once; otherwise each run's table goes once scored
        tables: Sequence[RunTable] = list(inputs.iter_runs()) if request.mode == "hybrid" else []
        results = [
            evaluate_run(run, scored, names, gain=gain, relevant_grade=relevant_grade,
                         complete=complete, qrels_origin=inputs.qrels_origin, compat=compat)
            for run in (tables or inputs.iter_runs())
        ]
        estimates = estimates_for(request, results, names, runs=tables, human=inputs.qrels,
                                  repository=repository, baseline=baseline, compat=compat)
    import pandas as pd

    if per_query:
        records = [
            {"run": ev.run_name, "qid": qid, **{m: float(ev.result.per_query[m][i]) for m in names}}
            for ev in results for i, qid in enumerate(ev.result.query_ids)
        ]
        frame = pd.DataFrame.from_records(records, columns=["run", "qid", *names])
    else:
        from labeler.dataio.estimate_frames import estimates_frame

        cells = [(run.name, {m: (e.value, e.ci_low, e.ci_high) for m, e in run.estimates.items()})
                 for run in estimates.runs]
        frame = estimates_frame(cells, names, intervals=request.mode == "hybrid")
    frame.attrs.update(_attrs(results[0].result.conventions if results else {},
                              results[0].qrels if results else None))
    frame.attrs["queries"] = {ev.run_name: len(ev.result.query_ids) for ev in results}
    frame.attrs["estimate"] = estimates.as_json()
    frame.attrs["estimates"] = {run.name: run.as_json() for run in estimates.runs}
    return frame



def compare(
    runs: Runs,
    qrels: QrelsSource = None,
    measures: Sequence[str] | None = None,
    *,
    baseline: str | None = None,
    db: "str | os.PathLike[str] | Project | None" = None,
    aggregate: str = DEFAULT_POLICY,
    gain: str = "linear",
    relevant_grade: int = 1,
    complete: bool = False,
    test: str = "randomization",
    ci: str = "bootstrap",
    alpha: float = 0.05,
) -> "pd.DataFrame":
    """Compare runs as the evaluation screen and `labeler report` do, as a long DataFrame.

    One row per (run, measure), runs in the order given: ``run, measure, mean, ci_low, ci_high,
    judged`` (mean Judged@k at the measure's cutoff), ``queries`` (averaged over), and against the
    baseline (``baseline=``, default the first run): ``difference`` (mean paired difference over the
    queries both evaluate, ``paired_queries``), ``p_value``, ``p_holm`` (Holm over the compared runs,
    per measure) and ``mark`` ("win", "loss" or "none" at ``alpha``). The baseline's own rows and
    the totals (num_ret, num_rel, num_rel_ret) have NaN there; totals have no interval either.
    test: "randomization" (Fisher, 10,000 sign flips, seed 0) or "t"; ci: "bootstrap" (10,000
    resamples, seed 0) or "t". ``attrs`` holds ``baseline``, ``conventions`` and ``qrels``.
    """
    from labeler.services.comparison import compare_runs

    with _Inputs(db, qrels, aggregate, runs) as inputs:
        tables = list(inputs.iter_runs())
        comparison = compare_runs(
            tables, inputs.qrels, measures, baseline=baseline, gain=gain, relevant_grade=relevant_grade,
            complete=complete, test=test, ci=ci, alpha=alpha, qrels_origin=inputs.qrels_origin,
        )
    import pandas as pd

    nan = float("nan")
    records = []
    for summary in comparison.runs:
        for name in comparison.measure_names:
            mean = summary.summaries[name]
            difference = summary.differences.get(name)
            records.append({
                "run": summary.name, "measure": name, "mean": mean.mean,
                "ci_low": nan if mean.ci_low is None else mean.ci_low,
                "ci_high": nan if mean.ci_high is None else mean.ci_high,
                "judged": nan if mean.judged is None else mean.judged,
                "queries": mean.n_queries,
                "difference": nan if difference is None else difference.mean_difference,
                "p_value": nan if difference is None else difference.p_value,
                "p_holm": nan if difference is None else difference.p_holm,
                "mark": None if difference is None else difference.mark,
                "paired_queries": 0 if difference is None else difference.n_queries,
            })
    frame = pd.DataFrame.from_records(records, columns=[
        "run", "measure", "mean", "ci_low", "ci_high", "judged", "queries",
        "difference", "p_value", "p_holm", "mark", "paired_queries",
    ])
    frame.attrs.update(_attrs(comparison.conventions, comparison.qrels))
    frame.attrs["baseline"] = comparison.baseline
    return frame


def open(db: str | os.PathLike[str], *, create: bool = False) -> "Project":  # noqa: A001 - labeler.open
    """Open a labeler database (SQLite path or SQLAlchemy URL), migrating it if older; a missing
    SQLite file is an error unless create=True. Use as a context manager to close it."""
    return Project(str(db), create=create)


class Project:
    """A labeler database opened from Python: imports, counts, qrels and scores of its runs."""

    def __init__(self, db: str, *, create: bool = False) -> None:
        from labeler.services.project import open_repository

        self.db = db
        self._repository: Repository = open_repository(db, create=create)

    def __enter__(self) -> "Project":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Project({self.db!r})"

    def close(self) -> None:
        """Release the database connections."""
        self._repository.close()

    def status(self) -> StatusCounts:
        """What the database holds: queries, chunks, runs, pairs, judged and unjudged, per annotator."""
        return self._repository.counts()

    def runs(self) -> list[RunInfo]:
        """The imported runs, by name."""
        from labeler.services.browsing import imported_runs

        return imported_runs(self._repository)

    def import_queries(self, path: str | os.PathLike[str], *, format: str | None = None) -> UpsertCounts:
        """Add or update queries from a file (TSV, CSV, JSONL, Parquet, BEIR, TREC topics)."""
        from labeler.services.importing import import_queries

        return import_queries(self._repository, os.fspath(path), format=format)

    def import_chunks(self, path: str | os.PathLike[str], *, format: str | None = None) -> UpsertCounts:
        """Add or update chunks from a corpus file, in one transaction."""
        from labeler.services.importing import import_chunks

        return import_chunks(self._repository, os.fspath(path), format=format)

    def import_run(self, path: str | os.PathLike[str], *, name: str | None = None, replace: bool = False,
                   strict: bool = False, format: str | None = None) -> "RunImport":
        """Import a run file under a name (default: its tag); the same file twice adds nothing."""
        from labeler.services.importing import import_run

        return import_run(self._repository, os.fspath(path), name=name, format=format, strict=strict,
                          replace=replace)

    def import_qrels(self, path: str | os.PathLike[str], *, annotator: str | None = None, clip: bool = False,
                     strict: bool = False, format: str | None = None) -> UpsertCounts:
        """Import a qrels file as one annotator's judgments (grades 0-3; clip=True clips others)."""
        from labeler.services.importing import import_qrels

        return import_qrels(self._repository, os.fspath(path), annotator=annotator, format=format,
                            clip=clip, strict=strict)

    def qrels(self, aggregate: str = DEFAULT_POLICY) -> "pd.DataFrame":
        """The human qrels as a DataFrame ``qid, docid, grade`` (one row per judged pair, sorted),
        aggregated over annotators by the policy, as `labeler export qrels --aggregate` writes them."""
        from labeler.dataio.frames import qrels_frame
        from labeler.services.qrels import human_qrels, validate_policy

        rows = [(q.query_id, q.chunk_id, q.grade) for q in human_qrels(self._repository, validate_policy(aggregate))]
        return qrels_frame(rows)

    def evaluate(self, runs: Runs, qrels: QrelsSource = None, measures: Sequence[str] | None = None,
                 **options: Any) -> "pd.DataFrame":
        """labeler.evaluate with db= this project (options as there)."""
        return evaluate(runs, qrels, measures, db=self, **options)

    def compare(self, runs: Runs, qrels: QrelsSource = None, measures: Sequence[str] | None = None,
                **options: Any) -> "pd.DataFrame":
        """labeler.compare with db= this project (options as there)."""
        return compare(runs, qrels, measures, db=self, **options)


class _Inputs:
    """Runs and qrels resolved the way `labeler eval` resolves them, with the database (if any)
    opened only when needed and closed on exit."""

    def __init__(self, db: "str | os.PathLike[str] | Project | None", qrels: QrelsSource, aggregate: str,
                 runs: Runs, *, empty_ok: bool = False) -> None:
        self._empty_ok = empty_ok  # database qrels with no judgment yet (llm and hybrid estimates)
        self._repository: Repository | None = None
        self._owned = True  # a Project's repository stays open for the project
        if isinstance(db, Project):
            self.db: str | None = db.db
            self._repository, self._owned = db._repository, False
        else:
            self.db = None if db is None else os.fspath(db)
        self._sources = _named_sources(runs)
        try:
            self.qrels, self.qrels_origin = self._qrels(qrels, aggregate)
        except BaseException:  # the database may be open already: close it before raising
            self.__exit__()
            raise

    def __enter__(self) -> "_Inputs":
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
        from labeler.services import evaluation

        if qrels is None:
            repository = self.repository("no qrels given")
            origin = f"judgments in {self.db} ({aggregate})"
            if self._empty_ok:
                from labeler.services.estimating import human_qrels

                return human_qrels(repository, aggregate), origin
            return evaluation.qrels_from_repository(repository, aggregate), origin
        if isinstance(qrels, (str, os.PathLike)):
            path = os.fspath(qrels)
            return evaluation.read_qrels_file(path), os.path.basename(path)
        if isinstance(qrels, Mapping):
            from labeler.dataio.qrels import QrelsTable

            rows = [(qid, docid, grade) for qid, grades in qrels.items() for docid, grade in grades.items()]
            return QrelsTable.from_rows(rows), "qrels dict"
        if _is_frame(qrels):
            from labeler.dataio.frames import qrels_from_frame

            return qrels_from_frame(qrels), "qrels DataFrame"
        raise LabelerError(f"qrels must be a path, a DataFrame or a dict, not {type(qrels).__name__}")

    def iter_runs(self) -> Iterator["RunTable"]:
        """Each run as a RunTable, one at a time, named as given."""
        from labeler.dataio.formats import is_input_file
        from labeler.services.evaluation import load_run

        for name, source in self._sources:
            if _is_frame(source):
                from labeler.dataio.frames import run_from_frame

                yield run_from_frame(source, name or "run")
                continue
            path = os.fspath(source)
            repository = None if is_input_file(path) else self.repository(f"{path}: no such run file")
            run = load_run(path, repository, lean=True)
            yield run if name is None or name == run.name else dataclasses.replace(run, name=name)


def _named_sources(runs: Runs) -> list[tuple[str | None, RunSource]]:
    """(name to show or None for the run's own, source) for each run given."""
    if isinstance(runs, Mapping):
        if not runs:
            raise LabelerError("no runs given")
        return [(str(name), source) for name, source in runs.items()]
    sources: Sequence[RunSource] = [runs] if isinstance(runs, (str, os.PathLike)) or _is_frame(runs) else runs
    if not sources:
        raise LabelerError("no runs given")
    named: list[tuple[str | None, RunSource]] = []
    for index, source in enumerate(sources):
        if _is_frame(source):
            default = "run" if len(sources) == 1 else f"run{index + 1}"
            named.append((str(source.attrs.get("name", default)), source))
        elif isinstance(source, (str, os.PathLike)):
            named.append((None, source))
        else:
            raise LabelerError(f"a run must be a path, an imported run's name or a DataFrame, "
                               f"not {type(source).__name__}")
    return named


def _is_frame(value: object) -> TypeGuard[pd.DataFrame]:
    """A pandas DataFrame, checked without importing pandas for callers that pass paths."""
    frame_type = getattr(sys.modules.get("pandas"), "DataFrame", None)
    return frame_type is not None and isinstance(value, frame_type)


def _attrs(conventions: Mapping[str, str], qrels: str | None) -> dict[str, Any]:
    return {"conventions": dict(conventions), "qrels": qrels}
