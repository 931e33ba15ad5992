"""The page `labeler serve` sends a browser: everything it loads comes from this server.

textual-serve's own page asks fonts.googleapis.com for its font on every visit (a request to a third
party carrying each annotator's address, and a broken font on an offline network) and has no title.
This page loads the terminal's font from the files textual-serve ships (served under /static like
its script), falls back to the system's monospace fonts, names the project in its title, and its
Content-Security-Policy forbids any other origin, so a later change cannot add one unnoticed.
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
</style>
<script src="{static}js/textual.js"></script>
</head>
<body>
<div class="notice starting"><div>labeler: starting the app&hellip;</div><a id="start" href="./">Start</a></div>
<div class="notice ended"><div>Session ended.</div><a href="./">Open it again</a></div>
<div id="terminal" class="textual-terminal" data-session-websocket-url="{websocket}" data-font-size="{font_size}"></div>
</body>
</html>
"""


def page_html(*, static_url: str, websocket_url: str, font_size: int) -> str:
    """The page for one visit: its static files under static_url (ending in /), its app at websocket_url."""
    return _PAGE.format(title=escape(TITLE), static=escape(static_url, quote=True), font=FONT_FILE,
                        italic=ITALIC_FONT_FILE, family=FONT_FAMILY, system=SYSTEM_MONOSPACE,
                        websocket=escape(websocket_url, quote=True), font_size=max(6, min(font_size, 64)))
