"""The repository's methods, one module per table family, over one shared base."""
