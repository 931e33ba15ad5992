"""Tests of labeler.storage.queue."""
