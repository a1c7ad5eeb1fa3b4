# find, rfind, index, rindex, count, startswith and endswith with start and end bounds on
# non-ASCII text, including bounds past the end, negative bounds and empty needles.
pieces = ["x", "é", "€", "😀", "ab", "中"]
text = "".join(pieces[(i * 5 + i // 4) % len(pieces)] for i in range(700))
n = len(text)
print(n)
bounds = [(None, None), (0, None), (63, None), (64, 200), (65, 129), (300, 310), (-50, None), (-100, -20), (n, None), (n + 5, None), (10, 5), (0, 10**30), (-(10**30), 7)]
for needle in ["é", "😀", "ab", "€a", "中x", "", "q", "😀ab"]:
    for start, end in bounds:
        print(repr(needle), start, end,
              text.find(needle, start, end), text.rfind(needle, start, end),
              text.count(needle, start, end),
              text.startswith(needle, start, end), text.endswith(needle, start, end))
for start in [0, 1, 2, 63, 64, 65, 128, 699]:
    piece = text[start:start + 3]
    print(start, text.startswith(piece, start), text.startswith(piece, start + 1), text.endswith(piece, 0, start + 3),
          text.startswith((piece, "q"), start), text.index(piece, start), text.rindex(piece, 0, start + 3))
for method in [text.index, text.rindex]:
    try:
        method("😀", 3, 4)
    except ValueError as e:
        print(type(e).__name__, e)
big = "é" * 400000 + "end"
print(big.startswith("end", 400000), big.find("end", 399990), big.rfind("é", 0, 399999), big.count("é", 1000, 2000))
print(big.endswith("éen", 0, 400002), big.index("n", -2), big[399999:], big[-3:], big[200000])
for call in [lambda: "abc".startswith(1, 10), lambda: "abc".endswith((1,), 10), lambda: "abc".startswith(("x", 1), 10), lambda: "é".startswith(("", 1), 1), lambda: "é".endswith(("", 1), 2)]:
    try:
        print(call())
    except TypeError as e:
        print(type(e).__name__, e)
