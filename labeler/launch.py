"""The `labeler` console entry: `labeler trec-eval` on small plain files is answered before click
and the other commands are imported (labeler.trec_eval_fast); everything else is labeler.cli.main."""

from __future__ import annotations

import sys


def main() -> None:
    """Run the command line (a small trec-eval first tries the fast path)."""
    if sys.argv[1:2] == ["trec-eval"]:
        from labeler.trec_eval_fast import fast_trec_eval

        if fast_trec_eval(sys.argv[2:]):
            sys.exit(0)
    from labeler.cli import main as cli_main

    cli_main()
