"""A report document as one self-contained HTML page: inline CSS, charts as inline SVG, no
script and nothing fetched from the network. Every piece of data text is HTML-escaped."""

from __future__ import annotations

import math
from html import escape
from typing import Any, Sequence

HISTOGRAM_BINS = 10
_TOTALS = ("num_ret", "num_rel", "num_rel_ret")
_PALETTE = ("#4c72b0", "#dd8452", "#55a868", "#8172b3", "#937860", "#da8bc3", "#8c8c8c", "#ccb974")
_WIN, _LOSS, _EVEN = "#2e7d32", "#c62828", "#9e9e9e"

CSS = """
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;margin:0;background:#fafafa}
main{max-width:1180px;margin:0 auto;padding:24px 32px 48px;background:#fff}
h1{font-size:24px;margin:0 0 4px}h2{font-size:19px;margin:32px 0 8px;border-bottom:1px solid #ddd;padding-bottom:4px}
h3{font-size:15px;margin:22px 0 6px}.muted{color:#666}.small{font-size:12px}
table{border-collapse:collapse;margin:6px 0 10px}th,td{padding:3px 9px;border-bottom:1px solid #e6e6e6;vertical-align:top}
th{background:#f3f4f6;text-align:left;font-weight:600;position:sticky;top:0}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td.id{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px;white-space:nowrap}
td.text{max-width:420px}tr:nth-child(even) td{background:#fbfbfc}
.ci{color:#666;font-size:12px}.judged{color:#666;font-size:12px}
.win{color:#2e7d32;font-weight:600}.loss{color:#c62828;font-weight:600}
.unjudged{color:#b26a00;font-style:italic}.tied{color:#666;font-size:11px}
.gap{border-left:2px solid #bbb}dl.conv{display:grid;grid-template-columns:max-content 1fr;gap:2px 14px;font-size:13px}
dl.conv dt{font-weight:600}dl.conv dd{margin:0;color:#333}.ties{color:#8a5a00}
tr.total td{font-weight:600;border-top:2px solid #ccc}figure{margin:8px 0 18px}figure svg{max-width:100%;height:auto}figcaption{font-size:13px;color:#444}
.scroll{max-height:640px;overflow:auto;border:1px solid #eee}
td.g1{background:#e8f5e9!important}td.g2{background:#c8e6c9!important}td.g3{background:#a5d6a7!important}
"""


# --- formatting shared with the Markdown writer ------------------------------------------------


def fmt_value(measure: str, value: float | None) -> str:
    """A measure value as eval's table shows it: 4 decimals, totals as integers; "" when absent."""
    if value is None:
        return ""
    if measure.split("@")[0] in _TOTALS:
        return f"{int(value):,}"
    return f"{value:.4f}"


def fmt_signed(value: float | None) -> str:
    """A difference with its sign, 4 decimals; "" when absent."""
    return "" if value is None else f"{value:+.4f}"


def fmt_ci(low: float | None, high: float | None) -> str:
    """"[0.6709, 0.7887]", or "" without an interval."""
    return "" if low is None or high is None else f"[{low:.4f}, {high:.4f}]"


def fmt_p(p: float | None) -> str:
    """A p-value: 4 decimals, "<0.0001" below that."""
    if p is None:
        return ""
    return "<0.0001" if p < 0.0001 else f"{p:.4f}"


def mark_symbol(mark: str) -> str:
    """▲ for a significant win, ▼ for a significant loss, nothing otherwise."""
    return {"win": "▲", "loss": "▼"}.get(mark, "")


def histogram(values: Sequence[float], bins: int = HISTOGRAM_BINS) -> list[int]:
    """Counts of values in [0, 1/bins), ..., [(bins-1)/bins, 1] (1.0 in the last bin)."""
    counts = [0] * bins
    for value in values:
        counts[min(bins - 1, max(0, int(math.floor(value * bins))))] += 1
    return counts


# --- the page --------------------------------------------------------------------------------


def _e(text: Any) -> str:
    return escape("" if text is None else str(text), quote=True)


