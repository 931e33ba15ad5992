"""Who may do what: the team's roles, and the check every service entry point that changes the team's
work (prefill, sample, assign, import, adjudicate, export) or shows others' work (the evaluation, the
agreement, other annotators' grades) makes on its caller.

The roles, and what each may do by default, are one table: labeler.domain.roles (``Action``). What
annotators and adjudicators may see is the coordinator's to change, per project (`labeler roles
allow|deny ROLE PERMISSION`, stored in the database's role_grant table); an app reads the grants
when it starts (`act_as`).

A repository is *bound* to its caller by `act_as` (the app does it when it starts, from its
`--role`; `labeler serve` starts each visitor's app with the role their token carries). Services
check the bound caller with `require`; a repository bound to no one is the database owner's (the
command line, the Python API, the terminal app by default): a coordinator. The caller may also be
held to the judge the server configured (`ServedJudge`): a served app never sends chunks to an
endpoint or stores suggestions under a model its user typed.
"""

from __future__ import annotations

import weakref
from typing import Any
from dataclasses import dataclass, field, replace

from labeler.domain.errors import LabelerError
# the table of roles and permissions is the domain's; these names are the services' too
from labeler.domain.roles import CONFIGURABLE as CONFIGURABLE
from labeler.domain.roles import CONFIGURABLE_ROLES as CONFIGURABLE_ROLES
from labeler.domain.roles import DEFAULTS, permissions_named, who_may
from labeler.domain.roles import ROLE_NAMES as ROLE_NAMES
from labeler.domain.roles import Action as Action
from labeler.domain.roles import Role as Role

#: How `labeler serve` hands its judge's API key to a coordinator's app (the app takes it out of its
#: environment at start); no other app gets it.
SERVED_KEY_ENV = "LABELER_SERVED_API_KEY"
#: The actions each role may take by default (labeler.domain.roles' table); a coordinator's grants
#: change the configurable ones for annotators and adjudicators.
PERMISSIONS: dict[Role, frozenset[Action]] = DEFAULTS


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
    if action.value.name:
        return (f"{who} joined as {caller.role.value}, who may not {action.words} in this project "
                f"(a coordinator can allow it: labeler roles allow {caller.role.value} {action.value.name})")
    return f"only {who_may(action)} may {action.words}; {who} joined as {caller.role.value}"


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
        raise PermissionDenied(f"{caller.name} may {action.words} only under their own name, not {name.strip()!r}")


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
        raise LabelerError(f"unknown permission {unknown[0]!r} (one of {permissions_named()})")
    if not names and allowed is not None:
        raise LabelerError(f"name what to {'allow' if allowed else 'deny'}: one or more of {permissions_named()}")
    repository.set_role_grants(role.value, list(dict.fromkeys(names or CONFIGURABLE)), allowed)
    return role
