"""What CPython's `_warnings` C module does for `warnings`: `warn` (which finds the warning's
file, line and module from the caller's stack) and `warn_explicit` (which matches the filters
and applies the action). It reads the filters, the default action, the once-registry and the
display hooks from the `warnings` module, where programs change them.

Being a private module, its frames stay out of tracebacks, as C frames do in CPython: a warning
the "error" action raises shows the line that called `warn`. The source line of each place a
warning came from is kept in `source_lines`, where `formatwarning` finds it (`linecache` reads
only the granted filesystem, which does not hold the program's source)."""

import _garter_traceback

__name__ = "warnings"

source_lines = {}
_registries = {}


def _module_name(filename, program):
    """The `__name__` of the module a frame of `filename` runs in: the program is `__main__`."""
    if filename == program:
        return "__main__"
    if filename.startswith("<garter:") and filename.endswith(">"):
        return filename[8:-1]
    if filename[-3:].lower() == ".py":
        return filename[:-3]
    return filename


def _stands_in_for_c(filename):
    """Whether frames of `filename` run what CPython runs in C (the builtins that call back
    into Python, the native helpers of functools and collections), so have no frame there."""
    return filename == "<garter:_garter_prelude>" or (filename.startswith("<garter:_") and filename.endswith("_native>"))


def _caller(stacklevel):
    """`(filename, lineno, module, line)` of the frame `stacklevel - 1` levels above the caller
    of `warn`, not counting the frames CPython has none for."""
    stack = _garter_traceback.stack()[:-2]
    program = next((frame[0] for frame in stack if not frame[0].startswith("<garter:")), None)
    frames = [frame for frame in stack[:-1] if not _stands_in_for_c(frame[0])] + stack[-1:]
    level = max(stacklevel, 1)
    if level > len(frames):
        return "sys", 1, "sys", None
    filename, lineno, _, line = frames[-level]
    return filename, lineno, _module_name(filename, program), line


def _category_of(message, category):
    if isinstance(message, Warning):
        return message.__class__
    if category is None:
        return UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError(f"category must be a Warning subclass, not '{type(category).__name__}'")
    return category


def warn(message, category=None, stacklevel=1, source=None):
    """Issues a warning, or ignores it, or raises it, as the filters say."""
    category = _category_of(message, category)
    filename, lineno, module, line = _caller(stacklevel)
    if line is not None:
        source_lines[(filename, lineno)] = line
    registry = _registries.setdefault(module, {})
    warn_explicit(message, category, filename, lineno, module, registry, None, source)


def _matches(pattern, text):
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return pattern == text
    return bool(pattern.match(text))


def warn_explicit(message, category, filename, lineno, module=None, registry=None, module_globals=None,
                  source=None):
    """Issues a warning for `filename:lineno` as the filters say, remembering in `registry`
    (a dict) which were shown there."""
    import warnings

    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]
    if registry is None:
        registry = {}
    if registry.get("version", 0) != warnings._filters_version:
        registry.clear()
        registry["version"] = warnings._filters_version
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry.get(key):
        return
    for item in warnings.filters:
        action, msg, cat, mod, ln = item
        if _matches(msg, text) and issubclass(category, cat) and _matches(mod, module) and (ln == 0 or lineno == ln):
            break
    else:
        action = warnings.defaultaction
    if action == "ignore":
        return
    if action == "error":
        raise message
    if action == "once":
        registry[key] = 1
        oncekey = (text, category)
        if warnings.onceregistry.get(oncekey):
            return
        warnings.onceregistry[oncekey] = 1
    elif action == "module":
        registry[key] = 1
        altkey = (text, category, 0)
        if registry.get(altkey):
            return
        registry[altkey] = 1
    elif action == "default":
        registry[key] = 1
    elif action != "always":
        raise RuntimeError(f"Unrecognized action ({action!r}) in warnings.filters:\n {item}")
    warnings._showwarnmsg(warnings.WarningMessage(message, category, filename, lineno, None, None, source))
