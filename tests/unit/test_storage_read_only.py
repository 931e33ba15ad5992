"""A read-only database: commands that only read work, commands that write say it is read-only.

Root ignores file permissions, so a chmod does not make a file read-only for these tests. The
real CLI runs instead inside a private mount namespace (``unshare -rm``) where the database's
folder is bind-mounted read-only, which refuses writes to root too; where unshare is not
allowed the tests skip saying so.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy.exc import DBAPIError

from labeler.cli import _database_error
from labeler.domain import DatabaseError, Query
from labeler.services.demo import build_demo
from labeler.storage import open_repository, schema_status
from labeler.storage.schema import run_alembic

DEMO_QUERIES = Path(__file__).resolve().parents[2] / "labeler" / "demo" / "data" / "queries.jsonl"
MOUNT_READ_ONLY = 'mount --bind "$0" "$0" && mount -o remount,ro,bind "$0" && exec "$@"'


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
def read_only_db(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The demo database, closed cleanly (no -wal/-shm beside it), in a folder of its own."""
    reason = _read_only_mounts_work()
    if reason is not None:
        pytest.skip(f"cannot make a folder read-only for root: {reason}")
    db = tmp_path_factory.mktemp("read_only") / "labeler.db"
    build_demo(db).close()
    yield db


def _labeler_on_read_only_mount(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run the real CLI with db's folder mounted read-only for the command's lifetime."""
    command = ["unshare", "-rm", "sh", "-c", MOUNT_READ_ONLY, str(db.parent),
               sys.executable, "-m", "labeler", "--db", str(db), *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(
    "args",
    [
        ("status",),
        ("eval", "bm25"),
        ("agreement", "--humans"),
        ("team-status",),
        ("disagreements",),
        ("db", "current"),
    ],
    ids=lambda args: " ".join(args),
)
def test_reading_commands_work_on_a_read_only_mount(read_only_db: Path, args: tuple[str, ...]) -> None:
    before = _digest(read_only_db.parent)
    done = _labeler_on_read_only_mount(read_only_db, *args)
    assert "cannot be read" not in done.stderr
    assert "Traceback" not in done.stderr
    # agreement --humans on the demo (one annotator) is a user error about the data, not the file
    assert done.returncode == 0 or "two annotators" in done.stderr, done.stderr
    assert _digest(read_only_db.parent) == before


def test_exports_and_reports_read_a_read_only_database(read_only_db: Path, tmp_path: Path) -> None:
    before = _digest(read_only_db.parent)
    judgments = _labeler_on_read_only_mount(read_only_db, "export", "judgments", str(tmp_path / "j.csv"))
    qrels = _labeler_on_read_only_mount(read_only_db, "export", "qrels", "--out", str(tmp_path / "q.txt"))
    report = _labeler_on_read_only_mount(read_only_db, "report", "bm25", "dense", "--out", str(tmp_path / "r.md"))
    assert [judgments.returncode, qrels.returncode, report.returncode] == [0, 0, 0], (
        judgments.stderr + qrels.stderr + report.stderr
    )
    assert (tmp_path / "j.csv").read_text().count("\n") > 100
    assert (tmp_path / "q.txt").exists() and (tmp_path / "r.md").exists()
    assert _digest(read_only_db.parent) == before


@pytest.mark.parametrize(
    "args",
    [("pool",), ("adjudicate", "q01", "d1", "2"), ("import", "queries", str(DEMO_QUERIES))],
    ids=["pool", "adjudicate", "import"],
)
def test_writing_commands_say_the_database_is_read_only(read_only_db: Path, args: tuple[str, ...]) -> None:
    done = _labeler_on_read_only_mount(read_only_db, *args)
    assert done.returncode == 2, done.stderr
    assert done.stderr.strip() == (
        f"error: {read_only_db}: the database is read-only ({read_only_db} is on a read-only file system)"
    )


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
        with pytest.raises(DBAPIError, match="(?i)read-?only") as refused:
            repository.upsert_queries([Query(id="q1", text="a query")])
        # the CLI's one line for a write refused mid-command (the up-front check cannot see every case)
        assert (_database_error(refused.value) or "").startswith("the database is read-only (")
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
