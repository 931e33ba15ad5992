"""What a simulation reports per budget and strategy: overall, and per bin of run quality."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from labeler.metrics.stats.rank_correlation import kendall_tau

DEFAULT_BINS: tuple[float, ...] = (0.4, 0.6, 0.8)


@dataclass(frozen=True)
class BinRow:
    """The runs whose true value lies in [low, high): how their estimates fared over every draw."""

    low: float
    high: float
    runs: int
    error: float                     # mean |estimate - truth| over draws and runs
    bias: float                      # mean (estimate - truth) over draws and runs
    max_run_bias: float              # the run's mean (estimate - truth) largest in size, signed
    half_width: float | None
    coverage: float | None           # share of (draw, run) whose interval holds the truth
    min_run_coverage: float | None   # the lowest share of one run


@dataclass(frozen=True)
class SimulationRow:
    """One budget and strategy over every draw (None: the strategy has no interval)."""

    budget: float
    strategy: str
    human_judgments: float
    error: float
    half_width: float | None
    coverage: float | None
    difference_coverage: float | None
    tau: float
    bias: float = 0.0
    tau_real: float | None = None    # Kendall tau over the collection's own runs (synthetic ones left out)
    bins: list[BinRow] = field(default_factory=list)


class Accumulator:
    """Collects one strategy's draws: values, half-widths, difference coverage."""

    def __init__(self, truth: np.ndarray, real: np.ndarray) -> None:
        self.truth, self.real = truth, real
        self.values: list[np.ndarray] = []
        self.halves: list[np.ndarray] = []
        self.differences: list[float] = []
        self.judged: list[int] = []

    def add(self, value: np.ndarray, judged: int, half: np.ndarray | None = None,
            difference_coverage: float | None = None) -> None:
        """One draw's estimates of every run (and half-widths, when the strategy has intervals)."""
        self.values.append(np.asarray(value, dtype=np.float64))
        self.judged.append(judged)
        if half is not None:
            self.halves.append(np.asarray(half, dtype=np.float64) * np.ones(len(value)))
        if difference_coverage is not None:
            self.differences.append(difference_coverage)

    def row(self, budget: float, strategy: str, bins: Sequence[float]) -> SimulationRow:
        """The summary over every draw."""
        values = np.stack(self.values)
        error = values - self.truth
        halves = np.stack(self.halves) if self.halves else None
        covered = np.abs(error) <= halves if halves is not None else None
        taus = [kendall_tau(v, self.truth) for v in values]
        tau_real = None
        if not self.real.all() and self.real.sum() >= 2:
            tau_real = float(np.nanmean([kendall_tau(v[self.real], self.truth[self.real]) for v in values]))
        return SimulationRow(
            budget, strategy, float(np.mean(self.judged)), float(np.abs(error).mean()),
            None if halves is None else float(halves.mean()), None if covered is None else float(covered.mean()),
            float(np.mean(self.differences)) if self.differences else None, float(np.nanmean(taus)),
            float(error.mean()), tau_real, _bins(self.truth, error, halves, covered, bins))


def bin_masks(truth: np.ndarray, edges: Sequence[float]) -> list[tuple[float, float, np.ndarray]]:
    """(low, high, which runs) for each run-quality bin that holds a run: [low, high), the last one closed."""
    limits = [0.0, *edges, 1.0]
    found = []
    for index, (low, high) in enumerate(zip(limits[:-1], limits[1:])):
        last = index == len(limits) - 2
        inside = (truth >= low) & ((truth <= high) if last else (truth < high))
        if inside.any():
            found.append((low, high, inside))
    return found


def _bins(truth: np.ndarray, error: np.ndarray, halves: np.ndarray | None, covered: np.ndarray | None,
          edges: Sequence[float]) -> list[BinRow]:
    rows = []
    for low, high, inside in bin_masks(truth, edges):
        run_bias = error[:, inside].mean(axis=0)
        rows.append(BinRow(
            low, high, int(inside.sum()), float(np.abs(error[:, inside]).mean()), float(error[:, inside].mean()),
            float(run_bias[np.argmax(np.abs(run_bias))]),
            None if halves is None else float(halves[:, inside].mean()),
            None if covered is None else float(covered[:, inside].mean()),
            None if covered is None else float(covered[:, inside].mean(axis=0).min())))
    return rows
