"""The xml package, as CPython 3.11's: only its `etree` subpackage (`xml.etree.ElementTree`)."""
