"""importlib, as CPython 3.11's for a sandboxed program: `import_module` (absolute names, and
relative ones against `package`) over the builtin `__import__`, and `invalidate_caches`,
which has nothing to do (the importable modules are fixed for the interpreter's life)."""

__all__ = ["import_module", "invalidate_caches"]


def _resolve_name(name, package, level):
    parts = package.rsplit(".", level - 1)
    if len(parts) < level:
        raise ImportError("attempted relative import beyond top-level package")
    base = parts[0]
    return f"{base}.{name}" if name else base


def import_module(name, package=None):
    """The module `name` names (relative to `package` when it starts with dots), imported."""
    level = 0
    if name.startswith("."):
        if not package:
            raise TypeError(
                f"the 'package' argument is required to perform a relative import for {name!r}"
            )
        while level < len(name) and name[level] == ".":
            level += 1
        name = _resolve_name(name[level:], package, level)
    module = __import__(name)
    for part in name.split(".")[1:]:
        module = getattr(module, part)
    return module


def invalidate_caches():
    """Nothing to invalidate: the sandbox's modules never change while it runs."""
