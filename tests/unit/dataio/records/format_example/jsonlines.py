"""docs/ARCHITECTURE.md's worked example of adding a file format: JSON Lines files named `.jsonlines`.

The entry below, added to labeler/domain/file_formats.py's FORMATS, is the whole change: the
container (JSON Lines) is one labeler reads and writes already. tests/unit/dataio/records/test_file_formats.py
adds it as if it were there and reads, writes and scores through it."""

from labeler.domain.file_formats import Format

FORMAT = Format("jsonlines", "jsonl", reads=(".jsonlines",), writes=(".jsonlines",))
