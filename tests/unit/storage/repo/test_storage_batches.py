"""Batch jobs in the repository, on both backends: recording, pending pairs, storing answers once."""

from __future__ import annotations

from labeler.domain import Chunk, Pair, Query, Suggestion, SuggestionStatus
from labeler.domain.batches import BatchRequest


def _answer(custom_id: str, chunk_id: str, grade: int) -> tuple[str, Suggestion]:
    return custom_id, Suggestion("q1", chunk_id, "m", "p", SuggestionStatus.OK, grade=grade, input_hash="h")


def test_a_job_holds_its_pairs_until_collected_and_each_answer_is_stored_once(any_repository) -> None:
    repo = any_repository
    repo.upsert_queries([Query("q1", "one")])
    repo.upsert_chunks([[Chunk(f"c{i}", f"text {i}") for i in range(5)]])
    repo.add_pairs([Pair("q1", f"c{i}", "pool", i + 1) for i in range(5)])
    requests = [BatchRequest(f"r{i}", "q1", f"c{i}", "h") for i in range(4)]
    job = repo.add_batch_job(provider_id="batch_1", model="m", prompt_hash="p", base_url="http://x/v1",
                             input_file_id="file-1", status="validating", requests=requests)
    assert (job.pairs, job.stored, job.collected_at) == (4, 0, None)
    assert repo.pending_batch_pairs("m", "p") == {("q1", f"c{i}") for i in range(4)}
    assert repo.pending_batch_pairs("m", "other prompt") == set()
    assert repo.pending_batches().jobs == 1 and repo.pending_batches().pairs == 4

    assert len(repo.store_batch_answers(job.id, [_answer("r0", "c0", 1), _answer("r1", "c1", 2)])) == 2
    again = repo.store_batch_answers(job.id, [_answer("r1", "c1", 2), _answer("r2", "c2", 3)])
    assert [s.chunk_id for s in again] == ["c2"]  # r1 was stored already
    assert sorted(s.chunk_id for s in repo.suggestions()) == ["c0", "c1", "c2"]
    assert set(repo.unstored_batch_requests(job.id)) == {"r3"}
    assert repo.pending_batch_pairs("m", "p") == {("q1", "c3")}
    assert repo.pending_batch_jobs()[0].stored == 3

    repo.set_batch_status(job.id, "in_progress")
    assert repo.pending_batch_jobs()[0].status == "in_progress"
    repo.set_batch_status(job.id, "expired", finished=True)
    assert repo.pending_batch_jobs() == [] and repo.pending_batch_pairs("m", "p") == set()
    assert repo.pending_batches().jobs == 0
    (done,) = repo.batch_jobs()
    assert done.status == "expired" and done.collected_at is not None


def test_a_job_is_recorded_even_when_a_pair_left_the_pool_meanwhile(any_repository) -> None:
    repo = any_repository
    repo.upsert_queries([Query("q1", "one")])
    repo.upsert_chunks([[Chunk(f"c{i}", f"text {i}") for i in range(3)]])
    repo.add_pairs([Pair("q1", f"c{i}", "pool", i + 1) for i in range(3)])
    requests = [BatchRequest(f"r{i}", "q1", f"c{i}", "h") for i in range(3)] + [BatchRequest("r9", "q1", "gone", "h")]
    job = repo.add_batch_job(provider_id="batch_9", model="m", prompt_hash="p", base_url=None,
                             input_file_id="file-9", status="validating", requests=requests)
    assert job.pairs == 3  # the job runs at the provider: --collect must know it
    assert repo.pending_batch_pairs("m", "p") == {("q1", f"c{i}") for i in range(3)}
