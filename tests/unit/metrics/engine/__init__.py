"""Tests of labeler.metrics.engine."""
