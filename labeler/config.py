"""Settings that come from the environment."""

from __future__ import annotations

import getpass
import os


def default_annotator() -> str:
    """LABELER_ANNOTATOR, else the login name, else 'annotator'."""
    name = os.environ.get("LABELER_ANNOTATOR")
    if name:
        return name
    try:
        return getpass.getuser() or "annotator"
    except Exception:  # no login name in some containers
        return "annotator"
