"""Evaluating retriever runs against qrels: the use case behind `labeler eval` and the TUI screen."""

from __future__ import annotations

import gc
import math
import os
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from labeler.domain import NotFoundError
from labeler.domain.choices import AGGREGATION_POLICIES
from labeler.domain.errors import NoJudgmentsYet

if TYPE_CHECKING:  # heavy modules load only when a run is evaluated
    from labeler.dataio.eval_input.encode import RunCodes
    from labeler.dataio.qrels.files import QrelsTable
    from labeler.dataio.runs.table import RunTable
    from labeler.metrics.arrays import EvalArrays
    from labeler.metrics.engine.evaluate import EvalResult
    from labeler.metrics.request import ScoringRequest
    from labeler.storage import Repository


@dataclass(frozen=True)
class RunEvaluation:
    """One run's scores: its name, the metrics result, and where the qrels came from."""

    run_name: str
    result: "EvalResult"
    qrels: str  # e.g. "qrels.txt (7,671 judgments, 6,980 queries)"
    n_rows: int = 0
    retrieved_for: frozenset[str] = frozenset()  # query ids with at least one run row


def _queries_in_run(arrays: EvalArrays) -> frozenset[str]:
    import numpy as np

    query = np.asarray(arrays.run_query)
    # the first row of each stretch of one query's rows is enough (a bincount of a 7 M-row run
    # would widen every code to 64 bits first)
    present = np.zeros(arrays.n_queries, dtype=bool)
    present[query[:1]] = True
    present[query[np.flatnonzero(query[1:] != query[:-1]) + 1]] = True
    return frozenset(arrays.query_ids[i] for i in np.flatnonzero(present).tolist())


def _queries_in_runs(arrays: EvalArrays, run_rows: Any) -> list[frozenset[str]]:
    """_queries_in_run of each of the runs laid end to end in ``arrays`` (``run_rows`` rows each)."""
    import numpy as np

    n_q = arrays.n_queries
    run_of_row = np.repeat(np.arange(len(run_rows), dtype=np.int64), run_rows)
    present = np.bincount(run_of_row * n_q + arrays.run_query, minlength=n_q * len(run_rows)) > 0
    return [frozenset(arrays.query_ids[i] for i in np.flatnonzero(row)) for row in present.reshape(len(run_rows), n_q)]


def describe_qrels(qrels: "QrelsTable", origin: str | None = None) -> str:
    """A short human description of a qrels table and its origin."""
    where = origin or (os.path.basename(qrels.path) if qrels.path else "qrels")
    return f"{where} ({qrels.n_rows:,} judgments, {qrels.n_queries:,} queries)"


def evaluate_run(run: "RunTable", qrels: "QrelsTable", request: "ScoringRequest", *,
                 qrels_origin: str | None = None) -> RunEvaluation:
    """Score one run (trec_eval semantics; conventions in EvalResult.conventions)."""
    from labeler.dataio.eval_input.encode import encode
    from labeler.metrics.engine.evaluate import evaluate

    arrays = encode(run, qrels)
    result = evaluate(arrays, request)
    return RunEvaluation(
        run.name, result, describe_qrels(qrels, qrels_origin), run.n_rows, _queries_in_run(arrays)
    )


def evaluate_runs(runs: Sequence["RunTable"], qrels: "QrelsTable", request: "ScoringRequest") -> list[RunEvaluation]:
    """Score several runs against the same qrels, in the order given."""
    return [evaluate_run(run, qrels, request) for run in runs]


def evaluate_sources(
    sources: Iterable[str],
    qrels: "QrelsTable",
    request: "ScoringRequest",
    *,
    repository: Repository | None = None,
    qrels_origin: str | None = None,
    tie_measures: Sequence[str] | None = None,
) -> Iterator[RunEvaluation]:
    """Load, encode and score runs (files or imported run names), in the order given. Consecutive
    small plain TREC files are read, joined to the qrels and scored together, in one pass
    (labeler.dataio.eval_input.run_batch, labeler.metrics.engine.evaluate.evaluate_runs); any other
    run one at a time, its table let go once its codes are taken, before the join: a 7 M-line run
    peaks near its table size. A big plain TREC file is read as `labeler trec-eval` reads it (range by
    range into codes)."""
    from labeler.dataio.eval_input.encode import encode_codes
    from labeler.dataio.eval_input.run_batch import read_run_batch
    from labeler.metrics.engine.evaluate import evaluate, evaluate_runs

    description = describe_qrels(qrels, qrels_origin)
    for group in _source_groups(list(sources)):
        batch = read_run_batch(group) if len(group) > 1 else None
        if batch is not None:
            arrays = encode_codes(batch.codes, qrels, narrow_queries=True)
            results = evaluate_runs(arrays, batch.row_counts, request, tie_measures=tie_measures)
            retrieved = _queries_in_runs(arrays, batch.row_counts)
            del arrays, batch.codes
            yield from (RunEvaluation(name, result, description, int(n_rows), retrieved_for) for name, result, n_rows,
                        retrieved_for in zip(batch.names, results, batch.row_counts, retrieved, strict=True))
            continue
        for source in group:
            codes, name = run_codes(source, repository)
            n_rows = len(codes.scores)
            arrays = encode_codes(codes, qrels, narrow_queries=True)
            del codes
            result = evaluate(arrays, request, tie_measures=tie_measures)
            retrieved_for = _queries_in_run(arrays)
            del arrays
            yield RunEvaluation(name, result, description, n_rows, retrieved_for)


