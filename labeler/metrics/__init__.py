"""Retrieval metrics over numpy arrays with trec_eval's semantics (numpy and domain only).

Names load on first use (PEP 562): importing the package, or one of its modules, costs
nothing beyond that module, which keeps commands such as `labeler trec-eval` quick to start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labeler.domain.lazy import lazy_names

if TYPE_CHECKING:
    from labeler.metrics.arrays import UNJUDGED, EvalArrays
    from labeler.metrics.engine.evaluate import EvalResult, evaluate, rank_order
    from labeler.metrics.measures import DEFAULT_MEASURES, Measure, parse_measure, parse_measures
    from labeler.metrics.ranking.ties import TieReport

_HOME: dict[str, str] = {
    "UNJUDGED": "labeler.metrics.arrays",
    "EvalArrays": "labeler.metrics.arrays",
    "EvalResult": "labeler.metrics.engine.evaluate",
    "evaluate": "labeler.metrics.engine.evaluate",
    "rank_order": "labeler.metrics.engine.evaluate",
    "DEFAULT_MEASURES": "labeler.metrics.measures",
    "Measure": "labeler.metrics.measures",
    "parse_measure": "labeler.metrics.measures",
    "parse_measures": "labeler.metrics.measures",
    "TieReport": "labeler.metrics.ranking.ties",
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

