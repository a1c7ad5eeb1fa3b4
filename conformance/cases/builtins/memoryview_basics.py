# memoryview over bytes and bytearray: attributes, items, slices that share the buffer,
# tobytes/tolist/hex, equality and hashing, iteration, release and the context manager.

data = b"abcdefgh"
m = memoryview(data)
print(type(m).__name__, len(m), m[0], m[-1], m.obj is data)
print(m.readonly, m.nbytes, m.itemsize, m.format, m.ndim, m.shape, m.strides, m.suboffsets)
print(m.c_contiguous, m.f_contiguous, m.contiguous)
print(m.tobytes(), m.tolist()[:3], m.hex(), m.hex("-", 4))
part = m[2:6]
print(type(part).__name__, part.tobytes(), len(part), part.obj is data, part.nbytes)
stepped = m[1::3]
print(stepped.tobytes(), stepped.strides, stepped.shape, stepped.contiguous, stepped.tolist())
backwards = m[::-1]
print(backwards.tobytes(), backwards.strides, backwards[0], backwards[-1])
nested = m[1:7][::2][1:]
print(nested.tobytes(), nested.tolist(), len(nested))
print(m[5:2].tobytes(), len(m[100:]))
print(list(m[:4]), [x for x in m[4:]], sum(m), max(m), bytes(m[::2]), bytearray(m[:2]))
print(list(reversed(m[:3])), 100 in m, 104 in m)
print(m == data, m == b"abcdefgh", m == bytearray(data), m == memoryview(bytearray(data)))
print(m[:2] == b"ab", m == b"other", m == "abcdefgh", m != b"x", m == [97])
print(hash(m) == hash(data), hash(m[2:4]) == hash(b"cd"))
print(m.cast("B").tobytes(), m.cast("@B").nbytes, m.cast("B", [8]).shape)
print(m.toreadonly().readonly, memoryview(m).tobytes(), memoryview(m) == m)
print(bool(m), bool(memoryview(b"")), str(b"%b" % m[:3]))

ba = bytearray(b"writable")
w = memoryview(ba)
print(w.readonly, w.obj is ba, w.toreadonly().readonly)

with memoryview(b"context") as cm:
    print("inside", cm.tobytes())
print("after", repr(cm)[:16])


def attempt(label, act):
    try:
        print(label, "->", act())
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


attempt("index out of range", lambda: m[8])
attempt("negative out of range", lambda: m[-9])
attempt("str key", lambda: m["a"])
attempt("float key", lambda: m[1.5])
attempt("tuple key", lambda: m[1, 2])
attempt("zero step", lambda: m[::0])
attempt("write to bytes view", lambda: m.__setitem__(0, 1))
attempt("delete item", lambda: m.__delitem__(0))
attempt("hash writable", lambda: hash(w))
attempt("cast non-contiguous", lambda: m[::2].cast("B"))
attempt("cast bad format", lambda: m.cast("x"))
attempt("cast prefixed", lambda: m.cast("<B"))
attempt("cast bad shape", lambda: m.cast("B", [3]))
attempt("cast shape int", lambda: m.cast("B", 8))
attempt("cast format int", lambda: m.cast(1))
attempt("tobytes order", lambda: m.tobytes("X"))
attempt("of str", lambda: memoryview("text"))
attempt("of int", lambda: memoryview(5))
attempt("of list", lambda: memoryview([1]))
attempt("no args", lambda: memoryview())
attempt("add", lambda: m + b"x")
attempt("order", lambda: m < m)

released = memoryview(b"gone")
released.release()
released.release()
print(repr(released)[:16], released == released, released == b"gone")
attempt("released item", lambda: released[0])
attempt("released len", lambda: len(released))
attempt("released tobytes", lambda: released.tobytes())
attempt("released bytes", lambda: bytes(released))
attempt("released nbytes", lambda: released.nbytes)
attempt("released obj", lambda: released.obj)
attempt("released hash", lambda: hash(released))
attempt("released slice", lambda: released[1:])
attempt("released view", lambda: memoryview(released))
attempt("released enter", lambda: released.__enter__())
attempt("released in join", lambda: b"".join([released]))
