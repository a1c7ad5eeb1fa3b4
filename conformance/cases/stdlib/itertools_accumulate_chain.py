import itertools
import operator

print(list(itertools.accumulate([1, 2, 3, 4, 5])))
print(list(itertools.accumulate([1, 2, 3, 4, 5], operator.mul)))
print(list(itertools.accumulate([3, 4, 6, 2, 1, 9, 0, 7, 5, 8], max)))
print(list(itertools.accumulate([1, 2, 3], initial=100)))
print(list(itertools.accumulate([], initial=5)), list(itertools.accumulate([])))
print(list(itertools.accumulate(["a", "b", "c"])))
print(list(itertools.chain("ABC", "DEF", [1, 2])))
print(list(itertools.chain()))
print(list(itertools.chain.from_iterable(["ABC", "DEF"])))
print(list(itertools.chain.from_iterable([[1, 2], [], [3]])))
print(sum(itertools.chain([1, 2], (3, 4), {5})))
nested = [[1, [2]], [3]]
print(list(itertools.chain(*nested)))
