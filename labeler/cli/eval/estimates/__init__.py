"""The --estimate options `labeler eval` and `labeler report` share, and how estimates print."""
