"""Reports and pages: the typed report and its JSON, CSV, Markdown and HTML renderings."""