def report_html(document: dict[str, Any]) -> str:
    """The whole report as an HTML page (UTF-8, no external resources)."""
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(document['title'])}</title>",
        f"<style>{CSS}</style></head><body><main>",
        f"<h1>{_e(document['title'])}</h1>",
        f'<p class="muted small">Generated {_e(document["generated"])} by labeler.</p>',
        _evaluated(document),
        _summary(document),
        _charts(document),
        _per_query(document),
        _worst(document),
        "</main></body></html>",
    ]
    return "\n".join(parts) + "\n"


def _evaluated(document: dict[str, Any]) -> str:
    info = document["qrels_info"]
    rows = "".join(
        f'<tr><td class="id">{_e(r["name"])}{" <span class=muted>(baseline)</span>" if r["name"] == document["baseline"] else ""}</td>'
        f'<td class="id">{_e(r["source"])}</td><td class="num">{r["rows"]:,}</td>'
        f'<td class="num">{r["queries_in_run"]:,}</td><td class="num">{r["queries"]:,}</td></tr>'
        for r in document["runs"])
    grades = ", ".join(f"grade {_e(g)}: {n:,}" for g, n in info["grades"].items())
    judged_by = ""
    if info["judged_by"]:
        judged_by = "<p>Judged by: " + ", ".join(
            f"<b>{_e(j['annotator'])}</b> ({j['judgments']:,}, {_e(j['source'])})" for j in info["judged_by"]) + ".</p>"
    conventions = "".join(f"<dt>{_e(k)}</dt><dd>{_e(v)}</dd>" for k, v in document["conventions"].items())
    return (
        "<h2>What was evaluated</h2>"
        '<table id="runs"><thead><tr><th>run</th><th>source</th><th class="num">rows</th>'
        '<th class="num">queries in run</th><th class="num">queries evaluated</th></tr></thead>'
        f"<tbody>{rows}</tbody></table>"
        f"<p>Qrels: <b>{_e(info['source'])}</b> &mdash; {info['judgments']:,} judgments over "
        f"{info['queries']:,} queries{' (' + grades + ')' if grades else ''}.</p>{judged_by}"
        f'<details><summary>Conventions</summary><dl class="conv">{conventions}</dl></details>'
    )


def _summary(document: dict[str, Any]) -> str:
    names = [m["name"] for m in document["measures"]]
    head = "".join(f'<th class="num">{_e(n)}</th>' for n in names)
    body = []
    for run in document["runs"]:
        cells = []
        for name in names:
            s = run["summary"][name]
            cell = fmt_value(name, s["mean"])
            if s["ci_low"] is not None:
                cell += f'<br><span class="ci">{fmt_ci(s["ci_low"], s["ci_high"])}</span>'
            if s["judged"] is not None:
                cell += f'<br><span class="judged">judged {s["judged"]:.2f}</span>'
            cells.append(f'<td class="num">{cell}</td>')
        body.append(f'<tr><td class="id">{_e(run["name"])}</td>{"".join(cells)}</tr>')
    html = ("<h2>Summary</h2><p class=\"small muted\">Mean over queries, 95% confidence interval below it, "
            "and the share of the top k that is judged (Judged@k) for each cut-off measure.</p>"
            f'<table id="summary"><thead><tr><th>run</th>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>')
    compared = [r for r in document["runs"] if r["vs_baseline"]]
    if compared:
        rows = []
        for run in compared:
            cells = []
            for name in names:
                d = run["vs_baseline"].get(name)
                if d is None:
                    cells.append('<td class="num"></td>')
                    continue
                css = f' class="num {d["mark"]}"' if d["mark"] != "none" else ' class="num"'
                cells.append(f"<td{css}>{mark_symbol(d['mark'])} {fmt_signed(d['mean_difference'])}"
                             f'<br><span class="ci">p {fmt_p(d["p_value"])} &middot; Holm {fmt_p(d["p_holm"])}</span></td>')
            rows.append(f'<tr><td class="id">{_e(run["name"])}</td>{"".join(cells)}</tr>')
        html += (f"<h3>Against the baseline {_e(document['baseline'])}</h3>"
                 '<p class="small muted">Mean paired difference (run &minus; baseline) over the queries both '
                 'evaluate, two-sided p and Holm-adjusted p; <span class="win">▲</span> significant win, '
                 '<span class="loss">▼</span> significant loss.</p>'
                 f'<table id="differences"><thead><tr><th>run</th>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>')
    ties = [f"<li>{_e(r['name'])}: {_e(r['tie_sentence'])}</li>" for r in document["runs"] if r["tie_sentence"]]
    if ties:
        html += ('<p class="ties">Tied scores decide some values (another order of equally scored chunks '
                 f'would change them):</p><ul class="ties">{"".join(ties)}</ul>')
    return html


