# Checks generator.close, GeneratorExit handling and try/finally cleanup inside generators.
def resource(name):
    print("open", name)
    try:
        for i in range(3):
            yield f"{name}-{i}"
    finally:
        print("cleanup", name)

g = resource("r1")
print(next(g))
g.close()
print(next(g, "closed"))
g.close()
print("second close is a no-op")

g = resource("r2")
print(list(g))

g = resource("never-started")
g.close()
print("closing an unstarted generator runs nothing")

def logs_exit():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print("got GeneratorExit")
        raise

g = logs_exit()
next(g)
g.close()
print("GeneratorExit is BaseException:", issubclass(GeneratorExit, BaseException), issubclass(GeneratorExit, Exception))

def swallow_and_return():
    try:
        yield "x"
    except GeneratorExit:
        print("returning on exit")
        return "ignored"

g = swallow_and_return()
next(g)
g.close()
print("closed after returning")

def except_exception():
    try:
        yield 1
    except Exception:
        print("Exception does not catch GeneratorExit")
    finally:
        print("finally after GeneratorExit")

g = except_exception()
next(g)
g.close()
print("done")
