"""Simulations on fully judged collections: ``labeler simulate`` (``runner``), its statistics per run
quality (``stats``), synthetic runs and judges (``synthetic``), and a team that stops grading when a
comparison is settled (``peeking``)."""

from labeler.services.simulation.runner import (
    BASELINES,
    SIMULATION_STRATEGIES,
    SimulationResult,
    parse_budgets,
    restricted,
    simulate,
    simulate_pool,
    with_synthetic_runs,
)
from labeler.services.simulation.stats import DEFAULT_BINS, BinRow, SimulationRow

__all__ = [
    "BASELINES",
    "DEFAULT_BINS",
    "SIMULATION_STRATEGIES",
    "BinRow",
    "SimulationResult",
    "SimulationRow",
    "parse_budgets",
    "restricted",
    "simulate",
    "simulate_pool",
    "with_synthetic_runs",
]
