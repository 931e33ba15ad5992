"""Inputs that can be read only once (issue 23 item 10): `<(...)` process substitution, a pipe on
/dev/stdin, a named FIFO. Readers open a file several times (the format sniff, a fast path, a
fallback); such a stream was drained by the first (`OSError: Illegal seek`, or a second open of a
FIFO waiting for a writer forever). It is now read once into a temporary copy
(labeler.dataio.records.formats.readable_path), and errors still name the path given.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.cli_main import run_main

QRELS = "q1 0 a 1\nq1 0 b 0\nq2 0 x 2\n"
RUN = "q1 Q0 a 1 3 t\nq1 Q0 b 2 2 t\nq2 Q0 x 1 1 t\n"
LABELER = Path(sys.executable).parent / "labeler"
BASH = shutil.which("bash")


def _cli(args: list[str]) -> tuple[int, str, str]:
    return run_main(args)


@contextlib.contextmanager
def fifo(folder: Path, name: str, data: str) -> Iterator[Path]:
    """A named FIFO that a thread writes ``data`` to once a reader opens it (never blocking the
    test: it gives up after a while if nobody does)."""
    path = folder / name
    os.mkfifo(path)
    done = threading.Event()

    def write() -> None:
        deadline = time.monotonic() + 20
        while not done.is_set() and time.monotonic() < deadline:
            try:
                handle = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
            except OSError as exc:
                if exc.errno != errno.ENXIO:  # ENXIO: no reader yet
                    raise
                time.sleep(0.005)
                continue
            os.set_blocking(handle, True)
            with os.fdopen(handle, "wb") as out:
                out.write(data.encode())
            return

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    try:
        yield path
    finally:
        done.set()
        writer.join(timeout=25)


@pytest.fixture
def plain(tmp_path: Path) -> tuple[Path, Path]:
    qrels, run = tmp_path / "q.qrels", tmp_path / "r.run"
    qrels.write_text(QRELS)
    run.write_text(RUN)
    return qrels, run


def test_trec_eval_reads_named_fifos_once(tmp_path: Path, plain: tuple[Path, Path]) -> None:
    expected = _cli(["trec-eval", "-q", "-m", "all_trec", *map(str, plain)])
    assert expected[0] == 0, expected[2]
    with fifo(tmp_path, "qrels.fifo", QRELS) as qrels, fifo(tmp_path, "run.fifo", RUN) as run:
        assert _cli(["trec-eval", "-q", "-m", "all_trec", str(qrels), str(run)]) == expected


def test_a_fifo_error_names_the_fifo_and_its_line(tmp_path: Path, plain: tuple[Path, Path]) -> None:
    with fifo(tmp_path, "run.fifo", RUN + "q3 Q0 y 1\n") as run:
        code, _, err = _cli(["trec-eval", "-m", "map", str(plain[0]), str(run)])
    assert (code, err) == (2, f"error: {run}:4: expected 6 fields (qid Q0 docid rank score tag), found 4\n")


@pytest.mark.parametrize(("kind", "name", "text"), [
    ("queries", "topics", "q1\tlobster roll\nq2\tclam chowder\n"),
    ("chunks", "corpus", '{"_id": "a", "text": "one"}\n{"_id": "b", "text": "two"}\n'),
    ("run", "bm25", RUN),
    ("qrels", "judged", QRELS),
])
def test_imports_read_a_fifo_once(tmp_path: Path, kind: str, name: str, text: str) -> None:
    db = tmp_path / "x.db"
    with fifo(tmp_path, name, text) as path:
        code, out, err = _cli(["--db", str(db), "import", kind, str(path)])
    assert code == 0, err


def test_eval_reads_fifos_once(tmp_path: Path, plain: tuple[Path, Path]) -> None:
    expected = _cli(["eval", "--qrels", str(plain[0]), "-m", "AP", "--format", "trec", str(plain[1])])
    assert expected[0] == 0, expected[2]
    with fifo(tmp_path, "judged.qrels", QRELS) as qrels, fifo(tmp_path, "bm25.run", RUN) as run:
        code, out, err = _cli(["eval", "--qrels", str(qrels), "-m", "AP", "--format", "trec", str(run)])
    assert code == 0, err
    assert out == expected[1].replace(str(plain[1]), str(run))


@pytest.mark.skipif(BASH is None or not LABELER.is_file(), reason="needs bash and the installed labeler entry point")
@pytest.mark.parametrize("command", [
    'labeler trec-eval -q -m all_trec <(cat "$Q") <(cat "$R")',
    'labeler trec-eval -q -m all_trec "$Q" <(cat "$R")',
    'cat "$R" | labeler trec-eval -q -m all_trec "$Q" /dev/stdin',
    'cat "$R" | labeler trec-eval -q -m all_trec "$Q" -',
])
def test_trec_eval_reads_process_substitution_and_pipes(tmp_path: Path, plain: tuple[Path, Path], command: str) -> None:
    env = {**os.environ, "Q": str(plain[0]), "R": str(plain[1]), "PATH": f"{LABELER.parent}:{os.environ['PATH']}"}
    expected = subprocess.run([str(LABELER), "trec-eval", "-q", "-m", "all_trec", *map(str, plain)],
                              capture_output=True, text=True, timeout=60, env=env)
    done = subprocess.run([str(BASH), "-c", command], capture_output=True, text=True, timeout=60, env=env)
    assert (done.returncode, done.stdout, done.stderr) == (0, expected.stdout, "")


@pytest.mark.skipif(BASH is None or not LABELER.is_file(), reason="needs bash and the installed labeler entry point")
@pytest.mark.parametrize(("kind", "text"), [("queries", "q1\tlobster roll\n"), ("run", RUN), ("qrels", QRELS),
                                            ("chunks", "a\tone passage\n")])
def test_imports_read_process_substitution_and_stdin(tmp_path: Path, kind: str, text: str) -> None:
    env = {**os.environ, "T": text, "PATH": f"{LABELER.parent}:{os.environ['PATH']}"}
    for number, command in enumerate([f'labeler --db "$DB" import {kind} <(printf %s "$T")',
                                      f'printf %s "$T" | labeler --db "$DB" import {kind} /dev/stdin']):
        env["DB"] = str(tmp_path / f"{number}.db")
        done = subprocess.run([str(BASH), "-c", command], capture_output=True, text=True, timeout=60, env=env)
        assert done.returncode == 0 and "Traceback" not in done.stderr, (command, done.stderr)


@pytest.mark.skipif(BASH is None or not LABELER.is_file(), reason="needs bash and the installed labeler entry point")
def test_a_stream_without_line_ends_is_refused_before_it_is_read_to_its_end(tmp_path: Path) -> None:
    """`<(cat /dev/zero)` has no end: the copy stops at the line-length limit, in one line."""
    env = {**os.environ, "PATH": f"{LABELER.parent}:{os.environ['PATH']}", "DB": str(tmp_path / "x.db")}
    done = subprocess.run([str(BASH), "-c", 'labeler --db "$DB" import run <(cat /dev/zero)'],
                          capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 2 and done.stderr.endswith(":1: line is longer than 16 MB\n"), done.stderr
