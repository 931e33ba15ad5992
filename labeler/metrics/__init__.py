"""Retrieval metrics over numpy arrays with trec_eval's semantics (numpy and domain only).

Names load on first use (PEP 562): importing the package, or one of its modules, costs
nothing beyond that module, which keeps commands such as `labeler trec-eval` quick to start.
"""

from __future__ import annotations

import sys
import types
from typing import TYPE_CHECKING, Any

from labeler._lazy import lazy_names

if TYPE_CHECKING:
    from labeler.metrics.arrays import UNJUDGED, EvalArrays
    from labeler.metrics.evaluate import EvalResult, evaluate, rank_order
    from labeler.metrics.measures import DEFAULT_MEASURES, Measure, parse_measure, parse_measures
    from labeler.metrics.ties import TieReport

_HOME: dict[str, str] = {
    "UNJUDGED": "labeler.metrics.arrays",
    "EvalArrays": "labeler.metrics.arrays",
    "EvalResult": "labeler.metrics.evaluate",
    "evaluate": "labeler.metrics.evaluate",
    "rank_order": "labeler.metrics.evaluate",
    "DEFAULT_MEASURES": "labeler.metrics.measures",
    "Measure": "labeler.metrics.measures",
    "parse_measure": "labeler.metrics.measures",
    "parse_measures": "labeler.metrics.measures",
    "TieReport": "labeler.metrics.ties",
}

__all__ = [
    "DEFAULT_MEASURES",
    "EvalArrays",
    "EvalResult",
    "Measure",
    "TieReport",
    "UNJUDGED",
    "evaluate",
    "parse_measure",
    "parse_measures",
    "rank_order",
]


__getattr__ = lazy_names(__name__, _HOME)


class _Package(types.ModuleType):
    """This package, keeping its public names when a submodule of the same name loads."""

    def __setattr__(self, name: str, value: Any) -> None:
        # Importing labeler.metrics.evaluate binds the submodule as this package's `evaluate`,
        # which would hide the function of that name (and the lazy __getattr__ with it).
        if isinstance(value, types.ModuleType) and _HOME.get(name) == value.__name__:
            value = getattr(value, name)
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
