"""labeler: relevance judgments in the terminal, scored exactly as trec_eval would."""

__version__ = "0.1.0"
