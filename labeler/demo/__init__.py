"""labeler.demo."""
