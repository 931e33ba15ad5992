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


def _documented_arrows() -> dict[str, set[str]]:
    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    block = text.split("## Every arrow", 1)[1].split("```", 2)[1]
    arrows = {}
    for line in block.splitlines():
        if "→" in line:
            source, targets = line.split("→")
            arrows[source.strip()] = set(targets.split())
    return arrows


def _arrows_in_the_code() -> dict[str, set[str]]:
    import grimp

    graph = grimp.build_graph("labeler")
    arrows: dict[str, set[str]] = {}
    for module in graph.modules:
        if module == "labeler":
            continue
        source = module.split(".")[1]
        for imported in graph.find_modules_directly_imported_by(module):
            target = imported.split(".")[1] if imported.startswith("labeler.") else None
            if target is not None and target != source:
                arrows.setdefault(source, set()).add(target)
    return arrows


def test_every_arrow_the_code_has_is_on_the_map_and_no_other():
    """docs/ARCHITECTURE.md's "Every arrow" lists each package's imports of the others, exactly."""
    assert _documented_arrows() == _arrows_in_the_code()
