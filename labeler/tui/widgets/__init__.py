"""labeler.tui.widgets."""
