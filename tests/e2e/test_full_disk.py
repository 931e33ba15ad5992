"""End to end on a really full disk: a small tmpfs mounted in a private mount namespace
(``unshare -m``: it vanishes with the process), the database on it, the real `labeler` script.

Skips where this user cannot make a mount namespace or mount a tmpfs (not root, a container
without CAP_SYS_ADMIN); tests/unit/storage/test_storage_lost_writes.py simulates the same with
PRAGMA max_page_count everywhere.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.e2e.test_tui_pty import Terminal, labeler_script, toast_text, unspaced
from tests.tui.dbs import make_db

pytestmark = pytest.mark.e2e

MOUNT = "/mnt/labeler-full-disk"  # a path inside the namespace only (created there if missing)
SETUP = 'mkdir -p "$MNT" && mount -t tmpfs -o size=2m tmpfs "$MNT" && cp "$SRC" "$MNT/labels.db"'


def can_mount_tmpfs() -> bool:
    """Whether `unshare -m` and a tmpfs mount work for this user here."""
    if shutil.which("unshare") is None:
        return False
    probe = subprocess.run(["unshare", "-m", "sh", "-c", 'mount -t tmpfs -o size=64k tmpfs /tmp && touch /tmp/x'],
                           capture_output=True, timeout=30)
    return probe.returncode == 0


needs_mount = pytest.mark.skipif(not can_mount_tmpfs(), reason="cannot mount a tmpfs in a private mount namespace here")


def fill(path: Path, leave: int = 0) -> None:
    """Write zeros to path until the file system is full, then give back `leave` bytes."""
    block = b"\0" * 65536
    # unbuffered: a buffered writer keeps the tail of a partial write and raises ENOSPC again at close,
    # whenever the free space left is not a whole number of blocks
    with open(path, "wb", buffering=0) as out:
        try:
            while True:
                out.write(block)
        except OSError:
            pass
    if leave:
        os.truncate(path, max(path.stat().st_size - leave, 0))


def clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("LABELER_")}
    env.update(TERM="xterm-256color", LABELER_ANNOTATOR="e2e-person", COLUMNS="100", LINES="30")
    return env


@needs_mount
def test_an_import_onto_a_full_disk_is_one_line_and_exit_2(tmp_path):
    source = tmp_path / "labels.db"
    make_db(source, queries=1, pairs_per_query=2).close()
    chunks = tmp_path / "corpus.jsonl"
    chunks.write_text("".join(f'{{"_id": "d{i}", "text": "passage {i} about solar panels and roofs"}}\n' for i in range(20000)))
    script = (f"{SETUP} && (dd if=/dev/zero of=\"$MNT/fill\" bs=64k 2>/dev/null || true) && truncate -s -96K \"$MNT/fill\" && "
              f'exec "$LABELER" --db "$MNT/labels.db" import chunks "$CHUNKS"')
    env = clean_env() | {"MNT": MOUNT, "SRC": str(source), "LABELER": labeler_script(), "CHUNKS": str(chunks)}
    result = subprocess.run(["unshare", "-m", "sh", "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert "added" not in result.stdout
    assert result.stderr.strip().splitlines()[-1] == (
        f"error: the disk holding the database {MOUNT}/labels.db is full (database or disk is full): "
        "the last change was NOT saved; free some space, then try again"
    )
    assert "Traceback" not in result.stderr


IMPORT_FILES = {
    "queries": ("queries.tsv", "".join(f"n{i}\tsolar panels on roof number {i}\n" for i in range(20000))),
    "run": ("run.txt", "".join(f"q1 Q0 d{i} {i + 1} {40000 - i} tag\n" for i in range(40000))),
    "qrels": ("qrels.txt", "".join(f"q1 0 d{i} {i % 4}\n" for i in range(40000))),
    "suggestions": ("grades.txt", "".join(f"q1 0 d{i} {i % 4}\n" for i in range(40000))),
}


@needs_mount
@pytest.mark.parametrize(("kind", "room"), [(kind, "96K") for kind in IMPORT_FILES] + [("qrels", "8K")])
def test_every_import_kind_onto_a_full_disk_is_one_line_and_exit_2(tmp_path, kind, room):
    """`import qrels` (and suggestions) wrote through the driver's cursor and printed sqlite3's
    traceback; with too little room for SQLite's -shm file, opening said "cannot be read as a SQLite
    database: disk I/O error"."""
    source = tmp_path / "labels.db"
    make_db(source, queries=1, pairs_per_query=2).close()
    name, text = IMPORT_FILES[kind]
    (tmp_path / name).write_text(text)
    extra = " --model m" if kind == "suggestions" else ""
    script = (f"{SETUP} && (dd if=/dev/zero of=\"$MNT/fill\" bs=64k 2>/dev/null || true) && truncate -s -{room} \"$MNT/fill\" && "
              f'exec "$LABELER" --db "$MNT/labels.db" import {kind} "$FILE"{extra}')
    env = clean_env() | {"MNT": MOUNT, "SRC": str(source), "LABELER": labeler_script(), "FILE": str(tmp_path / name)}
    result = subprocess.run(["unshare", "-m", "sh", "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert result.stderr.startswith(f"error: the disk holding the database {MOUNT}/labels.db is full (")
    assert result.stderr.rstrip().endswith("the last change was NOT saved; free some space, then try again")


@needs_mount
def test_the_app_on_a_disk_that_fills_up_says_the_grade_was_not_saved_and_goes_on_once_freed(tmp_path):
    source = tmp_path / "labels.db"
    make_db(source, queries=2, pairs_per_query=3).close()
    env = clean_env() | {"MNT": MOUNT, "SRC": str(source), "LABELER": labeler_script()}
    terminal = Terminal(["/usr/bin/env", "unshare", "-m", "sh", "-c", f'{SETUP} && exec "$LABELER" --db "$MNT/labels.db"'],
                        env, tmp_path)
    terminal.wait_for("pair 1/3")
    terminal.send("3")
    terminal.wait_for("pair 2/3")
    # the test runs outside the namespace: its tmpfs is reachable through the process's root
    filler = Path(f"/proc/{terminal.pid}/root{MOUNT}/fill")
    fill(filler)
    terminal.send("2")
    said = unspaced(f"the disk holding the database {MOUNT}/labels.db is full (database or disk is full): the last grade "
                    "was NOT saved; free some space, then try again")
    # a frame reaches the pty in pieces: read until the whole notification is on screen, not only its start
    terminal.wait_until(lambda: said in toast_text(terminal), "the whole notification")
    assert "pair 2/3" in terminal.text()  # the grade that was not saved did not advance
    filler.unlink()
    terminal.send("2")
    terminal.wait_for("pair 3/3")
    terminal.send("q")
    assert terminal.wait_exit() == 0
