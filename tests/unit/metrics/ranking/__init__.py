"""Tests of labeler.metrics.ranking."""
