"""Who may do what: the team's roles, and the check every service entry point that changes the team's
work (prefill, sample, assign, import, adjudicate, export) makes on its caller.

Three roles, each with everything the one before it has:

- annotator: grade, note, skip and undo their own grades; search; see their queue, the evaluation
  and the agreement (reading them changes nothing).
- adjudicator: also settle disagreements (adjudicated grades win in exports).
- coordinator: also run the LLM prefill, draw samples, assign pairs, import (runs, queries, chunks,
  qrels, suggestions), add pairs to the pool, and write files on the server (qrels, reports).

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
from dataclasses import dataclass

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


ROLE_NAMES = tuple(role.value for role in Role)
_COORDINATOR_ONLY = frozenset({Action.PREFILL, Action.SAMPLE, Action.ASSIGN, Action.IMPORT, Action.POOL, Action.EXPORT})
#: The actions each role may take beyond grading, searching and reading (which every role may).
PERMISSIONS: dict[Role, frozenset[Action]] = {
    Role.ANNOTATOR: frozenset(),
    Role.ADJUDICATOR: frozenset({Action.ADJUDICATE}),
    Role.COORDINATOR: frozenset({Action.ADJUDICATE}) | _COORDINATOR_ONLY,
}


class PermissionDenied(LabelerError):
    """The caller's role does not allow the action (said in one line, never a traceback)."""


@dataclass(frozen=True, slots=True)
class ServedJudge:
    """The LLM judge a served app must use, from the server's configuration: model None means the
    server names none (no prefill); base_url None means the judge's default endpoint."""

    model: str | None
    base_url: str | None


@dataclass(frozen=True, slots=True)
class Caller:
    """Who is calling the services: their name, role, and the judge they are held to (None: free)."""

    name: str
    role: Role
    judge: ServedJudge | None = None

    def may(self, action: Action) -> bool:
        """Whether this caller's role allows action."""
        return action in PERMISSIONS[self.role]


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


def act_as(repository: object, caller: Caller) -> None:
    """Bind the repository to caller: every service called with it from now on acts as caller, and so
    does every repository this process opens later without a binding of its own (fail closed)."""
    global _unbound
    _BOUND[repository] = caller
    _unbound = caller


def caller_of(repository: object) -> Caller:
    """The caller a repository is bound to: else the caller this process acts as (act_as), else
    OWNER, a coordinator."""
    return _BOUND.get(repository, _unbound)


def denial(caller: Caller, action: Action) -> str:
    """The one line a caller reads when their role does not allow action."""
    needed = "an adjudicator or a coordinator" if action is Action.ADJUDICATE else "a coordinator"
    return f"only {needed} may {action.value}; {caller.name or 'you'} joined as {caller.role.value}"


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
