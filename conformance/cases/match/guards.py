# Checks guards: evaluated only after the pattern matches, can use bindings, and failing falls through.
calls = []

def check(label, result):
    calls.append(label)
    return result

def grade(score):
    match score:
        case int(s) if s >= 90:
            return "A"
        case int(s) if s >= 80:
            return "B"
        case int(s) if s >= 70:
            return "C"
        case int():
            return "F"
        case _:
            return "invalid"

print([grade(s) for s in [95, 90, 85, 72, 40, "99", 100]])

def traced(value):
    calls.clear()
    match value:
        case str() if check("guard1", False):
            result = "first"
        case int() if check("guard2", value > 10):
            result = "big int"
        case int() if check("guard3", True):
            result = "small int"
        case _:
            result = "fallback"
    return result, list(calls)

print(traced("text"))
print(traced(50))
print(traced(5))
print(traced(2.5))

def pairs(p):
    match p:
        case (a, b) if a == b:
            return "equal"
        case (a, b) if a > b:
            return "descending"
        case (a, b):
            return "ascending"

print([pairs(p) for p in [(1, 1), (3, 2), (2, 3)]])

inventory = {"apple": 3, "pear": 0}

def order(item, qty):
    match (item, qty):
        case (str(name), int(n)) if n <= 0:
            return f"invalid quantity {n}"
        case (name, n) if name not in inventory:
            return f"{name} not sold"
        case (name, n) if inventory[name] >= n:
            inventory[name] -= n
            return f"sold {n} {name}"
        case (name, n):
            return f"only {inventory[name]} {name} left"

for item, qty in [("apple", 2), ("apple", 2), ("pear", 1), ("kiwi", 1), ("apple", 0), ("apple", 1)]:
    print(order(item, qty))
print(inventory)

def guard_with_walrus(text):
    match text.split(":"):
        case [key, value] if (n := len(value.strip())) > 0:
            return f"{key.strip()}={value.strip()} ({n} chars)"
        case [key, _]:
            return f"{key} is empty"
    return "not key:value"

print(guard_with_walrus("name: ann"), "|", guard_with_walrus("name: "), "|", guard_with_walrus("plain"))
