# Checks map and filter laziness, multiple iterables, None as filter function and chaining.
print(list(map(str, [1, 2, 3])), list(map(len, ["a", "bb", ""])), list(map(abs, [-1, 2, -3])))
print(list(map(pow, [2, 3, 4], [3, 2])), list(map(lambda a, b, c: a + b + c, [1, 2], [10, 20], [100, 200])))
print(list(filter(None, [0, 1, "", "a", None, [], [0], False, True])))
print(list(filter(lambda n: n % 2, range(10))), list(filter(str.isdigit, "a1b2c3")))
print(list(filter(None, [])), list(map(int, "123")), list(map(float, ["1.5", "2"])))
calls = []
def tracked(x):
    calls.append(x)
    return x * 2
m = map(tracked, [1, 2, 3])
print(calls)
print(next(m), calls)
print(list(m), calls)
print(list(m))
f = filter(lambda x: x > 1, [0, 1, 2, 3])
print(next(f), list(f), list(f))
print(sum(map(int, "9999")), max(map(len, ["ab", "abc", "a"])), sorted(map(lambda s: s[::-1], ["ba", "ab"])))
print(list(map(str.upper, filter(lambda w: len(w) > 2, "an ox and the cat".split()))))
print("".join(map(chr, range(97, 102))), list(map(divmod, [7, 8], [2, 3])))
print(list(map(tuple, ["ab", "cd"])), list(map(list, zip("ab", "cd"))))
try:
    list(map(int, ["1", "x"]))
except ValueError as e:
    print(type(e).__name__, e)
try:
    map(5, [1])
    list(map(5, [1]))
except TypeError as e:
    print(type(e).__name__, e)
