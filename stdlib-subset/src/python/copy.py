"""Shallow and deep copies, as CPython 3.11's copy module: `copy`, `deepcopy` (with the memo
that keeps shared and cyclic references shared and cyclic), `__copy__`/`__deepcopy__` hooks,
classes' `__reduce_ex__`/`__reduce__`, `__getstate__`/`__setstate__`, and `Error`. Instances of
subclasses of builtins are rebuilt as CPython's reductions of those builtins rebuild them, other
instances of classes through `cls.__new__` and their `__dict__`."""


class Error(Exception):
    pass


error = Error

# The types whose values copies share (a dict, as CPython's dispatch table, so a lookup hashes
# the type as CPython's does).
_ATOMIC = dict.fromkeys(
    (type(None), int, float, bool, complex, str, bytes, type, range, slice, type(Ellipsis), type(NotImplemented),
     type(len), type(lambda: None))
)


def _is_atomic(x):
    cls = type(x)
    return cls in _ATOMIC or isinstance(x, type)


# How the value of an instance of a subclass of each builtin value type is read, whatever the
# subclass overrides (what CPython's `__getnewargs__` of these types returns).
_RAW_VALUES = (
    (int, int.__int__),
    (float, float.__float__),
    (complex, complex.__complex__),
    (str, str.__str__),
    (bytes, bytes.__bytes__),
)
_VALUE_TYPES = tuple(base for base, _ in _RAW_VALUES)


def _value_subclass_args(x):
    """The arguments `cls.__new__` rebuilds `x`, an instance of a subclass of int, float,
    complex, str or bytes, from: its `__getnewargs__()`, as CPython's reduction uses."""
    newargs = getattr(x, "__getnewargs__", None)
    if newargs is not None:
        return newargs()
    return next((raw(x),) for base, raw in _RAW_VALUES if isinstance(x, base))


def _rebuild_container(x, items):
    """A new instance of `x`'s class (a subclass of set, frozenset or bytearray) made as CPython's
    reduction of these types makes it: by calling the class with `items`."""
    return type(x)(items)


def _new_like(x):
    cls = type(x)
    return cls.__new__(cls)


def _copy_instance_state(x, y, transform):
    state = getattr(x, "__dict__", None)
    if state:
        for name, value in transform(state).items():
            object.__setattr__(y, name, value)


def _reduction(x):
    """What `x`'s class says to rebuild it from (its own `__reduce_ex__(4)` or `__reduce__`),
    or None when it has neither."""
    cls = type(x)
    reductor = getattr(cls, "__reduce_ex__", None)
    if reductor is not None:
        return reductor(x, 4)
    reductor = getattr(cls, "__reduce__", None)
    if reductor is not None:
        return reductor(x)
    return None


def _slot_names(cls):
    """The attribute names the `__slots__` of `cls` and its bases declare (mangled as the class
    statement mangles them), or None when none declares any."""
    if not hasattr(cls, "__slots__"):
        return None
    names = None
    for klass in cls.__mro__:
        declared = getattr(klass, "__dict__", {}).get("__slots__")
        if declared is None:
            continue
        names = [] if names is None else names
        for name in (declared,) if isinstance(declared, str) else declared:
            if name in ("__dict__", "__weakref__"):
                continue
            if name.startswith("__") and not name.endswith("__"):
                name = f"_{klass.__name__.lstrip('_')}{name}"
            names.append(name)
    return names


def _state(x):
    """The state `x` is copied with: what its `__getstate__` returns, else its `__dict__` (None
    when empty), paired with its filled slots when it has any (as `object.__getstate__`)."""
    getstate = getattr(type(x), "__getstate__", None)
    if getstate is not None:
        return getstate(x)
    state = getattr(x, "__dict__", None)
    state = dict(state) if state else None
    slots = {}
    for name in _slot_names(type(x)) or ():
        try:
            slots[name] = getattr(x, name)
        except AttributeError:
            pass
    return (state, slots) if slots else state


def _set_state(y, state):
    setstate = getattr(y, "__setstate__", None)
    if setstate is not None:
        setstate(state)
        return
    slots = None
    if isinstance(state, tuple) and len(state) == 2:
        state, slots = state
    for name, value in list((state or {}).items()) + list((slots or {}).items()):
        object.__setattr__(y, name, value)


def _copy_object(x, memo, deep):
    """A copy of an instance of a user class with no copy hook: rebuilt as its reduction says,
    or made with `cls.__new__` and given the state."""
    reduced = _reduction(x)
    if reduced is not None:
        if isinstance(reduced, str):
            return x
        return _reconstruct(x, memo, deep, *reduced)
    copyable = hasattr(x, "__dict__") or _slot_names(type(x)) is not None
    if not copyable and getattr(type(x), "__getstate__", None) is None:
        kind = "deep" if deep else "shallow"
        raise Error(f"un({kind})copyable object of type {type(x)}")
    y = _new_like(x)
    if deep:
        memo[id(x)] = y
    state = _state(x)
    if state is not None:
        _set_state(y, deepcopy(state, memo) if deep else state)
    return y


