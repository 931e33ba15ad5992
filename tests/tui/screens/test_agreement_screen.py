"""Pilot tests: the agreement screen shows the numbers services.team.agreement computes."""

from __future__ import annotations

from textual.widgets import DataTable, Select, Static, TabbedContent

from labeler.domain import Suggestion, SuggestionStatus
from labeler.services.team.agreement import human_agreement, llm_agreement
from labeler.services.project import open_repository
from labeler.tui.screens.agreement import AgreementScreen, number, percent
from tests.tui.conftest import settle, workers_done

# (annotator, query index, chunk index, grade): three annotators overlapping on q1 and q2
GRADES = [
    ("alice", 0, 0, 3), ("bob", 0, 0, 3), ("carol", 0, 0, 2),
    ("alice", 0, 1, 2), ("bob", 0, 1, 0), ("carol", 0, 1, 2),
    ("alice", 0, 2, 1), ("bob", 0, 2, 1),
    ("alice", 1, 0, 0), ("bob", 1, 0, 2), ("carol", 1, 0, 3),
    ("alice", 1, 1, 3), ("bob", 1, 1, 3), ("carol", 1, 1, 3),
]


def fill(db_path) -> None:
    """Judgments of three annotators and suggestions of a second model."""
    repository = open_repository(str(db_path))
    try:
        for annotator, i, j, grade in GRADES:
            repository.record_judgment(f"q{i + 1}", f"c{i + 1}-{j + 1:02d}", annotator, grade)
        for j, grade in enumerate((3, 1, 1)):
            repository.add_suggestion(
                Suggestion("q1", f"c1-{j + 1:02d}", "other-model", "p1", SuggestionStatus.OK, grade=grade)
            )
    finally:
        repository.close()


def rendered(screen, selector: str) -> str:
    from rich.console import Console

    console = Console(width=120, record=True, color_system=None)
    console.print(screen.query_one(selector, Static).content)
    return console.export_text()


def rows(table: DataTable) -> list[list[str]]:
    return [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]


async def test_humans_and_llm_tabs_show_the_service_numbers(open_app, db_path):
    fill(db_path)
    repository = open_repository(str(db_path))
    try:
        humans = human_agreement(repository)
        models = llm_agreement(repository)
    finally:
        repository.close()
    app = open_app()
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(app, pilot)
        await pilot.press("A")
        await workers_done(app)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, AgreementScreen)
        summary = rendered(screen, "#humans-summary")
        assert f"Krippendorff alpha (ordinal) {number(humans.alpha_ordinal)}" in summary
        assert f"Fleiss kappa {number(humans.fleiss.kappa)}" in summary
        assert f"percent agreement {percent(humans.percent)}" in summary
        assert rows(screen.query_one("#pairwise-table", DataTable)) == [
            [p.first, p.second, str(p.items), number(p.kappa), number(p.kappa_quadratic), percent(p.percent)]
            for p in humans.pairwise
        ]
        # per query, lowest agreement first, as the service orders them
        assert [r[0] for r in rows(screen.query_one("#humans-queries", DataTable))] == [
            q.query_id for q in humans.per_query
        ]
        # the confusion matrix follows the selected annotator pair
        first = humans.pairwise[0]
        assert "rows alice, columns bob" in rendered(screen, "#humans-confusion")
        table = screen.query_one("#pairwise-table", DataTable)
        table.focus()
        await pilot.press("down")
        await pilot.pause()
        second = humans.pairwise[1]
        assert f"rows {second.first}, columns {second.second}" in rendered(screen, "#humans-confusion")
        assert first.first == "alice"

        await pilot.press("2")
        await pilot.pause()
        assert screen.query_one(TabbedContent).active == "agreement-llm"
        assert [m.model for m in models] == ["other-model", "test-model"]
        llm_text = rendered(screen, "#llm-summary")
        report = models[0]
        assert "other-model" in llm_text
        assert f"Cohen kappa {number(report.kappa)}   quadratic {number(report.kappa_quadratic)}" in llm_text
        assert f"binary (grade ≥ 2) {number(report.kappa_binary)}" in llm_text
        assert f"{report.mean_signed_difference:+.2f}" in llm_text
        assert [r[0] for r in rows(screen.query_one("#llm-annotators", DataTable))] == ["alice", "bob", "carol"]
        screen.query_one("#llm-model", Select).value = 1
        await pilot.pause()
        assert "test-model" in rendered(screen, "#llm-summary")
        assert [r[0] for r in rows(screen.query_one("#llm-queries", DataTable))] == [
            q.name for q in models[1].per_query
        ]
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is app.label_screen


async def test_no_shared_pairs_says_so(open_app, db_path):
    app = open_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        app.action_open_agreement()
        await workers_done(app)
        await pilot.pause()
        assert "no pair has been judged by two annotators" in rendered(app.screen, "#humans-summary")
        assert "no pair has both a human judgment" in rendered(app.screen, "#llm-summary")
