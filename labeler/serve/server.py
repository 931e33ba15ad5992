"""`labeler serve`: the labeling app in a browser, through textual-serve, behind annotator tokens.

textual-serve runs one app process per websocket and has no authentication, so every request
(page, static files, downloads, websocket) first passes `_authenticate`: a request from another
origin is refused (access.boundary), a valid token arrives as `?token=` once, is swapped for an
HttpOnly SameSite=Strict cookie by a redirect that drops it from the address bar, and names the
annotator and role the app process is started as. The process gets those on its command line and
never the token; the server writes no access log, and every log line (tracebacks included) is
masked of credentials. The page is labeler's own (page): nothing from a third party.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import shlex
import signal
import socket
import sys
from collections import Counter
from contextvars import ContextVar
from typing import Awaitable, Callable

from aiohttp import WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server, to_int

from labeler.domain.errors import LabelerError
from labeler.services.roles import PERMISSIONS, Action, Role
from labeler.serve.apps.processes import MAX_QUIT_SECONDS, TERM_GRACE_SECONDS, AppLauncher, AppProcess, end_group, signal_group
from labeler.serve.access.boundary import MalformedMessage, MaskingFormatter, foreign_origin, websocket_command
from labeler.serve.page import CONTENT_SECURITY_POLICY, PAGE_SCRIPT, page_html
from labeler.serve.access.tokens import Member, TokenBook

COOKIE = "labeler_token"
COOKIE_MAX_AGE = 30 * 24 * 3600  # a month: an annotator's bookmark keeps working between visits
# how long a stop waits for the tabs' apps, each ended once it falls silent (apps.processes.AppProcess.stop)
SHUTDOWN_SECONDS = MAX_QUIT_SECONDS + TERM_GRACE_SECONDS + 5.0
log = logging.getLogger("labeler.serve")

# The origin of the request being handled: the page's websocket address follows the address the
# browser used (localhost or 127.0.0.1, a LAN name) unless --public-url fixes it (a TLS proxy).
_REQUEST_ORIGIN: ContextVar[str] = ContextVar("labeler_serve_request_origin", default="")
# The annotator (and role) the request's token names, set by _authenticate for the handler it calls.
_REQUEST_MEMBER: ContextVar[Member] = ContextVar("labeler_serve_request_member")
LOG_FORMAT = "labeler serve: %(levelname)s %(name)s: %(message)s"

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class ServeError(LabelerError):
    """The server cannot start: the port is taken, the address cannot be bound."""


def is_loopback(host: str) -> bool:
    """Whether host only answers this machine (127.0.0.0/8, ::1, localhost)."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def is_unspecified(host: str) -> bool:
    """Whether host means every address of this machine (0.0.0.0, ::): not an address a browser can use."""
    try:
        return ipaddress.ip_address(host.strip("[]")).is_unspecified
    except ValueError:
        return False


def announced_url(host: str, port: int) -> str:
    """The address to tell people for a server bound to host:port: the bound address, except that an
    unspecified one (0.0.0.0, ::) becomes this machine's hostname."""
    if is_unspecified(host):
        host = socket.gethostname()
    return f"http://{'[' + host + ']' if ':' in host else host}:{port}"


def refusal(status: int, reason: str) -> web.Response:
    """A 401 (no credentials) or 403 (wrong ones) with a one-line explanation for the browser."""
    response = web.Response(status=status, text=f"{reason}\n", content_type="text/plain")
    if status == 401:
        response.headers["WWW-Authenticate"] = 'Bearer realm="labeler"'
    response.headers["Cache-Control"] = "no-store"
    return response


def offered_token(request: web.Request) -> tuple[str | None, str]:
    """The credential a request brings and where: `?token=`, an `Authorization: Bearer` header, the cookie."""
    if "token" in request.query:
        return request.query["token"], "query"
    scheme, _, credentials = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() == "bearer" and credentials.strip():
        return credentials.strip(), "header"
    return request.cookies.get(COOKIE), "cookie"


