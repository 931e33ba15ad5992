"""Alembic script directory, shipped as labeler._migrations (see pyproject package-dir)."""
