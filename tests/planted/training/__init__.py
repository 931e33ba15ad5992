"""Training text for the detector's learned stage, written without reading the detector or any blind set."""
