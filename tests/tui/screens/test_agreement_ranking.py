"""Pilot tests: the agreement screen's LLM tab shows each model's system ranking as services.judging.system_ranking computes it."""

from __future__ import annotations

from textual.widgets import DataTable, Select

from labeler.services.project import open_repository
from labeler.services.judging.system_ranking import system_ranking
from labeler.tui.app import create_app
from labeler.tui.screens.agreement import AgreementScreen, number
from tests.projects.ranking_db import make_ranking_db
from tests.tui.conftest import settle, workers_done
from tests.tui.screens.test_agreement_screen import fill, rendered, rows


async def _open_llm_tab(app, pilot) -> AgreementScreen:
    await settle(app, pilot)
    await pilot.press("A")
    await workers_done(app)
    await pilot.pause()
    await pilot.press("2")
    await workers_done(app)
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, AgreementScreen)
    return screen


async def test_the_llm_tab_shows_tau_and_the_runs_that_move(tmp_path):
    db = make_ranking_db(tmp_path)
    repository = open_repository(db)
    try:
        expected = system_ranking(repository, "m")
        app = create_app(repository, "alice")
        async with app.run_test(size=(120, 44)) as pilot:
            screen = await _open_llm_tab(app, pilot)
            assert expected is not None
            summary = rendered(screen, "#llm-ranking-summary")
            assert f"System ranking of 3 runs by nDCG@10   Kendall tau {number(expected.kendall_tau)}" in summary
            assert rows(screen.query_one("#llm-ranking", DataTable)) == [
                [r.name, f"{r.human:.4f}", f"{r.llm:.4f}", str(r.rank_human), str(r.rank_llm), f"{r.move:+d}"]
                for r in expected.movers()
            ]
    finally:
        repository.close()


async def test_a_model_without_runs_to_rank_says_what_is_missing(open_app, db_path):
    fill(db_path)  # judgments and a second model, no run
    app = open_app()
    async with app.run_test(size=(120, 44)) as pilot:
        screen = await _open_llm_tab(app, pilot)
        assert "needs two or more imported runs" in rendered(screen, "#llm-ranking-summary")
        assert screen.query_one("#llm-ranking", DataTable).row_count == 0
        screen.query_one("#llm-model", Select).value = 1  # the other model: its own ranking, as missing
        await workers_done(app)
        await pilot.pause()
        assert "needs two or more imported runs" in rendered(screen, "#llm-ranking-summary")
        assert set(screen.rankings) == {"other-model", "test-model"}


async def test_a_ranking_asked_before_recompute_is_dropped_when_it_arrives(tmp_path):
    from labeler.tui.screens.agreement import RankingComputed

    db = make_ranking_db(tmp_path)
    repository = open_repository(db)
    try:
        app = create_app(repository, "alice")
        async with app.run_test(size=(120, 44)) as pilot:
            screen = await _open_llm_tab(app, pilot)
            shown = rendered(screen, "#llm-ranking-summary")
            screen.ranking_generation += 1  # as r does, while an older worker was still running
            screen.post_message(RankingComputed("m", None, "stale ranking from before r", 0))
            await pilot.pause()
            assert "stale ranking" not in rendered(screen, "#llm-ranking-summary")
            assert rendered(screen, "#llm-ranking-summary") == shown
    finally:
        repository.close()
