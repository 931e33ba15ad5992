"""Tests of labeler.services.judging."""
