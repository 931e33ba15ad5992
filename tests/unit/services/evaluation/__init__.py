"""Tests of labeler.services.evaluation."""
