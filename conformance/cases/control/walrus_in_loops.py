# Checks := inside while conditions, comprehension filters and loops consuming iterators.
data = [5, 3, 8, 0, 7, 2]
it = iter(data)
while (item := next(it, None)) is not None:
    if item == 0:
        print("hit zero")
        break
    print("item", item)
print([(v, sq) for v in range(6) if (sq := v * v) % 2 == 0])
text = "line one\nline two\n\nline four"
lines = iter(text.split("\n"))
while (line := next(lines, None)) is not None and line:
    print("read", repr(line))
print("stopped at", repr(line))
chunks = []
buf = list(range(10))
while chunk := buf[:3]:
    chunks.append(chunk)
    buf = buf[3:]
print(chunks)
values = [1, 4, 9, 16, 25]
if any((hit := v) > 10 for v in values):
    print("first over 10:", hit)
running = [s := 0] and [s := s + v for v in values]
print(running, s)
counts = {}
for word in "a b a c b a".split():
    if (c := counts.get(word, 0)) >= 2:
        print(word, "already seen", c, "times")
    counts[word] = c + 1
print(counts)
def collatz_steps(n):
    steps = 0
    while (n := n // 2 if n % 2 == 0 else 3 * n + 1) != 1:
        steps += 1
    return steps + 1
print([collatz_steps(n) for n in [2, 3, 6, 7, 27]])
