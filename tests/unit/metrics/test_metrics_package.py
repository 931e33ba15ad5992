"""labeler.metrics' lazy names stay what they name whatever was imported first: `evaluate` was
both a submodule and the function the package exports, and importing the submodule (directly,
or through another name it holds such as rank_order) turned the package's `evaluate` into the
module. The submodule is now run_scores: no package name is also a submodule's."""

from __future__ import annotations

import subprocess
import sys

import pytest

FIRST_IMPORTS = ("from labeler.metrics import rank_order", "import labeler.metrics.engine.evaluate",
                 "from labeler.metrics.engine.evaluate import evaluate as _f", "from labeler.metrics import evaluate as _f")


@pytest.mark.parametrize("first", FIRST_IMPORTS)
def test_evaluate_is_the_function_after_any_first_import(first: str) -> None:
    code = (f"{first}\nimport sys\nfrom labeler.metrics import evaluate, rank_order\n"
            "home = sys.modules['labeler.metrics.engine.evaluate']\n"
            "assert evaluate is home.evaluate, evaluate\nassert rank_order is home.rank_order\n"
            "import labeler.metrics\nassert labeler.metrics.evaluate is home.evaluate\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
