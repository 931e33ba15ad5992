"""Measure names: what users type (``nDCG@10``, ``RBP(p=0.8)``, ``P_5``) and what trec_eval prints.

Two spellings parse: ir_measures' (``Family(key=value, ...)@cutoff``: ``nDCG(gains={0:0,1:1,2:3})@10``,
``SetP(relative=True)``, ``AP(rel=2)``, ``IPrec@0.5``) and trec_eval's (``ndcg_cut_10``, ``P.5``,
``set_F``, ``iprec_at_recall_0.50``). Names are case-insensitive; a parsed measure's ``name`` parses
back to the same measure.
"""

from __future__ import annotations

import ast
import difflib
import re
from dataclasses import dataclass
from typing import Any

from labeler.domain import LabelerError
from labeler.domain.limits import MAX_INTEGER

# A custom gain per grade, as trec_eval's ``-m ndcg.0=0,1=1,2=3`` and ir_measures'
# ``nDCG(gains={0:0,1:1,2:3})``: (grade, gain) pairs sorted by grade.
GainTable = tuple[tuple[int, float], ...]

_BINARY = frozenset({"rel", "judged_only"})
# family -> (trec_eval name without cutoff, trec_eval name stem with cutoff, cutoff allowed,
#            cutoff required, parameters it takes)
_FAMILIES: dict[str, tuple[str | None, str | None, bool, bool, frozenset[str]]] = {
    "nDCG": ("ndcg", "ndcg_cut", True, False, frozenset({"gains", "judged_only"})),
    "P": (None, "P", True, True, _BINARY),
    "R": (None, "recall", True, True, _BINARY),
    "RR": ("recip_rank", "recip_rank_cut", True, False, _BINARY),
    "AP": ("map", "map_cut", True, False, _BINARY),
    "R-Prec": ("Rprec", None, False, False, _BINARY),
    "Judged": ("judged", "judged", True, False, frozenset()),
    "NumQ": ("num_q", None, False, False, frozenset()),
    "num_ret": ("num_ret", None, False, False, frozenset({"judged_only"})),
    "num_rel": ("num_rel", None, False, False, frozenset({"rel"})),
    "num_rel_ret": ("num_rel_ret", None, False, False, _BINARY),
    # trec_eval measures under their ir_measures names (formulas in trec_formulas)
    "bpref": ("bpref", None, False, False, frozenset({"rel"})),
    "infAP": ("infAP", None, False, False, frozenset({"rel"})),
    "Success": (None, "success", True, True, _BINARY),
    "SetP": ("set_P", None, False, False, _BINARY | {"relative"}),
    "SetR": ("set_recall", None, False, False, _BINARY),
    "SetF": ("set_F", None, False, False, _BINARY | {"beta"}),
    "SetAP": ("set_map", None, False, False, _BINARY),
    "IPrec": ("iprec_at_recall", None, False, False, _BINARY),  # @ is a recall level
    "RBP": ("rbp", None, True, False, _BINARY | {"p"}),
}
# Counts: summed over queries (not averaged) and printed as integers, as trec_eval does.
COUNT_FAMILIES = frozenset({"NumQ", "num_ret", "num_rel", "num_rel_ret"})

