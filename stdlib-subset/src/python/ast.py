"""`ast` in Garter: `literal_eval`, the safe reading of a Python literal (the value of a str,
bytes, number, tuple, list, dict, set, bool, None or Ellipsis display, as CPython's reads it).
Garter gives programs no syntax trees: `parse`, `dump`, `walk` and the node classes are
absent, and asking for them says so."""

import _garter_ast


def literal_eval(node_or_string):
    """The value of the Python literal `node_or_string` (a str); ValueError for anything else."""
    if isinstance(node_or_string, str):
        return _garter_ast.literal_eval(node_or_string)
    raise ValueError(f"malformed node or string: {node_or_string!r}")


def __getattr__(name):
    if name.startswith("__"):
        raise AttributeError(f"module 'ast' has no attribute '{name}'")
    raise AttributeError(
        f"module 'ast' has no attribute '{name}' (Garter's ast offers only literal_eval: programs get no syntax trees)"
    )
