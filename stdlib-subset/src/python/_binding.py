"""Binding call arguments to parameters with CPython's TypeError messages, for functions the
standard library makes at run time (dataclass and namedtuple constructors) without exec."""


def _listed(names):
    quoted = [f"'{name}'" for name in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return f"{quoted[0]} and {quoted[1]}"
    return ", ".join(quoted[:-1]) + f", and {quoted[-1]}"


def _missing(function, kind, names):
    plural = "s" if len(names) > 1 else ""
    return TypeError(f"{function} missing {len(names)} required {kind} argument{plural}: {_listed(names)}")


def bind(function, positional, keyword_only, defaults, args, kwargs, receiver=True):
    """The arguments of a call to `function` (its name as messages show it, `Point.__init__()`)
    by parameter name, in parameter order. `positional` and `keyword_only` are parameter names, `defaults` maps the
    names that have defaults to them, and `receiver` counts a `self` in positional counts."""
    extra = 1 if receiver else 0
    if len(args) > len(positional):
        optional = sum(1 for name in positional if name in defaults)
        total = len(positional) + extra
        if optional:
            accepted = f"from {total - optional} to {total} positional arguments"
        else:
            accepted = f"{total} positional argument{'s' if total != 1 else ''}"
        given = len(args) + extra
        raise TypeError(f"{function} takes {accepted} but {given} {'was' if given == 1 else 'were'} given")
    values = dict(zip(positional, args))
    for name, value in kwargs.items():
        if name not in positional and name not in keyword_only:
            raise TypeError(f"{function} got an unexpected keyword argument '{name}'")
        if name in values:
            raise TypeError(f"{function} got multiple values for argument '{name}'")
        values[name] = value
    missing = [name for name in positional if name not in values and name not in defaults]
    if missing:
        raise _missing(function, "positional", missing)
    missing = [name for name in keyword_only if name not in values and name not in defaults]
    if missing:
        raise _missing(function, "keyword-only", missing)
    return {name: values[name] if name in values else defaults[name] for name in [*positional, *keyword_only]}
