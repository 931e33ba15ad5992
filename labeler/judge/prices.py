"""What a model's tokens cost: --price-in/--price-out, else the user's prices.toml (LABELER_PRICES)."""

from __future__ import annotations

import math
import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from labeler.domain import LabelerError

#: A batch job's share off the live price when prices.toml names none (OpenAI's Batch API: half price).
DEFAULT_BATCH_DISCOUNT = 0.5


@dataclass(frozen=True, slots=True)
class Prices:
    """A model's prices in USD per 1 M tokens; batch_discount is the share a batch job takes off (0.5: half)."""

    input: float
    output: float
    batch_discount: float = DEFAULT_BATCH_DISCOUNT
    source: str = "--price-in/--price-out"

    def cost(self, tokens_in: int, tokens_out: int, *, batch: bool = False) -> float:
        """USD for these tokens, live or (batch=True) as a batch job."""
        live = (tokens_in * self.input + tokens_out * self.output) / 1_000_000
        return live * (1 - self.batch_discount) if batch else live


def prices_path() -> Path:
    """LABELER_PRICES, else prices.toml in the user's config folder (~/.config/labeler on Linux)."""
    named = os.environ.get("LABELER_PRICES")
    if named:
        return Path(named)
    from platformdirs import user_config_path

    return user_config_path("labeler") / "prices.toml"


def _price(path: Path, model: str, table: dict[str, Any], key: str, *, below_one: bool = False) -> float | None:
    value = table.get(key)
    if value is None:
        return None
    ok = isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value) and value >= 0
    if not ok or (below_one and value >= 1):
        bound = "from 0 to below 1" if below_one else "0 or more"
        raise LabelerError(f'{path}: models."{model}".{key} must be a number {bound}, not {value!r}')
    return float(value)


def _file_prices(model: str) -> tuple[Path, dict[str, float | None]]:
    path = prices_path()
    try:
        document = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return path, {}
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise LabelerError(f"{path}: cannot read prices: {error}") from None
    models = document.get("models", {})
    table = models.get(model) if isinstance(models, dict) else None
    if not isinstance(table, dict):
        return path, {}
    unknown = sorted(set(table) - {"in", "out", "batch_discount"})
    if unknown:
        raise LabelerError(f'{path}: models."{model}" has unknown key(s) {", ".join(unknown)} (known: in, out, batch_discount)')
    return path, {
        "in": _price(path, model, table, "in"),
        "out": _price(path, model, table, "out"),
        "batch_discount": _price(path, model, table, "batch_discount", below_one=True),
    }


def model_prices(model: str, price_in: float | None = None, price_out: float | None = None) -> Prices | None:
    """The model's prices: --price-in/--price-out where given, else prices.toml's [models."MODEL"]
    (in, out, batch_discount); None when neither names any. Only one of in/out known is a LabelerError."""
    path, listed = _file_prices(model)
    found_in = price_in if price_in is not None else listed.get("in")
    found_out = price_out if price_out is not None else listed.get("out")
    if found_in is None and found_out is None:
        return None
    if found_in is None or found_out is None:
        missing = "--price-in" if found_in is None else "--price-out"
        raise LabelerError(f'cost needs both prices: give {missing} (USD per 1 M tokens) or set it in {path} [models."{model}"]')
    discount = listed.get("batch_discount")
    from_file = price_in is None or price_out is None
    return Prices(
        input=found_in,
        output=found_out,
        batch_discount=DEFAULT_BATCH_DISCOUNT if discount is None else discount,
        source=str(path) if from_file else "--price-in/--price-out",
    )
