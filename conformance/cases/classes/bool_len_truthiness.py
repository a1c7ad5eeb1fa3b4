# Checks __bool__ and __len__ in truth tests, if/while/not/and/or, and bool() results.
class Queue:
    def __init__(self, items=()):
        self.items = list(items)

    def __len__(self):
        return len(self.items)

    def pop(self):
        return self.items.pop(0)

q = Queue([1, 2, 3])
print(bool(q), len(q), not q)
while q:
    print("popped", q.pop(), "remaining", len(q))
print(bool(q), "empty" if not q else "full")

class Flag:
    def __init__(self, on):
        self.on = on

    def __bool__(self):
        print(f"  __bool__ called on {self.on}")
        return self.on

print(bool(Flag(True)), bool(Flag(False)))
r = Flag(False) or "fallback"
print(r)
r = Flag(True) and "second"
print(r)
if not Flag(False):
    print("not works")
print([f.on for f in [Flag(True), Flag(False), Flag(True)] if f])

class Plain:
    pass

class Both:
    def __bool__(self):
        return False

    def __len__(self):
        return 10

print(bool(Both()), len(Both()), bool(Plain()), "truthy" if Plain() else "falsy")

class BadBool:
    def __bool__(self):
        return 1

try:
    bool(BadBool())
except TypeError as e:
    print("TypeError:", e)

class NegLen:
    def __len__(self):
        return -1

try:
    bool(NegLen())
except ValueError as e:
    print("ValueError:", e)

class Result:
    def __init__(self, value=None, error=None):
        self.value = value
        self.error = error

    def __bool__(self):
        return self.error is None

    def __repr__(self):
        return f"Result({self.value!r}, {self.error!r})"

results = [Result(1), Result(error="boom"), Result(0), Result(error="bad")]
print([bool(x) for x in results])
print(list(filter(None, results)))
print(any(results), all(results), sum(1 for x in results if not x))
print(Result(5) and Result(6), Result(error="e") or Result(7))
