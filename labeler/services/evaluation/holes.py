"""Holes: a run's top-k pairs no human graded, carried with every score the product shows.

For each cutoff k of the measures shown (nDCG@10 and R@100 give 10 and 100; RR and AP have none), over
the queries a run is scored on: its top-k pairs (min(k, chunks retrieved) per query), how many of them
a human graded, and how many not (the holes). With human grades only, a hole counts as irrelevant
(trec_eval's convention): a run the judges never saw looks worse than it is, and nothing else says
so. With ``--estimate llm`` the LLM's grade stands in for a hole it graded (``llm_graded``), with
``--estimate hybrid`` its calibrated prediction corrected by the human sample; ``llm_share`` is the
share of the run's score resting on them (``services.estimation.filling``).

The counts come from the scoring engine (Judged@k and num_ret per query, labeler eval's own numbers):
against the human qrels for ``judged``, and against the scored qrels for ``llm_graded``. A run whose
top k is fully judged at every cutoff has no warning; every other run gets one line naming it, its
holes and what they do to its score, and the commands that pool, fill or grade them follow once.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from labeler.domain.untrusted import terminal_text

if TYPE_CHECKING:
    from labeler.dataio.qrels.files import QrelsTable
    from labeler.dataio.runs.table import RunTable
    from labeler.metrics.engine.evaluate import EvalResult
    from labeler.metrics.measures import Measure
    from labeler.metrics.request import ScoringRequest

RETRIEVED = "num_ret"
CALIBRATED = "calibrated"  # hybrid before any sampled hole is graded, or without a design
STANDING_IN = {
    "llm": "the LLM's grades stand in for them",
    "hybrid": "they are estimated from the LLM's grades corrected by the sampled human grades",
    CALIBRATED: "the LLM's grades, calibrated on the human grades, stand in for them",
}


@dataclass(frozen=True)
class CutoffHoles:
    """A run's top k at one cutoff: its pairs, how many a human graded, and of the others how many the
    LLM graded (None when no LLM grades are used)."""

    k: int
    pairs: int
    judged: int
    llm_graded: int | None = None

    @property
    def unjudged(self) -> int:
        """Top-k pairs no human graded: the holes."""
        return self.pairs - self.judged

    @property
    def judged_share(self) -> float:
        """Human-graded pairs over top-k pairs (1.0 for an empty ranking: nothing is missing)."""
        return self.judged / self.pairs if self.pairs else 1.0

    def as_json(self) -> dict[str, Any]:
        """k, pairs, judged, unjudged, judged_share (4 decimals) and llm_graded."""
        return {"k": self.k, "pairs": self.pairs, "judged": self.judged, "unjudged": self.unjudged,
                "judged_share": round(self.judged_share, 4), "llm_graded": self.llm_graded}


@dataclass(frozen=True)
class RunHoles:
    """One run's holes at every cutoff shown, and the share of each measure resting on what fills them."""

    run: str
    cutoffs: tuple[CutoffHoles, ...]
    mode: str = "human"
    llm_share: dict[str, float | None] = field(default_factory=dict)

    @property
    def complete(self) -> bool:
        """Every top-k pair at every cutoff has a human grade."""
        return all(cut.unjudged == 0 for cut in self.cutoffs)

    def at(self, k: int) -> CutoffHoles | None:
        """The counts at cutoff k, if shown."""
        return next((cut for cut in self.cutoffs if cut.k == k), None)

    def as_json(self) -> dict[str, Any]:
        """The run's JSON fields: ``holes`` (one entry per cutoff), ``llm_share`` ({measure: share}) and
        ``warning`` (null when every top-k pair has a human grade)."""
        return {"holes": [cut.as_json() for cut in self.cutoffs],
                "llm_share": {name: None if share is None else round(share, 4)
                              for name, share in self.llm_share.items()},
                "warning": self.warning()}

    def warning(self) -> str | None:
        """One line naming the run, its holes and what they do to its score; None when fully judged. The
        run name is as given (raw): each front end escapes the line for its own sink."""
        if self.complete:
            return None
        holed = _telling([cut for cut in self.cutoffs if cut.unjudged])
        counts = " and ".join(f"{cut.unjudged:,} of its {cut.pairs:,} top-{cut.k} pairs ({1 - cut.judged_share:.0%})"
                              for cut in holed)
        name = self.run
        if self.mode == "human":
            return (f"run {name}: {counts} have no human grade and count as irrelevant, "
                    "so its scores may be too low")
        filled = [cut.llm_graded or 0 for cut in holed]
        left = sum(cut.unjudged for cut in holed) - sum(filled)
        stands = STANDING_IN.get(self.mode, STANDING_IN["llm"])
        shares = ", ".join(f"{name_} {share:.0%}" for name_, share in self.llm_share.items() if share is not None)
        resting = f" (share of the score resting on them: {shares})" if shares else ""
        unfilled = (f"; {left:,} the LLM did not grade count as irrelevant" if left > 0 else "")
        return f"run {name}: {counts} have no human grade: {stands}{resting}{unfilled}"


def _telling(cuts: list[CutoffHoles]) -> list[CutoffHoles]:
    """The cutoffs worth naming: the smallest and the largest, a larger one only when its counts differ
    (a ranking shorter than both cutoffs has the same top 5 and top 10)."""
    kept: list[CutoffHoles] = []
    for cut in cuts:
        if kept and (cut.pairs, cut.unjudged) == (kept[-1].pairs, kept[-1].unjudged):
            continue
        kept.append(cut)
    return kept if len(kept) <= 2 else [kept[0], kept[-1]]


