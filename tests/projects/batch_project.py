"""The project and helpers the batch judging tests share: 10 queries with 20 pool pairs each, the CLI
run in-process, and the suggestions stored. A test module imports the fixtures db and keyed (autouse)."""

from __future__ import annotations

import re
from pathlib import Path

import click
import pytest
from click.testing import CliRunner, Result

from labeler.cli import main
from labeler.domain import Chunk, Pair, Query, Suggestion
from labeler.storage import open_repository
from tests.fake_openai import FAKE_KEY, passage_of

MODEL = "fake-judge"
PAIRS = 200


def make_project(path: Path) -> Path:
    """10 queries with 20 pool pairs each (chunk c{n} holds "passage {n}") in a new database at path."""
    repository = open_repository(str(path))
    try:
        repository.upsert_queries([Query(f"q{i}", f"query {i}") for i in range(10)])
        repository.upsert_chunks([[Chunk(f"c{n}", f"passage {n}") for n in range(PAIRS)]])
        repository.add_pairs([Pair(f"q{n // 20}", f"c{n}", "pool", n % 20 + 1) for n in range(PAIRS)])
    finally:
        repository.close()
    return path


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A new project (make_project) in the test's folder."""
    return make_project(tmp_path / "project.db")


@pytest.fixture(autouse=True)
def keyed(monkeypatch: pytest.MonkeyPatch) -> None:
    """OPENAI_API_KEY set to the fake key."""
    monkeypatch.setenv("OPENAI_API_KEY", FAKE_KEY)


def grade_of(body: dict) -> int:
    """The fake's grade: the passage number modulo 4."""
    return int(re.search(r"passage (\d+)", passage_of(body)).group(1)) % 4


@click.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True, "help_option_names": []})
@click.pass_context
def _labeler(ctx: click.Context) -> None:
    """labeler's own entry point (user errors: one line, exit 2), so CliRunner sees what a shell sees."""
    main(ctx.args)


def run_cli(db: Path, *args: str, code: int = 0, input: str | None = None) -> Result:  # noqa: A002 - click's name
    """`labeler --db DB ARGS...` in this process, through labeler's main; asserts the exit code."""
    result = CliRunner().invoke(_labeler, ["--db", str(db), *args], catch_exceptions=True, input=input)
    assert result.exit_code == code, (result.output, result.exception)
    return result


def submit(db: Path, server, *extra: str) -> Result:
    """`labeler judge --batch` of MODEL to the fake server."""
    return run_cli(db, "judge", "--model", MODEL, "--base-url", server.base_url, "--batch", *extra)


def stored(db: Path) -> list[Suggestion]:
    """Every suggestion in the database, oldest first."""
    repository = open_repository(str(db))
    try:
        return repository.suggestions()
    finally:
        repository.close()
