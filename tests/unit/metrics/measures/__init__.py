"""Tests of labeler.metrics.measures."""
