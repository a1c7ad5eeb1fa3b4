# Checks exceptions propagating through several call frames with finally cleanups.
events = []

def level3(x):
    events.append(f"enter3 {x}")
    try:
        if x == "bad":
            raise ValueError(f"level3 rejects {x!r}")
        return x.upper()
    finally:
        events.append("exit3")

def level2(x):
    events.append("enter2")
    try:
        return level3(x) + "!"
    finally:
        events.append("exit2")

def level1(x):
    events.append("enter1")
    try:
        return level2(x)
    except ValueError as e:
        events.append("handled1")
        return f"error: {e}"
    finally:
        events.append("exit1")

print(level1("good"))
print(events)
events.clear()
print(level1("bad"))
print(events)
events.clear()
try:
    level2("bad")
except ValueError as e:
    print("escaped level2:", e)
print(events)

def process_all(items):
    results, errors = [], []
    for item in items:
        try:
            results.append(level3(item))
        except ValueError as e:
            errors.append(str(e))
        except AttributeError as e:
            errors.append(f"{type(e).__name__}: {e}")
    return results, errors

events.clear()
print(process_all(["a", "bad", 5, "z"]))
print(len(events))
