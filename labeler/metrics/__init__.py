"""Retrieval metrics over numpy arrays with trec_eval's semantics (numpy and domain only)."""

from labeler.metrics.arrays import UNJUDGED, EvalArrays
from labeler.metrics.evaluate import EvalResult, evaluate, rank_order
from labeler.metrics.measures import DEFAULT_MEASURES, Measure, parse_measure, parse_measures
from labeler.metrics.ties import TieReport

__all__ = [
    "DEFAULT_MEASURES",
    "UNJUDGED",
    "EvalArrays",
    "EvalResult",
    "Measure",
    "TieReport",
    "evaluate",
    "parse_measure",
    "parse_measures",
    "rank_order",
]
