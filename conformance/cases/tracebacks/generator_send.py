def gen():
    x = yield 1
    yield x.nope
g = gen()
next(g)
g.send(5)
