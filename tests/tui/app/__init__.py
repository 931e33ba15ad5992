"""Tests of the app as a whole: every screen, its exits, failures, roles and untrusted text."""
