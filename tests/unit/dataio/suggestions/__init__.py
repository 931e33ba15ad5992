"""Tests of labeler.dataio.suggestions."""
