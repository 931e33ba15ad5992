"""`labeler serve`: the app in a browser, one layer above the app itself.

`server` is textual-serve's aiohttp server with labeler's middleware; `page` the page it serves;
`access/` who may come in (the tokens file, the Origin rule, what crosses from the browser);
`apps/` how each visitor's app process starts, runs and ends (forked from a warm process or
started afresh). It imports the app only to warm a process up; the cli layer above starts it.
"""
