"""Tests of labeler.metrics.grades."""
