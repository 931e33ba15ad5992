"""Measure names: what users type (``nDCG@10``, ``P@5``, ``RR``) and what trec_eval prints."""

from __future__ import annotations

import re
from dataclasses import dataclass

from labeler.domain import LabelerError

# family -> (trec_eval name without cutoff, trec_eval name stem with cutoff, cutoff allowed,
#            cutoff required)
_FAMILIES: dict[str, tuple[str | None, str | None, bool, bool]] = {
    "nDCG": ("ndcg", "ndcg_cut", True, False),
    "P": (None, "P", True, True),
    "R": (None, "recall", True, True),
    "RR": ("recip_rank", "recip_rank_cut", True, False),
    "AP": ("map", "map_cut", True, False),
    "R-Prec": ("Rprec", None, False, False),
    "Judged": ("judged", "judged", True, False),
    "num_ret": ("num_ret", None, False, False),
    "num_rel": ("num_rel", None, False, False),
    "num_rel_ret": ("num_rel_ret", None, False, False),
    # trec_eval measures under their ir_measures names (formulas in trec_formulas)
    "bpref": ("bpref", None, False, False),
    "infAP": ("infAP", None, False, False),
    "Success": (None, "success", True, True),
    "SetP": ("set_P", None, False, False),
    "SetR": ("set_recall", None, False, False),
    "SetF": ("set_F", None, False, False),
}

# Lower-cased spellings (user style and trec_eval style) -> family.
_ALIASES: dict[str, str] = {
    "ndcg": "nDCG",
    "ndcg_cut": "nDCG",
    "p": "P",
    "precision": "P",
    "r": "R",
    "recall": "R",
    "rr": "RR",
    "mrr": "RR",
    "recip_rank": "RR",
    "recip_rank_cut": "RR",
    "ap": "AP",
    "map": "AP",
    "map_cut": "AP",
    "r-prec": "R-Prec",
    "rprec": "R-Prec",
    "judged": "Judged",
    "num_ret": "num_ret",
    "num_rel": "num_rel",
    "num_rel_ret": "num_rel_ret",
    "bpref": "bpref",
    "infap": "infAP",
    "success": "Success",
    "setp": "SetP",
    "set_p": "SetP",
    "setr": "SetR",
    "set_recall": "SetR",
    "setf": "SetF",
    "set_f": "SetF",
}

# Spellings that name a cut-off measure in trec_eval and so must carry a cutoff.
_NEEDS_CUTOFF = {"ndcg_cut", "map_cut", "recip_rank_cut", "p", "precision", "r", "recall", "success"}

_KNOWN_HELP = (
    "nDCG@k, nDCG, P@k, R@k, RR, RR@k, AP, AP@k, R-Prec, Judged@k, num_ret, num_rel, "
    "num_rel_ret, bpref, infAP, Success@k, SetP, SetR, SetF (trec_eval spellings such as "
    "ndcg_cut_10, P_5, recall_100, recip_rank, map, Rprec, success_5, set_F are accepted too)"
)

_PATTERN = re.compile(r"^(?P<base>[a-z_\-]+?)(?:[@_.](?P<cutoff>-?\d+))?$")


@dataclass(frozen=True)
class Measure:
    """One evaluation measure: a family and an optional rank cutoff (None = whole ranking)."""

    family: str
    cutoff: int | None = None

    def __post_init__(self) -> None:
        if self.family not in _FAMILIES:
            raise LabelerError(f"unknown measure family {self.family!r}; known: {_KNOWN_HELP}")
        _, _, allowed, required = _FAMILIES[self.family]
        if self.cutoff is not None and (not allowed or self.cutoff <= 0):
            raise LabelerError(f"measure {self.family} does not take cutoff {self.cutoff}")
        if self.cutoff is None and required:
            raise LabelerError(f"measure {self.family} needs a cutoff, e.g. {self.family}@10")

    @property
    def name(self) -> str:
        """Canonical user name: ``nDCG@10``, ``nDCG``, ``P@5``, ``RR``, ``AP@100``, ``R-Prec``."""
        return self.family if self.cutoff is None else f"{self.family}@{self.cutoff}"

    @property
    def trec_name(self) -> str:
        """trec_eval's name (``ndcg_cut_10``, ``P_5``, ``recall_100``, ``recip_rank``, ``map``).

        Two families have no trec_eval counterpart and get a name in the same style:
        ``RR@k`` -> ``recip_rank_cut_k`` (trec_eval's recip_rank takes no cutoff; pytrec_eval
        silently ignores ``recip_rank.10``) and ``Judged@k`` -> ``judged_k`` (ir_measures' Judged).
        """
        plain, cut, _, _ = _FAMILIES[self.family]
        if self.cutoff is None:
            assert plain is not None
            return plain
        return f"{cut}_{self.cutoff}"

    @property
    def in_trec_eval(self) -> bool:
        """True when trec_eval computes this measure (everything but RR@k and Judged)."""
        return self.family != "Judged" and not (self.family == "RR" and self.cutoff is not None)

    def __str__(self) -> str:
        return self.name


def parse_measure(text: str) -> Measure:
    """Parse a user or trec_eval spelling (``ndcg@10``, ``ndcg_cut.10``, ``MRR``, ``Rprec``)."""
    cleaned = text.strip()
    lowered = cleaned.lower()
    if lowered in _ALIASES and lowered not in _NEEDS_CUTOFF:
        family = _ALIASES[lowered]
        return Measure(family, None)
    match = _PATTERN.match(lowered)
    if match is None or match.group("base") not in _ALIASES:
        raise LabelerError(f"unknown measure {text!r}; known: {_KNOWN_HELP}")
    base = match.group("base")
    family = _ALIASES[base]
    cutoff_text = match.group("cutoff")
    if cutoff_text is None:
        raise LabelerError(f"measure {text!r} needs a cutoff, e.g. {Measure(family, 10).name}")
    cutoff = int(cutoff_text)
    _, _, allowed, _ = _FAMILIES[family]
    if not allowed:
        raise LabelerError(f"unknown measure {text!r}; {family} takes no cutoff")
    if cutoff <= 0:
        raise LabelerError(f"measure {text!r}: cutoff must be a positive integer, got {cutoff}")
    return Measure(family, cutoff)


def parse_measures(texts: list[str] | tuple[str, ...]) -> tuple[Measure, ...]:
    """Parse several measure names, dropping exact duplicates while keeping their order."""
    seen: dict[Measure, None] = {}
    for text in texts:
        seen.setdefault(parse_measure(text), None)
    return tuple(seen)


DEFAULT_MEASURES = ("nDCG@10", "nDCG@5", "nDCG@3", "RR", "R@100", "Judged@10")
