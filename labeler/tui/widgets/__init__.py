"""Widgets of the labeling app; each draws untrusted text only through safe_text."""
