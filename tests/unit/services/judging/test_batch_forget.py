"""A batch job the provider no longer knows: `--collect` says so in one line and points at
`labeler judge --forget-job`, which stops waiting for it (history kept) and frees its pairs."""

from __future__ import annotations

import re
from pathlib import Path

from labeler.domain import Suggestion, SuggestionStatus
from labeler.storage import open_repository
from tests.projects.batch_project import grade_of, run_cli, stored, submit
from tests.projects.batch_project import db, keyed  # noqa: F401 - the fixtures
from tests.fake_batch import fake_batch  # noqa: F401 - the fixture


def jobs(db: Path):
    repository = open_repository(str(db))
    try:
        return repository.batch_jobs()
    finally:
        repository.close()


def test_a_job_the_provider_lost_is_named_and_forgetting_it_frees_its_pairs(db, fake_batch) -> None:
    submit(db, fake_batch, "--query", "q0")
    (provider_id,) = fake_batch.jobs
    fake_batch.jobs.clear()  # the provider no longer knows the job: 404

    collected = run_cli(db, "judge", "--collect", code=2)
    lines = collected.output.strip().splitlines()
    job_lines = [line for line in lines if line.startswith(f"job {provider_id}")]
    assert job_lines == [
        f"job {provider_id}: not collected: the provider no longer knows this job (HTTP 404); "
        f"`labeler judge --forget-job {provider_id}` stops waiting for it and frees its 20 waiting pair(s)"
    ]
    assert "Traceback" not in collected.output
    assert lines[-1].startswith("error: 1 of 1 batch job(s) could not be collected (see above); the provider no "
                                "longer knows 1 of them: `labeler judge --forget-job ID`")
    assert "tries them again" not in lines[-1]  # collecting again would not help
    # held back from a new submission, even with --force, while pending
    assert "already in a pending batch job: 20" in submit(db, fake_batch, "--query", "q0", "--force").output

    declined = run_cli(db, "judge", "--forget-job", provider_id, input="n\n", code=2)
    assert "20 requests: 0 answers stored (kept), 20 pairs waiting" in declined.output
    assert "does not cancel the job at the provider" in declined.output
    assert f"job {provider_id} not forgotten (answer y, or add --yes)" in declined.output
    assert jobs(db)[0].pending

    forgotten = run_cli(db, "judge", "--forget-job", provider_id, input="y\n")
    assert f"forgot job {provider_id}: 20 pairs freed" in forgotten.output
    (job,) = jobs(db)
    assert job.forgotten_at is not None and job.collected_at is None and job.pairs == 20  # history kept
    assert "pending batch jobs" not in run_cli(db, "status").output
    assert run_cli(db, "judge", "--collect").output.strip() == "no pending batch jobs"

    fake_batch.scenario.grade = grade_of
    assert "submitted 20 requests in 1 batch job(s)" in submit(db, fake_batch, "--query", "q0").output
    assert "stored 20 suggestions" in run_cli(db, "judge", "--collect").output


def test_forgetting_keeps_the_answers_already_stored_and_frees_only_the_rest(db, fake_batch) -> None:
    submit(db, fake_batch, "--query", "q0")
    (provider_id,) = fake_batch.jobs
    repository = open_repository(str(db))  # a collection that stored 7 answers before it was stopped
    try:
        (job,) = repository.pending_batch_jobs()
        requests = sorted(repository.unstored_batch_requests(job.id).values(), key=lambda r: r.chunk_id)[:7]
        repository.store_batch_answers(job.id, [
            (r.custom_id, Suggestion(r.query_id, r.chunk_id, job.model, job.prompt_hash, SuggestionStatus.OK, grade=1,
                                     input_hash=r.input_hash)) for r in requests])
    finally:
        repository.close()
    forgotten = run_cli(db, "judge", "--forget-job", provider_id, "--yes")
    assert "7 answers stored (kept), 13 pairs waiting" in forgotten.output
    assert f"forgot job {provider_id}: 13 pairs freed" in forgotten.output
    assert len(stored(db)) == 7
    resubmitted = submit(db, fake_batch, "--query", "q0").output
    assert "cached: 7" in resubmitted and "submitted 13 requests" in resubmitted


def test_forget_refuses_what_it_cannot_forget_in_one_line(db, fake_batch) -> None:
    submit(db, fake_batch, "--query", "q0")
    submit(db, fake_batch, "--query", "q1")
    first, second = fake_batch.jobs
    unknown = run_cli(db, "judge", "--forget-job", "batch_nope", "--yes", code=2)
    assert unknown.output.strip() == f"error: no batch job batch_nope in this database (pending: {first}, {second})"
    assert "forgot job" not in run_cli(db, "judge", "--forget-job", first, code=2).output  # no answer: not forgotten
    run_cli(db, "judge", "--collect")
    collected = run_cli(db, "judge", "--forget-job", first, "--yes", code=2)
    assert re.fullmatch(rf"error: batch job {first} was collected on [\d-]+ [\d:]+ UTC: nothing waits for it\n",
                        collected.output.splitlines()[-1] + "\n")
    assert run_cli(db, "judge", "--forget-job", second, "--yes", "--collect", code=2).output.count("goes alone")
    assert run_cli(db, "judge", "--yes", code=2).output.count("--yes goes with --forget-job")
