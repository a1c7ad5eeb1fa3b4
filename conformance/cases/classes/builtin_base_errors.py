# Checks the errors around subclassing builtins: the types that are not acceptable bases, instance lay-out conflicts between builtin bases, object.__new__ refusing subclasses of builtins, X.__new__ with a class that is not a subtype, the constructors' argument errors naming the subclass where CPython does; and the builtin constructors turning subclass instances back into exact builtins.
class Tags(set):
    pass


class Frozen(frozenset):
    pass


class Blob(bytes):
    pass


class Buffer(bytearray):
    pass


class Number(complex):
    pass


def attempt(label, action):
    try:
        result = action()
    except (TypeError, ValueError) as error:
        print(f"{label}: {type(error).__name__}: {error}")
    else:
        print(f"{label}: {type(result).__name__} {result!r}")


def generator():
    yield 1


for base in (bool, range, slice, memoryview, type(None), type(len), type(generator), type(generator()), type(iter([])), type({}.keys()), type(...)):
    attempt(f"class X({base.__name__})", lambda: type("X", (base,), {}))

for bases in ((set, frozenset), (bytes, int), (complex, float), (bytearray, list), (Tags, dict), (Blob, str), (Buffer, Blob), (Number, Frozen)):
    names = ", ".join(b.__name__ for b in bases)
    attempt(f"class X({names})", lambda: type("X", bases, {}))

for cls in (Tags, Frozen, Blob, Buffer, Number):
    attempt(f"object.__new__({cls.__name__})", lambda: object.__new__(cls))

attempt("set.__new__(Frozen)", lambda: set.__new__(Frozen))
attempt("frozenset.__new__(Tags)", lambda: frozenset.__new__(Tags))
attempt("bytes.__new__(Number)", lambda: bytes.__new__(Number))
attempt("complex.__new__(int)", lambda: complex.__new__(int))
attempt("bytearray.__new__(1)", lambda: bytearray.__new__(1))
attempt("frozenset.__new__()", lambda: frozenset.__new__())
attempt("set.__new__(Tags, [1])", lambda: set.__new__(Tags, [1]))
attempt("bytearray.__new__(Buffer, b'x')", lambda: bytearray.__new__(Buffer, b"x"))
attempt("frozenset.__new__(Frozen, [2])", lambda: frozenset.__new__(Frozen, [2]))
attempt("bytes.__new__(Blob, 2)", lambda: bytes.__new__(Blob, 2))
attempt("complex.__new__(Number, 1, 2)", lambda: complex.__new__(Number, 1, 2))
attempt("set.__init__(Frozen())", lambda: set.__init__(Frozen(), [1]))
attempt("set.__init__(Tags(), 1, 2)", lambda: set.__init__(Tags(), 1, 2))

attempt("Tags(1, 2)", lambda: Tags(1, 2))
attempt("Tags(x=1)", lambda: Tags(x=1))
attempt("Tags(5)", lambda: Tags(5))
attempt("Frozen(1, 2)", lambda: Frozen(1, 2))
attempt("Frozen(x=1)", lambda: Frozen(x=1))
attempt("Blob('text')", lambda: Blob("text"))
attempt("Blob(b'x', 'utf-8')", lambda: Blob(b"x", "utf-8"))
attempt("Blob(-1)", lambda: Blob(-1))
attempt("Blob([300])", lambda: Blob([300]))
attempt("Buffer('text')", lambda: Buffer("text"))
attempt("Buffer(1, 2, 3, 4)", lambda: Buffer(1, 2, 3, 4))
attempt("Buffer([256])", lambda: Buffer([256]))
attempt("Number('1+')", lambda: Number("1+"))
attempt("Number([])", lambda: Number([]))
attempt("Number(1, 'x')", lambda: Number(1, "x"))


class Meters(float):
    pass


class Count(int):
    pass


print(Meters(2.5).real, Meters(2.5).imag, Count(7).numerator, Count(7).denominator, Count(7).real, Number(1, 2).imag)
print(format(Count(5), ""), format(Meters(0.5), ""), f"{Count(5):03d}", f"{Number(1, 2)}")
attempt("Count(1) + 'a'", lambda: Count(1) + "a")
attempt("Number(1) < 2", lambda: Number(1) < 2)
attempt("Meters(1) < 'a'", lambda: Meters(1) < "a")
attempt("reversed(Blob)", lambda: list(reversed(Blob(b"ab"))))
attempt("hash(Tags())", lambda: hash(Tags()))
attempt("hash(Buffer())", lambda: hash(Buffer()))


class Pair(tuple):
    pass


class Name(str):
    pass


big = Count(10 ** 30)
print(int(Blob(b"12")), int(Blob(b"ff"), 16), int(Name(" -3 ")), type(int(big)).__name__, Count(big) == big, type(Count(big)).__name__)
print(type(tuple(Pair((1, 2)))).__name__, Pair(Pair((1, 2))) + (3,), type(str(Name("a"))).__name__, type(bytes(Blob(b"b"))).__name__)
print(type(frozenset(Frozen([1]))).__name__, type(complex(Number(1))).__name__, type(set(Tags([1]))).__name__, type(bytearray(Buffer(b"x"))).__name__)
attempt("int(Name('x1'))", lambda: int(Name("x1")))
