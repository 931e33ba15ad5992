"""`labeler --help` lists every command with a whole sentence written for that list (click cut the
long help mid-phrase: "Record the adjudicated GRADE of a pair; it wins over..."), one line each at
80 columns, and so does every group's own list."""

from __future__ import annotations

import click
import pytest
from click.testing import CliRunner

from labeler.cli import cli

GROUPS = [(), *[(name,) for name, command in sorted(cli.commands.items()) if isinstance(command, click.Group)]]


def listed(args: tuple[str, ...]) -> dict[str, str]:
    """name -> the text beside it in the Commands list of `labeler ARGS --help` at 80 columns."""
    result = CliRunner().invoke(cli, [*args, "--help"], terminal_width=80)
    assert result.exit_code == 0, result.output
    lines = result.output.split("Commands:\n", 1)[1].splitlines()
    rows = {}
    for line in lines:
        if line.startswith("  ") and not line.startswith("   "):
            name, _, text = line.strip().partition(" ")
            rows[name] = text.strip()
        elif line.strip():
            raise AssertionError(f"a command's line wrapped at 80 columns: {line!r}")
    return rows


@pytest.mark.parametrize("args", GROUPS, ids=lambda args: " ".join(args) or "labeler")
def test_each_command_is_listed_with_a_whole_sentence_on_one_line(args):
    group = cli
    for name in args:
        group = group.commands[name]
    rows = listed(args)
    assert set(rows) == set(group.commands)
    for name, text in rows.items():
        assert text == group.commands[name].short_help, name  # written for the list, not cut from the help
        assert text.endswith(".") and not text.endswith("...") and text[0].isupper(), (name, text)


def test_the_lazy_table_names_the_module_of_every_command():
    """COMMANDS says which modules attach each top-level command: every module with a register() is
    in it (else its commands would never load), loading only a command's modules attaches it, and
    loading every module attaches no command the table lacks."""
    from importlib import import_module
    from pathlib import Path

    import labeler.cli
    from labeler.cli import COMMANDS

    package = Path(labeler.cli.__file__).parent
    registering = {".".join(("labeler", *path.relative_to(package.parent).with_suffix("").parts))
                   for path in package.rglob("*.py") if "\ndef register(" in path.read_text()}
    assert registering == {module for modules in COMMANDS.values() for module in modules}
    assert set(cli.commands) == set(COMMANDS)
    for name, modules in COMMANDS.items():
        group = click.Group()
        for module in modules:
            import_module(module).register(group)
        assert name in group.commands, name
