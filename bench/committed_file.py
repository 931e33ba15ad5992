"""Write a file the bench derives for the product, or check that the committed one is what it would write."""

from __future__ import annotations

import argparse
from pathlib import Path


def check_flag(description: str) -> bool:
    """Whether the script was run with --check (compare with the committed file instead of writing)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true", help="compare with the committed file instead of writing")
    return bool(parser.parse_args().check)


def write_or_check(path: Path, text: str, check: bool) -> int:
    """Write text to path, or with ``check`` compare it with what path holds; the exit status (1: it differs)."""
    if check:
        same = path.exists() and path.read_text(encoding="utf-8") == text
        print("the committed file is " + ("what this writes" if same else "NOT what this writes"))
        return 0 if same else 1
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path.name}")
    return 0
