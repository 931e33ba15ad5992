"""A small database for system-ranking tests: one query graded by humans (c1..c4) and by model `m`
(c1..c3 and c9), and three imported runs over c1..c3 whose P@1 ranks are known by hand."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from labeler.cli import cli

RUN_ORDERS = {"rA": "c1 c2 c3", "rB": "c2 c1 c3", "rC": "c3 c2 c1"}


def make_ranking_db(folder: Path, name: str = "labeler.db") -> str:
    """Build the database in folder through the CLI's imports; its path."""
    path = str(folder / name)
    (folder / "human.txt").write_text("q1 0 c1 3\nq1 0 c2 0\nq1 0 c3 1\nq1 0 c4 3\n")
    (folder / "llm.txt").write_text("q1 0 c1 0\nq1 0 c2 3\nq1 0 c3 1\nq1 0 c9 2\n")
    runner = CliRunner()
    imports = [["import", "qrels", str(folder / "human.txt"), "--annotator", "nist"],
               ["import", "suggestions", str(folder / "llm.txt"), "--model", "m"]]
    for run_name, order in RUN_ORDERS.items():
        lines = "".join(f"q1 Q0 {chunk} {i} {3 - i}.0 {run_name}\n" for i, chunk in enumerate(order.split()))
        (folder / f"{run_name}.run").write_text(lines)
        imports.append(["import", "run", str(folder / f"{run_name}.run")])
    for args in imports:
        result = runner.invoke(cli, ["--db", path, *args])
        assert result.exit_code == 0, result.output
    return path
