"""The measures users name (``nDCG@10``, ``RBP(p=0.8)``, ``P_5``) and what trec_eval prints.

One module per family (``ndcg.py``, ``ap.py``, ``rbp.py``...) declares everything about it in a
``FAMILY = Family(...)`` record (measures.base): names, cutoff rule, parameters, trec_eval names,
convention, formula, trec_eval table entries, hybrid ratio form. ``ranked.py`` is what every
formula reads; ``parse.py`` reads names; ``base.py`` holds the Family record, the Measure a name
parses to and the registry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labeler.metrics.measures.base import Family, Measure, RatioForm, families, family, measure_help
from labeler.metrics.measures.parse import (DEFAULT_MEASURES, check_cutoff, is_count_name, parse_measure,
                                            parse_measures, split_measures)

if TYPE_CHECKING:
    MEASURE_HELP: str

__all__ = ["DEFAULT_MEASURES", "MEASURE_HELP", "Family", "Measure", "RatioForm", "check_cutoff", "families",
           "family", "is_count_name", "parse_measure", "parse_measures", "ratio_form", "split_measures"]


def ratio_form(measure: Measure, relevant_grade: int = 1) -> RatioForm | None:
    """The hybrid estimator's view of a parsed measure: its ratio form (kind, depth, relevant grade),
    or None when the measure has none (AP, RR...)."""
    rule = measure.spec.ratio_form
    form = None if rule is None else rule(measure)
    if form is not None and form.relevant_grade is None:
        form = RatioForm(form.kind, form.depth, relevant_grade)
    return form


def __getattr__(name: str) -> Any:
    """MEASURE_HELP, built from the families on first use (loading them loads numpy)."""
    if name == "MEASURE_HELP":
        return measure_help()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
