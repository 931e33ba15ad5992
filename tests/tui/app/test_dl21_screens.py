"""The screens on TREC DL 2021 itself (4 of its runs, NIST's grades, its 28-character passage ids) at
80x24 and 120x36: read only through tests/shared_data.py's fixture, skipped where ../shared is absent."""

from __future__ import annotations

import pytest
from textual.widgets import DataTable

from labeler.tui.screens.evaluate.drilldown import DrillDownScreen
from labeler.tui.screens.evaluate.screen import EvaluationScreen
from tests.tui.conftest import settle_screens as settle

RUNS = ("NLE_P_V1andV2", "p_f10_mdt53b", "uogTrBasePDQ", "uogTrPot5")
SIZES = [(80, 24), (120, 36)]


@pytest.fixture(scope="module")
def dl21_db(dl21, tmp_path_factory):
    """A project of DL 2021's topics, passages, 4 runs and human qrels, built once for the module."""
    from labeler.services.importing import import_chunks, import_qrels, import_queries, import_run
    from labeler.services.project import open_repository

    path = tmp_path_factory.mktemp("dl21") / "dl21.db"
    repository = open_repository(str(path))
    try:
        import_queries(repository, dl21 / "topics.tsv")
        import_chunks(repository, dl21 / "passages.tsv")
        for run in RUNS:
            import_run(repository, dl21 / "runs" / f"{run}.run")
        import_qrels(repository, dl21 / "qrels.human.txt", annotator="nist")
    finally:
        repository.close()
    return path


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_dl21_summary_fits_and_the_drill_down_tells_chunks_apart(dl21_db, tmp_path, size):
    import shutil

    from labeler.services.project import open_repository
    from labeler.tui.app import create_app

    path = tmp_path / "dl21.db"
    shutil.copyfile(dl21_db, path)
    repository = open_repository(str(path))
    try:
        app = create_app(repository, "alice")
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            await pilot.press("e")
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, EvaluationScreen) and len(screen.comparison.runs) == 4
            summary = screen.query_one("#summary-table", DataTable)
            assert summary.virtual_size.width <= summary.size.width  # no measure past the right edge
            await pilot.press("2")
            await settle(app, pilot)
            texts = [str(c.plain) for c in screen.query_one("#query-table", DataTable).get_column("text")]
            assert all(len(t) >= 30 or not t.endswith("…") for t in texts)
            await pilot.press("enter")
            await settle(app, pilot)
            drill = app.screen
            assert isinstance(drill, DrillDownScreen)
            shown = [str(c.plain) for c in drill.query_one("#drill-table", DataTable).get_column("chunk")]
            ids = [e.chunk_id for e in drill.drilldown.ranked]
            assert len(set(shown[: len(ids)])) == len(ids)
            assert all(i.endswith(s.lstrip("…")) for s, i in zip(shown, ids))
    finally:
        repository.close()
