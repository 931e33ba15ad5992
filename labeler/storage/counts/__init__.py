"""Counts kept up to date by the writers, so status screens read a few rows."""
