"""Functions creating iterators for efficient looping, as CPython 3.11's itertools module. Each
function checks its arguments (and takes the iterators of its iterables) when called, as
CPython's do, and returns a generator that does the looping."""


from operator import index as _index
from _binding import c_arguments as _c_arguments, c_positional as _c_positional

_MAXSIZE = (1 << 63) - 1
_FOREVER = object()  # repeat() without a number of times


def _ssize(value):
    # An argument CPython takes as a C Py_ssize_t.
    value = _index(value)
    if not -_MAXSIZE - 1 <= value <= _MAXSIZE:
        raise OverflowError("Python int too large to convert to C ssize_t")
    return value


def _is_number(value):
    kind = type(value)
    return isinstance(value, (int, float)) or any(hasattr(kind, name) for name in ("__index__", "__int__", "__float__"))


def count(*args, **kwargs):
    start, step = _c_arguments("count", ("start", "step"), 0, args, kwargs, (0, 1))
    if not _is_number(start) or not _is_number(step):
        raise TypeError("a number is required")
    return _count(start, step)


def _count(n, step):
    while True:
        yield n
        n += step


def cycle(*args, **kwargs):
    (iterable,) = _c_positional("cycle", 1, 1, args, kwargs)
    return _cycle(iter(iterable))


def _cycle(it):
    saved = []
    for element in it:
        yield element
        saved.append(element)
    if not saved:
        return
    while True:
        for element in saved:
            yield element


def repeat(*args, **kwargs):
    object, times = _c_arguments("repeat", ("object", "times"), 1, args, kwargs, (_FOREVER,))
    if times is _FOREVER:
        return _repeat_forever(object)
    return _repeat(object, _ssize(times))


def _repeat_forever(object):
    while True:
        yield object


def _repeat(object, times):
    for _ in range(times):
        yield object


def accumulate(*args, **kwargs):
    iterable, func, initial = _c_arguments("accumulate", ("iterable", "func"), 1, args, kwargs, (None, None), ("initial",))
    return _accumulate(iter(iterable), func, initial)


def _accumulate(it, func, initial):
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    for element in it:
        total = total + element if func is None else func(total, element)
        yield total


def _chain(*iterables):
    for iterable in iterables:
        yield from iterable


def _from_iterable(iterables):
    for iterable in iterables:
        yield from iterable


class chain:
    def __new__(cls, *iterables):
        return _chain(*iterables)

    @staticmethod
    def from_iterable(*args, **kwargs):
        if kwargs:
            raise TypeError("chain.from_iterable() takes no keyword arguments")
        if len(args) != 1:
            raise TypeError(f"chain.from_iterable() takes exactly one argument ({len(args)} given)")
        return _from_iterable(args[0])


def compress(*args, **kwargs):
    data, selectors = _c_arguments("compress", ("data", "selectors"), 2, args, kwargs)
    return _compress(iter(data), iter(selectors))


def _compress(data, selectors):
    for d, s in zip(data, selectors):
        if s:
            yield d


def dropwhile(*args, **kwargs):
    predicate, iterable = _c_positional("dropwhile", 2, 2, args, kwargs)
    return _dropwhile(predicate, iter(iterable))


def _dropwhile(predicate, it):
    for x in it:
        if not predicate(x):
            yield x
            break
    yield from it


def takewhile(*args, **kwargs):
    predicate, iterable = _c_positional("takewhile", 2, 2, args, kwargs)
    return _takewhile(predicate, iter(iterable))


def _takewhile(predicate, iterable):
    for x in iterable:
        if predicate(x):
            yield x
        else:
            break


def filterfalse(*args, **kwargs):
    predicate, iterable = _c_positional("filterfalse", 2, 2, args, kwargs)
    return _filterfalse(bool if predicate is None else predicate, iter(iterable))


def _filterfalse(predicate, iterable):
    for x in iterable:
        if not predicate(x):
            yield x


def starmap(*args, **kwargs):
    function, iterable = _c_positional("starmap", 2, 2, args, kwargs)
    return _starmap(function, iter(iterable))


def _starmap(function, iterable):
    for args in iterable:
        if type(args) is not tuple:
            args = tuple(args)
        yield function(*args)


def islice(*args, **kwargs):
    iterable, *args = _c_positional("islice", 2, 4, args, kwargs)
    args = tuple(args)
    start, stop, step = (None, args[0], None) if len(args) == 1 else (args + (None,))[:3]
    stop = _islice_arg(stop, 0, "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.")
    start = _islice_arg(start, 0, "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.")
    step = _islice_arg(step, 1, "Step for islice() must be a positive integer or None.")
    return _islice(iter(iterable), start or 0, stop, step or 1)


def _islice_arg(value, lowest, message):
    if value is None:
        return None
    try:
        value = _index(value)
    except TypeError:
        raise ValueError(message) from None
    if not lowest <= value <= _MAXSIZE:
        raise ValueError(message)
    return value


def _islice(it, start, stop, step):
    count = 0
    wanted = start
    while True:
        while count < wanted:
            try:
                next(it)
            except StopIteration:
                return
            count += 1
        if stop is not None and count >= stop:
            return
        try:
            item = next(it)
        except StopIteration:
            return
        count += 1
        wanted += step
        if stop is not None and wanted > stop:
            wanted = stop
        yield item


def pairwise(*args, **kwargs):
    (iterable,) = _c_positional("pairwise", 1, 1, args, kwargs)
    return _pairwise(iter(iterable))


