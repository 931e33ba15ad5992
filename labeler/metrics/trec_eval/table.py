"""trec_eval's measure names: its table order, default parameters, nicknames and `-m` syntax.

`-m name[.params]`: cutoff measures take integers (``P.5,10``), recall-level measures take
fractions (``iprec_at_recall.0.1,0.5``), ndcg takes per-grade gains (``ndcg.0=0,1=1,2=3``),
set_F its beta and utility its four coefficients. A measure without parameters uses trec_eval's
defaults. Output follows trec_eval's measure table (measures.c), whatever the order of -m.
"""

from __future__ import annotations

from labeler.domain import LabelerError
from labeler.domain.errors import UnknownMeasureError
from labeler.metrics.measures.base import TrecRequest, trec_entries
from labeler.metrics.measures.c_numbers import atof, atol, compare_doubles, glibc_qsort

# trec_eval's measure table (measures.c), in its order: what -m names and the order output follows.
# Each measure's parameters and formula live in its family's module (labeler.metrics.measures).
ORDER = ("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map", "Rprec", "bpref", "recip_rank",
         "iprec_at_recall", "P", "relstring", "recall", "infAP", "gm_bpref", "Rprec_mult", "utility", "11pt_avg",
         "binG", "G", "ndcg", "ndcg_rel", "Rndcg", "ndcg_cut", "map_cut", "relative_P", "success", "set_P",
         "set_relative_P", "set_recall", "set_map", "set_F", "num_nonrel_judged_ret", "rbp", "rbp_resid", "unj")

_ENTRIES = trec_entries()
# name -> (parameter kind, default parameters), in trec_eval's order (runid: the run's name, no formula)
TABLE: dict[str, tuple[str, tuple[float, ...]]] = {
    name: ("", ()) if name not in _ENTRIES else (_ENTRIES[name].kind, _ENTRIES[name].defaults) for name in ORDER
}
# Measures of trec_eval's table no family computes yet (see docs/TREC_EVAL.md).
NOT_YET: frozenset[str] = frozenset(name for name in ORDER if name != "runid" and name not in _ENTRIES)

NICKNAMES: dict[str, tuple[str, ...]] = {
    "official": ("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map", "Rprec",
                 "bpref", "recip_rank", "iprec_at_recall", "P"),
    "all_trec": ("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map", "Rprec",
                 "bpref", "recip_rank", "iprec_at_recall", "P", "relstring", "recall", "unj", "rbp",
                 "rbp_resid", "infAP", "gm_bpref", "utility", "11pt_avg", "ndcg", "relative_P",
                 "Rprec_mult", "success", "map_cut", "ndcg_cut", "ndcg_rel", "Rndcg", "binG", "G",
                 "set_P", "set_recall", "set_relative_P", "set_map", "set_F", "num_nonrel_judged_ret"),
    "set": ("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "utility", "set_P", "set_recall",
            "set_relative_P", "set_map", "set_F"),
}

# Printed as integers, and summed (not averaged) on the `all` line.
COUNTS = frozenset(name for name, entry in _ENTRIES.items() if entry.summary == "sum")
# Printed on the `all` line only (geometric means, and the run/query-count lines).
SUMMARY_ONLY = frozenset({"runid"} | {name for name, entry in _ENTRIES.items()
                                      if entry.summary in ("geometric", "total")})


def parse_trec_measures(texts: list[str] | tuple[str, ...]) -> list[TrecRequest]:
    """Expand -m options (nicknames, defaults) into requests in trec_eval's table order.

    A measure named twice keeps the first parameters given for it, as trec_eval does (meas_init.c
    takes the first `-m name.params` and never parses later ones; a bare `-m name` sets none).
    """
    chosen: dict[str, TrecRequest] = {}
    with_parameters: set[str] = set()
    for text in texts:
        name, _, given = text.partition(".")
        if name in NICKNAMES:  # parameters after a nickname are ignored, as trec_eval ignores them
            for member in NICKNAMES[name]:
                chosen.setdefault(member, TrecRequest(member, TABLE[member][1]))
            continue
        if name not in TABLE:
            raise UnknownMeasureError(f"trec_eval measure {name!r} unknown; known: "
                                      + ", ".join([*NICKNAMES, *TABLE]))
        if not given:
            chosen.setdefault(name, TrecRequest(name, TABLE[name][1]))
        elif name not in with_parameters:
            chosen[name] = _request(name, given)
            with_parameters.add(name)
    return [chosen[name] for name in TABLE if name in chosen]


def _cutoffs(parts: list[str]) -> tuple[int, ...]:
    """Integer cutoffs as trec_eval's get_long_cutoffs reads them (atol: the leading integer, saturated
    to a long), ascending; one not above 0, or two equal, refused in its words. Kept as ints: a float
    would print P.99999999999999999999999 (a long's largest, 9223372036854775807) rounded up.

    trec_eval sorts them with a comparator that cuts their difference to an int, so cutoffs 2^31 or
    more apart can stay out of order, and then scores them wrongly, or lets a 0 through; labeler
    sorts them by value (docs/TREC_EVAL.md)."""
    cutoffs = sorted(atol(part) for part in parts)
    if cutoffs[0] <= 0:
        raise ValueError("Negative cutoff detected")
    if any(a == b for a, b in zip(cutoffs, cutoffs[1:])):
        raise ValueError("duplicate cutoffs detected")
    return tuple(cutoffs)


def _levels(values: tuple[float, ...]) -> tuple[float, ...]:
    """Recall levels as trec_eval's get_double_cutoffs reads them: sorted by its comparator (NaN
    compares equal to all), two equal neighbours refused."""
    levels = glibc_qsort(values, compare_doubles)
    if any(a == b for a, b in zip(levels, levels[1:])):
        raise ValueError("duplicate cutoffs detected")
    return tuple(levels)


def _request(name: str, given: str) -> TrecRequest:
    kind = TABLE[name][0]
    params_count = _ENTRIES[name].params_count if name in _ENTRIES else None
    parts = given.split(",")
    try:
        if kind == "persistence":
            key, _, value = given.partition("=")
            if key != "p" or not 0.0 < atof(value) < 1.0:
                raise ValueError("expected p=X with 0 < X < 1")
            return TrecRequest(name, (atof(value),), given)
        if kind == "gains":
            pairs = [part.split("=") for part in parts]
            values = tuple(float(x) for pair in pairs for x in (atol(pair[0]), atof(pair[1])))
            return TrecRequest(name, values, given)
        if kind == "cut":
            return TrecRequest(name, _cutoffs(parts))
        values = tuple(atof(part) for part in parts)
        if kind == "level":
            values = _levels(values)
    except (ValueError, IndexError) as exc:
        raise LabelerError(f"trec_eval measure {name}.{given}: bad parameters ({exc})") from None
    if kind == "level":
        return TrecRequest(name, values)
    if kind == "" or (params_count is not None and len(values) != params_count):
        raise LabelerError(f"trec_eval measure {name}.{given}: takes no such parameters")
    return TrecRequest(name, values, given)
