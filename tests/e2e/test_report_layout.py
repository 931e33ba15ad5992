"""The HTML report as a browser lays it out, on four runs with TREC DL 2021's names and ids."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.projects import long_ids
from tests.chromium import CHROMIUM, Chromium

RUNS = ["NLE_P_V1andV2", "p_f10_mdt53b", "uogTrBasePDQ", "uogTrPot5"]


def write_report(tmp_path: Path, *suffixes: str) -> list[Path]:
    from labeler.cli import cli

    db = long_ids.build(tmp_path / "long-ids.db")
    outs = [tmp_path / f"report{suffix}" for suffix in suffixes]
    args = ["--db", str(db), "report", *RUNS, *(a for out in outs for a in ("--out", str(out)))]
    result = CliRunner().invoke(cli, args, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return outs


async def opened(html: Path, profile: Path) -> Chromium:
    """Headless chromium 1280 pixels wide with the report loaded (the caller closes it)."""
    browser = Chromium(profile, width=1280, height=900)
    await browser.start()
    await browser.call("Page.enable")
    await browser.call("Page.navigate", url=html.as_uri())
    for _ in range(100):
        if await browser.evaluate("document.readyState") == "complete":
            break
        await asyncio.sleep(0.1)
    return browser


def comparable(heading: str) -> str:
    """A heading as a reader skims it: letters and digits only."""
    return re.sub(r"[^a-z0-9]", "", re.sub(r"<[^>]+>", "", heading).lower())


def test_no_two_headings_of_a_report_read_alike(tmp_path):
    html, md = write_report(tmp_path, ".html", ".md")
    for headings in (re.findall(r"<h2>(.*?)</h2>", html.read_text()),
                     [line.lstrip("#").strip() for line in md.read_text().splitlines() if line.startswith("## ")]):
        skimmed = [comparable(h) for h in headings]
        assert len(set(skimmed)) == len(skimmed), headings


async def test_query_texts_stay_readable_beside_four_runs_at_1280_pixels(tmp_path):
    if CHROMIUM is None:
        pytest.skip("chromium is not installed (Debian: apt-get install chromium)")
    (html,) = write_report(tmp_path, ".html")
    browser = await opened(html, tmp_path / "profile")
    try:
        widths = await browser.evaluate(
            "[...document.querySelectorAll('#per-query td.text')].map(td => td.getBoundingClientRect().width)")
        # ~7 px a character at the report's 14 px: 240 px is 30-odd characters a line, not 12
        assert widths and min(widths) >= 240, widths
        await browser.evaluate("document.querySelector('#per-query').scrollIntoView()")
        await browser.screenshot(tmp_path / "per-query.png")
    finally:
        await browser.close()


CHART_GEOMETRY = """(() => {
  const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  return [...document.querySelectorAll('figure')].map(f => ({
    caption: box(f.querySelector('figcaption')), chart: box(f.querySelector('svg')),
    texts: [...f.querySelectorAll('svg text')].map(t => ({text: t.textContent, box: box(t),
      size: parseFloat(getComputedStyle(t).fontSize) * f.querySelector('svg').getBoundingClientRect().width
            / f.querySelector('svg').viewBox.baseVal.width, turned: t.hasAttribute('transform')})),
  }));
})()"""


async def test_the_charts_read_at_1280_pixels(tmp_path):
    """Query ids under the win/loss bars were 9 px text turned -60 degrees, and each caption sat under its
    chart, where it read as the next chart's title: every label is now flat, 11 px or more as drawn, no two
    overlap, and each caption is above its chart."""
    if CHROMIUM is None:
        pytest.skip("chromium is not installed (Debian: apt-get install chromium)")
    (html,) = write_report(tmp_path, ".html")
    browser = await opened(html, tmp_path / "profile")
    try:
        figures = await browser.evaluate(CHART_GEOMETRY)
        await browser.evaluate("document.querySelector('figure.winloss').scrollIntoView()")
        await browser.screenshot(tmp_path / "charts.png")
    finally:
        await browser.close()
    assert len(figures) == len(RUNS)  # a win/loss chart per run but the baseline, and the distributions
    for figure in figures:
        assert figure["caption"][3] <= figure["chart"][1]  # the caption ends before the chart begins
        texts = figure["texts"]
        assert texts and not any(t["turned"] for t in texts)
        assert min(t["size"] for t in texts) >= 10.9, sorted(t["size"] for t in texts)[:3]
        for i, a in enumerate(texts):
            for b in texts[i + 1:]:
                apart = a["box"][2] <= b["box"][0] or b["box"][2] <= a["box"][0] or \
                    a["box"][3] <= b["box"][1] or b["box"][3] <= a["box"][1]
                assert apart, (a["text"], b["text"])
