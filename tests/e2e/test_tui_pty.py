"""End to end: the real `labeler` console script in a real pseudo-terminal, read through pyte."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import shutil
import struct
import subprocess
import sys
import termios
import time
from collections.abc import Callable
from pathlib import Path

import pyte
import pytest

from tests.tui.dbs import make_db

pytestmark = pytest.mark.e2e

COLUMNS, LINES = 100, 30
DEADLINE_SECONDS = 30


def labeler_script() -> str:
    """The installed console script next to this Python, else on PATH."""
    beside = Path(sys.executable).with_name("labeler")
    return str(beside) if beside.exists() else (shutil.which("labeler") or pytest.skip("labeler script not installed"))


class Terminal:
    """A child process on a pty, its output fed to a pyte screen. A child still running when its
    test ends (a failed wait, an assertion) is killed by tests/e2e/conftest.py."""

    running: list[Terminal] = []

    def __init__(self, argv: list[str], env: dict[str, str], cwd: Path) -> None:
        self.screen = pyte.Screen(COLUMNS, LINES)
        self.stream = pyte.ByteStream(self.screen)
        pid, fd = pty.fork()
        if pid == 0:  # child
            os.chdir(cwd)
            os.execve(argv[0], argv, env)
        self.pid, self.fd = pid, fd
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", LINES, COLUMNS, 0, 0))
        self.exit_status: int | None = None
        Terminal.running.append(self)

    def close(self) -> None:
        """Kill the child if it still runs, reap it and close the pty."""
        try:
            if os.waitpid(self.pid, os.WNOHANG) == (0, 0):
                os.kill(self.pid, 9)
                os.waitpid(self.pid, 0)
        except ChildProcessError:  # already reaped by wait_exit
            pass
        try:
            os.close(self.fd)
        except OSError:
            pass

    def text(self) -> str:
        return "\n".join(self.screen.display)

    def _read(self, timeout: float) -> bool:
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return True
        try:
            data = os.read(self.fd, 65536)
        except OSError:  # the child closed the terminal
            return False
        if not data:
            return False
        self.stream.feed(data)
        return True

    def wait_for(self, needle: str) -> None:
        """Read output until needle is on screen (fails after DEADLINE_SECONDS)."""
        self.wait_until(lambda: needle in self.text(), repr(needle))

    def wait_until(self, holds: Callable[[], bool], what: str) -> None:
        """Read output until holds() (fails after DEADLINE_SECONDS): a frame arrives in pieces, so a
        message whose first words are on screen may not be whole yet."""
        deadline = time.monotonic() + DEADLINE_SECONDS
        while not holds():
            if time.monotonic() > deadline or not self._read(0.2):
                raise AssertionError(f"{what} never appeared; screen:\n{self.text()}")

    def send(self, keys: str) -> None:
        os.write(self.fd, keys.encode())

    def wait_exit(self) -> int:
        deadline = time.monotonic() + DEADLINE_SECONDS
        while time.monotonic() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                return os.waitstatus_to_exitcode(status)
            self._read(0.2)
        os.kill(self.pid, 9)
        raise AssertionError(f"labeler did not exit; screen:\n{self.text()}")


def test_grades_typed_in_a_real_terminal_reach_the_qrels_export(tmp_path):
    db = tmp_path / "e2e.db"
    make_db(db, queries=2, pairs_per_query=3).close()
    env = {k: v for k, v in os.environ.items() if not k.startswith("LABELER_")}
    env.update(TERM="xterm-256color", LABELER_ANNOTATOR="e2e-person", COLUMNS=str(COLUMNS), LINES=str(LINES))
    script = labeler_script()

    terminal = Terminal([script, "--db", str(db)], env, tmp_path)
    terminal.wait_for("pair 1/3")
    assert "e2e-person" in terminal.text()
    terminal.send("3")
    terminal.wait_for("pair 2/3")
    terminal.send("0")
    terminal.wait_for("pair 3/3")
    terminal.send("2")
    terminal.wait_for("query 2/2")
    terminal.send("q")
    assert terminal.wait_exit() == 0

    out = tmp_path / "qrels.txt"
    result = subprocess.run(
        [script, "--db", str(db), "export", "qrels", "--out", str(out)],
        env=env, cwd=tmp_path, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0, result.stderr
    lines = set(out.read_text().splitlines())
    assert {"q1 0 c1-01 3", "q1 0 c1-02 0", "q1 0 c1-03 2"} <= lines
    assert not any(line.startswith("q2 ") for line in lines)


def one_text(terminal: Terminal) -> str:
    """The screen's lines joined without their breaks, so a wrapped message reads whole."""
    return "".join(line.rstrip() for line in terminal.screen.display)


