"""array, as CPython 3.11's module: typed arrays of numbers or characters with CPython's typecodes,
item sizes, range errors, methods and bytes layout. Items are kept as Python values in a list
(each checked and, for 'f', rounded to single precision as it is stored); `tobytes` and
`frombytes` go through the native `struct` codes of the same letters. Item reads, stores, `len`
and the iterator's `__next__` have native fast paths (`_garter_array`, attached below) for an
int index in range and a value the typecode takes as it is; the Python bodies handle everything
else."""

import _garter_array as _fast
import operator as _operator
import struct as _struct

from operator import index as _index

__all__ = ["array", "ArrayType", "typecodes"]

typecodes = "bBuhHiIlLqQfd"

_SIZES = {"b": 1, "B": 1, "u": 4, "h": 2, "H": 2, "i": 4, "I": 4, "l": 8, "L": 8, "q": 8,
          "Q": 8, "f": 4, "d": 8}
_LONG = (-(2**63), 2**63 - 1)
_C_LONG = "Python int too large to convert to C long"


def _within(value, low, high, name):
    if value > high:
        raise OverflowError(f"{name} is greater than maximum")
    if value < low:
        raise OverflowError(f"{name} is less than minimum")


def _long(value):
    if not _LONG[0] <= value <= _LONG[1]:
        raise OverflowError(_C_LONG)


def _unsigned(value, negative):
    if value < 0:
        raise OverflowError(negative)
    if value >= 2**64:
        raise OverflowError("Python int too large to convert to C unsigned long")


def _check_int(code, value):
    """`value` (an int) as typecode `code` stores it, or CPython's OverflowError."""
    if code == "b":
        _long(value)
        _within(value, -32768, 32767, "signed short integer")
        _within(value, -128, 127, "signed char")
    elif code == "B":
        _long(value)
        _within(value, 0, 255, "unsigned byte integer")
    elif code == "h":
        _long(value)
        _within(value, -32768, 32767, "signed short integer")
    elif code == "H":
        _long(value)
        _within(value, -(2**31), 2**31 - 1, "signed integer")
        _within(value, 0, 65535, "unsigned short")
    elif code == "i":
        _long(value)
        _within(value, -(2**31), 2**31 - 1, "signed integer")
    elif code == "I":
        _unsigned(value, "can't convert negative value to unsigned int")
        _within(value, 0, 2**32 - 1, "unsigned int")
    elif code == "l":
        _long(value)
    elif code == "L":
        _unsigned(value, "can't convert negative value to unsigned int")
    elif code == "q":
        if not _LONG[0] <= value <= _LONG[1]:
            raise OverflowError("int too big to convert")
    elif value < 0:
        raise OverflowError("can't convert negative int to unsigned")
    elif value >= 2**64:
        raise OverflowError("int too big to convert")
    return value


def _position(index, length, message):
    """The position `index` (an int or an object with `__index__`) names among `length` items,
    or CPython's errors for array indices (`message` when it is out of range)."""
    if not hasattr(type(index), "__index__"):
        raise TypeError("array indices must be integers")
    position = _index(index)
    if not _LONG[0] <= position <= _LONG[1]:
        raise IndexError(f"cannot fit '{type(index).__name__}' into an index-sized integer")
    if position < 0:
        position += length
    if not 0 <= position < length:
        raise IndexError(message)
    return position


def _item(code, value):
    """`value` checked and converted for an array of typecode `code`."""
    if code == "u":
        if not isinstance(value, str) or len(value) != 1:
            raise TypeError("array item must be unicode character")
        return value
    if code in "fd":
        if isinstance(value, float):
            number = float.__float__(value)
        elif isinstance(value, int):
            number = float(value)
        elif hasattr(type(value), "__float__") or hasattr(type(value), "__index__"):
            number = float(value)
        else:
            raise TypeError(f"must be real number, not {type(value).__name__}")
        if code == "f":
            return _struct.unpack("f", _struct.pack("f", number))[0]
        return number
    return _check_int(code, _index(value))


