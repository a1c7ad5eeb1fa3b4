"""Binding call arguments to parameters with CPython's TypeError messages: for functions the
standard library makes at run time (dataclass and namedtuple constructors) without exec, and
for those CPython writes in C, whose arguments its C parser binds (`c_arguments`)."""


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


def tuple_new(typename, fields, field_defaults):
    """The `__new__` of the namedtuple class `typename`. It is made here, in a private module
    whose frames tracebacks leave out, because CPython's binds its arguments before its frame
    starts: a wrong call shows no frame of it."""

    def __new__(cls, *args, **kwargs):
        values = bind(f"{typename}.__new__()", fields, (), field_defaults, args, kwargs)
        return tuple.__new__(cls, tuple(values.values()))

    return __new__


def c_arguments(function, names, required, args, kwargs, defaults=(), keyword_only=()):
    """The values of the parameters `names` and then `keyword_only` (the first `required` of
    `names` required, the others taking `defaults`, in order, when not given) bound from `args`
    and `kwargs` as CPython's C argument parser (PyArg_ParseTupleAndKeywords) binds them, with
    its messages. `function` is the name they show, or None for a parser without one (whose
    messages say "function")."""
    shown = "function" if function is None else f"{function}()"
    every = tuple(names) + tuple(keyword_only)
    given = len(args) + len(kwargs)
    if given > len(every):
        kind = "" if args else "keyword "
        plural = "" if len(every) == 1 else "s"
        raise TypeError(f"{shown} takes at most {len(every)} {kind}argument{plural} ({given} given)")
    if len(args) > len(names):
        qualifier = "exactly" if required == len(names) else "at most"
        plural = "" if len(names) == 1 else "s"
        raise TypeError(f"{shown} takes {qualifier} {len(names)} positional argument{plural} ({len(args)} given)")
    values = list(args)
    for position in range(len(args), len(every)):
        name = every[position]
        if name in kwargs:
            values.append(kwargs[name])
        elif position < required:
            raise TypeError(f"{shown} missing required argument '{name}' (pos {position + 1})")
        else:
            values.append(defaults[position - required])
    for name in kwargs:
        if name in every[: len(args)]:
            position = every.index(name) + 1
            raise TypeError(f"argument for {shown} given by name ('{name}') and position ({position})")
        if name not in every:
            where = "this function" if function is None else shown
            raise TypeError(f"'{name}' is an invalid keyword argument for {where}")
    return values


def c_positional(function, minimum, maximum, args, kwargs):
    """`args`, checked as CPython's C functions that take positional arguments only check them
    (`_PyArg_NoKeywords`, then `_PyArg_CheckPositional`), with their messages."""
    if kwargs:
        raise TypeError(f"{function}() takes no keyword arguments")
    count = len(args)
    if minimum <= count <= maximum:
        return args
    bound = minimum if count < minimum else maximum
    qualifier = "" if minimum == maximum else ("at least " if count < minimum else "at most ")
    plural = "" if bound == 1 else "s"
    raise TypeError(f"{function} expected {qualifier}{bound} argument{plural}, got {count}")
