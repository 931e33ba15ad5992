"""labeler's version: a leaf every layer may read (exports stamp it, `trec-eval -v` prints it)."""

__version__ = "0.1.0"
