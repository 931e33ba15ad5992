"""Tests of labeler.services.estimation."""
