"""labeler.judge."""
