"""Few-shot examples from the project's own human grades: the pool an --examples run draws from."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import TYPE_CHECKING

from labeler.domain import LabelerError
from labeler.services.aggregation import DEFAULT_POLICY, aggregated_batches

if TYPE_CHECKING:
    from labeler.judge.prompt import FewShotPrompt
    from labeler.storage import Repository

#: How several annotators' grades of one example become its grade: the qrels' default rule.
EXAMPLE_POLICY = DEFAULT_POLICY


def _graded_pairs(repository: Repository) -> Iterator[tuple[str, str, int]]:
    """(query id, chunk id, grade) of every human-graded pair, streamed set-wise in batches."""
    for batch in aggregated_batches(repository, EXAMPLE_POLICY):
        yield from zip(batch.query_ids, batch.chunk_ids, batch.grades.tolist(), strict=True)


def few_shot_prompt(repository: Repository, template: str | None, k: int, seed: int = 0) -> FewShotPrompt:
    """A prompt showing k human-graded examples per pair, drawn (seeded) from the current human
    grades, aggregated by majority (an adjudicated grade wins), as the qrels export would.

    Examples whose chunk has no text cannot be shown and are passed over. No graded pair at all
    is a LabelerError.
    """
    from labeler.judge.few_shot import Example, draw_pool
    from labeler.judge.prompt import FewShotPrompt

    if k < 1:
        raise LabelerError("--examples must be 1 or more")
    drawn = draw_pool(_graded_pairs(repository), k, seed)
    queries = {query.id: query for query in repository.list_queries()}
    chunks = repository.get_chunks(chunk_id for _, chunk_id, _ in drawn)
    pool = tuple(
        Example(queries[query_id], chunks[chunk_id], grade)
        for query_id, chunk_id, grade in drawn
        if chunk_id in chunks and query_id in queries
    )
    if not pool:
        raise LabelerError("--examples needs human-graded pairs with chunk text to show: there are none yet")
    return FewShotPrompt(template, k, seed, pool)


def pool_description(prompt: FewShotPrompt) -> str:
    """One line for people: how many examples a prompt shows and what the pool holds."""
    per_grade = Counter(example.grade for example in prompt.pool)
    grades = ", ".join(f"grade {grade}: {per_grade[grade]}" for grade in sorted(per_grade))
    return (
        f"few-shot: {prompt.k} examples a prompt (none from the judged pair's query), seed {prompt.seed}, "
        f"from a pool of {len(prompt.pool):,} human-graded pairs ({grades})"
    )
