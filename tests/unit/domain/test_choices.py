"""Every user-facing choice list lives in labeler.domain.choices: each click.Choice of every command, and
each list the code below the front ends checks a value against, is one of its lists."""

from __future__ import annotations

import ast
from pathlib import Path

import click
import pytest

import labeler
from labeler.domain import choices
from labeler.domain.errors import LabelerError

ROOT = Path(labeler.__file__).parent


def _commands(command: click.Command, path: str = "labeler"):
    yield path, command
    if isinstance(command, click.Group):
        for name, sub in command.commands.items():
            yield from _commands(sub, f"{path} {name}")


def _choice_params():
    from labeler.cli import cli

    for path, command in _commands(cli):
        for param in command.params:
            if isinstance(param.type, click.Choice):
                default = param.default if isinstance(param, click.Option) else None  # an argument has none
                yield pytest.param(tuple(param.type.choices), default, id=f"{path} {param.opts[-1]}")


CHOICE_PARAMS = list(_choice_params())


def test_the_cli_has_choice_options_to_check():
    assert len(CHOICE_PARAMS) >= 15


@pytest.mark.parametrize(("offered", "default"), CHOICE_PARAMS)
def test_every_click_choice_is_a_list_of_the_choices_module(offered, default):
    matching = [listed for listed in choices.ALL if listed.values == offered]
    assert matching, f"{offered} is written out in the command line; take it from labeler.domain.choices"
    if default is not None:
        assert any(listed.default == default for listed in matching), f"default {default!r} is not the list's"


def test_no_command_writes_a_choice_list_out():
    """click.Choice([...literal...]) anywhere under labeler/cli is a list kept in two places."""
    written = []
    for path in sorted((ROOT / "cli").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "Choice" and node.args
                    and isinstance(node.args[0], (ast.List, ast.Tuple))):
                written.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert written == []


def test_the_lists_the_code_checks_values_against_are_the_choices():
    from labeler.dataio.qrels.pairs import DUPLICATE_POLICIES
    from labeler.dataio.records.formats import FORMAT_CHOICES
    from labeler.domain.estimate_modes import MODES
    from labeler.domain.labeling import QueueFilter
    from labeler.metrics.grades.ensemble import RULES
    from labeler.metrics.hybrid.design import STRATEGIES
    from labeler.services.aggregation import POLICIES
    from labeler.services.exporting.exports import QRELS_SOURCE_CHOICES

    assert DUPLICATE_POLICIES == choices.DUPLICATE_POLICIES.values
    assert FORMAT_CHOICES == choices.FILE_FORMATS.values
    assert tuple(MODES) == choices.ESTIMATE_MODES.values
    assert tuple(f.value for f in QueueFilter) == choices.QUEUE_FILTERS.values
    assert tuple(f.label for f in QueueFilter) == tuple(o.words for o in choices.QUEUE_FILTERS.options)
    assert RULES == choices.ENSEMBLE_RULES.values
    assert STRATEGIES == choices.SAMPLING_STRATEGIES.values
    assert POLICIES == choices.AGGREGATION_POLICIES.values
    assert QRELS_SOURCE_CHOICES == choices.QRELS_SOURCES.values


@pytest.mark.parametrize("listed", choices.ALL, ids=lambda c: c.what)
def test_each_list_is_well_formed(listed):
    assert len(set(listed.values)) == len(listed.values) > 1
    assert listed.default is None or listed.default in listed
    assert all(option.words for option in listed.options)


def test_a_value_outside_a_list_is_one_line_naming_the_list():
    with pytest.raises(LabelerError, match=r"^unknown significance test 'z'; use one of randomization, t$"):
        choices.SIGNIFICANCE_TESTS.check("z")
    assert choices.aggregation_policy("annotator:ann") == "annotator:ann"
    with pytest.raises(LabelerError, match="or annotator:NAME"):
        choices.aggregation_policy("annotator:")


def test_the_choices_module_is_standard_library_only():
    tree = ast.parse((ROOT / "domain" / "choices.py").read_text(encoding="utf-8"))
    imported = {node.module.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    imported |= {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    assert imported <= {"__future__", "collections", "dataclasses", "labeler"}
