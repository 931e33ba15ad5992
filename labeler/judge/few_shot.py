"""Few-shot examples from the team's own grades: a seeded pool drawn once, then K examples per query.

The pool is drawn once per run (POOL_PER_GRADE x K candidates of each grade) so that the prompt
hash, which names the pool, stays the same for every pair; each query then takes its K examples
from the pool, leaving out the query's own pairs (so never the pair being judged either).
"""

from __future__ import annotations

import hashlib
import heapq
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from labeler.domain import Chunk, Query

#: The rule a prompt hash records: changing how examples are drawn or chosen changes this name.
RULE = (
    "few-shot/1: pool = 4K per grade, first by sha256(seed, query, chunk), at most K per query and grade;"
    " per query: its own pairs left out, K split evenly over grades (remainder and shortfall to higher"
    " grades first), order shuffled by (seed, query)"
)
POOL_PER_GRADE = 4
GRADES = (0, 1, 2, 3)


@dataclass(frozen=True, slots=True)
class Example:
    """One human-graded pair shown to the judge: texts and the (aggregated) human grade."""

    query: Query
    chunk: Chunk
    grade: int


def draw_key(seed: int, query_id: str, chunk_id: str) -> bytes:
    """The pair's place in the seeded draw: a hash, so adding other candidates never reorders these."""
    return hashlib.sha256(f"{seed}\x00{query_id}\x00{chunk_id}".encode()).digest()[:8]


def draw_pool(candidates: Iterable[tuple[str, str, int]], k: int, seed: int) -> list[tuple[str, str, int]]:
    """(query id, chunk id, grade) of the pool: per grade the POOL_PER_GRADE*k candidates first in the
    seeded draw, at most k of them from one query (so leaving one query out still leaves enough).

    Streams the candidates, keeping at most k per (grade, query) at a time: memory grows with the
    number of queries, not of judged pairs. Returned grouped by grade, each group in draw order.
    """
    kept: dict[tuple[int, str], list[tuple[bytes, str]]] = {}  # heap of (-key, chunk id): the k smallest keys
    for query_id, chunk_id, grade in candidates:
        key = draw_key(seed, query_id, chunk_id)
        heap = kept.setdefault((grade, query_id), [])
        item = (bytes(255 - b for b in key), chunk_id)  # max-heap on key through the complement
        if len(heap) < k:
            heapq.heappush(heap, item)
        elif item > heap[0]:
            heapq.heapreplace(heap, item)
    pool: list[tuple[str, str, int]] = []
    for grade in GRADES:
        ranked = sorted(
            (draw_key(seed, query_id, chunk_id), query_id, chunk_id)
            for (kept_grade, query_id), heap in kept.items()
            if kept_grade == grade
            for _, chunk_id in heap
        )
        pool.extend((query_id, chunk_id, grade) for _, query_id, chunk_id in ranked[: POOL_PER_GRADE * k])
    return pool


def grade_quotas(k: int, grades: Sequence[int]) -> dict[int, int]:
    """K examples split evenly over the grades the pool has; the remainder goes to the higher grades."""
    if not grades:
        return {}
    ordered = sorted(grades, reverse=True)
    base, extra = divmod(k, len(ordered))
    return {grade: base + (1 if index < extra else 0) for index, grade in enumerate(ordered)}


def choose_examples(pool: Sequence[Example], k: int, seed: int, query_id: str) -> list[Example]:
    """K examples for a pair of query_id: none of its own query, balanced over grades, in a seeded order.

    A grade with too few examples outside the query leaves its share to the other grades, higher
    grades first, so the prompt still holds K examples when the pool has them.
    """
    by_grade: dict[int, list[Example]] = {}
    for example in pool:
        if example.query.id != query_id:
            by_grade.setdefault(example.grade, []).append(example)
    quotas = grade_quotas(k, sorted({example.grade for example in pool}))
    chosen: list[Example] = []
    for grade, quota in quotas.items():
        chosen.extend(by_grade.get(grade, [])[:quota])
    for grade in sorted(by_grade, reverse=True):  # fill a shortfall from what is left
        left = k - len(chosen)
        if left <= 0:
            break
        chosen.extend(by_grade[grade][quotas.get(grade, 0) : quotas.get(grade, 0) + left])
    # A fixed grade order would let the model read the answer off the position of the pair.
    random.Random(f"{seed}\x00{query_id}").shuffle(chosen)
    return chosen