def copy(x):
    cls = type(x)
    if _is_atomic(x) or cls is tuple or cls is frozenset:
        return x
    if cls is list:
        return x[:]
    if cls is dict or cls is set or cls is bytearray:
        return x.copy()
    hook = getattr(cls, "__copy__", None)
    if hook is not None:
        return hook(x)
    if isinstance(x, (list, dict)):
        y = _new_like(x)
        if isinstance(x, list):
            list.extend(y, x)
        else:
            dict.update(y, x)
        _copy_instance_state(x, y, dict)
        return y
    if isinstance(x, tuple):
        newargs = getattr(x, "__getnewargs__", None)
        y = cls.__new__(cls, *newargs()) if newargs is not None else cls.__new__(cls, x)
        _copy_instance_state(x, y, dict)
        return y
    if isinstance(x, (set, frozenset, bytearray)):
        y = _rebuild_container(x, bytes(x) if isinstance(x, bytearray) else list(x))
        _copy_instance_state(x, y, dict)
        return y
    if isinstance(x, _VALUE_TYPES):
        y = cls.__new__(cls, *_value_subclass_args(x))
        _copy_instance_state(x, y, dict)
        return y
    return _copy_object(x, None, False)


def deepcopy(x, memo=None, _nil=[]):
    if memo is None:
        memo = {}
    key = id(x)
    found = memo.get(key, _nil)
    if found is not _nil:
        return found
    cls = type(x)
    # Builtin types take no copy hook, so theirs are decided before the hook is looked up.
    if cls in _ATOMIC:
        return x
    if cls is list:
        y = []
        memo[key] = y
        for item in x:
            y.append(deepcopy(item, memo))
    elif cls is dict:
        y = {}
        memo[key] = y
        for k, v in x.items():
            y[deepcopy(k, memo)] = deepcopy(v, memo)
    elif cls is tuple:
        items = [deepcopy(item, memo) for item in x]
        if key in memo:
            return memo[key]
        y = x if all(a is b for a, b in zip(items, x)) else tuple(items)
    elif _is_atomic(x):
        return x
    elif cls is bytearray:
        y = x.copy()
    elif (hook := getattr(cls, "__deepcopy__", None)) is not None:
        y = hook(x, memo)
    elif cls is set or cls is frozenset:
        y = cls(deepcopy(item, memo) for item in x)
    elif isinstance(x, (set, frozenset, bytearray)):
        items = bytes(x) if isinstance(x, bytearray) else [deepcopy(item, memo) for item in x]
        y = _rebuild_container(x, items)
        memo[key] = y
        _copy_instance_state(x, y, lambda state: deepcopy(state, memo))
    elif isinstance(x, (list, dict, tuple)):
        y = _deepcopy_container_subclass(x, memo)
    elif isinstance(x, _VALUE_TYPES):
        y = cls.__new__(cls, *deepcopy(_value_subclass_args(x), memo))
        memo[key] = y
        _copy_instance_state(x, y, lambda state: deepcopy(state, memo))
    else:
        y = _copy_object(x, memo, True)
    if y is not x:
        memo[key] = y
        memo.setdefault(id(memo), []).append(x)
    return y


def _deepcopy_container_subclass(x, memo):
    """An instance of a subclass of list, dict or tuple, copied as CPython's reduce protocol
    copies it: a new instance of the class, then its items and attributes, deeply."""
    cls = type(x)
    if isinstance(x, tuple):
        newargs = getattr(x, "__getnewargs__", None)
        args = deepcopy(newargs(), memo) if newargs is not None else ([deepcopy(item, memo) for item in x],)
        y = cls.__new__(cls, *args)
        memo[id(x)] = y
        _copy_instance_state(x, y, lambda state: deepcopy(state, memo))
        return y
    y = copy(x)
    memo[id(x)] = y
    if isinstance(x, list):
        list.clear(y)
        list.extend(y, [deepcopy(item, memo) for item in x])
    else:
        dict.clear(y)
        for k, v in x.items():
            dict.__setitem__(y, deepcopy(k, memo), deepcopy(v, memo))
    _copy_instance_state(x, y, lambda state: deepcopy(state, memo))
    return y


def _reconstruct(x, memo, deep, callable, args, state=None, listitems=None, dictitems=None):
    """A copy of `x` made from a reduction: a callable and its arguments, then optionally a
    state for the new object and items to append or set."""
    if deep and args:
        args = deepcopy(args, memo)
    y = callable(*args)
    if deep:
        memo[id(x)] = y
    if state is not None:
        _set_state(y, deepcopy(state, memo) if deep else state)
    if listitems is not None:
        for item in listitems:
            y.append(deepcopy(item, memo) if deep else item)
    if dictitems is not None:
        for key, value in dictitems:
            if deep:
                key, value = deepcopy(key, memo), deepcopy(value, memo)
            y[key] = value
    return y
