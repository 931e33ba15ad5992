"""A judging run is built in one place, for `labeler judge` (live, --batch, --collect, --forget-job)
and the app's prefill alike: its JudgeRequest by services.judging.run_config.judge_request, the
JudgeConfig in it by judge_config."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from labeler.domain import LabelerError
from labeler.judge.config import JudgeConfig
from labeler.services.judging.run_config import (
    JudgeRequest,
    JudgeRequestRefused,
    judge_config,
    judge_request,
)
from labeler.services.roles import ServedJudge

LABELER = Path(__file__).resolve().parents[4] / "labeler"


def test_limits_not_given_are_the_configs_own_defaults() -> None:
    assert judge_config("gpt-4o-mini") == JudgeConfig("gpt-4o-mini")
    built = judge_config("m", base_url="http://127.0.0.1:9/v1", concurrency=3, timeout=5.0, temperature=0.7,
                         max_retries=0, backoff_base=0.0)
    assert built == JudgeConfig("m", base_url="http://127.0.0.1:9/v1", concurrency=3, timeout=5.0, temperature=0.7,
                                max_retries=0, backoff_base=0.0)


def test_a_served_apps_judge_wins_over_what_the_form_holds() -> None:
    served = ServedJudge("the-servers-model", "http://judge.example/v1", api_key="sk-served")
    built = judge_config("another-model", base_url="http://elsewhere/v1", concurrency=2, served=served)
    assert (built.model, built.base_url, built.api_key, built.concurrency) == ("the-servers-model", None, "sk-served", 2)
    assert "sk-served" not in repr(built)


@pytest.mark.parametrize("model, limits, message", [
    (None, {}, "name the model the judge runs (--model NAME)"),
    ("", {}, "name the model the judge runs (--model NAME)"),
    ("m", {"concurrency": 0}, "concurrency must be at least 1"),
    ("m", {"timeout": 0.0}, "timeout must be positive"),
    ("m", {"max_retries": -1}, "max_retries must be 0 or more"),
])
def test_what_a_config_cannot_hold_is_one_line(model: str | None, limits: dict[str, float], message: str) -> None:
    with pytest.raises(LabelerError) as refused:
        judge_config(model, **limits)  # type: ignore[arg-type]
    assert str(refused.value) == message


def _calls(name: str) -> list[str]:
    """The modules of labeler/ calling ``name(...)`` (as a name or an attribute)."""
    callers = []
    for path in sorted(LABELER.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) == name:
                callers.append(str(path.relative_to(LABELER)))
    return callers


def test_every_front_end_builds_its_run_with_judge_request() -> None:
    """`labeler judge` and the app's prefill hand their options to judge_request, and nothing else
    assembles a run: the config and the request are built in run_config only."""
    assert sorted(set(_calls("judge_request"))) == ["cli/judging/command.py", "tui/screens/prefill.py"]
    assert set(_calls("judge_config")) == {"services/judging/run_config.py"}
    assert set(_calls("JudgeRequest")) == {"services/judging/run_config.py"}
    assert set(_calls("JudgeConfig")) == {"services/judging/run_config.py"}  # the judge package defines it


def test_the_requests_defaults_are_the_judge_commands() -> None:
    """What `labeler judge --model m` hands judge_request is the request JudgeRequest's defaults make,
    with JudgeConfig's own defaults for the limits: every option is a field or a limit, same default."""
    from labeler.cli.judging.command import judge_command

    given = judge_command.make_context("judge", ["--model", "m"]).params
    built = judge_request(**given)
    assert built == dataclasses.replace(JudgeRequest(), config=JudgeConfig("m"))
    limits = {"concurrency", "timeout", "temperature", "max_retries", "backoff_base"}
    assert {name: given[name] for name in limits} == {name: getattr(JudgeConfig("m"), name) for name in limits}
    assert set(given) == set(JudgeRequest.__dataclass_fields__) - {"config"} | limits | {"model"}


def test_a_request_holds_the_run_whole() -> None:
    request = judge_request(model="m", base_url="http://127.0.0.1:9/v1", concurrency=3, temperature=0.7, samples=2,
                            pair_filter="all", query_ids=("q1",), limit=5, batch=True, batch_size=10)
    assert request.config == JudgeConfig("m", base_url="http://127.0.0.1:9/v1", concurrency=3, temperature=0.7)
    assert (request.model, request.samples, request.pair_filter, request.query_ids, request.limit) == (
        "m", 2, "all", ("q1",), 5)
    assert request.by_batch and not judge_request(model="m", batch=True, dry_run=True).by_batch
    with pytest.raises(AttributeError):
        request.samples = 3  # type: ignore[misc]  # frozen: built once
    collect = judge_request(collect=True, base_url="http://127.0.0.1:9/v1")
    assert collect.config is None and collect.by_batch and collect.base_url == "http://127.0.0.1:9/v1"
    assert judge_request(forget_job="batch_1", yes=True).config is None


def test_a_served_apps_judge_wins_in_the_request_too() -> None:
    served = ServedJudge("the-servers-model", "http://judge.example/v1", api_key="sk-served")
    request = judge_request(model="typed", base_url="http://elsewhere/v1", served=served)
    assert (request.model, request.judge.api_key) == ("the-servers-model", "sk-served")
    assert "sk-served" not in repr(request)


@pytest.mark.parametrize("options, message", [
    ({"forget_job": "b", "batch": True}, "--forget-job goes alone (not with --batch, --collect or --dry-run)"),
    ({"model": "m", "yes": True}, "--yes goes with --forget-job"),
    ({"collect": True, "dry_run": True}, "--collect stores what finished: it has no --dry-run"),
    ({"model": "m", "batch": True, "collect": True}, "--batch submits and --collect collects: use one at a time"),
    ({"model": "m", "batch": True, "wait": True}, "--wait goes with --collect"),
    ({"batch": True}, "--batch needs --model"),
    ({}, "--model is required (except with --collect)"),
    ({"batch": True, "dry_run": True}, "--model is required (except with --collect)"),
])
def test_options_that_do_not_make_one_run_are_refused(options: dict[str, object], message: str) -> None:
    with pytest.raises(JudgeRequestRefused) as refused:
        judge_request(**options)  # type: ignore[arg-type]
    assert str(refused.value) == message
