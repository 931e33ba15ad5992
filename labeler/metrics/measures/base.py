"""What a measure family declares, the Measure a name parses to, and the registry of families.

A family module (``labeler/metrics/measures/ndcg.py``...) defines one ``FAMILY = Family(...)``: the
names users write, its cutoff rule and parameters, the trec_eval names it prints as, the sentence
outputs show about it, its formula, the trec_eval table entries it computes and, when hybrid
estimation can correct it, its ratio form. The parser (``measures.parse``), the engine
(``metrics.engine``), ``labeler trec-eval`` (``metrics.trec_eval``) and every help text read these
records; nothing else lists measures. The registry imports every module of this package that
defines ``FAMILY`` the first time a family is looked up: adding a family is adding its module.

This module imports neither numpy nor any family, so parsing a name costs no numpy until a
family's module is loaded.
"""

from __future__ import annotations

import importlib
import math
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from labeler.domain import LabelerError

if TYPE_CHECKING:
    import numpy as np

    from labeler.metrics.measures.ranked import GainTable, RankedJudgments

# none: no @; optional: @k or nothing; required: @k always; level: @ is a recall level (IPrec@0.5)
Cutoff = Literal["none", "optional", "required", "level"]
# How trec_eval prints a table entry's values: mean over queries; sum (counts, as integers);
# geometric (the `all` line only: gm_map); total (the `all` line only, an integer: num_q);
# text (per query only: relstring)
Summary = Literal["mean", "sum", "geometric", "total", "text"]

Formula = Callable[["Measure", "RankedJudgments"], "np.ndarray"]
"""(measure, judged rows of a ranking) -> the value of every query index (float64, n_queries)."""

@dataclass(frozen=True)
class TrecRequest:
    """One measure of trec_eval's table with its parameters (``given`` is the -m text after '.')."""

    name: str
    params: tuple[float, ...]
    given: str | None = None

    def printed_names(self) -> list[str]:
        """The names trec_eval prints for it: ``P_5``, ``iprec_at_recall_0.10``, ``ndcg_0=0,1=1``."""
        entry = _registry().trec.get(self.name)  # None: runid
        kind = "" if entry is None else entry.kind
        if kind == "cut":
            return [f"{self.name}_{int(p)}" for p in self.params]
        if kind == "level":  # snprintf(%3.2f) into name + 9 bytes: a NaN keeps its sign, a long number is cut
            return [f"{self.name}_{'-' if p != p and math.copysign(1.0, p) < 0 else ''}{p:.2f}"[:len(self.name) + 9]
                    for p in self.params]
        return [self.name if self.given is None else f"{self.name}_{self.given}"]

    def gains(self) -> GainTable:
        """The (grade, gain) pairs of a gains measure (empty: each grade gains its value)."""
        return tuple(zip(self.params[::2], self.params[1::2]))  # type: ignore[arg-type]


TrecFormula = Callable[[TrecRequest, "RankedJudgments"], "list[np.ndarray] | list[list[str]]"]
"""(request, judged rows) -> one array per name the request prints (relstring: strings)."""


@dataclass(frozen=True)
class TrecEntry:
    """One measure of trec_eval's table (measures.c) that a family computes.

    ``kind`` says what `-m name.PARAMS` takes: "" nothing, "cut" integer cutoffs (one printed name
    each), "level" fractions (one name each), "floats" numbers, "gains" grade=gain pairs,
    "persistence" p=X; ``defaults`` are trec_eval's parameters when none are given.
    ``summary`` says how the `all` line summarises the per-query values (see Summary).
    ``kept_when_missing``: a judged query missing from the run keeps its value under -c (num_rel,
    num_q) instead of scoring 0."""

    name: str
    values: TrecFormula
    kind: str = ""
    defaults: tuple[float, ...] = ()
    summary: Summary = "mean"
    kept_when_missing: bool = False
    params_count: int | None = None  # how many numbers `-m name.PARAMS` must give (utility: 4)


