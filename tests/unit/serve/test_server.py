"""`labeler serve`'s web application in-process on 127.0.0.1 (aiohttp's test server): where the page
points its websocket, and when the cookie can be Secure. The real subprocess is tests/e2e/test_serve.py."""

from __future__ import annotations

import re

import pytest
import secrets

from aiohttp.test_utils import TestClient, TestServer

from labeler.serve.server import LabelerServer
from labeler.serve.access.tokens import TokenBook

TOKEN = secrets.token_urlsafe(18)  # made per run: no credential-shaped literal in the repository


async def client_for(public_url: str | None) -> TestClient:
    server = LabelerServer(TokenBook([("carol", TOKEN)]), host="127.0.0.1", port=0, public_url=public_url)
    client = TestClient(TestServer(await server._make_app()))
    await client.start_server()
    return client


def websocket_url(page: str) -> str:
    match = re.search(r'data-session-websocket-url="([^"]+)"', page)
    assert match, page
    return match.group(1)


async def test_on_plain_http_the_cookie_cannot_be_secure_and_the_websocket_follows_the_browsers_address():
    client = await client_for(None)
    try:
        response = await client.get(f"/?token={TOKEN}", allow_redirects=False)
        assert response.status == 303
        assert "Secure" not in response.headers["Set-Cookie"]
        page = await client.get("/", headers={"Host": f"localhost:{client.port}", "Cookie": f"labeler_token={TOKEN}"})
        assert websocket_url(await page.text()) == f"ws://localhost:{client.port}/ws"
    finally:
        await client.close()


async def test_behind_an_https_proxy_the_cookie_is_secure_and_the_websocket_is_wss_on_the_public_address():
    client = await client_for("https://labels.example.org/")
    try:
        response = await client.get(f"/?token={TOKEN}", allow_redirects=False)
        assert "Secure" in response.headers["Set-Cookie"]
        page = await client.get("/", headers={"Authorization": f"Bearer {TOKEN}"})
        assert page.status == 200
        assert websocket_url(await page.text()) == "wss://labels.example.org/ws"
    finally:
        await client.close()


async def test_a_request_from_another_origin_is_refused_even_from_another_port_of_this_host():
    client = await client_for(None)
    cookie = {"Cookie": f"labeler_token={TOKEN}"}
    try:
        own = f"http://127.0.0.1:{client.port}"
        for origin in ("http://evil.example:9999", f"http://127.0.0.1:{client.port + 1}", f"https://127.0.0.1:{client.port}",
                       "null", "http://localhost", "not a url"):
            for path in ("/", "/static/js/textual.js", "/ws"):
                response = await client.get(path, headers={**cookie, "Origin": origin})
                assert response.status == 403, (origin, path)
                assert "another site" in await response.text()
        assert (await client.get("/", headers={**cookie, "Origin": own})).status == 200
        assert (await client.get("/", headers={**cookie, "Origin": own.upper() + "/"})).status == 200
        assert (await client.get("/", headers=cookie)).status == 200  # no Origin: a top-level visit, curl
        # a foreign page never learns whether its token guess was right: 403 before the token is read
        assert (await client.get("/", headers={"Origin": "http://evil.example"})).status == 403
    finally:
        await client.close()


async def test_behind_a_proxy_the_public_urls_origin_is_the_servers_own():
    client = await client_for("https://labels.example.org")
    try:
        headers = {"Cookie": f"labeler_token={TOKEN}"}
        assert (await client.get("/", headers={**headers, "Origin": "https://labels.example.org"})).status == 200
        assert (await client.get("/", headers={**headers, "Origin": "https://labels.example.org:443"})).status == 200
        assert (await client.get("/", headers={**headers, "Origin": "http://labels.example.org"})).status == 403
        assert (await client.get("/", headers={**headers, "Origin": "https://other.example.org"})).status == 403
    finally:
        await client.close()


async def test_a_websocket_handshake_from_another_origin_is_refused():
    import aiohttp

    client = await client_for(None)
    try:
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await client.ws_connect("/ws", headers={"Cookie": f"labeler_token={TOKEN}", "Origin": "http://evil.example:9999"})
        assert refused.value.status == 403
    finally:
        await client.close()


async def test_the_page_names_the_project_and_loads_nothing_from_another_origin():
    client = await client_for(None)
    try:
        response = await client.get("/", headers={"Cookie": f"labeler_token={TOKEN}"})
        page = await response.text()
        assert re.search(r"<title>labeler[^<]*</title>", page)
        assert "googleapis" not in page and "gstatic" not in page
        own = f"http://127.0.0.1:{client.port}/"
        for url in re.findall(r'(?:href|src)="([^"]+)"|url\("([^"]+)"\)', page):
            url = next(u for u in url if u)
            assert url.startswith(own) or url.startswith("./"), url
            if url.startswith(own):  # the font, the styles, the script: all served here
                fetched = await client.get(url.removeprefix(own[:-1]), headers={"Cookie": f"labeler_token={TOKEN}"})
                assert fetched.status == 200, url
        policy = response.headers["Content-Security-Policy"]
        assert "default-src 'self'" in policy and "font-src 'self'" in policy and "http" not in policy
        assert "fonts/RobotoMono" in page
    finally:
        await client.close()
