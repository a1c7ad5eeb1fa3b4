# Checks the := assignment expression in conditions, comprehensions and loops.
if (n := len("hello")) > 3:
    print("long", n)
print(n)
data = [1, 5, 9, 2, 8]
print([y for x in data if (y := x * 2) > 8])
print(y)
vals = [3, 1, 4, 1, 5, 9, 2, 6]
i = 0
while (v := vals[i]) != 9:
    i += 1
print("found 9 at", i, v)
print((a := 10) + a)
print([last := c for c in "xyz"], last)
total = 0
print([total := total + x for x in range(5)], total)
stack = [1, 2, 3]
while stack and (top := stack.pop()) != 1:
    print("popped", top)
print(stack, top)
def first_long(words):
    if any(len(found := w) > 4 for w in words):
        return found
    return None
print(first_long(["hi", "hello", "yo", "greetings"]))
print(first_long(["a", "b"]))
print(x if (x := 0) else "falsy", x)
def f(v):
    return (r := v + 1) * r
print(f(3))
