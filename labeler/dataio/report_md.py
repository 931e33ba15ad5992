"""A report document as Markdown: the same sections as the HTML, charts as text bars."""

from __future__ import annotations

import re
from typing import Any

from labeler.dataio.report_html import (
    HISTOGRAM_BINS,
    fmt_ci,
    fmt_p,
    fmt_signed,
    fmt_value,
    histogram,
    mark_symbol,
)

# Inline Markdown punctuation only: every call site puts the text mid-line (a table cell or after
# a heading's hashes), where -, +, #, . and ! start nothing.
_MD_SPECIAL = re.compile(r"([\\`*_\[\]|~])")


def md(text: Any) -> str:
    """Untrusted text made inert in Markdown: HTML characters as entities, Markdown
    punctuation backslash-escaped, line breaks and tabs as spaces (tables stay one line)."""
    value = "" if text is None else str(text)
    value = value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    value = re.sub(r"[\r\n\t\x0b\x0c]+", " ", value)
    return _MD_SPECIAL.sub(r"\\\1", value)


def _table(header: list[str], rows: list[list[str]], align: list[str] | None = None) -> list[str]:
    align = align or ["l"] + ["r"] * (len(header) - 1)
    rule = ["---:" if a == "r" else "---" for a in align]
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join(rule) + " |"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines


def report_markdown(document: dict[str, Any]) -> str:
    """The whole report as Markdown text."""
    lines: list[str] = [f"# {md(document['title'])}", "", f"Generated {document['generated']}.", ""]
    lines += _evaluated(document)
    lines += _summary(document)
    lines += _charts(document)
    lines += _per_query(document)
    lines += _worst(document)
    return "\n".join(lines) + "\n"


def _evaluated(document: dict[str, Any]) -> list[str]:
    info = document["qrels_info"]
    out = ["## What was evaluated", ""]
    out += _table(["run", "source", "rows", "queries in run", "queries evaluated"], [
        [md(r["name"]) + (" (baseline)" if r["name"] == document["baseline"] else ""), md(r["source"]),
         f"{r['rows']:,}", f"{r['queries_in_run']:,}", f"{r['queries']:,}"] for r in document["runs"]],
        ["l", "l", "r", "r", "r"])
    grades = ", ".join(f"grade {g}: {n:,}" for g, n in info["grades"].items())
    out += ["", f"Qrels: {md(info['source'])} - {info['judgments']:,} judgments over {info['queries']:,} queries"
            + (f" ({md(grades)})." if grades else ".")]
    if info["judged_by"]:
        out.append("Judged by: " + ", ".join(
            f"{md(j['annotator'])} ({j['judgments']:,}, {md(j['source'])})" for j in info["judged_by"]) + ".")
    out += ["", "Conventions:", ""]
    out += [f"- **{md(key)}**: {md(value)}" for key, value in document["conventions"].items()]
    return out + [""]


def _summary(document: dict[str, Any]) -> list[str]:
    names = [m["name"] for m in document["measures"]]
    out = ["## Summary", "", "Mean over queries, [95% confidence interval], and Judged@k beside each cut-off measure.", ""]
    rows = []
    for run in document["runs"]:
        cells = [md(run["name"])]
        for name in names:
            s = run["summary"][name]
            cell = fmt_value(name, s["mean"])
            if s["ci_low"] is not None:
                cell += " " + fmt_ci(s["ci_low"], s["ci_high"])
            if s["judged"] is not None:
                cell += f" (judged {s['judged']:.2f})"
            cells.append(cell)
        rows.append(cells)
    out += _table(["run"] + [md(n) for n in names], rows)
    compared = [r for r in document["runs"] if r["vs_baseline"]]
    if compared:
        out += ["", f"Against the baseline **{md(document['baseline'])}** (difference, p, Holm-adjusted p; "
                    "▲ significant win, ▼ significant loss):", ""]
        rows = []
        for run in compared:
            cells = [md(run["name"])]
            for name in names:
                d = run["vs_baseline"].get(name)
                cells.append("" if d is None else
                             f"{mark_symbol(d['mark'])} {fmt_signed(d['mean_difference'])} "
                             f"(p {fmt_p(d['p_value'])}, Holm {fmt_p(d['p_holm'])})".strip())
            rows.append(cells)
        out += _table(["run"] + [md(n) for n in names], rows)
    sentences = [f"- {md(r['name'])}: {md(r['tie_sentence'])}" for r in document["runs"] if r["tie_sentence"]]
    if sentences:
        out += ["", "Tied scores (another tie order would change these values):", ""] + sentences
    return out + [""]


