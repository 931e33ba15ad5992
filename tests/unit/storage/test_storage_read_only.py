"""A read-only database: commands that only read work, commands that write say it is read-only.

Root ignores file permissions, so a chmod does not make a file read-only for these tests. The
real CLI runs instead inside a private mount namespace (``unshare -rm``) where the database's
folder is bind-mounted read-only, which refuses writes to root too, or as user nobody
(``setpriv``) on a folder only root may write; where either is not allowed the tests skip saying so.
"""

from __future__ import annotations

import functools
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from labeler.domain import DatabaseError, Query
from labeler.services.demo import build_demo
from labeler.storage import open_repository, schema_status
from labeler.storage.revisions import run_alembic

DEMO_QUERIES = Path(__file__).resolve().parents[3] / "labeler" / "demo" / "data" / "queries.jsonl"
MOUNT_READ_ONLY = 'mount --bind "$0" "$0" && mount -o remount,ro,bind "$0" && exec "$@"'


@functools.cache
def _read_only_mounts_work() -> str | None:
    """None when `unshare -rm` can bind-mount a folder read-only here, else why not."""
    if shutil.which("unshare") is None:
        return "unshare (util-linux) is not installed"
    probe = Path(__file__).resolve().parent
    try:
        done = subprocess.run(["unshare", "-rm", "sh", "-c", MOUNT_READ_ONLY, str(probe), "true"],
                              capture_output=True, text=True, timeout=30)
    except OSError as exc:
        return f"unshare failed: {exc}"
    if done.returncode != 0:
        return f"this sandbox refuses user/mount namespaces: {done.stderr.strip()}"
    return None


def _digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo database, closed cleanly (no -wal/-shm beside it), in a folder of its own."""
    db = tmp_path_factory.mktemp("read_only") / "labeler.db"
    build_demo(db).close()
    return db


# Every command runs in one Python inside one read-only mount (one start-up, not one per command),
# through labeler.cli.main exactly as the `labeler` script calls it.
DRIVER = """
import contextlib, io, json, sys, traceback
from labeler.cli import main
results = []
for argv in json.loads(sys.argv[1]):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(argv)
        except SystemExit as exc:
            code = exc.code
        except BaseException:
            traceback.print_exc()
            code = -1
    results.append([code, out.getvalue(), err.getvalue()])
print(json.dumps(results))
"""

READERS = [
    ("status",),
    ("eval", "bm25"),
    ("agreement", "--humans"),
    ("team-status",),
    ("disagreements",),
    ("db", "current"),
]
WRITERS = [("pool",), ("adjudicate", "q01", "d1", "2"), ("import", "queries", str(DEMO_QUERIES))]
EXPORTS = [("export", "judgments", "j.csv"), ("export", "qrels", "--out", "q.txt"),
           ("report", "bm25", "dense", "--out", "r.md")]
Outcome = tuple[int, str, str]


@pytest.fixture(scope="module")
def on_read_only_mount(demo_db: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, ...], Outcome]:
    """What each command of READERS, WRITERS and EXPORTS did with demo_db's folder mounted
    read-only (exports write to a writable folder); the database folder must come out unchanged."""
    reason = _read_only_mounts_work()
    if reason is not None:
        pytest.skip(f"cannot make a folder read-only for root: {reason}")
    out = tmp_path_factory.mktemp("exports")
    commands = [*READERS, *WRITERS, *[(*args[:-1], str(out / args[-1])) for args in EXPORTS]]
    before = _digest(demo_db.parent)
    done = subprocess.run(
        ["unshare", "-rm", "sh", "-c", MOUNT_READ_ONLY, str(demo_db.parent), sys.executable, "-c", DRIVER,
         json.dumps([["--db", str(demo_db), *args] for args in commands])],
        capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert _digest(demo_db.parent) == before
    outcomes = {args: (code, stdout, stderr) for args, (code, stdout, stderr) in zip(commands, json.loads(done.stdout))}
    outcomes.update({args: outcomes[(*args[:-1], str(out / args[-1]))] for args in EXPORTS})
    return outcomes


@pytest.mark.parametrize("args", READERS, ids=" ".join)
def test_reading_commands_work_on_a_read_only_mount(
    on_read_only_mount: dict[tuple[str, ...], Outcome], args: tuple[str, ...]
) -> None:
    code, _, stderr = on_read_only_mount[args]
    assert "cannot be read" not in stderr
    assert "Traceback" not in stderr
    # agreement --humans on the demo (one annotator) is a user error about the data, not the file
    assert code == 0 or "two annotators" in stderr, stderr


@pytest.mark.parametrize("args", EXPORTS, ids=" ".join)
def test_exports_and_reports_read_a_read_only_database(
    on_read_only_mount: dict[tuple[str, ...], Outcome], args: tuple[str, ...]
) -> None:
    code, stdout, stderr = on_read_only_mount[args]
    assert code == 0, stderr
    assert stdout.startswith("wrote ")


@pytest.mark.parametrize("args", WRITERS, ids=["pool", "adjudicate", "import"])
def test_writing_commands_say_the_database_is_read_only(
    demo_db: Path, on_read_only_mount: dict[tuple[str, ...], Outcome], args: tuple[str, ...]
) -> None:
    code, _, stderr = on_read_only_mount[args]
    assert code == 2, stderr
    assert stderr.strip() == f"error: {demo_db}: the database is read-only ({demo_db} is on a read-only file system)"


def test_read_only_open_never_migrates(db_path: str) -> None:
    open_repository(db_path).close()
    run_alembic(db_path, "downgrade", "0001")
    with pytest.raises(DatabaseError, match="labeler db upgrade"):
        open_repository(db_path, read_only=True)
    assert schema_status(db_path)[0] == "0001"


def test_read_only_open_of_a_missing_file_creates_nothing(tmp_path: Path) -> None:
    with pytest.raises(DatabaseError, match="no labeler database"):
        open_repository(str(tmp_path / "absent.db"), read_only=True)
    assert list(tmp_path.iterdir()) == []


def test_a_read_only_repository_reads_and_cannot_write(any_db: str) -> None:
    open_repository(any_db).close()
    repository = open_repository(any_db, read_only=True)
    try:
        assert repository.counts().queries == 0
        # the connection refuses it before SQLite or PostgreSQL sees it (storage.no_writes): the CLI's one line
        with pytest.raises(DatabaseError, match="the database is read-only \\(a read-only connection runs only"):
            repository.upsert_queries([Query(id="q1", text="a query")])
    finally:
        repository.close()
    assert open_repository(any_db).counts().queries == 0


def test_a_read_only_postgresql_role_is_named_before_any_write(pg_db: str) -> None:
    from sqlalchemy.engine import make_url

    open_repository(pg_db).close()
    url = make_url(pg_db)
    options = f"{url.query['options']} -cdefault_transaction_read_only=on"
    read_only_role = url.update_query_dict({"options": options}).render_as_string(hide_password=False)
    with pytest.raises(DatabaseError, match="the database is read-only"):
        open_repository(read_only_role)
    reader = open_repository(read_only_role, read_only=True)
    try:
        assert reader.counts().queries == 0
    finally:
        reader.close()


@pytest.fixture
def folder_nobody_can_write(demo_db: Path) -> Iterator[Path]:
    """A copy of the demo database, writable by everyone, in a root-owned 0755 folder outside
    pytest's private tmp (which other users cannot enter)."""
    if shutil.which("setpriv") is None:
        pytest.skip("setpriv (util-linux) is not installed")
    folder = Path(tempfile.mkdtemp(prefix="labeler-ro-"))
    try:
        folder.chmod(0o755)
        db = folder / "labeler.db"
        shutil.copy(demo_db, db)
        db.chmod(0o666)
        yield db
    finally:
        shutil.rmtree(folder)


