"""What a process that forks `labeler serve`'s apps does once, so that each app starts warm.

Importing is half of a fresh app's start; most of the rest is Textual's first styling, layout and
drawing and SQLAlchemy's first statements, which fill caches that every later app of the same
process reuses. `warm_up` imports the app and the server's database driver, then runs the app
once, headless, to its first screen and one grade on a throwaway SQLite database, and leaves no
thread, event loop or connection behind (the caller checks the threads before forking).

Textual keeps the CSS it parsed in a cache of each Stylesheet, so every app would parse its own CSS and
every widget's default CSS again (a tenth of a forked app's start); `share_css_parses` makes that
cache the process's, so an app forked after the warm-up finds the rules the warm-up parsed. In the same
way `read_verdicts_ahead` reads the detector's verdicts of the pool's next pairs once for every app, and
`open_project_ahead` opens the project once, its first read's statements compiled, for every app to adopt.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from labeler.tui.app import LabelerApp

WARM_UP_SECONDS = 60.0
_SHARED = "_labeler_shared_parses"  # marks Stylesheet._parse_rules once it is the shared one
_VARIABLES_KEY = "_labeler_variables_key"  # a stylesheet's variables, keyed while it parses


def share_css_parses() -> None:
    """Make Textual's parse cache the process's instead of each Stylesheet's (once per process).

    The key is Textual's own (the CSS, where it was read, default or not, tie breaker, scope) plus the
    stylesheet's variables, which the parse substitutes: a theme with other values parses afresh. The
    rules are shared as Textual shares them between the apply calls of one stylesheet: read, never
    changed. A parse that fails is not kept, so it fails again as it would have."""
    from textual.css.stylesheet import Stylesheet

    parse_rules, parse_sources = Stylesheet._parse_rules, Stylesheet.parse
    if getattr(parse_rules, _SHARED, False):
        return
    parsed: dict[tuple[Any, ...], Any] = {}

    def variables_key(self: Stylesheet) -> frozenset[tuple[str, str]]:
        return getattr(self, _VARIABLES_KEY, None) or frozenset(self._variables.items())

    def shared(self: Stylesheet, css: str, read_from: Any, is_default_rules: bool = False,
               tie_breaker: int = 0, scope: str = "") -> Any:
        key = (css, read_from, is_default_rules, tie_breaker, scope, variables_key(self))
        rules = parsed.get(key)
        if rules is None:
            rules = parsed[key] = parse_rules(self, css, read_from, is_default_rules, tie_breaker, scope)
        return rules

    def parse(self: Stylesheet) -> None:
        # the variables keyed once for all the sources of one parse, not once per source: keying a theme's
        # variables is most of what a shared parse costs
        setattr(self, _VARIABLES_KEY, frozenset(self._variables.items()))
        try:
            parse_sources(self)
        finally:
            delattr(self, _VARIABLES_KEY)

    setattr(shared, _SHARED, True)
    Stylesheet._parse_rules = shared  # type: ignore[method-assign]
    Stylesheet.parse = parse  # type: ignore[method-assign]


def warm_up(db: str | None, seconds: float = WARM_UP_SECONDS) -> None:
    """Import the app (and db's driver, without connecting), then run it once on a throwaway database."""
    import textual.drivers.web_driver  # noqa: F401  (the driver every served app runs on)

    from labeler.services.demo import tiny_project
    from labeler.services.judging.suspects import prepare_detector
    from labeler.storage import load_driver
    from labeler.tui.app import create_app
    from labeler.tui.keymap import load_keymap

    if db:
        load_driver(db)
    load_keymap()
    share_css_parses()
    prepare_detector()  # the label screen's first read of the detector would build its tables in every app
    if db:
        read_verdicts_ahead(db)
        open_project_ahead(db)
    with tempfile.TemporaryDirectory(prefix="labeler-warm-up-") as folder:
        with tiny_project(Path(folder) / "warm-up.db") as project:
            asyncio.run(_first_screen_and_a_grade(create_app(project, "warm-up"), seconds))
    let_threads_end()


def let_threads_end(seconds: float = 5.0) -> None:
    """Wait, up to seconds in all, for the threads the warm-up's app left ending to end (the label screen's
    session thread is let go, not joined, when the screen unmounts): the caller forks only with none left."""
    import threading

    deadline = time.monotonic() + seconds
    for thread in threading.enumerate():
        if thread is not threading.main_thread():
            thread.join(max(0.0, deadline - time.monotonic()))


def read_verdicts_ahead(db: str) -> None:
    """Read the detector's verdicts of the pool's next pairs once, here, so that every app forked
    afterwards finds them kept instead of reading the same pairs again; a project that cannot be
    opened or read now is left for the apps to say so."""
    from labeler.services.judging.suspects import read_pool_ahead
    from labeler.services.project import open_repository

    try:
        repository = open_repository(db, create=False, read_only=True)
        try:
            read_pool_ahead(repository)
        finally:
            repository.close()
    except Exception:  # noqa: BLE001 - a saving, never a condition: each app reads its pairs' verdicts itself
        return


def open_project_ahead(db: str) -> None:
    """Open db's project here once, run an app's first read on it (reads only), and keep its engine for the
    apps forked afterwards (storage.forked: its pool emptied now, each app checks it again): an app then
    neither inspects the file nor compiles that read's statements again. A project that cannot be opened
    as it is now (missing, older schema, read-only) is left for each app to open, and say why."""
    from labeler.domain import LabelerError
    from labeler.services.labeling.session import read_first_pair_ahead
    from labeler.services.project import open_repository

    try:
        repository = open_repository(db, create=False, migrate=False)
    except LabelerError:
        return
    try:
        read_first_pair_ahead(repository)
    except Exception:  # noqa: BLE001 - a saving, never a condition: each app's own first read says what fails
        pass
    finally:
        repository.keep_for_forks()


async def _first_screen_and_a_grade(app: LabelerApp, seconds: float) -> None:
    async with app.run_test(size=(100, 30)) as pilot:
        for key in ("", "1"):
            if key:
                await pilot.press(key)
            deadline = time.monotonic() + seconds
            while time.monotonic() < deadline:
                await app.workers.wait_for_complete()
                label = app.label_screen
                job = None if label is None else label.running_job
                if job is not None and not job.done():  # the session thread's: waited for, never polled
                    await asyncio.wrap_future(job)
                await pilot.pause(0.005)
                if label is not None and label.view is not None and not label.busy:
                    break
