"""What to score and how: the one request a front end builds and every layer below it reads.

`labeler eval` and `labeler report` (cli), ``labeler.evaluate`` and ``labeler.compare`` (api) and the
app's evaluation screen parse the measure names they were given once, with ``scoring_request``,
and hand the ``ScoringRequest`` down whole: the services, the hybrid estimates and the engine read
its ``Measure`` objects and options and never parse a name again. Conventions (each output states
them in its ``conventions``, labeler.metrics.engine.evaluate):

- ``gain``: "linear" (gain = grade, trec_eval ndcg_cut) or "exponential" (2^grade - 1, Burges);
- ``relevant_grade``: binary measures count grade >= it as relevant (trec_eval -l); at least 1,
  grade 0 being irrelevant; a measure's own ``rel=`` overrides it;
- ``complete``: judged queries missing from a run are averaged as 0 (trec_eval -c);
- ``compat``: 10 compares scores as doubles (trec_eval 10), 9 rounds them to float32 first (trec_eval
  9.x, pytrec_eval).

A request that breaks one of these is refused when it is built (a one-line LabelerError), before
any file is read.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from labeler.domain import LabelerError
from labeler.metrics.measures.base import Measure
from labeler.metrics.ranking.sort import COMPAT_VERSIONS

GAIN_NAMES = ("linear", "exponential")


@dataclass(frozen=True)
class ScoringRequest:
    """The parsed measures and the options every score of them follows (conventions: module doc)."""

    measures: tuple[Measure, ...]
    gain: str = "linear"
    relevant_grade: int = 1
    complete: bool = False
    compat: int = 10

    def __post_init__(self) -> None:
        object.__setattr__(self, "measures", tuple(self.measures))
        if not all(isinstance(measure, Measure) for measure in self.measures):
            raise TypeError("ScoringRequest takes parsed measures: build it with scoring_request(names)")
        if self.gain not in GAIN_NAMES:
            raise LabelerError(f"unknown gain {self.gain!r}; use 'linear' or 'exponential'")
        if self.relevant_grade < 1:
            # trec_eval's -l (pytrec_eval's relevance_level) must be positive: grade 0 is irrelevant.
            raise LabelerError(f"relevant grade must be at least 1, got {self.relevant_grade}")
        if self.compat not in COMPAT_VERSIONS:
            raise LabelerError(f"unknown trec_eval compatibility {self.compat!r}; use 9 or 10")

    @property
    def names(self) -> list[str]:
        """The measures' names, as outputs print them, in the order asked."""
        return [measure.name for measure in self.measures]

    def with_measures(self, measures: Iterable[Measure]) -> ScoringRequest:
        """The same options over other measures (duplicates dropped, order kept)."""
        return replace(self, measures=tuple(dict.fromkeys(measures)))

    def options(self) -> dict[str, Any]:
        """The options a JSON output states beside its measures (gain, relevant_grade, complete)."""
        return {"gain": self.gain, "relevant_grade": self.relevant_grade, "complete": self.complete}


def scoring_request(measures: Sequence[str] | None = None, *, gain: str = "linear", relevant_grade: int = 1,
                    complete: bool = False, compat: int = 10) -> ScoringRequest:
    """Measure names parsed once (None or empty: DEFAULT_MEASURES; exact duplicates dropped) into a
    request with these options; a one-line LabelerError for a name or an option that is wrong."""
    from labeler.metrics.measures.parse import DEFAULT_MEASURES, parse_measures

    parsed = parse_measures(tuple(measures) if measures else DEFAULT_MEASURES)
    return ScoringRequest(parsed, gain=gain, relevant_grade=relevant_grade, complete=complete, compat=compat)
