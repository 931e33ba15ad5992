"""`labeler serve`: the labeling app in a browser, each annotator behind their own token."""

from __future__ import annotations

import os
from pathlib import Path

import click

from labeler.cli.context import current_app
from labeler.cli.numbers import count
from labeler.cli.terminal.output import shown_path


def register(cli: click.Group) -> None:
    """Attach the serve command."""
    cli.add_command(serve)


@click.command("serve", short_help="Serve the labeling app to annotators' browsers.")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on. Anything but loopback needs a TLS proxy in front (docs/SERVE.md).")
@click.option("--port", type=count(0, 65535), default=8000, show_default=True,
              help="Port to listen on (0: any free port, printed at start).")
@click.option("--tokens", "tokens_file", type=click.Path(path_type=Path, dir_okay=False), default=None,
              help="File of NAME=TOKEN[:ROLE] lines (or NAME<TAB>TOKEN[:ROLE]; # comments), one per token; ROLE is "
              "annotator (the default), adjudicator or coordinator. Keep it chmod 600.")
@click.option("--annotator-token", "token_options", multiple=True, metavar="NAME=TOKEN[:ROLE]",
              help="An annotator, their token and role (repeatable). Other users of this machine can read a "
              "command line: prefer --tokens FILE outside a quick local try.")
@click.option("--public-url", default=None, metavar="URL",
              help="The address browsers use when a proxy is in front, e.g. https://labels.example.org "
              "(default: the address each browser used).")
@click.option("--blind/--no-blind", default=None,
              help="Start every annotator's app in blind mode: LLM suggestions hidden until the pair is graded "
                   "(an annotator can still turn it off with b). Env: LABELER_BLIND=1.")
@click.option("--max-tabs", type=count(1), default=3, show_default=True,
              help="Apps one annotator may have open at once: each browser tab runs one (about 30 MB of its own).")
@click.option("--judge-model", default=None, metavar="NAME",
              help="The LLM judge a coordinator's prefill in the browser uses (visitors cannot choose another). "
              "Default: LABELER_JUDGE_MODEL; without one, no prefill in the browser.")
@click.option("--judge-base-url", default=None, metavar="URL",
              help="The judge's OpenAI-compatible endpoint. Default: OPENAI_BASE_URL, else the OpenAI API.")
@click.option("--judge-key-file", type=click.Path(path_type=Path, dir_okay=False, exists=True), default=None,
              help="A file holding the judge's API key (its first line; keep it chmod 600). Default: "
              "OPENAI_API_KEY in the server's environment. The server holds it and gives it to coordinators' "
              "apps only: never to a browser, a log, or a command line (docs/SERVE.md).")
@click.option("--preload/--no-preload", default=True, show_default=True,
              help="Fork each visitor's app from one process that has already imported the app (fast starts "
              "when a team arrives together); --no-preload starts each as a fresh process.")
@click.option("--new-token", metavar="NAME[:ROLE]", default=None,
              help="Print a NAME=TOKEN[:ROLE] line with a fresh random token, to add to the tokens file, and exit.")
