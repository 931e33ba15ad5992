"""Make the pictures the docs show, from the bundled demo: docs/label.png (the label screen in a
terminal, the README's picture) and docs/serve.png (the same app in a browser, served by
`labeler serve`). Run from the repository's root, with chromium installed (Debian: apt-get install
chromium):

    .venv/bin/python docs/pictures.py

Nothing outside a temporary folder is touched: the demo database, the tokens file and the browser's
profile live there and go with it.
"""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the tests' headless-chromium driver

TERMINAL = (104, 30)  # columns, lines of the label screen's picture
BROWSER = (1200, 760)  # pixels of the served app's picture


async def label_picture(db: Path, out: Path, work: Path) -> None:
    """The label screen on the demo's first pair (its LLM suggestion shown), as Textual draws it."""
    from labeler.services.project import open_repository
    from labeler.tui.app import create_app
    from tests.chromium import CHROMIUM

    repository = open_repository(str(db))
    try:
        app = create_app(repository, "alice")
        async with app.run_test(size=TERMINAL) as pilot:
            for _ in range(50):
                await app.workers.wait_for_complete()
                await pilot.pause()
                if app.label_screen is not None and app.label_screen.view is not None and not app.label_screen.busy:
                    break
            svg = work / "label.svg"
            app.save_screenshot(filename=svg.name, path=str(work))
    finally:
        repository.close()
    width, height = (int(float(v)) for v in re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg.read_text()).groups())
    subprocess.run([CHROMIUM or "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    f"--user-data-dir={work / 'svg-profile'}", f"--window-size={width},{height}",
                    f"--screenshot={out}", svg.as_uri()], check=True, capture_output=True, timeout=120)


async def serve_picture(db: Path, out: Path, work: Path, env: dict[str, str]) -> None:
    """The app in a browser, served by `labeler serve`, after one grade."""
    from tests.chromium import Chromium, end_process

    labeler = [sys.executable, "-m", "labeler"]
    token_line = subprocess.run([*labeler, "serve", "--new-token", "alice"], env=env, cwd=work, text=True,
                                capture_output=True, check=True).stdout
    tokens = work / "tokens.txt"
    tokens.write_text(token_line)
    tokens.chmod(0o600)
    token = token_line.strip().split("=", 1)[1]
    log = work / "serve.log"
    with log.open("w") as written:
        server = subprocess.Popen([*labeler, "--db", str(db), "serve", "--tokens", str(tokens), "--port", "0"],
                                  env=env, cwd=work, stdout=written, stderr=subprocess.STDOUT)
    try:
        for _ in range(600):
            if match := re.search(r"labeler serve: (http://[^/\s]+)/", log.read_text()):
                break
            await asyncio.sleep(0.1)
        else:
            raise SystemExit(f"labeler serve did not start: {log.read_text()}")
        browser = Chromium(work / "browser", width=BROWSER[0], height=BROWSER[1])
        try:
            await browser.open_recording(f"{match.group(1)}/?token={token}")
            await browser.wait_for_output("pair 1/", timeout=60)
            await browser.evaluate("document.querySelector('.xterm-helper-textarea').focus()")
            await browser.type_key("2")
            await browser.wait_for_output("pair 2/", timeout=60)
            await asyncio.sleep(1.0)  # the last frame drawn
            await browser.screenshot(out)
        finally:
            await browser.close()
    finally:
        end_process(server, timeout=20)


def main() -> None:
    """Build the demo in a temporary folder and draw both pictures into docs/."""
    with tempfile.TemporaryDirectory(prefix="labeler-pictures-") as folder:
        work = Path(folder)
        env = {k: v for k, v in os.environ.items() if not k.startswith("LABELER_")}
        env.update(HOME=str(work), XDG_DATA_HOME=str(work / "data"), XDG_CONFIG_HOME=str(work / "config"))
        os.environ.update(env)
        from labeler.services.demo import build_demo

        db = work / "demo.db"
        build_demo(db).close()
        asyncio.run(label_picture(db, ROOT / "docs" / "label.png", work))
        asyncio.run(serve_picture(db, ROOT / "docs" / "serve.png", work, env))
    print("wrote docs/label.png and docs/serve.png")


if __name__ == "__main__":
    main()
