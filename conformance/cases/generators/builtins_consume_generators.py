# Checks generators passed to builtins that accept iterables: list, sum, zip, sorted, dict, join, etc.
def numbers(n):
    for i in range(1, n + 1):
        yield i

def words():
    yield "pear"
    yield "apple"
    yield "fig"
    yield "banana"

print(list(numbers(5)))
print(tuple(numbers(3)))
print(sum(numbers(10)))
print(sum(numbers(4), 100))
print(min(numbers(6)), max(numbers(6)))
print(sorted(words()))
print(sorted(words(), key=len, reverse=True))
print(list(reversed(list(numbers(4)))))
print(list(zip(numbers(3), words())))
print(list(zip(words(), numbers(10))))
print(list(enumerate(words())))
print(list(enumerate(words(), start=1)))
print(dict(zip(words(), numbers(4))))
print(dict((w, len(w)) for w in words()))
print("-".join(words()))
print(", ".join(str(n) for n in numbers(5)))
print(sorted(set(n % 3 for n in numbers(10))))
print(len(list(numbers(7))))
print(list(map(str.upper, words())))
print(list(filter(lambda w: "a" in w, words())))
print(max(words(), key=len), min(words(), key=len))

def pairs():
    yield ("a", 1)
    yield ("b", 2)
    yield ("a", 3)

print(dict(pairs()))
a, b, c = numbers(3)
print(a, b, c)
first, *rest = words()
print(first, rest)
print([*numbers(3), *numbers(2)])
print(3 in numbers(5), 9 in numbers(5))

g = numbers(5)
print(2 in g, list(g))

def kw(*args):
    return args

print(kw(*numbers(4)))
print(list(zip(*[numbers(3), numbers(3)])))
print(sum(x * x for x in numbers(5)))
print(sorted((len(w), w) for w in words()))
print(list(iter(numbers(2))))
print(str(bytes(numbers(3))))
