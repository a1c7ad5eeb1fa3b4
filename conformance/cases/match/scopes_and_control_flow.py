# Checks captures in class bodies, closures, globals and generators, and break/continue/return inside cases.
class C:
    match [1, 2]:
        case [first, second]:
            pair = (first, second)
    __secret = 5
    match {"k": 9}:
        case {"k": __hidden}:
            pass
print(C.pair, C.first, C._C__hidden, sorted(k for k in vars(C) if not k.startswith("__")))

def outer(v):
    def inner():
        return captured
    match v:
        case [captured, *_]:
            pass
    return inner()
print(outer([7, 8]))

g = None
def set_global(v):
    global g
    match v:
        case {"g": g}:
            return "set"
    return "unset"
print(set_global({"g": 42}), g)

def gen(items):
    for item in items:
        match item:
            case int(n) if (yield n) is None:
                pass
            case str(s):
                yield s.upper()
            case "stop":
                return
print(list(gen([1, "a", 2, "b"])))

def loop(items):
    out = []
    for item in items:
        match item:
            case "skip":
                continue
            case "end":
                break
            case [x, y]:
                for z in (x, y):
                    match z:
                        case 0:
                            continue
                        case _:
                            out.append(z)
            case other:
                out.append(other)
    else:
        out.append("no break")
    return out
print(loop([1, "skip", [0, 3], 2, "end", 5]))
print(loop([1]))

def with_finally(v):
    try:
        match v:
            case [x]:
                return "one", x
            case _:
                raise ValueError(v)
    except ValueError as e:
        return "error", e.args
    finally:
        print("finally runs")
print(with_finally([3]))
print(with_finally(7))

match = 5
case = [match, 6]
match case:
    case [5, x]:
        print("soft keywords", x)

def walrus(v):
    match v:
        case [a, *rest] if (total := a + sum(rest)) > 10:
            return total
        case _:
            return -1
print(walrus([5, 6]), walrus([1]))

def nested(v):
    match v:
        case {"type": "list", "items": items}:
            results = []
            for it in items:
                match it:
                    case {"type": "num", "v": n}:
                        results.append(n)
                    case {"type": "list"}:
                        results.append(nested(it))
            return results
print(nested({"type": "list", "items": [{"type": "num", "v": 1}, {"type": "list", "items": [{"type": "num", "v": 2}]}]}))

def lam(v):
    match v:
        case [f, *args] if callable(f):
            return f(*args)
print(lam([lambda a, b: a * b, 6, 7]), lam([1, 2]))
fs = [(lambda v: (lambda: v))(i) for i in range(2)]
match fs:
    case [f0, f1]:
        print(f0(), f1())
def comp(rows):
    return [x for row in rows for x in ([row[0]] if (lambda r: r)(row) else [])]
print(comp([[1], [2]]))
def m(v):
    match v:
        case (1, 2) | [3, 4]:
            return "tuple or list syntax is the same"
print(m([1, 2]), m((3, 4)))
match 1, 2:
    case a, b:
        print("open tuple", a, b)
match (1,):
    case x,:
        print("single open tuple", x)
match -1.5:
    case -1.5:
        print("neg float")
match 10**30:
    case 1000000000000000000000000000000:
        print("bigint")
match -0:
    case 0:
        print("neg zero")
match "abc":
    case "a" "bc":
        print("concat")
match b"x":
    case "x":
        print("no")
    case b"x":
        print("bytes")
