"""trec_eval's measure names: its table order, default parameters, nicknames and `-m` syntax.

`-m name[.params]`: cutoff measures take integers (``P.5,10``), recall-level measures take
fractions (``iprec_at_recall.0.1,0.5``), ndcg takes per-grade gains (``ndcg.0=0,1=1,2=3``),
set_F its beta and utility its four coefficients. A measure without parameters uses trec_eval's
defaults. Output follows trec_eval's measure table (measures.c), whatever the order of -m.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from labeler.domain import LabelerError
from labeler.domain.errors import UnknownMeasureError

_CUTOFFS = (5, 10, 15, 20, 30, 100, 200, 500, 1000)
_RECALL_LEVELS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
_R_MULTIPLES = (0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4, 1.6, 1.8, 2.0)

# name -> (parameter kind, default parameters). Kinds: "" none, "cut" integer cutoffs (one
# value each), "level" fractions (one value each), "floats" numbers (one value), "gains"
# grade=gain pairs (one value), "persistence" p=X (one value). Order is trec_eval's measure table.
TABLE: dict[str, tuple[str, tuple[float, ...]]] = {
    "runid": ("", ()),
    "num_q": ("", ()),
    "num_ret": ("", ()),
    "num_rel": ("", ()),
    "num_rel_ret": ("", ()),
    "map": ("", ()),
    "gm_map": ("", ()),
    "Rprec": ("", ()),
    "bpref": ("", ()),
    "recip_rank": ("", ()),
    "iprec_at_recall": ("level", _RECALL_LEVELS),
    "P": ("cut", _CUTOFFS),
    "relstring": ("floats", (10.0,)),
    "recall": ("cut", _CUTOFFS),
    "infAP": ("", ()),
    "gm_bpref": ("", ()),
    "Rprec_mult": ("level", _R_MULTIPLES),
    "utility": ("floats", (1.0, -1.0, 0.0, 0.0)),
    "11pt_avg": ("floats", _RECALL_LEVELS),
    "binG": ("", ()),
    "G": ("gains", ()),
    "ndcg": ("gains", ()),
    "ndcg_rel": ("gains", ()),
    "Rndcg": ("gains", ()),
    "ndcg_cut": ("cut", _CUTOFFS),
    "map_cut": ("cut", _CUTOFFS),
    "relative_P": ("cut", _CUTOFFS),
    "success": ("cut", (1, 5, 10)),
    "set_P": ("", ()),
    "set_relative_P": ("", ()),
    "set_recall": ("", ()),
    "set_map": ("", ()),
    "set_F": ("floats", (1.0,)),
    "num_nonrel_judged_ret": ("", ()),
    "rbp": ("persistence", (0.9,)),
    "rbp_resid": ("persistence", (0.9,)),
    "unj": ("cut", (5, 10, 20)),
}

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
COUNTS = frozenset({"num_ret", "num_rel", "num_rel_ret", "num_nonrel_judged_ret"})
# Printed on the `all` line only (geometric means, and the run/query-count lines).
SUMMARY_ONLY = frozenset({"runid", "num_q", "gm_map", "gm_bpref"})


@dataclass(frozen=True)
class TrecRequest:
    """One measure of trec_eval's table with its parameters (``given`` is the -m text after '.')."""

    name: str
    params: tuple[float, ...]
    given: str | None = None

    def printed_names(self) -> list[str]:
        """The names trec_eval prints for it: ``P_5``, ``iprec_at_recall_0.10``, ``ndcg_0=0,1=1``."""
        kind = TABLE[self.name][0]
        if kind == "cut":
            return [f"{self.name}_{int(p)}" for p in self.params]
        if kind == "level" and self.name != "11pt_avg":
            return [f"{self.name}_{p:.2f}" for p in self.params]
        return [self.name if self.given is None else f"{self.name}_{self.given}"]

    def gains(self) -> tuple[tuple[int, float], ...]:
        """The (grade, gain) pairs of a gains measure (empty: each grade gains its value)."""
        return tuple(zip(self.params[::2], self.params[1::2]))  # type: ignore[arg-type]


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


def _leading_integer(text: str) -> int:
    """A cutoff as trec_eval's atol reads it: the leading integer (``23.4`` is 23, as in
    trec_eval's own test of ndcg_cut.10,20,23.4); text without one is refused."""
    match = re.match(r"\s*[+-]?\d+", text)
    if match is None:
        raise ValueError(f"cutoff {text!r} is not an integer")
    return int(match.group())


def _request(name: str, given: str) -> TrecRequest:
    kind = TABLE[name][0]
    parts = given.split(",")
    try:
        if kind == "persistence":
            key, _, value = given.partition("=")
            if key != "p" or not 0.0 < float(value) < 1.0:
                raise ValueError("expected p=X with 0 < X < 1")
            return TrecRequest(name, (float(value),), given)
        if kind == "gains":
            pairs = [part.split("=") for part in parts]
            values = tuple(float(x) for pair in pairs for x in (int(pair[0]), float(pair[1])))
            return TrecRequest(name, values, given)
        if kind == "cut":
            cutoffs = sorted({_leading_integer(part) for part in parts})
            if cutoffs[0] <= 0:
                raise ValueError("cutoffs must be positive")
            return TrecRequest(name, tuple(float(c) for c in cutoffs))
        values = tuple(float(part) for part in parts)
    except (ValueError, IndexError) as exc:
        raise LabelerError(f"trec_eval measure {name}.{given}: bad parameters ({exc})") from None
    if kind == "level":
        return TrecRequest(name, tuple(sorted(values)))
    if kind == "" or (name == "utility" and len(values) != 4):
        raise LabelerError(f"trec_eval measure {name}.{given}: takes no such parameters")
    return TrecRequest(name, values, given)
