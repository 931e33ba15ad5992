"""Labeling: one annotator walking the label queue, and what the label screen shows."""