def _source_groups(sources: list[str]) -> Iterator[list[str]]:
    """The sources in order, as groups: consecutive files the batch reader may take (together at
    most its BATCH_BYTES), and every other source alone."""
    from labeler.dataio.eval_input.run_batch import BATCH_BYTES, batchable

    group: list[str] = []
    size = 0
    for source in sources:
        if not batchable(source):
            if group:
                yield group
            group, size = [], 0
            yield [source]
            continue
        length = os.path.getsize(source)
        if group and size + length > BATCH_BYTES:
            yield group
            group, size = [], 0
        group.append(source)
        size += length
    if group:
        yield group


# A run read whole as a table is collected at once past this many rows: its id columns go before
# the join allocates (a full collection costs a few ms, too much to pay for every small run)
_COLLECT_AFTER_ROWS = 1 << 20


def run_codes(source: str, repository: Repository | None = None) -> tuple["RunCodes", str]:
    """What evaluation needs of a run (file path or imported run name, as load_run finds it) and
    its name: a plain TREC file bigger than one of its ranges by the range reader `labeler trec-eval`
    uses (a smaller one gains nothing from its reading thread), anything else whole."""
    from labeler.dataio.eval_input.encode import RunCodes
    from labeler.dataio.eval_input.run_ranges import RANGE_BYTES, read_run_codes
    from labeler.dataio.runs.reader import run_name

    if os.path.isfile(source) and os.path.getsize(source) > RANGE_BYTES:
        codes = read_run_codes(source)
        if codes is not None:
            return codes, run_name(source)
    run = load_run(source, repository, lean=True)
    name, n_rows = run.name, run.n_rows
    codes = RunCodes.of(run)
    del run  # its id strings go before the join allocates: the codes are all encoding needs
    if n_rows > _COLLECT_AFTER_ROWS:
        gc.collect()
    return codes, name


def load_run(source: str, repository: Repository | None = None, *, lean: bool = False) -> "RunTable":
    """A run from an existing file path (read_run), else from an imported run of that name;
    NotFoundError naming the known runs otherwise. lean=True skips the rank column."""
    from labeler.dataio.records.formats import is_input_file
    from labeler.dataio.runs.table import RunTable
    from labeler.dataio.runs.reader import read_run

    if is_input_file(source):
        return read_run(source, ranks=not lean)
    if repository is None:
        raise NotFoundError(f"{source}: no such run file (and no database to look up an imported run)")
    if repository.get_run(source) is None:
        known = [info.name for info in repository.list_runs()]
        listing = ", ".join(known) if known else "none imported yet"
        raise NotFoundError(f"{source}: neither a run file nor an imported run (imported runs: {listing})")
    run = RunTable.from_bytes(repository.run_data(source), name=source)
    if lean:  # evaluation ignores ranks: let their buffer go
        run = run.without_ranks()
    return run


def read_qrels_file(path: str, *, format: str | None = None, on_duplicate: str = "error") -> "QrelsTable":
    """A qrels file (TREC, BEIR TSV, CSV, JSONL, Parquet) with any integer grades, as trec_eval reads
    it; a pair graded differently twice is an error unless on_duplicate is last, max or min."""
    from labeler.dataio.qrels.files import read_qrels

    return read_qrels(path, format=format, on_duplicate=on_duplicate)


def qrels_from_repository(repository: Repository, policy: str = AGGREGATION_POLICIES.preset) -> "QrelsTable":
    """The database's human-side qrels (judgments, never LLM suggestions), one grade per pair by
    the export's aggregation policy (services.aggregation); NotFoundError when nothing is judged yet."""
    from labeler.services.aggregation import qrels_table  # here: scoring from files needs no aggregation

    table = qrels_table(repository, policy)
    if not table.n_rows and policy.startswith("annotator:"):
        known = ", ".join(repository.annotators()) or "none"
        raise NotFoundError(f"no judgments by {policy.split(':', 1)[1]!r}; annotators: {known}")
    if not table.n_rows:
        raise NoJudgmentsYet("no judgments in the database yet: grade some pairs, or pass --qrels FILE")
    return table


def finite_or_none(value: float | None) -> float | None:
    """JSON has no NaN or infinity: such values become null."""
    return value if value is not None and math.isfinite(value) else None


def result_document(result: EvalResult, measure_names: Sequence[str]) -> dict[str, Any]:
    """One run's evaluation as plain data (means, per-query values, tie sensitivity): the block
    that `labeler eval --format json` and every report share, so their numbers cannot drift."""
    ties = result.ties
    return {
        "queries": len(result.query_ids),
        "means": {m: finite_or_none(result.means[m]) for m in measure_names},
        "per_query": {
            qid: {m: finite_or_none(float(result.per_query[m][i])) for m in measure_names}
            for i, qid in enumerate(result.query_ids)
        },
        "ties": {
            "queries_affected": ties.n_queries_affected,
            "max_change": ties.max_change,
            "measure_of_max": ties.measure_of_max,
            "query_of_max": ties.query_of_max,
            "per_measure": dict(ties.per_measure),
        },
    }
