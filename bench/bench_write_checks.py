"""What the project and file checks cost a grade: record_judgment with them and without, pair by pair.

    python bench/bench_write_checks.py                      # SQLite
    python bench/bench_write_checks.py --postgres URL       # and a fresh database on that server

Each round grades N pairs with the checks on (the project id read in the transaction before commit;
on SQLite the file's inode and header read at each transaction's start and commit), then N with them
off (the engine's identities told to expect nothing), on the same repository, alternating; the
figure is the ratio of CPU (and wall) time per grade, median over the rounds. Databases under
bench/data/write-checks/ (git-ignored).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from serve_load_backends import Database, queue_pair  # noqa: E402


def measure(db: str, grades: int, rounds: int) -> tuple[list[float], list[float], list[float], list[float]]:
    """(CPU ms per grade with checks, without; wall ms with, without) of each round."""
    from labeler.services.project import open_repository
    from labeler.storage.engine import _WRITERS
    from labeler.storage.project_identity import header_id

    repository = open_repository(db)
    project, identity = _WRITERS[repository.engine]
    adopted = project.project_id
    assert adopted is not None
    cpu_on, cpu_off, wall_on, wall_off = [], [], [], []
    done = 0

    def grade(n: int) -> tuple[float, float]:
        nonlocal done
        cpu, wall = time.process_time(), time.perf_counter()
        for _ in range(n):
            repository.record_judgment(*queue_pair(done % 1000), f"bench{done // 1000}", done % 4)
            done += 1
        return (time.process_time() - cpu) / n * 1000, (time.perf_counter() - wall) / n * 1000

    grade(20)  # warm
    for _ in range(rounds):
        project.project_id = adopted
        if identity is not None:
            identity._header = header_id(adopted)
        cpu, wall = grade(grades)
        cpu_on.append(cpu)
        wall_on.append(wall)
        project.project_id = None
        if identity is not None:
            identity._header = None
        cpu, wall = grade(grades)
        cpu_off.append(cpu)
        wall_off.append(wall)
    repository.close()
    return cpu_on, cpu_off, wall_on, wall_off


def main() -> None:
    """Both backends asked for, one line each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--grades", type=int, default=200, help="grades per half-round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--postgres", metavar="URL", default=None)
    args = parser.parse_args()
    work = ROOT / "bench" / "data" / "write-checks"
    work.mkdir(parents=True, exist_ok=True)
    backends = [("SQLite", lambda: Database.sqlite(work / "checks.db", 1000))]
    if args.postgres:
        backends.append(("PostgreSQL", lambda: Database.postgres(args.postgres, 1000)))
    import os

    for name, make in backends:
        database, _ = make()
        try:
            cpu_on, cpu_off, wall_on, wall_off = measure(database.db, args.grades, args.rounds)
        finally:
            database.remove()
        ratio = statistics.median(on / off for on, off in zip(cpu_on, cpu_off))
        wall_ratio = statistics.median(on / off for on, off in zip(wall_on, wall_off))
        print(f"{name}: CPU per grade {statistics.median(cpu_on):.2f} ms with the checks, "
              f"{statistics.median(cpu_off):.2f} ms without (ratio {ratio:.3f}); wall {statistics.median(wall_on):.2f} "
              f"against {statistics.median(wall_off):.2f} ms (ratio {wall_ratio:.3f}); load {os.getloadavg()[0]:.1f}",
              flush=True)


if __name__ == "__main__":
    main()
