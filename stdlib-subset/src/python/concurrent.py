"""The `concurrent` package: it holds only `concurrent.futures`."""
