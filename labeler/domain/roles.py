"""The team's roles and what each may do, as one table (standard library only): every permission is
one member of ``Action``, holding the words a refusal says, the roles that have it by default, and,
when a coordinator may change it per project, its name in `labeler roles allow|deny|reset` and what
it shows. The services' checks (labeler.services.roles), the app's palette, keys and help, the
served app's start (which roles get the judge's key), the command line's choices and the schema's
description all derive from it.

Three roles, each with everything the one before it has by default: an annotator grades, notes,
skips and undoes their own grades and searches (every role may); an adjudicator also settles
disagreements and sees the evaluation, the agreement and other annotators' grades; a coordinator may
do everything.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Role(enum.Enum):
    """A team member's role, weakest first."""

    ANNOTATOR = "annotator"
    ADJUDICATOR = "adjudicator"
    COORDINATOR = "coordinator"


ROLE_NAMES = tuple(role.value for role in Role)
#: The roles a coordinator's grants change (a coordinator may do everything).
CONFIGURABLE_ROLES = (Role.ANNOTATOR, Role.ADJUDICATOR)
COORDINATORS = frozenset({Role.COORDINATOR})
ADJUDICATORS = frozenset({Role.ADJUDICATOR, Role.COORDINATOR})


@dataclass(frozen=True, slots=True)
class Permission:
    """One thing a service does on the team's behalf: the words a refusal says ("may not WORDS"),
    the roles that may by default, and, for what a coordinator may allow or deny annotators and
    adjudicators per project, its name in `labeler roles` and what it lets them see ("": fixed)."""

    words: str
    roles: frozenset[Role]
    name: str = ""
    shows: str = ""


class Action(enum.Enum):
    """What a service does on the team's behalf, as the permission it needs: the one table of roles."""

    ADJUDICATE = Permission("settle disagreements", ADJUDICATORS)
    PREFILL = Permission("run the LLM prefill", COORDINATORS)
    SAMPLE = Permission("draw a sample", COORDINATORS)
    ASSIGN = Permission("assign pairs", COORDINATORS)
    IMPORT = Permission("import", COORDINATORS)
    POOL = Permission("add pairs to the pool", COORDINATORS)
    EXPORT = Permission("write files on the server", COORDINATORS)
    SEE_EVALUATION = Permission("see the evaluation", ADJUDICATORS, "see-evaluation",
                                "the evaluation screen (every run scored with everyone's grades)")
    SEE_AGREEMENT = Permission("see the agreement between annotators", ADJUDICATORS, "see-agreement",
                               "the agreement screen (annotators' grades compared)")
    SEE_OTHERS = Permission("see other annotators' grades", ADJUDICATORS, "see-others-grades",
                            "other annotators' grades of a pair, once graded, and the disagreements filter")

    @property
    def words(self) -> str:
        """What the action does, as a refusal says it ("may not WORDS")."""
        return self.value.words


#: What each role may do by default beyond grading their own queue and searching (which every role may).
DEFAULTS: dict[Role, frozenset[Action]] = {
    role: frozenset(action for action in Action if role in action.value.roles) for role in Role
}
#: What a coordinator may allow or deny annotators and adjudicators, by its name in `labeler roles`.
CONFIGURABLE: dict[str, Action] = {action.value.name: action for action in Action if action.value.name}


def who_may(action: Action) -> str:
    """The roles that may take action by default, in words ("an adjudicator or a coordinator")."""
    return " or ".join(f"{'an' if role.value[0] in 'aeiou' else 'a'} {role.value}"
                       for role in Role if role in action.value.roles)


def roles_named() -> str:
    """The roles' names in words ("annotator, adjudicator or coordinator")."""
    return ", ".join(ROLE_NAMES[:-1]) + " or " + ROLE_NAMES[-1]


def permissions_named() -> str:
    """The configurable permissions' names, as help text lists them ("see-evaluation, ...")."""
    return ", ".join(CONFIGURABLE)