def too_many_tabs(max_tabs: int) -> str:
    """The terminal line a visitor sees when they already have max_tabs apps open."""
    return f"labeler: you already have {max_tabs} tabs of labeler open; close one, then reload this page.\r\n"


def annotator_command(annotator: str, role: Role = Role.ANNOTATOR) -> str:
    """The shell command that opens the labeling app as this annotator with this role, held to the
    server's LLM judge (no secret on it: the database and the judge come from the environment, the
    name is quoted)."""
    return shlex.join([sys.executable, "-m", "labeler", f"--annotator={annotator}", "tui", f"--role={role.value}",
                       "--served"])


class LabelerServer(Server):
    """textual-serve's server with token authentication and one app process per annotator visit."""

    def __init__(self, book: TokenBook, *, host: str, port: int, public_url: str | None, max_tabs: int = 3,
                 preload: bool = True, judge_key: str | None = None) -> None:
        self.book = book
        self.judge_key = judge_key  # held here; given only to the apps of roles that may prefill
        self.launcher = AppLauncher(preload)
        self.max_tabs = max_tabs
        self._open_tabs: Counter[str] = Counter()
        self._fixed_public_url = public_url.rstrip("/") if public_url else None
        self._default_public_url = ""
        self._websockets: set[web.WebSocketResponse] = set()
        self._apps: set[AppProcess] = set()
        super().__init__(command="labeler tui", host=host, port=port, title="labeler",
                         public_url=self._fixed_public_url)

    @property
    def public_url(self) -> str:
        """--public-url if given, else the origin of the request being served."""
        return self._fixed_public_url or _REQUEST_ORIGIN.get() or self._default_public_url

    @public_url.setter
    def public_url(self, value: str) -> None:
        self._default_public_url = value

    @property
    def behind_tls(self) -> bool:
        """Whether browsers reach the server over https (--public-url): only then can the cookie be
        Secure, as a Secure cookie is never sent back over plain http."""
        return bool(self._fixed_public_url and self._fixed_public_url.lower().startswith("https://"))

    def initialize_logging(self) -> None:
        """Warnings and errors to stderr, every credential masked (tracebacks too); no access log at all."""
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(MaskingFormatter(LOG_FORMAT, known=self._mask))
        root = logging.getLogger()
        root.addHandler(handler)
        root.setLevel(logging.WARNING)
        logging.getLogger("aiohttp.access").disabled = True

    def _mask(self, text: str) -> str:
        """text with every token and the judge's key masked (for log lines)."""
        text = self.book.mask(text)
        return text.replace(self.judge_key, "***") if self.judge_key else text

    async def _make_app(self) -> web.Application:
        """textual-serve's routes behind the token check, with headers that keep URLs out of referrers."""
        app = await super()._make_app()
        app.router.add_get("/page.js", self.handle_page_script, name="page_script")
        app.middlewares.append(self._authenticate)
        app.on_response_prepare.append(self._harden_headers)
        app.on_shutdown.append(self._close_websockets)
        return app

    async def on_startup(self, app: web.Application) -> None:
        """Nothing: the address is printed once the port is bound (run prints it)."""

    @web.middleware
    async def _authenticate(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Let a request through only from this server's origin and with a valid token; swap a
        `?token=` for the cookie."""
        try:
            own = str(request.url.origin())
        except ValueError:  # a Host header no URL can hold
            own = ""
        if foreign_origin(request.headers.get("Origin"), own, self._fixed_public_url):
            return refusal(403, "labeler: a request from another site's page is refused")
        token, source = offered_token(request)
        if token is None:
            return refusal(401, "labeler: open the link your coordinator gave you (it ends in ?token=...)")
        member = self.book.member_for(token)
        if member is None:
            response = refusal(403, self._refused_words(token))
            if source == "cookie":
                response.del_cookie(COOKIE, path="/")
            return response
        if source == "query":
            kept = [(key, value) for key, value in request.query.items() if key != "token"]
            # one leading slash: a path like //evil.example would make a protocol-relative, off-site Location
            location = "/" + request.rel_url.with_query(kept or None).raw_path_qs.lstrip("/\\")
            redirect = web.Response(status=303, headers={"Location": location})
            redirect.set_cookie(COOKIE, token, max_age=COOKIE_MAX_AGE, path="/", httponly=True, samesite="Strict",
                                secure=self.behind_tls)
            redirect.headers["Cache-Control"] = "no-store"
            return redirect
        _REQUEST_MEMBER.set(member)
        _REQUEST_ORIGIN.set(own)
        return await handler(request)

    def _refused_words(self, token: str) -> str:
        """Why a token opens nothing: a link with a role after its token (`?token=TOKEN:adjudicator`)
        is told that roles come from the tokens file; the token itself is never repeated."""
        head, colon, _ = token.rpartition(":")
        if colon and self.book.member_for(head) is not None:
            return ("labeler: this link has a role after its token (':ROLE'); roles come from the server's tokens "
                    "file, not the link: open it without ':ROLE', or ask your coordinator for another role")
        return "labeler: this token opens nothing here; ask your coordinator for your link"

    async def _harden_headers(self, request: web.Request, response: web.StreamResponse) -> None:
        """No Referer carries a URL away; the page cannot be framed by another site nor load anything
        from one."""
        response.headers.setdefault("Referrer-Policy", "no-referrer")
        response.headers.setdefault("X-Frame-Options", "DENY")
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        response.headers.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)

    async def handle_index(self, request: web.Request) -> web.Response:
        """labeler's own page (page): its title, its fonts from this server, no third party."""
        router = request.app.router
        base = self.public_url
        websocket = base + str(router["websocket"].url_for())
        websocket = ("wss:" if base.lower().startswith("https") else "ws:") + websocket.split(":", 1)[1]
        static = base + str(router["static"].url_for(filename="/")).rstrip("/") + "/"
        html = page_html(static_url=static, websocket_url=websocket, script_url=base + str(router["page_script"].url_for()),
                         font_size=to_int(request.query.get("fontsize", "16"), 16))
        response = web.Response(text=html, content_type="text/html")
        response.headers["Cache-Control"] = "no-store"
        return response

    async def handle_page_script(self, request: web.Request) -> web.Response:
        """The page's own script (page.PAGE_SCRIPT): the session's end shown, and no keys after it."""
        return web.Response(text=PAGE_SCRIPT, content_type="application/javascript")

    async def _process_messages(self, websocket: web.WebSocketResponse, app_service: AppService) -> None:
        """textual-serve's commands from the browser to the app; a malformed message closes the tab
        with one log line (what was wrong, never the message) instead of a traceback."""
        async for message in websocket:
            if message.type != WSMsgType.TEXT:
                continue
            try:
                command, data = websocket_command(message.data)
            except MalformedMessage as exc:
                log.warning("closed a tab of %s: its browser sent a malformed websocket message (%s)",
                            _REQUEST_MEMBER.get().name, exc)
                await websocket.close(code=1003, message=b"malformed message")
                return
            if command == "stdin":
                await app_service.send_bytes(data.encode("utf-8"))
            elif command == "resize":
                await app_service.set_terminal_size(data["width"], data["height"])
            elif command == "ping":
                await websocket.send_json(["pong", data])
            elif command == "blur":
                await app_service.blur()
            elif command == "focus":
                await app_service.focus()

    async def _close_websockets(self, app: web.Application) -> None:
        """Close every browser's websocket so each app process is told to quit (and commits the keys
        typed before the stop: the stop waits for the apps still working)."""
        running = [app for app in self._apps if app.process is not None and app.process.returncode is None]
        if running:
            log.warning("stopping: %d app(s) save the grades typed before the stop first; Ctrl+C again ends them now",
                        len(running))
        for websocket in list(self._websockets):
            await websocket.close(code=1001, message=b"labeler serve is stopping")

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One app process for this websocket, started as the annotator the token names."""
        annotator, role = _REQUEST_MEMBER.get()
        websocket = web.WebSocketResponse(heartbeat=15)
        await websocket.prepare(request)
        if self._open_tabs[annotator] >= self.max_tabs:
            # said in the page's terminal, where a refused handshake would show nothing
            await websocket.send_bytes(too_many_tabs(self.max_tabs).encode())
            await websocket.close(code=1008, message=b"too many tabs")
            return websocket

        async def close() -> None:
            await websocket.close()

        service = AppProcess(
            annotator_command(annotator, role),
            write_bytes=websocket.send_bytes,
            write_str=websocket.send_str,
            close=close,
            download_manager=self.download_manager,
        )
        service.launcher = self.launcher
        if Action.PREFILL in PERMISSIONS[role]:
            service.judge_key = self.judge_key
        self._open_tabs[annotator] += 1
        self._websockets.add(websocket)
        self._apps.add(service)
        try:
            width = to_int(request.query.get("width", "80"), 80)
            height = to_int(request.query.get("height", "24"), 24)
            await service.start(width, height)
            try:
                await self._process_messages(websocket, service)
            finally:
                await service.stop()
        except (asyncio.CancelledError, ConnectionResetError):
            pass
        finally:
            self._open_tabs[annotator] -= 1
            self._websockets.discard(websocket)
            self._apps.discard(service)
            await websocket.close()
        return websocket

    def serve_until_stopped(self, announce: Callable[[str], None]) -> None:
        """Serve until SIGINT or SIGTERM; announce(url) once the port is bound."""
        self.initialize_logging()
        asyncio.run(self._serve(announce))

    async def _serve(self, announce: Callable[[str], None]) -> None:
        runner = web.AppRunner(await self._make_app(), access_log=None, shutdown_timeout=SHUTDOWN_SECONDS)
        await runner.setup()
        try:
            site = web.TCPSite(runner, self.host, self.port)
            await site.start()
        except OSError as exc:
            await runner.cleanup()
            raise ServeError(bind_failure(self.host, self.port, exc)) from None
        host, port = runner.addresses[0][:2]
        self.port = port
        self._default_public_url = announced_url(host, port)
        await self.launcher.start()  # the warm process apps fork from, ready before anyone is told to come
        announce(self._fixed_public_url or self._default_public_url)
        stopping = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(signum, stopping.set)
        try:
            await stopping.wait()
            for signum in (signal.SIGINT, signal.SIGTERM):  # asked twice: the apps go now
                loop.add_signal_handler(signum, self._end_apps_now)
        finally:
            await runner.cleanup()
            # an app whose tab's handler was cancelled before its stop finished: ended here, not left running
            left = [app.process for app in self._apps if app.process is not None and app.process.returncode is None]
            await asyncio.gather(*(end_group(process) for process in left))
            await self.launcher.close()


    def _end_apps_now(self) -> None:
        """A second Ctrl+C (or SIGTERM) while stopping: end every app's group at once."""
        for app in self._apps:
            if app.process is not None and app.process.returncode is None:
                signal_group(app.process, signal.SIGKILL)


def bind_failure(host: str, port: int, exc: OSError) -> str:
    """One line for a port that cannot be bound."""
    import errno

    if exc.errno == errno.EADDRINUSE:
        return f"port {port} on {host} is already in use (another labeler serve?); choose another with --port"
    if exc.errno == errno.EACCES:
        return f"not allowed to listen on port {port} on {host} (ports below 1024 need privileges); choose another"
    return f"cannot listen on {host}:{port}: {exc.strerror or exc}"
