"""`labeler serve`'s tokens and refusals before any server starts: the tokens file, --new-token, a
missing database, the credential mask on log lines, what counts as loopback."""

from __future__ import annotations

import logging
import subprocess
import sys
import re
from pathlib import Path

import pytest

from labeler.domain.errors import InputError, LabelerError
from labeler.serve.server import LOG_FORMAT, annotator_command, is_loopback
from labeler.serve.access.boundary import MaskingFormatter
from labeler.services.roles import Role
from labeler.serve.access.tokens import Member, TokenBook, new_token_line, read_token_book

GOOD = "A" * 16
OTHER = "b-" * 10


def book_from(tmp_path: Path, text: str) -> TokenBook:
    path = tmp_path / "tokens.txt"
    path.write_text(text, encoding="utf-8")
    return read_token_book([], path)


def test_a_tokens_file_holds_name_token_lines_tabs_comments_and_blank_lines(tmp_path):
    book = book_from(tmp_path, f"# team\n\nalice={GOOD}\n  bob\t{OTHER}  \n")
    assert book.annotator_for(GOOD) == "alice"
    assert book.annotator_for(OTHER) == "bob"
    assert book.annotator_for(GOOD[:-1]) is None
    assert book.annotator_for("") is None and book.annotator_for(None) is None
    assert book.annotators == ["alice", "bob"]


def test_a_bom_and_invisible_blanks_around_a_line_or_a_field_are_stripped(tmp_path):
    path = tmp_path / "tokens.txt"
    path.write_bytes(f"\ufeffalice={GOOD}\r\n\ufeff bob \u200b= {OTHER}\u00a0:adjudicator \r\n".encode("utf-8"))
    book = read_token_book([], path)
    assert book.annotators == ["alice", "bob"]
    assert book.member_for(GOOD) == Member("alice", Role.ANNOTATOR)
    assert book.member_for(OTHER) == Member("bob", Role.ADJUDICATOR)


def test_a_token_may_carry_a_role_and_is_an_annotators_without_one(tmp_path):
    book = read_token_book([f"carol={GOOD}:coordinator"], None)
    assert book.member_for(GOOD) == Member("carol", Role.COORDINATOR)
    assert book.member_for(f"{GOOD}:coordinator") is None  # the role is never part of the token
    assert book_from(tmp_path, f"dan\t{OTHER}:Adjudicator\n").member_for(OTHER) == Member("dan", Role.ADJUDICATOR)
    assert TokenBook([("erin", GOOD)]).member_for(GOOD) == Member("erin", Role.ANNOTATOR)


def test_an_unknown_role_is_refused_with_its_place_and_without_the_token(tmp_path):
    with pytest.raises(InputError) as refused:
        book_from(tmp_path, f"alice={GOOD}:admin\n")
    assert str(refused.value) == (f"{tmp_path / 'tokens.txt'}:1: unknown role 'admin' (one of annotator, adjudicator, "
                                  "coordinator) after the token of 'alice'")


def test_options_and_file_combine_and_an_annotator_may_hold_two_tokens(tmp_path):
    path = tmp_path / "tokens.txt"
    path.write_text(f"alice={OTHER}\n", encoding="utf-8")
    book = read_token_book([f"alice={GOOD}"], path)
    assert book.annotator_for(GOOD) == book.annotator_for(OTHER) == "alice"
    assert book.annotators == ["alice"]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("alice", "expected NAME=TOKEN"),
        (f"={GOOD}", "the annotator name is empty"),
        ("alice=", "no token after the annotator name 'alice'"),
        ("alice=short-token", "the token of 'alice' is shorter than 16 characters"),
        (f"alice={GOOD} {GOOD}", "the token of 'alice' may hold only letters, digits and - _ . ~"),
        (f"ali\x1bce={GOOD}", "the annotator name holds a control character"),
        (f"ali\u200dce={GOOD}", "the annotator name holds an invisible character"),
    ],
)
def test_a_malformed_line_is_refused_with_its_place_and_without_its_token(tmp_path, line, message):
    with pytest.raises(InputError) as refused:
        book_from(tmp_path, f"# team\n{line}\n")
    assert str(refused.value).startswith(f"{tmp_path / 'tokens.txt'}:2: {message}")
    assert GOOD not in str(refused.value) and "short-token" not in str(refused.value)


def test_a_token_given_twice_is_refused_naming_both_places(tmp_path):
    with pytest.raises(InputError) as refused:
        book_from(tmp_path, f"alice={GOOD}\nbob={GOOD}\n")
    path = tmp_path / "tokens.txt"
    assert str(refused.value) == f"{path}:2: the token of 'bob' is the same as the token at {path}:1"


def test_a_bad_option_names_the_option_and_its_position():
    with pytest.raises(InputError) as refused:
        read_token_book([f"alice={GOOD}", "bob=tiny"], None)
    assert str(refused.value).startswith("--annotator-token:2: the token of 'bob' is shorter than 16 characters")


def test_no_tokens_at_all_is_refused(tmp_path):
    with pytest.raises(LabelerError, match="no annotator tokens"):
        book_from(tmp_path, "# nobody yet\n")


def test_the_book_never_shows_a_token():
    book = TokenBook([("alice", GOOD)])
    assert GOOD not in repr(book) and GOOD not in str(book)


