"""End to end: the real `labeler serve` in a subprocess, checked with an HTTP client and driven in headless chromium."""

from __future__ import annotations

import asyncio
import os
import re
import secrets
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import aiohttp
import pytest

from tests.chromium import CHROMIUM, Chromium, end_process
from tests.tui.dbs import make_db

pytestmark = pytest.mark.e2e

# Tokens and the coordinator's key are made per run: the repository holds no credential-shaped literal.
ALICE = secrets.token_urlsafe(18)
BOB = secrets.token_urlsafe(18)
TOKENS = (ALICE, BOB)


SERVER_KEY = secrets.token_hex(20)  # stands in for the coordinator's OPENAI_API_KEY: a visitor's app must not inherit it


class Served:
    """A running `labeler serve`: its address, database and captured output."""

    def __init__(self, root: Path, tokens_text: str | None = None, extra_args: tuple[str, ...] = ()) -> None:
        self.db = root / "served.db"
        make_db(self.db, queries=2, pairs_per_query=3).close()
        tokens = root / "tokens.txt"
        tokens.write_text(tokens_text or f"# the team\nalice={ALICE}\nbob\t{BOB}\n", encoding="utf-8")
        tokens.chmod(0o600)
        self.out, self.err = root / "serve.out", root / "serve.err"
        home = root / "home"
        self.env = {k: v for k, v in os.environ.items() if not k.startswith("LABELER_")}
        # a name in the server's environment that no visitor may end up grading as
        self.env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
                        LABELER_ANNOTATOR="intruder", OPENAI_API_KEY=SERVER_KEY)
        self.argv = [sys.executable, "-m", "labeler", "--db", str(self.db), "serve", "--tokens", str(tokens),
                     "--max-tabs", "2", *extra_args]
        with self.out.open("w") as out, self.err.open("w") as err:
            self.process = subprocess.Popen([*self.argv, "--port", "0"], stdout=out, stderr=err, env=self.env, cwd=root)
        self.url = self._announced_url()
        self.port = int(self.url.rsplit(":", 1)[1])

    def _announced_url(self) -> str:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if match := re.search(r"labeler serve: (http://[^/\s]+)/", self.out.read_text()):
                return match.group(1)
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        raise AssertionError(f"labeler serve did not start: {self.err.read_text()}")

    def stop(self) -> None:
        end_process(self.process, timeout=15)

    def graders(self) -> list[tuple[str, int]]:
        """(annotator, grade) of every current judgment in the database."""
        with closing(sqlite3.connect(f"file:{self.db}?mode=ro", uri=True)) as connection:
            return connection.execute(
                "SELECT annotator.name, judgment.grade FROM judgment JOIN annotator ON annotator.id = judgment.annotator_id "
                "WHERE judgment.status = 'current' ORDER BY judgment.id"
            ).fetchall()


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    server = Served(tmp_path_factory.mktemp("serve"))
    yield server
    server.stop()


def client() -> aiohttp.ClientSession:
    """An HTTP client with its own cookie jar that accepts cookies for a bare IP address."""
    return aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True))


async def test_every_route_refuses_a_request_without_a_valid_token(served):
    async with client() as http:
        for path in ("/", "/static/js/textual.js", "/download/anything", "/ws"):
            async with http.get(served.url + path, allow_redirects=False) as response:
                assert response.status == 401, path
        async with http.get(served.url + "/?token=not-a-token-of-anyone", allow_redirects=False) as response:
            assert response.status == 403
        async with http.get(served.url + "/static/js/textual.js", headers={"Cookie": "labeler_token=guessed-guessed-guessed"}) as response:
            assert response.status == 403
        async with http.get(served.url + "/", headers={"Authorization": f"Bearer {BOB}x"}) as response:
            assert response.status == 403


