"""docs/ARCHITECTURE.md's worked example of adding a screen, its entry in labeler/tui/registry.py's
SCREENS (tests/tui/test_screen_registry.py adds it there)."""

from labeler.domain.roles import Action
from labeler.tui.registry import ScreenEntry

ENTRY = ScreenEntry(
    "runs", "open_runs", "labeler.tui.screens.runs:RunsScreen",
    "Runs", "the imported runs, their rows and queries (R)",
    key="R", binding_id="labeler.runs", footer="runs",
    help="runs: the imported runs, their rows and queries",
    needs=Action.SEE_EVALUATION,
)
