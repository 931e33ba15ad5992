"""Tests of labeler.tui.widgets (the footer)."""
