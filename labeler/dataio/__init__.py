"""labeler.dataio."""
