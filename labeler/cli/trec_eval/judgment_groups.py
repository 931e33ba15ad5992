"""`labeler trec-eval -R qrels_jg`: trec_eval's judgment groups (several assessors' qrels at once).

A qrels_jg file is a TREC qrels file whose second column names the judgment group (the assessor)
instead of the unused iteration. trec_eval 10 computes three measures on it (m_*_avgjg.c):
map_avgjg, P_avgjg and Rprec_mult_avgjg, each the plain measure (map, P, Rprec_mult) computed
against every group's judgments of the query, averaged over the groups that judged it; then, as
usual, over queries. Here each group's lines are read by labeler's qrels reader and scored by
the trec_eval engine, so grades, -l, -M, -J, -c and --compat mean what they mean without -R.
Only these measures (and runid, num_q; the nickname ``qrels_jg`` names them all) can be asked for,
as in trec_eval, where every other measure fails on this format.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from labeler.domain import InputError, LabelerError
from labeler.domain.errors import NothingToEvaluateError

if TYPE_CHECKING:
    from labeler.metrics.trec_eval.printing import TrecLine, TrecResult

# trec_eval's qrels_jg nickname, and each averaged measure's plain counterpart
NICKNAME = ("runid", "num_q", "map_avgjg", "P_avgjg", "Rprec_mult_avgjg")
_PLAIN = {"map_avgjg": "map", "P_avgjg": "P", "Rprec_mult_avgjg": "Rprec_mult"}


def plain_measures(texts: tuple[str, ...]) -> list[str]:
    """The -m options rewritten to the plain measures (``P_avgjg.5`` -> ``P.5``), in trec_eval's
    order; runid and num_q kept. Any other measure is refused, as trec_eval cannot compute it."""
    chosen: dict[str, str] = {}
    for text in texts or ("qrels_jg",):
        name, dot, params = text.partition(".")
        for member in (NICKNAME if name == "qrels_jg" and not dot else (name,)):
            if member in ("runid", "num_q"):
                chosen[member] = member
            elif member in _PLAIN:
                chosen[member] = _PLAIN[member] + (dot + params if member == name else "")
            else:
                raise LabelerError(f"trec_eval measure {member!r} cannot be computed with -R qrels_jg "
                                   f"(only {', '.join(NICKNAME)}; nickname qrels_jg)")
    return [chosen[name] for name in NICKNAME if name in chosen]


def split_groups(path: str) -> dict[str, list[str]]:
    """Each judgment group's lines as TREC qrels lines (``qid 0 docno grade``), in file order, the
    fields split as every TREC text reader splits them (labeler.dataio.records.whitespace: runs of ASCII
    blanks; a bare CR refused). Blank lines and lines whose first non-blank character is '#' are
    skipped."""
    from labeler.dataio.records.formats import TextLines, require_file
    from labeler.dataio.records.whitespace import data_fields

    groups: dict[str, list[str]] = {}
    for number, line in TextLines(require_file(path)):
        fields = data_fields(line)
        if not fields:
            continue
        if len(fields) != 4:
            raise InputError(path, number, f"expected 4 fields (qid jg docno grade), found {len(fields)}")
        groups.setdefault(fields[1], []).append(f"{fields[0]} 0 {fields[2]} {fields[3]}\n")
    if not groups:
        raise InputError(path, None, "no judgments")
    return groups


def judgment_group_result(qrels_path: str, run: Any, measures: tuple[str, ...], run_id: str,
                          evaluate: Callable[[Any, list[Any]], TrecResult],
                          convert: Callable[[str, list[str], np.ndarray], np.ndarray] | None) -> TrecResult:
    """trec_eval -R qrels_jg: ``evaluate(arrays, requests)`` scores one group's qrels (the
    engine with the command's options); the groups' values are averaged per query."""
    from labeler.dataio.eval_input.encode import encode
    from labeler.dataio.qrels.files import read_qrels
    from labeler.metrics.trec_eval.printing import TrecLine, TrecResult
    from labeler.metrics.trec_eval.table import parse_trec_measures

    plain = plain_measures(measures)
    requests = parse_trec_measures([m for m in plain if m not in ("runid", "num_q")])
    sums: dict[str, dict[str, float]] = {}  # printed plain name -> qid -> sum over groups
    groups: dict[str, int] = {}  # qid -> groups that judged it (and were scored)
    for lines in split_groups(qrels_path).values():
        handle, copy = tempfile.mkstemp(prefix="labeler-qrels-jg-", suffix=".txt")
        try:
            with os.fdopen(handle, "w", encoding="utf-8", errors="surrogateescape") as out:
                out.writelines(lines)
            arrays = encode(run, read_qrels(copy, format="trec"))
        finally:
            os.unlink(copy)
        try:
            result = evaluate(arrays, requests)
        except LabelerError:
            continue  # none of this group's queries is in the run
        for qid in result.query_ids:
            groups[qid] = groups.get(qid, 0) + 1
        for line in result.lines:
            column = sums.setdefault(line.name, {})
            for qid, value in zip(result.query_ids, line.per_query or []):
                assert isinstance(value, float)  # relstring (text) cannot be asked for here
                column[qid] = column.get(qid, 0.0) + value
    if not groups:
        raise NothingToEvaluateError("no queries with both results and relevance info")
    query_ids = sorted(groups)
    count = np.array([groups[q] for q in query_ids], dtype=np.float64)
    out_lines: list[TrecLine] = []
    for name in plain:
        if name == "runid":
            out_lines.append(TrecLine("runid", None, run_id))
        elif name == "num_q":
            out_lines.append(TrecLine("num_q", None, float(len(query_ids)), integer=True))
    for printed, column in sums.items():
        base = next(b for b in ("Rprec_mult", "map", "P") if printed == b or printed.startswith(b + "_"))
        name = base + "_avgjg" + printed[len(base):]
        values = np.array([column.get(q, 0.0) for q in query_ids]) / count
        if convert is not None:
            values = convert(name, query_ids, values)
        out_lines.append(TrecLine(name, values.tolist(), float(values.mean())))
    return TrecResult(query_ids, out_lines)
