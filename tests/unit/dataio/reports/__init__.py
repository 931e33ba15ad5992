"""Tests of labeler.dataio.reports."""
