"""Tests of labeler.tui.screens.evaluate."""
