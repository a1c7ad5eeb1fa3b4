# Checks that names captured by a case whose guard fails stay bound, and that failed patterns bind nothing new.
def after_guard(v):
    match v:
        case (1 | 2) as x if x > 1:
            return "guarded", x
        case y:
            return "fallback", y, x

print(after_guard(1), after_guard(2))

def pair(v):
    match v:
        case [a, b] if a > b:
            return "descending"
        case _:
            return "fallback", a, b

print(pair([1, 2]))

def unbound(v):
    match v:
        case [a, 0]:
            return "zero second"
        case _:
            pass
    try:
        return a
    except UnboundLocalError as e:
        return f"UnboundLocalError: {e}"

print(unbound([5, 1]))

def partial(v):
    q = "before"
    match v:
        case {"a": q, "b": 2}:
            return "matched"
    return q

print(partial({"a": "new", "b": 3}))

def guard_sees_all(v):
    seen = []
    match v:
        case [x, y] if seen.append((x, y)) or x == y:
            return "equal", seen
        case [x, *rest] if seen.append((x, rest)):
            return "never"
        case _:
            return "done", seen, x, rest

print(guard_sees_all([1, 2]))
print(guard_sees_all([3, 3]))
