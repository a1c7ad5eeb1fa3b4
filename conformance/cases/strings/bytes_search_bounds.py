# bytes.find/rfind/index/rindex/count with bytes and int needles and every kind of slice bound
# (None, negative, past the end, crossed), the empty needle, and the errors; and a long scan by
# line with find(b"\n", pos).
data = b"abcabcab"
for sub in (b"ab", b"", b"c", 98, b"zz", b"abcabcabx", 0):
    for start, end in ((None, None), (0, None), (2, None), (-3, None), (1, -1), (8, None), (9, None),
                       (-100, 100), (5, 2), (None, 4), (8, 8), (3, 3), (True, None)):
        print(sub, start, end, data.find(sub, start, end), data.rfind(sub, start, end),
              data.count(sub, start, end))
print(data.index(b"c"), data.rindex(b"c"), data.index(97, 1), data.rindex(b"ab", 0, 5), b"".find(b""), b"".count(b""))

for call in (lambda: data.index(b"z"), lambda: data.rindex(b"z", 2), lambda: data.index(b"a", 9),
             lambda: data.find(300), lambda: data.find(-1), lambda: data.find("a"), lambda: data.find(),
             lambda: data.count(b"a", 1, 2, 3), lambda: data.find(b"a", "1"), lambda: data.rfind(b"a", None, 2.0)):
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)

text = b"".join(b"line %d\n" % i for i in range(30000))
pos = count = 0
while (end := text.find(b"\n", pos)) >= 0:
    pos = end + 1
    count += 1
print(count, pos == len(text), text.count(b"\n"), text.rfind(b"line 1\n"), text.count(b"line 2", 100, -100))
