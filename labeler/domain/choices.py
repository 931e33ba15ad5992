"""Every list a user picks from, in one place (standard library only): the command line's options, the
app's selects and its command palette all read these, and tests/unit/domain/test_choices.py holds every
click.Choice and every select of the app to them.

A ``Choices`` is the values in the order shown, each with the words the app shows for it, and the
default. Adding a value here adds it everywhere it is offered; the code that acts on a value (the
format table, the estimate modes' registry, the aggregation rules) is held to the same list by its
own tests.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from labeler.domain.errors import LabelerError
from labeler.domain.file_formats import offered_names
from labeler.domain.roles import CONFIGURABLE, ROLE_NAMES


@dataclass(frozen=True, slots=True)
class Choice:
    """One value a user can pick, the words the app's select shows for it, a sentence saying what it
    does (the command palette's help; empty where the words say it all) and the palette's short name
    for it (empty: the words)."""

    value: str
    words: str
    help: str = ""
    title: str = ""


@dataclass(frozen=True, slots=True)
class Choices:
    """The values of one choice, in the order every front end offers them."""

    what: str
    options: tuple[Choice, ...]
    default: str | None = None

    @property
    def values(self) -> tuple[str, ...]:
        """The values, in order."""
        return tuple(option.value for option in self.options)

    @property
    def preset(self) -> str:
        """The default value, else the first."""
        return self.default if self.default is not None else self.options[0].value

    def __iter__(self) -> Iterator[str]:
        return iter(self.values)

    def __contains__(self, value: object) -> bool:
        return value in self.values

    def words(self, value: str) -> str:
        """The words the app shows for ``value``."""
        for option in self.options:
            if option.value == value:
                return option.words
        raise KeyError(value)

    def select_options(self) -> list[tuple[str, str]]:
        """(words, value) pairs, as a Textual Select takes them."""
        return [(option.words, option.value) for option in self.options]

    def check(self, value: str) -> str:
        """``value`` when it is one of the values; a one-line LabelerError naming them otherwise."""
        if value not in self.values:
            raise LabelerError(f"unknown {self.what} {value!r}; use one of {', '.join(self.values)}")
        return value


def _plain(what: str, *values: str, default: str | None = None) -> Choices:
    """Choices whose words are the values themselves."""
    return Choices(what, tuple(Choice(value, value) for value in values), default)


# Input files (`labeler import ... --format`): what a file holds when its extension does not say. The
# formats themselves (containers, extensions) are labeler.domain.file_formats's records.
FILE_FORMATS = _plain("format", *offered_names())

# A qrels file that grades one pair twice (--on-duplicate).
DUPLICATE_POLICIES = _plain("duplicate policy", "error", "last", "max", "min", default="error")

# How several annotators' grades of a pair become one (--aggregate, the app's Setup); an adjudicated
# grade wins under every rule. ``annotator:NAME`` (one annotator's grades) is accepted beside these.
AGGREGATION_POLICIES = _plain("aggregation policy", "majority", "median", "max", "min", "mean-round", "latest",
                              "adjudicated", default="majority")
ONE_ANNOTATOR = "annotator:"

# Which grades score the runs (--estimate, the app's estimate switch and palette; `e` cycles them in this order).
ESTIMATE_MODES = Choices("estimate", (
    Choice("human", "human grades only", "score runs with human grades only", "human grades"),
    Choice("llm", "LLM where no human grade", "a human grade where one exists, else the LLM's", "LLM grades"),
    Choice("hybrid", "hybrid, with intervals", "LLM grades corrected by sampled human grades, with intervals",
           "hybrid"),
), default="human")

# Paired significance tests against the baseline (--test, the app's Setup).
SIGNIFICANCE_TESTS = Choices("significance test", (
    Choice("randomization", "Fisher randomization"),
    Choice("t", "paired t-test"),
), default="randomization")

# Confidence intervals of a run's mean (--ci, the app's Setup).
INTERVAL_KINDS = Choices("interval", (
    Choice("bootstrap", "bootstrap over queries"),
    Choice("t", "Student t"),
), default="bootstrap")

# nDCG's gain (--gain, the app's Setup).
GAINS = _plain("gain", "linear", "exponential", default="linear")

# Which trec_eval to follow (--compat).
COMPAT_VERSIONS = _plain("trec_eval version", "10", "9", default="10")

# Rules that combine several LLM judges' grades into one (`labeler suggestions combine --rule`).
ENSEMBLE_RULES = _plain("ensemble rule", "majority", "mean", "median", default="majority")

# Which pairs humans grade (`labeler sample --strategy`).
SAMPLING_STRATEGIES = _plain("sampling strategy", "importance", "uniform", "top", "decide", default="importance")

# Whose grades an exported qrels file holds (`labeler export qrels --source`).
QRELS_SOURCES = _plain("qrels source", "human", "llm", "human-then-llm", default="human")

# Which pool pairs the LLM judge is sent (`labeler judge --filter`, the app's prefill dialog).
JUDGE_FILTERS = Choices("pair filter", (
    Choice("unjudged", "unjudged: no judgment by anyone"),
    Choice("no-suggestion", "no suggestion: no ok suggestion yet"),
    Choice("all", "all pairs"),
), default="unjudged")

# Which pairs the label queue walks (`labeler tui --filter`; `f` cycles them in the app). The queue's own
# type is labeler.domain.labeling.QueueFilter, whose values are these.
QUEUE_FILTERS = Choices("queue filter", (
    Choice("unjudged", "unjudged"),
    Choice("all", "all pairs"),
    Choice("suggested", "has LLM suggestion"),
    Choice("disagreement", "disagreements"),
    Choice("skipped", "skipped"),
), default="unjudged")

# A team member's role (`labeler tui --role`, the serve tokens file), weakest first; what each may do is
# labeler.domain.roles' table.
ROLES = _plain("role", *ROLE_NAMES, default="coordinator")

# What a coordinator may allow or deny annotators and adjudicators (`labeler roles allow|deny ROLE PERMISSION`):
# the configurable permissions of labeler.domain.roles' table.
ROLE_PERMISSIONS = Choices("permission", tuple(Choice(name, action.value.shows) for name, action in CONFIGURABLE.items()))

# Why the detector flags a pair (`labeler suspects --reason`); the domain's SuspectReason has these values.
SUSPECT_REASONS = Choices("suspect reason", (
    Choice("instruction", "instruction: the passage addresses the judge"),
    Choice("stuffing", "stuffing: the query's words stuffed in"),
    Choice("learned", "learned: reads like a note to the judge (no rule fired: a human first)"),
))

# What `labeler eval` prints.
EVAL_OUTPUTS = _plain("output format", "table", "csv", "json", "trec", default="table")

# What the team commands and `labeler simulate` print.
TABLE_OUTPUTS = _plain("output format", "table", "json", default="table")

ALL: tuple[Choices, ...] = (
    FILE_FORMATS, DUPLICATE_POLICIES, AGGREGATION_POLICIES, ESTIMATE_MODES, SIGNIFICANCE_TESTS, INTERVAL_KINDS,
    GAINS, COMPAT_VERSIONS, ENSEMBLE_RULES, SAMPLING_STRATEGIES, QRELS_SOURCES, JUDGE_FILTERS, QUEUE_FILTERS,
    EVAL_OUTPUTS, TABLE_OUTPUTS, ROLES, ROLE_PERMISSIONS, SUSPECT_REASONS,
)
"""Every choice list: the test holds each click.Choice and each select of the app to one of these."""


def aggregation_policy(policy: str) -> str:
    """``policy`` when it names an aggregation rule or ``annotator:NAME``; a one-line LabelerError otherwise."""
    if policy in AGGREGATION_POLICIES or (policy.startswith(ONE_ANNOTATOR) and len(policy) > len(ONE_ANNOTATOR)):
        return policy
    raise LabelerError(f"unknown aggregation policy {policy!r}; use one of {', '.join(AGGREGATION_POLICIES)} "
                       f"or {ONE_ANNOTATOR}NAME")