# Lower-cased spellings (ir_measures, trec_eval, labeler) -> family.
_ALIASES: dict[str, str] = {
    "ndcg": "nDCG", "ndcg_cut": "nDCG", "p": "P", "precision": "P", "r": "R", "recall": "R",
    "rr": "RR", "mrr": "RR", "recip_rank": "RR", "recip_rank_cut": "RR", "ap": "AP", "map": "AP",
    "map_cut": "AP", "r-prec": "R-Prec", "rprec": "R-Prec", "judged": "Judged",
    "numq": "NumQ", "num_q": "NumQ", "num_ret": "num_ret", "numret": "num_ret", "num_rel": "num_rel",
    "numrel": "num_rel", "num_rel_ret": "num_rel_ret", "numrelret": "num_rel_ret", "bpref": "bpref",
    "infap": "infAP", "success": "Success", "setp": "SetP", "set_p": "SetP", "setrelp": "SetP",
    "set_relative_p": "SetP", "setr": "SetR", "set_recall": "SetR", "setf": "SetF", "set_f": "SetF",
    "setap": "SetAP", "set_map": "SetAP", "iprec": "IPrec", "iprec_at_recall": "IPrec", "rbp": "RBP",
}
# Spellings that carry a parameter of their own.
_IMPLIED: dict[str, dict[str, Any]] = {"setrelp": {"relative": True}, "set_relative_p": {"relative": True}}
# Spellings that name a cut-off measure in trec_eval and so must carry a cutoff.
_NEEDS_CUTOFF = {"ndcg_cut", "map_cut", "recip_rank_cut", "p", "precision", "r", "recall", "success",
                 "iprec", "iprec_at_recall"}

# The list every "unknown measure" error and `labeler eval --help` show.
MEASURE_HELP = (
    "nDCG@k, nDCG, P@k, R@k, RR, RR@k, AP, AP@k, R-Prec, Judged@k, NumQ, num_ret, num_rel, "
    "num_rel_ret, bpref, infAP, Success@k, SetP, SetP(relative=True), SetR, SetF, SetAP, IPrec@r, "
    "RBP(p=0.8), with ir_measures' parameters rel=N, judged_only=True, gains={0:0,1:1,2:3} (nDCG), "
    "beta=B (SetF), p=P (RBP); trec_eval spellings such as ndcg_cut_10, P_5, recall_100, "
    "recip_rank, map, Rprec, success_5, set_F, iprec_at_recall_0.50 are accepted too"
)

_PATTERN = re.compile(r"^(?P<base>[a-z_\-]+?)(?:[@_.](?P<cutoff>-?\d+(?:\.\d+)?))?$")
_CALL = re.compile(r"^(?P<base>[A-Za-z_][\w\-]*)\s*\((?P<args>.*)\)\s*(?:@\s*(?P<at>\S+))?$", re.S)


def _number(value: float) -> str:
    """Shortest faithful text of a number: 0.8, 2, 0.123456789."""
    short = f"{value:g}"
    return short if float(short) == value else repr(value)


