"""The wheel must carry every subpackage, the migrations, the stylesheet and the demo data."""

import runpy
from pathlib import Path

import pytest
import setuptools

ROOT = Path(__file__).resolve().parents[2]


def test_every_subpackage_goes_into_the_wheel(monkeypatch: pytest.MonkeyPatch):
    given: dict[str, object] = {}
    monkeypatch.setattr(setuptools, "setup", lambda **kwargs: given.update(kwargs))
    monkeypatch.chdir(ROOT)
    runpy.run_path(str(ROOT / "setup.py"), run_name="__main__")
    listed = set(given["packages"])  # type: ignore[arg-type]
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "labeler").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    found |= {"labeler._migrations", "labeler._migrations.versions"}
    assert found == listed, f"setup.py's packages differ from the tree: {sorted(found ^ listed)}"
    assert (ROOT / "migrations" / "__init__.py").exists() and (ROOT / "migrations" / "versions" / "__init__.py").exists()


def test_every_data_file_the_package_reads_goes_into_the_wheel():
    # a data file left out of package-data is missing only from an installed copy, never from a checkout's tests
    import subprocess
    import tomllib

    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
        "package-data"]["labeler"]
    shipped = {path for pattern in patterns for path in (ROOT / "labeler").glob(pattern) if path.is_file()}
    tracked = subprocess.run(["git", "ls-files", "labeler"], cwd=ROOT, capture_output=True, text=True, check=False)
    if tracked.returncode != 0 or not tracked.stdout:
        pytest.skip("not a git checkout: the tracked files are not known")
    data = {ROOT / line for line in tracked.stdout.splitlines() if not line.endswith(".py")}
    assert data - shipped == set(), f"not in [tool.setuptools.package-data]: {sorted(map(str, data - shipped))}"
