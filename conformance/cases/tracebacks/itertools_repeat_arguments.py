import itertools

print(list(itertools.repeat('a', 3)), list(itertools.repeat(1, -2)))
for call in [lambda: itertools.repeat(), lambda: itertools.repeat(1, 2, 3), lambda: itertools.repeat(x=1),
             lambda: itertools.repeat(1, x=2), lambda: itertools.repeat(1, object=2), lambda: itertools.repeat(1, 2.5)]:
    try:
        call()
    except TypeError as e:
        print(e)
itertools.repeat(1, times=None)
