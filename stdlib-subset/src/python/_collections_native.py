"""What CPython's collections module runs in C (its `_collections` module): defaultdict,
OrderedDict and deque, whose frames tracebacks leave out as CPython's do."""

from operator import index as _index

# What is defined here shows `collections` as its `__module__`, as CPython's does.
__name__ = "collections"


class defaultdict(dict):
    __garter_type_name__ = "collections.defaultdict"

    def __init__(self, default_factory=None, /, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError("first argument must be callable or None")
        dict.__init__(self, *args, **kwargs)
        self.default_factory = default_factory

    def __missing__(self, key):
        if self.default_factory is None:
            raise KeyError(key)
        value = self.default_factory()
        self[key] = value
        return value

    def __repr__(self):
        return f"{type(self).__name__}({self.default_factory!r}, {dict.__repr__(self)})"

    def copy(self):
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, other)
        new.update(self)
        return new


class OrderedDict(dict):
    __garter_type_name__ = "collections.OrderedDict"

    @classmethod
    def fromkeys(cls, iterable, value=None):
        self = cls()
        for key in iterable:
            self[key] = value
        return self

    def move_to_end(self, key, last=True):
        value = dict.pop(self, key)
        if last:
            dict.__setitem__(self, key, value)
            return
        rest = list(dict.items(self))
        dict.clear(self)
        dict.__setitem__(self, key, value)
        for k, v in rest:
            dict.__setitem__(self, k, v)

    def popitem(self, last=True):
        if not self:
            raise KeyError("dictionary is empty")
        key = next(reversed(self)) if last else next(iter(self))
        return key, dict.pop(self, key)

    def __repr__(self):
        if not self:
            return f"{type(self).__name__}()"
        return f"{type(self).__name__}({list(self.items())!r})"

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return dict.__eq__(self, other) and list(self) == list(other)
        return dict.__eq__(self, other)

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    __hash__ = None

    def copy(self):
        return type(self)(self)

    __copy__ = copy

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(other)
        new.update(self)
        return new


class deque:
    """A double-ended queue: items by position in a dict, so both ends are O(1)."""

    __garter_type_name__ = "collections.deque"

    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError("an integer is required")
            if not -(1 << 63) <= maxlen < 1 << 63:
                raise OverflowError("Python int too large to convert to C ssize_t")
            if maxlen < 0:
                raise ValueError("maxlen must be non-negative")
        self._items = {}
        self._head = 0
        self._tail = 0
        self._maxlen = maxlen
        self.extend(iterable)

    @property
    def maxlen(self):
        return self._maxlen

    def __len__(self):
        return self._tail - self._head

    def __bool__(self):
        return self._tail != self._head

    def append(self, x):
        if self._maxlen == 0:
            return
        self._items[self._tail] = x
        self._tail += 1
        if self._maxlen is not None and len(self) > self._maxlen:
            self.popleft()

    def appendleft(self, x):
        if self._maxlen == 0:
            return
        self._head -= 1
        self._items[self._head] = x
        if self._maxlen is not None and len(self) > self._maxlen:
            self.pop()

    def pop(self):
        if not self:
            raise IndexError("pop from an empty deque")
        self._tail -= 1
        return self._items.pop(self._tail)

    def popleft(self):
        if not self:
            raise IndexError("pop from an empty deque")
        value = self._items.pop(self._head)
        self._head += 1
        return value

    def extend(self, iterable):
        if iterable is self:
            iterable = list(iterable)
        for x in iterable:
            self.append(x)

    def extendleft(self, iterable):
        if iterable is self:
            iterable = list(iterable)
        for x in iterable:
            self.appendleft(x)

    def clear(self):
        self._items.clear()
        self._head = self._tail = 0

    def copy(self):
        return type(self)(self, self._maxlen)

    __copy__ = copy

    def count(self, x):
        return sum(1 for item in self if item is x or item == x)

    def _position(self, index):
        if not isinstance(index, int):
            raise TypeError(f"sequence index must be integer, not '{type(index).__name__}'")
        n = len(self)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError("deque index out of range")
        return self._head + index

    def __getitem__(self, index):
        return self._items[self._position(index)]

    def __setitem__(self, index, value):
        self._items[self._position(index)] = value

    def __delitem__(self, index):
        position = self._position(index)
        items = list(self)
        del items[position - self._head]
        self.clear()
        self.extend(items)

    def index(self, x, start=0, stop=None):
        items = list(self)
        try:
            return items.index(x, start, len(items) if stop is None else stop)
        except ValueError:
            raise ValueError(f"{x!r} is not in deque") from None

    def insert(self, index, x):
        if self._maxlen is not None and len(self) >= self._maxlen:
            raise IndexError("deque already at its maximum size")
        items = list(self)
        items.insert(index, x)
        self.clear()
        self.extend(items)

    def remove(self, value):
        for i, item in enumerate(self):
            if item is value or item == value:
                del self[i]
                return
        raise ValueError(f"{value!r} is not in deque")

    def reverse(self):
        items = list(self)
        self.clear()
        self.extend(reversed(items))

    def rotate(self, n=1):
        n = _index(n)
        if not -(1 << 63) <= n < 1 << 63:
            raise OverflowError("Python int too large to convert to C ssize_t")
        length = len(self)
        if length <= 1:
            return
        n %= length
        for _ in range(n):
            self.appendleft(self.pop())

    def __iter__(self):
        head, tail = self._head, self._tail
        for position in range(head, tail):
            if (self._head, self._tail) != (head, tail):
                raise RuntimeError("deque mutated during iteration")
            yield self._items[position]
        if (self._head, self._tail) != (head, tail):
            raise RuntimeError("deque mutated during iteration")

    def __reversed__(self):
        head, tail = self._head, self._tail
        for position in range(tail - 1, head - 1, -1):
            if (self._head, self._tail) != (head, tail):
                raise RuntimeError("deque mutated during iteration")
            yield self._items[position]

    def __contains__(self, x):
        return any(item is x or item == x for item in self)

    def __repr__(self):
        if self._maxlen is None:
            return f"{type(self).__name__}({list(self)!r})"
        return f"{type(self).__name__}({list(self)!r}, maxlen={self._maxlen})"

    def _compare(self, other, op):
        if not isinstance(other, deque):
            return NotImplemented
        return op(list(self), list(other))

    def __eq__(self, other):
        return self._compare(other, lambda a, b: a == b)

    def __ne__(self, other):
        return self._compare(other, lambda a, b: a != b)

    def __lt__(self, other):
        return self._compare(other, lambda a, b: a < b)

    def __le__(self, other):
        return self._compare(other, lambda a, b: a <= b)

    def __gt__(self, other):
        return self._compare(other, lambda a, b: a > b)

    def __ge__(self, other):
        return self._compare(other, lambda a, b: a >= b)

    __hash__ = None

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError(f'can only concatenate deque (not "{type(other).__name__}") to deque')
        result = self.copy()
        result.extend(other)
        return result

    def __iadd__(self, other):
        self.extend(other)
        return self

    def _repeated(self, n):
        # With a maxlen only the last maxlen items are kept, so no more copies are made than
        # fill it (CPython returns at once for any count).
        items = list(self)
        if isinstance(n, int) and self._maxlen is not None and items and n * len(items) > self._maxlen:
            n = self._maxlen // len(items) + 1
        return items * n

    def __mul__(self, n):
        return type(self)(self._repeated(n), self._maxlen)

    __rmul__ = __mul__

    def __imul__(self, n):
        items = self._repeated(n)
        self.clear()
        self.extend(items)
        return self
