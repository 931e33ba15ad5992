"""The label screen and `labeler status` start without the libraries they do not use (issue 12: both
open in under a second on a 5 M-judgment database, and most of that second was imports).

The schema is plain SQLAlchemy Core, so neither path may load SQLModel, pydantic or the ORM; the
head revision comes from file names, so opening a current database loads no Alembic; and neither
needs the Python API's pandas/pyarrow, the judge's openai or the reports' Jinja2. Each test runs a
fresh interpreter (sys.modules of this one holds everything the other tests imported).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.tui.dbs import make_db

NEVER_AT_START = ("alembic", "pandas", "pyarrow", "openai", "jinja2")

LABEL_SCREEN = """
import asyncio, sys
from labeler.services.project import open_repository
from labeler.tui.app import create_app

async def show() -> None:
    app = create_app(open_repository(sys.argv[1]), "alice")
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(100):
            await app.workers.wait_for_complete()
            await pilot.pause()
            label = app.label_screen
            if label is not None and label.view is not None and not label.busy:
                break
        print("SHOWN", app.label_screen.view.chunk_id)

asyncio.run(show())
print("MODULES", " ".join(sorted(sys.modules)))
"""

STATUS = """
import sys
from labeler.cli import main
try:
    main(["--db", sys.argv[1], "status"])
except SystemExit as exit:
    assert not exit.code, exit.code
print("MODULES", " ".join(sorted(sys.modules)))
"""


def _loaded(code: str, db: Path) -> tuple[str, list[str]]:
    """(what the child printed before its module list, the modules it had loaded at the end)."""
    out = subprocess.run([sys.executable, "-c", code, str(db)], capture_output=True, text=True, check=True).stdout
    printed, modules = out.split("MODULES ", 1)
    return printed, modules.split()


def _unwanted(modules: list[str], names: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == name or m.startswith(name + ".") for name in names))


def test_label_screen_shows_a_pair_without_orm_alembic_or_the_api_libraries(tmp_path: Path) -> None:
    db = tmp_path / "labels.db"
    make_db(db).close()
    printed, modules = _loaded(LABEL_SCREEN, db)
    assert "SHOWN c1-01" in printed
    assert "labeler.storage.schema" in modules  # the storage path was taken
    assert _unwanted(modules, NEVER_AT_START) == []


def test_status_prints_without_orm_alembic_textual_or_the_judge(tmp_path: Path) -> None:
    db = tmp_path / "labels.db"
    make_db(db).close()
    printed, modules = _loaded(STATUS, db)
    assert "pairs in pool" in printed and "12" in printed
    # nor the judge's planning (status reads pending batch jobs straight from the repository)
    assert _unwanted(modules, (*NEVER_AT_START, "textual", "labeler.services.prefill", "labeler.services.batch_judging")) == []