@dataclass(frozen=True)
class Measure:
    """One evaluation measure: a family, an optional rank cutoff (None = whole ranking) and the
    ir_measures parameters it was given (None / False = the evaluation's own settings)."""

    family: str
    cutoff: int | None = None
    rel: int | None = None  # relevant means grade >= rel (else the evaluation's relevant grade)
    judged_only: bool = False  # trec_eval -J: unjudged rows dropped, ranks closed up
    gains: GainTable | None = None  # nDCG: a gain per grade (trec_eval ndcg.0=0,1=1)
    beta: float | None = None  # SetF's beta (1)
    relative: bool = False  # SetP(relative=True) = trec_eval set_relative_P
    p: float | None = None  # RBP's persistence (ir_measures' default 0.8)
    level: float | None = None  # IPrec's recall level

    def __post_init__(self) -> None:
        if self.family not in _FAMILIES:
            raise LabelerError(f"unknown measure family {self.family!r}; known: {MEASURE_HELP}")
        _, _, allowed, required, params = _FAMILIES[self.family]
        if self.cutoff is not None and (not allowed or self.cutoff <= 0):
            raise LabelerError(f"measure {self.family} does not take cutoff {self.cutoff}")
        if self.cutoff is None and required:
            raise LabelerError(f"measure {self.family} needs a cutoff, e.g. {self.family}@10")
        given = {key for key, value in self._params() if value is not None}
        if given - params:
            raise LabelerError(f"measure {self.family} takes no parameter "
                               f"{', '.join(sorted(given - params))}; it takes: {', '.join(sorted(params)) or 'none'}")
        self._check_values()

    def _check_values(self) -> None:
        if self.family == "RBP" and self.p is None:
            object.__setattr__(self, "p", 0.8)  # ir_measures' default (trec_eval's rbp: 0.9)
        if self.p is not None and not 0.0 < self.p < 1.0:
            raise LabelerError(f"measure {self.family}: p must lie between 0 and 1, got {self.p}")
        if self.rel is not None and self.rel < 1:
            raise LabelerError(f"measure {self.family}: rel must be at least 1 (grade 0 is not relevant)")
        if self.beta is not None and self.beta < 0:
            raise LabelerError(f"measure {self.family}: beta must not be negative, got {self.beta}")
        if (self.family == "IPrec") != (self.level is not None):
            raise LabelerError("IPrec needs a recall level, e.g. IPrec@0.5" if self.family == "IPrec"
                               else f"measure {self.family} takes no recall level")
        if self.level is not None and not 0.0 <= self.level <= 1.0:
            raise LabelerError(f"IPrec's recall level must lie in [0, 1], got {self.level}")

    def _params(self) -> list[tuple[str, Any]]:
        """The parameters given, in display order (None = not given)."""
        return [("rel", self.rel), ("p", self.p), ("beta", self.beta), ("relative", self.relative or None),
                ("gains", self.gains), ("judged_only", self.judged_only or None)]

    def _arguments(self, keys: frozenset[str] | None = None) -> str:
        parts = []
        for key, value in self._params():
            if value is None or (keys is not None and key not in keys):
                continue
            if key == "gains":
                text = "{" + ",".join(f"{g}:{_number(v)}" for g, v in value) + "}"
            elif isinstance(value, bool):
                text = str(value)
            else:
                text = _number(value)
            parts.append(f"{key}={text}")
        return ",".join(parts)

    @property
    def name(self) -> str:
        """Canonical name: ``nDCG@10``, ``RR``, ``R-Prec``, ``RBP(p=0.8)``, ``IPrec@0.5``,
        ``nDCG(gains={0:0,1:1,2:3})@10``, ``SetP(relative=True)``."""
        arguments = self._arguments()
        base = f"{self.family}({arguments})" if arguments else self.family
        if self.level is not None:
            return f"{base}@{_number(self.level)}"
        return base if self.cutoff is None else f"{base}@{self.cutoff}"

    @property
    def trec_base(self) -> str:
        """The trec_eval measure behind it, as `-m` names it (``ndcg_cut``, ``set_relative_P``)."""
        plain, cut, _, _, _ = _FAMILIES[self.family]
        if self.relative:
            return "set_relative_P"
        if self.cutoff is not None and self.family != "RBP":
            assert cut is not None
            return cut
        assert plain is not None
        return plain

    @property
    def trec_name(self) -> str:
        """trec_eval's printed name (``ndcg_cut_10``, ``P_5``, ``recall_100``, ``iprec_at_recall_0.50``,
        ``rbp_p=0.8``, ``ndcg_0=0,1=1``).

        Measures trec_eval has no name for get one in the same style: ``RR@k`` -> ``recip_rank_cut_k``
        (trec_eval's recip_rank takes no cutoff; pytrec_eval silently ignores ``recip_rank.10``),
        ``Judged@k`` -> ``judged_k`` (ir_measures' Judged), and the parameters trec_eval sets for
        the whole run (rel: -l, judged_only: -J) or cannot set follow in brackets: ``P_5(rel=2)``.
        """
        base = self.trec_base
        if self.family == "IPrec":
            assert self.level is not None
            base = f"{base}_{self.level:.2f}"
        elif self.family == "RBP":
            assert self.p is not None
            base = f"{base}_p={_number(self.p)}"
        elif self.cutoff is not None:
            base = f"{base}_{self.cutoff}"
        elif self.family == "SetF" and self.beta is not None:
            base = f"{base}_{_number(self.beta)}"
        elif self.gains is not None:
            base = f"{base}_" + ",".join(f"{g}={_number(v)}" for g, v in self.gains)
        extra = {"rel", "judged_only"} | ({"gains"} if self.cutoff is not None else set())
        arguments = self._arguments(frozenset(extra))
        suffix = f"@{self.cutoff}" if self.family == "RBP" and self.cutoff is not None else ""
        return f"{base}({arguments}){suffix}" if arguments else base + suffix

    @property
    def in_trec_eval(self) -> bool:
        """True when trec_eval computes this measure, with -l / -J for rel / judged_only (all but
        RR@k, Judged, NumQ per query, a cut-off nDCG with custom gains and RBP with a cutoff or rel)."""
        if self.family in ("Judged",) or (self.family == "RR" and self.cutoff is not None):
            return False
        if self.family == "nDCG" and self.gains is not None and self.cutoff is not None:
            return False
        return not (self.family == "RBP" and (self.cutoff is not None or self.rel is not None))

    @property
    def is_count(self) -> bool:
        """True for counts (summed over queries, printed as integers)."""
        return self.family in COUNT_FAMILIES

    def __str__(self) -> str:
        return self.name


