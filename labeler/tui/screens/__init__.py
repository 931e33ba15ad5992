"""labeler.tui.screens."""
