"""What the asked-for measures mean, said once in every output that shows them."""

from __future__ import annotations

from collections.abc import Sequence

from labeler.metrics.measures.base import Measure

PARAMETERS = (
    "parameters (ir_measures'): rel=k counts grade >= k as relevant for that measure only (trec_eval -l); "
    "judged_only=True drops unjudged chunks and closes up the ranks before the cutoff (trec_eval -J); "
    "gains={grade: gain} sets nDCG's gains, a grade not listed gaining its own value (trec_eval ndcg.0=0,1=1)"
)


def measure_conventions(measures: Sequence[Measure]) -> dict[str, str]:
    """Convention lines for the families and parameters among ``measures`` (empty for the core)."""
    out: dict[str, str] = {}
    for measure in measures:
        convention = measure.spec.convention
        if convention is not None:
            key, text = convention
            out[key] = text
        if measure.rel is not None or measure.judged_only or measure.gains is not None:
            out["parameters"] = PARAMETERS
    return out