@dataclass(frozen=True)
class RatioForm:
    """A measure as hybrid estimation writes it: top-``depth`` weighted gain over a function of the
    query's grade counts (``kind``: ndcg, precision or recall; see labeler.metrics.hybrid.measures)."""

    kind: str
    depth: int
    relevant_grade: int | None = None  # the measure's own rel=k; None: the evaluation's


@dataclass(frozen=True)
class Family:
    """One family of measures and everything the rest of labeler needs to know about it."""

    name: str  # canonical, as names print: "nDCG"; trec_eval's name for a family only it has
    values: Formula | None = None  # None: a trec_eval measure only (no labeler name parses to it)
    order: int = 1000  # place in lists of measures shown to users (help, errors): common families first
    spellings: tuple[str, ...] = ()  # lower-cased names that parse to it besides name.lower()
    cut_spellings: tuple[str, ...] = ()  # spellings that name trec_eval's cut-off measure: need @k
    implied: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)  # spelling -> the parameters it stands for
    cutoff: Cutoff = "none"
    parameters: frozenset[str] = frozenset()  # ir_measures' keywords it takes
    defaults: Mapping[str, Any] = field(default_factory=dict)  # a parameter's value when not given
    instead: Mapping[str, str] = field(default_factory=dict)  # a parameter given -> the family the name means then
    trec_plain: str | None = None  # trec_eval's measure without a cutoff ("ndcg")
    trec_cut: str | None = None  # trec_eval's stem with a cutoff ("ndcg_cut")
    trec_base: Callable[[Measure], str] | None = None  # the trec_eval measure, when not by cutoff
    trec_stem: Callable[[Measure, str], str] | None = None  # printed name before (...), when not the rule
    trec_suffix: Callable[[Measure], str] | None = None  # printed after (...): RBP's "@k"
    in_trec_eval: Callable[[Measure], bool] | None = None  # None: every measure of the family is
    count: bool = False  # summed over queries (not averaged) and printed as an integer
    convention: tuple[str, str] | None = None  # (key, sentence) outputs show when it is asked for
    help: str = ""  # how lists of measures show it: "nDCG@k, nDCG"
    parameter_help: str = ""  # its own parameters in help: "gains={0:0,1:1,2:3} (nDCG)"
    trec_example: str = ""  # a trec_eval spelling help shows: "ndcg_cut_10"
    trec: tuple[TrecEntry, ...] = ()
    ratio_form: Callable[[Measure], RatioForm | None] | None = None

    @property
    def all_spellings(self) -> tuple[str, ...]:
        """Every lower-cased spelling that names the family (none for a trec_eval-only one)."""
        if self.values is None:
            return ()
        return tuple(dict.fromkeys((self.name.lower(), *self.spellings)))

    def needs_cutoff(self, spelling: str) -> bool:
        """Whether this spelling names a measure that must carry an @ value."""
        return self.cutoff in ("required", "level") or spelling in self.cut_spellings


