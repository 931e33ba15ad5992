"""Tests of labeler.storage.repo."""