async def test_a_link_with_a_role_after_its_token_is_told_that_roles_come_from_the_tokens_file(served):
    async with client() as http:
        for credential in ({"params": {"token": f"{ALICE}:adjudicator"}},
                           {"headers": {"Authorization": f"Bearer {ALICE}:coordinator"}}):
            async with http.get(served.url + "/", allow_redirects=False, **credential) as response:
                said = await response.text()
                assert response.status == 403
                assert "roles come from the server's tokens file, not the link" in said
                assert ALICE not in said and "adjudicator" not in said
        # a wrong token with a role is only a wrong token
        async with http.get(served.url + "/", params={"token": "not-a-token-of-anyone:adjudicator"},
                            allow_redirects=False) as response:
            assert response.status == 403 and "this token opens nothing here" in await response.text()
        assert "Set-Cookie" not in response.headers


async def test_a_websocket_without_the_cookie_is_refused(served):
    async with client() as http:
        for headers, status in (({}, 401), ({"Cookie": "labeler_token=guessed-guessed-guessed"}, 403)):
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await http.ws_connect(served.url.replace("http", "ws") + "/ws", headers=headers)
            assert refused.value.status == status


async def test_a_token_in_the_url_becomes_a_strict_http_only_cookie_and_leaves_the_url(served):
    async with client() as http:
        async with http.get(f"{served.url}/?fontsize=14&token={ALICE}", allow_redirects=False) as response:
            assert response.status == 303
            assert response.headers["Location"] == "/?fontsize=14"
            cookie = response.headers["Set-Cookie"]
            assert f"labeler_token={ALICE}" in cookie
            assert "HttpOnly" in cookie and "SameSite=Strict" in cookie and "Path=/" in cookie
        async with http.get(served.url + "/") as page:
            assert page.status == 200
            assert page.headers["Referrer-Policy"] == "no-referrer"
            assert ALICE not in await page.text()
        async with http.get(served.url + "/static/js/textual.js") as script:
            assert script.status == 200


async def test_a_browser_grades_by_keystroke_as_its_tokens_annotator(served, tmp_path):
    if CHROMIUM is None:
        pytest.skip("chromium is not installed (Debian: apt-get install chromium)")
    browser = Chromium(tmp_path / "profile")
    try:
        await browser.open_recording(f"{served.url}/?token={BOB}")
        await browser.wait_for_output("pair 1/3")
        assert await browser.evaluate("location.href") == served.url + "/"
        assert await browser.evaluate("document.cookie") == ""  # HttpOnly: page scripts cannot read it
        assert "annotator bob" in await browser.evaluate("window.__terminalText()")
        await browser.evaluate("document.querySelector('.xterm-helper-textarea').focus()")
        await browser.type_key("2")
        await browser.wait_for_output("pair 2/3")
        await browser.screenshot(tmp_path / "serve.png")
        for path in apps_started_by(served.process.pid):
            assert not any(token.encode() in path.joinpath(part).read_bytes() for token in TOKENS
                           for part in ("cmdline", "environ"))
            assert SERVER_KEY.encode() not in path.joinpath("environ").read_bytes()  # no LLM prefill on it
    finally:
        await browser.close()
    assert served.graders() == [("bob", 2)]
    print(f"screenshot: {tmp_path / 'serve.png'}")


async def test_one_annotator_may_open_only_max_tabs_apps_at_once(served):
    url = served.url.replace("http", "ws", 1) + "/ws?width=80&height=24"
    async with client() as http:
        tabs = [await http.ws_connect(url, headers={"Cookie": f"labeler_token={ALICE}"}) for _ in range(2)]
        try:
            extra = await http.ws_connect(url, headers={"Cookie": f"labeler_token={ALICE}"})
            told = await extra.receive(timeout=20)
            assert told.type == aiohttp.WSMsgType.BINARY and b"you already have 2 tabs of labeler open" in told.data
            assert (await extra.receive(timeout=20)).type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
            assert extra.close_code == 1008
            other = await http.ws_connect(url, headers={"Cookie": f"labeler_token={BOB}"})
            first = await other.receive(timeout=30)  # bob's app starts: another annotator's tabs do not count
            assert first.type == aiohttp.WSMsgType.BINARY and b"tabs of labeler open" not in first.data
            await other.close()
        finally:
            for tab in tabs:
                await tab.close()


