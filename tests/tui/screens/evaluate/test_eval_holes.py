"""The evaluation screen on a judged set a new run meets (tests/projects/holes_project.py): the run with holes is
named under the summary, a fully judged one is not, and h draws the holes that matter most for the
annotator, whom g then takes to them."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from labeler.services.project import open_repository
from labeler.tui.app import create_app
from tests.projects.holes_project import HOLES, MODEL, build
from tests.tui.conftest import session_jobs_done
from tests.tui.screens.evaluate.test_evaluate_screen import open_evaluation

SIZE = (120, 36)
ANNOTATOR = "alice"


@pytest.fixture
def holes_db(tmp_path: Path) -> Path:
    path = tmp_path / "holes.db"
    build(path, tmp_path)
    return path


def _legend(screen) -> str:
    return str(screen.query_one("#summary-legend", Static).render())


async def _workers_done(app, pilot) -> None:
    for _ in range(50):
        await app.workers.wait_for_complete()
        await session_jobs_done(app)
        await pilot.pause()
        if not app.workers and not any(getattr(screen, "busy", False) for screen in app.screen_stack):
            return


async def test_the_summary_names_the_run_with_holes_and_h_samples_them(holes_db):
    repository = open_repository(str(holes_db))
    app = create_app(repository, ANNOTATOR)
    try:
        async with app.run_test(size=SIZE) as pilot:
            screen = await open_evaluation(app, pilot)
            legend = _legend(screen)
            assert ("warning: run new: 4 of its 12 top-3 pairs (33%) and 8 of its 20 top-5 pairs (40%) have no human "
                    "grade and count as irrelevant") in legend
            assert "run old:" not in legend
            assert repository.assignments(ANNOTATOR) == []
            await pilot.press("h")
            await _workers_done(app, pilot)
            chosen = repository.assignments(ANNOTATOR)
            assert chosen and {int(c.split("_")[1]) for _, c, _ in chosen} <= {*HOLES, 7}  # holes only
            assert len(chosen) == 3  # a quarter of the 12 holes
            design = repository.newest_design()
            assert design is not None and design.spec.model == MODEL
    finally:
        repository.close()


async def test_the_summary_shows_a_hostile_run_name_escaped_once(tmp_path):
    from labeler.domain.untrusted import terminal_text
    from tests.projects.sampling_project import run_cli
    from tests.unit.cli.eval.test_holes_sinks import NAME

    db = tmp_path / "hostile.db"
    files = build(db, tmp_path, new_run=False)
    run_cli(db, "import", "run", str(files["new.run"]), "--name", NAME)
    run_cli(db, "pool", "--depth", "5")
    repository = open_repository(str(db))
    app = create_app(repository, ANNOTATOR)
    try:
        async with app.run_test(size=SIZE) as pilot:
            legend = _legend(await open_evaluation(app, pilot))
            assert f"warning: run {terminal_text(NAME, one_line=True)}: 4 of its 12 top-3 pairs" in legend
            assert "\x1b" not in legend and "\u202e" not in legend
    finally:
        repository.close()
