"""trec_eval's own command-line conventions: its measure table, nicknames, `-m` syntax and printout."""
