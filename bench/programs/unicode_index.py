# Walking a long non-ASCII text by position, as a hand-written parser does: indexing, slicing
# from a cursor, startswith and find with a start position, and stepped slices.
pieces = ["héllo ", "wörld ", "€12 ", "中文 ", "😀! ", "plain ascii text "]
text = "".join(pieces[(i * 7 + i // 5) % len(pieces)] for i in range(60000))
n = len(text)
pos = 0
words = 0
checksum = 0
while pos < n:
    c = text[pos]
    if c == " ":
        words += 1
        pos += 1
        continue
    if text.startswith("€", pos):
        end = text.find(" ", pos)
        checksum += int(text[pos + 1:end])
        pos = end
        continue
    checksum = (checksum + ord(c)) % 1000003
    pos += 1
tail = 0
for start in range(0, n, 997):
    tail += len(text[start:start + 50]) + text.count("é", start, start + 200)
print(n, words, checksum, tail, len(text[::97]), text[n // 2:n // 2 + 10])
