"""The app as `labeler serve` runs it, on the web driver: what the page and the driver send it as it starts."""
