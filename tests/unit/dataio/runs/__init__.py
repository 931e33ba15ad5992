"""Tests of labeler.dataio.runs."""
