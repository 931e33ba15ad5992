"""Alembic revisions; each file is one schema change."""
