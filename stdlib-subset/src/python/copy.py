"""Shallow and deep copies, as CPython 3.11's copy module: `copy`, `deepcopy` (with the memo
that keeps shared and cyclic references shared and cyclic), `__copy__`/`__deepcopy__` hooks,
classes' `__reduce__`, and `Error`. Other instances of classes are copied through
`cls.__new__` and their `__dict__`."""


class Error(Exception):
    pass


error = Error

_ATOMIC = (type(None), int, float, bool, complex, str, bytes, type, range, slice, type(Ellipsis), type(NotImplemented))
_FUNCTION_TYPES = (type(len), type(lambda: None))


def _is_atomic(x):
    return isinstance(x, _ATOMIC) or isinstance(x, _FUNCTION_TYPES) or type(x) is frozenset and not x


def _new_like(x):
    cls = type(x)
    return cls.__new__(cls)


def _copy_instance_state(x, y, transform):
    state = getattr(x, "__dict__", None)
    if state:
        for name, value in transform(state).items():
            object.__setattr__(y, name, value)


def copy(x):
    cls = type(x)
    if _is_atomic(x) or cls is tuple or cls is frozenset:
        return x
    if cls is list:
        return x[:]
    if cls is dict or cls is set:
        return x.copy()
    hook = getattr(cls, "__copy__", None)
    if hook is not None:
        return hook(x)
    if isinstance(x, (list, dict, set)):
        y = _new_like(x)
        if isinstance(x, list):
            list.extend(y, x)
        elif isinstance(x, dict):
            dict.update(y, x)
        else:
            set.update(y, x)
        _copy_instance_state(x, y, dict)
        return y
    if isinstance(x, tuple):
        newargs = getattr(x, "__getnewargs__", None)
        y = cls.__new__(cls, *newargs()) if newargs is not None else cls.__new__(cls, x)
        _copy_instance_state(x, y, dict)
        return y
    if getattr(cls, "__reduce__", None) is not None:
        return _reconstruct(x, None, False)
    if not hasattr(x, "__dict__"):
        raise Error(f"un(shallow)copyable object of type {cls}")
    y = _new_like(x)
    _copy_instance_state(x, y, dict)
    return y


def deepcopy(x, memo=None, _nil=[]):
    if memo is None:
        memo = {}
    key = id(x)
    found = memo.get(key, _nil)
    if found is not _nil:
        return found
    cls = type(x)
    if _is_atomic(x):
        return x
    hook = getattr(cls, "__deepcopy__", None)
    if hook is not None:
        y = hook(x, memo)
    elif cls is list:
        y = []
        memo[key] = y
        for item in x:
            y.append(deepcopy(item, memo))
    elif cls is tuple:
        items = [deepcopy(item, memo) for item in x]
        if key in memo:
            return memo[key]
        y = x if all(a is b for a, b in zip(items, x)) else tuple(items)
    elif cls is dict:
        y = {}
        memo[key] = y
        for k, v in x.items():
            y[deepcopy(k, memo)] = deepcopy(v, memo)
    elif cls is set or cls is frozenset:
        y = cls(deepcopy(item, memo) for item in x)
    elif isinstance(x, (list, dict, set, tuple)):
        y = _deepcopy_container_subclass(x, memo)
    elif getattr(cls, "__reduce__", None) is not None:
        y = _reconstruct(x, memo, True)
    elif hasattr(x, "__dict__"):
        y = _new_like(x)
        memo[key] = y
        _copy_instance_state(x, y, lambda state: deepcopy(state, memo))
    else:
        raise Error(f"un(deep)copyable object of type {cls}")
    if y is not x:
        memo[key] = y
        memo.setdefault(id(memo), []).append(x)
    return y


def _deepcopy_container_subclass(x, memo):
    """An instance of a subclass of list, dict, set or tuple, copied as CPython's reduce protocol
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
    elif isinstance(x, dict):
        dict.clear(y)
        for k, v in x.items():
            dict.__setitem__(y, deepcopy(k, memo), deepcopy(v, memo))
    else:
        set.clear(y)
        set.update(y, [deepcopy(item, memo) for item in x])
    _copy_instance_state(x, y, lambda state: deepcopy(state, memo))
    return y


def _reconstruct(x, memo, deep):
    """A copy of `x` made from what its class's `__reduce__` returns: a callable, its
    arguments, and optionally a state for the new object's attributes."""
    reduced = x.__reduce__()
    if isinstance(reduced, str):
        return x
    callable, args = reduced[0], reduced[1]
    state = reduced[2] if len(reduced) > 2 else None
    if deep:
        args = deepcopy(args, memo)
    y = callable(*args)
    if deep:
        memo[id(x)] = y
    if state:
        if deep:
            state = deepcopy(state, memo)
        for name, value in state.items():
            object.__setattr__(y, name, value)
    return y
