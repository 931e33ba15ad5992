"""`python -m labeler` runs the command line (as the `labeler` console entry does)."""

from labeler.launch import console

if __name__ == "__main__":
    console()