def _unknown(text: str, why: str = "") -> LabelerError:
    """One line: the name, the close matches among the known spellings, then every family."""
    word = re.split(r"[(@]", text.strip(), maxsplit=1)[0].lower()
    stem = _PATTERN.match(word)
    # lower-cased spelling -> what to suggest: the family's own name, else the trec_eval spelling
    spellings = {alias: alias for alias in _ALIASES if "_" in alias}
    spellings.update({family.lower(): family for family in _FAMILIES})
    found = difflib.get_close_matches(stem.group("base") if stem else word, spellings, n=4, cutoff=0.6)
    close = list(dict.fromkeys(spellings[key] for key in found))
    hint = f" (did you mean {', '.join(close)}?)" if close and not why else ""
    return LabelerError(f"unknown measure {text!r}{why}{hint}; known: {MEASURE_HELP}")


def parse_measure(text: str) -> Measure:
    """Parse an ir_measures, labeler or trec_eval spelling (``nDCG@10``, ``RBP(p=0.9, rel=2)``,
    ``nDCG(gains={0:0,1:1})@10``, ``ndcg_cut.10``, ``MRR``, ``Rprec``)."""
    cleaned = text.strip()
    call = _CALL.match(cleaned)
    if call is not None:
        return _parse_call(text, call)
    if "(" in cleaned:
        raise _unknown(text, " (write parameters as Name(key=value, ...)@cutoff)")
    lowered = cleaned.lower()
    if lowered in _ALIASES and lowered not in _NEEDS_CUTOFF:
        return Measure(_ALIASES[lowered], **_IMPLIED.get(lowered, {}))
    match = _PATTERN.match(lowered)
    if match is None or match.group("base") not in _ALIASES:
        raise _unknown(text)
    base = match.group("base")
    family = _ALIASES[base]
    if match.group("cutoff") is None:
        raise LabelerError(f"measure {text!r} needs a cutoff, e.g. {Measure(family, 10).name}"
                           if family != "IPrec" else f"measure {text!r} needs a recall level, e.g. IPrec@0.5")
    return _with_at(text, family, match.group("cutoff"), dict(_IMPLIED.get(base, {})))


def _with_at(text: str, family: str, at: str | None, params: dict[str, Any]) -> Measure:
    """The measure with its ``@`` value: a recall level for IPrec, else a positive cutoff."""
    if at is None:
        return Measure(family, **params)
    if family == "IPrec":
        try:
            level = float(at)
        except ValueError:
            raise _unknown(text) from None
        return Measure(family, level=level, **params)
    if not _FAMILIES[family][2]:
        raise LabelerError(f"unknown measure {text!r}; {family} takes no cutoff")
    if not re.fullmatch(r"-?\d+", at) or int(at) <= 0:
        raise LabelerError(f"measure {text!r}: cutoff must be a positive integer, got {at}")
    check_cutoff(text, int(at))
    return Measure(family, int(at), **params)


