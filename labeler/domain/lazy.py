"""Package namespaces whose names load on first use (PEP 562), shared by labeler.domain, labeler.metrics
and labeler.judge (standard library only, so the lowest layer can hold it)."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from typing import Any


def lazy_names(package: str, homes: dict[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` that imports each public name from its home module the first time
    it is asked for, and keeps it in the package's namespace afterwards."""

    def __getattr__(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(home), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
