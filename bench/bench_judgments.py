"""Time the commands that read or write database judgments on 100 k, 1 M and 5 M judgments, with peak memory.

    python bench/bench_judgments.py                       # SQLite, 100k,1m,5m
    python bench/bench_judgments.py --sizes 100k,1m --repeat 2
    python bench/bench_judgments.py --sizes 100k --pg-url postgresql+psycopg://postgres@127.0.0.1:PORT/labeler_test

Each database holds two annotators (alice, bob) grading overlapping halves of a pool of
realistic pairs (100 chunks per query, numeric-string ids), with some judgment history
(superseded and undone rows), adjudications of disagreements and LLM suggestions; the run that
pooled the pairs is imported too. Building writes in bulk (executemany / COPY), so 5 M takes a
minute or two. Everything lands under bench/data/judgments/ (git-ignored); a database already
built for a size is reused (--rebuild to build it again).

Every measurement is a separate `labeler` process, as a user runs it: wall time and the child's
own peak RSS (os.wait4). The best of --repeat runs is kept. The baseline is `labeler eval` of the
same run with the same judgments, aggregated, from a qrels file. --git-rev REV also runs the code
at that revision (`git archive`, run from its folder), interleaved with the working tree's, so
before and after share the machine's load; --data reads databases built elsewhere, in place.

    python bench/bench_judgments.py --sizes 5m --only eval --repeat 2 --git-rev 0502338 \
        --data /elsewhere/bench/data/judgments
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_report import export_revision  # noqa: E402

DATA = Path(__file__).resolve().parent / "data" / "judgments"
SIZES = {"100k": 100_000, "1m": 1_000_000, "5m": 5_000_000}
PER_QUERY = 100
BATCH = 50_000
T0 = np.datetime64("2026-01-05T09:00:00", "us")


@dataclass
class Generated:
    """The generated project: pairs, judgment rows (already in id order) and suggestions."""

    query_of_pair: np.ndarray
    chunk_of_pair: np.ndarray
    n_queries: int
    j_pair: np.ndarray
    j_annotator: np.ndarray
    j_grade: np.ndarray
    j_source: np.ndarray
    j_status: np.ndarray
    j_time: np.ndarray
    j_supersedes: np.ndarray
    s_pair: np.ndarray
    s_grade: np.ndarray


ANNOTATORS = ("alice", "bob", "adjudicator:carol")
SOURCES = ("human", "import", "llm-accepted", "adjudicated")
STATUSES = ("current", "superseded", "undone")


def qid(q: int) -> str:
    """The query id of query number q."""
    return str(100_000 + q)


def generate(n_judgments: int, seed: int = 12) -> Generated:
    """Two annotators over overlapping 80 % of the pool each (so n current judgments), plus history."""
    rng = np.random.default_rng(seed)
    n_pairs = n_judgments * 5 // 8
    n_queries = max(1, n_pairs // PER_QUERY)
    query_of_pair = np.minimum(np.arange(n_pairs) // PER_QUERY, n_queries - 1)
    chunk_of_pair = rng.permutation(n_pairs * 3)[:n_pairs] + 1_000_000
    cut = n_pairs // 5
    alice_pairs = np.arange(0, n_pairs - cut)
    bob_pairs = np.arange(cut, n_pairs)
    alice = rng.choice(4, size=alice_pairs.size, p=[0.45, 0.3, 0.15, 0.1])
    bob = rng.choice(4, size=bob_pairs.size, p=[0.45, 0.3, 0.15, 0.1])
    shared = bob_pairs < n_pairs - cut
    like_alice = alice[bob_pairs[shared]]
    moved = np.clip(like_alice + rng.choice([-1, 1], size=like_alice.size), 0, 3)
    bob[shared] = np.where(rng.random(like_alice.size) < 0.65, like_alice, moved)
    pairs = [alice_pairs, bob_pairs]
    grades = [alice, bob]
    annotators = [np.zeros(alice.size, np.int8), np.ones(bob.size, np.int8)]
    sources = [np.where(rng.random(alice.size) < 0.05, 2, 0).astype(np.int8), np.ones(bob.size, np.int8)]
    # Annotators work through the pool in order, interleaved in time.
    times = [np.arange(alice.size) * 2, np.arange(bob.size) * 2 + 1 + cut * 2]
    statuses = [np.zeros(alice.size, np.int8), np.zeros(bob.size, np.int8)]
    # adjudications of 10 % of the shared pairs that disagree
    both = np.arange(cut, n_pairs - cut)
    a_grade, b_grade = alice[both], bob[both - cut]
    settle = both[(a_grade != b_grade) & (rng.random(both.size) < 0.1)]
    pairs.append(settle)
    grades.append(rng.integers(0, 4, settle.size))
    annotators.append(np.full(settle.size, 2, np.int8))
    sources.append(np.full(settle.size, 3, np.int8))
    times.append(np.full(settle.size, n_pairs * 3) + np.arange(settle.size))
    statuses.append(np.zeros(settle.size, np.int8))
    # undone grades (bob changed his mind and pressed undo)
    undone = rng.choice(bob_pairs, size=bob_pairs.size // 200, replace=False)
    pairs.append(undone)
    grades.append(rng.integers(0, 4, undone.size))
    annotators.append(np.ones(undone.size, np.int8))
    sources.append(np.zeros(undone.size, np.int8))
    times.append(np.full(undone.size, n_pairs * 4) + np.arange(undone.size))
    statuses.append(np.full(undone.size, 2, np.int8))
    j_pair = np.concatenate(pairs)
    j_annotator = np.concatenate(annotators)
    j_grade = np.concatenate(grades).astype(np.int8)
    j_source = np.concatenate(sources)
    j_time = np.concatenate(times)
    j_status = np.concatenate(statuses)
    # 3 % of alice's grades replaced an earlier grade of hers (superseded an hour before)
    redo = rng.choice(alice.size, size=alice.size * 3 // 100, replace=False)
    j_supersedes_of = np.full(j_pair.size, -1)
    old_index = np.arange(j_pair.size, j_pair.size + redo.size)
    j_supersedes_of[redo] = old_index
    j_pair = np.concatenate([j_pair, alice_pairs[redo]])
    j_grade = np.concatenate([j_grade, (alice[redo] + 1) % 4]).astype(np.int8)
    j_annotator = np.concatenate([j_annotator, np.zeros(redo.size, np.int8)])
    j_source = np.concatenate([j_source, np.zeros(redo.size, np.int8)])
    j_time = np.concatenate([j_time, times[0][redo] - 3600])
    j_status = np.concatenate([j_status, np.ones(redo.size, np.int8)])
    j_supersedes_of = np.concatenate([j_supersedes_of, np.full(redo.size, -1)])
    order = np.argsort(j_time, kind="stable")
    rank = np.empty_like(order)
    rank[order] = np.arange(order.size)
    supersedes = np.where(j_supersedes_of >= 0, rank[np.maximum(j_supersedes_of, 0)] + 1, -1)
    s_pair = np.sort(rng.choice(n_pairs, size=n_pairs // 20, replace=False))
    return Generated(
        query_of_pair,
        chunk_of_pair,
        n_queries,
        j_pair[order],
        j_annotator[order],
        j_grade[order],
        j_source[order],
        j_status[order],
        T0 + j_time[order].astype("timedelta64[s]"),
        supersedes[order],
        s_pair,
        rng.integers(0, 4, s_pair.size),
    )


def timestamps(values: np.ndarray) -> list[str]:
    """Stored form of naive UTC timestamps (what SQLAlchemy writes to SQLite)."""
    return [s.replace("T", " ") for s in np.datetime_as_string(values, unit="us").tolist()]


def table_rows(g: Generated) -> dict[str, tuple[list[str], Iterator[tuple[object, ...]]]]:
    """Columns and a row iterator per table, in insert order."""
    now = "2026-01-05 08:00:00.000000"

    def queries() -> Iterator[tuple[object, ...]]:
        for q in range(g.n_queries):
            yield qid(q), f"benchmark query {q} about topic {q % 997}", None, None, "{}", q + 1

    def chunks() -> Iterator[tuple[object, ...]]:
        for c in g.chunk_of_pair.tolist():
            yield f"d{c}", f"passage {c}: some text a reader grades for relevance", None, None, None, "{}"

    def pairs() -> Iterator[tuple[object, ...]]:
        for i, (q, c) in enumerate(zip(g.query_of_pair.tolist(), g.chunk_of_pair.tolist(), strict=True)):
            yield i + 1, qid(q), f"d{c}", "pool", i % PER_QUERY + 1, now

    def judgments() -> Iterator[tuple[object, ...]]:
        for start in range(0, g.j_pair.size, BATCH):
            stop = start + BATCH
            stamps = timestamps(g.j_time[start:stop])
            columns = zip(
                g.j_pair[start:stop].tolist(),
                g.j_annotator[start:stop].tolist(),
                g.j_grade[start:stop].tolist(),
                g.j_source[start:stop].tolist(),
                stamps,
                g.j_status[start:stop].tolist(),
                g.j_supersedes[start:stop].tolist(),
                strict=True,
            )
            for offset, (p, a, grade, source, stamp, status, sup) in enumerate(columns):
                yield (start + offset + 1, p + 1, a + 1, grade, SOURCES[source], stamp, STATUSES[status],
                       None if sup < 0 else sup)

    def suggestions() -> Iterator[tuple[object, ...]]:
        for i, (p, grade) in enumerate(zip(g.s_pair.tolist(), g.s_grade.tolist(), strict=True)):
            yield i + 1, p + 1, "bench-llm", "p0", "i0", "ok", grade, now

    return {
        "query": (["id", "text", "description", "narrative", "metadata", "ordinal"], queries()),
        "chunk": (["id", "text", "title", "doc_id", "position", "metadata"], chunks()),
        "annotator": (["id", "name"], iter([(i + 1, name) for i, name in enumerate(ANNOTATORS)])),
        "pair": (["id", "query_id", "chunk_id", "origin", "best_rank", "created_at"], pairs()),
        "judgment": (
            ["id", "pair_id", "annotator_id", "grade", "source", "created_at", "status", "supersedes_id"],
            judgments(),
        ),
        "suggestion": (["id", "pair_id", "model", "prompt_hash", "input_hash", "status", "grade", "created_at"],
                       suggestions()),
    }


def chunked(rows: Iterator[tuple[object, ...]], size: int = BATCH) -> Iterator[list[tuple[object, ...]]]:
    """Lists of at most size rows."""
    batch: list[tuple[object, ...]] = []
    for row in rows:
        batch.append(row)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


def labeler(*args: str) -> list[str]:
    """The labeler command line, run with this interpreter."""
    return [sys.executable, "-m", "labeler", *args]


def write_files(g: Generated, folder: Path) -> None:
    """The run that pooled the pairs, the aggregated qrels (baseline) and a third annotator's qrels file."""
    rng = np.random.default_rng(7)
    scores = np.round(rng.random(g.query_of_pair.size) * 30, 3).tolist()
    with open(folder / "run.trec", "w") as out:
        for i, (q, c) in enumerate(zip(g.query_of_pair.tolist(), g.chunk_of_pair.tolist(), strict=True)):
            out.write(f"{qid(q)} Q0 d{c} {i % PER_QUERY + 1} {scores[i]} bench\n")
    current = g.j_status == 0
    pair, grade = g.j_pair[current], g.j_grade[current].astype(np.int64)
    adjudicated = g.j_source[current] == 3
    n = np.bincount(pair[~adjudicated], minlength=g.query_of_pair.size)
    total = np.bincount(pair[~adjudicated], weights=grade[~adjudicated], minlength=g.query_of_pair.size)
    low = np.full(g.query_of_pair.size, 9)
    np.minimum.at(low, pair[~adjudicated], grade[~adjudicated])
    # two grades: majority, a tie goes to the median rounded half up; one grade: itself
    final = np.where(n == 2, (total.astype(np.int64) + 1) // 2, low)
    final[pair[adjudicated]] = grade[adjudicated]
    with open(folder / "qrels.txt", "w") as out:
        for i in np.nonzero(n > 0)[0].tolist():
            out.write(f"{qid(int(g.query_of_pair[i]))} 0 d{g.chunk_of_pair[i]} {final[i]}\n")
    half = rng.choice(g.query_of_pair.size, size=min(g.query_of_pair.size, g.j_pair.size // 2), replace=False)
    half.sort()
    with open(folder / "qrels.dave.txt", "w") as out:
        for i in half.tolist():
            out.write(f"{qid(int(g.query_of_pair[i]))} 0 d{g.chunk_of_pair[i]} {int(rng.integers(0, 4))}\n")


def build_sqlite(g: Generated, path: Path) -> None:
    """Create the schema with labeler, then fill every table with executemany in big transactions."""
    import sqlite3

    subprocess.run(labeler("--db", str(path), "db", "upgrade"), check=True, capture_output=True)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=OFF")
    conn.execute("PRAGMA synchronous=OFF")
    for table, (columns, rows) in table_rows(g).items():
        sql = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"
        for batch in chunked(rows):
            conn.executemany(sql, batch)
        conn.commit()
    conn.execute("ANALYZE")
    conn.execute("PRAGMA journal_mode=WAL")
    conn.close()


def build_postgres(g: Generated, url: str) -> None:
    """Create the schema with labeler, then COPY every table in."""
    import psycopg

    subprocess.run(labeler("--db", url, "db", "upgrade"), check=True, capture_output=True)
    with psycopg.connect(url.replace("postgresql+psycopg://", "postgresql://")) as conn:
        for table, (columns, rows) in table_rows(g).items():
            with conn.cursor().copy(f"COPY {table} ({', '.join(columns)}) FROM STDIN") as copy:
                for row in rows:
                    copy.write_row(row)
            if "id" in columns and table not in ("query", "chunk"):  # text keys have no sequence
                conn.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT max(id) FROM {table}))")
        conn.commit()
        conn.execute("ANALYZE")


def postgres_database(base_url: str, name: str, *, fresh: bool) -> tuple[str, bool]:
    """URL of database `name` on base_url's server (created if missing); True if it is new."""
    import psycopg

    admin = base_url.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(admin, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone() is not None
        if exists and fresh:
            conn.execute(f'DROP DATABASE "{name}"')
            exists = False
        if not exists:
            conn.execute(f'CREATE DATABASE "{name}"')
    return base_url.rsplit("/", 1)[0] + "/" + name, not exists


def measure_child(args: Sequence[str], timeout: float, cwd: str | None = None) -> tuple[float, float, str, float]:
    """Wall seconds, the child's own peak RSS (MB, from wait4), its last output line and its CPU
    seconds (user + system); past timeout the child is killed and the wall time is reported as inf
    (did not finish). cwd: where the child runs (a folder holding another labeler tree runs that one)."""
    import tempfile

    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        child = subprocess.Popen(args, stdout=out, stderr=err, cwd=cwd)
        while True:
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() - start > timeout:
                child.kill()
                _, status, usage = os.wait4(child.pid, 0)
                return math.inf, usage.ru_maxrss / 1024, f"killed after {timeout:.0f} s", usage.ru_utime + usage.ru_stime
            time.sleep(0.05)
        wall = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        if child.returncode != 0:
            sys.exit(f"failed ({child.returncode}): {' '.join(args)}\n{err.read().decode(errors='replace')[-2000:]}")
        lines = out.read().decode(errors="replace").strip().splitlines()
    return wall, usage.ru_maxrss / 1024, (lines[-1] if lines else "")[:100], usage.ru_utime + usage.ru_stime


def recount(db: str) -> None:
    """Rebuild the counts labeler's writers keep (the bench writes tables behind their back)."""
    subprocess.run(labeler("--db", db, "status", "--recount"), check=True, capture_output=True)


def forget_dave(db: str) -> None:
    """Remove what importing qrels.dave.txt added, so the next import does the same work; the
    kept counts lose dave's judgments and the pairs only dave had judged."""
    from sqlalchemy import create_engine, text

    url = db if "://" in db else f"sqlite:///{db}"
    engine = create_engine(url)
    dave = "(SELECT id FROM annotator WHERE name = 'dave')"
    with engine.begin() as conn:
        only_dave = conn.execute(text(
            f"SELECT count(DISTINCT pair_id) FROM judgment j WHERE annotator_id = {dave} AND status = 'current' "
            "AND NOT EXISTS (SELECT 1 FROM judgment o WHERE o.pair_id = j.pair_id AND o.status = 'current' "
            f"AND o.annotator_id <> j.annotator_id)"
        )).scalar_one()
        conn.execute(text(f"UPDATE kept_count SET n = n - {only_dave} WHERE name = 'judged_pairs'"))
        conn.execute(text(f"DELETE FROM kept_count WHERE name = 'current:' || {dave}"))
        conn.execute(text(f"DELETE FROM judgment WHERE annotator_id IN {dave}"))
        conn.execute(text("DELETE FROM annotator WHERE name = 'dave'"))
    engine.dispose()


def commands(db: str, folder: Path, out: Path) -> list[tuple[str, list[str]]]:
    """The timed commands, in order (import last: it changes the database, undone after each run)."""
    run = str(folder / "run.trec")
    return [
        ("eval (database, majority)", labeler("--db", db, "eval", run, "--aggregate", "majority")),
        ("eval (qrels file)", labeler("eval", run, "--qrels", str(folder / "qrels.txt"))),
        ("export qrels", labeler("--db", db, "export", "qrels", "--out", str(out / "qrels.txt"))),
        ("agreement --humans", labeler("--db", db, "agreement", "--humans")),
        ("status", labeler("--db", db, "status")),
        ("import qrels (dave)", labeler("--db", db, "import", "qrels", str(folder / "qrels.dave.txt"),
                                        "--annotator", "dave")),
    ]


def main() -> None:
    """Build what is missing, then time every command on every size."""
    import tempfile

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100k,1m,5m", help="comma-separated: 100k, 1m, 5m")
    parser.add_argument("--pg-url", default=None, help="PostgreSQL server URL (e.g. from .ci/postgres.sh)")
    parser.add_argument("--repeat", type=int, default=2, help="runs per command; the best is kept")
    parser.add_argument("--only", default=None, help="comma-separated command name prefixes to time")
    parser.add_argument("--rebuild", action="store_true", help="build the databases again")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds before a command counts as not finishing")
    parser.add_argument("--build-only", action="store_true")
    parser.add_argument("--data", type=Path, default=DATA, help=f"folder holding a folder per size (default {DATA})")
    parser.add_argument("--git-rev", action="append", default=[], metavar="REV",
                        help="also time the code at this revision, interleaved (repeatable)")
    args = parser.parse_args()
    print(f"{platform.node()} {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}, "
          f"load {os.getloadavg()[0]:.1f}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    with tempfile.TemporaryDirectory(prefix="bench-judgments-") as tmp:
        versions: dict[str, str | None] = {f"rev {rev}": str(export_revision(rev, Path(tmp))) for rev in args.git_rev}
        versions["working tree"] = None
        for size in args.sizes.split(","):
            db, folder, out = prepare(size.strip().lower(), args)
            if not args.build_only:
                time_commands(size, db, commands(db, folder, out), versions, args)


def prepare(size: str, args: argparse.Namespace) -> tuple[str, Path, Path]:
    """The database (built if missing), the size's folder and its output folder."""
    n = SIZES[size]
    folder = args.data.resolve() / size  # absolute: a --git-rev version runs from its own folder
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / "out"
    out.mkdir(exist_ok=True)
    if args.pg_url:
        db, new = postgres_database(args.pg_url, f"bench_judgments_{size}", fresh=args.rebuild)
    else:
        db, new = str(folder / "bench.db"), args.rebuild or not (folder / "bench.db").exists()
    if new:
        start = time.perf_counter()
        g = generate(n)
        if not (folder / "qrels.dave.txt").exists() or args.rebuild:
            write_files(g, folder)
        if args.pg_url:
            build_postgres(g, db)
        else:
            (folder / "bench.db").unlink(missing_ok=True)
            build_sqlite(g, folder / "bench.db")
        recount(db)
        subprocess.run(labeler("--db", db, "import", "run", str(folder / "run.trec")), check=True,
                       capture_output=True)
        print(f"[{size}] built {int((g.j_status == 0).sum()):,} current judgments "
              f"({g.j_pair.size:,} rows) in {time.perf_counter() - start:.1f} s")
        del g
    return db, folder, out


def time_commands(size: str, db: str, timed: list[tuple[str, list[str]]], versions: dict[str, str | None],
                  args: argparse.Namespace) -> None:
    """Run each command --repeat times per version (versions interleaved); print the best of each."""
    for name, argv in timed:
        if args.only and not any(name.startswith(p) for p in args.only.split(",")):
            continue
        best: dict[str, tuple[float, float, str]] = {}
        for _ in range(args.repeat):
            for version, cwd in versions.items():
                if version in best and math.isinf(best[version][0]):
                    continue  # it did not finish once: not again
                result = measure_child(argv, args.timeout, cwd=cwd)[:3]
                if name.startswith("import"):
                    forget_dave(db)
                old = best.get(version)
                best[version] = result if old is None or math.isinf(result[0]) else (
                    min(old[0], result[0]), min(old[1], result[1]), result[2])
        for version, (wall, peak, last) in best.items():
            label = name if len(versions) == 1 else f"{name} [{version}]"
            print(f"[{size}] {label:42s} {wall:8.2f} s  {peak:7.0f} MB  | {last}", flush=True)

if __name__ == "__main__":
    main()
