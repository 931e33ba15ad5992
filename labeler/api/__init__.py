"""The Python front door: `labeler.evaluate`, `labeler.compare` and `labeler.open`, returning pandas.

A thin layer over the services `labeler eval`, `labeler report` and the evaluation screen use,
so a notebook gets the very numbers the CLI prints. Conventions (as trec_eval; stated in each
result's ``attrs["conventions"]``):

- gain: linear, gain = grade (trec_eval ndcg_cut) unless ``gain="exponential"`` (2^grade - 1);
  discount log2(rank + 1); IDCG from every judged chunk of the query, retrieved or not.
- ranking: score descending, ties by chunk id descending in byte order; any rank column is ignored.
- unjudged chunks gain 0 and are not relevant; binary measures count grade >= relevant_grade.
- means are over the queries that have qrels and appear in the run; ``complete=True``
  (trec_eval -c) also counts judged queries missing from the run, as 0. num_ret, num_rel and
  num_rel_ret are sums, not means.
- qrels from a database: human judgments only (never LLM suggestions), one grade per pair by
  the aggregation policy ``aggregate`` (majority by default, as `labeler export qrels`).
"""

from __future__ import annotations

from labeler.api.inputs import QrelsSource, RunSource, Runs
from labeler.api.project import Project, open  # noqa: A004 - labeler.open
from labeler.api.scoring import compare, evaluate

__all__ = ["evaluate", "compare", "open", "Project", "RunSource", "Runs", "QrelsSource"]
