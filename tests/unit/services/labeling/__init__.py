"""Tests of labeler.services.labeling."""
