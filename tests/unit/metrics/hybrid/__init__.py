"""Tests of labeler.metrics.hybrid."""
