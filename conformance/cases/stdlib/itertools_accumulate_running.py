from itertools import accumulate, count, cycle, repeat, takewhile, dropwhile, filterfalse, chain
import operator

deposits = [100, -30, 50, -200, 75]
print(list(accumulate(deposits)))
print(list(accumulate(deposits, max)), list(accumulate(deposits, min)))
print(list(accumulate([1, 2, 3, 4], operator.mul)))
print(list(accumulate([1, 2, 3], initial=10)), list(accumulate([], initial=5)))
print(list(takewhile(lambda x: x < 10, accumulate(count(1)))))
print(list(dropwhile(lambda x: x < 3, [1, 2, 3, 1, 4])))
print(list(filterfalse(lambda x: x % 3, range(10))), list(filterfalse(None, [0, 1, "", "a"])))
print(list(zip(cycle("ab"), range(5))), list(repeat("x", 3)), list(repeat(1, -2)))
print(list(zip(count(10, 5), "abc")), list(zip(count(0.5, 0.25), range(3))))
print(list(chain.from_iterable(["ab", [1, 2], ()])))
