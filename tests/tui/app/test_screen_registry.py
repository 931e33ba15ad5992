"""Every screen the app opens is one entry of labeler/tui/registry.py: its key, palette entry, help
line and role check derive from it, and adding a screen is its module and that entry (the worked
example of docs/ARCHITECTURE.md, loaded here as if it were in the tree)."""

from __future__ import annotations

import importlib
import re
import subprocess
import sys
from pathlib import Path

from labeler.domain.roles import Action
from labeler.tui.app import LabelerApp
from labeler.tui.registry import SCREENS, key_shown, offered, screen_named
from labeler.tui.screens.help import EXTRA_KEYS

ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = Path(__file__).parent / "screen_example"


def test_every_entry_names_a_screen_an_action_and_a_unique_key() -> None:
    for entry in SCREENS:
        assert screen_named(entry.name) is entry
        assert entry.screen_class().__name__.endswith("Screen")
        assert callable(getattr(LabelerApp, f"action_{entry.action}"))
        if entry.opens:
            module, _, name = entry.opens.partition(":")
            assert callable(getattr(importlib.import_module(module), name)), entry.opens
    keys = [entry.key for entry in SCREENS if entry.key]
    ids = [entry.binding_id for entry in SCREENS if entry.key]
    assert len(set(keys)) == len(keys) and len(set(ids)) == len(ids)


def test_the_apps_keys_palette_and_help_are_the_registrys() -> None:
    bound = {(b.key, b.action, b.id) for b in LabelerApp.BINDINGS if not isinstance(b, tuple)}
    assert {(e.key, e.action, e.binding_id) for e in SCREENS if e.key} <= bound
    assert [key for key, _ in EXTRA_KEYS] == ["ctrl+p", "e", "A", "D", "ctrl+q", "mouse"]
    nothing = lambda _action: False  # noqa: E731
    assert [e.name for e in SCREENS if offered(e, nothing)] == []
    # a key a coordinator could allow stays listed (pressing it says how); adjudication cannot be allowed
    assert [e.key for e in SCREENS if key_shown(e, nothing)] == ["e", "A"]
    assert [e.needs for e in SCREENS] == [Action.SEE_EVALUATION, Action.PREFILL, Action.SEE_AGREEMENT,
                                          Action.ADJUDICATE]


ADDED = """
import asyncio, runpy, sys
import labeler.tui.screens as screens
screens.__path__.append(sys.argv[1] + "/screen_example")  # as if runs.py were in labeler/tui/screens/
from labeler.tui import registry
registry.SCREENS += (runpy.run_path(sys.argv[1] + "/screen_example/entry.py")["ENTRY"],)  # as if in SCREENS

from pathlib import Path
from labeler.domain.roles import Role
from labeler.services.importing import import_run
from labeler.services.project import open_repository
from labeler.services.roles import Caller
from labeler.tui.app import create_app
from labeler.tui.commands import LabelerCommands
from labeler.tui.screens.help import keys_table
from tests.tui.dbs import make_db

folder = Path(sys.argv[2])
make_db(folder / "p.db").close()
run = folder / "bm25.trec"
run.write_text("q1 Q0 c1-01 1 2.0 bm25\\nq2 Q0 c2-01 1 2.0 bm25\\n")
owner = open_repository(str(folder / "p.db"))
import_run(owner, run)
owner.close()


async def main(caller):
    app = create_app(open_repository(str(folder / "p.db")), "alice", caller=caller)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        palette = {name for name, _, _ in LabelerCommands(app.screen)._commands()}
        help_keys = [str(cell) for cell in keys_table(app).columns[0]._cells]
        await pilot.press("R")
        await app.workers.wait_for_complete()
        await pilot.pause()
        shown = type(app.screen).__name__
        text = str(app.screen.query_one("#runs-list").render()) if shown == "RunsScreen" else ""
        said = [str(n.message) for n in app._notifications]
        print(caller.role.value if caller else "owner", "Runs" in palette, "R" in help_keys, shown, repr(text), said)


asyncio.run(main(None))
asyncio.run(main(Caller("alice", Role.ANNOTATOR)))
"""


def test_a_screen_is_added_by_its_module_and_one_entry(tmp_path: Path) -> None:
    """The worked example of docs/ARCHITECTURE.md: runs.py and its entry, and nothing else, give the
    app a key (R), a palette entry, a help line and the role check."""
    done = subprocess.run([sys.executable, "-c", ADDED, str(Path(__file__).parent), str(tmp_path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert done.returncode == 0, done.stderr
    owner, annotator = done.stdout.splitlines()[-2:]
    assert owner == "owner True True RunsScreen 'bm25: 2 rows, 2 queries' []"
    assert annotator == (
        "annotator False True LabelScreen '' ['alice joined as annotator, who may not see the evaluation in this "
        "project (a coordinator can allow it: labeler roles allow annotator see-evaluation)']")


def test_the_example_is_not_a_screen_of_labeler_itself() -> None:
    assert "runs" not in {entry.name for entry in SCREENS}
    assert not (ROOT / "labeler" / "tui" / "screens" / "runs.py").exists()


def _code_blocks(heading: str) -> list[str]:
    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    section = text.split(f"### {heading}", 1)[1].split("\n## ", 1)[0].split("\n### ", 1)[0]
    return re.findall(r"```python\n(.*?)```", section, flags=re.S)


def _without_docstring(path: Path) -> str:
    return path.read_text(encoding="utf-8").split('"""', 2)[2].lstrip("\n")


def test_the_docs_show_the_example_as_it_is() -> None:
    blocks = _code_blocks("Adding a screen (a worked example)")
    assert blocks == [_without_docstring(EXAMPLE / "runs.py"), _without_docstring(EXAMPLE / "entry.py")]
