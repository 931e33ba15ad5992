"""`labeler serve`'s web application in-process on 127.0.0.1 (aiohttp's test server): where the page
points its websocket, and when the cookie can be Secure. The real subprocess is tests/e2e/test_serve.py."""

from __future__ import annotations

import re
import secrets

from aiohttp.test_utils import TestClient, TestServer

from labeler.tui.serve import LabelerServer
from labeler.tui.serve_tokens import TokenBook

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
