"""The urllib package, as CPython 3.11's: only its `parse` submodule, since a sandboxed program
has no network to open URLs on."""
