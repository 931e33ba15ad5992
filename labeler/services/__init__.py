"""labeler.services."""
