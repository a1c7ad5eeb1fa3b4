# Checks a custom iterator class with __iter__/__next__ used by for, list, sum, zip, enumerate and next.
class Countdown:
    def __init__(self, start):
        self.current = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        value = self.current
        self.current -= 1
        return value

for n in Countdown(3):
    print("tick", n)
print(list(Countdown(5)), sum(Countdown(4)), max(Countdown(6)))
print(list(zip(Countdown(3), "abc")), list(enumerate(Countdown(2))))

c = Countdown(3)
print(next(c), next(c), next(c), next(c, "done"))
print(list(c))
try:
    next(c)
except StopIteration:
    print("StopIteration raised")

c = Countdown(5)
first_two = [next(c), next(c)]
print(first_two, list(c))
print(iter(c) is c)

class Fib:
    def __init__(self, limit):
        self.limit = limit

    def __iter__(self):
        return FibIterator(self.limit)

class FibIterator:
    def __init__(self, limit):
        self.a, self.b, self.limit = 0, 1, limit

    def __iter__(self):
        return self

    def __next__(self):
        if self.a > self.limit:
            raise StopIteration
        value = self.a
        self.a, self.b = self.b, self.a + self.b
        return value

f = Fib(50)
print(list(f), list(f))
print(sorted(f, reverse=True)[:3], 21 in f, 22 in f)
print([x * 2 for x in f if x % 2], dict(zip(f, Countdown(20))))
a, b, *rest = Fib(10)
print(a, b, rest, tuple(map(str, Fib(5))))

class NotIter:
    def __iter__(self):
        return 5

try:
    list(NotIter())
except TypeError as e:
    print("TypeError:", e)