# --- charts ----------------------------------------------------------------------------------


def _svg_text(x: float, y: float, text: str, *, anchor: str = "start", size: int = 11, fill: str = "#444",
              weight: str = "normal") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" fill="{fill}" '
            f'font-weight="{weight}" font-family="system-ui,sans-serif">{_e(text)}</text>')


def win_loss_svg(differences: list[tuple[str, float]], *, width: int = 1100, height: int = 230) -> str:
    """Per-query differences (largest first) as bars above/below a zero line, one <title> per bar."""
    left, right, top, bottom = 48, 10, 12, 22
    plot_w, plot_h = width - left - right, height - top - bottom
    largest = max((abs(d) for _, d in differences), default=0.0)
    limit = max(0.1, math.ceil(largest * 10 - 1e-9) / 10)
    zero = top + plot_h / 2
    scale = (plot_h / 2) / limit
    n = max(1, len(differences))
    step = plot_w / n
    bar = max(step * 0.8, 0.5) if n < 400 else step
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" role="img">']
    for value in (limit, limit / 2, 0.0, -limit / 2, -limit):
        y = zero - value * scale
        parts.append(f'<line x1="{left}" x2="{width - right}" y1="{y:.1f}" y2="{y:.1f}" '
                     f'stroke="{"#888" if value == 0 else "#e5e5e5"}" stroke-width="1"/>')
        parts.append(_svg_text(left - 6, y + 4, f"{value:+.2f}" if value else "0", anchor="end", size=10))
    for i, (qid, d) in enumerate(differences):
        x = left + i * step + (step - bar) / 2
        h = abs(d) * scale
        y = zero - h if d > 0 else zero
        color = _WIN if d > 0 else _LOSS if d < 0 else _EVEN
        if d == 0:
            y, h = zero - 1, 2
        parts.append(f'<rect x="{x:.2f}" y="{y:.2f}" width="{bar:.2f}" height="{max(h, 0.5):.2f}" fill="{color}">'
                     f"<title>{_e(qid)}: {d:+.4f}</title></rect>")
    parts.append(_svg_text(left, height - 6, "queries, sorted by difference", size=10))
    parts.append("</svg>")
    return "".join(parts)


