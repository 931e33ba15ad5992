"""Who may come in: the tokens file (`tokens`) and what crosses from the browser (`boundary`)."""
