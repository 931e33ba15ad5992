"""Screens are thin: nothing under labeler/tui calls a repository method; it calls a service."""

from __future__ import annotations

import ast
from pathlib import Path

import labeler.tui

TUI = Path(labeler.tui.__file__).parent


def repository_calls(path: Path) -> list[str]:
    """'file:line name' of every call of the form <anything>.repository.<method>(...)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value
            named = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", None)
            if named == "repository":
                found.append(f"{path.relative_to(TUI)}:{node.lineno} {node.func.attr}")
    return found


def test_no_screen_or_widget_calls_the_repository():
    calls = [call for path in sorted(TUI.rglob("*.py")) for call in repository_calls(path)]
    assert calls == []
