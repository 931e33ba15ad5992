"""The page `labeler serve` sends a browser: everything it loads comes from this server.

textual-serve's own page asks fonts.googleapis.com for its font on every visit (a request to a third
party carrying each annotator's address, and a broken font on an offline network) and has no title.
This page loads the terminal's font from the files textual-serve ships (served under /static like
its script), falls back to the system's monospace fonts, names the project in its title, and its
Content-Security-Policy forbids any other origin, so a later change cannot add one unnoticed.

Its own script (`PAGE_SCRIPT`, served at /page.js before textual.js runs) watches the tab's websocket:
when the session ends — `q`, the app gone, an app that could not start (the server's `labeler_ended`
message names the cause) — the page says so over the terminal and the terminal takes no more keys
(`inert`, and the focus leaves it). textual.js alone marked the body `-closed` and went on taking keys
into a closed socket, its notice hidden behind the terminal.
"""

from __future__ import annotations

from html import escape

TITLE = "labeler: grade query-chunk pairs"
# the family textual.js asks xterm for first; the files are textual-serve's static/fonts
FONT_FAMILY = "Roboto Mono"
FONT_FILE = "fonts/RobotoMono-VariableFont_wght.ttf"
ITALIC_FONT_FILE = "fonts/RobotoMono-Italic-VariableFont_wght.ttf"
SYSTEM_MONOSPACE = 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace'

#: Sent with the page: only this server's scripts, styles, fonts, images and sockets ('self' covers
#: ws:/wss: on the same host and port); textual.js and xterm add inline styles, so those are allowed;
#: no inline script at all (the page's links are plain links).
CONTENT_SECURITY_POLICY = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
                           "img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; "
                           "base-uri 'none'; form-action 'none'")

_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{title}</title>
<link rel="preload" href="{static}{font}" as="font" type="font/ttf" crossorigin>
<link rel="stylesheet" href="{static}css/xterm.css">
<style>
@font-face {{ font-family: "{family}"; font-style: normal; font-weight: 100 700;
  src: url("{static}{font}") format("truetype"); }}
@font-face {{ font-family: "{family}"; font-style: italic; font-weight: 100 700;
  src: url("{static}{italic}") format("truetype"); }}
html, body {{ margin: 0; height: 100%; background: #0c181f; }}
body {{ font-family: "{family}", {system}; color: rgba(255, 255, 255, 0.95); }}
.textual-terminal {{ width: 100vw; height: 100vh; opacity: 0; transition: opacity 0.3s ease-out; }}
body.-first-byte .textual-terminal {{ opacity: 1; }}
.notice {{ position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
  flex-direction: column; gap: 16px; }}
body.-first-byte .starting, .ended, #start {{ display: none; }}
body.-closed .ended, #start.-delay {{ display: flex; }}
.notice a {{ padding: 12px 28px; background: #5e0ba7; color: inherit; text-decoration: none; }}
body.-closed .starting {{ display: none; }}
.ended {{ z-index: 10; background: rgba(12, 24, 31, 0.9); text-align: center; padding: 0 24px; }}
#ended-why:empty {{ display: none; }}
</style>
<script src="{script}"></script>
<script src="{static}js/textual.js"></script>
</head>
<body>
<div class="notice starting"><div>labeler: starting the app&hellip;</div><a id="start" href="./">Start</a></div>
<div class="notice ended" role="alert"><div>Session ended.</div><div id="ended-why"></div><a href="./">Open it again</a></div>
<div id="terminal" class="textual-terminal" data-session-websocket-url="{websocket}" data-font-size="{font_size}"></div>
</body>
</html>
"""


#: The page's own script (a file of this server: the CSP allows no inline script). It wraps WebSocket before
#: textual.js makes its socket; the cause comes as text (textContent), never markup.
PAGE_SCRIPT = """// labeler: a tab's session that ends says so over the terminal, which then takes no keys.
(function () {
  "use strict";
  var Native = window.WebSocket;
  function ended(cause) {
    document.body.classList.add("-closed");
    var terminal = document.getElementById("terminal");
    if (terminal) { terminal.inert = true; }
    var focused = document.activeElement;
    if (focused && focused !== document.body && focused.blur) { focused.blur(); }
    if (cause) { document.getElementById("ended-why").textContent = cause; }
  }
  function LabelerSocket(url, protocols) {
    var socket = protocols === undefined ? new Native(url) : new Native(url, protocols);
    socket.addEventListener("message", function (event) {
      if (typeof event.data !== "string" || event.data.indexOf('["labeler_ended"') !== 0) { return; }
      var cause = null;
      try { cause = JSON.parse(event.data)[1].cause; } catch (error) { cause = null; }
      ended(typeof cause === "string" ? cause : null);
    });
    socket.addEventListener("close", function () { ended(null); });
    return socket;
  }
  LabelerSocket.prototype = Native.prototype;
  ["CONNECTING", "OPEN", "CLOSING", "CLOSED"].forEach(function (name) { LabelerSocket[name] = Native[name]; });
  window.WebSocket = LabelerSocket;
}());
"""


def page_html(*, static_url: str, websocket_url: str, font_size: int, script_url: str) -> str:
    """The page for one visit: its static files under static_url (ending in /), its app at websocket_url,
    its own script at script_url."""
    return _PAGE.format(title=escape(TITLE), static=escape(static_url, quote=True), script=escape(script_url, quote=True),
                        font=FONT_FILE,
                        italic=ITALIC_FONT_FILE, family=FONT_FAMILY, system=SYSTEM_MONOSPACE,
                        websocket=escape(websocket_url, quote=True), font_size=max(6, min(font_size, 64)))
