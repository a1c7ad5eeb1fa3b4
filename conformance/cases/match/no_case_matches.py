# Checks that a match with no matching case does nothing, binds nothing and execution continues.
def maybe(value):
    result = "default"
    match value:
        case 1:
            result = "one"
        case [x, y]:
            result = f"pair {x} {y}"
    return result

print(maybe(1), maybe([2, 3]), maybe(5), maybe([1, 2, 3]), maybe(None))

def implicit_none(value):
    match value:
        case "hit":
            return "found"

print(implicit_none("hit"), implicit_none("miss"))

print("before match")
match {"a": 1}:
    case {"b": _}:
        print("never")
    case [*_]:
        print("never either")
print("after match")

try:
    match 3:
        case [unbound_name]:
            pass
    print(unbound_name)
except NameError as e:
    print("NameError:", e)

hits = 0
for v in range(10):
    match v % 4:
        case 0:
            hits += 1
        case 3:
            hits += 10
print("hits", hits)

class Box:
    __match_args__ = ("content",)
    def __init__(self, content):
        self.content = content

seen = []
for item in [Box(1), Box("x"), 7, Box(None)]:
    match item:
        case Box(int(n)):
            seen.append(f"int box {n}")
        case Box(str(s)):
            seen.append(f"str box {s}")
print(seen)

def partial_sequence(v):
    match v:
        case [1, 2, 3]:
            return "exact"
        case (1, 2):
            return "two"
    return "no case matched"

print(partial_sequence([1, 2, 3, 4]), partial_sequence([1]), partial_sequence((1, 2)))
while True:
    match "loop":
        case "stop":
            break
    print("match inside while fell through, breaking manually")
    break
