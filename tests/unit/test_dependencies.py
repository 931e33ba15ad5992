"""pyproject's dependencies say what labeler imports: every third-party package imported directly
by labeler/ or migrations/ is declared, nothing declared goes unused, and each has an upper bound."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# import name -> distribution name, where they differ
DISTRIBUTION = {"textual_plotext": "textual-plotext", "textual_serve": "textual-serve"}


def _declared() -> dict[str, str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {re.split(r"[<>=!~\[ ]", spec, maxsplit=1)[0].lower(): spec for spec in project["dependencies"]}


def _imported() -> set[str]:
    names: set[str] = set()
    for folder in ("labeler", "migrations"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Import):
                    names |= {alias.name.split(".")[0] for alias in node.names}
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    names.add(node.module.split(".")[0])
    third_party = names - set(sys.stdlib_module_names) - {"labeler", "__future__"}
    return {DISTRIBUTION.get(name, name).lower() for name in third_party}


def test_every_direct_import_is_declared_and_every_dependency_used() -> None:
    declared, imported = set(_declared()), _imported()
    assert imported - declared == set(), "imported but not declared in [project] dependencies"
    assert declared - imported == set(), "declared but never imported by labeler/ or migrations/"


def test_every_dependency_has_an_upper_bound() -> None:
    unbounded = [spec for spec in _declared().values() if "<" not in spec]
    assert unbounded == []
