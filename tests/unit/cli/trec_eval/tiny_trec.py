"""A three-query qrels and run for `labeler trec-eval`'s flag tests, and the command run in process."""

from __future__ import annotations

import pytest

from labeler.cli import main

QRELS = "q1 0 a 1\nq1 0 b 0\nq1 0 c 2\nq2 0 x 1\nq3 0 y 1\n"
RUN = "q1 Q0 a 1 1.00000001 t\nq1 Q0 b 2 1.0 t\nq1 Q0 c 3 0.5 t\nq2 Q0 x 1 3.0 t\nq2 Q0 z 2 2.0 t\n"


def trec_eval_cli(capsys, *args: str) -> tuple[int, list[str], str]:
    """(exit status, stdout lines, stderr) of `labeler trec-eval ARGS`."""
    with pytest.raises(SystemExit) as exited:
        main(["trec-eval", *args])
    captured = capsys.readouterr()
    return exited.value.code, captured.out.splitlines(), captured.err
