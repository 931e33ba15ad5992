"""`labeler judge --batch` / `--collect` end to end: real SQLite file, real openai client, a fake Batch API
server on 127.0.0.1 (tests/fake_batch.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from labeler.domain import SuggestionStatus
from labeler.judge import prompt_hash
from labeler.storage import open_repository
from tests.projects.batch_project import MODEL, PAIRS, grade_of, run_cli, stored, submit
from tests.projects.batch_project import db, keyed  # noqa: F401 - the fixtures
from tests.fake_batch import fake_batch  # noqa: F401 - the fixture
from tests.fake_openai import FAKE_KEY, passage_of


def test_submit_then_collect_grades_every_pair_without_a_live_call(db, fake_batch) -> None:
    fake_batch.scenario.grade = grade_of
    result = submit(db, fake_batch, "--batch-size", "80")
    assert "submitted 200 requests in 3 batch job(s)" in result.output
    assert "labeler judge --collect" in result.output
    assert stored(db) == []  # returns at once: nothing answered yet
    assert [len(fake_batch.input_lines(job)) for job in fake_batch.jobs] == [80, 80, 40]

    result = run_cli(db, "judge", "--collect")
    assert "stored 200 suggestions: done 200" in result.output
    suggestions = stored(db)
    assert len(suggestions) == PAIRS
    assert all(s.status is SuggestionStatus.OK for s in suggestions)
    assert {s.chunk_id: s.grade for s in suggestions} == {f"c{n}": n % 4 for n in range(PAIRS)}
    assert {s.prompt_hash for s in suggestions} == {prompt_hash(None)}
    assert all(s.grade_probs is not None and s.input_hash for s in suggestions)
    assert fake_batch.chat_requests == []  # no live chat call

    # the cache holds: nothing is sent again, live or batch
    result = submit(db, fake_batch)
    assert "cached: 200" in result.output and "nothing to send" in result.output
    assert run_cli(db, "judge", "--collect").output.strip() == "no pending batch jobs"


def test_batch_lines_carry_the_body_live_judging_sends(db, fake_batch) -> None:
    submit(db, fake_batch, "--query", "q0", "--limit", "1", "--temperature", "0.3")
    (job,) = fake_batch.jobs
    (line,) = fake_batch.input_lines(job)
    assert line["method"] == "POST" and line["url"] == "/v1/chat/completions"
    run_cli(db, "judge", "--model", MODEL, "--base-url", fake_batch.base_url, "--query", "q0", "--limit", "1",
            "--temperature", "0.3", "--force")  # --force: send the pair pending in the job live too
    (live,) = fake_batch.chat_requests
    assert line["body"] == live.body


def test_batch_twice_does_not_resubmit_pending_pairs_and_status_shows_them(db, fake_batch) -> None:
    submit(db, fake_batch, "--query", "q0")
    result = submit(db, fake_batch)
    assert "already in a pending batch job: 20" in result.output
    assert "submitted 180 requests in 1 batch job(s)" in result.output
    sent = [line["body"]["messages"][-1]["content"] for job in fake_batch.jobs for line in fake_batch.input_lines(job)]
    assert len(sent) == PAIRS and len(set(sent)) == PAIRS
    assert "nothing to send" in submit(db, fake_batch).output

    status = run_cli(db, "status").output
    assert re.search(r"pending batch jobs\W+2 \(200 pairs, oldest 0 min\)", status), status

    run_cli(db, "judge", "--collect")
    assert "pending batch jobs" not in run_cli(db, "status").output


def test_errors_in_the_error_file_are_stored_as_errors_and_sent_again(db, fake_batch) -> None:
    fake_batch.batch.fail_request = lambda body: grade_of(body) == 0 and "passage 1" not in passage_of(body)
    submit(db, fake_batch)
    result = run_cli(db, "judge", "--collect")
    failed = [s for s in stored(db) if s.status is SuggestionStatus.ERROR]
    expected_failures = sum(1 for n in range(PAIRS) if n % 4 == 0 and not str(n).startswith("1"))
    assert len(failed) == expected_failures
    assert all(s.reason == "HTTP 500: simulated batch failure" for s in failed)
    assert f"done {PAIRS - expected_failures}" in result.output and f"failed {expected_failures}" in result.output

    fake_batch.batch.fail_request = None
    result = submit(db, fake_batch)
    assert f"submitted {expected_failures} requests" in result.output
    run_cli(db, "judge", "--collect")
    assert sum(s.status is SuggestionStatus.OK for s in stored(db)) == PAIRS


def test_an_expired_job_keeps_its_partial_output_and_its_unanswered_pairs_go_again(db, fake_batch) -> None:
    fake_batch.batch.expire_after = 50
    submit(db, fake_batch)
    result = run_cli(db, "judge", "--collect")
    assert "expired, 50 answers stored, 150 pairs never answered" in result.output
    assert len(stored(db)) == 50  # the expired requests store nothing: they say nothing about the pair
    assert "pending batch jobs" not in run_cli(db, "status").output

    fake_batch.batch.expire_after = None
    assert "submitted 150 requests" in submit(db, fake_batch).output
    run_cli(db, "judge", "--collect")
    assert len(stored(db)) == PAIRS


def test_a_failed_job_is_reported_and_its_pairs_can_be_sent_again(db, fake_batch) -> None:
    fake_batch.batch.final_status = "failed"
    submit(db, fake_batch, "--query", "q1")
    assert "failed, 0 answers stored, 20 pairs never answered" in run_cli(db, "judge", "--collect").output
    fake_batch.batch.final_status = "completed"
    assert "submitted 20 requests" in submit(db, fake_batch, "--query", "q1").output


def test_collect_once_reports_running_jobs_and_wait_polls_until_done(db, fake_batch) -> None:
    fake_batch.batch.polls_before_done = 3
    submit(db, fake_batch)
    result = run_cli(db, "judge", "--collect")
    assert "in_progress, 0 / 200 requests done" in result.output and "still running" in result.output
    assert stored(db) == []
    result = run_cli(db, "judge", "--collect", "--wait", "--poll-seconds", "0")
    assert "completed, 200 answers stored" in result.output
    assert result.output.count("batch jobs: 1 of 1 running") == 2  # progress lines (stderr, mixed in here)
    assert len(stored(db)) == PAIRS


def test_a_collection_broken_midway_finishes_next_time_and_stores_nothing_twice(db, fake_batch, monkeypatch) -> None:
    from labeler.domain import LabelerError
    from labeler.services.judging.batch import collect_batches

    fake_batch.scenario.grade = grade_of
    fake_batch.batch.break_download_once = True
    submit(db, fake_batch)
    repository = open_repository(str(db))
    try:
        with pytest.raises(LabelerError, match="cannot download batch file"):
            collect_batches(repository, store_batch=30)
        assert repository.suggestions() == []  # the files are checked whole before anything is stored
        # a collection stopped while storing (Ctrl-C, a full disk) keeps the groups it committed
        commits = 0
        store = repository.store_batch_answers

        def stopped_after_two(job_id, answers):
            nonlocal commits
            commits += 1
            if commits > 2:
                raise KeyboardInterrupt
            return store(job_id, answers)

        monkeypatch.setattr(repository, "store_batch_answers", stopped_after_two)
        with pytest.raises(KeyboardInterrupt):
            collect_batches(repository, store_batch=30)
        monkeypatch.undo()
        assert len(repository.suggestions()) == 60
        assert repository.pending_batches().jobs == 1
        summary = collect_batches(repository, store_batch=30)
        assert summary.answers.stored == PAIRS - 60
        suggestions = repository.suggestions()
    finally:
        repository.close()
    assert sorted(s.chunk_id for s in suggestions) == sorted(f"c{n}" for n in range(PAIRS))
    assert {s.chunk_id: s.grade for s in suggestions} == {f"c{n}": n % 4 for n in range(PAIRS)}


def test_the_key_is_never_printed_or_stored(db, fake_batch, monkeypatch, capsys) -> None:
    fake_batch.scenario.reason = f"echo {FAKE_KEY}"
    submit(db, fake_batch, "--query", "q2")
    assert FAKE_KEY not in run_cli(db, "judge", "--collect").output
    assert all(FAKE_KEY not in (s.reason or "") for s in stored(db))
    repository = open_repository(str(db))
    try:
        assert all(FAKE_KEY not in str(job) for job in repository.batch_jobs())
    finally:
        repository.close()
    monkeypatch.delenv("OPENAI_API_KEY")
    from labeler.cli import main

    with pytest.raises(SystemExit) as exited:
        main(["--db", str(db), "judge", "--model", MODEL, "--batch"])
    assert exited.value.code == 2
    assert "OPENAI_API_KEY" in capsys.readouterr().err


def test_a_collect_process_killed_mid_download_is_finished_by_the_next(db, fake_batch) -> None:
    import os
    import signal
    import subprocess
    import sys

    fake_batch.scenario.grade = grade_of
    fake_batch.batch.stall_download_once = True
    submit(db, fake_batch)
    root = Path(__file__).resolve().parents[4]
    process = subprocess.Popen([sys.executable, "-m", "labeler", "--db", str(db), "judge", "--collect"],
                               env=dict(os.environ, PYTHONPATH=str(root)), cwd=root,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        assert fake_batch.download_stalled.wait(60), "the collect process never reached the download"
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(30)
    assert process.returncode == -signal.SIGKILL
    result = run_cli(db, "judge", "--collect")
    assert "completed, 200 answers stored" in result.output
    suggestions = stored(db)
    assert sorted(s.chunk_id for s in suggestions) == sorted(f"c{n}" for n in range(PAIRS))
    assert {s.chunk_id: s.grade for s in suggestions} == {f"c{n}": n % 4 for n in range(PAIRS)}


def test_batch_dry_run_plans_and_sends_nothing(db, fake_batch) -> None:
    result = submit(db, fake_batch, "--dry-run")
    assert "would send 200 requests" in result.output
    assert fake_batch.requests == [] and fake_batch.jobs == {}


def test_wait_reports_every_job_even_those_finished_at_an_earlier_poll(db, fake_batch) -> None:
    fake_batch.batch.polls_before_done = 1
    submit(db, fake_batch, "--query", "q0")
    assert "in_progress" in run_cli(db, "judge", "--collect").output  # the first job's first poll
    submit(db, fake_batch, "--query", "q1")
    result = run_cli(db, "judge", "--collect", "--wait", "--poll-seconds", "0")
    assert result.output.count("completed, 20 answers stored") == 2, result.output
    assert "stored 40 suggestions" in result.output


def test_collect_wait_ends_in_one_line_when_another_shell_forgets_its_job(db, fake_batch) -> None:
    """`judge --collect --wait` printed "1 of 1 running" forever after `judge --forget-job ID --yes` ran
    in another shell: the job it had seen stayed in its list as running. Two real processes here."""
    import os
    import subprocess
    import sys

    fake_batch.batch.polls_before_done = 10**9  # the provider never finishes it
    submit(db, fake_batch, "--query", "q0")
    (job_id,) = list(fake_batch.jobs)
    root = Path(__file__).resolve().parents[4]
    env = dict(os.environ, PYTHONPATH=str(root))
    waiting = subprocess.Popen([sys.executable, "-m", "labeler", "--db", str(db), "judge", "--collect", "--wait",
                                "--poll-seconds", "0.05"], env=env, cwd=root, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert waiting.stderr is not None
        first = waiting.stderr.readline()  # its first poll's progress line: it is waiting now
        assert "batch jobs: 1 of 1 running" in first, first
        forgot = subprocess.run([sys.executable, "-m", "labeler", "--db", str(db), "judge", "--forget-job", job_id,
                                 "--yes"], env=env, cwd=root, capture_output=True, text=True, timeout=120)
        assert forgot.returncode == 0 and "forgot job" in forgot.stdout, forgot.stderr
        out, _ = waiting.communicate(timeout=120)
    finally:
        waiting.kill()
        waiting.wait(30)
    assert waiting.returncode == 0
    assert out.splitlines()[0] == (f"job {job_id}: forgotten meanwhile (`labeler judge --forget-job`): "
                                   "no longer waited for")
    assert "still running" not in out


def test_collect_wait_stops_waiting_for_a_job_another_collect_finished(db, fake_batch) -> None:
    """A job stored by a second `--collect` while this one waits is reported as such, not waited for."""
    from labeler.services.judging.batch import collect_batches

    fake_batch.scenario.grade = grade_of
    fake_batch.batch.polls_before_done = 1
    submit(db, fake_batch, "--query", "q0")
    repository = open_repository(str(db))
    try:
        def meanwhile(_seconds: float) -> None:  # another shell collects between two polls of this one
            run_cli(db, "judge", "--collect")

        summary = collect_batches(repository, wait=True, poll_seconds=0, sleep=meanwhile)
    finally:
        repository.close()
    (job,) = summary.jobs
    assert (job.gone, summary.still_pending, job.stored) == ("collected", 0, 0)
    assert len(stored(db)) == 20


def test_a_batch_answer_with_half_an_emoji_is_stored_as_live_judging_stores_it(db, fake_batch) -> None:
    """Live and batch answers go through one sanitising step (judge.answers.outcome): the same text, stored ok."""
    fake_batch.scenario.content = lambda body: '{"grade": 1, "reason": "cut \\ud83d"}'
    submit(db, fake_batch, "--query", "q0")
    run_cli(db, "judge", "--collect")
    assert {(s.status, s.grade, s.reason) for s in stored(db)} == {(SuggestionStatus.OK, 1, "cut \ufffd")}
    live = run_cli(db, "judge", "--model", MODEL, "--base-url", fake_batch.base_url, "--query", "q0")
    assert "cached: 20" in live.output and fake_batch.chat_requests == []


def test_samples_go_as_one_set_per_sample_asking_the_model_itself(db, fake_batch) -> None:
    fake_batch.scenario.grade = grade_of
    result = submit(db, fake_batch, "--query", "q0", "--samples", "2", "--temperature", "0.7")
    assert "submitted 20 requests" in result.output and result.output.count("submitted 20 requests") == 2
    bodies = [line["body"] for job in fake_batch.jobs for line in fake_batch.input_lines(job)]
    assert len(bodies) == 40 and {body["model"] for body in bodies} == {MODEL}
    run_cli(db, "judge", "--collect")
    sets = {s.model for s in stored(db)}
    assert sets == {f"{MODEL}#1", f"{MODEL}#2"}
    refused = run_cli(db, "judge", "--model", MODEL, "--base-url", fake_batch.base_url, "--batch", "--samples", "2",
                      code=2)  # a LabelerError: labeler.cli.main prints it in one line and exits 2
    assert "error: --samples 2 at temperature 0" in refused.output


def test_a_live_run_after_batch_holds_back_the_pending_pairs(db, fake_batch) -> None:
    fake_batch.scenario.grade = grade_of
    submit(db, fake_batch, "--query", "q0")
    result = run_cli(db, "judge", "--model", MODEL, "--base-url", fake_batch.base_url, "--query", "q0", "--query", "q1")
    assert "held back: 20 pairs waiting in a pending batch job" in result.output
    sent = {passage_of(request.body) for request in fake_batch.chat_requests}
    assert len(fake_batch.chat_requests) == 20 and not any(f"passage {n}" == p for n in range(20) for p in sent)


def test_collect_has_no_dry_run(db) -> None:
    result = run_cli(db, "judge", "--collect", "--dry-run", code=2)
    assert "no --dry-run" in result.output


def test_samples_are_planned_in_one_pass_and_each_prompt_rendered_once(db, fake_batch, monkeypatch) -> None:
    import labeler.judge.prompt as prompt_module
    from labeler.storage import Repository

    renders = []
    render = prompt_module.render_template
    monkeypatch.setattr(prompt_module, "render_template", lambda *args: renders.append(1) or render(*args))
    pool_reads = []
    read_pool = Repository.pool_pair_batches
    monkeypatch.setattr(Repository, "pool_pair_batches", lambda self, **kw: pool_reads.append(1) or read_pool(self, **kw))
    result = submit(db, fake_batch, "--samples", "3", "--temperature", "0.7", "--query", "q0", "--query", "q1",
                    "--limit", "30")
    assert result.output.count("submitted 30 requests") == 3 and result.output.count("left by --limit: 10") == 3
    assert len(pool_reads) == 1  # one plan pass for the three sample sets
    assert sum(len(fake_batch.input_lines(job)) for job in fake_batch.jobs) == 90
    assert len(renders) == 90  # one render per request line: none to size the prompts


def test_one_jobs_failed_download_is_reported_and_every_other_job_still_collected(db, fake_batch) -> None:
    fake_batch.scenario.grade = grade_of
    fake_batch.batch.break_download_once = True  # the first output download (the first job's) breaks
    assert "submitted 200 requests in 2 batch job(s)" in submit(db, fake_batch, "--batch-size", "100").output
    first, second = fake_batch.jobs
    result = run_cli(db, "judge", "--collect", code=2)  # a LabelerError: main prints it in one line, exit 2
    lines = result.output.splitlines()
    assert [line for line in lines if line.startswith(f"job {first}: not collected: cannot download batch file")]
    assert f"job {second}: completed, 100 answers stored" in lines
    assert lines[-1].startswith("error: 1 of 2 batch job(s) could not be collected")
    assert len(stored(db)) == 100  # the second job whole (the first broke before a group of answers was complete)
    result = run_cli(db, "judge", "--collect")
    assert f"job {first}: completed, 100 answers stored" in result.output
    assert {s.chunk_id: s.grade for s in stored(db)} == {f"c{n}": n % 4 for n in range(PAIRS)}
