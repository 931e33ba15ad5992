"""The `labeler` console entry (``console``; ``main`` for callers in a process that goes on): the
process is tuned for a command (labeler.runtime), then `labeler trec-eval` on small plain files
(labeler.launch.trec_eval) and `labeler eval` on files (labeler.launch.eval) are answered before
click and the other commands are imported; everything else is labeler.cli.main."""

from __future__ import annotations

import atexit
import os
import sys
from typing import NoReturn


def main() -> None:
    """Run the command line (trec-eval and eval on files first try their fast paths); ends with SystemExit."""
    status = _fast_path()
    if status is not None:
        sys.exit(status)
    from labeler.cli import main as cli_main

    cli_main()


def console() -> None:
    """The `labeler` console script and `python -m labeler`: main(), but a command a fast path
    answered ends without the interpreter's teardown (_end), and any other command with its objects
    frozen for that teardown (labeler.runtime.settled); a big trec-eval first restarts itself on huge
    pages (labeler.launch.pages)."""
    from labeler.launch.pages import restart_with_huge_pages
    from labeler.runtime import one_command, settled

    restart_with_huge_pages(sys.argv)
    one_command()
    status = _fast_path()
    if status is not None:
        _end(status)
    from labeler.cli import main as cli_main

    try:
        cli_main()
    finally:  # the command is over (cli_main ends in SystemExit): its objects are left to the process's end
        settled()


def _fast_path() -> int | None:
    """The process tuned, then trec-eval's or eval's fast path tried: the exit status of the command it
    answered, or None (labeler.cli runs the command)."""
    from labeler.runtime import tune

    tune()  # before numpy and pyarrow load
    status: int | None = None
    try:
        if sys.argv[1:2] == ["trec-eval"]:
            from labeler.launch.trec_eval import fast_trec_eval

            status = 0 if fast_trec_eval(sys.argv[2:]) else None
        elif sys.argv[1:2] == ["eval"]:
            from labeler.launch.eval import fast_eval

            status = fast_eval(sys.argv[2:])
    except BrokenPipeError:  # `labeler eval ... | head`: end as click ends the full command
        _quiet_exit_on_closed_stdout()
    return status


def _end(status: int) -> NoReturn:
    """End a command a fast path answered: stdout and stderr flushed, the exit handlers run (a spooled
    copy of a stream removed, weakref finalizers), then out without the interpreter's teardown, which
    would free every module, array and Arrow buffer one by one when the process is about to go anyway."""
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        _quiet_exit_on_closed_stdout()
    sys.stderr.flush()
    atexit._run_exitfuncs()
    os._exit(status)


def _quiet_exit_on_closed_stdout() -> NoReturn:
    """Exit 1 without a traceback when the reader of stdout went away (as click's main does);
    stdout points at /dev/null first, so the interpreter's last flush cannot fail again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    sys.exit(1)
