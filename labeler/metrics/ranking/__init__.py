"""trec_eval's ranking of a run (score descending, chunk id descending), sorted or counted.

Names load on first use (PEP 562), so importing one module of the package costs only that module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labeler.domain.lazy import lazy_names

if TYPE_CHECKING:
    from labeler.metrics.ranking.sort import COMPAT_VERSIONS, SortedRun, rank_order, sort_run

_HOME: dict[str, str] = {
    "COMPAT_VERSIONS": "labeler.metrics.ranking.sort",
    "SortedRun": "labeler.metrics.ranking.sort",
    "rank_order": "labeler.metrics.ranking.sort",
    "sort_run": "labeler.metrics.ranking.sort",
}

__all__ = ["COMPAT_VERSIONS", "SortedRun", "rank_order", "sort_run"]

__getattr__ = lazy_names(__name__, _HOME)