def number_text(value: float) -> str:
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
        spec = self.spec
        allowed = spec.cutoff in ("optional", "required")
        if self.cutoff is not None and (not allowed or self.cutoff <= 0):
            raise LabelerError(f"measure {self.family} does not take cutoff {self.cutoff}")
        if self.cutoff is None and spec.cutoff == "required":
            raise LabelerError(f"measure {self.family} needs a cutoff, e.g. {self.family}@10")
        given = {key for key, value in self._params() if value is not None}
        if given - spec.parameters:
            raise LabelerError(f"measure {self.family} takes no parameter "
                               f"{', '.join(sorted(given - spec.parameters))}; it takes: "
                               f"{', '.join(sorted(spec.parameters)) or 'none'}")
        self._check_values(spec)

    def _check_values(self, spec: Family) -> None:
        for key, value in spec.defaults.items():
            if getattr(self, key) is None:
                object.__setattr__(self, key, value)
        if self.p is not None and not 0.0 < self.p < 1.0:
            raise LabelerError(f"measure {self.family}: p must lie between 0 and 1, got {self.p}")
        if self.rel is not None and self.rel < 1:
            raise LabelerError(f"measure {self.family}: rel must be at least 1 (grade 0 is not relevant)")
        if self.beta is not None and self.beta < 0:
            raise LabelerError(f"measure {self.family}: beta must not be negative, got {self.beta}")
        if (spec.cutoff == "level") != (self.level is not None):
            raise LabelerError(f"{self.family} needs a recall level, e.g. {self.family}@0.5" if spec.cutoff == "level"
                               else f"measure {self.family} takes no recall level")
        if self.level is not None and not 0.0 <= self.level <= 1.0:
            raise LabelerError(f"{self.family}'s recall level must lie in [0, 1], got {self.level}")

    @property
    def spec(self) -> Family:
        """The family's record (names, rules, formula)."""
        return family(self.family)

    def _params(self) -> list[tuple[str, Any]]:
        """The parameters given, in display order (None = not given)."""
        return [("rel", self.rel), ("p", self.p), ("beta", self.beta), ("relative", self.relative or None),
                ("gains", self.gains), ("judged_only", self.judged_only or None)]

    def arguments(self, keys: frozenset[str] | None = None) -> str:
        """The parameters given, as ``key=value,...`` (only ``keys`` when given)."""
        parts = []
        for key, value in self._params():
            if value is None or (keys is not None and key not in keys):
                continue
            if key == "gains":
                text = "{" + ",".join(f"{g}:{number_text(v)}" for g, v in value) + "}"
            elif isinstance(value, bool):
                text = str(value)
            else:
                text = number_text(value)
            parts.append(f"{key}={text}")
        return ",".join(parts)

    @property
    def name(self) -> str:
        """Canonical name: ``nDCG@10``, ``RR``, ``R-Prec``, ``RBP(p=0.8)``, ``IPrec@0.5``,
        ``nDCG(gains={0:0,1:1,2:3})@10``, ``SetP(relative=True)``."""
        arguments = self.arguments()
        base = f"{self.family}({arguments})" if arguments else self.family
        if self.level is not None:
            return f"{base}@{number_text(self.level)}"
        return base if self.cutoff is None else f"{base}@{self.cutoff}"

    @property
    def trec_base(self) -> str:
        """The trec_eval measure behind it, as `-m` names it (``ndcg_cut``, ``set_relative_P``)."""
        spec = self.spec
        if spec.trec_base is not None:
            return spec.trec_base(self)
        base = spec.trec_plain if self.cutoff is None else spec.trec_cut
        assert base is not None
        return base

    @property
    def trec_name(self) -> str:
        """trec_eval's printed name (``ndcg_cut_10``, ``P_5``, ``recall_100``, ``iprec_at_recall_0.50``,
        ``rbp_p=0.8``, ``ndcg_0=0,1=1``).

        Measures trec_eval has no name for get one in the same style: ``RR@k`` -> ``recip_rank_cut_k``
        (trec_eval's recip_rank takes no cutoff; pytrec_eval silently ignores ``recip_rank.10``),
        ``Judged@k`` -> ``judged_k`` (ir_measures' Judged), and the parameters trec_eval sets for
        the whole run (rel: -l, judged_only: -J) or cannot set follow in brackets: ``P_5(rel=2)``.
        """
        spec, base = self.spec, self.trec_base
        if spec.trec_stem is not None:
            base = spec.trec_stem(self, base)
        elif self.cutoff is not None:
            base = f"{base}_{self.cutoff}"
        elif self.beta is not None:
            base = f"{base}_{number_text(self.beta)}"
        elif self.gains is not None:
            base = f"{base}_" + ",".join(f"{g}={number_text(v)}" for g, v in self.gains)
        extra = {"rel", "judged_only"} | ({"gains"} if self.cutoff is not None else set())
        arguments = self.arguments(frozenset(extra))
        suffix = "" if spec.trec_suffix is None else spec.trec_suffix(self)
        return f"{base}({arguments}){suffix}" if arguments else base + suffix

    @property
    def in_trec_eval(self) -> bool:
        """True when trec_eval computes this measure, with -l / -J for rel / judged_only (all but
        RR@k, Judged, NumQ per query, a cut-off nDCG with custom gains and RBP with a cutoff or rel)."""
        rule = self.spec.in_trec_eval
        return True if rule is None else rule(self)

    @property
    def is_count(self) -> bool:
        """True for counts (summed over queries, printed as integers)."""
        return self.spec.count

    def __str__(self) -> str:
        return self.name


