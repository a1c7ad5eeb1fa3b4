# Checks nested sequence patterns: pairs of pairs, matrices and tagged tuples as tiny ASTs.
def evaluate(expr):
    match expr:
        case ("num", value):
            return value
        case ("neg", inner):
            return -evaluate(inner)
        case ("add", left, right):
            return evaluate(left) + evaluate(right)
        case ("mul", left, right):
            return evaluate(left) * evaluate(right)
        case ("sum", *terms):
            return sum(evaluate(t) for t in terms)
        case _:
            raise ValueError(f"bad expression {expr!r}")

def show(expr):
    match expr:
        case ("num", value):
            return str(value)
        case ("neg", inner):
            return f"-{show(inner)}"
        case (("add" | "mul") as op, left, right):
            sym = "+" if op == "add" else "*"
            return f"({show(left)} {sym} {show(right)})"
        case ("sum", *terms):
            return "sum(" + ", ".join(show(t) for t in terms) + ")"

e = ("add", ("num", 2), ("mul", ("num", 3), ("neg", ("num", 4))))
print(show(e), "=", evaluate(e))
e2 = ("sum", ("num", 1), ("num", 2), ("add", ("num", 3), ("num", 4)))
print(show(e2), "=", evaluate(e2))
try:
    evaluate(("pow", 2, 3))
except ValueError as err:
    print(err)

def segment(seg):
    match seg:
        case [(x1, y1), (x2, y2)] if x1 == x2:
            return f"vertical at x={x1}"
        case [(x1, y1), (x2, y2)] if y1 == y2:
            return f"horizontal at y={y1}"
        case [(x1, y1), (x2, y2)]:
            return f"slope {(y2 - y1) / (x2 - x1)}"
        case [p]:
            return f"degenerate {p}"

for s in [[(1, 2), (1, 9)], [(0, 3), (5, 3)], [(0, 0), (2, 4)], [(7, 7)]]:
    print(segment(s))

def matrix(m):
    match m:
        case [[a, b], [c, d]]:
            return f"2x2 det={a * d - b * c}"
        case [[_, _, _], [_, _, _], [_, _, _]]:
            return "3x3"
        case [[*row]]:
            return f"1 row of {len(row)}"
        case [*rows]:
            return f"{len(rows)} rows"

print(matrix([[1, 2], [3, 4]]), matrix([[0] * 3] * 3), matrix([[1, 2, 3, 4]]), matrix([[1], [2], [3], [4]]))

def records(rows):
    out = []
    for row in rows:
        match row:
            case (name, (street, city), [*tags]):
                out.append(f"{name}@{city} tags={len(tags)}")
            case (name, None, _):
                out.append(f"{name}@nowhere")
    return out

print(records([("ann", ("1 Main", "Oslo"), ["vip"]), ("bob", None, []), ("cid", ("2 Elm", "Rome"), ())]))
