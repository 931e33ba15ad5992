"""Fixtures the file input tests share."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest

from labeler.storage import Repository, open_repository


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Repository, Path, Iterator[int]]]:
    """One migrated SQLite database for the module, a directory for the files, and a counter."""
    root = tmp_path_factory.mktemp("fuzz")
    repository = open_repository(str(root / "fuzz.db"))
    try:
        yield repository, root, itertools.count()
    finally:
        repository.close()