def _bar(count: int, largest: int, width: int = 30) -> str:
    return "█" * (round(width * count / largest) if largest else 0)


def _charts(document: dict[str, Any]) -> list[str]:
    gap = document["gap_measure"]
    out = [f"## Per-query {md(gap)}", ""]
    for run in document["runs"]:
        if run["name"] == document["baseline"]:
            continue
        diffs = [q["difference"][run["name"]] for q in document["queries"] if run["name"] in q["difference"]]
        better = sum(1 for d in diffs if d > 0)
        worse = sum(1 for d in diffs if d < 0)
        out.append(f"- {md(run['name'])} against {md(document['baseline'])}: better on {better}, "
                   f"worse on {worse}, equal on {len(diffs) - better - worse} of {len(diffs)} queries.")
    out += ["", f"Distribution of per-query {md(gap)} (bins of {1 / HISTOGRAM_BINS:.1f}):", ""]
    counts = {r["name"]: histogram([q["values"][r["name"]] for q in document["queries"] if r["name"] in q["values"]])
              for r in document["runs"]}
    largest = max((max(c) for c in counts.values() if c), default=0)
    out.append("```")
    for name, bins in counts.items():
        out.append(name)
        for i, count in enumerate(bins):
            low = i / HISTOGRAM_BINS
            out.append(f"  {low:.1f}-{low + 1 / HISTOGRAM_BINS:.1f} {count:5d} {_bar(count, largest)}")
    out += ["```", ""]
    return out


def _per_query(document: dict[str, Any]) -> list[str]:
    gap, k = document["gap_measure"], document["judged_k"]
    runs = [r["name"] for r in document["runs"]]
    others = [r for r in runs if r != document["baseline"]]
    header = ["query", "text"] + [md(f"{r} {gap}") for r in runs] + [md(f"Δ {r}") for r in others]
    header += ([md(f"Judged@{k} {r}") for r in runs] if k else []) + ["relevant"]
    rows = []
    for q in document["queries"]:
        cells = [md(q["id"]), md(q["text"] or "")]
        cells += [fmt_value(gap, q["values"].get(r)) for r in runs]
        cells += [fmt_signed(q["difference"].get(r)) for r in others]
        cells += [fmt_value("Judged", q["judged"].get(r)) for r in runs] if k else []
        cells.append(str(q["relevant"]))
        rows.append(cells)
    out = [f"## Per query ({md(gap)})", ""]
    return out + _table(header, rows, ["l", "l"] + ["r"] * (len(header) - 2)) + [""]


def _worst(document: dict[str, Any]) -> list[str]:
    if not document["worst"]:
        return []
    gap = document["gap_measure"]
    out = [f"## Worst queries by gap to ideal (1 - {md(gap)})", ""]
    for entry in document["worst"]:
        title = f"### {md(entry['run'])}: {md(entry['query'])}"
        if entry["text"]:
            title += f" - {md(entry['text'])}"
        out += [title, "", f"{md(gap)} = {entry['ndcg']:.4f} (DCG {entry['dcg']:.4f} / IDCG {entry['idcg']:.4f}), "
                           f"{len(entry['holes'])} unjudged in the top {entry['k']}.", ""]
        rows = []
        for i in range(max(len(entry["ranked"]), len(entry["ideal"]))):
            mine = entry["ranked"][i] if i < len(entry["ranked"]) else None
            ideal = entry["ideal"][i] if i < len(entry["ideal"]) else None
            rank = (mine or ideal)["rank"]
            discount = (mine or ideal)["discount"]
            cells = [str(rank), f"{discount:.3f}"]
            cells += _side(mine, tied=True) + _side(ideal, tied=False)
            rows.append(cells)
        header = ["rank", "discount", "chunk", "grade", "gain", "disc. gain", "DCG",
                  "ideal chunk", "grade", "gain", "disc. gain", "IDCG"]
        out += _table(header, rows, ["r", "r", "l", "r", "r", "r", "r", "l", "r", "r", "r", "r"]) + [""]
    return out


def _side(entry: dict[str, Any] | None, *, tied: bool) -> list[str]:
    if entry is None:
        return ["", "", "", "", ""]
    chunk = md(entry["chunk"]) + (" (tied)" if tied and entry["tied"] else "")
    grade = "unjudged" if entry["grade"] is None else str(entry["grade"])
    return [chunk, grade, f"{entry['gain']:g}", f"{entry['discounted_gain']:.4f}", f"{entry['running_dcg']:.4f}"]
