"""The xml.etree package, as CPython 3.11's: only its `ElementTree` module."""