def histograms_svg(series: list[tuple[str, list[float]]], measure: str, *, panel_w: int = 300,
                   panel_h: int = 190) -> str:
    """One histogram panel per run of per-query values in [0, 1] (same y scale), mean as a dashed line."""
    counts = [histogram(values) for _, values in series]
    top_count = max((max(c) for c in counts if c), default=1) or 1
    gap = 24
    width = len(series) * (panel_w + gap)
    left, top, bottom = 34, 22, 30
    plot_w, plot_h = panel_w - left - 8, panel_h - top - bottom
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{panel_h}" '
             f'viewBox="0 0 {width} {panel_h}" role="img">']
    for p, ((name, values), bins) in enumerate(zip(series, counts)):
        ox = p * (panel_w + gap)
        color = _PALETTE[p % len(_PALETTE)]
        parts.append(_svg_text(ox + left, 14, name, size=12, weight="600", fill="#222"))
        base_y = top + plot_h
        parts.append(f'<line x1="{ox + left}" x2="{ox + left + plot_w}" y1="{base_y}" y2="{base_y}" stroke="#888"/>')
        for tick in (0, top_count):
            y = base_y - plot_h * tick / top_count
            parts.append(_svg_text(ox + left - 5, y + 4, str(tick), anchor="end", size=10))
        bw = plot_w / HISTOGRAM_BINS
        for i, count in enumerate(bins):
            h = plot_h * count / top_count
            parts.append(f'<rect x="{ox + left + i * bw + 1:.1f}" y="{base_y - h:.1f}" width="{bw - 2:.1f}" '
                         f'height="{h:.1f}" fill="{color}"><title>{_e(name)}: {count} queries with '
                         f'{i / HISTOGRAM_BINS:.1f} &lt;= {_e(measure)} &lt; {(i + 1) / HISTOGRAM_BINS:.1f}</title></rect>')
        for tick in (0.0, 0.5, 1.0):
            parts.append(_svg_text(ox + left + plot_w * tick, base_y + 13, f"{tick:g}", anchor="middle", size=10))
        if values:
            mean = sum(values) / len(values)
            x = ox + left + plot_w * mean
            parts.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{top}" y2="{base_y}" stroke="#222" '
                         'stroke-dasharray="4 3"/>')
            # the label sits in the title band, where no bar can reach it
            parts.append(_svg_text(ox + left + plot_w, 14, f"mean {mean:.3f} (dashed)", anchor="end",
                                   size=10, fill="#222"))
        parts.append(_svg_text(ox + left + plot_w / 2, panel_h - 3, f"{measure} per query", anchor="middle", size=10))
    parts.append("</svg>")
    return "".join(parts)


def _charts(document: dict[str, Any]) -> str:
    gap = document["gap_measure"]
    html = [f"<h2>Per-query {_e(gap)}</h2>"]
    for run in document["runs"]:
        name = run["name"]
        if name == document["baseline"]:
            continue
        diffs = [(q["id"], q["difference"][name]) for q in document["queries"] if name in q["difference"]]
        diffs.sort(key=lambda item: item[0])
        diffs.sort(key=lambda item: item[1], reverse=True)
        better = sum(1 for _, d in diffs if d > 0)
        worse = sum(1 for _, d in diffs if d < 0)
        html.append(
            f'<figure class="winloss">{win_loss_svg(diffs)}<figcaption><b>{_e(name)} &minus; '
            f"{_e(document['baseline'])}</b> on {_e(gap)}, per query: "
            f'<span class="win">better on {better}</span>, <span class="loss">worse on {worse}</span>, '
            f"equal on {len(diffs) - better - worse} of {len(diffs)} queries.</figcaption></figure>")
    series = [(r["name"], [q["values"][r["name"]] for q in document["queries"] if r["name"] in q["values"]])
              for r in document["runs"]]
    html.append(f'<figure class="distribution">{histograms_svg(series, gap)}<figcaption>Distribution of '
                f"per-query {_e(gap)} for each run (dashed: the mean).</figcaption></figure>")
    return "".join(html)


# --- tables of queries -----------------------------------------------------------------------


def _per_query(document: dict[str, Any]) -> str:
    gap, k = document["gap_measure"], document["judged_k"]
    runs = [r["name"] for r in document["runs"]]
    others = [r for r in runs if r != document["baseline"]]
    head = "<th>query</th><th>text</th>" + "".join(f'<th class="num">{_e(r)}</th>' for r in runs)
    head += "".join(f'<th class="num">&Delta; {_e(r)}</th>' for r in others)
    head += "".join(f'<th class="num">Judged@{k} {_e(r)}</th>' for r in runs) if k else ""
    head += '<th class="num">relevant</th>'
    body = []
    for q in document["queries"]:
        cells = [f'<td class="id">{_e(q["id"])}</td><td class="text">{_e(q["text"] or "")}</td>']
        cells += [f'<td class="num">{fmt_value(gap, q["values"].get(r))}</td>' for r in runs]
        for r in others:
            d = q["difference"].get(r)
            css = "num win" if d and d > 0 else "num loss" if d and d < 0 else "num"
            cells.append(f'<td class="{css}">{fmt_signed(d)}</td>')
        if k:
            cells += [f'<td class="num">{fmt_value("Judged", q["judged"].get(r))}</td>' for r in runs]
        cells.append(f'<td class="num">{q["relevant"]}</td>')
        body.append(f"<tr>{''.join(cells)}</tr>")
    return (f"<h2>Per query: {_e(gap)}</h2><p class=\"small muted\">Each run's {_e(gap)}, the difference "
            "against the baseline, the judged share of the top k and the number of relevant chunks; queries "
            "in id order. Empty cells: the run does not evaluate that query.</p>"
            f'<div class="scroll"><table id="per-query"><thead><tr>{head}</tr></thead>'
            f"<tbody>{''.join(body)}</tbody></table></div>")


