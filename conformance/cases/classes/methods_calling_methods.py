# Checks methods that call other methods through self, bound method objects, and method chaining.
class TextStats:
    def __init__(self, text):
        self.text = text

    def words(self):
        return self.text.split()

    def word_count(self):
        return len(self.words())

    def longest(self):
        ws = self.words()
        return max(ws, key=len) if ws else None

    def average_length(self):
        n = self.word_count()
        return round(sum(len(w) for w in self.words()) / n, 2) if n else 0.0

    def summary(self):
        return {
            "count": self.word_count(),
            "longest": self.longest(),
            "avg": self.average_length(),
        }

t = TextStats("the quick brown fox jumps over the lazy dog")
print(t.summary())
print(TextStats("").summary())

m = t.word_count
print(m())
t.text = "one two"
print(m(), t.longest())
print(TextStats.word_count(t))
print(m.__name__, m.__self__ is t, m.__func__ is TextStats.word_count)

class Builder:
    def __init__(self):
        self.parts = []

    def add(self, part):
        self.parts.append(part)
        return self

    def add_many(self, *parts):
        for p in parts:
            self.add(p)
        return self

    def build(self, sep=" "):
        return sep.join(self.parts)

print(Builder().add("SELECT *").add("FROM t").add_many("WHERE x = 1", "LIMIT 5").build())
print(Builder().add_many("a", "b", "c").build("-"))

methods = [t.words, t.word_count, t.longest]
print([f() for f in methods])
print(list(map(TextStats.word_count, [TextStats("a b"), TextStats("c"), TextStats("")])))

class Recursive:
    def fact(self, n):
        return 1 if n <= 1 else n * self.fact(n - 1)

    def fib(self, n):
        return n if n < 2 else self.fib(n - 1) + self.fib(n - 2)

r = Recursive()
print(r.fact(10), [r.fib(i) for i in range(12)])
