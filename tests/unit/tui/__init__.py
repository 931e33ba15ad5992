"""Unit tests of the app's parts that run without a screen."""
