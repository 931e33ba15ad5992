"""TREC text read as trec_eval 10 reads it, by every path that reads it (issue 23): the run tag
trec_eval prints, fields split at any run of blanks, bare CR line ends.

`labeler trec-eval` reads a run three ways (the small-file fast path, the fast path's range reader
for big files, the full command) and `labeler eval` and the imports read it once more; each test
below holds every one of them to the same answer.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from labeler.cli import main
from labeler.dataio import run_ranges, run_small
from labeler.trec_eval_fast import fast_trec_eval

QRELS = "q1 0 a 1\nq1 0 b 0\nq1 0 c 2\nq2 0 x 1\n"


def _write(tmp_path: Path, name: str, data: str | bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path


def _fast(args: list[str], big: bool) -> str | None:
    """The fast path's printout (None: it declined); ``big`` reads the run a range at a time."""
    out = io.StringIO()
    with pytest.MonkeyPatch.context() as patch, contextlib.redirect_stdout(out):
        if big:
            patch.setattr(run_small, "SMALL_BYTES", 0)
            patch.setattr(run_ranges, "RANGE_BYTES", 64)
        answered = fast_trec_eval(args)
    return out.getvalue() if answered else None


def _cli(args: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(args)
            code = 0
        except SystemExit as exc:
            code = int(exc.code or 0)
    return code, out.getvalue(), err.getvalue()


def trec_eval_everywhere(args: list[str]) -> tuple[int, str, str]:
    """`labeler trec-eval ARGS` by the full command, checked against both fast paths: each of them
    prints the same, or declines (and then the full command answers)."""
    full = _cli(["trec-eval", *args])
    for big in (False, True):
        fast = _fast(args, big)
        assert fast is None or (full[0] == 0 and fast == full[1]), (big, fast, full)
    return full


# --- item 4: runid is the last line's tag ----------------------------------------------------


@pytest.mark.parametrize("blank", [" ", "\t"])
def test_runid_is_the_last_lines_tag_as_trec_eval_prints_it(tmp_path, blank):
    """trec_eval 10 sets runid from every line it reads: the last line's tag is printed."""
    lines = ["q1 Q0 a 1 3 first", "q1 Q0 b 2 2 first", "q2 Q0 x 1 1 middle", "q1 Q0 c 3 1 last", "# trailing comment", ""]
    run = _write(tmp_path, "tags.run", "\n".join(line.replace(" ", blank) for line in lines) + "\n")
    qrels = _write(tmp_path, "q.qrels", QRELS)
    code, out, err = trec_eval_everywhere(["-m", "runid", "-m", "num_ret", str(qrels), str(run)])
    assert code == 0, err
    assert out.splitlines()[0] == "runid                 \tall\tlast"
    code, out, err = _cli(["trec-eval", "-R", "qrels_jg", str(qrels), str(run)])  # judgment groups: read_run
    assert code == 0 and out.splitlines()[0] == "runid                 \tall\tlast", err


def test_runid_of_a_compressed_run_is_its_last_tag_too(tmp_path):
    import gzip

    run = tmp_path / "tags.run.gz"
    run.write_bytes(gzip.compress(b"q1 Q0 a 1 3 first\nq1 Q0 b 2 2 second\n"))
    qrels = _write(tmp_path, "q.qrels", QRELS)
    code, out, err = trec_eval_everywhere(["-m", "runid", str(qrels), str(run)])
    assert code == 0, err
    assert out == "runid                 \tall\tsecond\n"
