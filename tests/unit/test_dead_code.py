"""No dead code: every function in labeler/ is referenced from labeler/ itself, or says it is a test seam.

A function counts as referenced when its name is used in labeler's source (a call, an attribute, an
import, or a word of a non-docstring string, which is how registries name what they load); docstrings
and comments do not count. Exempt, as vulture's whitelists do: names a framework calls by convention
(Textual's on_*/action_*/watch_*/validate_*/compute_*/compose, dunders), decorated functions (click
commands, Textual @on handlers, SQLAlchemy event listeners), Protocol members, overrides of a base
class's method, and definitions under `if TYPE_CHECKING:`. Anything else kept only for tests must say
why in a docstring starting "Test seam:" (docs/ARCHITECTURE.md, conventions).
"""

from __future__ import annotations

import ast
import importlib
import re
from dataclasses import dataclass
from pathlib import Path

import labeler

PACKAGE = Path(labeler.__file__).parent
CONVENTION = re.compile(r"^(on_|action_|watch_|validate_|compute_)|^compose$|^__\w+__$")
PLAIN_DECORATORS = {"staticmethod", "classmethod", "property", "cached_property", "override"}
SEAM = "Test seam:"
# Reached only from tests, in a module this check's author was asked not to edit: to delete (with its
# test) or to name as a seam, after which this entry goes.
NOT_YET_SETTLED: set[str] = set()


@dataclass(frozen=True)
class Definition:
    """One function or method defined in labeler/."""

    module: str
    line: int
    name: str
    owner: str | None  # the enclosing class, for methods
    exempt: bool


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _decorator_name(node: ast.expr) -> str:
    target = node.func if isinstance(node, ast.Call) else node
    return target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", "")


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _definitions(tree: ast.Module, module: str) -> list[Definition]:
    found: list[Definition] = []

    def visit(body: list[ast.stmt], owner: ast.ClassDef | None, in_function: bool) -> None:
        for node in body:
            if isinstance(node, ast.If) and _is_type_checking(node):
                continue
            if isinstance(node, ast.ClassDef):
                visit(node.body, node, in_function)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                decorated = any(_decorator_name(d) not in PLAIN_DECORATORS for d in node.decorator_list)
                protocol = owner is not None and any(_decorator_name(b) == "Protocol" for b in owner.bases)
                docstring = ast.get_docstring(node) or ""
                exempt = bool(CONVENTION.search(node.name)) or decorated or protocol or docstring.startswith(SEAM)
                if not in_function:  # a nested helper is seen by its enclosing function's reader
                    found.append(Definition(module, node.lineno, node.name, owner.name if owner else None, exempt))
                visit(node.body, None, True)
            elif isinstance(node, (ast.If, ast.Try, ast.With, ast.For, ast.While)):
                for block in ("body", "orelse", "finalbody"):
                    visit(getattr(node, block, []), owner, in_function)
                for handler in getattr(node, "handlers", []):
                    visit(handler.body, owner, in_function)

    visit(tree.body, None, False)
    return found


def _docstring_nodes(tree: ast.Module) -> set[int]:
    nodes = (n for n in ast.walk(tree) if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)))
    return {
        id(n.body[0].value)
        for n in nodes
        if n.body and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)
    }


def _references(tree: ast.Module) -> set[str]:
    docstrings = _docstring_nodes(tree)
    words: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            words.add(node.id)
        elif isinstance(node, ast.Attribute):
            words.add(node.attr)
        elif isinstance(node, ast.alias):
            words.add(node.name.rsplit(".", 1)[-1])
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            words.update(re.findall(r"\w+", node.value))
    return words


def _overrides(definition: Definition) -> bool:
    if definition.owner is None:
        return False
    cls = getattr(importlib.import_module(definition.module), definition.owner, None)
    return cls is not None and any(definition.name in vars(base) for base in cls.__mro__[1:])


def _unreferenced() -> list[str]:
    definitions: list[Definition] = []
    referenced: set[str] = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        definitions += _definitions(tree, _module_name(path))
        referenced |= _references(tree)
    return [
        f"{d.module}:{d.line}: {d.name}"
        for d in definitions
        if not d.exempt and d.name not in referenced and not _overrides(d)
        and f"{d.module}:{d.name}" not in NOT_YET_SETTLED
    ]


def test_every_function_is_referenced_or_a_named_test_seam() -> None:
    assert _unreferenced() == [], "delete these, or start their docstring with 'Test seam: why the product keeps it'"


def test_the_check_sees_an_unreferenced_function() -> None:
    tree = ast.parse('def used():\n    """Doc."""\ndef lonely():\n    """Mentions used."""\nused()\n')
    names = {d.name for d in _definitions(tree, "m") if not d.exempt}
    assert names - _references(tree) == {"lonely"}
    seam = ast.parse('def lonely():\n    """Test seam: tests build data with it."""\n')
    assert all(d.exempt for d in _definitions(seam, "m"))
