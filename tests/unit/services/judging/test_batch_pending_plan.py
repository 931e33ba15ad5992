"""Pairs waiting in a pending batch job are left out by the plan itself, beside the cache check, so
`--limit N` counts pairs that can be sent (live, batch and the app's prefill alike)."""

from __future__ import annotations

from pathlib import Path

from labeler.judge.tokens import ANSWER_TOKENS
from labeler.services.judging.prefill import plan_prefill
from labeler.storage import open_repository
from tests.fake_batch import fake_batch  # noqa: F401 - the fixture
from tests.fake_openai import passage_of
from tests.projects.batch_project import MODEL, db, grade_of, keyed, run_cli, submit  # noqa: F401 - fixtures shared


def test_a_live_limit_counts_sendable_pairs_not_pending_ones(db: Path, fake_batch) -> None:
    fake_batch.scenario.grade = grade_of
    submit(db, fake_batch, "--query", "q0")  # q0's 20 pairs wait in a pending job
    result = run_cli(db, "judge", "--model", MODEL, "--base-url", fake_batch.base_url, "--query", "q0", "--query", "q1",
                     "--query", "q2", "--limit", "30")
    assert "requests to send: 30" in result.output and "left by --limit: 10" in result.output
    assert "held back: 20 pairs waiting in a pending batch job" in result.output
    sent = {passage_of(request.body) for request in fake_batch.chat_requests}
    assert len(fake_batch.chat_requests) == 30
    assert sent == {f"passage {n}" for n in range(20, 50)}  # q1 whole, then q2's first 10: none of q0's


def test_the_plan_counts_pending_pairs_and_force_sends_them(db: Path, fake_batch) -> None:
    submit(db, fake_batch, "--query", "q0", "--limit", "5")
    repository = open_repository(str(db))
    try:
        plan = plan_prefill(repository, model=MODEL, query_ids=["q0"], limit=10)
        assert (plan.pending, plan.requests, plan.over_limit) == (5, 10, 5)
        assert not {("q0", f"c{n}") for n in range(5)} & set(plan.pairs)
        assert plan.output_tokens == 10 * ANSWER_TOKENS  # the 10 pairs sent, not the 15 selected
        forced = plan_prefill(repository, model=MODEL, query_ids=["q0"], force=True)
        assert (forced.pending, forced.requests) == (0, 20)
        assert plan_prefill(repository, model="other", query_ids=["q0"]).pending == 0  # another set's job
    finally:
        repository.close()


def test_batch_limit_and_dry_run_count_the_same_sendable_pairs(db: Path, fake_batch) -> None:
    submit(db, fake_batch, "--query", "q0")
    dry = run_cli(db, "judge", "--model", MODEL, "--query", "q0", "--query", "q1", "--limit", "15", "--dry-run")
    assert "would send 15 requests" in dry.output and "held back: 20 pairs" in dry.output
    result = submit(db, fake_batch, "--query", "q0", "--query", "q1", "--limit", "15", "--force")
    assert "already in a pending batch job: 20" in result.output and "submitted 15 requests" in result.output


def test_a_batch_dry_run_with_force_holds_back_pending_pairs_as_the_batch_does(db: Path, fake_batch) -> None:
    submit(db, fake_batch, "--query", "q0")
    scope = ("--model", MODEL, "--query", "q0", "--query", "q1", "--force")
    dry = run_cli(db, "judge", *scope, "--batch", "--dry-run")
    assert "would send 20 requests" in dry.output and "held back: 20 pairs" in dry.output
    live_dry = run_cli(db, "judge", *scope, "--dry-run")  # live --force sends pending pairs again
    assert "would send 40 requests" in live_dry.output
    result = submit(db, fake_batch, "--query", "q0", "--query", "q1", "--force")
    assert "submitted 20 requests" in result.output
