def f():
    yield from
