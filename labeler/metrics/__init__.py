"""labeler.metrics."""
