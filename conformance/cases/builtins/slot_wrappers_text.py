# The special methods of str, bytes and bytearray as attributes.


def show(label, thunk):
    try:
        print(label, "->", repr(thunk()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


show("str.__len__('ab')", lambda: str.__len__("ab"))
show("'a'.__contains__('a')", lambda: "a".__contains__("a"))
show("'abc'.__getitem__(1)", lambda: "abc".__getitem__(1))
show("'abc'.__getitem__(slice(None, None, -1))", lambda: "abc".__getitem__(slice(None, None, -1)))
show("list('ab'.__iter__())", lambda: list("ab".__iter__()))
show("'a'.__add__('b')", lambda: "a".__add__("b"))
show("'ab'.__mul__(3)", lambda: "ab".__mul__(3))
show("'ab'.__rmul__(2)", lambda: "ab".__rmul__(2))
show("'%s-%d'.__mod__(('x', 5))", lambda: "%s-%d".__mod__(("x", 5)))
show("'a'.__rmod__(1)", lambda: "a".__rmod__(1))
show("'x'.__rmod__('<%s>')", lambda: "x".__rmod__("<%s>"))
show("'a'.__eq__('a')", lambda: "a".__eq__("a"))
show("'a'.__eq__(1)", lambda: "a".__eq__(1))
show("'a'.__lt__('b')", lambda: "a".__lt__("b"))
show("'a'.__lt__(1)", lambda: "a".__lt__(1))
show("'ab'.__hash__() == hash('ab')", lambda: "ab".__hash__() == hash("ab"))
show("'q'.__str__()", lambda: "q".__str__())
show("'q'.__repr__()", lambda: "q".__repr__())
show("'{:>4}'.format('x')", lambda: "x".__format__(">4"))

print("-- bytes")
show("b'ab'.__len__()", lambda: b"ab".__len__())
show("b'ab'.__getitem__(0)", lambda: b"ab".__getitem__(0))
show("b'ab'.__contains__(97)", lambda: b"ab".__contains__(97))
show("b'ab'.__contains__(b'b')", lambda: b"ab".__contains__(b"b"))
show("list(b'ab'.__iter__())", lambda: list(b"ab".__iter__()))
show("b'ab'.__add__(bytearray(b'c'))", lambda: b"ab".__add__(bytearray(b"c")))
show("b'ab'.__mul__(2)", lambda: b"ab".__mul__(2))
show("b'%d'.__mod__(5)", lambda: b"%d".__mod__(5))
show("b'a'.__eq__(b'a')", lambda: b"a".__eq__(b"a"))
show("b'a'.__eq__('a')", lambda: b"a".__eq__("a"))
show("b'a'.__lt__(b'b')", lambda: b"a".__lt__(b"b"))
show("b'a'.__hash__() == hash(b'a')", lambda: b"a".__hash__() == hash(b"a"))
show("b'a'.__str__()", lambda: b"a".__str__())
show("b'a'.__bytes__()", lambda: b"a".__bytes__())
show("bytes.istitle(b'Hello World')", lambda: bytes.istitle(b"Hello World"))
show("b'Hello world'.istitle()", lambda: b"Hello world".istitle())
show("b'HELLO'.istitle()", lambda: b"HELLO".istitle())
show("b'A1 B2'.istitle()", lambda: b"A1 B2".istitle())
show("b''.istitle()", lambda: b"".istitle())
show("bytearray(b'Ab Cd').istitle()", lambda: bytearray(b"Ab Cd").istitle())

print("-- bytearray")
ba = bytearray(b"xy")
show("ba.__len__()", lambda: ba.__len__())
show("ba.__add__(b'z')", lambda: ba.__add__(b"z"))
show("ba.__mul__(2)", lambda: ba.__mul__(2))
show("ba.__eq__(b'xy')", lambda: ba.__eq__(b"xy"))
show("ba.__eq__('xy')", lambda: ba.__eq__("xy"))
show("ba.__contains__(120)", lambda: ba.__contains__(120))
show("ba.__repr__()", lambda: ba.__repr__())
show("ba.__hash__", lambda: ba.__hash__)
show("bytearray.__hash__ is None", lambda: bytearray.__hash__ is None)

print("-- subclasses")


class Shouty(str):
    def __len__(self):
        return str.__len__(self) * 10

    def __getitem__(self, i):
        return str.__getitem__(self, i).upper()


s = Shouty("abc")
show("len(s)", lambda: len(s))
show("s[1]", lambda: s[1])
show("str.__getitem__(s, 1)", lambda: str.__getitem__(s, 1))
show("str.__add__(s, 'd')", lambda: str.__add__(s, "d"))
