"""Roles and permissions are one table (labeler.domain.roles.Action): the services' defaults, the
configurable names the command line offers, the refusals' words and the schema's description derive
from it."""

from __future__ import annotations

from labeler.domain.choices import ROLE_PERMISSIONS, ROLES
from labeler.domain.roles import CONFIGURABLE, DEFAULTS, ROLE_NAMES, Action, Role, who_may


def test_the_defaults_are_the_tables() -> None:
    assert DEFAULTS[Role.ANNOTATOR] == frozenset()
    assert DEFAULTS[Role.ADJUDICATOR] == {Action.ADJUDICATE, Action.SEE_EVALUATION, Action.SEE_AGREEMENT,
                                          Action.SEE_OTHERS}
    assert DEFAULTS[Role.COORDINATOR] == frozenset(Action)  # a coordinator may do everything
    assert all(DEFAULTS[weaker] <= DEFAULTS[stronger] for weaker, stronger in zip(Role, list(Role)[1:]))


def test_the_command_line_offers_the_configurable_permissions_in_table_order() -> None:
    assert ROLE_PERMISSIONS.values == ("see-evaluation", "see-agreement", "see-others-grades")
    assert [CONFIGURABLE[name] for name in ROLE_PERMISSIONS.values] == [
        Action.SEE_EVALUATION, Action.SEE_AGREEMENT, Action.SEE_OTHERS]
    assert ROLE_PERMISSIONS.words("see-agreement") == Action.SEE_AGREEMENT.value.shows
    assert ROLES.values == ROLE_NAMES == ("annotator", "adjudicator", "coordinator")


def test_a_refusal_names_the_roles_of_the_table() -> None:
    from labeler.services.roles import Caller, denial

    alice = Caller("alice", Role.ANNOTATOR)
    assert who_may(Action.ADJUDICATE) == "an adjudicator or a coordinator"
    assert denial(alice, Action.ADJUDICATE) == "only an adjudicator or a coordinator may settle disagreements; alice joined as annotator"
    assert denial(alice, Action.PREFILL) == "only a coordinator may run the LLM prefill; alice joined as annotator"
    assert denial(alice, Action.SEE_AGREEMENT) == (
        "alice joined as annotator, who may not see the agreement between annotators in this project "
        "(a coordinator can allow it: labeler roles allow annotator see-agreement)")


def test_the_schema_describes_the_tables_names() -> None:
    from labeler.storage.schema.project import RoleGrant

    assert RoleGrant.model_fields["role"].description == "annotator, adjudicator or coordinator."
    assert "(see-evaluation, see-agreement, see-others-grades)" in (RoleGrant.model_fields["permission"].description or "")
