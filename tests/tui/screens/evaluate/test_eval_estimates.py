"""The evaluation screen's estimate switch on the demo project (runs bm25 and dense) with a model's
suggestions imported by `labeler import suggestions`: human / LLM / hybrid, value ± half-width,
settled comparisons, and g landing on the next sampled pair. Numbers are checked against the services."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from textual.widgets import DataTable, Select, Static

from labeler.metrics.measures import parse_measures
from labeler.services.estimation.app_view import app_estimate
from labeler.services.estimation.hybrid import Interval
from labeler.services.evaluation.scoring import load_run
from labeler.services.project import open_repository
from labeler.tui.screens.evaluate.screen import EvaluationScreen
from labeler.tui.screens.label.screen import SAMPLE_NOTICE, LabelScreen
from labeler.tui.screens.evaluate.estimates import comparison_line, short_half
from labeler.tui.screens.evaluate.cells import number
from tests.tui.screens.evaluate.test_evaluate_screen import column, open_evaluation, run_command, settle
from tests.tui.screens.evaluate.test_evaluate_screen import demo_db, open_app  # noqa: F401  (over this module's demo_template)

SIZE = (120, 36)
ANNOTATOR = "alice"
MODEL = "gpt-test"
OTHER_MODEL = "older-model"
MEASURES = ("nDCG@10", "nDCG@5", "RR", "R@100", "Judged@10")


def llm_grades(path: Path, *, noisy_every: int = 4) -> Path:
    """The demo's full qrels as an LLM would give them: every few pairs a grade too generous."""
    from labeler.services.demo import demo_data_dir

    lines = []
    for i, line in enumerate((demo_data_dir() / "qrels-full.txt").read_text().splitlines()):
        qid, _, docid, grade = line.split()
        lines.append(f"{qid} 0 {docid} {min(3, int(grade) + 1) if i % noisy_every == 0 else grade}")
    path.write_text("\n".join(lines) + "\n")
    return path


@pytest.fixture(scope="module")
def demo_template(tmp_path_factory) -> Path:
    """The demo database with two models' suggestions (gpt-test imported last: the newest) and
    not the demo's own demo-judge ones, so these two are the only models."""
    from labeler.services.demo import build_demo
    from labeler.services.judging.imported import import_suggestions

    folder = tmp_path_factory.mktemp("estimates")
    path = folder / "demo.db"
    repository = build_demo(path, with_suggestions=False)
    try:
        import_suggestions(repository, llm_grades(folder / "older.txt", noisy_every=2), model=OTHER_MODEL)
        import_suggestions(repository, llm_grades(folder / "llm.txt"), model=MODEL)
    finally:
        repository.close()
    return path


def expected_estimate(demo_db: Path, mode: str = "hybrid", model: str | None = None):
    """What the service computes on the database as it is now."""
    repository = open_repository(str(demo_db))
    try:
        tables = [load_run(name, repository) for name in ("bm25", "dense")]
        return app_estimate(repository, mode, model, "majority", tables, parse_measures(MEASURES))
    finally:
        repository.close()


def summary_lines(screen: EvaluationScreen) -> list[str]:
    return str(screen.query_one("#summary-legend", Static).render()).splitlines()


# --- the words ------------------------------------------------------------------------------


def test_a_settled_difference_says_which_run_beats_which():
    line = comparison_line("dense", "bm25", Interval(0.051, 0.031, 0.071, "hybrid", 400))
    assert line.plain == "dense beats bm25: +0.051 ± 0.020"
    assert comparison_line("dense", "bm25", Interval(-0.051, -0.071, -0.031, "hybrid", 400)).plain == (
        "bm25 beats dense: +0.051 ± 0.020")


