"""The app offers only what its caller's role may do, and says a refusal in one line; a served app's
prefill dialog shows the server's judge and takes no model or address from its user."""

from __future__ import annotations

from textual.widgets import Input

from labeler.services.roles import Caller, Role, ServedJudge
from labeler.tui.commands import LabelerCommands
from labeler.tui.screens.help import keys_table
from labeler.tui.screens.label.screen import LabelScreen
from labeler.tui.screens.prefill import PrefillScreen
from tests.tui.conftest import ANNOTATOR, settle
from tests.tui.screens.test_prefill_screen import MODEL, plan_and_start, stored_suggestions


def palette_names(app) -> set[str]:
    provider = LabelerCommands(app.screen)
    return {name for name, _, _ in provider._commands()}


async def test_an_annotators_app_offers_no_prefill_adjudication_or_export_and_refuses_their_keys(open_app):
    app = open_app(caller=Caller(ANNOTATOR, Role.ANNOTATOR))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        names = palette_names(app)
        assert "Run LLM prefill" not in names and "Adjudicate" not in names and "Export qrels" not in names
        # blind grading: nobody else's grades, not through the evaluation or the agreement either
        assert "Open evaluation" not in names and "Agreement" not in names
        assert not any(name.startswith("Estimate:") for name in names)
        assert "Queue filter: disagreements" not in names and "Queue filter: skipped" in names
        await pilot.press("D")
        await pilot.pause()
        app.action_llm_prefill()
        app.action_export_qrels()
        await pilot.press("e", "A")
        await pilot.pause()
        assert isinstance(app.screen, LabelScreen)
        assert "adjudicate" not in str(keys_table(app).columns[1]._cells)
        said = [str(n.message) for n in app._notifications]
        assert said == [
            "only an adjudicator or a coordinator may settle disagreements; alice joined as annotator",
            "only a coordinator may run the LLM prefill; alice joined as annotator",
            "only a coordinator may write files on the server; alice joined as annotator",
            "alice joined as annotator, who may not see the evaluation in this project (a coordinator can allow "
            "it: labeler roles allow annotator see-evaluation)",
            "alice joined as annotator, who may not see the agreement between annotators in this project (a "
            "coordinator can allow it: labeler roles allow annotator see-agreement)",
        ]


async def test_an_annotator_never_sees_another_annotators_grade_unless_the_coordinator_allows_it(open_app):
    from labeler.services.roles import OWNER, act_as, set_role_permissions

    setup = open_app()
    setup.session.repository.record_judgment("q1", "c1-01", "bob", 3)
    app = open_app(caller=Caller(ANNOTATOR, Role.ANNOTATOR))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press("1")
        await settle(app, pilot)
        label = app.label_screen
        label.go_to("q1", "c1-01")
        await settle(app, pilot)
        assert label.view.grade == 1 and label.view.other_grades == ()
        assert not app.screen.query_one("#others").display
    act_as(setup.session.repository, OWNER)  # the coordinator, at the command line
    set_role_permissions(setup.session.repository, "annotator", ["see-others-grades", "see-evaluation"], True)
    allowed = open_app(caller=Caller(ANNOTATOR, Role.ANNOTATOR))  # a later app reads the coordinator's grants
    async with allowed.run_test(size=(100, 30)) as pilot:
        await settle(allowed, pilot)
        label = allowed.label_screen
        label.go_to("q1", "c1-01")
        await settle(allowed, pilot)
        assert [(o.annotator, o.grade) for o in label.view.other_grades] == [("bob", 3)]
        assert allowed.screen.query_one("#others").display
        names = palette_names(allowed)
        assert "Open evaluation" in names and "Queue filter: disagreements" in names and "Agreement" not in names


async def test_the_owners_app_offers_everything(open_app):
    app = open_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        assert {"Run LLM prefill", "Adjudicate", "Export qrels"} <= palette_names(app)
        assert "adjudicate" in str(keys_table(app).columns[1]._cells)


async def test_a_served_prefill_dialog_shows_the_servers_judge_and_sends_only_to_it(open_app, db_path, fake_openai,
                                                                                   monkeypatch):
    monkeypatch.setenv("OPENAI_BASE_URL", fake_openai.base_url)  # what labeler serve gives its apps
    served = ServedJudge(model=MODEL, base_url=fake_openai.base_url)
    app = open_app(caller=Caller(ANNOTATOR, Role.COORDINATOR, judge=served))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        app.action_llm_prefill()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PrefillScreen)
        model, url = screen.query_one("#prefill-model", Input), screen.query_one("#prefill-url", Input)
        assert (model.value, url.value) == (MODEL, fake_openai.base_url)
        assert model.disabled and url.disabled
        model.value, url.value = "evil-model", "http://127.0.0.1:9/v1"  # even if the form were changed
        screen.query_one("#prefill-concurrency", Input).focus()
        await plan_and_start(app, pilot)
    assert fake_openai.chat_requests and {r.body["model"] for r in fake_openai.chat_requests} == {MODEL}
    assert stored_suggestions(db_path) and not stored_suggestions(db_path, "evil-model")