class array:
    """array(typecode[, initializer]): a sequence of values of one C type."""

    __module__ = "array"
    __slots__ = ("_code", "_items")
    __hash__ = None

    def __init__(self, *args, **kwargs):
        if kwargs:
            raise TypeError("array.array() takes no keyword arguments")
        if not 1 <= len(args) <= 2:
            raise TypeError(f"array() takes at most 2 arguments ({len(args)} given)"
                            if args else "array() takes at least 1 argument (0 given)")
        code = args[0]
        if not isinstance(code, str) or len(code) != 1:
            raise TypeError(
                f"array() argument 1 must be a unicode character, not {type(code).__name__}"
            )
        if code not in _SIZES:
            raise ValueError("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
        self._code = code
        self._items = []
        if len(args) == 2:
            self._initialize(args[1])

    def _initialize(self, initializer):
        code = self._code
        if isinstance(initializer, str):
            if code != "u":
                raise TypeError(
                    f"cannot use a str to initialize an array with typecode '{code}'"
                )
            self._items = list(initializer)
        elif isinstance(initializer, (bytes, bytearray)):
            self.frombytes(initializer)
        elif isinstance(initializer, array):
            if code != "u" and initializer._code == "u":
                raise TypeError(
                    f"cannot use a unicode array to initialize an array with typecode '{code}'"
                )
            self._items = [_item(code, v) for v in initializer._items]
        else:
            self._items = [_item(code, v) for v in initializer]

    @property
    def typecode(self):
        return self._code

    @property
    def itemsize(self):
        return _SIZES[self._code]

    def _new(self, items):
        other = object.__new__(array)
        other._code = self._code
        other._items = items
        return other

    def _same_kind(self, other, message):
        if not isinstance(other, array):
            raise TypeError(message.format(type(other).__name__))
        if other._code != self._code:
            raise TypeError("bad argument type for built-in operation")
        return other

    # ----- sequence protocol -----

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return arrayiterator(self)

    def __contains__(self, value):
        return value in self._items

    # An int index in range is the list's own; any other index takes `_position`'s checks.

    def __getitem__(self, index):
        if isinstance(index, int):
            try:
                return self._items[index]
            except IndexError:
                pass
        elif isinstance(index, slice):
            return self._new(self._items[index])
        return self._items[_position(index, len(self._items), "array index out of range")]

    def __setitem__(self, index, value):
        if isinstance(index, slice):
            other = self._same_kind(value, 'can only assign array (not "{}") to array slice')
            self._items[index] = list(other._items)
            return
        if type(value) is float and isinstance(index, int) and self._code == "d":
            try:
                self._items[index] = value
                return
            except IndexError:
                pass
        position = _position(index, len(self._items), "array assignment index out of range")
        self._items[position] = _item(self._code, value)

    def __delitem__(self, index):
        if isinstance(index, slice):
            del self._items[index]
            return
        del self._items[_position(index, len(self._items), "array assignment index out of range")]

    def __add__(self, other):
        self._same_kind(other, 'can only append array (not "{}") to array')
        return self._new(self._items + other._items)

    def __iadd__(self, other):
        self._same_kind(other, 'can only extend array with array (not "{}")')
        self._items += other._items
        return self

    def __mul__(self, count):
        if not hasattr(type(count), "__index__"):
            return NotImplemented
        return self._new(self._items * _index(count))

    __rmul__ = __mul__

    def __imul__(self, count):
        self._items *= _index(count)
        return self

    def _compare(self, other, op):
        if not isinstance(other, array):
            return NotImplemented
        return op(self._items, other._items)

    def __eq__(self, other):
        return self._compare(other, _operator.eq)

    def __ne__(self, other):
        return self._compare(other, _operator.ne)

    def __lt__(self, other):
        return self._compare(other, _operator.lt)

    def __le__(self, other):
        return self._compare(other, _operator.le)

    def __gt__(self, other):
        return self._compare(other, _operator.gt)

    def __ge__(self, other):
        return self._compare(other, _operator.ge)

    def __repr__(self):
        if not self._items:
            return f"array('{self._code}')"
        if self._code == "u":
            return f"array('u', {''.join(self._items)!r})"
        return f"array('{self._code}', {self._items!r})"

    def __copy__(self):
        return self._new(list(self._items))

    def __deepcopy__(self, memo):
        return self._new(list(self._items))

    # ----- methods -----

    def append(self, value):
        self._items.append(_item(self._code, value))

    def extend(self, iterable):
        if isinstance(iterable, array):
            if iterable._code != self._code:
                raise TypeError("can only extend with array of same kind")
            self._items.extend(iterable._items)
            return
        code = self._code
        self._items.extend([_item(code, v) for v in iterable])

    def insert(self, index, value):
        self._items.insert(_index(index), _item(self._code, value))

    def pop(self, index=-1):
        if not self._items:
            raise IndexError("pop from empty array")
        try:
            return self._items.pop(_index(index))
        except IndexError:
            raise IndexError("pop index out of range") from None

    def remove(self, value):
        try:
            self._items.remove(value)
        except ValueError:
            raise ValueError("array.remove(x): x not in array") from None

    def index(self, value, start=0, stop=None):
        length = len(self._items)
        stop = length if stop is None else stop
        try:
            return self._items.index(value, start, stop)
        except ValueError:
            raise ValueError("array.index(x): x not in array") from None

    def count(self, value):
        return self._items.count(value)

    def reverse(self):
        self._items.reverse()

    def buffer_info(self):
        return (id(self), len(self._items))

    def tolist(self):
        return list(self._items)

    def fromlist(self, items):
        if not isinstance(items, list):
            raise TypeError("arg must be list")
        code = self._code
        self._items.extend([_item(code, v) for v in items])

    def tobytes(self):
        if self._code == "u":
            return "".join(self._items).encode("utf-32-le")
        return _struct.pack(f"{len(self._items)}{self._code}", *self._items)

    def frombytes(self, data):
        if isinstance(data, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        data = bytes(memoryview(data))
        size = _SIZES[self._code]
        if len(data) % size:
            raise ValueError("bytes length not a multiple of item size")
        if self._code == "u":
            self._items.extend(data.decode("utf-32-le"))
        else:
            self._items.extend(_struct.unpack(f"{len(data) // size}{self._code}", data))

    def byteswap(self):
        if self._code == "u":
            swapped = "".join(self._items).encode("utf-32-be").decode("utf-32-le")
            self._items = list(swapped)
            return
        layout = f"{len(self._items)}{self._code}"
        self._items = list(_struct.unpack("<" + layout, _struct.pack(">" + layout, *self._items)))

    def tounicode(self):
        if self._code != "u":
            raise ValueError("tounicode() may only be called on unicode type arrays")
        return "".join(self._items)

    def fromunicode(self, text):
        if self._code != "u":
            raise ValueError("fromunicode() may only be called on unicode type arrays")
        if not isinstance(text, str):
            raise TypeError(f"fromunicode() argument must be str, not {type(text).__name__}")
        self._items.extend(text)

    def tofile(self, f):
        f.write(self.tobytes())

    def fromfile(self, f, n):
        n = _index(n)
        if n < 0:
            raise ValueError("negative count")
        wanted = n * _SIZES[self._code]
        data = f.read(wanted)
        if not isinstance(data, bytes):
            raise TypeError("read() didn't return bytes")
        usable = len(data) - len(data) % _SIZES[self._code]
        self.frombytes(data[:usable])
        if len(data) != wanted:
            raise EOFError("read() didn't return enough bytes")


class arrayiterator:
    """The iterator of an array: its items in order, seeing changes made while iterating."""

    __module__ = "array"
    __slots__ = ("_array", "_next")

    def __init__(self, target):
        self._array = target
        self._next = 0

    def __iter__(self):
        return self

    def __next__(self):
        target = self._array
        if target is None or self._next >= len(target._items):
            self._array = None
            raise StopIteration
        value = target._items[self._next]
        self._next += 1
        return value


for _method, _path in (
    ("__getitem__", _fast.getitem),
    ("__setitem__", _fast.setitem),
    ("__len__", _fast.length),
):
    _fast.attach(array.__dict__[_method], _path)
_fast.attach(arrayiterator.__dict__["__next__"], _fast.next_item)
del _method, _path

ArrayType = array
