"""The HTML report as a browser lays it out, on four runs with TREC DL 2021's names and ids."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests import long_ids
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
    browser = Chromium(tmp_path / "profile", width=1280, height=900)
    try:
        await browser.start()
        await browser.call("Page.enable")
        await browser.call("Page.navigate", url=html.as_uri())
        for _ in range(100):
            if await browser.evaluate("document.readyState") == "complete":
                break
            await asyncio.sleep(0.1)
        widths = await browser.evaluate(
            "[...document.querySelectorAll('#per-query td.text')].map(td => td.getBoundingClientRect().width)")
        # ~7 px a character at the report's 14 px: 240 px is 30-odd characters a line, not 12
        assert widths and min(widths) >= 240, widths
        await browser.evaluate("document.querySelector('#per-query').scrollIntoView()")
        await browser.screenshot(tmp_path / "per-query.png")
    finally:
        await browser.close()
