"""The wheel must carry every subpackage, the migrations, the stylesheet and the demo data."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_subpackage_is_listed_in_pyproject():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "labeler").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    found |= {"labeler._migrations", "labeler._migrations.versions"}
    assert found <= listed, f"add to [tool.setuptools] packages: {sorted(found - listed)}"
    assert (ROOT / "migrations" / "__init__.py").exists() and (ROOT / "migrations" / "versions" / "__init__.py").exists()
