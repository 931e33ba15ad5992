"""labeler.tui."""
