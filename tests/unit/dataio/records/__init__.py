"""Tests of labeler.dataio.records."""
