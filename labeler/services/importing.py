"""Importing queries, chunks, qrels and runs: each import is one transaction and idempotent."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Collection, Iterator, Sequence

from labeler.domain import Chunk, InputError, Judgment, JudgmentSource, RunInfo, UpsertCounts
from labeler.services.roles import Action, require

if TYPE_CHECKING:
    from labeler.dataio.records.file_kind import ImportKind
    from labeler.dataio.runs.table import RunTable
    from labeler.storage import Repository

ProgressCallback = Callable[[int, int | None], None]
"""Called as on_progress(done, total): rows (or bytes) done so far, and the total when known."""


@dataclass(frozen=True, slots=True)
class RunImport:
    """What importing a run did."""

    name: str
    n_rows: int
    n_queries: int
    added: bool
    unknown_queries: int


def import_queries(
    repository: Repository, path: str | Path, *, format: str | None = None, force: bool = False
) -> UpsertCounts:
    """Read a queries file and add or update its queries (same id and text: unchanged); a file
    that looks like another kind is refused unless force (see dataio.records.file_kind)."""
    require(repository, Action.IMPORT)
    from labeler.dataio.corpus.queries import read_queries

    _check_kind(path, "queries", format, force)
    return repository.upsert_queries(read_queries(path, format=format))


def import_chunks(
    repository: Repository,
    path: str | Path,
    *,
    format: str | None = None,
    on_progress: ProgressCallback | None = None,
    force: bool = False,
) -> UpsertCounts:
    """Stream a corpus file into the database in batches, all in one transaction; a file that
    looks like another kind (BEIR queries, a run, qrels) is refused unless force."""
    require(repository, Action.IMPORT)
    from labeler.dataio.corpus.chunks import read_chunks

    _check_kind(path, "chunks", format, force)
    reader = read_chunks(path, format=format)
    total = reader.total_bytes
    done = 0

    def batches() -> Iterator[Sequence[Chunk]]:
        nonlocal done
        for batch in reader.batches():
            yield batch
            done = reader.bytes_read
            if on_progress:
                on_progress(done, total)

    return repository.upsert_chunks(batches())


def import_qrels(
    repository: Repository,
    path: str | Path,
    *,
    annotator: str | None = None,
    format: str | None = None,
    clip: bool = False,
    strict: bool = False,
    on_duplicate: str = "error",
    force: bool = False,
) -> UpsertCounts:
    """Import a qrels file as judgments of one annotator (default: qrels_annotator_name(path)).

    A pair graded differently on two lines is an error naming the second, unless on_duplicate
    picks one grade (last, max, min); identical repeated lines are one judgment.
    Grades must be 0-3: anything else is an error naming the line (Parquet: the row), unless
    clip=True clips it into range. With strict=True a query the database does not know is an error;
    otherwise it becomes a text-less placeholder query (a later `import queries` fills the
    text in), created in the same transaction as the judgments: all or nothing. A file that
    looks like a run (or another kind) is refused unless force.
    """
    require(repository, Action.IMPORT)
    from labeler.dataio.qrels.files import read_qrels
    from labeler.dataio.records.files import located_error

    path = Path(path)
    _check_kind(path, "qrels", format, force)
    if annotator is None:
        annotator = qrels_annotator_name(path)
        _check_earlier_name(repository, path, annotator)
    qrels = read_qrels(path, format=format, on_duplicate=on_duplicate)
    rows = qrels.rows()
    judgments: list[Judgment] = []
    for row in rows:
        grade = row.grade
        if not 0 <= grade <= 3:
            if not clip:
                raise located_error(path, qrels.unit, row.line, f"grade {grade} is outside 0-3 (use --clip to clip it)")
            grade = min(max(grade, 0), 3)
        judgments.append(Judgment(row.query_id, row.chunk_id, annotator, grade, source=JudgmentSource.IMPORT))
    _check_known_queries(repository, path, qrels.unit, [(r.query_id, r.line) for r in rows], strict)
    placeholders = () if strict else {j.query_id for j in judgments}
    return repository.import_judgments(judgments, placeholder_queries=placeholders)


_QRELS_WORD = re.compile(r"qrels[._-](?P<name>.+)|(?P<before>.+)[._-]qrels", re.IGNORECASE)


def qrels_annotator_name(path: str | Path) -> str:
    """Whose grades a qrels file holds when --annotator does not say: the file name without its
    extensions (those of the formats labeler reads, and .gz) and without the word `qrels` at either
    end, with the `.`, `-` or `_` that joins it. qrels.bob, bob.qrels.txt and qrels-bob.tsv are bob's;
    qrels.txt stays `qrels`; 2021.qrels.pass.final.txt is `2021.qrels.pass.final`."""
    from labeler.domain.file_formats import strip_format_extensions

    name = strip_format_extensions(Path(path).name)
    match = _QRELS_WORD.fullmatch(name)
    return (match.group("name") or match.group("before")) if match else name


def _earlier_qrels_name(path: Path) -> str:
    """The annotator labeler before qrels_annotator_name named a file's grades: its name without the
    last extension (and .gz), so qrels.bob was `qrels` and qrels.alice.txt `qrels.alice`."""
    name = path.name[:-3] if path.name.lower().endswith(".gz") else path.name
    return Path(name).stem or name


def _check_earlier_name(repository: Repository, path: Path, annotator: str) -> None:
    """Refuse to store a file's grades under its name by today's rule when the database holds grades
    of the annotator the earlier rule named it: importing it again would count them twice, as two people."""
    earlier = _earlier_qrels_name(path)
    if earlier != annotator and earlier in repository.counts().per_annotator:
        raise InputError(
            path, None,
            f"the database has grades of {earlier!r}, the name labeler gave this file's grades before: "
            f"--annotator {earlier} imports into them again, --annotator {annotator} makes a new annotator",
        )


def _check_kind(path: str | Path, expected: ImportKind, format: str | None, force: bool) -> None:
    """Refuse, before anything is read or written, a file whose first rows show another kind."""
    if not force:
        from labeler.dataio.records.file_kind import check_kind

        check_kind(path, expected, format=format)


def _check_known_queries(
    repository: Repository, path: Path, unit: str, query_lines: Sequence[tuple[str, int | None]], strict: bool
) -> None:
    """With strict, the first line (or row) naming a query the database lacks is an InputError."""
    from labeler.dataio.records.files import located_error

    if not strict:
        return
    known = repository.query_ids()
    for qid, line in query_lines:
        if qid not in known:
            raise located_error(path, unit, line, f"unknown query {qid!r} (import its queries first, or drop --strict)")


def import_run(
    repository: Repository,
    path: str | Path,
    *,
    name: str | None = None,
    format: str | None = None,
    strict: bool = False,
    replace: bool = False,
    on_progress: ProgressCallback | None = None,
    force: bool = False,
) -> RunImport:
    """Import a run file under a name (default: its tag); the same file twice adds nothing.

    The run is kept as one compact Arrow blob, which evaluation and pooling read as fast as
    the file (no per-row storage: see storage.repo.runs). on_progress hears the rows stored,
    once. A TREC file holding several run tags is refused (import_runs_by_tag imports each as
    its own run). A file that looks like qrels (or another kind) is refused unless force.
    """
    require(repository, Action.IMPORT)
    from labeler.dataio.records.formats import require_file
    from labeler.dataio.runs.table import file_sha256, release_arrow_memory
    from labeler.dataio.runs.reader import read_run

    path = require_file(path)
    _check_kind(path, "run", format, force)
    digest = file_sha256(path)
    for info in repository.list_runs():
        # the same bytes already imported under this name (or, unnamed, under any name): nothing to read
        if info.sha256 == digest and (name is None or info.name == name) and not replace:
            return RunImport(info.name, info.n_rows, info.n_queries, False, 0)
    run = read_run(path, format=format, name=name)
    unknown = _unknown_queries(repository.query_ids(), run, path, strict)
    info, data = _run_info(run, path), run.to_bytes()
    del run  # the Arrow table and its codes are not needed to store the blob: a lower peak
    release_arrow_memory()
    added = repository.add_run(info, data, replace=replace)
    if on_progress is not None:
        on_progress(info.n_rows, info.n_rows)
    return RunImport(info.name, info.n_rows, info.n_queries, added, unknown)


def import_runs_by_tag(
    repository: Repository,
    path: str | Path,
    *,
    format: str | None = None,
    strict: bool = False,
    replace: bool = False,
    on_progress: ProgressCallback | None = None,
    force: bool = False,
) -> list[RunImport]:
    """Import each run tag of a TREC run file as its own run, named by its tag, all in one
    transaction (every run or none); runs already imported with the same content are kept."""
    require(repository, Action.IMPORT)
    from labeler.dataio.records.formats import require_file
    from labeler.dataio.runs.reader import read_runs_by_tag

    path = require_file(path)
    _check_kind(path, "run", format, force)
    runs = read_runs_by_tag(path, format=format)
    known = repository.query_ids()
    unknown = [_unknown_queries(known, run, path, strict) for run in runs]
    added = repository.add_runs([(_run_info(run, path), run.to_bytes()) for run in runs], replace=replace)
    if on_progress is not None:
        total = sum(run.n_rows for run in runs)
        on_progress(total, total)
    return [
        RunImport(run.name, run.n_rows, run.n_queries, was_added, n_unknown)
        for run, was_added, n_unknown in zip(runs, added, unknown)
    ]


def _unknown_queries(known: Collection[str], run: "RunTable", path: Path, strict: bool) -> int:
    """How many of the run's queries are not `known`; with strict, the first is an error."""
    unknown = [qid for qid in run.query_ids() if qid not in known]
    if unknown and strict:
        from labeler.dataio.runs.lookup import first_line_of_query

        raise InputError(path, first_line_of_query(run, unknown[0]), f"unknown query {unknown[0]!r} (import its queries first, or drop --strict)")
    return len(unknown)


def _run_info(run: "RunTable", path: Path) -> RunInfo:
    from labeler.dataio.runs.table import file_sha256  # a run read from a file knows its digest already

    return RunInfo(name=run.name, sha256=run.sha256 or file_sha256(path), n_rows=run.n_rows, n_queries=run.n_queries, path=str(path), tag=run.tag)
