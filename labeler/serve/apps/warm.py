"""What a process that forks `labeler serve`'s apps does once, so that each app starts warm.

Importing is half of a fresh app's start; most of the rest is Textual's first styling, layout and
drawing and SQLAlchemy's first statements, which fill caches that every later app of the same
process reuses. `warm_up` imports the app and the server's database driver, then runs the app
once, headless, to its first screen and one grade on a throwaway SQLite database, and leaves no
thread, event loop or connection behind (the caller checks the threads before forking).
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from labeler.tui.app import LabelerApp

WARM_UP_SECONDS = 60.0


def warm_up(db: str | None, seconds: float = WARM_UP_SECONDS) -> None:
    """Import the app (and db's driver, without connecting), then run it once on a throwaway database."""
    import textual.drivers.web_driver  # noqa: F401  (the driver every served app runs on)

    from labeler.services.demo import tiny_project
    from labeler.storage import load_driver
    from labeler.tui.app import create_app
    from labeler.tui.keymap import load_keymap

    if db:
        load_driver(db)
    load_keymap()
    with tempfile.TemporaryDirectory(prefix="labeler-warm-up-") as folder:
        with tiny_project(Path(folder) / "warm-up.db") as project:
            asyncio.run(_first_screen_and_a_grade(create_app(project, "warm-up"), seconds))


async def _first_screen_and_a_grade(app: LabelerApp, seconds: float) -> None:
    async with app.run_test(size=(100, 30)) as pilot:
        for key in ("", "1"):
            if key:
                await pilot.press(key)
            deadline = time.monotonic() + seconds
            while time.monotonic() < deadline:
                await app.workers.wait_for_complete()
                await pilot.pause(0)
                label = app.label_screen
                if label is not None and label.view is not None and not label.busy:
                    break
