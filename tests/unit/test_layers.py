"""The layering promise: lower layers never import the front ends or heavy UI/API libraries."""

import subprocess
import sys

import pytest


def _imported_after(statement: str) -> set[str]:
    code = f"import sys; {statement}; print('\\n'.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


@pytest.mark.parametrize(
    ("module", "forbidden"),
    [
        # the Python API (pandas, services) loads on first use of labeler.evaluate & co., not here
        ("labeler", {"textual", "sqlalchemy", "openai", "numpy", "pandas", "pyarrow", "click"}),
        ("labeler.domain", {"textual", "sqlalchemy", "openai", "numpy", "pandas", "pyarrow"}),
        ("labeler.metrics", {"textual", "sqlalchemy", "openai", "pandas"}),
        ("labeler.dataio", {"textual", "sqlalchemy", "openai"}),
        ("labeler.storage", {"textual", "openai", "pandas", "pyarrow"}),
        ("labeler.judge", {"textual", "sqlalchemy", "pandas", "pyarrow"}),
        ("labeler.cli", {"textual", "sqlalchemy", "openai", "pandas", "pyarrow"}),
        # the web server stands above the app: it starts app processes, it does not load the app or a database
        ("labeler.serve.server", {"textual", "sqlalchemy", "openai", "pandas", "pyarrow"}),
        # and the app knows nothing of the server that may serve it
        ("labeler.tui.app", {"textual_serve", "aiohttp"}),
    ],
)
def test_layer_does_not_import(module: str, forbidden: set[str]) -> None:
    loaded = {name.split(".")[0] for name in _imported_after(f"import {module}")}
    assert not (loaded & forbidden), f"{module} pulled in {sorted(loaded & forbidden)}"


def test_the_python_api_loads_on_first_use() -> None:
    assert "labeler.api" not in _imported_after("import labeler")
    assert "labeler.api" in _imported_after("import labeler; labeler.evaluate")


MAX_MODULE_LINES = 450


def test_no_module_is_a_mansion() -> None:
    """One idea per module: none past ~450 lines. One that grows past ~400 becomes a subpackage split by
    what it holds (as dataio/runs/ was), never a sibling holding "the rest"."""
    from pathlib import Path

    package = Path(__file__).resolve().parents[2] / "labeler"
    too_big = {
        str(path.relative_to(package.parent)): n
        for path in package.rglob("*.py")
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    }
    assert not too_big, f"modules over {MAX_MODULE_LINES} lines: {too_big}"


MAX_FOLDER_MODULES = 16
# one module per measure family, as ir_measures does: adding a measure is one file beside the others
CROWDS_ALLOWED = {"labeler/metrics/measures"}


def test_no_folder_is_a_crowd() -> None:
    """Folders by concept: none holds more than 16 modules side by side (``__init__.py`` aside), in
    labeler/ or tests/. One that grows past it gets subpackages for the concepts inside it (tests
    mirror the subpackage they exercise); the measure registry alone may, one module per family."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    crowded = {}
    for top in ("labeler", "tests"):
        for folder in [root / top, *(root / top).rglob("*")]:
            if not folder.is_dir() or "__pycache__" in folder.parts:
                continue
            modules = [path for path in folder.glob("*.py") if path.name != "__init__.py"]
            name = folder.relative_to(root).as_posix()
            if len(modules) > MAX_FOLDER_MODULES and name not in CROWDS_ALLOWED:
                crowded[name] = len(modules)
    assert not crowded, f"folders over {MAX_FOLDER_MODULES} modules: {crowded}"


def test_no_module_is_the_rest_of_another() -> None:
    """A big module is split into a subpackage by concept, not into `x_more.py` / `x_extra.py` / `x2.py`."""
    import re
    from pathlib import Path

    package = Path(__file__).resolve().parents[2] / "labeler"
    rest = [str(path.relative_to(package.parent)) for path in package.rglob("*.py")
            if re.search(r"_(more|extra|rest|misc|part\d*|other)$|[a-z]\d$", path.stem)]
    assert rest == [], f"split these by what they hold, into a subpackage: {rest}"


# The root of the package holds the entry points and the leaves every layer may read, nothing that
# belongs to a layer: a module found here is filed in the layer that holds its kind of code.
ROOT_MODULES = {
    "__init__",  # the Python front door (the API, lazily) and __version__
    "__main__",  # python -m labeler
    "runtime",  # the process tuning the entry points apply
    "version",  # __version__, a leaf
    "paths",  # where packaged resources live, a leaf
}


def test_the_root_holds_only_entry_points_and_leaves() -> None:
    from pathlib import Path

    package = Path(__file__).resolve().parents[2] / "labeler"
    modules = {path.stem for path in package.glob("*.py")}
    assert modules == ROOT_MODULES, f"file these in their layer: {sorted(modules - ROOT_MODULES)}"


def test_no_layer_imports_the_package_root() -> None:
    """`import labeler` is the front door (it names the API): a layer that imports it points up."""
    import grimp

    graph = grimp.build_graph("labeler")
    assert graph.find_modules_that_directly_import("labeler") == set()


def test_the_version_is_a_leaf() -> None:
    import labeler
    from labeler import version

    assert labeler.__version__ == version.__version__
    loaded = {name for name in _imported_after("import labeler.version") if name.startswith("labeler")}
    assert loaded == {"labeler", "labeler.version"}


def test_every_package_of_the_root_is_a_layer() -> None:
    """import-linter's layers contract names every package at the root: none is outside the layering."""
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    contract = next(c for c in config["tool"]["importlinter"]["contracts"] if c["type"] == "layers")
    layered = {name.strip() for layer in contract["layers"] for name in layer.split("|")}
    packages = {f"labeler.{init.parent.name}" for init in (root / "labeler").glob("*/__init__.py")}
    assert packages == layered, f"not in the layers contract: {sorted(packages - layered)}"
