"""docs/ARCHITECTURE.md's tree is the map: every package on disk is on it, and everything on it exists.

The app's packages (labeler/tui/) are held only the second way: the app's own layout may grow
subpackages that its section of the map names in its own words."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _mapped_packages() -> set[str]:
    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    block = text.split("## The tree (the map)", 1)[1].split("```", 2)[1]
    stack: list[tuple[int, str]] = []
    found = set()
    for line in block.splitlines():
        match = re.match(r"^( *)((?:[a-z_]+/ +)*[a-z_]+/)(?: |$)", line)
        if not match:
            continue
        indent = len(match.group(1))
        while stack and stack[-1][0] >= indent:
            stack.pop()
        parent = stack[-1][1] if stack else ""
        names = match.group(2).split()
        for name in names:
            found.add(parent + name.rstrip("/"))
        if len(names) == 1:
            stack.append((indent, parent + names[0]))
    return found


def _packages_on_disk() -> set[str]:
    return {str(init.parent.relative_to(ROOT)) for init in (ROOT / "labeler").rglob("__init__.py")
            if "__pycache__" not in init.parts}


def test_every_package_is_on_the_map():
    missing = {p for p in _packages_on_disk() - _mapped_packages() if not p.startswith("labeler/tui/")}
    assert not missing, f"add to docs/ARCHITECTURE.md's tree: {sorted(missing)}"


def test_everything_on_the_map_exists():
    gone = _mapped_packages() - _packages_on_disk()
    assert not gone, f"docs/ARCHITECTURE.md's tree names packages that do not exist: {sorted(gone)}"
