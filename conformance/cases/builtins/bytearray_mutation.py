# Changing a bytearray in place: append, extend, insert, pop, remove, clear, reverse, copy,
# +=, *=, and what happens to iterators and aliases.

ba = bytearray(b"hello")
alias = ba
ba.append(33)
print(ba, alias is ba)
ba.extend(b" world")
ba.extend(bytearray(b"!"))
ba.extend(memoryview(b"?"))
ba.extend([65, 66])
ba.extend(range(3))
ba.extend(x for x in (120, 121))
ba.extend(())
print(ba)
ba.insert(0, 62)
ba.insert(-1, 60)
ba.insert(100, 90)
ba.insert(-100, 91)
print(ba)
print(ba.pop(), ba.pop(0), ba.pop(-2), ba)
ba.remove(ord("o"))
print(ba)
ba.reverse()
print(ba)
copy = ba.copy()
copy.append(0)
print(copy is ba, len(copy) - len(ba))
ba.clear()
print(ba, len(ba), alias)

acc = bytearray()
before = acc
acc += b"ab"
acc += bytearray(b"cd")
acc += memoryview(b"ef")
print(acc, acc is before)
acc *= 2
print(acc, acc is before)
acc *= 0
print(acc, acc is before)
acc = bytearray(b"xy")
acc *= -3
print(acc)


def attempt(label, act):
    try:
        print(label, "->", act())
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


b = bytearray(b"abc")
attempt("append 256", lambda: b.append(256))
attempt("append -1", lambda: b.append(-1))
attempt("append str", lambda: b.append("a"))
attempt("append none", lambda: b.append())
attempt("extend int", lambda: b.extend(5))
attempt("extend str", lambda: b.extend("ab"))
attempt("extend bad item", lambda: b.extend([1, 300]))
attempt("extend float", lambda: b.extend(1.5))
attempt("insert 256", lambda: b.insert(0, 256))
attempt("insert str index", lambda: b.insert("a", 1))
attempt("pop empty", lambda: bytearray().pop())
attempt("pop out of range", lambda: b.pop(10))
attempt("pop str", lambda: b.pop("a"))
attempt("remove missing", lambda: b.remove(100))
attempt("remove 300", lambda: b.remove(300))
attempt("iadd str", lambda: b.__iadd__("x"))
attempt("iadd int", lambda: b.__iadd__(1))
attempt("imul list", lambda: b.__imul__([]))


def multiply_in_place(value, count):
    value *= count
    return value


attempt("imul float", lambda: multiply_in_place(b, 1.5))
print(b)

# Growing while iterating sees the new bytes; shrinking stops early (as a list iterator does).
grow = bytearray(b"ab")
seen = []
for x in grow:
    seen.append(x)
    if len(grow) < 5:
        grow.append(x + 1)
print(seen, grow)
shrink = bytearray(b"abcdef")
seen = []
for x in shrink:
    seen.append(x)
    shrink.pop()
print(seen, shrink)
print(type(iter(shrink)).__name__, type(iter(memoryview(shrink))).__name__, type(iter(b"")).__name__)

# A ring buffer over a fixed bytearray.
ring = bytearray(4)
head = 0
for value in range(1, 11):
    ring[head] = value
    head = (head + 1) % len(ring)
print(list(ring), head, bytes(ring[head:] + ring[:head]))
