"""Tests of labeler.services.team."""
