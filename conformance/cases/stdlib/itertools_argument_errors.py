import datetime
import functools
import itertools as it

tests = {
 'cycle': [(), (1,2)], 'pairwise': [(), (1,2)], 'starmap': [(len,), ()], 'islice': [(), ([1],1,2,3,4)],
 'dropwhile': [(len,)], 'takewhile': [(len,)], 'filterfalse': [(len,)],
 'accumulate': [(), ([1],None,3)], 'groupby': [(), ([1],None,3)], 'compress': [(), ([1],)],
 'permutations': [()], 'count': [(1,2,3)], 'combinations': [()],
}
for name, calls in tests.items():
    f = getattr(it, name)
    for a in calls:
        try: f(*a)
        except TypeError as e: print(name, a, '|', e)
    try: f([1], [1], foo=1)
    except TypeError as e: print(name, 'kw |', e)
for call in [lambda: it.chain.from_iterable(), lambda: it.chain.from_iterable(1, 2), lambda: functools.cmp_to_key(), lambda: functools.cmp_to_key(1, 2),
             lambda: datetime.datetime(1, 2, 3, 4, 5, 6, 7, None, 0), lambda: datetime.time(1, 2, 3, 4, None, 5), lambda: datetime.time(fold=2, foo=1),
             lambda: it.accumulate([1], initial=1, x=2)]:
    try: call()
    except (TypeError, ValueError) as e: print(e)
print(list(it.accumulate([1, 2, 3], initial=10)), list(it.islice('abcdef', 1, None, 2)), list(it.chain.from_iterable(['ab', 'c'])), datetime.time(1, fold=1).fold)
print(list(it.compress('abc', selectors=[1, 0, 1])), [k for k, _ in it.groupby('aab', key=None)], sorted([3, 1], key=functools.cmp_to_key(lambda a, b: a - b)))
