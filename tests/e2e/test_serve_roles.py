"""End to end, through the real `labeler serve`: what each role can do in the served app (driven over
textual-serve's websocket protocol, keystroke by keystroke), and the browser boundary as an attacker
tries it: raw malformed requests and websocket messages, their traces in the captured log."""

from __future__ import annotations

import asyncio
import json
import re
import secrets
import socket
import sqlite3
import time
from contextlib import closing

import aiohttp
import pytest

from tests.e2e.test_serve import SERVER_KEY, Served, apps_started_by, client
from tests.fake_openai import FakeOpenAI

pytestmark = pytest.mark.e2e

ANNA = secrets.token_urlsafe(18)  # annotator (no role written: the default)
DORA = secrets.token_urlsafe(18)  # adjudicator
COCO = secrets.token_urlsafe(18)  # coordinator
STRANGER = secrets.token_urlsafe(18)  # nobody's: masked in the log by its shape alone
SERVER_MODEL = "server-judge"
_ESCAPE = re.compile(r"\x1b\[[0-9;?<>=]*[A-Za-z~]|\x1b[()][0-9A-Za-z]|\x1b[=>]|\x1b\][^\x07]*\x07")


@pytest.fixture(scope="module")
def judge():
    with FakeOpenAI() as server:
        yield server


@pytest.fixture(scope="module")
def served(tmp_path_factory, judge):
    tokens = f"\ufeffanna={ANNA}\ndora={DORA}:adjudicator\ncoco\t{COCO}:coordinator\n"
    server = Served(tmp_path_factory.mktemp("roles"), tokens,
                    ("--judge-model", SERVER_MODEL, "--judge-base-url", judge.base_url, "--max-tabs", "20"))
    yield server
    server.stop()


class Tab:
    """One browser tab as textual-serve's page is one: a websocket carrying keystrokes in and the
    app's terminal output back, read as plain text."""

    def __init__(self, websocket: aiohttp.ClientWebSocketResponse) -> None:
        self.websocket = websocket
        self.output = ""
        self._reader = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        async for message in self.websocket:
            if message.type == aiohttp.WSMsgType.BINARY:
                self.output += message.data.decode("utf-8", "replace")

    @property
    def text(self) -> str:
        """The output without colour and cursor escapes: styled runs of one line read as plain text."""
        return _ESCAPE.sub("", self.output)

    async def wait_for(self, needle: str, timeout: float = 30.0) -> None:
        """Until the output holds needle."""
        deadline = time.monotonic() + timeout
        while needle not in self.text:
            if time.monotonic() > deadline or self._reader.done():
                raise AssertionError(f"{needle!r} never reached the tab; it shows:\n{self.text[-3000:]}")
            await asyncio.sleep(0.1)

    async def press(self, keys: str) -> None:
        """Send keystrokes as the page does; a moment for the app to draw after each."""
        for key in keys:
            await self.websocket.send_str(json.dumps(["stdin", key]))
            # a lone escape is told from the start of an escape sequence by the pause after it
            await asyncio.sleep(0.5 if key == "\x1b" else 0.05)

    async def settle(self, seconds: float = 1.0) -> None:
        await asyncio.sleep(seconds)

    async def close(self) -> None:
        await self.websocket.close()
        self._reader.cancel()


async def open_tab(http: aiohttp.ClientSession, served: Served, token: str) -> Tab:
    url = served.url.replace("http", "ws", 1) + "/ws?width=140&height=40"
    tab = Tab(await http.ws_connect(url, headers={"Cookie": f"labeler_token={token}"}))
    await tab.wait_for("pair 1/3")
    return tab


def rows(served: Served, sql: str) -> list[tuple]:
    with closing(sqlite3.connect(f"file:{served.db}?mode=ro", uri=True)) as connection:
        return connection.execute(sql).fetchall()


def team_changes(served: Served) -> dict[str, list[tuple]]:
    """What only a coordinator (or an adjudicator) may add: suggestions, runs, adjudications, samples,
    assignments, pairs beyond the pool made at the start."""
    tables = {name for (name,) in rows(served, "SELECT name FROM sqlite_master WHERE type = 'table'")}
    changes = {
        "suggestions": rows(served, "SELECT model FROM suggestion"),
        "runs": rows(served, "SELECT name FROM run"),
        "adjudications": rows(served, "SELECT annotator.name FROM judgment JOIN annotator ON annotator.id = "
                                      "judgment.annotator_id WHERE annotator.name LIKE 'adjudicator:%'"),
        "pairs": rows(served, "SELECT COUNT(*) FROM pair WHERE origin != 'pool'"),
    }
    for table in sorted(tables):
        if table.startswith(("sample", "assignment")):
            changes[table] = rows(served, f"SELECT * FROM {table}")
    return changes


