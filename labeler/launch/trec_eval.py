"""`labeler trec-eval` without click or the other commands' modules, and on small files without
pyarrow: the start-up of a small evaluation is then Python's import of numpy and little more,
and a big one saves click's and the other commands' imports too.

A fast path, never a second command: it answers only the common flags (-q -c -n -J, -m, -l, -M,
-N, --compat) on files (labeler.dataio.eval_input.small_files for small ones; big ones as the full command reads
them, labeler.dataio.eval_input.trec_files) and prints exactly what
labeler.cli.trec_eval.command prints (the same engine, the same printer). Anything else, any flag it
does not know, any file it declines and any error, returns False, and the full command runs from
the start: it does the work again and prints the output or the one-line error as it always has.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field

from labeler.launch.args import option_values

_FLAGS = {"-q": "per_query", "--query_eval_wanted": "per_query", "-c": "complete",
          "--complete_rel_info_wanted": "complete", "-n": "no_summary", "--nosummary": "no_summary",
          "-J": "judged_only", "--Judged_docs_only": "judged_only"}
# option -> (field, smallest value click's IntRange takes); --compat takes 9 or 10
_NUMBERS = {"-l": ("relevance_level", 0), "--level_for_rel": ("relevance_level", 0),
            "-M": ("max_docs", 0), "--Max_retrieved_per_topic": ("max_docs", 0),
            "-N": ("documents", 0), "--Number_docs_in_coll": ("documents", 0)}
_MEASURE = ("-m", "--measure")
_SHORT_WITH_VALUES = ("-m", "-l", "-M", "-N")
_DIGITS = re.compile(r"[0-9]{1,18}")


@dataclass
class _Options:
    per_query: bool = False
    complete: bool = False
    no_summary: bool = False
    judged_only: bool = False
    relevance_level: int = 1
    max_docs: int | None = None
    documents: int | None = None
    compat: int = 10
    measures: list[str] = field(default_factory=list)
    files: list[str] = field(default_factory=list)


def fast_trec_eval(args: list[str]) -> bool:
    """Run `labeler trec-eval ARGS` and return True, or do nothing and return False (see the
    module docstring): then labeler.cli runs the command."""
    options = _parse(args)
    if options is None or len(options.files) != 2:
        return False
    from labeler.dataio.eval_input.small_files import small_eval_arrays
    from labeler.domain.errors import LabelerError
    from labeler.metrics.engine.trec import DOCUMENTS_IN_COLLECTION, NOT_YET, trec_evaluate
    from labeler.metrics.trec_eval.table import parse_trec_measures
    from labeler.metrics.trec_eval.printing import trec_blocks

    try:  # the measures first: a typo or a measure left out goes to the full command before any file is read
        requests = parse_trec_measures(tuple(options.measures) or ("official",))
    except LabelerError:
        return False
    if any(request.name in NOT_YET for request in requests):
        return False  # the full command says what it leaves out
    try:
        qrels_path, run_path = options.files
        small = small_eval_arrays(qrels_path, run_path)
        if small is not None:
            (arrays, run_id), presorted = small, None
        else:
            from labeler.dataio.eval_input.trec_files import read_trec_inputs

            arrays, run_id, presorted = read_trec_inputs(
                qrels_path, run_path, compat=options.compat,
                sorted_anyway=options.max_docs is not None or options.judged_only)
    except LabelerError:
        return False
    try:
        documents = DOCUMENTS_IN_COLLECTION if options.documents is None else options.documents
        result = trec_evaluate(arrays, requests, relevance_level=options.relevance_level,
                               complete=options.complete, compat=options.compat, max_docs=options.max_docs,
                               judged_only=options.judged_only, documents_in_collection=documents, run_id=run_id,
                               presorted=presorted)
    except LabelerError:
        return False
    for block in trec_blocks(result, per_query=options.per_query, summary=not options.no_summary):
        sys.stdout.write(block + "\n")  # as click.echo(block)
    sys.stdout.flush()
    return True


def _parse(args: list[str]) -> _Options | None:
    """The options, or None for anything beyond the common flags (click's parser handles those)."""
    options = _Options()
    pairs = option_values(args, {*_MEASURE, *_NUMBERS, "--compat"}, _SHORT_WITH_VALUES)
    if pairs is None:
        return None
    for name, value in pairs:
        if value is not None:
            if not _take(options, name, value):
                return None
        elif name in _FLAGS:
            setattr(options, _FLAGS[name], True)
        elif name.startswith("-"):  # -h, -v, -D, -R, -Z, -qc ...: the full command's
            return None
        else:
            options.files.append(name)
    return options


def _take(options: _Options, name: str, value: str) -> bool:
    """Store one option's value; False when click might refuse it."""
    if name in _MEASURE:
        options.measures.append(value)
        return True
    if name == "--compat":
        if value not in ("9", "10"):
            return False
        options.compat = int(value)
        return True
    attribute, smallest = _NUMBERS[name]
    if not _DIGITS.fullmatch(value) or int(value) < smallest:
        return False
    setattr(options, attribute, int(value))
    return True
