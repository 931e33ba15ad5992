"""Tests of the console entry (labeler.launch)."""