def test_an_unsettled_difference_says_how_many_more_grades_would_likely_settle_it():
    line = comparison_line("dense", "bm25", Interval(0.02, -0.02, 0.06, "hybrid", 400))
    assert line.plain == ("dense vs bm25: +0.020 ± 0.040 — not settled; "
                          "~1,201 more human grades would likely settle it")
    worst = comparison_line("dense", "bm25", Interval(0.02, -0.3, 0.4, "worst-case", 50))
    assert "not settled; worst-case bounds" in worst.plain
    early = comparison_line("dense", "bm25", Interval(0.02, -math.inf, math.inf, "hybrid", 1))
    assert early.plain.endswith("not settled; too few sampled pairs graded in order to bound it yet")


def test_half_widths_are_short():
    assert short_half(0.0412) == "±.041"
    assert short_half(1.5) == "±1.500"
    assert short_half(float("inf")) == "±∞"
    assert short_half(None) == ""


# --- the switch -----------------------------------------------------------------------------


async def test_e_switches_human_llm_hybrid_with_the_newest_model_and_back(open_app, demo_db):
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_evaluation(app, pilot)
        human = screen.comparison.run("dense").summaries["nDCG@10"].mean
        await pilot.press("e")
        await settle(app, pilot)
        assert screen.settings.estimate == "llm"
        assert screen.state.models == [MODEL, OTHER_MODEL]  # newest first
        assert screen.state.model_shown == MODEL
        llm = expected_estimate(demo_db, "llm")
        assert screen.data.qrels.n_rows == llm.qrels.n_rows
        assert screen.comparison.run("dense").summaries["nDCG@10"].mean != human
        header = str(screen.query_one("#eval-header", Static).render())
        assert f"estimate llm ({MODEL})" in header
        assert screen.query_one("#model", Select).value == MODEL  # the picker shows the newest
        await pilot.press("e")
        await settle(app, pilot)
        assert screen.settings.estimate == "hybrid"
        await pilot.press("e")
        await settle(app, pilot)
        assert screen.settings.estimate == "human"
        assert screen.comparison.run("dense").summaries["nDCG@10"].mean == human
        assert any(line.startswith("n = queries averaged") for line in summary_lines(screen))


async def test_hybrid_without_a_design_shows_worst_case_intervals_and_says_so(open_app, demo_db, tmp_path,
                                                                              monkeypatch):
    monkeypatch.chdir(tmp_path)
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_evaluation(app, pilot)
        await pilot.press("e", "e")
        await settle(app, pilot)
        assert screen.error is None
        expected = expected_estimate(demo_db).hybrid
        assert expected is not None and expected.method == "worst-case"
        table = screen.query_one("#summary-table", DataTable)
        for run, cell in zip(("bm25", "dense"), column(table, "nDCG@10")):
            own = expected.of("nDCG@10", run)
            assert cell.splitlines()[0].startswith(f"{number(own.value)} {short_half(own.half_width)}")
            assert cell.splitlines()[3] == "worst case"
        assert column(table, "RR")[1].splitlines()[1] == "no interval"  # RR: no hybrid estimate, marked
        lines = summary_lines(screen)
        assert lines[0] == f"hybrid · worst-case bounds (no design) · model {MODEL} · nDCG@10"
        assert lines[1] == comparison_line("dense", "bm25", expected.difference("nDCG@10", "dense", "bm25")).plain
        assert any("no sampling design is known" in line for line in lines)
        assert any(line.startswith("RR, Judged@10: no hybrid estimate") for line in lines)
        await pilot.press("w")  # the report carries the same numbers and the design
        await settle(app, pilot)
        report = (tmp_path / "exports" / "report.html").read_text(encoding="utf-8")
        assert "none (worst-case bounds)" in report
        own = expected.of("nDCG@10", "dense")
        assert f"{own.value:.4f}" in report and f"{own.half_width:.4f}" in report