def test_new_token_lines_are_fresh_long_and_accepted(tmp_path):
    first, second = new_token_line("alice"), new_token_line("alice")
    assert first != second
    assert re.fullmatch(r"alice=[A-Za-z0-9_-]{32}", first)
    assert book_from(tmp_path, first + "\n").annotator_for(first.split("=", 1)[1]) == "alice"
    coordinator = new_token_line("carol:coordinator")
    assert re.fullmatch(r"carol=[A-Za-z0-9_-]{32}:coordinator", coordinator)
    assert book_from(tmp_path, coordinator).member_for(coordinator[6:-12]) == Member("carol", Role.COORDINATOR)


def test_log_lines_lose_anything_shaped_like_a_credential():
    record = logging.LogRecord("aiohttp.access", logging.INFO, __file__, 1,
                               'GET /?fontsize=14&token=%s HTTP/1.1 "Bearer %s" labeler_token=%s', (GOOD, GOOD, GOOD), None)
    line = MaskingFormatter("%(message)s").format(record)
    assert line == 'GET /?fontsize=14&token=*** HTTP/1.1 "Bearer ***" labeler_token=***'


def test_a_known_token_is_masked_anywhere_in_a_line_its_exception_and_its_traceback():
    book = TokenBook([("alice", GOOD)])
    try:
        raise ValueError(f"bad request line b'GET /{GOOD}x HTTP/1.1' Bearer\\x20{OTHER}")
    except ValueError:
        record = logging.LogRecord("aiohttp.server", logging.ERROR, __file__, 1, "Error handling %s", (GOOD[:20],),
                                   sys.exc_info())
    line = MaskingFormatter(LOG_FORMAT, known=book.mask).format(record)
    assert "Traceback (most recent call last)" in line and "ValueError: bad request line b'GET /***x" in line
    assert GOOD not in line and OTHER not in line and record.exc_text is not None and GOOD not in record.exc_text


@pytest.mark.parametrize(("host", "loopback"), [("127.0.0.1", True), ("127.8.0.1", True), ("::1", True),
                                                ("[::1]", True), ("localhost", True), ("0.0.0.0", False),
                                                ("192.168.1.5", False), ("::", False), ("labels.example.org", False)])
def test_only_loopback_addresses_count_as_loopback(host, loopback):
    assert is_loopback(host) is loopback


def test_the_app_command_carries_the_quoted_name_and_nothing_else_secret():
    command = annotator_command("o'brien; rm -rf /", Role.ADJUDICATOR)
    assert command.endswith("-m labeler '--annotator=o'\"'\"'brien; rm -rf /' tui --role=adjudicator --served")


def main_exit(*args: str) -> int:
    from labeler.cli import main

    with pytest.raises(SystemExit) as exited:
        main(list(args))
    return int(exited.value.code or 0)


def test_serve_refuses_a_missing_database_as_other_commands_do(tmp_path, capsys):
    assert main_exit("--db", str(tmp_path / "missing.db"), "serve", "--annotator-token", f"alice={GOOD}") == 2
    serve_error = capsys.readouterr().err
    assert main_exit("--db", str(tmp_path / "missing.db"), "status") == 2
    assert serve_error == capsys.readouterr().err
    assert serve_error.startswith("error: no labeler database at ")


def test_serve_refuses_a_short_token_before_anything_else(tmp_path, capsys):
    assert main_exit("--db", str(tmp_path / "missing.db"), "serve", "--annotator-token", "alice=1234") == 2
    assert capsys.readouterr().err == "error: --annotator-token:1: the token of 'alice' is shorter than 16 characters " \
        "(labeler serve --new-token NAME makes one)\n"


def test_new_token_prints_one_line_without_a_database(tmp_path, capsys):
    assert main_exit("--db", str(tmp_path / "missing.db"), "serve", "--new-token", "carol") == 0
    assert re.fullmatch(r"carol=[A-Za-z0-9_-]{32}\n", capsys.readouterr().out)


def test_serve_help_loads_neither_the_web_server_nor_textual():
    script = ("import sys\nfrom labeler.cli import main\ntry:\n    main(['serve', '--help'])\nexcept SystemExit:\n    pass\n"
              "print(sorted(m for m in ('aiohttp', 'textual_serve', 'textual') if m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert "--annotator-token NAME=TOKEN" in result.stdout
    assert result.stdout.strip().splitlines()[-1] == "[]"


def test_the_judges_key_comes_from_the_key_file_else_the_servers_environment(tmp_path, monkeypatch, capsys):
    import secrets

    from labeler.cli.serve.serve import _judge_key
    from labeler.domain.errors import InputError

    key = secrets.token_hex(16)
    monkeypatch.setenv("OPENAI_API_KEY", "from-the-environment")
    assert _judge_key(None) == "from-the-environment"
    key_file = tmp_path / "judge.key"
    key_file.write_text(f"{key}\n", encoding="utf-8")
    key_file.chmod(0o644)
    assert _judge_key(key_file) == key
    assert "judge.key is readable by other users; chmod 600 it" in capsys.readouterr().err
    key_file.write_text("\n", encoding="utf-8")
    with pytest.raises(InputError, match="judge.key:1: no API key on the first line"):
        _judge_key(key_file)
    key_file.write_text(f"{key} trailing words\n", encoding="utf-8")
    with pytest.raises(InputError) as refused:
        _judge_key(key_file)
    assert key not in str(refused.value)
    monkeypatch.delenv("OPENAI_API_KEY")
    assert _judge_key(None) is None
