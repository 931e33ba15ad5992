"""Tests of labeler.storage.counts."""