def toast_text(terminal: Terminal) -> str:
    """The words of the notifications on screen (the lines right of their "▌" edge), without the
    blanks, as the toast wraps a long path anywhere: compare with `unspaced(expected)`."""
    parts = [line.rsplit("▌", 1)[1].strip(" │─╯") for line in terminal.screen.display if "▌" in line]
    return unspaced("".join(parts))


def unspaced(text: str) -> str:
    """text without any blank."""
    return "".join(text.split())


def graded_one_of_three(db, tmp_path) -> Terminal:
    """labeler on db in a real terminal, once the first of a query's three pairs is graded."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("LABELER_")}
    env.update(TERM="xterm-256color", LABELER_ANNOTATOR="e2e-person", COLUMNS=str(COLUMNS), LINES=str(LINES))
    terminal = Terminal([labeler_script(), "--db", str(db)], env, tmp_path)
    terminal.wait_for("pair 1/3")
    terminal.send("3")
    terminal.wait_for("pair 2/3")
    return terminal


def test_a_database_file_deleted_under_the_app_is_said_on_screen_and_after_exit(tmp_path):
    db = tmp_path / "gone.db"
    make_db(db, queries=2, pairs_per_query=3).close()
    terminal = graded_one_of_three(db, tmp_path)
    os.remove(db)
    terminal.send("2")
    terminal.wait_for("NOT SAVED")
    terminal.wait_for("not done")  # the notification's title
    assert "pair 2/3" in terminal.text()  # the grade that was not saved did not advance the screen
    toast = unspaced(f"the database file {db} was deleted or replaced while labeler was running: the last grade was NOT "
                     "saved; grading is stopped")
    terminal.wait_until(lambda: toast in toast_text(terminal), "the whole notification")
    terminal.send("1")  # refused: grading is stopped
    terminal.wait_for("Grading is stopped")
    terminal.send("q")
    assert terminal.wait_exit() == 2
    said = unspaced(f"error: the database file {db} was deleted or replaced while labeler was running: the last grade "
                    "was NOT saved; restore the file")
    terminal.wait_until(lambda: said in unspaced(one_text(terminal)), "the whole error line")
    assert not db.exists()


def test_a_database_file_overwritten_in_place_by_another_project_stops_grading_and_exits_2(tmp_path):
    import shutil
    import sqlite3
    from contextlib import closing

    db, other = tmp_path / "labels.db", tmp_path / "other.db"
    make_db(other, queries=2, pairs_per_query=3, query_texts={0: "another project"}).close()
    make_db(db, queries=2, pairs_per_query=3).close()
    copied = other.read_bytes()
    terminal = graded_one_of_three(db, tmp_path)
    inode = db.stat().st_ino
    shutil.copyfile(other, db)  # in place: the same inode, another project's pages
    assert db.stat().st_ino == inode
    terminal.send("2")
    terminal.wait_for("NOT SAVED")
    assert "pair 2/3" in terminal.text()
    terminal.send("q")
    assert terminal.wait_exit() == 2
    said = unspaced(f"error: the database file {db} was deleted or replaced while labeler was running: the last grade "
                    "was NOT saved")
    terminal.wait_until(lambda: said in unspaced(one_text(terminal)), "the whole error line")
    # the file copied in is whole and as copied: the app's -wal was set aside when it exited
    assert db.read_bytes() == copied
    assert not (tmp_path / "labels.db-wal").exists() and len(list(tmp_path.glob("labels.db-wal.overwritten-*"))) == 1
    with closing(sqlite3.connect(db)) as conn:
        assert conn.execute("SELECT text FROM query WHERE id = 'q1'").fetchone() == ("another project",)
        assert conn.execute("SELECT count(*) FROM judgment").fetchone() == (0,)


@pytest.mark.parametrize("args, says", [
    ([], "eval RUN` scores the runs with the grades; `"),
    (["demo"], "--db demo eval bm25 dense` scores the demo's two runs with the grades so far"),
])
def test_leaving_the_app_says_what_to_do_next(tmp_path, args, says):
    """`labeler` and `labeler demo` end, once the app is left, with their next step on the terminal."""
    db = tmp_path / "next.db"
    make_db(db, queries=1, pairs_per_query=2).close()
    env = {k: v for k, v in os.environ.items() if not k.startswith("LABELER_")}
    env.update(TERM="xterm-256color", LABELER_ANNOTATOR="e2e-person", COLUMNS=str(COLUMNS), LINES=str(LINES),
               XDG_DATA_HOME=str(tmp_path / "data"), HOME=str(tmp_path))
    terminal = Terminal([labeler_script(), "--db", str(db), *args], env, tmp_path)
    terminal.wait_for("pair 1/")
    terminal.send("q")
    assert terminal.wait_exit() == 0
    terminal.wait_until(lambda: unspaced(says) in unspaced(one_text(terminal)), repr(says))
