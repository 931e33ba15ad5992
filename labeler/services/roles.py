"""Who may do what: the team's roles, and the check every service entry point that changes the team's
work (prefill, sample, assign, import, adjudicate, export) or shows others' work (the evaluation, the
agreement, other annotators' grades) makes on its caller.

Three roles, each with everything the one before it has:

- annotator: grade, note, skip and undo their own grades; search; see their own queue and grades only
  (blind grading: nobody else's grade, not even through the evaluation or the agreement).
- adjudicator: also settle disagreements (adjudicated grades win in exports), and see the evaluation,
  the agreement and other annotators' grades.
- coordinator: also run the LLM prefill, draw samples, assign pairs, import (runs, queries, chunks,
  qrels, suggestions), add pairs to the pool, and write files on the server (qrels, reports).

What annotators and adjudicators may see is the coordinator's to change, per project (`labeler roles
allow|deny ROLE PERMISSION`, stored in the database's role_grant table): see-evaluation,
see-agreement, see-others-grades. An app reads them when it starts (`act_as`).

A repository is *bound* to its caller by `act_as` (the app does it when it starts, from its
`--role`; `labeler serve` starts each visitor's app with the role their token carries). Services
check the bound caller with `require`; a repository bound to no one is the database owner's (the
command line, the Python API, the terminal app by default): a coordinator. The caller may also be
held to the judge the server configured (`ServedJudge`): a served app never sends chunks to an
endpoint or stores suggestions under a model its user typed.
"""

from __future__ import annotations

import enum
import weakref
from typing import Any
from dataclasses import dataclass, field, replace

from labeler.domain.errors import LabelerError


class Role(enum.Enum):
    """A team member's role, weakest first."""

    ANNOTATOR = "annotator"
    ADJUDICATOR = "adjudicator"
    COORDINATOR = "coordinator"


class Action(enum.Enum):
    """What a service does on the team's behalf, as the permission it needs."""

    ADJUDICATE = "settle disagreements"
    PREFILL = "run the LLM prefill"
    SAMPLE = "draw a sample"
    ASSIGN = "assign pairs"
    IMPORT = "import"
    POOL = "add pairs to the pool"
    EXPORT = "write files on the server"
    SEE_EVALUATION = "see the evaluation"
    SEE_AGREEMENT = "see the agreement between annotators"
    SEE_OTHERS = "see other annotators' grades"


ROLE_NAMES = tuple(role.value for role in Role)
#: How `labeler serve` hands its judge's API key to a coordinator's app (the app takes it out of its
#: environment at start); no other app gets it.
SERVED_KEY_ENV = "LABELER_SERVED_API_KEY"
_COORDINATOR_ONLY = frozenset({Action.PREFILL, Action.SAMPLE, Action.ASSIGN, Action.IMPORT, Action.POOL, Action.EXPORT})
#: What a coordinator may allow or deny annotators and adjudicators, by its name in `labeler roles`
#: (domain.choices.ROLE_PERMISSIONS lists the same names for the command line).
CONFIGURABLE: dict[str, Action] = {
    "see-evaluation": Action.SEE_EVALUATION,
    "see-agreement": Action.SEE_AGREEMENT,
    "see-others-grades": Action.SEE_OTHERS,
}
_SEEING = frozenset(CONFIGURABLE.values())
#: The actions each role may take by default beyond grading their own queue and searching (which every
#: role may); a coordinator's grants change the seeing ones for annotators and adjudicators.
PERMISSIONS: dict[Role, frozenset[Action]] = {
    Role.ANNOTATOR: frozenset(),
    Role.ADJUDICATOR: frozenset({Action.ADJUDICATE}) | _SEEING,
    Role.COORDINATOR: frozenset({Action.ADJUDICATE}) | _COORDINATOR_ONLY | _SEEING,
}
#: The roles whose permissions a coordinator may change (a coordinator may do everything).
CONFIGURABLE_ROLES = (Role.ANNOTATOR, Role.ADJUDICATOR)


class PermissionDenied(LabelerError):
    """The caller's role does not allow the action (said in one line, never a traceback)."""


@dataclass(frozen=True, slots=True)
class ServedJudge:
    """The LLM judge a served app must use, from the server's configuration: model None means the
    server names none (no prefill); base_url None means the judge's default endpoint; api_key the
    key the server holds for it (given only to apps whose role may prefill; never shown)."""

    model: str | None
    base_url: str | None
    api_key: str | None = field(default=None, repr=False, compare=False)


@dataclass(frozen=True, slots=True)
class Caller:
    """Who is calling the services: their name, role, and the judge they are held to (None: free)."""

    name: str
    role: Role
    judge: ServedJudge | None = None
    allowed: frozenset[Action] | None = None  # the role's permissions in this project (None: the defaults)

    def may(self, action: Action) -> bool:
        """Whether this caller's role allows action (in this project, once `act_as` read its grants)."""
        return action in (PERMISSIONS[self.role] if self.allowed is None else self.allowed)


#: The database owner: every service call not bound to another caller.
OWNER = Caller("", Role.COORDINATOR)
_BOUND: weakref.WeakKeyDictionary[object, Caller] = weakref.WeakKeyDictionary()
# The caller of a repository bound to no one. The owner, except in an app started for a caller
# (act_as): there a repository opened later by any service is that caller's too, never the owner's.
_unbound = OWNER


