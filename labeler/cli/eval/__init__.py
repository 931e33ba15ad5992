"""`labeler eval`: the command, the scoring options eval, report, trec-eval and simulate share, --estimate."""