def _pairwise(it):
    try:
        a = next(it)
    except StopIteration:
        return
    for b in it:
        yield a, b
        a = b


class _TeeBuffer:
    def __init__(self, it):
        self.it = it
        self.items = []
        self.offset = 0
        self.positions = []


def _tee_one(buffer, slot):
    while True:
        position = buffer.positions[slot]
        index = position - buffer.offset
        if index < len(buffer.items):
            value = buffer.items[index]
        else:
            try:
                value = next(buffer.it)
            except StopIteration:
                return
            buffer.items.append(value)
        buffer.positions[slot] = position + 1
        low = min(buffer.positions)
        if low > buffer.offset:
            del buffer.items[: low - buffer.offset]
            buffer.offset = low
        yield value


def tee(iterable, n=2):
    if not isinstance(n, int):
        raise TypeError(f"'{type(n).__name__}' object cannot be interpreted as an integer")
    if n < 0:
        raise ValueError("n must be >= 0")
    buffer = _TeeBuffer(iter(iterable))
    buffer.positions = [0] * n
    return tuple(_tee_one(buffer, slot) for slot in range(n))


def zip_longest(*iterables, **kwargs):
    fillvalue = kwargs.pop("fillvalue", None)
    if kwargs:
        raise TypeError("zip_longest() got an unexpected keyword argument")
    return _zip_longest([iter(it) for it in iterables], fillvalue)


def _zip_longest(iterators, fillvalue):
    active = len(iterators)
    if not active:
        return
    while True:
        values = []
        for i, it in enumerate(iterators):
            try:
                value = next(it)
            except StopIteration:
                active -= 1
                if not active:
                    return
                iterators[i] = repeat(fillvalue)
                value = fillvalue
            values.append(value)
        yield tuple(values)


_NOTHING = object()


class _GroupByState:
    def __init__(self, it, keyfunc):
        self.it = it
        self.keyfunc = keyfunc
        self.target = _NOTHING
        self.key = _NOTHING
        self.value = _NOTHING
        self.grouper = None

    def step(self):
        value = next(self.it)
        self.key = value if self.keyfunc is None else self.keyfunc(value)
        self.value = value


def _same_key(a, b):
    # CPython compares keys with an identity shortcut: a key is its own group's key even
    # when its __eq__ says otherwise.
    return a is b or a == b


def groupby(*args, **kwargs):
    iterable, key = _c_arguments("groupby", ("iterable", "key"), 1, args, kwargs, (None,))
    return _groupby(_GroupByState(iter(iterable), key))


def _groupby(state):
    while True:
        state.grouper = None
        while state.key is _NOTHING or (
            state.target is not _NOTHING and _same_key(state.target, state.key)
        ):
            try:
                state.step()
            except StopIteration:
                return
        state.target = state.key
        token = object()
        state.grouper = token
        yield state.key, _grouper(state, token, state.target)


def _grouper(state, token, target):
    while state.grouper is token:
        if state.value is _NOTHING:
            try:
                state.step()
            except StopIteration:
                return
        if not _same_key(target, state.key):
            return
        value = state.value
        state.value = _NOTHING
        yield value


def product(*iterables, **kwargs):
    repeat = kwargs.pop("repeat", 1)
    for name in kwargs:
        raise TypeError(f"'{name}' is an invalid keyword argument for product()")
    repeat = _ssize(repeat)
    if repeat < 0:
        raise ValueError("repeat argument cannot be negative")
    if repeat and len(iterables) > _MAXSIZE // 8 // repeat:
        raise OverflowError("repeat argument too large")
    return _product([tuple(pool) for pool in iterables] * repeat)


def _product(pools):
    if any(not pool for pool in pools):
        return
    indices = [0] * len(pools)
    yield tuple(pool[0] for pool in pools)
    while True:
        for i in reversed(range(len(pools))):
            indices[i] += 1
            if indices[i] < len(pools[i]):
                break
            indices[i] = 0
        else:
            return
        yield tuple(pool[j] for pool, j in zip(pools, indices))


def permutations(*args, **kwargs):
    iterable, r = _c_arguments("permutations", ("iterable", "r"), 1, args, kwargs, (None,))
    pool = tuple(iterable)
    r = len(pool) if r is None else r
    if not isinstance(r, int):
        raise TypeError("Expected int as r")
    r = _ssize(r)
    if r < 0:
        raise ValueError("r must be non-negative")
    return _permutations(pool, r)


def _permutations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple(pool[i] for i in indices[:r])
    while n:
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1 :] + indices[i : i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple(pool[i] for i in indices[:r])
                break
        else:
            return


def combinations(*args, **kwargs):
    iterable, r = _c_arguments("combinations", ("iterable", "r"), 2, args, kwargs)
    pool = tuple(iterable)
    r = _ssize(r)
    if r < 0:
        raise ValueError("r must be non-negative")
    return _combinations(pool, r)


def _combinations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                break
        else:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple(pool[i] for i in indices)


def combinations_with_replacement(*args, **kwargs):
    iterable, r = _c_arguments("combinations_with_replacement", ("iterable", "r"), 2, args, kwargs)
    pool = tuple(iterable)
    r = _ssize(r)
    if r < 0:
        raise ValueError("r must be non-negative")
    return _combinations_with_replacement(pool, r)


def _combinations_with_replacement(pool, r):
    n = len(pool)
    if not n and r:
        return
    indices = [0] * r
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                break
        else:
            return
        indices[i:] = [indices[i] + 1] * (r - i)
        yield tuple(pool[i] for i in indices)
