"""The README's first screen is what a newcomer needs and nothing else: what labeler is, one picture,
the install with how to run labeler afterwards (with and without activating the virtualenv), the demo,
the keys as a table, and the test command (the one .ci/run runs); the rest is in docs/ guides it links."""

from __future__ import annotations

import re
from pathlib import Path

from labeler.tui.bindings import LABEL_BINDINGS
from labeler.tui.screens.help import EXTRA_KEYS

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()
FIRST_SCREEN = "\n".join(README.splitlines()[:60])
INSTALL = "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/labeler demo"
TESTS = 'python3 -m venv .venv && .venv/bin/pip install -q -e ".[test]" && .venv/bin/python -m pytest -q'


def test_the_first_screen_has_the_install_the_demo_the_keys_and_the_tests():
    assert README.startswith("# labeler\n")
    pictures = re.findall(r"!\[[^\]]+\]\(([^)]+)\)", FIRST_SCREEN)
    assert len(pictures) == 1 and (ROOT / pictures[0]).is_file()
    assert INSTALL in FIRST_SCREEN and TESTS in FIRST_SCREEN
    # how to run labeler again in a shell where nothing was activated, and with the venv activated
    assert ".venv/bin/labeler" in FIRST_SCREEN.split(INSTALL, 1)[1] and "source .venv/bin/activate" in FIRST_SCREEN
    assert "| key | does |" in FIRST_SCREEN


def test_the_test_command_is_the_one_ci_runs():
    ci = (ROOT / ".ci" / "run").read_text()
    assert 'python3 -m venv .venv && .venv/bin/pip install -q -e ".[test]"' in ci and ".venv/bin/python -m pytest -q" in ci


def test_every_key_of_the_table_is_bound_in_the_app():
    table = FIRST_SCREEN.split("| key | does |", 1)[1].split("\n\n", 1)[0]
    keys = {key for row in table.splitlines()[2:] for key in re.findall(r"`([^`]+)`", row.split("|")[1])}
    bound = {key.strip() for binding in LABEL_BINDINGS for key in binding.key.split(",")}
    names = {"←": "left", "→": "right", "?": "question_mark", "/": "slash"}
    extra = {key for key, _ in EXTRA_KEYS}
    unknown = [key for key in keys if names.get(key, key) not in bound | extra]
    assert not unknown and {"0", "1", "2", "3", "enter", "q", "?"} <= keys, unknown


def test_every_guide_it_links_exists():
    guides = re.findall(r"\]\((docs/[^)]+\.md)\)", README)
    assert {"docs/WALKTHROUGH.md", "docs/TEAM.md", "docs/LLM_JUDGING.md", "docs/HYBRID.md", "docs/TREC_EVAL.md",
            "docs/PYTHON_API.md"} <= set(guides)
    for guide in guides:
        assert (ROOT / guide).is_file(), guide
