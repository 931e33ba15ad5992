"""The one way tests reach ``../shared``: real TREC collections and trec_eval 10.0's printouts.

``../shared`` sits beside the checkout on CI and on the team's machines, never inside it (none of
its files are committed), so a fresh clone has none of it. Tests ask for it through the fixtures
below (``shared_dir``, ``dl21``, ``dl19``, ``trec_eval_oracle``), which skip with a message saying
what is missing and where it was looked for; collection-time code (parametrized golden cases) uses
``shared_path`` and ``shared_param``. ``LABELER_SHARED_DIR`` points elsewhere: ``.ci/run`` points it
at a missing folder and runs every test that uses these fixtures (marked ``shared``) once more, to
prove that a clone without ``../shared`` passes. ``tests/unit/test_shared_data.py`` holds every
test module to this plugin.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
# Read at import: the autouse environment fixture removes LABELER_* variables before each test.
SHARED_ROOT = Path(os.environ.get("LABELER_SHARED_DIR") or REPO.parent / "shared").absolute()
FIXTURES = ("shared_dir", "dl21", "dl19", "trec_eval_oracle")


def shared_path(*parts: str) -> Path:
    """The path of ``parts`` under the shared folder (it may not exist: see ``require_shared``)."""
    return SHARED_ROOT.joinpath(*parts)


def require_shared(*parts: str) -> Path:
    """The existing path of ``parts`` under the shared folder; skips the test where it is absent."""
    path = shared_path(*parts)
    if not path.exists():
        pytest.skip(f"{path} is absent: the shared data ({SHARED_ROOT}) is beside the checkout on CI, "
                    "not in a fresh clone (set LABELER_SHARED_DIR to use another copy)")
    return path


def shared_param(values: list[object], *parts: str) -> list[object]:
    """Parametrize values that come from the shared folder: one skipping case where it is absent,
    so a clone without it shows the skip and its reason instead of an empty parameter set."""
    if values:
        return values
    return [pytest.param(None, marks=pytest.mark.skip(
        reason=f"{shared_path(*parts)} is absent (shared data: {SHARED_ROOT})"), id="shared-absent")]


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The shared folder (../shared): skips where it is absent."""
    return require_shared()


@pytest.fixture(scope="session")
def dl21() -> Path:
    """TREC DL 2021 (human and LLM qrels, 63 runs, passages): skips where it is absent."""
    return require_shared("data", "trec-dl-2021")


@pytest.fixture(scope="session")
def dl19() -> Path:
    """TREC DL 2019 (human and LLM qrels, 3 runs, passages): skips where it is absent."""
    return require_shared("data", "trec-dl-2019")


@pytest.fixture(scope="session")
def trec_eval_oracle() -> Path:
    """trec_eval 10.0's printouts for hard cases and its own test files: skips where absent."""
    return require_shared("oracle", "trec_eval-10.0")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test that reaches the shared folder ``shared`` (``pytest -m shared`` runs them)."""
    for item in items:
        if any(name in getattr(item, "fixturenames", ()) for name in FIXTURES):
            item.add_marker(pytest.mark.shared)
