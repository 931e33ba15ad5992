"""Tests of labeler.tui.screens: the screens other than label and evaluate here, theirs below."""
