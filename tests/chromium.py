"""Headless Debian chromium driven over the DevTools protocol with aiohttp's websocket client
(no Playwright: its browser download is impossible offline)."""

from __future__ import annotations

import asyncio
import base64
import itertools
import json
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

import aiohttp

CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)

# Keeps a copy of every text and binary frame the page's websockets receive, as text in
# window.__terminalOutput (window.__terminalText() without escapes): the app's screen goes to a
# WebGL/canvas xterm, which has no DOM text.
RECORD_WEBSOCKETS = r"""
(() => {
  const Native = window.WebSocket;
  const decoder = new TextDecoder();
  window.__terminalOutput = "";
  // the output without its colour and cursor escapes: styled runs of one line read as plain text
  window.__terminalText = () => window.__terminalOutput.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, "");
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        const data = event.data;
        if (typeof data === "string") { window.__terminalOutput += data; }
        else if (data instanceof ArrayBuffer) { window.__terminalOutput += decoder.decode(data, {stream: true}); }
        else if (data instanceof Blob) { data.text().then((text) => { window.__terminalOutput += text; }); }
      });
    }
  };
})();
"""


class Chromium:
    """One headless chromium with one page; `call` sends a DevTools command and returns its result."""

    def __init__(self, profile: Path, width: int = 1100, height: int = 720) -> None:
        assert CHROMIUM is not None
        self.process = subprocess.Popen(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
             f"--user-data-dir={profile}", "--remote-debugging-port=0", "--remote-debugging-address=127.0.0.1",
             f"--window-size={width},{height}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        self.profile = profile
        self._ids = itertools.count(1)
        self.session: aiohttp.ClientSession | None = None
        self.page: aiohttp.ClientWebSocketResponse | None = None

    async def _devtools_port(self, timeout: float = 20.0) -> int:
        """The port chromium chose, from the DevToolsActivePort file it writes in its profile."""
        marker = self.profile / "DevToolsActivePort"
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if marker.exists() and (lines := marker.read_text().split()):
                return int(lines[0])
            if self.process.poll() is not None:
                break
            await asyncio.sleep(0.1)
        raise AssertionError("chromium did not open its DevTools port")

    async def start(self) -> None:
        """Connect to the browser's first page."""
        port = await self._devtools_port()
        self.session = aiohttp.ClientSession()
        async with self.session.get(f"http://127.0.0.1:{port}/json/list") as response:
            targets = await response.json()
        page = next(target for target in targets if target["type"] == "page")
        self.page = await self.session.ws_connect(page["webSocketDebuggerUrl"], max_msg_size=0)

    async def open_recording(self, url: str) -> None:
        """Start, and open url with the page's websockets recorded (RECORD_WEBSOCKETS, wait_for_output)."""
        await self.start()
        await self.call("Page.enable")
        await self.call("Page.addScriptToEvaluateOnNewDocument", source=RECORD_WEBSOCKETS)
        await self.call("Page.navigate", url=url)

    async def call(self, method: str, **params: Any) -> dict[str, Any]:
        """Send one DevTools command and wait for its answer (events in between are dropped)."""
        assert self.page is not None
        message_id = next(self._ids)
        await self.page.send_str(json.dumps({"id": message_id, "method": method, "params": params}))
        while True:
            message = json.loads((await self.page.receive(timeout=30)).data)
            if message.get("id") == message_id:
                if "error" in message:
                    raise AssertionError(f"{method}: {message['error']}")
                result: dict[str, Any] = message.get("result", {})
                return result

    async def evaluate(self, expression: str) -> Any:
        """The value of a JavaScript expression in the page."""
        result = await self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        return result["result"].get("value")

    async def wait_for_output(self, needle: str, timeout: float = 30.0) -> None:
        """Poll until the app's output received by the page holds needle."""
        deadline = time.monotonic() + timeout
        while not await self.evaluate(f"(window.__terminalText ? window.__terminalText() : '').includes({json.dumps(needle)})"):
            if time.monotonic() > deadline:
                raise AssertionError(f"{needle!r} never reached the page")
            await asyncio.sleep(0.2)

    async def type_key(self, key: str) -> None:
        """Press and release one character key in the focused element."""
        code = f"Digit{key}" if key.isdigit() else f"Key{key.upper()}"
        common = {"key": key, "code": code, "windowsVirtualKeyCode": ord(key.upper())}
        await self.call("Input.dispatchKeyEvent", type="keyDown", text=key, **common)
        await self.call("Input.dispatchKeyEvent", type="keyUp", **common)

    async def screenshot(self, path: Path) -> None:
        """Save the page as a PNG."""
        result = await self.call("Page.captureScreenshot", format="png")
        path.write_bytes(base64.b64decode(result["data"]))

    async def close(self) -> None:
        """Close the connection and the browser."""
        if self.page is not None:
            await self.page.close()
        if self.session is not None:
            await self.session.close()
        end_process(self.process, timeout=10)


def end_process(process: subprocess.Popen[Any], timeout: float) -> None:
    """SIGTERM, then SIGKILL if the process is still there after timeout seconds."""
    process.terminate()
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
