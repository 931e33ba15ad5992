"""The estimate modes (``--estimate``, the app's switch, ``labeler.evaluate(estimate=...)``) as objects: what
each scores the runs with and what its estimates carry. Code that acts on a mode asks it (``uses_llm``,
``intervals``), never compares its name; adding a mode is one entry here and one in labeler.domain.choices.

- human: the human qrels; the estimate of a measure is the evaluation's mean;
- llm: a human grade where one exists, else the LLM's; means, no intervals;
- hybrid: scored as llm, and the measures the hybrid estimator corrects (nDCG@k, P@k, R@k) get its
  estimates with intervals (labeler.services.estimation.hybrid).
"""

from __future__ import annotations

from dataclasses import dataclass

from labeler.domain.choices import ESTIMATE_MODES


@dataclass(frozen=True, slots=True)
class EstimateMode:
    """One estimate mode: its name, its words, and what it needs and gives."""

    name: str
    uses_llm: bool  # scores with a human grade where one exists, else the LLM's (needs LLM grades)
    intervals: bool  # hybrid estimates with intervals (needs the runs themselves and a sampling design)
    plain: str  # the mode whose means stand for a measure without an interval (itself, or llm for hybrid)

    @property
    def words(self) -> str:
        """The words the app's switch shows."""
        return ESTIMATE_MODES.words(self.name)

    @property
    def help(self) -> str:
        """What the mode does, in one sentence."""
        return next(option.help for option in ESTIMATE_MODES.options if option.value == self.name)


HUMAN = EstimateMode("human", uses_llm=False, intervals=False, plain="human")
LLM = EstimateMode("llm", uses_llm=True, intervals=False, plain="llm")
HYBRID = EstimateMode("hybrid", uses_llm=True, intervals=True, plain="llm")

MODES: dict[str, EstimateMode] = {mode.name: mode for mode in (HUMAN, LLM, HYBRID)}
"""Every mode by name, in the order of labeler.domain.choices.ESTIMATE_MODES."""


def estimate_mode(name: str) -> EstimateMode:
    """The mode called ``name``; a one-line LabelerError naming the modes otherwise."""
    ESTIMATE_MODES.check(name)
    return MODES[name]
