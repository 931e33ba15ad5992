"""A served app that ends while its input thread still reads leaves nothing unawaited behind:
`labeler serve`'s log printed "RuntimeWarning: coroutine 'MessagePump._post_message' was never
awaited" after sessions ended. The cause: the web driver's input thread handed the app each key (and,
labeler's, the quit) as a coroutine made in that thread for the app's loop to run, and a key or quit
read as the app ended (textual-serve sends a second quit once the app says it exits) made one for a
loop that had stopped or closed. Each case runs in its own process, as a served app does, and reads
what that process printed when it ended."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

KEYS_AFTER_THE_END = textwrap.dedent('''
    import asyncio, gc, sys, warnings
    warnings.simplefilter("default")
    from textual import events, messages
    from textual.app import App
    from textual.drivers.web_driver import WebDriver
    from labeler.tui.app import ordered_quit

    driver_class = ordered_quit(WebDriver)
    app = App()
    driver = driver_class.__new__(driver_class)  # the parts send_message uses: the app and its loop
    driver._app = app
    loop = asyncio.new_event_loop()
    driver._loop = loop
    if sys.argv[1] == "closed":
        loop.close()  # the app's loop has ended; the input thread still reads a key typed meanwhile
        driver.send_message(events.Key("j", "j"))
    else:
        driver.send_message(messages.ExitApp())  # read while the loop still ran, which then stopped for good
        loop.close()
    gc.collect()
    print("ended", flush=True)
''')


@pytest.mark.parametrize("loop", ["closed", "stopped"])
def test_a_key_or_quit_read_as_the_app_ends_leaves_no_unawaited_coroutine(tmp_path: Path, loop: str):
    result = subprocess.run([sys.executable, "-c", KEYS_AFTER_THE_END, loop], capture_output=True, text=True,
                            timeout=120, cwd=tmp_path)
    assert result.returncode == 0 and result.stdout.strip().endswith("ended"), result.stderr
    assert "never awaited" not in result.stderr and "Traceback" not in result.stderr, result.stderr