async def test_an_annotator_cannot_prefill_import_export_or_adjudicate_through_the_served_app(served, judge):
    before = team_changes(served)
    async with client() as http:
        tab = await open_tab(http, served, ANNA)
        try:
            await tab.press("D")  # the adjudication key: refused in one line, the queue never opens
            await tab.wait_for("only an adjudicator or a coordinator")
            await tab.press("\x10")  # ctrl+p: the palette offers neither prefill, adjudication nor export
            await tab.press("LLM")
            await tab.wait_for("Queue filter: has LLM suggestion")
            await tab.settle()
            assert "Run LLM prefill" not in tab.text
            assert "Estimate: LLM grades" not in tab.text  # nor the evaluation: others' grades score it
            await tab.press("\x1b")
            await tab.settle()
            mark = len(tab.output)
            await tab.press("\x10")
            await tab.press("port")
            await tab.wait_for("Go to query")
            await tab.settle()
            assert "Export qrels" not in _ESCAPE.sub("", tab.output[mark:])
            await tab.press("\x1b")
            await tab.settle()
            await tab.press("e")  # the evaluation: refused (everyone's grades score it), in one line
            await tab.wait_for("may not see the evaluation")
            await tab.settle()
            assert "Summary" not in tab.text
        finally:
            await tab.close()
    assert team_changes(served) == before
    assert judge.chat_requests == []


async def test_an_adjudicator_opens_the_adjudication_queue_and_cannot_prefill(served):
    async with client() as http:
        tab = await open_tab(http, served, DORA)
        try:
            assert "annotator dora" in tab.text
            await tab.press("\x10")
            await tab.press("LLM")
            await tab.wait_for("Estimate: LLM grades")  # an adjudicator sees the evaluation
            await tab.settle()
            assert "Run LLM prefill" not in tab.text
            await tab.press("\x1b")
            await tab.press("D")
            await tab.wait_for("isagree")  # the adjudication screen: "no disagreements" or its queue
            assert "only an adjudicator" not in tab.text
        finally:
            await tab.close()


async def test_a_coordinators_prefill_uses_the_servers_judge_and_no_model_or_address_typed_in_the_browser(served, judge):
    async with client() as http:
        tab = await open_tab(http, served, COCO)
        try:
            await tab.press("\x10")
            await tab.press("Run LLM")
            await tab.wait_for("Run LLM prefill")
            await tab.settle()
            await tab.press("\r")
            await tab.wait_for("this server's")
            await tab.wait_for(SERVER_MODEL)  # the model field shows the server's judge, and takes no input
            await tab.press("\r")  # plan
            await tab.wait_for("requests to send")
            await tab.settle()
            await tab.press("\r")  # start
            await tab.wait_for("Finished")
            # the key reached the coordinator's app, not its command line nor (forked) its environment
            for path in apps_started_by(served.process.pid):
                exposed = path.joinpath("cmdline").read_bytes() + path.joinpath("environ").read_bytes()
                assert SERVER_KEY.encode() not in exposed, path
            assert SERVER_KEY not in tab.text
        finally:
            await tab.close()
    assert judge.chat_requests and {r.body["model"] for r in judge.chat_requests} == {SERVER_MODEL}
    # the server's API key (its OPENAI_API_KEY) paid for the prefill: held by the server, given to this app
    assert {r.headers.get("authorization") for r in judge.chat_requests} == {f"Bearer {SERVER_KEY}"}
    assert {model for (model,) in rows(served, "SELECT model FROM suggestion")} == {SERVER_MODEL}
    assert (f"coordinators' LLM prefill in the browser: {SERVER_MODEL} at {judge.base_url} (with the server's API "
            "key, given to coordinators' apps only)") in served.out.read_text()
    assert SERVER_KEY not in served.out.read_text() + served.err.read_text()


