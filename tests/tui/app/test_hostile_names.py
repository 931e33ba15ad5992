"""Ids and names are untrusted too: a query or chunk id, an annotator, a model or a run named with
markup ("[/]", "[bold]x") shows literally in the adjudication, agreement, evaluation and prefill
screens (before, several of them raised MarkupError and took the app down)."""

from __future__ import annotations

from labeler.domain import Chunk, Pair, Query, Suggestion, SuggestionStatus
from labeler.services.importing import import_run
from labeler.services.project import open_repository
from labeler.tui.app import create_app
from labeler.tui.screens.adjudicate import AdjudicationScreen
from labeler.tui.screens.agreement import AgreementScreen
from labeler.tui.screens.evaluate.screen import EvaluationScreen
from labeler.tui.screens.prefill import PrefillScreen
from tests.tui.conftest import screen_text
from tests.tui.conftest import settle_screens as idle

QUERY = "q[/]1[bold]x"
CHUNK = "c[/]1[bold]x"
OTHER_CHUNK = "c2[/b]"
BOB = "[bold]x-bob"
CAROL = "carol[/]"
MODEL = "[bold]x[/]-model"
RUN = "run[/][bold]x"


def hostile_db(tmp_path):
    """One query, two chunks graded apart by BOB and CAROL, MODEL's suggestions, and run RUN."""
    repository = open_repository(str(tmp_path / "hostile.db"))
    repository.upsert_queries([Query(id=QUERY, text="solar [red]panels[/] in winter")])
    repository.upsert_chunks([[Chunk(id=CHUNK, text="Chunk [/] one."), Chunk(id=OTHER_CHUNK, text="Chunk two.")]])
    repository.add_pairs([Pair(query_id=QUERY, chunk_id=c, origin="pool", best_rank=r + 1)
                          for r, c in enumerate((CHUNK, OTHER_CHUNK))])
    for chunk, bob, carol in ((CHUNK, 0, 3), (OTHER_CHUNK, 2, 2)):
        repository.record_judgment(QUERY, chunk, BOB, bob, note="[bold]note[/]")
        repository.record_judgment(QUERY, chunk, CAROL, carol)
        repository.add_suggestion(Suggestion(QUERY, chunk, MODEL, "p1", SuggestionStatus.OK, grade=1))
    run_file = tmp_path / "hostile.trec"
    run_file.write_text(f"{QUERY} Q0 {CHUNK} 1 9.5 tag\n{QUERY} Q0 {OTHER_CHUNK} 2 8.5 tag\n")
    import_run(repository, run_file, name=RUN)
    return repository




async def test_markup_in_ids_and_names_shows_literally_everywhere(tmp_path):
    repository = hostile_db(tmp_path)
    app = create_app(repository, "alice")
    try:
        async with app.run_test(size=(120, 36)) as pilot:
            await idle(app, pilot)
            assert app.label_screen.view.query.id == QUERY

            app.action_open_adjudication()
            await idle(app, pilot)
            assert isinstance(app.screen, AdjudicationScreen)
            shown = screen_text(app)
            assert CHUNK in shown and BOB in shown and CAROL in shown and QUERY in shown
            await pilot.press("2")  # the notice names the pair literally too
            await idle(app, pilot)
            assert any(f"{QUERY} / {CHUNK}: 2" == n.message for n in app._notifications)
            await pilot.press("escape")
            await idle(app, pilot)

            app.action_open_agreement()
            await idle(app, pilot)
            assert isinstance(app.screen, AgreementScreen)
            shown = screen_text(app)
            assert BOB in shown and CAROL in shown and QUERY in shown
            await pilot.press("2")
            await pilot.pause()
            shown = screen_text(app)
            assert shown.count(MODEL) >= 2  # the model picker and the summary
            await pilot.press("escape")
            await idle(app, pilot)

            await pilot.press("e")
            await idle(app, pilot)
            assert isinstance(app.screen, EvaluationScreen)
            assert app.screen.error is None
            assert RUN in screen_text(app)
            await pilot.press("2")
            await pilot.pause()
            assert QUERY in screen_text(app)
            await pilot.press("4")
            await pilot.pause()
            assert screen_text(app).count(RUN) >= 1
            await pilot.press("escape")
            await idle(app, pilot)

            app.action_llm_prefill()
            await idle(app, pilot)
            assert isinstance(app.screen, PrefillScreen)
            assert f"current query only ({QUERY})" in screen_text(app)
            await pilot.press("escape")
            await idle(app, pilot)
    finally:
        repository.close()
