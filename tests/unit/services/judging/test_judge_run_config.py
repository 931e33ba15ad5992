"""A judging run's JudgeConfig is built in one place (services.judging.run_config.judge_config), for
`labeler judge` (live and --batch) and the app's prefill alike."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from labeler.domain import LabelerError
from labeler.judge.config import JudgeConfig
from labeler.services.judging.run_config import judge_config
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


def test_no_front_end_assembles_its_own_config() -> None:
    """JudgeConfig(...) is called by the builder only (the judge package defines it)."""
    builders = []
    for path in sorted(LABELER.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) == "JudgeConfig":
                builders.append(str(path.relative_to(LABELER)))
    assert builders == ["services/judging/run_config.py"]
