"""Every screen the app opens, one entry each: the key that opens it (and that key's binding id, which
keymap.toml rebinds), the command palette's title and line, the help screen's line, the role
permission it needs and how it opens. The app's BINDINGS and its `action_<action>` methods, the
palette (tui/commands.py), the help screen's keys and the role checks on opening all derive from
SCREENS; adding a screen is its module and one entry here (docs/ARCHITECTURE.md, "Adding a screen").

A screen's module is imported on its first opening, never at start-up.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from labeler.domain.roles import Action

if TYPE_CHECKING:
    from textual.screen import Screen

    from labeler.services.labeling.session import LabelingSession


class LabelView(Protocol):
    """What opening a screen uses of the label screen (named here: the screens import this module)."""

    view: Any

    def refresh_view(self) -> None: ...


class ScreenHost(Protocol):
    """What opening a screen uses of the app (LabelerApp; named here, since the app imports this module)."""

    session: LabelingSession
    prefill_memory: Any  # the prefill dialog's last form (tui/screens/prefill.PrefillMemory), None before

    @property
    def screen(self) -> Screen[Any]: ...
    @property
    def screen_stack(self) -> list[Screen[Any]]: ...
    @property
    def label_screen(self) -> LabelView | None: ...
    def back_to_label(self) -> LabelView | None: ...
    def push_screen(self, screen: Any, callback: Any = None) -> Any: ...
    def install_screen(self, screen: Screen[Any], name: str) -> None: ...
    def is_screen_installed(self, screen: Screen[Any] | str) -> bool: ...
    def get_screen(self, screen: Any) -> Screen[Any]: ...
    def notify(self, message: str, *, title: str = "", severity: Any = "information",
               timeout: float | None = None, markup: bool = True) -> None: ...


@dataclass(frozen=True, slots=True)
class ScreenEntry:
    """One screen the app opens.

    name: the screen's name (`open_screen(name)`); action: the app action that opens it
    (`action_<action>`, what a key's binding and `run_action` name); screen: `module:Class`, imported
    on first opening; title and palette_help: its command palette entry; key, binding_id, footer:
    the app-wide key that opens it ("": the palette only), its id in keymap.toml and the binding's
    description; help: the help screen's line for the key; needs: the role permission it needs
    (None: every role); opens: `module:function` that opens it, given the app and the screen's class
    ("": pushed over the current screen, given the repository, unless it is on top already)."""

    name: str
    action: str
    screen: str
    title: str
    palette_help: str
    key: str = ""
    binding_id: str = ""
    footer: str = ""
    help: str = ""
    needs: Action | None = None
    opens: str = ""

    def screen_class(self) -> type[Any]:
        """The screen's class, its module imported now (on first opening)."""
        cls: type[Any] = _named(self.screen)
        return cls

    def open(self, app: ScreenHost) -> None:
        """Open the screen as its entry says (the caller has checked the role)."""
        cls = self.screen_class()
        if self.opens:
            opener: Callable[[ScreenHost, type[Any]], None] = _named(self.opens)
            opener(app, cls)
        elif not isinstance(app.screen, cls):
            app.push_screen(cls(app.session.repository))


def _named(dotted: str) -> Any:
    """What `module:name` names, its module imported now."""
    module, _, name = dotted.partition(":")
    return getattr(importlib.import_module(module), name)


SCREENS: tuple[ScreenEntry, ...] = (
    ScreenEntry(
        "evaluation", "open_evaluation", "labeler.tui.screens.evaluate.screen:EvaluationScreen",
        "Open evaluation", "score runs against the judgments",
        key="e", binding_id="labeler.evaluate", footer="evaluate",
        help="evaluation: runs compared, per-query table, drill-down, judge the holes; there e switches the "
             "estimate (human / LLM / hybrid intervals) and g grades the next sampled pairs",
        needs=Action.SEE_EVALUATION, opens="labeler.tui.screens.opening:open_evaluation",
    ),
    ScreenEntry(
        "prefill", "llm_prefill", "labeler.tui.screens.prefill:PrefillScreen",
        "Run LLM prefill", "ask the LLM judge to suggest grades",
        needs=Action.PREFILL, opens="labeler.tui.screens.opening:open_prefill",
    ),
    ScreenEntry(
        "agreement", "open_agreement", "labeler.tui.screens.agreement:AgreementScreen",
        "Agreement", "annotators with each other, and the LLM with humans (A)",
        key="A", binding_id="labeler.agreement", footer="agreement",
        help="agreement: annotators with each other, and the LLM with humans",
        needs=Action.SEE_AGREEMENT,
    ),
    ScreenEntry(
        "adjudication", "open_adjudication", "labeler.tui.screens.adjudicate:AdjudicationScreen",
        "Adjudicate", "settle pairs whose grades differ (D)",
        key="D", binding_id="labeler.adjudicate", footer="adjudicate",
        help="adjudicate: settle pairs whose grades differ",
        needs=Action.ADJUDICATE, opens="labeler.tui.screens.opening:open_adjudication",
    ),
)


def screen_named(name: str) -> ScreenEntry:
    """The entry of the screen called name (KeyError: no such screen)."""
    for entry in SCREENS:
        if entry.name == name:
            return entry
    raise KeyError(f"no screen named {name!r}")


def offered(entry: ScreenEntry, may: Callable[[Action], bool]) -> bool:
    """Whether the palette offers entry to a caller (may: what their role allows)."""
    return entry.needs is None or may(entry.needs)


def key_shown(entry: ScreenEntry, may: Callable[[Action], bool]) -> bool:
    """Whether the help screen lists entry's key to a caller: when their role allows it, or when a
    coordinator could allow it (pressing it then says how)."""
    return bool(entry.key) and (entry.needs is None or may(entry.needs) or bool(entry.needs.value.name))
