"""Pilot tests of the evaluation screen on the demo project (runs bm25 and dense), checked against
the services that compute the numbers and against what the repository holds afterwards."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from textual.widgets import DataTable, Input, Select, Static

from labeler.metrics.request import scoring_request
from labeler.services.evaluation.comparison import compare_runs
from labeler.services.evaluation.drilldown import drill_down
from labeler.services.evaluation.scoring import load_run, qrels_from_repository
from labeler.services.project import open_repository
from labeler.tui.screens.evaluate.drilldown import UNJUDGED, DrillDownScreen
from labeler.tui.screens.evaluate.screen import DEFAULT_EVAL_MEASURES, EvaluationScreen
from labeler.tui.screens.label.screen import LabelScreen
from labeler.tui.screens.evaluate.cells import number
from tests.tui.conftest import open_drill_down, open_evaluation
from tests.tui.conftest import settle_screens as settle

SIZE = (120, 36)
ANNOTATOR = "alice"


@pytest.fixture(scope="module")
def demo_template(tmp_path_factory) -> Path:
    """The demo database, built once per module and copied for each test."""
    from labeler.services.demo import build_demo

    path = tmp_path_factory.mktemp("demo") / "demo.db"
    build_demo(path).close()
    return path


@pytest.fixture
def demo_db(demo_template, tmp_path) -> Path:
    """A private copy of the demo database."""
    path = tmp_path / "demo.db"
    for suffix in ("", "-wal", "-shm"):
        source = Path(str(demo_template) + suffix)
        if source.exists():
            shutil.copy(source, str(path) + suffix)
    return path


@pytest.fixture
def open_app(demo_db):
    """Build the app on the demo copy (the repository is closed after the test)."""
    from labeler.tui.app import create_app

    opened = []

    def build():
        repository = open_repository(str(demo_db))
        opened.append(repository)
        return create_app(repository, ANNOTATOR)

    yield build
    for repository in opened:
        repository.close()


def expected_comparison(demo_db, runs=("bm25", "dense"), *, gain="linear", relevant_grade=1, **options):
    """The comparison the services compute on the database as it is now."""
    repository = open_repository(str(demo_db))
    try:
        tables = [load_run(name, repository) for name in runs]
        qrels = qrels_from_repository(repository)
        scoring = scoring_request(DEFAULT_EVAL_MEASURES, gain=gain, relevant_grade=relevant_grade)
        return compare_runs(tables, qrels, scoring, repository=repository, **options), tables, qrels
    finally:
        repository.close()


def column(table: DataTable, key: str) -> list[str]:
    """Plain text of one column, top to bottom."""
    return [str(getattr(cell, "plain", cell)) for cell in table.get_column(key)]


def row_keys(table: DataTable) -> list[str]:
    return [row.key.value for row in table.ordered_rows]


# --- opening ------------------------------------------------------------------------------


async def test_e_opens_the_evaluation_with_every_imported_run_and_escape_returns(open_app, demo_db):
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_evaluation(app, pilot)
        expected, _, _ = expected_comparison(demo_db)
        assert [s.name for s in screen.comparison.runs] == ["bm25", "dense"]
        assert screen.comparison.baseline == "bm25"
        summary = screen.query_one("#summary-table", DataTable)
        assert row_keys(summary) == ["bm25", "dense"]
        for run in ("bm25", "dense"):
            for measure in DEFAULT_EVAL_MEASURES:
                want = expected.run(run).summaries[measure]
                cell = summary.get_cell(run, measure).plain
                assert cell.splitlines()[0].startswith(number(want.mean))
                assert f"{want.ci_low:.2f}–{want.ci_high:.2f}" in cell
        dense_cell = summary.get_cell("dense", "nDCG@10").plain.splitlines()
        difference = expected.run("dense").differences["nDCG@10"]
        assert dense_cell[2].startswith(f"{difference.mean_difference:+.3f} p=".replace("+0.", "+.").replace("-0.", "-."))
        assert summary.get_cell("dense", "run").plain == "dense\nn=20"
        assert dense_cell[3] == f"J@10 {expected.run('dense').summaries['nDCG@10'].judged:.2f}"
        assert summary.get_cell("bm25", "nDCG@10").plain.splitlines()[2] == "baseline"

        await pilot.press("escape")
        await settle(app, pilot)
        assert isinstance(app.screen, LabelScreen)
        await pilot.press("e")
        await settle(app, pilot)
        assert app.screen is screen  # one instance: choices survive leaving it


async def run_command(app, pilot, words: str) -> None:
    """Run a command of the palette (ctrl+p) by typing its words, then settle."""
    await settle(app, pilot)
    await pilot.press("ctrl+p")
    await pilot.pause()
    await pilot.press(*words)
    await pilot.pause()
    await pilot.press("enter")
    await settle(app, pilot)


async def test_the_command_palette_opens_the_evaluation(open_app):
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        await run_command(app, pilot, "open evaluation")
        assert isinstance(app.screen, EvaluationScreen)
        assert app.screen.comparison is not None


# --- setup --------------------------------------------------------------------------------


async def test_picking_runs_baseline_gain_and_measures_recomputes(open_app, demo_db):
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_evaluation(app, pilot)
        await pilot.press("4")  # setup: the run list has focus, its first run (bm25) highlighted
        await pilot.press("space")
        await settle(app, pilot)
        assert screen.settings.runs == ("dense",)
        assert [s.name for s in screen.comparison.runs] == ["dense"]
        assert row_keys(screen.query_one("#summary-table", DataTable)) == ["dense"]

        await pilot.press("space")
        await settle(app, pilot)
        assert [s.name for s in screen.comparison.runs] == ["bm25", "dense"]

        screen.query_one("#baseline", Select).value = "dense"
        await settle(app, pilot)
        assert screen.comparison.baseline == "dense"
        screen.query_one("#gain", Select).value = "exponential"
        await settle(app, pilot)
        screen.query_one("#relevant-grade", Select).value = 2
        await settle(app, pilot)
        screen.query_one("#test", Select).value = "t"
        await settle(app, pilot)
        screen.query_one("#ci", Select).value = "t"
        await settle(app, pilot)
        expected, _, _ = expected_comparison(demo_db, baseline="dense", gain="exponential", relevant_grade=2, test="t",
                                             ci="t")
        got = screen.comparison
        assert got.options == expected.options
        assert got.run("bm25").differences["RR"] == expected.run("bm25").differences["RR"]
        assert got.run("bm25").summaries["R@100"] == expected.run("bm25").summaries["R@100"]

        measures = screen.query_one("#measures", Input)
        measures.focus()
        measures.value = "nDCG@3, P@5 AP"
        await pilot.press("enter")
        await settle(app, pilot)
        assert screen.comparison.measure_names == ["nDCG@3", "P@5", "AP"]

        measures.focus()  # enter handed the keys back: focus the field again to edit it
        measures.value = "nDCG@x"
        await pilot.press("enter")
        await settle(app, pilot)
        assert screen.error is not None and "nDCG@x" in screen.error
        assert screen.comparison.measure_names == ["nDCG@3", "P@5", "AP"]  # the last good result stays


async def test_importing_a_run_file_from_the_screen_adds_it_to_the_comparison(open_app, demo_db, tmp_path):
    from labeler.paths import demo_data_dir

    lines = (demo_data_dir() / "run-dense.trec").read_text().splitlines()
    run_file = tmp_path / "run-hybrid.trec"
    flipped = []
    for line in lines:  # dense's scores negated: its ranking upside down
        query_id, q0, chunk_id, rank, score, _ = line.split()
        flipped.append(f"{query_id} {q0} {chunk_id} {rank} {-float(score):.4f} hybrid\n")
    run_file.write_text("".join(flipped))
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_evaluation(app, pilot)
        await pilot.press("4")
        path_input = screen.query_one("#import-path", Input)
        path_input.focus()
        path_input.value = str(run_file)  # as typed (a key per character costs seconds, and tests nothing more)
        await pilot.press("enter")
        await settle(app, pilot)
        assert [i.name for i in screen.run_infos] == ["bm25", "dense", "hybrid"]
        assert [s.name for s in screen.comparison.runs] == ["bm25", "dense", "hybrid"]
        assert path_input.value == ""
        summary = screen.query_one("#summary-table", DataTable)
        assert row_keys(summary) == ["bm25", "dense", "hybrid"]
        # dense ranked upside down loses to the baseline beyond doubt: marked ▼ with its Holm p
        loss = screen.comparison.run("hybrid").differences["nDCG@10"]
        assert loss.mark == "loss"
        cell = summary.get_cell("hybrid", "nDCG@10")
        assert cell.plain.splitlines()[0].endswith(" ▼")
        assert "red" in str(cell.get_style_at_offset(app.console, cell.plain.index("▼")))

        path_input.focus()
        path_input.value = str(tmp_path / "missing.trec")
        await pilot.press("enter")
        await settle(app, pilot)
        assert any("missing.trec" in n.message for n in app._notifications)
    repository = open_repository(str(demo_db))
    try:
        assert repository.get_run("hybrid").n_rows == len(lines)
    finally:
        repository.close()


# --- per-query table ----------------------------------------------------------------------


async def test_per_query_table_sorts_by_gap_first_cycles_reverses_and_filters(open_app):
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_evaluation(app, pilot)
        await pilot.press("2")
        table = screen.query_one("#query-table", DataTable)
        comparison = screen.comparison
        assert (screen.sort.by, screen.sort.descending) == ("gap", True)
        assert row_keys(table) == [r.query_id for r in comparison.sorted_queries("gap", run="dense", descending=True)]
        worst = row_keys(table)[0]
        assert comparison.queries[[r.query_id for r in comparison.queries].index(worst)].gap("dense") == max(
            r.gap("dense") for r in comparison.queries)

        await pilot.press("s")  # gap to ideal of the baseline
        assert (screen.sort.by, screen.sort.run) == ("gap", "bm25")
        assert row_keys(table) == [r.query_id for r in comparison.sorted_queries("gap", run="bm25", descending=True)]

        await pilot.press("s")  # difference dense - bm25, biggest loss first
        assert (screen.sort.by, screen.sort.run, screen.sort.descending) == ("difference", "dense", False)
        differences = [float(v) for v in column(table, "diff:dense")]
        assert differences == sorted(differences)

        await pilot.press("o")
        differences = [float(v) for v in column(table, "diff:dense")]
        assert differences == sorted(differences, reverse=True)

        for _ in range(5):  # value dense, value bm25, judged dense, judged bm25, relevant
            await pilot.press("s")
        assert screen.sort.by == "relevant"
        relevant = [int(v) for v in column(table, "rel")]
        assert relevant == sorted(relevant, reverse=True)

        await pilot.press("slash", *"heat")
        await pilot.pause()
        shown = row_keys(table)
        assert shown and all("heat" in (r.text or "").lower() or "heat" in r.query_id
                             for r in comparison.queries if r.query_id in shown)
        assert len(shown) == len(comparison.sorted_queries(text_filter="heat"))


async def test_m_switches_the_measure_of_the_per_query_values(open_app):
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_evaluation(app, pilot)
        await pilot.press("2", "m")
        assert screen.query_measure == "nDCG@5"
        table = screen.query_one("#query-table", DataTable)
        by_id = {r.query_id: r for r in screen.comparison.queries}
        first = row_keys(table)[0]
        assert column(table, "value:dense")[0] == number(by_id[first].value("dense", "nDCG@5"))


# --- drill-down and judging the holes -----------------------------------------------------


def drill_rows(table: DataTable) -> list[list[str]]:
    return [[str(getattr(c, "plain", c)) for c in table.get_row(row.key)] for row in table.ordered_rows]


async def test_drill_down_at_80_columns_shows_all_three_lists_on_the_demo(open_app):
    """The comparison run's grades read `unjudg` and its DCG was off the screen at 80 columns: the short
    unjudged mark and the ideal list without its DG (IDCG adds them up) make room for all three."""
    app = open_app()
    async with app.run_test(size=(80, 24)) as pilot:
        drill = await open_drill_down(app, pilot)
        table = drill.query_one("#drill-table", DataTable)
        assert [c.key.value for c in table.ordered_columns] == [
            "rank", "chunk", "grade", "dg", "dcg", "ideal", "ideal_grade", "idcg", "base", "base_grade", "base_dcg"]
        assert table.virtual_size.width <= table.size.width
        rows = drill_rows(table)
        base = drill.baseline_drilldown.ranked
        assert [row[-2:] for row in rows[: len(base)]] == [
            ["?" if e.grade is None else str(e.grade), number(e.running_dcg)] for e in base]
        legend = drill.query_one("#drill-legend").render().plain
        assert legend.startswith("grade 0-3; ? unjudged counts as gain 0")


async def test_drill_down_shows_exactly_the_service_numbers(open_app, demo_db):
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_evaluation(app, pilot)
        await pilot.press("2", "enter")
        await settle(app, pilot)
        drill = app.screen
        assert isinstance(drill, DrillDownScreen)
        query_id = row_keys(screen.query_one("#query-table", DataTable))[0]
        assert (drill.query_id, drill.run) == (query_id, "dense")

        _, tables, qrels = expected_comparison(demo_db)
        want = drill_down(tables[1], qrels, query_id, 10, "linear")
        base = drill_down(tables[0], qrels, query_id, 10, "linear")
        assert drill.drilldown == want and drill.baseline_drilldown == base
        rows = drill_rows(drill.query_one("#drill-table", DataTable))
        assert len(rows) == max(len(want.ranked), len(want.ideal), len(base.ranked))
        # linear gain: no gain columns (the gain is the grade, 0 when unjudged)
        for i, entry in enumerate(want.ranked):
            grade = UNJUDGED if entry.grade is None else str(entry.grade)
            assert entry.gain == (entry.grade or 0)
            assert rows[i][1:5] == [entry.chunk_id, grade, number(entry.discounted_gain), number(entry.running_dcg)]
        for i, entry in enumerate(want.ideal):
            assert rows[i][5:9] == [entry.chunk_id, str(entry.grade), number(entry.discounted_gain),
                                    number(entry.running_dcg)]
        for i, entry in enumerate(base.ranked):
            grade = UNJUDGED if entry.grade is None else str(entry.grade)
            assert rows[i][9:] == [entry.chunk_id, grade, number(entry.running_dcg)]
        totals = drill.query_one("#drill-totals").render().plain
        assert f"DCG {number(want.dcg)} / IDCG {number(want.idcg)} = {number(want.ndcg)}" in totals
        assert f"{len(want.holes)} unjudged in the top 10" in totals

        await pilot.press("r")  # the next run: bm25 is the baseline, shown alone
        await settle(app, pilot)
        assert drill.run == "bm25" and drill.baseline_drilldown is None
        assert drill.drilldown == base


async def test_judging_the_holes_round_trip_updates_the_numbers(open_app, demo_db):
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(app, pilot)
        label = app.screen
        before = (label.view.query.id, label.view.chunk_id)
        screen = await open_evaluation(app, pilot)
        await pilot.press("2", "enter")
        await settle(app, pilot)
        drill = app.screen
        query_id = drill.query_id
        holes = drill.holes()
        assert holes and holes[0] == (query_id, drill.drilldown.holes[0])
        row_before = next(r for r in screen.comparison.queries if r.query_id == query_id)

        await pilot.press("h")
        await settle(app, pilot)
        visit = app.screen
        assert isinstance(visit, LabelScreen) and visit is not label
        assert visit.visits == holes
        assert (visit.view.query.id, visit.view.chunk_id) == holes[0]
        await pilot.press("3")  # grade the first hole
        await settle(app, pilot)
        if len(holes) > 1:
            assert (visit.view.query.id, visit.view.chunk_id) == holes[1]

        await pilot.press("escape")
        await settle(app, pilot)
        assert app.screen is drill
        assert drill.drilldown.holes == [c for _, c in holes[1:] if c in drill.drilldown.holes]
        assert holes[0][1] not in drill.holes()
        row_after = next(r for r in screen.comparison.queries if r.query_id == query_id)
        assert row_after.judged["dense"] == pytest.approx(row_before.judged["dense"] + 0.1)
        assert row_after.value("dense", "nDCG@10") != row_before.value("dense", "nDCG@10")
        assert row_after.num_rel == row_before.num_rel + 1
        expected, _, _ = expected_comparison(demo_db)
        assert screen.comparison.run("dense").summaries["nDCG@10"] == expected.run("dense").summaries["nDCG@10"]
        shown = screen.query_one("#query-table", DataTable).get_cell(query_id, "judged:dense").plain
        assert shown == number(row_after.judged["dense"], 2)

        await pilot.press("escape", "escape")
        await settle(app, pilot)
        assert app.screen is label
        assert (label.view.query.id, label.view.chunk_id) == before
    repository = open_repository(str(demo_db))
    try:
        grades = {(j.query_id, j.chunk_id): j.grade for j in repository.current_judgments(ANNOTATOR)}
    finally:
        repository.close()
    assert grades == {holes[0]: 3}


def _pair(view) -> tuple[str, str]:
    return (view.query.id, view.chunk_id)


async def test_the_label_screens_own_reads_during_a_holes_visit_keep_its_pair(open_app, demo_db, monkeypatch):
    # The label screen under the evaluation reads the detector's flags once (a timer after its first
    # pair) and the judged count now and then; both fall due here while a holes visit has moved the
    # session both screens share. The detector's timer is held back and fired at that moment.
    held = []
    set_timer = LabelScreen.set_timer

    def hold_the_suspects_read(self, delay, callback=None, **options):
        if callback is not None and "read_suspects" in getattr(callback, "__qualname__", ""):
            held.append((self, callback))
            return None
        return set_timer(self, delay, callback, **options)

    monkeypatch.setattr(LabelScreen, "set_timer", hold_the_suspects_read)
    # as in a fresh process (an earlier test may have loaded it): the first pair asks for the detector
    monkeypatch.setattr("labeler.services.judging.suspects.detector_loaded", lambda: False)
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(app, pilot)
        label = app.screen
        before = _pair(label.view)
        assert [owner for owner, _ in held] == [label]
        await open_evaluation(app, pilot)
        await pilot.press("2", "enter")
        await settle(app, pilot)
        await pilot.press("h")
        await settle(app, pilot)
        visit = app.screen
        assert isinstance(visit, LabelScreen) and visit is not label
        hole = _pair(visit.view)
        assert hole != before
        held.pop(0)[1]()  # the label screen's detector read falls due now
        label.refresh_progress()  # and so does its judged count
        await settle(app, pilot)
        assert _pair(visit.view) == hole
        await pilot.press("3")
        await settle(app, pilot)
        await pilot.press("escape")
        await settle(app, pilot)
        await pilot.press("escape", "escape")
        await settle(app, pilot)
        assert app.screen is label
        assert _pair(label.view) == before
        assert (label.session.view().query.id, label.session.view().chunk_id) == before
        assert label in [owner for owner, _ in held]  # asked again once back, for its own pair
        for _, callback in held:
            callback()
        await settle(app, pilot)
        assert _pair(label.view) == before
    repository = open_repository(str(demo_db))
    try:
        grades = {(j.query_id, j.chunk_id): j.grade for j in repository.current_judgments(ANNOTATOR)}
    finally:
        repository.close()
    assert grades == {hole: 3}


async def test_leaving_a_holes_visit_by_the_query_list_grades_the_label_screens_own_pair(open_app, demo_db):
    # the palette's query list closes every screen over the label screen at once, the visit's too;
    # cancelled, it leaves the label screen showing its pair: a grade must land on that pair
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(app, pilot)
        label = app.screen
        before = _pair(label.view)
        await open_evaluation(app, pilot)
        await pilot.press("2", "enter")
        await settle(app, pilot)
        await pilot.press("h")
        await settle(app, pilot)
        hole = _pair(app.screen.view)
        await pilot.press("3")
        await settle(app, pilot)
        app.action_open_queries()
        await settle(app, pilot)
        await pilot.press("escape")  # no query chosen
        await settle(app, pilot)
        assert app.screen is label and _pair(label.view) == before
        await pilot.press("1")
        await settle(app, pilot)
    repository = open_repository(str(demo_db))
    try:
        grades = {(j.query_id, j.chunk_id): j.grade for j in repository.current_judgments(ANNOTATOR)}
    finally:
        repository.close()
    assert grades == {hole: 3, before: 1}


async def test_grading_in_the_label_screen_shows_up_when_the_evaluation_returns(open_app, demo_db):
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_evaluation(app, pilot)
        judged_before = screen.comparison.run("bm25").summaries["Judged@10"].mean
        await pilot.press("escape")
        await settle(app, pilot)
        for _ in range(5):
            await pilot.press("2")
            await settle(app, pilot)
        await pilot.press("e")
        await settle(app, pilot)
        assert app.screen is screen
        expected, _, _ = expected_comparison(demo_db)
        assert screen.comparison.run("bm25").summaries == expected.run("bm25").summaries
        assert expected.run("bm25").summaries["Judged@10"].mean != judged_before


async def test_w_writes_the_report_and_says_where(open_app, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        await open_evaluation(app, pilot)
        await pilot.press("w")
        await settle(app, pilot)
        report = tmp_path / "exports" / "report.html"
        assert report.exists() and "dense" in report.read_text(encoding="utf-8")
        assert any(str(report) in n.message for n in app._notifications)


async def test_query_text_with_markup_and_escapes_shows_literally(open_app, demo_db):
    from labeler.domain import Query

    repository = open_repository(str(demo_db))
    hostile = "[bold red]boom[/] \x1b[31mred [/]"
    try:
        repository.upsert_queries([Query(id="q01", text=hostile)])
    finally:
        repository.close()
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_evaluation(app, pilot)
        await pilot.press("2", "slash", *"boom")
        await pilot.pause()
        table = screen.query_one("#query-table", DataTable)
        assert row_keys(table) == ["q01"]
        assert column(table, "text")[0].startswith("[bold red]boom[/] \\x1b[31mred [/]")
        await pilot.press("escape")  # leaves the filter for the table
        assert screen.focused is table
        await pilot.press("enter")
        await settle(app, pilot)
        assert "[bold red]boom[/]" in app.screen.query_one("#drill-query").render().plain


# --- snapshots ----------------------------------------------------------------------------


def test_summary_snapshot(snap_compare, open_app):
    app = open_app()

    async def ready(pilot):
        await open_evaluation(app, pilot)
        app.clear_notifications()
        await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=ready)


def test_drill_down_snapshot(snap_compare, open_app):
    app = open_app()

    async def ready(pilot):
        await open_evaluation(app, pilot)
        await pilot.press("2", "enter")
        await settle(app, pilot)
        app.clear_notifications()
        await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=ready)


def test_summary_snapshot_at_80_by_24(snap_compare, open_app):
    app = open_app()

    async def ready(pilot):
        await open_evaluation(app, pilot)
        app.clear_notifications()
        await pilot.pause()

    assert snap_compare(app, terminal_size=(80, 24), run_before=ready)


async def test_chart_tab_draws_the_win_loss_of_the_compared_run(open_app):
    from textual_plotext import PlotextPlot

    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_evaluation(app, pilot)
        await pilot.press("3")
        await pilot.pause()
        differences = [d for _, d in screen.comparison.win_loss("dense")]
        wins, losses = sum(d > 0 for d in differences), sum(d < 0 for d in differences)
        drawn = screen.query_one("#chart-win-loss", PlotextPlot).render().plain
        assert f"dense - bm25, {wins} wins {losses} losses" in drawn
        distribution = screen.query_one("#chart-distribution", PlotextPlot).render().plain
        assert "nDCG@10 per query, best first" in distribution and "bm25" in distribution


async def test_the_aggregation_policy_in_setup_chooses_the_qrels_as_eval_aggregate_does(open_app, demo_db):
    from labeler.services.aggregation import POLICIES
    from labeler.tui.screens.evaluate.screen import AGGREGATIONS

    assert sorted(AGGREGATIONS) == sorted(POLICIES)  # every `labeler eval --aggregate` rule but annotator:NAME
    repository = open_repository(str(demo_db))
    try:  # a second annotator who grades every judged pair 3: max now differs from majority
        judged = {(j.query_id, j.chunk_id) for j in repository.current_judgments()}
        for query_id, chunk_id in sorted(judged):
            repository.record_judgment(query_id, chunk_id, "zed", 3)
    finally:
        repository.close()
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_evaluation(app, pilot)
        assert screen.settings.aggregate == "majority"
        assert screen.comparison.qrels.startswith("database by majority (")
        majority_means = {s.name: s.summaries["nDCG@10"].mean for s in screen.comparison.runs}
        await pilot.press("4")
        screen.query_one("#aggregate", Select).value = "max"
        await settle(app, pilot)
        assert screen.settings.aggregate == "max"
        assert screen.comparison.qrels.startswith("database by max (")
        repository = open_repository(str(demo_db))
        try:
            tables = [load_run(name, repository) for name in ("bm25", "dense")]
            expected = compare_runs(tables, qrels_from_repository(repository, "max"),
                                    scoring_request(DEFAULT_EVAL_MEASURES), repository=repository)
        finally:
            repository.close()
        for summary in expected.runs:
            assert screen.comparison.run(summary.name).summaries["nDCG@10"] == summary.summaries["nDCG@10"]
            assert summary.summaries["nDCG@10"].mean != majority_means[summary.name]


async def test_setup_fields_hand_the_keys_back_after_enter(open_app, tmp_path):
    app = open_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_evaluation(app, pilot)
        await pilot.press("4")
        assert not isinstance(app.focused, Input)  # never an input by default
        path_input = screen.query_one("#import-path", Input)
        path_input.focus()
        path_input.value = str(tmp_path / "missing.trec")
        await pilot.press("enter")
        await settle(app, pilot)
        assert not isinstance(app.focused, Input)
        await pilot.press("1")  # a tab key, not text in the import field
        assert screen.query_one("TabbedContent").active == "tab-summary"
        assert path_input.value == str(tmp_path / "missing.trec")  # kept to fix a typo
        await pilot.press("4")
        measures = screen.query_one("#measures", Input)
        measures.focus()
        measures.value = "nDCG@3"
        await pilot.press("enter")
        await settle(app, pilot)
        assert not isinstance(app.focused, Input)
        await pilot.press("2")
        assert screen.query_one("TabbedContent").active == "tab-queries"


async def test_resorting_the_per_query_table_goes_back_to_its_top_row(open_app):
    app = open_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_evaluation(app, pilot)
        await pilot.press("2")
        table = screen.query_one("#query-table", DataTable)
        for key in ("s", "o", "m"):
            table.move_cursor(row=table.row_count - 1, animate=False)
            await pilot.pause()
            assert table.scroll_y > 0
            await pilot.press(key)
            await pilot.pause()
            assert table.cursor_row == 0 and table.scroll_y == 0, key


async def test_the_run_shown_first_is_the_non_baseline_run_evaluating_most_queries(open_app, demo_db, tmp_path):
    from labeler.paths import demo_data_dir
    from labeler.services.importing import import_run
    from labeler.tui.screens.evaluate.cells import legend, run_label, shown_run

    lines = (demo_data_dir() / "run-dense.trec").read_text().splitlines()
    first_query = lines[0].split()[0]
    run_file = tmp_path / "cat.trec"  # sorts between bm25 (the baseline) and dense; one query only
    run_file.write_text("".join(line + "\n" for line in lines if line.split()[0] == first_query))
    repository = open_repository(str(demo_db))
    try:
        import_run(repository, run_file, name="cat")
    finally:
        repository.close()
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_evaluation(app, pilot)
        comparison = screen.comparison
        assert [s.name for s in comparison.runs] == ["bm25", "cat", "dense"] and comparison.baseline == "bm25"
        assert comparison.run("cat").n_evaluated == 1
        assert shown_run(comparison) == "dense"
        await pilot.press("2")
        assert "· dense" in screen.query_one("#sort-line", Static).content.plain
        rows = row_keys(screen.query_one("#query-table", DataTable))
        assert rows == [r.query_id for r in comparison.sorted_queries("gap", run="dense", descending=True)]
        await pilot.press("s")  # the cycle starts with dense, then the others
        assert (screen.sort.by, screen.sort.run) == ("gap", "bm25")
        words = legend(comparison).plain
        assert "paired over the queries both runs evaluate" in words
        assert "paired n=1" not in run_label(comparison, "cat").plain  # n=1 already says it
        assert "paired" not in run_label(comparison, "bm25").plain
        screen._update_settings(baseline="cat")  # as the Setup tab's Baseline select does
        await settle(app, pilot)
        assert "n=20\npaired n=1" in run_label(screen.comparison, "dense").plain


async def test_the_measure_field_takes_ir_measures_names_with_parameters(open_app):
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_evaluation(app, pilot)
        await pilot.press("4")
        measures = screen.query_one("#measures", Input)
        measures.focus()
        measures.value = "nDCG@3, RBP(p=0.9, rel=2)@10 nDCG(gains={0:0, 1:1, 2:3})@5,bpref SetRelP"
        await pilot.press("enter")
        await settle(app, pilot)
        assert screen.error is None
        assert screen.comparison.measure_names == [
            "nDCG@3", "RBP(rel=2,p=0.9)@10", "nDCG(gains={0:0,1:1,2:3})@5", "bpref", "SetP(relative=True)"]
