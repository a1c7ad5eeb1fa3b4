# Checks min/max with multiple args, iterables, key functions, default values, ties and errors.
print(max(3, 7, 2), min(3, 7, 2), max([3, 7, 2]), min("hello"), max("a", "B"), max((1, 2), (1, 3)))
print(max([], default=None), min((), default="empty"), max([5], default=0), min(iter([]), default=-1))
words = ["kiwi", "banana", "fig", "cherry", "date"]
print(max(words, key=len), min(words, key=len), max(words), min(words))
print(max([(1, "b"), (1, "a")]), max([1, 3, 3.0, 2]), max([3.0, 3, 1]), min([0, -0.0, 0.0]), min([-0.0, 0]))
print(max(words, key=lambda w: (len(w), w)), min(words, key=lambda w: w[-1]))
print(max({"a": 3, "b": 9, "c": 1}), max({"a": 3, "b": 9, "c": 1}.items(), key=lambda kv: kv[1]))
print(max(range(10), key=lambda n: -abs(n - 6)), min(range(-5, 5), key=abs))
print(max([[1, 2], [3], []], key=len), min([[1, 2], [3], []], key=sum), max(2**64, 2**64 - 1, 1e19))
try:
    max([])
except ValueError as e:
    print(type(e).__name__, e)
try:
    min()
except TypeError as e:
    print(type(e).__name__, e)
try:
    max(1, 2, default=0)
except TypeError as e:
    print(type(e).__name__, e)
try:
    max(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    min([1, "a"])
except TypeError as e:
    print(type(e).__name__, e)
temps = {"mon": 21.5, "tue": 25.0, "wed": 19.0, "thu": 25.0}
hottest = max(temps, key=temps.get)
coldest = min(temps, key=temps.get)
print(hottest, coldest, temps[hottest] - temps[coldest])
print(max("apple", "pear", key=len), min(3, 1, 2, key=lambda n: -n), max([1, 2], [1, 2, 0]))
