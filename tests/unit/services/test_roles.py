"""Roles enforced in the services: an annotator's repository cannot prefill, sample, assign, import,
pool, export or adjudicate; an adjudicator may settle disagreements under their own name only; the
owner (a repository bound to no one) and a coordinator may do everything; a served caller is held
to the server's judge."""

from __future__ import annotations

import pytest

from labeler.metrics.measures import parse_measures
from labeler.judge.config import JudgeConfig
from labeler.services import importing, pooling
from labeler.domain.labeling import QueueFilter
from labeler.services.estimation import app_view
from labeler.services.labeling.session import LabelingSession
from labeler.services.team import agreement, assignment, consistency
from labeler.services.exporting import exports as exporting
from labeler.services.judging import prefill
from labeler.services.estimation import design as sampling
from labeler.services.roles import (
    OWNER,
    PERMISSIONS,
    Action,
    Caller,
    PermissionDenied,
    Role,
    ServedJudge,
    act_as,
    caller_of,
    parse_role,
    require_judge,
)
from tests.tui.dbs import chunk_id, make_db, query_id


@pytest.fixture
def repository(tmp_path):
    repo = make_db(tmp_path / "roles.db", queries=2, pairs_per_query=3)
    yield repo
    repo.close()


def attempts(repository, tmp_path):
    """Every team-changing service, called as the app or the CLI would (the call itself may fail
    for other reasons once permitted: only a PermissionDenied counts here)."""
    run = tmp_path / "run.trec"
    run.write_text(f"{query_id(0)} Q0 {chunk_id(0, 0)} 1 2.0 r\n", encoding="utf-8")
    queries = tmp_path / "queries.tsv"
    queries.write_text("q9\tanother query\n", encoding="utf-8")
    config = JudgeConfig(model="evil-model", base_url="http://127.0.0.1:9/v1")
    return {
        Action.PREFILL: lambda: prefill.plan_prefill(repository, model="evil-model"),
        Action.SAMPLE: lambda: sampling.sample(repository, budget=1, model="m", annotator="x"),
        Action.ASSIGN: lambda: assignment.assign(repository, 1, ["alice"]),
        Action.IMPORT: lambda: importing.import_run(repository, run),
        Action.POOL: lambda: pooling.pool_holes(repository, query_id(0), [("new-chunk", 1)], ["r"]),
        Action.EXPORT: lambda: exporting.export_qrels(repository, tmp_path / "qrels.txt"),
        Action.ADJUDICATE: lambda: assignment.adjudicate(repository, query_id(0), chunk_id(0, 0), "alice", 3),
        Action.SEE_EVALUATION: lambda: app_view.app_estimate(repository, "human", None, "majority", [], parse_measures(["nDCG@10"])),
        Action.SEE_AGREEMENT: lambda: agreement.human_agreement(repository),
        Action.SEE_OTHERS: lambda: _session(repository).set_filter(QueueFilter.DISAGREEMENT),
        "import queries": lambda: importing.import_queries(repository, queries),
        "see the LLM agreement": lambda: agreement.llm_agreement(repository),
        "see others' self-agreement": lambda: consistency.consistency_report(repository),
        "run prefill": lambda: prefill.run_prefill(repository, config, None),  # type: ignore[arg-type]
        "undo adjudication": lambda: assignment.undo_last_adjudication(repository, "alice"),
    }


def _session(repository):
    session = LabelingSession(repository, "alice")
    session.start()
    return session


@pytest.mark.parametrize("what", [a for a in Action] + ["import queries", "run prefill", "undo adjudication",
                                                        "see the LLM agreement", "see others' self-agreement"],
                         ids=str)
def test_an_annotator_is_refused_every_team_changing_service(repository, tmp_path, what):
    act_as(repository, Caller("alice", Role.ANNOTATOR))
    with pytest.raises(PermissionDenied) as refused:
        attempts(repository, tmp_path)[what]()
    assert "alice joined as annotator" in str(refused.value)
    assert "\n" not in str(refused.value)
    assert repository.current_judgments() == []
    assert not repository.list_runs()
    assert not (tmp_path / "qrels.txt").exists()
    assert {p.chunk_id for p in repository.list_pairs(query_id(0))} == {chunk_id(0, j) for j in range(3)}


def test_an_adjudicator_settles_disagreements_under_their_own_name_only(repository, tmp_path):
    act_as(repository, Caller("alice", Role.ADJUDICATOR))
    assert assignment.adjudicate(repository, query_id(0), chunk_id(0, 0), "alice", 2).annotator == "adjudicator:alice"
    with pytest.raises(PermissionDenied, match="only under their own name"):
        assignment.adjudicate(repository, query_id(0), chunk_id(0, 1), "bob", 2)
    with pytest.raises(PermissionDenied, match="only a coordinator may run the LLM prefill"):
        attempts(repository, tmp_path)[Action.PREFILL]()


def test_the_owner_and_a_coordinator_may_do_everything(repository, tmp_path):
    assert caller_of(repository) is OWNER and OWNER.role is Role.COORDINATOR
    assert PERMISSIONS[Role.COORDINATOR] == frozenset(Action)
    act_as(repository, Caller("carol", Role.COORDINATOR))
    done = attempts(repository, tmp_path)
    done[Action.IMPORT]()
    done[Action.ADJUDICATE]()
    assert [run.name for run in repository.list_runs()] == ["r"]


