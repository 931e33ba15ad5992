"""`labeler.cli.main` run in process, as a shell would run it: its exit status and what it printed."""

from __future__ import annotations

import contextlib
import io
import sys

import pytest


def run_main(args: list[str], stdin: str | None = None) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of `labeler ARGS`, with ``stdin`` as its standard input."""
    from labeler.cli import main

    out, err = io.StringIO(), io.StringIO()
    with pytest.MonkeyPatch.context() as patch, contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        if stdin is not None:
            patch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin.encode())))
        try:
            main(args)
            code = 0
        except SystemExit as exc:
            code = int(exc.code or 0)
    return code, out.getvalue(), err.getvalue()
