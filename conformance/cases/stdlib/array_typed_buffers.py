# array: typed sequences as agents use them for compact numeric data and binary formats,
# with CPython's typecodes, sizes, range errors, bytes layout and sequence behaviour.
import copy
from array import array, typecodes, ArrayType

print(typecodes, ArrayType is array)
readings = array("d", [21.5, 22.0, 19.75])
readings.append(23)
readings.extend([18.5, 20])
print(readings, len(readings), readings.typecode, readings.itemsize, sum(readings) / len(readings))
print(readings[1], readings[-1], readings[1:3], readings[::2], 22.0 in readings, readings.index(19.75))

counts = array("H", range(5))
counts[0] = 65535
counts.insert(1, 7)
counts += array("H", [9, 9])
print(counts, counts.count(9), counts.pop(), counts.pop(0), counts)
counts.remove(9)
counts.reverse()
del counts[0]
print(counts, counts.tolist(), list(counts), counts * 2, 2 * array("b", [1]))

raw = array("i", [1, -2, 3]).tobytes()
print(raw.hex(), array("i", raw), array("b", b"\x01\xff"), array("B", b"\x01\xff"))
swapped = array("h", [1, 256])
swapped.byteswap()
print(swapped, array("f", [0.1, 1e300, -2.5]), array("q", [-(2**63), 2**63 - 1]), array("Q", [2**64 - 1]))
print([array(code).itemsize for code in typecodes])

text = array("u", "hello")
text.fromunicode(" world")
text[0] = "H"
print(text, text.tounicode(), text.tobytes()[:8], array("u", text.tobytes()))
empty = array("l")
empty.fromlist([1, 2])
empty.frombytes(array("l", [3]).tobytes())
print(empty, array("i"), repr(array("u")), str(array("b", [1])))

a, b = array("i", [1, 2]), array("i", [1, 3])
print(a == b, a < b, a == array("b", [1, 2]), a != [1, 2], sorted([b, a]))
c = copy.copy(a)
d = copy.deepcopy(a)
c[0] = 99
print(a, c, d, a.buffer_info()[1])
it = iter(a)
print(next(it), list(it), type(it).__name__)

calls = [
    "array('b', [128])", "array('b', [-129])", "array('b', [2**16])", "array('b', [2**70])",
    "array('B', [256])", "array('B', [-1])", "array('h', [2**15])", "array('H', [2**16])",
    "array('H', [-1])", "array('H', [2**31])", "array('i', [2**31])", "array('I', [-1])",
    "array('I', [2**32])", "array('I', [2**64])", "array('l', [2**63])", "array('L', [-1])",
    "array('q', [2**63])", "array('Q', [-1])", "array('Q', [2**64])", "array('i', [1.5])",
    "array('i', ['x'])", "array('f', ['x'])", "array('d', [2**1024])", "array('u', ['ab'])",
    "array('u', [1])", "array('z')", "array('bb')", "array(1)", "array('i', 'abc')",
    "array('u', b'ab')", "array('i', b'abc')", "array('i', [1, 2]) + array('b', [1])",
    "array('i', [1]) + [2]", "array('i', [1, 2])[5]", "array('i').pop()", "array('i', [1]).index(3)",
    "array('i', [1]).remove(3)", "array('i', [1]).extend([1.5])", "array('i', [1]).frombytes(b'abc')",
    "array('i', [1]).fromlist((1,))", "array('i', [1, 2]).__setitem__(0, 2**40)",
    "array('i', [1, 2]).__setitem__(slice(0, 1), [5])", "array('i').tounicode()",
    "array('i', [1]).extend(array('b', [1]))", "array('i', [1]) * -1", "array('i', [1])[9] = 1",
]
for call in calls:
    try:
        if call.endswith("= 1"):
            exec("x = " + call.split("[9]")[0] + "\nx[9] = 1")
            print(call, "-> ok")
        else:
            print(call, "->", repr(eval(call)))
    except Exception as e:
        print(call, "!!", type(e).__name__, e)
