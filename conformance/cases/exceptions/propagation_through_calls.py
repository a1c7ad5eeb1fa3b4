# Checks a user exception propagating up through several frames, running finally blocks in order.
class DeepError(Exception):
    pass

trail = []

def level3(n):
    trail.append("enter 3")
    try:
        if n > 2:
            raise DeepError(f"too deep: {n}")
        return n * 10
    finally:
        trail.append("leave 3")

def level2(n):
    trail.append("enter 2")
    try:
        return level3(n) + 1
    finally:
        trail.append("leave 2")

def level1(n):
    trail.append("enter 1")
    try:
        result = level2(n)
    except ZeroDivisionError:
        trail.append("wrong handler")
        raise
    else:
        trail.append("else 1")
        return result
    finally:
        trail.append("leave 1")

for n in [1, 5]:
    trail.clear()
    try:
        print("result", level1(n))
    except DeepError as e:
        print("caught at top:", e)
    print(trail)

def recursive(n):
    if n == 0:
        raise DeepError("bottom reached")
    try:
        return recursive(n - 1)
    finally:
        trail.append(n)

trail.clear()
try:
    recursive(5)
except DeepError as e:
    print(e, trail)

def gen_items():
    yield 1
    yield 2
    raise DeepError("generator failed after 2 items")

collected = []
try:
    for item in gen_items():
        collected.append(item)
except DeepError as e:
    print(collected, e)

def consume(it):
    return [x * 2 for x in it]

try:
    consume(gen_items())
except DeepError as e:
    print("through comprehension:", e)
