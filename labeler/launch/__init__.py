"""The `labeler` console entry: the process is tuned for a command (labeler.runtime), then
`labeler trec-eval` on small plain files (labeler.launch.trec_eval) and `labeler eval` on files
(labeler.launch.eval) are answered before click and the other commands are imported; everything
else is labeler.cli.main."""

from __future__ import annotations

import os
import sys
from typing import NoReturn


def main() -> None:
    """Run the command line (trec-eval and eval on files first try their fast paths)."""
    from labeler.runtime import tune

    tune()  # before numpy and pyarrow load
    if sys.argv[1:2] == ["trec-eval"]:
        from labeler.launch.trec_eval import fast_trec_eval

        try:
            answered = fast_trec_eval(sys.argv[2:])
        except BrokenPipeError:  # `labeler trec-eval ... | head`: end as click ends the full command
            _quiet_exit_on_closed_stdout()
        if answered:
            sys.exit(0)
    elif sys.argv[1:2] == ["eval"]:
        from labeler.launch.eval import fast_eval

        try:
            status = fast_eval(sys.argv[2:])
        except BrokenPipeError:  # `labeler eval ... | head`, as for trec-eval
            _quiet_exit_on_closed_stdout()
        if status is not None:
            sys.exit(status)
    from labeler.cli import main as cli_main

    cli_main()


def _quiet_exit_on_closed_stdout() -> NoReturn:
    """Exit 1 without a traceback when the reader of stdout went away (as click's main does);
    stdout points at /dev/null first, so the interpreter's last flush cannot fail again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    sys.exit(1)
