"""The label session's thread per grade: statements, CPU of the session and of the database's backend.

    python bench/bench_grade_session.py                       # SQLite
    python bench/bench_grade_session.py --postgres URL        # a fresh database on that server
    python bench/bench_grade_session.py --tree DIR            # another checkout's labeler (a baseline)

One annotator's LabelingSession, as a served app drives it (the detector prepared and read for every
pair shown), grades --grades pairs of 30-pair queries; per grade: the statements the engine sent
(SQLAlchemy's before_cursor_execute; the project check and COMMIT on the driver connection are not
among them), the session's thread CPU (time.thread_time) and, on PostgreSQL, the CPU of the backend
serving it (/proc/PID/stat, 10 ms ticks: read over the whole run). --profile FILE writes a cProfile of
the grades on the thread's CPU clock. Where the tree has it, the pool's verdicts are read before the
session, as `labeler serve`'s warm process reads them before it forks the apps (--no-verdicts-ahead: not). Databases under bench/data/grade-session/ (git-ignored).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
WORK = HERE / "data" / "grade-session"


def _backend_cpu(repository) -> tuple[int | None, float]:
    """(pid, CPU seconds) of the PostgreSQL backend the repository's pool holds (None, 0 on SQLite)."""
    if repository.engine.dialect.name == "sqlite":
        return None, 0.0
    with repository.engine.connect() as conn:
        pid = conn.exec_driver_sql("SELECT pg_backend_pid()").scalar()
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return pid, (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _real_texts(db: str, pairs: int, passages: Path, queue_pair) -> None:
    """Give the chunks of the first `pairs` pairs the passages' texts, in turn (a detector's real work)."""
    from labeler.domain import Chunk
    from labeler.services.project import open_repository

    texts = [line.rstrip("\n").split("\t")[-1] for line in passages.open(encoding="utf-8")][:pairs]
    repository = open_repository(db)
    repository.upsert_chunks([[Chunk(id=queue_pair(k)[1], text=texts[k % len(texts)]) for k in range(pairs)]])
    repository.close()


def main() -> None:
    """Run one session's grades and print statements and CPU per grade."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--grades", type=int, default=300)
    parser.add_argument("--postgres", metavar="URL", default=None)
    parser.add_argument("--tree", metavar="DIR", default=str(HERE.parent), help="the checkout whose labeler runs")
    parser.add_argument("--profile", metavar="FILE", default=None)
    parser.add_argument("--passages", metavar="TSV", default=None,
                        help="give the chunks these passages' texts (the last column of each line), in turn")
    parser.add_argument("--no-verdicts-ahead", action="store_true",
                        help="do not read the pool's verdicts before the session (as a forked app finds them)")
    args = parser.parse_args()
    sys.path.insert(0, str(Path(args.tree).resolve()))
    sys.path.insert(0, str(HERE))
    from serve_load_backends import Database, queue_pair
    from sqlalchemy import event

    from labeler.services.judging.suspects import prepare_detector
    from labeler.services.labeling.session import LabelingSession
    from labeler.services.project import open_repository

    import labeler

    assert Path(labeler.__file__).resolve().is_relative_to(Path(args.tree).resolve()), labeler.__file__
    WORK.mkdir(parents=True, exist_ok=True)
    if args.postgres:
        database, pairs = Database.postgres(args.postgres, args.grades + 60)
    else:
        database, pairs = Database.sqlite(WORK / f"session-{os.getpid()}.db", args.grades + 60)
    try:
        if args.passages:
            _real_texts(database.db, pairs, Path(args.passages), queue_pair)
        prepare_detector()
        repository = open_repository(database.db)
        import labeler.services.judging.suspects as suspects

        ahead = getattr(suspects, "read_pool_ahead", None)  # a tree without it reads them in the session
        if ahead is not None and not args.no_verdicts_ahead:
            ahead(repository)  # as the warm process does before it forks the apps
        session = LabelingSession(repository, "ann")
        session.start()
        session.read_suspects()
        for _ in range(10):  # warm: compiled statements, the first page's verdicts
            session.grade(2)
        seen: list[str] = []
        event.listen(repository.engine, "before_cursor_execute",
                     lambda conn, cursor, statement, *rest: seen.append(statement))
        pid, backend_before = _backend_cpu(repository)
        profiler = None
        if args.profile:
            import cProfile

            profiler = cProfile.Profile(time.thread_time)
            profiler.enable()
        cpu, wall = time.thread_time(), time.perf_counter()
        for i in range(args.grades):
            session.grade(i % 4)
        cpu, wall = time.thread_time() - cpu, time.perf_counter() - wall
        if profiler is not None:
            profiler.disable()
            profiler.dump_stats(args.profile)
        _, backend_after = _backend_cpu(repository) if pid else (None, 0.0)
        repository.close()
        n = args.grades
        print(f"{database.db.split('@')[-1]}: {n} grades, verdicts read ahead: {ahead is not None and not args.no_verdicts_ahead}, {len(seen) / n:.2f} statements per grade, "
              f"session CPU {cpu / n * 1000:.3f} ms per grade (wall {wall / n * 1000:.3f} ms)"
              + (f", backend CPU {(backend_after - backend_before) / n * 1000:.3f} ms per grade" if pid else ""),
              flush=True)
    finally:
        database.remove()


if __name__ == "__main__":
    main()