def check_cutoff(text: str, cutoff: int) -> None:
    """Refuse a cutoff no int64 array or SQLite column holds (``nDCG@99999999999999999999``)."""
    if cutoff > MAX_INTEGER:
        raise LabelerError(f"measure {text!r}: cutoff must be at most {MAX_INTEGER:,}")


def _parse_call(text: str, call: re.Match[str]) -> Measure:
    """``Family(key=value, ...)@at``, read as Python keywords (never evaluated)."""
    base = call.group("base").lower()
    if base not in _ALIASES:
        raise _unknown(text)
    try:
        node = ast.parse(f"f({call.group('args')})", mode="eval").body
        assert isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.args
        raw = {kw.arg: ast.literal_eval(kw.value) for kw in node.keywords}
    except (SyntaxError, ValueError, AssertionError):
        raise LabelerError(f"measure {text!r}: parameters must be written key=value, "
                           "e.g. RBP(p=0.8,rel=2) or nDCG(gains={0:0,1:1,2:3})@10") from None
    params: dict[str, Any] = dict(_IMPLIED.get(base, {}))
    family = _ALIASES[base]
    for key, value in raw.items():
        params.update(_parameter(text, family, str(key), value))
    if family == "num_ret" and params.get("rel") is not None:
        family = "num_rel_ret"  # ir_measures' NumRet(rel=k): relevant retrieved (trec_eval num_rel_ret)
    return _with_at(text, family, call.group("at"), params)


def _parameter(text: str, family: str, key: str, value: Any) -> dict[str, Any]:
    """One checked parameter, in the type Measure stores."""
    def bad(expected: str) -> LabelerError:
        return LabelerError(f"measure {text!r}: {key} must be {expected}, got {value!r}")

    if key in ("rel",):
        if not isinstance(value, int) or isinstance(value, bool):
            raise bad("an integer grade")
        return {key: value}
    if key in ("judged_only", "relative"):
        if not isinstance(value, bool):
            raise bad("True or False")
        return {key: value}
    if key in ("p", "beta"):
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise bad("a number")
        return {key: float(value)}
    if key == "gains":
        if not isinstance(value, dict) or not all(
                isinstance(g, int) and isinstance(v, (int, float)) for g, v in value.items()):
            raise bad("a dict of grade: gain, e.g. {0:0,1:1,2:3}")
        return {key: tuple(sorted((int(g), float(v)) for g, v in value.items()))}
    known = _FAMILIES[family][4]
    raise LabelerError(f"measure {text!r}: {family} takes no parameter {key!r}; it takes: "
                       f"{', '.join(sorted(known)) or 'none'}")


def parse_measures(texts: list[str] | tuple[str, ...]) -> tuple[Measure, ...]:
    """Parse several measure names, dropping exact duplicates while keeping their order."""
    seen: dict[Measure, None] = {}
    for text in texts:
        seen.setdefault(parse_measure(text), None)
    return tuple(seen)


def is_count_name(name: str) -> bool:
    """True when ``name`` parses to a count (num_ret, NumQ...); False for anything else."""
    try:
        return parse_measure(name).is_count
    except LabelerError:
        return False


def split_measures(text: str) -> list[str]:
    """Split a typed list of measures at commas and blanks outside brackets and braces:
    ``nDCG@10, RBP(p=0.8, rel=2) nDCG(gains={0:0,1:1})`` gives three names."""
    names: list[str] = []
    depth, current = 0, ""
    for char in text:
        depth += (char in "({") - (char in ")}")
        if depth <= 0 and (char.isspace() or char == ","):
            if current:
                names.append(current)
            depth, current = 0, ""
            continue
        current += char
    if current:
        names.append(current)
    return names


DEFAULT_MEASURES = ("nDCG@10", "nDCG@5", "nDCG@3", "RR", "R@100", "Judged@10")