@dataclass
class _Registry:
    families: dict[str, Family] = field(default_factory=dict)  # name -> family labeler names, in list order
    spellings: dict[str, str] = field(default_factory=dict)  # lower-cased spelling -> family name
    trec: dict[str, TrecEntry] = field(default_factory=dict)  # trec_eval name -> entry
    loaded: bool = False


_REGISTRY = _Registry()


def _registry() -> _Registry:
    """The registry, filled on first use from every module of this package that defines FAMILY
    (imported by name: this module imports none of them itself)."""
    if not _REGISTRY.loaded:
        package = importlib.import_module(__package__ or "labeler.metrics.measures")
        found: list[Family] = []
        for module in pkgutil.iter_modules(package.__path__):
            family = getattr(importlib.import_module(f"{package.__name__}.{module.name}"), "FAMILY", None)
            if isinstance(family, Family):
                found.append(family)
        for family in sorted(found, key=lambda f: (f.order, f.name)):
            if family.values is not None:
                if family.name in _REGISTRY.families:
                    raise RuntimeError(f"two measure families named {family.name}")
                _REGISTRY.families[family.name] = family
            for spelling in family.all_spellings:
                if _REGISTRY.spellings.setdefault(spelling, family.name) != family.name:
                    raise RuntimeError(f"spelling {spelling!r} names {family.name} and {_REGISTRY.spellings[spelling]}")
            for entry in family.trec:
                if _REGISTRY.trec.setdefault(entry.name, entry) is not entry:
                    raise RuntimeError(f"trec_eval measure {entry.name} computed by two families")
        _REGISTRY.loaded = True
    return _REGISTRY


def families() -> tuple[Family, ...]:
    """Every family a labeler name parses to, in the order lists of measures show them."""
    return tuple(_registry().families.values())


def family(name: str) -> Family:
    """The family of that canonical name; LabelerError naming the known ones otherwise."""
    found = _registry().families.get(name)
    if found is None:
        raise LabelerError(f"unknown measure family {name!r}; known: {measure_help()}")
    return found


def measure_help() -> str:
    """The list every "unknown measure" error and `labeler eval --help` show: each family's forms,
    the parameters, and some trec_eval spellings."""
    listed = families()
    forms = ", ".join(f.help for f in listed if f.help)
    own = "".join(f", {f.parameter_help}" for f in listed if f.parameter_help)
    trec = ", ".join(f.trec_example for f in listed if f.trec_example)
    return (f"{forms}, with ir_measures' parameters rel=N, judged_only=True{own}; "
            f"trec_eval spellings such as {trec} are accepted too")


def family_of_spelling(spelling: str) -> Family | None:
    """The family a lower-cased spelling names (``ndcg_cut`` -> nDCG), or None."""
    name = _registry().spellings.get(spelling)
    return None if name is None else _registry().families[name]


def spellings() -> dict[str, str]:
    """Every lower-cased spelling -> its family's name."""
    return dict(_registry().spellings)


def trec_entries() -> dict[str, TrecEntry]:
    """Every trec_eval table entry a family computes, by trec_eval name."""
    return dict(_registry().trec)


def trec_entry(name: str) -> TrecEntry:
    """The entry of one trec_eval measure (KeyError when no family computes it)."""
    return _registry().trec[name]
