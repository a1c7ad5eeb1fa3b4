# A function's __code__ describes it with CPython's co_* attributes: names, counts, flags, variables.
def f(a, b=1, *args, c, **kw):
    x = 1
    def g(): return x
    return g
def gen(): yield 1
async def co(): pass
async def ag(): yield 1
g = f(1, c=2)
def h(p, /, q):
    total = [i for i in range(3)]
    return total
for fn in (f, gen, co, ag, g, lambda y: y, h):
    c = fn.__code__
    print(c.co_name, c.co_qualname, c.co_flags, c.co_argcount, c.co_posonlyargcount, c.co_kwonlyargcount, c.co_nlocals, c.co_varnames, c.co_freevars, c.co_cellvars, c.co_firstlineno)
print(repr(f.__code__).split(" at ")[0], repr(f.__code__).split(",")[1:])
def tool(city, units="metric"): pass
code = tool.__code__
print(code.co_varnames[:code.co_argcount])
