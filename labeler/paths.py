"""Where things live: packaged resources and default output folders."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def migrations_dir() -> Path:
    """The Alembic script directory, shipped inside the package as labeler._migrations."""
    return Path(str(files("labeler._migrations")))


def demo_data_dir() -> Path:
    """The bundled demo dataset (BEIR/TREC files)."""
    return Path(str(files("labeler") / "demo" / "data"))


def default_exports_dir() -> Path:
    """Exports go to ./exports unless --out says otherwise."""
    return Path("exports")
