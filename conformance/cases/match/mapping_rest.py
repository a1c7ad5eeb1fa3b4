# Checks **rest in mapping patterns: captured remaining keys, empty rest and key order preservation.
def split_meta(record):
    match record:
        case {"id": rid, "name": name, **rest}:
            return rid, name, rest
        case {"id": rid, **rest}:
            return rid, None, rest
    return None

print(split_meta({"id": 1, "name": "ann", "age": 30, "city": "Oslo"}))
print(split_meta({"name": "bob", "id": 2}))
print(split_meta({"id": 3, "email": "c@x", "z": 0, "a": 1}))
print(split_meta({"name": "no id"}))

def rest_is_copy(d):
    match d:
        case {"k": _, **others}:
            others["added"] = True
            return others

original = {"k": 1, "x": 2}
copy = rest_is_copy(original)
print(copy, original)
print(type(copy).__name__)

def strict(d):
    match d:
        case {"action": action, **extra} if not extra:
            return f"clean {action}"
        case {"action": action, **extra}:
            return f"{action} with unexpected keys {sorted(extra)}"
        case {**everything}:
            return f"no action; keys {sorted(everything)}"

print(strict({"action": "run"}))
print(strict({"action": "run", "force": True, "dry": False}))
print(strict({"verbose": 1}))
print(strict({}))

def merge_defaults(options):
    match options:
        case {"mode": "fast", **rest}:
            return {"mode": "fast", "threads": 8, **rest}
        case {"mode": "safe", **rest}:
            return {**rest, "mode": "safe", "threads": 1}
    return {"mode": "default"}

print(merge_defaults({"mode": "fast", "threads": 2}))
print(merge_defaults({"mode": "safe", "threads": 16, "log": "on"}))
print(merge_defaults({"threads": 4}))

rows = [
    {"id": 1, "kind": "user", "name": "A"},
    {"id": 2, "kind": "bot", "name": "B", "owner": 1},
    {"id": 3, "kind": "user", "name": "C", "admin": True, "team": "x"},
]
for row in rows:
    match row:
        case {"kind": "user", "name": name, **extra}:
            print(f"user {name}: extras {list(extra.items())}")
        case {"kind": kind, **extra}:
            print(f"{kind}: {extra}")
