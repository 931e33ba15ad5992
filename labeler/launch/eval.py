"""`labeler eval` on files without click or the other commands' modules: the launcher calls the
function the click command calls (labeler.cli.eval.run.run_eval), with the same option values, so
the two front doors build the same ScoringRequest and print the same bytes.

It answers only a command line it fully knows: `labeler eval` (no option before it) on run files
with --qrels FILE and any of -m/--measure, --gain, --relevant-grade, --complete, --compat,
--per-query, --format and --on-duplicate, each value one click would take unchanged. Anything else
(--help, a database or an imported run, --estimate and its options, --aggregate, --baseline, an
unknown option, a value click would refuse or read otherwise, a --qrels path click's Path type
refuses, a terminal stream that is not UTF-8) returns None before any work, and click runs the
command from the start. A user error during the work is said as labeler.cli.main says it (one line,
its exit status); an interrupt as click and labeler.cli.main say it.
"""

from __future__ import annotations

import os
import re
import sys
from typing import Any

from labeler.launch.args import option_values

# option -> the EvalOptions field its value goes to (the value checked in _parse as click checks it)
_VALUED: dict[str, str] = {"--qrels": "qrels_path", "-m": "measures", "--measure": "measures", "--gain": "gain",
                           "--relevant-grade": "relevant_grade", "--compat": "compat", "--format": "output_format",
                           "--on-duplicate": "on_duplicate"}
_FLAGS = {"--complete": "complete", "--per-query": "per_query"}
_DIGITS = re.compile(r"[0-9]{1,18}")  # click's INT takes these unchanged; 18 digits stay below 2^63


def fast_eval(args: list[str]) -> int | None:
    """Run `labeler eval ARGS` and return its exit status, or do nothing and return None (see the
    module docstring): then labeler.cli runs the command."""
    given = _parse(args)
    if given is None or not _plain_streams():
        return None
    from labeler.cli import DEFAULT_DB
    from labeler.cli.context import AppContext
    from labeler.cli.eval.run import EvalOptions, run_eval
    from labeler.cli.terminal.echo import echo, say_error
    from labeler.domain.errors import LabelerError

    options = EvalOptions(**given)
    app = AppContext(os.environ.get("LABELER_DB") or DEFAULT_DB, os.environ.get("LABELER_ANNOTATOR") or None)
    try:
        run_eval(app, options)
    except LabelerError as exc:
        say_error(exc)
        return exc.exit_status
    except (KeyboardInterrupt, EOFError):  # click's blank line after ^C, then labeler.cli.main's word
        echo(err=True)
        echo("Aborted.", err=True)
        return 130
    finally:
        app.close()
    return 0


def _parse(args: list[str]) -> dict[str, Any] | None:
    """EvalOptions' fields as the command line gives them, or None when it is not one this answers."""
    from labeler.domain.choices import COMPAT_VERSIONS, DUPLICATE_POLICIES, EVAL_OUTPUTS, GAINS

    pairs = option_values(args, set(_VALUED), ("-m",))
    if pairs is None:
        return None
    choices = {"gain": GAINS.values, "compat": COMPAT_VERSIONS.values, "output_format": EVAL_OUTPUTS.values,
               "on_duplicate": DUPLICATE_POLICIES.values}
    given: dict[str, Any] = {"runs": [], "measures": []}
    for name, value in pairs:
        if value is None:
            if name in _FLAGS:
                given[_FLAGS[name]] = True
            elif name.startswith("-"):
                return None
            else:
                given["runs"].append(name)
            continue
        field = _VALUED[name]
        if field in choices and value not in choices[field]:
            return None
        if field == "relevant_grade" and (not _DIGITS.fullmatch(value) or int(value) < 1):
            return None
        if field == "measures":
            given["measures"].append(value)
        else:
            given[field] = int(value) if field in ("relevant_grade", "compat") else value
    if not given["runs"] or not _files(given.get("qrels_path"), given["runs"]):
        return None
    given["runs"], given["measures"] = tuple(given["runs"]), tuple(given["measures"])
    return given


def _files(qrels: str | None, runs: list[str]) -> bool:
    """Whether every run is a file (no database to look in) and --qrels is a path click's
    Path(dir_okay=False) passes unchanged: missing (the command says so), or a readable non-folder."""
    from labeler.dataio.records.formats import is_input_file

    if qrels is None or not all(is_input_file(run) for run in runs):
        return False
    return not os.path.exists(qrels) or (not os.path.isdir(qrels) and os.access(qrels, os.R_OK))


def _plain_streams() -> bool:
    """stdout and stderr are UTF-8 text streams (click would re-wrap an ASCII one)."""
    for stream in (sys.stdout, sys.stderr):
        encoding = getattr(stream, "encoding", None) or ""
        if encoding.lower().replace("_", "-") not in ("utf-8", "utf8"):
            return False
    return True
