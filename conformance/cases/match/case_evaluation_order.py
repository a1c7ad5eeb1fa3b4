# Checks cases are tried top to bottom, the subject is evaluated once, and guards run in order.
log = []

def subject():
    log.append("subject evaluated")
    return [1, 2]

def guard(name, result):
    log.append(f"guard {name}")
    return result

match subject():
    case [1] if guard("a", True):
        log.append("case a")
    case [1, x] if guard("b", False):
        log.append("case b")
    case [1, x] if guard("c", x == 2):
        log.append("case c")
    case [1, x] if guard("d", True):
        log.append("case d")
print(log)

def first_match_wins(v):
    match v:
        case int():
            return "int case"
        case 5:
            return "literal five (shadowed)"
    return "none"

print(first_match_wins(5))

def specific_before_general(cmd):
    match cmd:
        case ["rm", "-rf", "/"]:
            return "refused"
        case ["rm", "-rf", path]:
            return f"force remove {path}"
        case ["rm", *paths]:
            return f"remove {paths}"
        case [verb, *_]:
            return f"generic {verb}"

for c in ["rm -rf /", "rm -rf /tmp", "rm a b", "ls"]:
    print(specific_before_general(c.split()))

def order_of_subpatterns(v):
    match v:
        case {"x": 1, "y": 2} | {"x": 2}:
            return "first alternative group"
        case {"y": y, "x": x}:
            return f"captured x={x} y={y}"

print(order_of_subpatterns({"x": 1, "y": 2}), order_of_subpatterns({"x": 2, "y": 0}), order_of_subpatterns({"x": 5, "y": 6}))

counter = {"n": 0}
def next_value():
    counter["n"] += 1
    return counter["n"]

for _ in range(3):
    match next_value():
        case 1:
            print("first call")
        case 2:
            print("second call")
        case n:
            print("later call", n)
print("total calls", counter["n"])
