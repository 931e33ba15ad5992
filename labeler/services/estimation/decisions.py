"""Decisions, not only estimates: are the top k runs, in order, settled?

A team rarely needs every run's score to the third decimal; it needs to know which runs are best and
in what order. The top k in order is a set of comparisons between the runs ranked by their estimates:
each of the first k against the next (the order among them; the true values are ordered as their
chain is, by transitivity), and the k-th against every run below it (no other run belongs in the top
k). The decision is settled when every one of those differences is: above 0, or exactly 0 whatever the
ungraded pairs' grades (runs with the same top k tie, and their order among themselves is no question).

Each difference carries a confidence sequence (``metrics.hybrid.sequences``), valid however often one
looks. With m comparisons, each is taken at confidence 1 - (1 - c)/m (Bonferroni), so the chance that
any of them is settled the wrong way, at any time the team looks, is at most 1 - c: the decision as a
whole may be watched after every grade and trusted when it says settled. Worst-case bounds (no design)
hold at any time too; estimates without an interval (the LLM's alone) settle nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from labeler.metrics.hybrid.design import top_comparisons
from labeler.metrics.hybrid.ranking import tied_groups
from labeler.services.estimation.hybrid import HybridResult


@dataclass(frozen=True)
class Decision:
    """Whether the top ``k`` runs by a measure are settled in order, and by how many human grades."""

    measure: str
    k: int
    order: list[str]                  # the top k runs by estimate, best first
    comparisons: int                  # the differences the decision rests on
    open: list[tuple[str, str]]       # (higher, lower) pairs whose difference is not settled yet
    human_judgments: int              # grades of the design's sample the estimates use
    confidence: float                 # the decision's (each comparison's is 1 - (1 - this) / comparisons)
    groups: list[list[str]] | None = None  # the top k, runs exactly tied together; the last group goes on
    #                                        past the k-th with every run exactly tied with it (None: no ties)

    @property
    def order_groups(self) -> list[list[str]]:
        """The top k best first, runs exactly tied in one group (the last one past the cut if tied there)."""
        return self.groups if self.groups is not None else [[name] for name in self.order]

    @property
    def tied_at_cut(self) -> list[str]:
        """The runs below the k-th that are exactly tied with it: the top k is then one of several."""
        return [name for group in self.order_groups for name in group][len(self.order):]

    @property
    def settled(self) -> bool:
        """Every comparison the decision rests on is settled."""
        return self.comparisons > 0 and not self.open

    def sentence(self) -> str:
        """One line: "top 2 by nDCG@10 (a > b): settled with 412 human grades" or what keeps it open."""
        chain = " > ".join(" = ".join(group) for group in self.order_groups)
        cut = (f"; {' and '.join(self.tied_at_cut)} tied with {self.order[-1]} at the cut: the top {self.k} is one of "
               "several" if self.tied_at_cut else "")
        head = f"top {self.k} by {self.measure} ({chain}{cut})"
        if self.settled:
            return f"{head}: settled with {self.human_judgments:,} human grades (at {self.confidence:.0%}, however often you look)"
        examples = ", ".join(f"{a} vs {b}" for a, b in self.open[:3]) + (", ..." if len(self.open) > 3 else "")
        return (f"{head}: not settled with {self.human_judgments:,} human grades; {len(self.open):,} of its "
                f"{self.comparisons:,} comparisons open ({examples}): grade more of the sample (labeler sample "
                "--budget N extends it)")

    def as_json(self) -> dict[str, Any]:
        """measure, k, order, order_groups (exact ties together, past the cut too), settled, comparisons, open
        ([higher, lower] pairs), human_judgments, confidence."""
        return {"measure": self.measure, "k": self.k, "order": list(self.order),
                "order_groups": [list(group) for group in self.order_groups], "settled": self.settled,
                "comparisons": self.comparisons, "open": [list(pair) for pair in self.open],
                "human_judgments": self.human_judgments, "confidence": self.confidence}


def top_order(result: HybridResult, measure: str, k: int) -> Decision:
    """Whether the top ``k`` runs by ``measure`` are settled in order (module docstring)."""
    names = result.run_names

    def settled_above(higher: int, lower: int, confidence: float) -> bool:
        difference = result.difference(measure, names[higher], names[lower], confidence=confidence)
        return difference.ci_low is not None and (difference.ci_low > 0 or exactly_tied(difference.ci_low,
                                                                                          difference.ci_high))

    values = np.array([interval.value for interval in result.values[measure]])
    ranked, pairs, still = open_comparisons(values, k, result.confidence, settled_above)
    grades = result.values[measure][0].human_judgments if result.values[measure] else 0

    # tied as the runs' order ties them (HybridResult.order_groups): the same value and the same ranking score,
    # which identical runs have whatever was graded (their difference's interval is only known to be 0 once
    # it is bounded)
    scores = np.asarray(result.ranking.get(measure, values), dtype=float)

    def tied(a: int, b: int) -> bool:
        return bool(values[a] == values[b] and scores[a] == scores[b])

    # ranked by value, so runs exactly tied stand in a row; the group holding the k-th goes on past the cut
    groups: list[list[int]] = []
    for group in tied_groups(ranked, values, same=tied):
        if sum(map(len, groups)) >= k:
            break
        groups.append(group)
    named = [[names[i] for i in group] for group in groups]
    return Decision(measure, min(k, len(names)), [names[i] for i in ranked[:k]], len(pairs),
                    [(names[a], names[b]) for a, b in still], grades, result.confidence,
                    named if any(len(group) > 1 for group in named) else None)


def exactly_tied(low: float | None, high: float | None) -> bool:
    """A difference known to be 0 whatever the ungraded pairs' grades (runs with the same top k, or differing
    only where the grades are known and equal): such a comparison is settled, as a tie."""
    return low == 0.0 and high == 0.0


def open_comparisons(values: np.ndarray, k: int, confidence: float,
                     settled_above: Callable[[int, int, float], bool]
                     ) -> tuple[list[int], list[tuple[int, int]], list[tuple[int, int]]]:
    """(runs best first by ``values``, the comparisons the top ``k`` rests on, those not settled yet), each
    comparison asked of ``settled_above(higher, lower, confidence for one comparison)``."""
    if k < 1:
        raise ValueError(f"k must be at least 1, not {k}")
    ranked = [int(i) for i in np.argsort(-np.asarray(values), kind="stable")]
    pairs = top_comparisons(ranked, k)
    each = 1.0 - (1.0 - confidence) / max(len(pairs), 1)
    return ranked, pairs, [(a, b) for a, b in pairs if not settled_above(a, b, each)]
