"""What `labeler judge` says about tokens and money: the dry run's estimate and a run's spending."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from labeler.judge.prices import Prices
    from labeler.services.judging.prefill import PrefillPlan, PrefillSummary


def usd(amount: float) -> str:
    """Dollars with cents, or four decimals below one dollar (a dry run of a few pairs costs fractions of a cent)."""
    return f"${amount:,.2f}" if amount >= 1 else f"${amount:.4f}"


def _rate(price: float) -> str:
    return f"${price:.2f}" if price == round(price, 2) else f"${price:g}"


def _rates(prices: Prices) -> str:
    return f"{_rate(prices.input)} in / {_rate(prices.output)} out per 1 M tokens"


def dry_run_lines(plans: Sequence[PrefillPlan], prices: Prices | None, prices_file: str) -> list[str]:
    """Input tokens (counted or estimated, and said which), output tokens, and the cost live and as a batch."""
    requests = sum(plan.requests for plan in plans)
    tokens_in = sum(plan.estimated_tokens for plan in plans)
    tokens_out = sum(plan.output_tokens for plan in plans)
    from labeler.domain.untrusted import terminal_text
    from labeler.judge.tokens import ANSWER_LABEL

    approx = "" if all(plan.tokens_exact for plan in plans) else "≈"
    lines = [
        f"input tokens: {approx}{tokens_in:,}, {plans[0].token_count}",
        f"output tokens: ≈{tokens_out:,}, {ANSWER_LABEL}",
    ]
    if prices is None:
        lines.append(
            f"estimated cost: unknown (give --price-in and --price-out in USD per 1 M tokens, "
            f'or list the model in {terminal_text(prices_file, one_line=True)} as '
            f'[models."{terminal_text(plans[0].request_model, one_line=True)}"])'
        )
    else:
        live = prices.cost(tokens_in, tokens_out)
        batch = prices.cost(tokens_in, tokens_out, batch=True)
        lines.append(
            f"estimated cost: {usd(live)} live, {usd(batch)} batch ({prices.batch_discount:.0%} off) "
            f"at {_rates(prices)} ({prices.source}); re-asks of unusable answers not included"
        )
    lines.append(f"dry run: would send {requests:,} requests, about {tokens_in:,} prompt tokens; nothing sent")
    return lines


def spent_line(summary: PrefillSummary, prices: Prices | None) -> str | None:
    """What a run cost, from the tokens the server reported; None without prices."""
    if prices is None:
        return None
    spent = prices.cost(summary.tokens_in, summary.tokens_out)
    return f"cost spent: {usd(spent)} ({summary.tokens_in:,} in, {summary.tokens_out:,} out at {_rates(prices)})"


def run_prices(model: str, price_in: float | None, price_out: float | None, *,
               dry_run: bool, warn: Callable[[str], None]) -> Callable[[], Prices | None]:
    """The prices a `labeler judge` run uses, read where a price is used and no sooner.

    A dry run, or a live run given one of --price-in/--price-out (the other comes from the file),
    reads the prices now: a malformed prices file is a LabelerError (`file: reason`, exit 2) before
    anything is sent. A live run given both never reads the file. A live run given neither asked for
    no cost: the file is read when the first spent line is due, and a malformed one only loses that
    line (warn gets `file: reason` once) instead of stopping the run.
    """
    from labeler.judge.prices import Prices, model_prices
    from labeler.domain import LabelerError

    if dry_run or (price_in is None) != (price_out is None):
        prices = model_prices(model, price_in, price_out)
        return lambda: prices
    if price_in is not None and price_out is not None:
        given = Prices(input=price_in, output=price_out)
        return lambda: given
    found: list[Prices | None] = []

    def listed() -> Prices | None:
        if not found:
            try:
                found.append(model_prices(model))
            except LabelerError as error:
                warn(f"warning: {error} (the cost line is left out)")
                found.append(None)
        return found[0]

    return listed