def parse_role(text: str) -> Role:
    """The role a name gives (annotator, adjudicator, coordinator); ValueError naming the choices otherwise."""
    try:
        return Role(text.strip().lower())
    except ValueError:
        raise ValueError(f"unknown role {text.strip()!r} (one of {', '.join(ROLE_NAMES)})") from None


def permissions(role: Role, grants: dict[tuple[str, str], bool]) -> frozenset[Action]:
    """What role may do in a project whose coordinator made these grants ((role, permission) -> allowed)."""
    allowed = set(PERMISSIONS[role])
    if role in CONFIGURABLE_ROLES:
        for name, action in CONFIGURABLE.items():
            granted = grants.get((role.value, name))
            if granted is not None:
                (allowed.add if granted else allowed.discard)(action)
    return frozenset(allowed)


def act_as(repository: object, caller: Caller) -> None:
    """Bind the repository to caller, with what their role may do in this project (the coordinator's
    grants, read now): every service called with it from now on acts as caller, and so does every
    repository this process opens later without a binding of its own (fail closed)."""
    global _unbound
    if caller.allowed is None:
        read = getattr(repository, "role_grants", None)
        grants: dict[tuple[str, str], bool] = read() if read is not None else {}
        caller = replace(caller, allowed=permissions(caller.role, grants))
    _BOUND[repository] = caller
    _unbound = caller


def caller_of(repository: object) -> Caller:
    """The caller a repository is bound to: else the caller this process acts as (act_as), else
    OWNER, a coordinator."""
    return _BOUND.get(repository, _unbound)


def denial(caller: Caller, action: Action) -> str:
    """The one line a caller reads when their role does not allow action."""
    who = caller.name or "you"
    if action in _SEEING:
        name = next(name for name, seeing in CONFIGURABLE.items() if seeing is action)
        return (f"{who} joined as {caller.role.value}, who may not {action.value} in this project "
                f"(a coordinator can allow it: labeler roles allow {caller.role.value} {name})")
    needed = "an adjudicator or a coordinator" if action is Action.ADJUDICATE else "a coordinator"
    return f"only {needed} may {action.value}; {who} joined as {caller.role.value}"


def require(repository: object, action: Action) -> Caller:
    """The repository's caller, if their role allows action; PermissionDenied otherwise."""
    caller = caller_of(repository)
    if not caller.may(action):
        raise PermissionDenied(denial(caller, action))
    return caller


def require_own_name(repository: object, action: Action, name: str) -> None:
    """Allow action under name only to its own caller (a coordinator may act under any name)."""
    caller = require(repository, action)
    if caller.role is not Role.COORDINATOR and name.strip() != caller.name:
        raise PermissionDenied(f"{caller.name} may {action.value} only under their own name, not {name.strip()!r}")


def require_judge(repository: object, model: str, base_url: str | None) -> None:
    """Allow an LLM run on model at base_url (None: the default endpoint) only if the caller may
    prefill and, when held to the server's judge, only on that judge's model and endpoint."""
    caller = require(repository, Action.PREFILL)
    judge = caller.judge
    if judge is None:
        return
    if judge.model is None:
        raise PermissionDenied("this server names no LLM judge (labeler serve --judge-model NAME): no prefill here")
    if model != judge.model or base_url not in (None, judge.base_url):
        raise PermissionDenied(f"this server's LLM judge is {judge.model}; a served app cannot choose another "
                               "model or endpoint")


@dataclass(frozen=True, slots=True)
class RolePermission:
    """Whether a role may do one configurable thing in this project, and whether a coordinator said so."""

    role: Role
    permission: str
    allowed: bool
    granted: bool  # a coordinator's grant (else the role's default)


def role_permissions(repository: Any) -> list[RolePermission]:
    """Every configurable permission of every role in this project, role by role."""
    grants: dict[tuple[str, str], bool] = repository.role_grants()
    return [RolePermission(role, name, action in permissions(role, grants), (role.value, name) in grants)
            for role in Role for name, action in CONFIGURABLE.items()]


def set_role_permissions(repository: Any, role_name: str, names: list[str], allowed: bool | None) -> Role:
    """Allow (True) or deny (False) a role these permissions in this project, or give it back its
    defaults for them (None; no names: all of them). Only a coordinator may; LabelerError on a role
    or permission that cannot be changed."""
    caller = caller_of(repository)
    if caller.role is not Role.COORDINATOR:
        raise PermissionDenied(f"only a coordinator may change what roles may see; {caller.name or 'you'} joined "
                               f"as {caller.role.value}")
    try:
        role = parse_role(role_name)
    except ValueError as exc:
        raise LabelerError(str(exc)) from None
    if role not in CONFIGURABLE_ROLES:
        raise LabelerError("a coordinator may do everything: there is nothing to allow or deny a coordinator")
    unknown = [name for name in names if name not in CONFIGURABLE]
    if unknown:
        raise LabelerError(f"unknown permission {unknown[0]!r} (one of {', '.join(CONFIGURABLE)})")
    if not names and allowed is not None:
        raise LabelerError(f"name what to {'allow' if allowed else 'deny'}: one or more of {', '.join(CONFIGURABLE)}")
    repository.set_role_grants(role.value, list(dict.fromkeys(names or CONFIGURABLE)), allowed)
    return role
