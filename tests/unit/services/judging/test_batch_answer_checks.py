"""Every batch answer is checked against its own request before it is stored: custom_ids are unique
per job (the job's random tag, the line's index and a hash of the pair and prompt), and an answer
file that is not the job's, an id answered twice or an answer naming another model is refused.
Jobs submitted with the old ids (r0, r1, ...) by an earlier labeler are still collected."""

from __future__ import annotations

import io
import re
import sqlite3
from pathlib import Path

from labeler.domain.batches import BatchRequest
from labeler.judge import JudgeConfig, input_hash, prompt_hash
from labeler.judge.batch import BatchClient, request_line
from labeler.storage import open_repository
from labeler.storage.revisions import run_alembic
from tests.projects.batch_project import MODEL, run_cli, stored, submit
from tests.projects.batch_project import db, keyed  # noqa: F401 - the fixtures
from tests.fake_batch import fake_batch  # noqa: F401 - the fixture
from tests.fake_openai import passage_of


def number(body: dict) -> int:
    return int(re.search(r"passage (\d+)", passage_of(body)).group(1))


def by_half(body: dict) -> int:
    """Grade 3 for the first query's chunks (c0..c19), 1 for every other: an answer stored on another
    query's pair shows."""
    return 3 if number(body) < 20 else 1


def grades(db: Path) -> dict[str, int | None]:
    return {s.chunk_id: s.grade for s in stored(db)}


def test_custom_ids_are_unique_per_job_and_bound_to_their_pair(db, fake_batch) -> None:
    submit(db, fake_batch, "--query", "q0")
    submit(db, fake_batch, "--query", "q1")
    ids = [line["custom_id"] for job in fake_batch.jobs for line in fake_batch.input_lines(job)]
    assert len(ids) == 40 and len(set(ids)) == 40
    tags = {custom_id.split("-")[1] for custom_id in ids}
    assert len(tags) == 2  # one random tag per job
    assert all(re.fullmatch(r"lb-[0-9a-f]{12}-\d+-[0-9a-f]{8}", custom_id) for custom_id in ids), ids[:3]
    assert len(max(ids, key=len)) <= 64  # OpenAI's limit on a custom_id


def test_another_jobs_answer_file_is_refused_and_nothing_of_it_stored(db, fake_batch) -> None:
    fake_batch.scenario.grade = by_half
    submit(db, fake_batch, "--query", "q0")
    submit(db, fake_batch, "--query", "q1")
    first, second = fake_batch.jobs
    fake_batch.batch.output_of = {second: first}  # the provider hands the first job's file for the second

    result = run_cli(db, "judge", "--collect", code=2)
    lines = result.output.splitlines()
    assert f"job {first}: completed, 20 answers stored" in lines
    (refusal,) = [line for line in lines if line.startswith(f"job {second}:")]
    assert refusal.startswith(f"job {second}: not collected: its answer file holds an answer of job {first} "
                              "(custom_id lb-"), refusal
    assert "nothing of it stored" in refusal
    assert grades(db) == {f"c{n}": 3 for n in range(20)}  # no grade landed on the second job's pairs
    assert "held back" not in result.output

    fake_batch.batch.output_of = {}  # the provider sends the right file at last
    result = run_cli(db, "judge", "--collect")
    assert f"job {second}: completed, 20 answers stored" in result.output
    assert grades(db) == {**{f"c{n}": 3 for n in range(20)}, **{f"c{n}": 1 for n in range(20, 40)}}


def test_a_duplicated_id_and_an_answer_of_another_model_are_refused_and_sent_again(db, fake_batch) -> None:
    fake_batch.batch.duplicate_first = True
    fake_batch.batch.answer_model = lambda body: {5: "gpt-3.5-turbo", 6: f"{MODEL}-2024-07-18"}.get(number(body))
    submit(db, fake_batch, "--query", "q0")
    (job,) = fake_batch.jobs
    result = run_cli(db, "judge", "--collect")
    (line,) = [line for line in result.output.splitlines() if line.startswith(f"job {job}:")]
    assert line.startswith(f"job {job}: completed, 18 answers stored, 2 pairs never answered"), line
    assert re.search(r"refused 2 answers: 1 custom_id answered twice \(lb-\S+\), 1 naming model gpt-3\.5-turbo "
                     rf"\(the job asked {MODEL}\)", line), line
    assert sorted(grades(db)) == sorted(f"c{n}" for n in range(20) if n not in (0, 5))  # a dated snapshot is its model
    fake_batch.batch.duplicate_first = False
    fake_batch.batch.answer_model = None
    assert "submitted 2 requests" in submit(db, fake_batch, "--query", "q0").output


def _old_job(db: Path, server) -> str:
    """A job as labeler before unique ids submitted it (custom_ids r0..r19), pending in a database
    at revision 0006: what databases in the field hold."""
    repository = open_repository(str(db))
    try:
        config = JudgeConfig(MODEL, base_url=server.base_url)
        queries = {q.id: q for q in repository.list_queries()}
        chunks = repository.get_chunks(f"c{n}" for n in range(20))
        requests = [BatchRequest(f"r{n}", "q0", f"c{n}", input_hash(queries["q0"], chunks[f"c{n}"])) for n in range(20)]
        body = b"".join(request_line(r.custom_id, config, queries["q0"], chunks[r.chunk_id], None) for r in requests)
        with BatchClient(server.base_url) as client:
            file_id = client.upload(io.BytesIO(body), "old.jsonl")
            provider_id, status = client.create(file_id, {})
            repository.add_batch_job(provider_id=provider_id, model=MODEL, prompt_hash=prompt_hash(None),
                                     base_url=client.base_url, input_file_id=file_id, status=status, requests=requests)
    finally:
        repository.close()
    run_alembic(str(db), "downgrade", "0006")
    return provider_id


def test_a_job_submitted_with_the_old_ids_is_still_collected(db, fake_batch) -> None:
    fake_batch.scenario.grade = by_half
    provider_id = _old_job(db, fake_batch)
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == ("0006",)
        assert conn.execute("SELECT count(*) FROM batch_request WHERE custom_id LIKE 'r%'").fetchone() == (20,)
    run_cli(db, "db", "upgrade")
    assert "pending batch jobs" in run_cli(db, "status").output  # still pending after the migration
    result = run_cli(db, "judge", "--collect")
    assert f"job {provider_id}: completed, 20 answers stored" in result.output
    assert grades(db) == {f"c{n}": 3 for n in range(20)}