def apps_started_by(server_pid: int) -> list[Path]:
    """/proc entries of every process under the server (each visitor's app, and the shell starting it)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parents[int(entry.name)] = int(entry.joinpath("stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
    family, grown = {server_pid}, True
    while grown:
        grown = False
        for pid, parent in parents.items():
            if parent in family and pid not in family:
                family.add(pid)
                grown = True
    family.discard(server_pid)
    assert family, "no app process found under the server"
    return [Path("/proc", str(pid)) for pid in family]


@pytest.mark.parametrize("path", ["//evil.example/", "/\\evil.example/", "/\\/evil.example/"])
def test_the_token_swap_never_redirects_off_site(served, path):
    import http.client

    connection = http.client.HTTPConnection("127.0.0.1", served.port, timeout=10)
    try:
        connection.request("GET", f"{path}?token={ALICE}")
        response = connection.getresponse()
        location = response.getheader("Location")
    finally:
        connection.close()
    assert response.status == 303
    # browsers read a backslash as a slash: "/\\host" is as off-site as "//host"
    assert location.startswith("/") and location[1:2] not in ("/", "\\"), location


def test_a_second_server_on_the_same_port_says_so_in_one_line(served):
    result = subprocess.run([*served.argv, "--port", str(served.port)], env=served.env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"error: port {served.port} on 127.0.0.1 is already in use (another labeler serve?); choose another with --port"
    ]


def test_listening_beyond_loopback_warns_to_put_tls_in_front(served):
    result = subprocess.run([*served.argv, "--host", "0.0.0.0", "--port", str(served.port)], env=served.env,
                            capture_output=True, text=True, timeout=60)
    warning, error = result.stderr.strip().splitlines()
    assert warning.startswith("warning: listening on 0.0.0.0 over plain http") and "TLS proxy" in warning
    assert error == f"error: port {served.port} on 0.0.0.0 is already in use (another labeler serve?); choose another with --port"


def test_no_token_reaches_the_logs_or_the_database(served):
    served.stop()
    assert served.process.returncode == 0, served.err.read_text()
    written = [served.out.read_bytes(), served.err.read_bytes()]
    written += [path.read_bytes() for path in served.db.parent.glob(served.db.name + "*")]
    for token in TOKENS:
        assert not any(token.encode() in blob for blob in written)
    assert "intruder" not in {name for name, _ in served.graders()}



def test_listening_on_every_address_announces_this_hosts_name_not_0_0_0_0(served, tmp_path):
    import socket

    out = tmp_path / "any.out"
    with out.open("w") as handle:
        process = subprocess.Popen([*served.argv, "--host", "0.0.0.0", "--port", "0"], stdout=handle,
                                   stderr=subprocess.DEVNULL, env=served.env)
    try:
        deadline = time.monotonic() + 30
        while "Ctrl+C stops" not in out.read_text() and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.1)
        announced = out.read_text()
    finally:
        end_process(process, timeout=15)
    match = re.search(r"labeler serve: http://([^/\s]+):(\d+)/ for", announced)
    assert match, announced
    assert match.group(1) == socket.gethostname() and "0.0.0.0" not in announced
    assert "(listening on every address of this machine" in announced
    assert re.search(r"labeler serve: http://127\.0\.0\.1:\d+/ for", served.out.read_text())  # loopback unchanged


async def test_stopping_the_server_ends_every_app_it_started(tmp_path):
    server = Served(tmp_path)
    try:
        async with client() as http:
            url = server.url.replace("http", "ws", 1) + "/ws?width=80&height=24"
            tab = await http.ws_connect(url, headers={"Cookie": f"labeler_token={ALICE}"})
            assert (await tab.receive(timeout=30)).type == aiohttp.WSMsgType.BINARY  # the app is running
            apps = [int(path.name) for path in apps_started_by(server.process.pid)]
            server.process.send_signal(2)  # Ctrl+C; the apps, in their own process groups, do not get it
            server.process.wait(timeout=20)
    finally:
        server.stop()
    deadline = time.monotonic() + 10
    while any(Path("/proc", str(pid)).exists() for pid in apps) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not [pid for pid in apps if Path("/proc", str(pid)).exists()]


def _ended_overlay_shown() -> str:
    """JavaScript: whether the page shows its 'Session ended' notice over the terminal, which takes no keys."""
    return ("(() => { const ended = document.querySelector('.ended');"
            " const over = document.elementFromPoint(innerWidth / 2, innerHeight / 2);"
            " return document.body.classList.contains('-closed') && getComputedStyle(ended).display === 'flex'"
            " && over !== null && over.closest('.ended') !== null && document.getElementById('terminal').inert"
            " && !document.querySelector('.xterm-helper-textarea').matches(':focus')"
            " && getComputedStyle(document.querySelector('.starting')).display === 'none'; })()")


async def wait_for_page(browser: Chromium, expression: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not await browser.evaluate(expression):
        if time.monotonic() > deadline:
            raise AssertionError(f"the page never showed {expression!r}")
        await asyncio.sleep(0.2)


async def test_after_q_the_page_says_the_session_ended_over_the_terminal_and_takes_no_keys(tmp_path):
    if CHROMIUM is None:
        pytest.skip("chromium is not installed (Debian: apt-get install chromium)")
    (tmp_path / "quit").mkdir()
    server = Served(tmp_path / "quit")
    browser = Chromium(tmp_path / "profile")
    try:
        await browser.open_recording(f"{server.url}/?token={ALICE}")
        await browser.wait_for_output("pair 1/3")
        await browser.evaluate("document.querySelector('.xterm-helper-textarea').focus()")
        await browser.type_key("3")
        await browser.wait_for_output("pair 2/3")
        await browser.type_key("q")
        await wait_for_page(browser, _ended_overlay_shown())
        assert await browser.evaluate("document.querySelector('.ended').innerText.includes('Session ended.')")
        await browser.screenshot(tmp_path / "ended.png")
        for key in "2102":  # typed at the ended page: nowhere to go
            await browser.type_key(key)
        assert await browser.evaluate(_ended_overlay_shown())
    finally:
        await browser.close()
        server.stop()
    assert server.graders() == [("alice", 3)]


async def test_an_app_that_cannot_start_says_why_in_the_page_within_seconds(tmp_path):
    if CHROMIUM is None:
        pytest.skip("chromium is not installed (Debian: apt-get install chromium)")
    (tmp_path / "broken").mkdir()
    server = Served(tmp_path / "broken")
    server.db.rename(server.db.with_suffix(".gone"))  # the database goes after the server started
    browser = Chromium(tmp_path / "profile")
    try:
        await browser.open_recording(f"{server.url}/?token={ALICE}")
        started = time.monotonic()
        await wait_for_page(browser, _ended_overlay_shown(), timeout=20)
        waited = time.monotonic() - started
        said = await browser.evaluate("document.getElementById('ended-why').textContent")
        await browser.screenshot(tmp_path / "broken.png")
    finally:
        await browser.close()
        server.stop()
    assert said == f"the app could not start: no labeler database at {server.db}: import something first " \
                   "(`labeler import ...`), or try `labeler demo`"
    assert waited < 20
    log = server.err.read_text() + server.out.read_text()
    assert "labeler serve: ERROR labeler.serve: an app could not start (exit status 2):" in log
    assert "Application failed to start" not in log  # textual-serve's own words, and its unmasked print, are gone
