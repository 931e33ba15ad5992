"""labeler: relevance judgments in the terminal, scored exactly as trec_eval would.

From Python: ``labeler.evaluate``, ``labeler.compare`` and ``labeler.open`` (see labeler.api).
They load on first use, so ``import labeler`` and ``labeler --help`` stay instant.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labeler.version import __version__

__all__ = ["__version__", "evaluate", "compare", "open", "Project"]

if TYPE_CHECKING:  # what type checkers and IDEs see; at run time __getattr__ imports it
    from labeler.api import Project, compare, evaluate, open  # noqa: A004

_API_NAMES = frozenset({"evaluate", "compare", "open", "Project"})


def __getattr__(name: str) -> Any:
    """Load the Python API (pandas and the services) only when one of its names is used."""
    if name in _API_NAMES:
        from labeler import api

        return getattr(api, name)
    raise AttributeError(f"module 'labeler' has no attribute {name!r}")


def __dir__() -> list[str]:
    """The public API only (what __all__ names): not the typing helpers this module imports, nor its
    subpackages, which `import labeler.cli` and the like put in its namespace."""
    return sorted(__all__)
