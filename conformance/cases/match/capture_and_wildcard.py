# Checks capture patterns binding the subject, the wildcard _, and bindings visible after the match.
def describe(value):
    match value:
        case 0:
            return "zero"
        case other:
            return f"captured {other!r}"

print(describe(0), describe(5), describe("text"), describe([1, 2]), describe(None))

def wildcard(value):
    match value:
        case _:
            return "anything"

print(wildcard(1), wildcard(object) is not None)

match 42:
    case answer:
        pass
print("binding survives the match:", answer)

match [1, 2, 3]:
    case [first, _, last]:
        print("first", first, "last", last)

match (10, 20):
    case (x, _):
        print("x =", x)
try:
    print(_)
except NameError as e:
    print("wildcard binds nothing:", e)

x = "outer"
match "subject":
    case x:
        pass
print("capture rebinds existing name:", x)

count = 0
for item in [3, "a", None, 2.5]:
    match item:
        case int():
            count += 100
        case captured:
            count += 1
            last_captured = captured
print(count, last_captured)

def binds_only_on_success(value):
    y = "unset"
    match value:
        case [1, y]:
            return ("matched", y)
        case _:
            return ("no match", y)

print(binds_only_on_success([1, "ok"]))
print(binds_only_on_success([2, "nope"]))

match {"k": "v"}:
    case {"k": _}:
        print("wildcard inside mapping")
match (1, (2, 3)):
    case (_, (_, z)):
        print("nested wildcard then capture", z)
