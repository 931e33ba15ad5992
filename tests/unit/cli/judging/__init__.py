"""Tests of labeler.cli.judging (`labeler judge`)."""