async def test_the_model_picker_and_the_palette_choose_what_is_scored(open_app, demo_db):
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        await run_command(app, pilot, "estimate: hybrid")
        screen = app.screen
        assert isinstance(screen, EvaluationScreen)
        assert screen.settings.estimate == "hybrid" and screen.state.model_shown == MODEL
        screen.query_one("#model", Select).value = OTHER_MODEL
        await settle(app, pilot)
        assert screen.state.model_shown == OTHER_MODEL
        expected = expected_estimate(demo_db, model=OTHER_MODEL).hybrid
        own = expected.of("nDCG@10", "dense")
        cell = column(screen.query_one("#summary-table", DataTable), "nDCG@10")[1]
        assert cell.startswith(f"{number(own.value)} {short_half(own.half_width)}")


# --- with a design: settled lines and grading the sample ------------------------------------


def sample_and_grade(demo_db: Path, budget: int, graded: int) -> list[tuple[str, str]]:
    """labeler sample for alice, then alice grades the first sampled pairs with the assessors' grades."""
    from labeler.services.demo import demo_data_dir
    from labeler.services.labeling.session import LabelingSession

    sampling = pytest.importorskip("labeler.services.estimation.design")
    truth = {}
    for line in (demo_data_dir() / "qrels-full.txt").read_text().splitlines():
        qid, _, docid, grade = line.split()
        truth[(qid, docid)] = int(grade)
    repository = open_repository(str(demo_db))
    try:
        report = sampling.sample(repository, budget=budget, model=MODEL, annotator=ANNOTATOR)
        session = LabelingSession(repository, ANNOTATOR)
        view = session.start()
        for _ in range(graded):
            view = session.grade(truth.get((view.query.id, view.chunk_id), 0))
        return report.chosen
    finally:
        repository.close()


async def hybrid_summary(app, pilot, demo_db: Path, method: str):
    """Open the evaluation screen in hybrid mode: (screen, the service's HybridResult, the nDCG@10 cells),
    the result's method checked."""
    screen = await open_evaluation(app, pilot)
    await pilot.press("e", "e")
    await settle(app, pilot)
    expected = expected_estimate(demo_db).hybrid
    assert expected is not None and expected.method == method
    return screen, expected, column(screen.query_one("#summary-table", DataTable), "nDCG@10")


async def test_hybrid_with_a_design_shows_settled_lines_and_g_lands_on_the_next_sampled_pair(open_app, demo_db,
                                                                                             monkeypatch):
    chosen = sample_and_grade(demo_db, budget=300, graded=120)
    notices: list[str | None] = []  # each drawn pair's notice: a later redraw of the same pair carries none
    show = LabelScreen.show
    monkeypatch.setattr(LabelScreen, "show", lambda self, view: (notices.append(view and view.notice), show(self, view))[1])
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen, expected, cells = await hybrid_summary(app, pilot, demo_db, "hybrid")
        own = expected.of("nDCG@10", "dense")
        assert cells[1].splitlines()[0].startswith(f"{number(own.value)} {short_half(own.half_width)}")
        assert cells[1].splitlines()[3] == f"{own.human_judgments:,} human"
        difference = expected.difference("nDCG@10", "dense", "bm25")
        line = summary_lines(screen)[1]
        assert line == comparison_line("dense", "bm25", difference).plain
        assert ("beats" in line) == difference.settled()
        assert summary_lines(screen)[2].startswith("design: sequential Poisson sample")
        await pilot.press("m")  # the comparison lines follow the measure shown
        await settle(app, pilot)
        assert summary_lines(screen)[0].endswith("· nDCG@5")
        assert summary_lines(screen)[1] == comparison_line(
            "dense", "bm25", expected.difference("nDCG@5", "dense", "bm25")).plain
        await pilot.press("g")
        await settle(app, pilot)
        label = app.screen
        assert isinstance(label, LabelScreen)
        repository = open_repository(str(demo_db))
        try:
            judged = repository.judged_pair_keys(chosen)
        finally:
            repository.close()
        first_ungraded = next(key for key in chosen if key not in judged)
        assert (label.view.query.id, label.view.chunk_id) == first_ungraded
        label.refresh_progress()  # the judged count's periodic read (every 20 s) may redraw the pair any time
        await settle(app, pilot)
        assert (label.view.query.id, label.view.chunk_id) == first_ungraded
        assert SAMPLE_NOTICE in notices
        await pilot.press("e")
        await settle(app, pilot)
        assert app.screen is screen and screen.settings.estimate == "hybrid"


