"""`labeler trec-eval`: trec_eval's own command line, flags, judgment groups and exit status."""
