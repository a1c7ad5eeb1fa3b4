# A finished or closed coroutine refuses send() and throw() with CPython's RuntimeError;
# a finished generator's send() raises StopIteration.
async def f():
    return 1
c = f()
try:
    c.send(None)
except StopIteration as s:
    print("stop", s.value)
for op in ("send", "throw"):
    try:
        if op == "send":
            c.send(None)
        else:
            c.throw(ValueError)
    except Exception as e:
        print(op, type(e).__name__, e)
c2 = f()
c2.close()
try:
    c2.send(None)
except Exception as e:
    print("after close", type(e).__name__, e)
def g():
    yield 1
x = g()
list(x)
try:
    x.send(None)
except StopIteration as e:
    print("gen stop", e.args)
