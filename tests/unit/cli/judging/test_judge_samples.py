"""Repeated samples (`judge --samples N`): N suggestion sets "M#1".."M#N" of one model, each cached apart."""

from __future__ import annotations

from collections import Counter

from labeler.services.judging.prefill import plan_samples, run_prefill, sample_names
from labeler.storage import open_repository
from tests.projects.judge_project import MODEL, config, suggestions
from tests.projects.tiny_project import main_exit, run_cli


def test_sample_names() -> None:
    assert sample_names("m", 1) == ["m"]
    assert sample_names("gpt-4o-mini", 3) == ["gpt-4o-mini#1", "gpt-4o-mini#2", "gpt-4o-mini#3"]


def test_samples_are_stored_as_separate_sets_and_cached_per_set(db, fake_openai, keyed) -> None:
    result = run_cli(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url, "--samples", "3",
                     "--temperature", "0.7")
    assert len(fake_openai.chat_requests) == 18
    assert {r.body["model"] for r in fake_openai.chat_requests} == {MODEL}  # the endpoint is asked for the model itself
    assert {r.body["temperature"] for r in fake_openai.chat_requests} == {0.7}
    stored = suggestions(db)
    assert Counter(s.model for s in stored) == {f"{MODEL}#1": 6, f"{MODEL}#2": 6, f"{MODEL}#3": 6}
    assert {len({(s.chunk_id, s.model) for s in stored})} == {18}
    assert result.output.count("done 6") == 3

    again = run_cli(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url, "--samples", "3",
                    "--temperature", "0.7")
    assert "nothing to send" in again.output and len(fake_openai.chat_requests) == 18
    more = run_cli(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url, "--samples", "4",
                   "--temperature", "0.7")
    assert f"{MODEL}#1: nothing to send" in more.output and len(fake_openai.chat_requests) == 24
    assert Counter(s.model for s in suggestions(db))[f"{MODEL}#4"] == 6
    plain = run_cli(db, "judge", "--model", MODEL, "--base-url", fake_openai.base_url, "--dry-run")
    assert "would send 6 requests" in plain.output  # the model's own set is apart from its samples


def test_dry_run_counts_every_sample(db, fake_openai, keyed) -> None:
    one = run_cli(db, "judge", "--model", MODEL, "--dry-run")
    three = run_cli(db, "judge", "--model", MODEL, "--dry-run", "--samples", "3", "--temperature", "1")
    assert "would send 18 requests" in three.output
    tokens = [int(r.output.split("about ")[1].split(" prompt")[0].replace(",", "")) for r in (one, three)]
    assert tokens[1] == 3 * tokens[0]
    assert fake_openai.requests == []


def test_samples_at_temperature_zero_are_refused_in_one_line(db, keyed, capsys) -> None:
    assert main_exit(db, "judge", "--model", MODEL, "--samples", "3", "--dry-run") == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--temperature" in err


def test_one_pass_plans_each_set_with_its_own_cache_and_limit(pool, fake_openai) -> None:
    first, second = plan_samples(pool, model=MODEL, samples=2, limit=2)
    assert (first.model, first.request_model, second.model) == (f"{MODEL}#1", MODEL, f"{MODEL}#2")
    assert first.requests == second.requests == 2 and first.over_limit == 4
    run_prefill(pool, config(fake_openai, temperature=0.5), first)
    first, second = plan_samples(pool, model=MODEL, samples=2)
    assert (first.cached, first.requests, second.cached, second.requests) == (2, 4, 0, 6)
