"""Record files in general: cells, ids, formats, CSV/JSONL/Parquet and whitespace tables, Arrow views."""
