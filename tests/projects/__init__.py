"""The small projects tests build and share: files, databases and the commands run on them."""
