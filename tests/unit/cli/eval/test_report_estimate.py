"""`labeler report --estimate`: every format carries eval's estimates, differences, settled or not, and
the design; run names stay text in each format."""

from __future__ import annotations

import csv
import io
import json

from tests.unit.estimate_data import eval_json, run_cli, sample_with_design


def test_report_carries_the_eval_estimates_in_every_format(collection, capsys):  # noqa: F811
    sample_with_design(collection, budget=60)
    options = ("--qrels", "sample.txt", "--llm-qrels", "llm.txt", "--design", "sample.design.tsv",
               "--estimate", "hybrid", "-m", "nDCG@10", "-m", "P@5")
    document = eval_json(capsys, "bm25.run", "dense.run", *options)
    code, _, err = run_cli(capsys, "report", "bm25.run", "dense.run", *options, "--out", "r.json", "--out", "r.md",
                           "--out", "r.html", "--out", "r.csv")
    assert code == 0, err
    report = json.loads((collection / "r.json").read_text())["estimates"]
    assert report["method"] == "hybrid" and report["baseline"] == "bm25"
    for run in document["runs"]:
        for measure, fields in run["estimates"].items():
            cell = report["runs"][run["name"]][measure]
            assert {k: cell[k] for k in fields} == fields
        for measure, fields in run["vs_baseline"].items():
            cell = report["vs_baseline"][run["name"]][measure]
            assert {k: cell[k] for k in fields} == fields and cell["anytime_valid"] is True
            assert cell["settled"] == (fields["ci_low"] > 0 or fields["ci_high"] < 0)
    design = document["estimate"]["design"]
    assert any(line == f"design: {design}" for line in report["notes"])
    markdown = (collection / "r.md").read_text()
    value = document["runs"][1]["estimates"]["nDCG@10"]
    half = (value["ci_high"] - value["ci_low"]) / 2
    assert f"{value['value']:.4f} ± {half:.4f}" in markdown
    # hybrid: the estimates are the summary (one value per run), no second summary over LLM-filled grades
    assert "## Summary" in markdown and "## Estimates" not in markdown and design in markdown and "settled)" in markdown
    page = (collection / "r.html").read_text()
    assert 'id="estimates"' in page and f"{value['value']:.4f} ± {half:.4f}" in page and design in page
    rows = list(csv.reader(io.StringIO((collection / "r.csv").read_text())))
    assert ["dense", "all", "nDCG@10", "estimate_value", repr(value["value"])] in rows
    assert any(row[:4] == ["dense", "all", "P@5", "difference_method"] and row[4] == "hybrid" for row in rows)


def test_run_names_in_the_estimates_stay_text(collection, capsys):  # noqa: F811
    hostile = "<b>x|y</b>"
    text = (collection / "dense.run").read_text().replace(" dense\n", f" {hostile}\n")
    (collection / "dense.run").write_text(text)
    code, _, err = run_cli(capsys, "report", "bm25.run", "dense.run", "--qrels", "some.txt", "--llm-qrels", "llm.txt",
                           "--estimate", "hybrid", "-m", "nDCG@10", "--out", "r.md", "--out", "r.html")
    assert code == 0, err
    page = (collection / "r.html").read_text()
    assert hostile not in page and "&lt;b&gt;x|y&lt;/b&gt;" in page
    estimates = (collection / "r.md").read_text().split("## Summary")[1].split("## Wins and losses per query")[0]
    assert "x|y" not in estimates and r"x\|y" in estimates
