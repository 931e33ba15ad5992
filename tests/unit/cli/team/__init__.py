"""Tests of labeler.cli.team (`labeler roles`; `labeler team` is tested through the services)."""