def _side(entry: dict[str, Any] | None, *, show_tie: bool) -> str:
    if entry is None:
        return '<td class="gap"></td><td></td><td></td><td></td><td></td>'
    tie = ' <span class="tied" title="tied score">=</span>' if show_tie and entry["tied"] else ""
    grade = ('<span class="unjudged">unjudged</span>' if entry["grade"] is None else str(entry["grade"]))
    shade = f" g{min(max(entry['grade'], 0), 3)}" if entry["grade"] is not None else ""
    return (f'<td class="id gap">{_e(entry["chunk"])}{tie}</td><td class="num{shade}">{grade}</td>'
            f'<td class="num">{entry["gain"]:g}</td><td class="num">{entry["discounted_gain"]:.4f}</td>'
            f'<td class="num">{entry["running_dcg"]:.4f}</td>')


def _worst(document: dict[str, Any]) -> str:
    if not document["worst"]:
        return ""
    gap = document["gap_measure"]
    html = [f"<h2>Worst queries by gap to ideal (1 &minus; {_e(gap)})</h2>"
            '<p class="small muted">Each run\'s ranked list beside the ideal ranking (every judged chunk '
            'with positive gain, best first): grade, gain, discounted gain = gain / log2(rank + 1) and the '
            'running DCG. <span class="tied">=</span> marks a tied score.</p>']
    for entry in document["worst"]:
        text = f" &mdash; {_e(entry['text'])}" if entry["text"] else ""
        rows = []
        for i in range(max(len(entry["ranked"]), len(entry["ideal"]))):
            mine = entry["ranked"][i] if i < len(entry["ranked"]) else None
            ideal = entry["ideal"][i] if i < len(entry["ideal"]) else None
            first = mine or ideal
            rows.append(f'<tr><td class="num">{first["rank"]}</td><td class="num">{first["discount"]:.3f}</td>'
                        f"{_side(mine, show_tie=True)}{_side(ideal, show_tie=False)}</tr>")
        rows.append(f'<tr class="total"><td colspan="6" class="num">DCG</td><td class="num">{entry["dcg"]:.4f}</td>'
                    f'<td colspan="4" class="num">IDCG</td><td class="num">{entry["idcg"]:.4f}</td></tr>')
        html.append(
            f"<h3>{_e(entry['run'])}: <span class=\"id\">{_e(entry['query'])}</span>{text}</h3>"
            f"<p>{_e(gap)} = <b>{entry['ndcg']:.4f}</b> (gap {1 - entry['ndcg']:.4f}); "
            f"{len(entry['holes'])} unjudged in the top {_e(entry['k'])}.</p>"
            f'<table class="drill" data-run="{_e(entry["run"])}" data-query="{_e(entry["query"])}"><thead><tr>'
            '<th class="num">rank</th><th class="num">discount</th><th class="gap">chunk</th><th class="num">grade</th>'
            '<th class="num">gain</th><th class="num">disc. gain</th><th class="num">DCG</th>'
            '<th class="gap">ideal chunk</th><th class="num">grade</th><th class="num">gain</th>'
            '<th class="num">disc. gain</th><th class="num">IDCG</th></tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>")
    return "".join(html)
