"""labeler.storage."""
