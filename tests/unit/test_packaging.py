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