def _labeler_as_nobody(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    command = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
               sys.executable, "-m", "labeler", "--db", str(db), *args]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, cwd="/")
    if "Permission denied" in done.stderr and "labeler" not in done.stderr.splitlines()[-1]:
        pytest.skip(f"user nobody cannot run this Python: {done.stderr.strip()[-200:]}")
    return done


def test_a_folder_the_user_cannot_write_is_read_but_not_written(folder_nobody_can_write: Path) -> None:
    db = folder_nobody_can_write
    before = _digest(db.parent)
    status = _labeler_as_nobody(db, "status")
    assert status.returncode == 0, status.stderr
    assert "queries" in status.stdout
    pool = _labeler_as_nobody(db, "pool")
    assert pool.returncode == 2
    assert pool.stderr.strip() == (
        f"error: {db}: the database is read-only ({db.parent} is not writable by this user; "
        "SQLite needs its folder for the -wal and -shm files)"
    )
    assert _digest(db.parent) == before


LEAVE_WAL_UNCHECKPOINTED = """
import os, sqlite3, sys
connection = sqlite3.connect(sys.argv[1])
connection.execute("PRAGMA wal_autocheckpoint=0")
connection.execute("INSERT INTO annotator (name) VALUES ('only-in-the-wal')")
connection.commit()
os._exit(0)  # no close: the committed row stays in the -wal, as after a crash
"""


def test_committed_data_only_in_the_wal_is_never_silently_skipped(demo_db: Path, tmp_path: Path) -> None:
    reason = _read_only_mounts_work()
    if reason is not None:
        pytest.skip(f"cannot make a folder read-only for root: {reason}")
    db = tmp_path / "crashed" / "labeler.db"
    db.parent.mkdir()
    shutil.copy(demo_db, db)
    subprocess.run([sys.executable, "-c", LEAVE_WAL_UNCHECKPOINTED, str(db)], check=True)
    Path(f"{db}-shm").unlink()  # without -shm on a read-only mount only immutable=1 opens it, blind to the -wal
    done = subprocess.run(
        ["unshare", "-rm", "sh", "-c", MOUNT_READ_ONLY, str(db.parent),
         sys.executable, "-m", "labeler", "--db", str(db), "status"],
        capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 2
    assert "labeler.db-wal holds transactions not yet in the file" in done.stderr
