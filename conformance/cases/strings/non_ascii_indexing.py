# Indexing and slicing text with code points of 1 to 4 bytes, at positions around 64-code-point
# boundaries and far into a long text: single items, negative indices, slices with and without
# steps, iteration, reversed and enumerate.
pieces = ["a", "é", "€", "😀", "b", "ß", "中", "z"]
text = "".join(pieces[(i * 7 + i // 3) % len(pieces)] for i in range(1000))
print(len(text), len(text.encode()))
for i in [0, 1, 62, 63, 64, 65, 127, 128, 129, 500, 998, 999, -1, -2, -64, -65, -1000]:
    print(i, text[i], ord(text[i]))
for bad in [1000, -1001, 10**20]:
    try:
        text[bad]
    except IndexError as e:
        print(bad, type(e).__name__, e)
for start, stop in [(0, 5), (60, 70), (63, 129), (500, 520), (-10, None), (None, -990), (990, 2000), (-2000, 3), (70, 60)]:
    piece = text[start:stop]
    print(start, stop, len(piece), piece[:12])
for start, stop, step in [(None, None, 2), (None, None, 65), (None, None, -1), (None, None, -63), (5, 900, 7), (900, 5, -7), (-1, -200, -3), (1, 200, 200), (0, 1000, 1000)]:
    piece = text[start:stop:step]
    print(start, stop, step, len(piece), piece[:10], piece[-5:])
print("".join(reversed(text))[:20])
print(sum(ord(c) for c in text))
print([(i, c) for i, c in enumerate(text) if i % 97 == 0][:6])
print(text[::-1] == "".join(reversed(text)))
print(text[123:456] == "".join(list(text)[123:456]))
short = "héllo"
print(short[1], short[-1], short[1:4], short[::-1], short[::2])
print(text[-1:-1], repr(text[1000:]), repr(text[5:5]))
