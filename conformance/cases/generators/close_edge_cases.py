# Checks close() edge cases: yielding during GeneratorExit, errors in cleanup, and nested generators.
def resource(name):
    print("open", name)
    try:
        for i in range(3):
            yield f"{name}-{i}"
    finally:
        print("cleanup", name)

def bad_generator():
    try:
        yield 1
    except GeneratorExit:
        yield "refuse"

g = bad_generator()
next(g)
try:
    g.close()
except RuntimeError as e:
    print("RuntimeError:", e)

def cleanup_error():
    try:
        yield 1
    finally:
        raise ValueError("cleanup failed")

g = cleanup_error()
next(g)
try:
    g.close()
except ValueError as e:
    print("close raised:", e)

def nested():
    try:
        yield from resource("inner")
    finally:
        print("outer cleanup")

g = nested()
print(next(g))
print(next(g))
g.close()

def closes_twice():
    try:
        yield "only"
    finally:
        print("finally runs once")

g = closes_twice()
next(g)
g.close()
g.close()
print(list(g))

def catches_then_cleans():
    try:
        try:
            yield 1
        except GeneratorExit:
            print("inner handler re-raises")
            raise
    finally:
        print("outer finally")

g = catches_then_cleans()
next(g)
g.close()
print("close finished")
