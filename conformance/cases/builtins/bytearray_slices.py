# Items and slices of a bytearray: reading, assigning (simple slices resize, extended slices
# must match), deleting, with CPython's errors.


def attempt(label, act):
    try:
        print(label, "->", act())
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


b = bytearray(b"0123456789")
print(b[0], b[-1], b[3:6], b[::2], b[::-1], b[8:2:-2], b[100:], b[-100:2])
print(type(b[1:3]).__name__, b[:] == b, b[:] is b)
attempt("index out of range", lambda: b[10])
attempt("negative out of range", lambda: b[-11])
attempt("str index", lambda: b["a"])
attempt("float index", lambda: b[1.5])
attempt("huge index", lambda: b[2**70])
attempt("zero step", lambda: b[::0])


def assign(label, key, value):
    target = bytearray(b"0123456789")
    try:
        target[key] = value
        print(label, "->", target)
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


assign("item", 0, 65)
assign("negative item", -1, 90)
assign("item 256", 0, 256)
assign("item str", 0, "a")
assign("item bytes", 0, b"a")
assign("item out of range", 10, 1)
assign("slice same size", slice(2, 4), b"ab")
assign("slice grow", slice(2, 4), b"abcdef")
assign("slice shrink", slice(2, 8), b"x")
assign("slice empty", slice(2, 8), b"")
assign("slice insert", slice(3, 3), b"INS")
assign("slice reversed bounds", slice(7, 2), b"XY")
assign("slice from list", slice(0, 2), [65, 66, 67])
assign("slice from bytearray", slice(0, 2), bytearray(b"BA"))
assign("slice from memoryview", slice(0, 2), memoryview(b"MV"))
assign("slice from generator", slice(0, 2), (x for x in b"gen"))
assign("slice from int", slice(0, 2), 5)
assign("slice from str", slice(0, 2), "ab")
assign("slice from None", slice(0, 2), None)
assign("slice bad item", slice(0, 2), [1, 256])
assign("slice str item", slice(0, 2), [1, "a"])
assign("extended", slice(None, None, 2), b"abcde")
assign("extended reverse", slice(None, None, -1), b"abcdefghij")
assign("extended too short", slice(None, None, 2), b"abc")
assign("extended too long", slice(None, None, 3), b"abcdefg")
assign("extended empty deletes", slice(None, None, 2), b"")
assign("extended list", slice(1, None, 4), [1, 2, 3])
assign("full", slice(None), b"new")
assign("str key", "a", 1)
selfish = bytearray(b"abc")
selfish[1:2] = selfish
print("self assign", selfish)


def delete(label, key):
    target = bytearray(b"0123456789")
    try:
        del target[key]
        print(label, "->", target)
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


delete("item", 0)
delete("negative item", -1)
delete("out of range", 10)
delete("slice", slice(2, 5))
delete("empty slice", slice(5, 2))
delete("extended", slice(None, None, 2))
delete("extended reverse", slice(None, None, -3))
delete("everything", slice(None))
delete("str", "x")

# Patching a header in place.
packet = bytearray(b"\x00\x00HELLO")
packet[0:2] = len(packet[2:]).to_bytes(2, "big")
print(packet, int.from_bytes(packet[:2], "big"))
