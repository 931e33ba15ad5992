"""The measures users name (``nDCG@10``, ``RBP(p=0.8)``, ``P_5``) and what trec_eval prints."""

from __future__ import annotations

from labeler.metrics.measures.parse import (COUNT_FAMILIES, DEFAULT_MEASURES, MEASURE_HELP, GainTable, Measure,
                                            is_count_name, parse_measure, parse_measures, split_measures)

__all__ = ["COUNT_FAMILIES", "DEFAULT_MEASURES", "MEASURE_HELP", "GainTable", "Measure", "is_count_name",
           "parse_measure", "parse_measures", "split_measures"]