async def test_hybrid_with_a_design_and_no_grade_yet_shows_the_llm_alone_and_says_why(open_app, demo_db):
    from labeler.services.estimation.design import sample

    repository = open_repository(str(demo_db))
    try:  # the demo has human grades: the design draws only among the pairs without one
        report = sample(repository, budget=80, model=MODEL, annotator=ANNOTATOR, seed=1)
        assert not repository.judged_pair_keys(report.chosen)
    finally:
        repository.close()
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen, expected, cells = await hybrid_summary(app, pilot, demo_db, "llm")
        own = expected.of("nDCG@10", "dense")
        assert own.ci_low is None and cells[1].splitlines()[0].strip() == number(own.value)
        assert cells[1].splitlines()[3] == "LLM alone" and "∞" not in cells[1]
        lines = summary_lines(screen)
        assert lines[0] == (f"hybrid · waiting for human grades: human grades, the LLM's in the holes · model {MODEL}"
                            " · nDCG@10")
        assert lines[1].endswith("not settled; no sampled pair is graded yet: g grades them in order")
        assert any(line.startswith("design: sequential Poisson sample: 0 of its 80 pairs graded in order")
                   for line in lines)
        assert any(line.startswith("note: 0 of 80 sampled pairs graded: grade them first") for line in lines)


async def test_g_without_sampled_pairs_says_how_to_draw_them(open_app):
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_evaluation(app, pilot)
        await pilot.press("g")
        await settle(app, pilot)
        assert app.screen is screen
        assert any("labeler sample --budget N --model NAME" in n.message for n in app._notifications)


async def test_with_three_runs_the_summary_says_whether_the_top_2_are_settled(open_app, demo_db, tmp_path):
    from labeler.services.demo import demo_data_dir
    from labeler.services.estimation.decisions import top_order
    from labeler.services.estimation.results import order_sentence
    from labeler.services.importing import import_run
    from labeler.tui.widgets.safe_text import visible_text

    third = tmp_path / "bm25-again.trec"
    third.write_text((demo_data_dir() / "run-bm25.trec").read_text().replace(" bm25", " bm25-again"))
    repository = open_repository(str(demo_db))
    try:
        import_run(repository, third, name="bm25-again")
    finally:
        repository.close()
    sample_and_grade(demo_db, budget=300, graded=120)
    app = open_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_evaluation(app, pilot)
        await pilot.press("e", "e")
        await settle(app, pilot)
        repository = open_repository(str(demo_db))
        try:
            tables = [load_run(name, repository) for name in ("bm25", "dense", "bm25-again")]
            expected = app_estimate(repository, "hybrid", None, "majority", tables, parse_measures(MEASURES)).hybrid
        finally:
            repository.close()
        assert expected is not None and expected.method == "hybrid"
        decision = top_order(expected, "nDCG@10", 2)
        lines = summary_lines(screen)
        assert visible_text(f"decision: {decision.sentence()}") in lines
        # bm25-again is bm25 renamed: exactly tied with it, at the cut of the top 2 or inside it
        assert "bm25 = bm25-again" in decision.sentence() or "bm25-again = bm25" in decision.sentence()
        assert decision.comparisons == 2 and decision.human_judgments > 0
        # bm25-again is bm25 under another name: tied, not put below it by the runs' index
        assert ["bm25", "bm25-again"] in expected.order_groups("nDCG@10")
        order = visible_text(f"{order_sentence('nDCG@10', expected.order_groups('nDCG@10'))} (")
        assert "bm25 = bm25-again" in order and any(line.startswith(order) for line in lines)
