"""Streaming qrels rows to a TREC file while counting what the sidecar reports.

Rows arrive as batches of columns (query ids, chunk ids, grades), already sorted by query id
then chunk id; each batch becomes one block of lines, so memory holds a batch, not the file.
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import Any

import numpy as np

from labeler.domain import InputError
from labeler.services.aggregation import AggregatedBatch

Columns = tuple[list[str], list[str], list[int]]
MERGE_BATCH = 50_000


def _bad_id(qid: str, docid: str) -> bool:
    return not qid or not docid or any(ch.isspace() for ch in qid + docid)


def check_trec_ids(path: Path, query_ids: list[str], chunk_ids: list[str]) -> None:
    """InputError naming the first (query, chunk) whose id is empty or holds whitespace.

    TREC qrels split on whitespace. The fast path joins the batch with a non-space separator:
    str.split() finds no whitespace in it exactly when no id holds any (same rule as isspace).
    """
    joined = "\x00".join(query_ids) + "\x00" + "\x00".join(chunk_ids)
    if len(joined.split()) == 1 and "" not in query_ids and "" not in chunk_ids:
        return
    for qid, docid in zip(query_ids, chunk_ids, strict=True):
        if _bad_id(qid, docid):
            raise InputError(path, None, f"ids cannot be empty or hold whitespace in TREC qrels: {qid!r} {docid!r}")


@dataclass
class QrelsTally:
    """What has been written: rows, queries, grades, LLM-filled pairs, and the human batches' counts."""

    rows: int = 0
    from_llm: int = 0
    adjudicated: int = 0
    ties: int = 0
    queries: set[str] = field(default_factory=set)
    grades: Counter[int] = field(default_factory=Counter)
    per_pair: Counter[int] = field(default_factory=Counter)

    def human_columns(self, batches: Iterable[AggregatedBatch]) -> Iterator[Columns]:
        """The aggregated batches as columns, counting judgments per pair, adjudications and ties."""
        for batch in batches:
            sizes, counts = np.unique(batch.n_judgments, return_counts=True)
            self.per_pair.update(dict(zip(sizes.tolist(), counts.tolist(), strict=True)))
            self.adjudicated += int(batch.adjudicated.sum())
            self.ties += int(batch.tie_broken.sum())
            yield batch.query_ids, batch.chunk_ids, batch.grades.tolist()

    def with_llm(self, human: Iterator[Columns], llm: tuple[list[str], list[str], Any]) -> Iterator[Columns]:
        """Human rows, and the LLM's for pairs no human graded: both sorted, merged in one pass."""
        people = ((q, c, 0, g) for qids, cids, grades in human for q, c, g in zip(qids, cids, grades, strict=True))
        qids, cids, grades = llm
        machine = ((q, c, 1, g) for q, c, g in zip(qids, cids, grades.tolist(), strict=True))
        merged = self._first_per_pair(heapq.merge(people, machine))
        while batch := list(islice(merged, MERGE_BATCH)):
            yield [r[0] for r in batch], [r[1] for r in batch], [r[3] for r in batch]

    def _first_per_pair(self, rows: Iterator[tuple[str, str, int, int]]) -> Iterator[tuple[str, str, int, int]]:
        previous: tuple[str, str] | None = None
        for row in rows:
            if (row[0], row[1]) == previous:
                continue  # a human grade (origin 0) sorts first and wins
            previous = (row[0], row[1])
            self.from_llm += row[2]
            yield row

    def lines(self, path: Path, columns: Iterator[Columns]) -> Iterator[str]:
        """One block of `qid 0 docid grade` lines per batch (no final newline), counting as it goes."""
        for qids, cids, grades in columns:
            if not qids:
                continue
            check_trec_ids(path, qids, cids)
            self.rows += len(qids)
            self.queries.update(qids)
            self.grades.update(grades)
            yield "\n".join([f"{q} 0 {c} {g}" for q, c, g in zip(qids, cids, grades, strict=True)])
