"""Tests reach ../shared only through tests/shared_data.py, so a clone without it passes.

A test that built the path itself once read ../shared without a skip: the README's test command
failed in a fresh clone while CI, which always has the folder, passed. ``.ci/run`` runs the tests
marked ``shared`` once more with LABELER_SHARED_DIR pointed at a missing folder.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.shared_data import REPO, require_shared, shared_param

TESTS = REPO / "tests"


def _docstrings(tree: ast.AST) -> set[int]:
    """ids of the string constants that are docstrings (they may name ../shared freely)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def test_no_test_module_builds_a_path_to_shared_itself() -> None:
    offenders = []
    for path in sorted(TESTS.rglob("*.py")):
        if path.name in ("shared_data.py", "test_shared_data.py"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
                if node.value == "shared" or "../shared" in node.value:
                    offenders.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert offenders == [], "use the fixtures of tests/shared_data.py (dl21, dl19, trec_eval_oracle, shared_dir)"


def test_an_absent_folder_skips_with_its_path_in_the_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import tests.shared_data as shared_data

    monkeypatch.setattr(shared_data, "SHARED_ROOT", tmp_path / "nowhere")
    with pytest.raises(pytest.skip.Exception, match="nowhere/data/trec-dl-2021 is absent"):
        require_shared("data", "trec-dl-2021")
    [case] = shared_param([], "oracle")
    assert case.marks[0].name == "skip" and "nowhere/oracle is absent" in case.marks[0].kwargs["reason"]
