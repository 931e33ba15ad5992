"""`python -m labeler` runs the command line."""

from labeler.cli import main

if __name__ == "__main__":
    main()
