"""Each guide's "Try it" block runs as written, from a clone's folder: the commands of docs/*.md that a
reader is told to type (the lines that open the app are left out: a test cannot grade in it, and
`labeler demo` is run as `labeler demo --no-app`), and the Python API's example. A guide whose
example stopped working fails here."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from labeler.paths import demo_data_dir
from tests.cli_main import run_main

DOCS = Path(__file__).resolve().parents[2] / "docs"
GUIDES = ["WALKTHROUGH.md", "TEAM.md", "LLM_JUDGING.md", "HYBRID.md", "TREC_EVAL.md", "PYTHON_API.md"]


def try_block(guide: str) -> tuple[str, str]:
    """(language, code) of the first code block after the guide's first "Try it" heading (or its first)."""
    text = (DOCS / guide).read_text()
    start = text.find("## Try it")
    match = re.search(r"```(\w*)\n(.*?)```", text[max(start, 0):], re.S)
    assert match, f"{guide}: no code block to try"
    return match.group(1), match.group(2)


def commands(code: str) -> list[str]:
    """The block's command lines: continuations joined, comments and blank lines dropped."""
    lines = code.replace("\\\n", " ").splitlines()
    return [line.split(" #", 1)[0].strip() for line in lines if line.strip() and not line.startswith("#")]


def command_of(argv: list[str]) -> str | None:
    """The command `labeler ARGV` runs (None: the app, as plain `labeler` opens it)."""
    words = [a for i, a in enumerate(argv) if not a.startswith("-") and (i == 0 or argv[i - 1] not in ("--db", "--annotator"))]
    return words[0] if words else None


@pytest.fixture
def clone(tmp_path, monkeypatch) -> Path:
    """A folder laid out as the clone's root is for these examples (labeler/demo/data), with its own user folders."""
    (tmp_path / "labeler" / "demo").mkdir(parents=True)
    (tmp_path / "labeler" / "demo" / "data").symlink_to(demo_data_dir())
    for name, value in {"HOME": tmp_path / "home", "XDG_DATA_HOME": tmp_path / "data",
                        "XDG_CONFIG_HOME": tmp_path / "config"}.items():
        monkeypatch.setenv(name, str(value))
    monkeypatch.delenv("LABELER_DB", raising=False)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize("guide", GUIDES)
def test_a_guides_example_runs_as_written(clone, guide, monkeypatch):
    language, code = try_block(guide)
    if language == "python":
        exec(compile(code, guide, "exec"), {})
        return
    variables: dict[str, str] = {}
    ran = 0
    for line in commands(code):
        if re.fullmatch(r"\w+=\S+", line):
            name, value = line.split("=", 1)
            variables[name] = value
            continue
        if re.fullmatch(r"export \w+=\S+", line):
            name, value = line.removeprefix("export ").split("=", 1)
            monkeypatch.setenv(name, value)
            continue
        words = shlex.split(re.sub(r"\$(\w+)", lambda m: variables[m.group(1)], line))
        assert words[0] == "labeler", f"{guide}: {line}"
        argv = words[1:]
        command = command_of(argv)
        if command in (None, "tui"):
            continue
        if command == "demo" and "--no-app" not in argv:
            argv = [*argv, "--no-app"]
        code_, out, err = run_main(argv)
        assert code_ == 0, f"{guide}: `{line}` exited {code_}: {err}"
        ran += 1
    assert ran >= 2, guide
