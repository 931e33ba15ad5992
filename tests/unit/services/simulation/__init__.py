"""Tests of labeler.services.simulation."""
