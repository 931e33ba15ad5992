"""Tests of labeler.tui.screens.label."""