def test_a_served_caller_is_held_to_the_servers_judge(repository):
    served = ServedJudge(model="server-model", base_url="http://127.0.0.1:8001/v1")
    act_as(repository, Caller("carol", Role.COORDINATOR, judge=served))
    require_judge(repository, "server-model", None)
    require_judge(repository, "server-model", "http://127.0.0.1:8001/v1")
    for model, url in (("evil-model", None), ("server-model", "http://127.0.0.1:18899/v1")):
        with pytest.raises(PermissionDenied, match="cannot choose another model or endpoint"):
            require_judge(repository, model, url)
    act_as(repository, Caller("carol", Role.COORDINATOR, judge=ServedJudge(None, None)))
    with pytest.raises(PermissionDenied, match="names no LLM judge"):
        require_judge(repository, "server-model", None)


def test_the_tui_offers_exactly_the_roles():
    from labeler.cli.app import ROLE_CHOICES
    from labeler.services.roles import ROLE_NAMES

    assert ROLE_CHOICES == ROLE_NAMES


def test_role_names_are_the_enum_and_nothing_else():
    assert parse_role(" Adjudicator ") is Role.ADJUDICATOR
    with pytest.raises(ValueError, match="unknown role 'admin' \\(one of annotator, adjudicator, coordinator\\)"):
        parse_role("admin")


def test_a_repository_opened_later_in_a_callers_app_is_the_callers_not_the_owners(repository, tmp_path):
    """Fail closed: a service that opens its own repository in a served annotator's process does not
    get the owner's rights because nothing bound that repository."""
    act_as(repository, Caller("alice", Role.ANNOTATOR))
    later = make_db(tmp_path / "later.db", queries=1, pairs_per_query=1)
    try:
        assert caller_of(later).role is Role.ANNOTATOR
        with pytest.raises(PermissionDenied, match="joined as annotator"):
            require_judge(later, "m", None)
    finally:
        later.close()


def test_an_annotator_sees_no_one_elses_grade_by_default_and_an_adjudicator_does(repository):
    repository.record_judgment(query_id(0), chunk_id(0, 0), "bob", 3)
    repository.record_judgment(query_id(0), chunk_id(0, 0), "alice", 1)
    act_as(repository, Caller("alice", Role.ANNOTATOR))
    session = _session(repository)
    view = session.go_to(query_id(0), chunk_id(0, 0))
    assert view.grade == 1 and view.other_grades == ()  # graded, yet bob's 3 is not shown
    filters = [session.cycle_filter().queue_filter for _ in range(4)]
    assert QueueFilter.DISAGREEMENT not in filters and filters[:2] == [QueueFilter.ALL, QueueFilter.SUGGESTED]
    act_as(repository, Caller("alice", Role.ADJUDICATOR))
    view = _session(repository).go_to(query_id(0), chunk_id(0, 0))
    assert [(o.annotator, o.grade) for o in view.other_grades] == [("bob", 3)]
    assert agreement.human_agreement(repository) is not None


def test_what_each_role_may_see_is_the_coordinators_choice_per_project(repository):
    from labeler.services.roles import permissions, role_permissions, set_role_permissions

    repository.record_judgment(query_id(0), chunk_id(0, 0), "bob", 3)
    set_role_permissions(repository, "annotator", ["see-evaluation", "see-others-grades"], True)
    set_role_permissions(repository, "adjudicator", ["see-agreement"], False)
    act_as(repository, Caller("alice", Role.ANNOTATOR))  # reads the grants
    assert caller_of(repository).may(Action.SEE_EVALUATION) and caller_of(repository).may(Action.SEE_OTHERS)
    assert not caller_of(repository).may(Action.SEE_AGREEMENT)
    app_view.app_estimate(repository, "human", None, "majority", [], parse_measures(["nDCG@10"]))  # allowed now
    with pytest.raises(PermissionDenied) as refused:
        agreement.human_agreement(repository)
    assert str(refused.value) == ("alice joined as annotator, who may not see the agreement between annotators in "
                                  "this project (a coordinator can allow it: labeler roles allow annotator see-agreement)")
    with pytest.raises(PermissionDenied, match="only a coordinator may change what roles may see"):
        set_role_permissions(repository, "annotator", ["see-agreement"], True)
    act_as(repository, OWNER)
    grants = repository.role_grants()
    assert not permissions(Role.ADJUDICATOR, grants) >= {Action.SEE_AGREEMENT}
    shown = {(row.role.value, row.permission): (row.allowed, row.granted) for row in role_permissions(repository)}
    assert shown[("annotator", "see-evaluation")] == (True, True)
    assert shown[("annotator", "see-agreement")] == (False, False)
    assert shown[("coordinator", "see-agreement")] == (True, False)
    set_role_permissions(repository, "annotator", [], None)  # back to the defaults
    assert ("annotator", "see-evaluation") not in repository.role_grants()
    from labeler.domain.errors import LabelerError

    with pytest.raises(LabelerError, match="a coordinator may do everything"):
        set_role_permissions(repository, "coordinator", ["see-agreement"], False)
    with pytest.raises(LabelerError, match="unknown permission 'see-all'"):
        set_role_permissions(repository, "annotator", ["see-all"], True)


def test_the_command_line_offers_exactly_the_configurable_permissions():
    from labeler.domain.choices import ROLE_PERMISSIONS
    from labeler.services.roles import CONFIGURABLE

    assert tuple(CONFIGURABLE) == ROLE_PERMISSIONS.values
