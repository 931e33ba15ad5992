"""Tests of labeler.storage.schema."""