def holes_cutoffs(measures: Iterable["Measure"]) -> list[int]:
    """The cutoffs of the measures shown, ascending (measures without one have no top k)."""
    return sorted({m.cutoff for m in measures if m.cutoff is not None})


def holes_measures(cutoffs: Sequence[int]) -> list["Measure"]:
    """The engine measures the counts are read from: Judged@k per cutoff, and num_ret."""
    from labeler.metrics.measures import Measure

    return [Measure("Judged", k) for k in cutoffs] + [Measure(RETRIEVED)]


def holes_request(cutoffs: Sequence[int], compat: int = 10) -> "ScoringRequest":
    """What the counts against a second qrels are scored with: ``holes_measures``, every other option
    its default (the counts depend on no gain, grade or averaging), the scores compared as asked."""
    from labeler.metrics.request import ScoringRequest

    return ScoringRequest(tuple(holes_measures(cutoffs)), compat=compat)


def count_holes(run: str, scored: "EvalResult", cutoffs: Sequence[int], *, human: "EvalResult | None" = None,
                mode: str = "human", llm_share: Mapping[str, float | None] | None = None) -> RunHoles:
    """A run's holes from its results with ``holes_measures``: ``scored`` against the qrels it was scored
    with, ``human`` against the human qrels when those differ (llm and hybrid modes; None: the same)."""
    import numpy as np

    def judged_counts(result: "EvalResult", k: int) -> dict[str, int]:
        shown = np.minimum(result.per_query[RETRIEVED], k)
        judged = np.rint(result.per_query[f"Judged@{k}"] * shown).astype(np.int64)
        return dict(zip(result.query_ids, judged.tolist()))

    cuts = []
    for k in cutoffs:
        pairs = int(np.minimum(scored.per_query[RETRIEVED], k).sum())
        graded = judged_counts(scored, k)
        if human is None:
            cuts.append(CutoffHoles(k, pairs, sum(graded.values())))
            continue
        by_human = judged_counts(human, k)
        judged = sum(min(by_human.get(qid, 0), count) for qid, count in graded.items())
        cuts.append(CutoffHoles(k, pairs, judged, sum(graded.values()) - judged))
    return RunHoles(run, tuple(cuts), mode, dict(llm_share or {}))


def holes_of_tables(tables: Sequence["RunTable"], qrels: "QrelsTable", cutoffs: Sequence[int], *,
                    human: "QrelsTable | None" = None, mode: str = "human", compat: int = 10,
                    llm_share: Mapping[str, Mapping[str, float | None]] | None = None) -> list[RunHoles]:
    """Every run's holes from its table (``qrels``: the qrels the runs are scored with; ``human``: the
    human qrels when those differ), for the report, the app and the Python API."""
    from labeler.services.evaluation.scoring import evaluate_run

    request = holes_request(cutoffs, compat)
    out = []
    for table in tables:
        scored = evaluate_run(table, qrels, request).result
        by_human = evaluate_run(table, human, request).result if human is not None else None
        out.append(count_holes(table.name, scored, cutoffs, human=by_human, mode=mode,
                               llm_share=(llm_share or {}).get(table.name)))
    return out


def check_filled(holes: Sequence[RunHoles], source: str, *, model: str | None = None) -> None:
    """A one-line LabelerError when LLM grades were asked to fill the holes and fill none of them (the
    scores would silently be the human-only ones): ``source`` says where the grades came from."""
    from labeler.domain.errors import LabelerError

    deepest = [h.cutoffs[-1] for h in holes if h.cutoffs]
    unjudged = sum(cut.unjudged for cut in deepest)
    if not unjudged or any(cut.llm_graded for cut in deepest):
        return
    names = ", ".join(terminal_text(h.run, one_line=True) for h in holes if not h.complete)
    k = deepest[0].k
    how = (f"labeler judge --model {terminal_text(model, one_line=True)} --dry-run shows what grading them costs"
           if model else "add grades for them")
    raise LabelerError(f"{terminal_text(source, one_line=True)} has no grade for any of the {unjudged:,} top-{k} pairs "
                       f"no human graded (the holes of {names}): {how} (a run given as a file is pooled first: "
                       "labeler import run FILE, then labeler pool)")


def holes_warnings(holes: Iterable[RunHoles]) -> list[str]:
    """The warning of every run with holes, in run order."""
    return [line for line in (h.warning() for h in holes) if line is not None]


def next_steps(holes: Sequence[RunHoles], *, model: str | None = None, depth: int = 10) -> str | None:
    """What to do about the holes, in one line (None when no run has any): pool them, let an LLM grade
    them, or grade the ones that matter most. The model name is as given (raw), like the warnings'."""
    holed = [h for h in holes if not h.complete]
    if not holed:
        return None
    who = model or "MODEL"
    mode = holed[0].mode
    pool = f"pool them (labeler import run FILE, then labeler pool --depth {depth})"
    fill = (f"let an LLM grade them (labeler judge --model {who} --dry-run shows the cost first; then "
            f"labeler eval --estimate llm --model {who})")
    grade = (f"grade the holes that matter most (labeler sample --budget N --model {who}, then "
             f"labeler eval --estimate hybrid --model {who})")
    if mode == "human":
        return f"next: {pool}; {fill}; or {grade}"
    return f"next: {grade}; holes the LLM did not grade need pooling and judging first"
