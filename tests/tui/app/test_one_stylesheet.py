"""The app's CSS lives in one place, labeler/tui/labeler.tcss: no widget or screen carries its own."""

from __future__ import annotations

import ast
from pathlib import Path

import labeler.tui

TUI = Path(labeler.tui.__file__).parent


def test_no_module_of_the_app_sets_default_css():
    offenders = []
    for path in sorted(TUI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
                node, ast.AnnAssign) else []
            if any(isinstance(t, ast.Name) and t.id in ("DEFAULT_CSS", "CSS") for t in targets):
                offenders.append(f"{path.relative_to(TUI)}:{node.lineno}")
    assert offenders == [], "CSS belongs in labeler/tui/labeler.tcss"


def test_every_screen_class_styled_in_the_stylesheet_exists():
    """A rule naming a screen that was renamed or moved would silently style nothing."""
    import re

    css = (TUI / "labeler.tcss").read_text()
    named = set(re.findall(r"^([A-Z]\w+)[ .#{]", css, re.M))
    source = "\n".join(p.read_text() for p in TUI.rglob("*.py"))
    missing = sorted(name for name in named if f"class {name}(" not in source)
    assert missing == []