def serve(host: str, port: int, tokens_file: Path | None, token_options: tuple[str, ...], public_url: str | None,
          blind: bool | None, max_tabs: int, judge_model: str | None, judge_base_url: str | None,
          judge_key_file: Path | None, preload: bool, new_token: str | None) -> None:
    """Serve the labeling app to browsers: each annotator opens their own link, no install needed.

    Every visit runs the same app as `labeler tui` in its own process, as the annotator the
    visitor's token names and with its role; nobody can grade under another name. An annotator
    grades; an adjudicator also settles disagreements; a coordinator also prefills, imports and
    exports. Requests without a valid token get 401 or 403, requests from another site's page 403.
    A token comes once as ?token=, then lives in an HttpOnly cookie.

    \b
    Set up once:
      labeler serve --new-token alice >> tokens.txt
      labeler serve --new-token bob:adjudicator >> tokens.txt
      chmod 600 tokens.txt
    \b
    Serve, and send each annotator their link:
      labeler serve --tokens tokens.txt
      # alice opens http://127.0.0.1:8000/?token=<alice's token>

    Plain http is fine on 127.0.0.1 (and through an SSH tunnel: ssh -L 8000:127.0.0.1:8000 host);
    anywhere else put Caddy or nginx with TLS in front (docs/SERVE.md). Tokens are never printed,
    logged or stored in the database. The global --annotator is ignored here: tokens name annotators.
    """
    from labeler.services.roles import SERVED_KEY_ENV
    from labeler.serve.access.tokens import new_token_line, read_token_book, readable_by_others

    if new_token is not None:
        click.echo(new_token_line(new_token))
        return
    book = read_token_book(token_options, tokens_file)
    obj = current_app()
    obj.repository().close()  # refuses a missing database, and migrates it once, before any visitor's app does
    from labeler.serve.server import LabelerServer, is_loopback, is_unspecified

    if tokens_file is not None and readable_by_others(tokens_file):
        click.echo(f"warning: {shown_path(tokens_file)} is readable by other users; chmod 600 it", err=True)
    if not is_loopback(host):
        click.echo(f"warning: listening on {shown_path(host)} over plain http: tokens and grades cross the network unencrypted. "
                   "Put a TLS proxy in front (docs/SERVE.md) and bind to 127.0.0.1, or use an SSH tunnel.", err=True)
    # Each visitor's app process inherits this environment: the database, never a token or another name.
    os.environ["LABELER_DB"] = obj.db if "://" in obj.db else str(Path(obj.db).resolve())
    os.environ.pop("LABELER_ANNOTATOR", None)
    os.environ.pop(SERVED_KEY_ENV, None)  # given to a coordinator's app by the server itself, never inherited
    judge_key = _judge_key(judge_key_file)  # before _judge_for_apps clears OPENAI_API_KEY from the environment
    judge_model, judge_base_url = _judge_for_apps(judge_model, judge_base_url)
    if blind is not None:
        os.environ["LABELER_BLIND"] = "1" if blind else "0"
    server = LabelerServer(book, host=host, port=port, public_url=public_url, max_tabs=max_tabs, preload=preload,
                           judge_key=judge_key if judge_model else None)

    def announce(url: str) -> None:
        url = shown_path(url)
        names = ", ".join(shown_path(name) for name in book.annotators)
        click.echo(f"labeler serve: {url}/ for {len(book.annotators)} annotator(s): {names}")
        click.echo(f"each opens {url}/?token=<their token>; Ctrl+C stops", nl=True)
        if judge_model:
            from labeler.judge.endpoint import safe_url

            endpoint = shown_path(safe_url(judge_base_url)) if judge_base_url else "the OpenAI API"
            key = ("with the server's API key, given to coordinators' apps only" if judge_key else
                   "without an API key")
            click.echo(f"coordinators' LLM prefill in the browser: {shown_path(judge_model)} at {endpoint} ({key})")
        if public_url is None and is_unspecified(host):
            click.echo(f"(listening on every address of this machine: {url} is one way to reach it; "
                       "any name or address of it that browsers can reach works)")

    server.serve_until_stopped(announce)


def _judge_key(key_file: Path | None) -> str | None:
    """The judge's API key the server holds: the key file's first line, else OPENAI_API_KEY (None: none).
    A key file other users can read is said once, as the tokens file is."""
    if key_file is None:
        return os.environ.get("OPENAI_API_KEY") or None
    from labeler.domain.errors import InputError
    from labeler.serve.access.tokens import readable_by_others

    if readable_by_others(key_file):
        click.echo(f"warning: {shown_path(key_file)} is readable by other users; chmod 600 it", err=True)
    try:
        lines = key_file.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(key_file, None, f"cannot read the judge's key: {type(exc).__name__}") from None
    key = lines[0].strip() if lines else ""
    if not key or any(ord(c) < 33 or ord(c) == 127 for c in key):
        raise InputError(key_file, 1, "no API key on the first line (one line: the key alone)")
    return key


def _judge_for_apps(model: str | None, base_url: str | None) -> tuple[str | None, str | None]:
    """Put the server's judge (the options, else LABELER_JUDGE_MODEL and OPENAI_BASE_URL) in the environment
    the visitors' apps inherit, and nothing else of OPENAI_*: the judge is the server's configuration,
    never a visitor's choice (the apps run with --served), and the coordinator's API key is not passed
    on through the environment (the server gives its key to coordinators' apps alone, `_judge_key`). Returns
    (model, base_url)."""
    model = model or os.environ.get("LABELER_JUDGE_MODEL") or None
    base_url = base_url or os.environ.get("OPENAI_BASE_URL") or None
    for name in [name for name in os.environ if name.startswith("OPENAI_") or name == "LABELER_JUDGE_MODEL"]:
        del os.environ[name]
    if model:
        os.environ["LABELER_JUDGE_MODEL"] = model
    if base_url:
        from labeler.judge.endpoint import check_base_url

        check_base_url(base_url)  # a key in the URL's query string is refused, as everywhere
        os.environ["OPENAI_BASE_URL"] = base_url
    return model, base_url
