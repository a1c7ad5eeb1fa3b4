# Writing through a memoryview of a bytearray, and CPython's rule that a bytearray whose
# bytes are exported cannot change size.

buf = bytearray(b"hello world")
view = memoryview(buf)
view[0] = ord("H")
view[6:11] = b"WORLD"
print(buf, view.tobytes())
tail = view[6:]
tail[0] = ord("w")
print(buf, tail.tobytes(), tail.obj is buf)
every_other = view[::2]
every_other[:] = b"______"
print(buf)
view[::-1] = bytearray(buf)
print(buf)
view[-1] = 0
print(buf, view[-1])
buf[0] = 42
print(view[0], view.tobytes()[:3])


def attempt(label, act):
    try:
        print(label, "->", act())
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


attempt("value 256", lambda: view.__setitem__(0, 256))
attempt("value -1", lambda: view.__setitem__(0, -1))
attempt("value str", lambda: view.__setitem__(0, "a"))
attempt("value bytes", lambda: view.__setitem__(0, b"a"))
attempt("slice size mismatch", lambda: view.__setitem__(slice(0, 2), b"abc"))
attempt("slice list", lambda: view.__setitem__(slice(0, 2), [1, 2]))
attempt("slice int", lambda: view.__setitem__(slice(0, 2), 5))
attempt("readonly copy", lambda: view.toreadonly().__setitem__(0, 1))

# While the view lives, the bytearray keeps its size; same-size changes are fine.
attempt("append", lambda: buf.append(1))
attempt("extend", lambda: buf.extend(b"xy"))
attempt("extend empty", lambda: buf.extend(b""))
attempt("pop", lambda: buf.pop())
attempt("remove", lambda: buf.remove(buf[0]))
attempt("insert", lambda: buf.insert(0, 1))
attempt("clear", lambda: buf.clear())
attempt("delete item", lambda: buf.__delitem__(0))
attempt("delete empty slice", lambda: buf.__delitem__(slice(3, 3)))
attempt("grow slice", lambda: buf.__setitem__(slice(0, 1), b"ab"))
attempt("same-size slice", lambda: buf.__setitem__(slice(0, 2), b"AB"))
attempt("reverse", lambda: buf.reverse())
attempt("iadd", lambda: buf.__iadd__(b"z"))
attempt("iadd empty", lambda: buf.__iadd__(b""))
attempt("imul", lambda: buf.__imul__(2))
attempt("imul one", lambda: buf.__imul__(1))
print(buf, len(buf))

# Releasing every view lets it resize again.
view.release()
attempt("append with slices alive", lambda: buf.append(1))
for v in (tail, every_other):
    v.release()
buf.append(33)
print(buf)
with memoryview(buf) as scoped:
    scoped[0] = ord("S")
    attempt("append inside with", lambda: buf.append(1))
buf.append(46)
print(buf)

# A view made and dropped at once does not pin the bytearray.
grow = bytearray(b"abc")
print(bytes(memoryview(grow)[1:]))
grow.extend(b"def")
print(grow)


def checksum(region):
    total = 0
    for byte in region:
        total = (total * 31 + byte) & 0xFFFF
    return total


packet = bytearray(b"\x00\x00payload bytes here")
body = memoryview(packet)[2:]
packet[0:2] = checksum(body).to_bytes(2, "big")
print(packet[:2].hex(), checksum(memoryview(packet)[2:]) == int.from_bytes(packet[:2], "big"))
body.release()