def raw_request(port: int, data: bytes) -> bytes:
    """Send raw bytes to the server, return what it answers (b"" if it just closes)."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(data)
        connection.shutdown(socket.SHUT_WR)
        answer = b""
        try:
            while chunk := connection.recv(65536):
                answer += chunk
        except OSError:
            pass
    return answer


def malformed_requests(token: str) -> dict[str, bytes]:
    """Request shapes aiohttp cannot parse, each carrying the token where an error text may quote it."""
    t = token.encode()
    host = b"Host: 127.0.0.1\r\n"
    return {
        "a tab in the path": b"GET /\t/x?token=" + t + b" HTTP/1.1\r\n" + host + b"\r\n",
        "an 8 KB link": b"GET /?token=" + t + b"&pad=" + b"A" * 8200 + b" HTTP/1.1\r\n" + host + b"\r\n",
        "a DEL in a bearer header": b"GET / HTTP/1.1\r\n" + host + b"Authorization: Bearer " + t + b"\x7f\r\n\r\n",
        "a space in a header name": b"GET /?token=" + t + b" HTTP/1.1\r\n" + host + b"Bad Header: x\r\n\r\n",
        "an 8 KB cookie": b"GET / HTTP/1.1\r\n" + host + b"Cookie: labeler_token=" + t + b"; x=" + b"B" * 8200 + b"\r\n\r\n",
        "a bad content length": b"POST /?token=" + t + b" HTTP/1.1\r\n" + host + b"Content-Length: x\r\n\r\n",
        "a NUL in the path": b"GET /?token=" + t + b"\x00 HTTP/1.1\r\n" + host + b"\r\n",
        "a bad version": b"GET /?token=" + t + b" HTTP/9\r\n" + host + b"\r\n",
        "a bad chunk": b"POST /?token=" + t + b" HTTP/1.1\r\n" + host + b"Transfer-Encoding: chunked\r\n\r\nzz" + t + b"\r\n",
        "a token after 8 KB": b"GET /?pad=" + b"C" * 8180 + b"&token=" + t + b" HTTP/1.1\r\n" + host + b"\r\n",
        "a header without a colon": b"GET / HTTP/1.1\r\n" + host + b"Bearer " + t + b"\r\n\r\n",
    }


async def test_malformed_requests_and_websocket_messages_leave_no_token_and_no_traceback_in_the_log(served):
    logged_before = served.err.read_bytes()
    for token in (ANNA, COCO, STRANGER):
        for shape, data in malformed_requests(token).items():
            if token == STRANGER and shape == "a bad chunk":
                continue  # a string the server does not know, in no credential's place: not a secret to it
            await asyncio.to_thread(raw_request, served.port, data)  # its 400 may quote it back, to its sender only
    async with client() as http:
        url = served.url.replace("http", "ws", 1) + "/ws?width=80&height=24"
        for message in ("not json", "[]", '{"stdin": "x"}', '["stdin", 7]', '["resize", {"width": "wide"}]',
                        '["nuke", 1]', "[" * 100000):
            websocket = await http.ws_connect(url, headers={"Cookie": f"labeler_token={ANNA}"})
            await websocket.send_str(message)
            while (await websocket.receive(timeout=30)).type not in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
                pass
            assert websocket.close_code == 1003, message
    deadline = time.monotonic() + 10
    while served.err.read_bytes().count(b"malformed websocket message") < 7 and time.monotonic() < deadline:
        await asyncio.sleep(0.1)
    logged = served.err.read_bytes()[len(logged_before):]
    for token in (ANNA, DORA, COCO, STRANGER):
        assert token.encode() not in logged
    lines = logged.decode("utf-8", "replace").splitlines()
    malformed = [line for line in lines if "malformed websocket message" in line]
    assert len(malformed) == 7 and all("anna" in line for line in malformed), lines
    assert not [line for line in lines if "Traceback" in line or line.startswith("  File ")]
    refused = [line for line in lines if "refused a malformed request" in line]
    assert len(refused) == 3 * len(malformed_requests(ANNA)) - 1, lines


class _EvilPage:
    """A page on another port of the same host (the same site as the server, so the annotator's
    SameSite=Strict cookie goes with its requests) that tries to open the app's websocket."""

    def __init__(self, websocket_url: str) -> None:
        import threading
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        page = ("<!DOCTYPE html><title>evil</title><script>window.__result = 'pending';"
                f"const socket = new WebSocket({json.dumps(websocket_url)});"
                "socket.onopen = () => { window.__result = 'open'; };"
                "socket.onmessage = () => { window.__result = 'open'; };"
                "socket.onerror = () => { if (window.__result === 'pending') window.__result = 'refused'; };"
                "</script>").encode()

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 - http.server's naming
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Content-Length", str(len(page)))
                self.end_headers()
                self.wfile.write(page)

            def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - quiet
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


async def test_in_a_browser_the_page_loads_only_from_the_server_and_another_ports_page_cannot_open_the_app(
        served, tmp_path):
    from tests.chromium import CHROMIUM, Chromium

    if CHROMIUM is None:
        pytest.skip("chromium is not installed (Debian: apt-get install chromium)")
    browser = Chromium(tmp_path / "profile")
    evil = _EvilPage(served.url.replace("http", "ws", 1) + "/ws?width=80&height=24")
    try:
        await browser.open_recording(f"{served.url}/?token={ANNA}")
        await browser.wait_for_output("pair 1/3")
        assert (await browser.evaluate("document.title")).startswith("labeler")
        fetched = await browser.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
        assert fetched and all(url.startswith(served.url + "/") for url in fetched), fetched
        assert any("/static/fonts/RobotoMono" in url for url in fetched)
        assert await browser.evaluate("[...document.fonts].some(f => f.family.includes('Roboto Mono') "
                                      "&& f.status === 'loaded')")
        await browser.call("Page.navigate", url=evil.url)
        deadline = time.monotonic() + 20
        while (result := await browser.evaluate("window.__result")) in (None, "pending") and time.monotonic() < deadline:
            await asyncio.sleep(0.2)
        assert result == "refused"
    finally:
        await browser.close()
        evil.close()
