# Checks the walrus operator inside comprehensions and its binding in the outer scope.
def expensive(n):
    return n * n - 10

results = [y for x in range(8) if (y := expensive(x)) > 0]
print(results)
print(y)

data = ["  apple ", "", " kiwi", "   ", "fig  "]
cleaned = [s for raw in data if (s := raw.strip())]
print(cleaned, repr(s))

total = 0
running = [total := total + n for n in [5, 3, 8, 1]]
print(running, total)

lines = ["a=1", "b", "c=3", "d=", "=e"]
parsed = {k: v for line in lines if (parts := line.split("=")) and len(parts) == 2 for k, v in [parts] if k and v}
print(parsed)
print(parts)

if any((hit := n) > 4 for n in [1, 3, 5, 7]):
    print("first over 4:", hit)
if all((last := n) < 10 for n in [1, 3, 50, 7]):
    print("all small")
else:
    print("stopped at", last)

counter = 0
def step():
    global counter
    counter += 1
    return counter

vals = [(c, c * 2) for _ in range(3) if (c := step())]
print(vals, c, counter)
while (chunk := data.pop() if data else None) is not None:
    print("chunk", repr(chunk))
print(data)
